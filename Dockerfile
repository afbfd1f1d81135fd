# The OpenEnv server of invoice-env, on the OpenEnv base image (the shape `openenv init` generates):
#   docker build -t invoice-env-openenv . && docker run -p 8000:8000 invoice-env-openenv
# Settings (invoice_env/server/app.py): -e INVOICE_ENV_SPLIT=eval -e INVOICE_ENV_SESSIONS=32 -e INVOICE_ENV_MAX_TURNS=20
#   -e INVOICE_ENV_SESSIONS_PER_CLIENT=32 -e INVOICE_ENV_HTTP_SESSIONS_PER_CLIENT=8 -e INVOICE_ENV_IDLE_TIMEOUT=600
# The server binds 0.0.0.0 inside the container (the only way to reach it through -p); outside a container
# `invoice-env serve-openenv` binds 127.0.0.1 unless given --host.
ARG BASE_IMAGE=ghcr.io/huggingface/openenv-base:latest
FROM ${BASE_IMAGE}

WORKDIR /app/env
COPY pyproject.toml README.md ./
COPY invoice_env ./invoice_env
COPY datasets ./datasets
COPY rubrics ./rubrics

# One stage with pip, not the template's two-stage `uv sync`: a uv.lock resolves every extra together, so it
# would pin verifiers 0.3.x (for openenv's mcp<2) on every install of the project, whose main path is verifiers
# 0.4; and the template fetches uv with curl from astral.sh when the base image lacks it. pip needs only the
# package index.
# openenv needs mcp<2 (through fastmcp) and verifiers 0.4 pins mcp==2.0.0, so the image takes verifiers 0.3.x;
# the server itself never imports verifiers.
RUN pip install --no-cache-dir "verifiers>=0.3.1,<0.4" ".[openenv]"

ENV INVOICE_ENV_SPLIT=train INVOICE_ENV_SESSIONS=8 INVOICE_ENV_MAX_TURNS=20
EXPOSE 8000
HEALTHCHECK --interval=30s --timeout=3s --start-period=10s --retries=3 \
    CMD curl -f http://localhost:8000/health || exit 1
CMD ["uvicorn", "invoice_env.server.app:app", "--host", "0.0.0.0", "--port", "8000"]
