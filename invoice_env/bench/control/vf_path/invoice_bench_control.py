"""vf-eval id `invoice-bench-control`: the benchmark's control taskset (see invoice_env.bench.control).
Importable when this folder is on PYTHONPATH, which `invoice-env bench` arranges."""

from invoice_env.bench.control import ControlTaskset, InvoiceEnv

__all__ = ["ControlTaskset", "InvoiceEnv"]
