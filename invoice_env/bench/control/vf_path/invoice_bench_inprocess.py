"""verifiers harness id `invoice-bench-inprocess`: the null harness's program run in the env-server
worker (see invoice_env.bench.inprocess_harness). Importable when this folder is on PYTHONPATH."""

from invoice_env.bench.inprocess_harness import InProcessNullHarness

__all__ = ["InProcessNullHarness"]
