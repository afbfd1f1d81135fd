"""The OpenEnv server's ASGI app and entry point, in the layout of OpenEnv's reference environments:

    uvicorn invoice_env.server.app:app --port 8000      # what openenv.yaml and the Dockerfile run
    python -m invoice_env.server.app --port 8000        # main(): the flags of invoice-env serve-openenv

`app` takes its settings from the environment (the Dockerfile sets them): INVOICE_ENV_SPLIT (train|eval,
default train), INVOICE_ENV_SESSIONS (sessions at once, default 8), INVOICE_ENV_SESSIONS_PER_CLIENT
(default: all), INVOICE_ENV_HTTP_SESSIONS_PER_CLIENT (sessions one client may create over HTTP, default a
quarter), INVOICE_ENV_IDLE_TIMEOUT (seconds, default 600) and INVOICE_ENV_MAX_TURNS (default 20)."""

from __future__ import annotations

import argparse
import sys

from invoice_env.adapters import openenv_settings


def __getattr__(name: str):
    """`app` is built on first use, so that `main` (which builds its own from flags) builds nothing twice."""
    if name == "app":
        globals()["app"] = openenv_settings.build(openenv_settings.from_environment())
        return globals()["app"]
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def main(argv: list[str] | None = None) -> int:
    prog = "python -m invoice_env.server.app"
    parser = argparse.ArgumentParser(prog=prog, description="invoice-env as an OpenEnv server (HTTP + WebSocket), "
                                                            "the same as invoice-env serve-openenv")
    return openenv_settings.serve(openenv_settings.add_arguments(parser).parse_args(argv), prog=prog)


if __name__ == "__main__":
    sys.exit(main())
