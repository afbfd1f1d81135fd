"""The OpenEnv server's settings, as flags (`invoice-env serve-openenv`, `python -m invoice_env.server.app`)
and as environment variables (the Dockerfile's `uvicorn invoice_env.server.app:app`). Importable without
the [openenv] extra, so that the CLI can show its help and say what is missing."""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Mapping

from invoice_env.adapters.text_episode import DEFAULT_MAX_TURNS
from invoice_env.adapters.arguments import seconds, whole_number

DEFAULT_HOST = "127.0.0.1"
DEFAULT_SESSIONS = 8
DEFAULT_IDLE_TIMEOUT_S = 600.0
"""Ten minutes: longer than any one model turn in a training batch, short enough that an abandoned
session comes back within minutes."""

# setting -> (environment variable, type)
ENVIRONMENT = {"split": ("INVOICE_ENV_SPLIT", str), "sessions": ("INVOICE_ENV_SESSIONS", int),
               "sessions_per_client": ("INVOICE_ENV_SESSIONS_PER_CLIENT", int),
               "http_sessions_per_client": ("INVOICE_ENV_HTTP_SESSIONS_PER_CLIENT", int),
               "idle_timeout": ("INVOICE_ENV_IDLE_TIMEOUT", float), "max_turns": ("INVOICE_ENV_MAX_TURNS", int)}


def add_arguments(parser: argparse.ArgumentParser) -> argparse.ArgumentParser:
    parser.add_argument("--host", default=DEFAULT_HOST,
                        help=f"address to bind (default: {DEFAULT_HOST}, this machine only; 0.0.0.0 exposes it, as "
                             "the Dockerfile does inside its container)")
    parser.add_argument("--port", type=int, default=8000, help="port to listen on (default: 8000)")
    parser.add_argument("--split", default="train", choices=["train", "eval", "inbox-train", "inbox-eval"],
                        help="the tasks to serve (default: train); inbox-train and inbox-eval serve inbox tasks")
    parser.add_argument("--sessions", type=whole_number, default=DEFAULT_SESSIONS,
                        help="sessions at once (WebSocket or created over HTTP /mcp), each its own rollout "
                             f"(default: {DEFAULT_SESSIONS})")
    parser.add_argument("--sessions-per-client", type=whole_number, default=None,
                        help="sessions one client address may hold at once (default: all of them)")
    parser.add_argument("--http-sessions-per-client", type=whole_number, default=None,
                        help="of those, sessions it may create over HTTP (POST /mcp openenv/session/create, as "
                             "OpenEnv's MCPToolClient does; default: a quarter of --sessions, at least 1)")
    parser.add_argument("--idle-timeout", type=seconds, default=DEFAULT_IDLE_TIMEOUT_S,
                        help="close a session after this many seconds without a message, reset, step or tool "
                             f"call (default: {DEFAULT_IDLE_TIMEOUT_S:g})")
    parser.add_argument("--max-turns", type=whole_number, default=DEFAULT_MAX_TURNS,
                        help=f"actions per episode (default: {DEFAULT_MAX_TURNS})")
    return parser


def from_environment(environ: Mapping[str, str] = os.environ) -> argparse.Namespace:
    """The settings from INVOICE_ENV_* variables, each checked like its flag; unset ones take the defaults."""
    args = add_arguments(argparse.ArgumentParser()).parse_args([])
    checks = {str: str, int: whole_number, float: seconds}
    for name, (variable, kind) in ENVIRONMENT.items():
        text = environ.get(variable, "")
        if text:
            try:
                setattr(args, name, checks[kind](text))
            except argparse.ArgumentTypeError as exc:
                raise ValueError(f"{variable} {exc}") from None
    return args


def build(args: argparse.Namespace):
    from invoice_env.adapters.openenv_env import build_app

    return build_app(args.split, args.sessions, args.max_turns, sessions_per_client=args.sessions_per_client,
                     http_sessions_per_client=args.http_sessions_per_client, idle_timeout_s=args.idle_timeout)


def serve(args: argparse.Namespace, prog: str = "invoice-env") -> int:
    """Run the server until interrupted; exit status 2 if the [openenv] extra is missing."""
    try:
        app = build(args)
        import uvicorn
    except ImportError as exc:
        print(f'{prog}: error: the OpenEnv server needs the openenv extra (pip install "invoice-env[openenv]"): '
              f"{exc}", file=sys.stderr)
        return 2
    limits = app.state.openenv_server.limits
    print(f"OpenEnv server for the {args.split} split on http://{args.host}:{args.port} ({limits.sessions} "
          f"sessions at once, {limits.per_client} per client of which {limits.http_per_client} created over HTTP; "
          f"idle sessions closed after {limits.idle_timeout_s:g} s)", file=sys.stderr, flush=True)
    uvicorn.run(app, host=args.host, port=args.port, log_level="warning")
    return 0
