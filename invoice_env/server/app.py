"""The OpenEnv server's ASGI app and entry point, as in OpenEnv's reference environments:

    uvicorn invoice_env.server.app:app --port 8000      # what openenv.yaml and the Dockerfile run
    python -m invoice_env.server.app --port 8000        # = invoice-env serve-openenv --port 8000

`app` is configured by environment variables (the Dockerfile sets them): INVOICE_ENV_SPLIT (train|eval,
default train), INVOICE_ENV_SESSIONS (sessions at once, default 8), INVOICE_ENV_SESSIONS_PER_CLIENT
(default: all), INVOICE_ENV_HTTP_SESSIONS_PER_CLIENT (sessions one client may create over HTTP, default a
quarter), INVOICE_ENV_IDLE_TIMEOUT (seconds, default 600) and INVOICE_ENV_MAX_TURNS (default 20). `main`
takes the same settings as flags (`--help`)."""

from __future__ import annotations

import os
import sys

from invoice_env.adapters.openenv_sessions import DEFAULT_IDLE_TIMEOUT_S, DEFAULT_SESSIONS
from invoice_env.adapters.text_episode import DEFAULT_MAX_TURNS


def _setting(name: str, kind: type, default):
    text = os.environ.get(name)
    if text is None or text == "":
        return default
    try:
        return kind(text)
    except ValueError:
        raise ValueError(f"{name} must be a {'whole number' if kind is int else 'number'}, got {text!r}") from None


def build_from_environment():
    from invoice_env.adapters.openenv_env import build_app

    return build_app(os.environ.get("INVOICE_ENV_SPLIT", "train"), _setting("INVOICE_ENV_SESSIONS", int, DEFAULT_SESSIONS),
                     _setting("INVOICE_ENV_MAX_TURNS", int, DEFAULT_MAX_TURNS),
                     sessions_per_client=_setting("INVOICE_ENV_SESSIONS_PER_CLIENT", int, None),
                     http_sessions_per_client=_setting("INVOICE_ENV_HTTP_SESSIONS_PER_CLIENT", int, None),
                     idle_timeout_s=_setting("INVOICE_ENV_IDLE_TIMEOUT", float, DEFAULT_IDLE_TIMEOUT_S))


def __getattr__(name: str):
    """`app` is built on first use, so that `main` (which builds its own from flags) loads nothing twice."""
    if name == "app":
        globals()["app"] = build_from_environment()
        return globals()["app"]
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def main(argv: list[str] | None = None) -> int:
    from invoice_env.cli import main as cli_main

    return cli_main(["serve-openenv", *(sys.argv[1:] if argv is None else argv)])


if __name__ == "__main__":
    sys.exit(main())
