"""The ASGI app that openenv.yaml and the Dockerfile name (`uvicorn invoice_env.adapters.openenv_app:app`).
Configured by environment variables: INVOICE_ENV_SPLIT (train|eval, default train), INVOICE_ENV_SESSIONS
(concurrent sessions, default 8), INVOICE_ENV_MAX_TURNS (default 20)."""

from __future__ import annotations

import os

from invoice_env.adapters.openenv_env import build_app


def _whole(name: str, default: int) -> int:
    text = os.environ.get(name, str(default))
    try:
        return int(text)
    except ValueError:
        raise ValueError(f"{name} must be a whole number, got {text!r}") from None


app = build_app(os.environ.get("INVOICE_ENV_SPLIT", "train"), _whole("INVOICE_ENV_SESSIONS", 8),
                _whole("INVOICE_ENV_MAX_TURNS", 20))
