"""invoice-env: book incoming supplier invoices against purchase orders in an ERP, or flag them.

`vf-eval invoice-env` finds the verifiers v1 Taskset and Env exported here (verifiers >= 0.4);
with verifiers 0.3.x it calls `load_environment`. The framework adapters load lazily, so the
domain core (`invoice_env.episode.policy`, `.tools`, `.grader`, ...) imports without verifiers."""

from __future__ import annotations

from typing import Any

__all__ = ["InvoiceTaskset", "InvoiceEnv", "load_environment"]
__version__ = "0.1.0"


def load_environment(**kwargs: Any):
    """verifiers 0.3.x (v0) entry point: a StatefulToolEnv over the chosen split."""
    from invoice_env.adapters.verifiers_v0 import load_environment as load_v0

    return load_v0(**kwargs)


def __getattr__(name: str) -> Any:
    if name in ("InvoiceTaskset", "InvoiceEnv"):
        from invoice_env.adapters import verifiers_v1

        return getattr(verifiers_v1, name)
    raise AttributeError(f"module 'invoice_env' has no attribute {name!r}")
