"""The benchmark's control taskset: everything of `invoice-env` that the framework sees, without
the environment's work. It is what `framework_overhead_ratio` divides by.

Same as ours: the Env (null harness, subprocess runtime), the task selection, prompts and system
prompt (it loads `InvoiceTaskset` and re-wraps its tasks), the state class and its per-call sync,
and one taskset-scoped (shared) tool server with the four tools under the same names, signatures,
descriptions and argument checks. Different: each tool only looks its answer up (see
`invoice_env.bench.control.tools`), and the reward is a constant, so no database is rebuilt and
nothing is graded.

vf-eval loads a taskset by a top-level module name, so the id `invoice-bench-control` is the
module in `vf_path/`, importable when that folder is on PYTHONPATH (`invoice-env bench` sets it;
`CONTROL_PATH` is the folder)."""

from __future__ import annotations

from collections.abc import Iterable
from pathlib import Path

import verifiers.v1 as vf

from invoice_env.adapters.v1_tools import InvoiceState
from invoice_env.adapters.verifiers_v1 import (
    InvoiceData,
    InvoiceEnv,
    InvoiceTaskConfig,
    InvoiceTaskset,
    InvoiceTasksetConfig,
    seed_state,
)
from invoice_env.bench.control.tools import ControlToolset

CONTROL_ID = "invoice-bench-control"
CONTROL_PATH = Path(__file__).resolve().parent / "vf_path"


class ControlTask(vf.Task[InvoiceData, InvoiceState, InvoiceTaskConfig]):
    async def setup(self, trace: vf.Trace) -> None:
        seed_state(trace, self.data.id, self.data.source)

    @vf.reward(weight=1.0)
    async def constant(self, trace: vf.Trace) -> float:
        """A trivial reward: the control measures the framework, not the agent."""
        return 1.0


class ControlTaskset(vf.Taskset[ControlTask, InvoiceTasksetConfig]):
    """invoice-env's tasks and tool surface with tools that do nothing but look up their answer."""

    @classmethod
    def toolsets(cls, config: InvoiceTasksetConfig) -> list[vf.Toolset]:
        return [ControlToolset(vf.SharedToolsetConfig())]

    def load(self) -> Iterable[ControlTask]:
        for task in InvoiceTaskset(self.config).load():
            yield ControlTask(task.data, self.config.task)


__all__ = ["ControlTaskset", "InvoiceEnv", "CONTROL_ID", "CONTROL_PATH"]
