"""The OpenEnv server of invoice-env, in the layout of OpenEnv's reference environments (`server/app.py`
with `app` and `main`); the environment itself is `invoice_env.adapters.openenv_env`."""
