"""verifiers' own null-harness program, run in the env-server worker's event loop instead of one
`uv`-run Python process per rollout. Harness id `invoice-bench-inprocess` (the one-line module in
`invoice_env/bench/control/vf_path/`, on the bench's PYTHONPATH).

Why: with the null harness on the subprocess runtime (what prime-rl's example configs use), every
rollout in flight holds its own harness process, about 78 MB, so 256 in flight need ~20 GB and
1,024 ~80 GB. verifiers' Harness contract allows a harness to "run its loop in-process instead of
launching a program, as long as every model call goes through `endpoint` + `secret`"
(`Harness.launch`'s docstring). This harness does exactly that with the null harness's unchanged
program: `NullHarness.launch` builds its argv as always, and the runtime it is handed, instead of
preparing a uv environment and starting a process, executes the program's source (the very text
it was asked to prepare) in a fresh module namespace and awaits its `main()` with that argv. The
model calls still go through the worker's interception server, the tool calls still go over MCP
to the shared tool server, one fresh MCP session per call, as in the subprocess.

What it changes: no process start, no per-rollout interpreter, so memory per rollout in flight is
the program's state only. What it does not model: the CPU a real harness process spends on its
own interpreter start (about 1.5 s per rollout here), which in a sandboxed deployment (`prime`
runtime) is not on the env-server host at all.

Works on verifiers 0.3.1.dev62 (prime-rl 559b447's pin) and 0.4.0: both launch the null program
through `runtime.prepare_uv_script(source)` and `runtime.run_program(argv, env)`."""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import hashlib
import traceback
import types
from pathlib import Path
from typing import Any

from verifiers.v1.harnesses.null import NullHarness
from verifiers.v1.runtimes import ProgramResult

HARNESS_ID = "invoice-bench-inprocess"
MARKER = "<in-process>"
_CODE: dict[str, types.CodeType] = {}


class InProcessRuntime:
    """A view of a rollout's runtime whose uv scripts run in this process. Everything else (write,
    read, alive, workdir, ...) is the real runtime's."""

    def __init__(self, runtime: Any) -> None:
        self._runtime = runtime

    def __getattr__(self, name: str) -> Any:
        return getattr(self._runtime, name)

    async def prepare_uv_script(self, script: str | bytes, env: dict[str, str] | None = None, **_: Any) -> list[str]:
        source = script.decode() if isinstance(script, bytes) else script
        digest = hashlib.sha256(source.encode()).hexdigest()
        if digest not in _CODE:
            _CODE[digest] = compile(source, f"<verifiers null program {digest[:12]}>", "exec")
        return [MARKER, digest]

    async def run_program(self, argv: list[str], env: dict[str, str] | None = None) -> ProgramResult:
        if len(argv) < 2 or argv[0] != MARKER:  # not a prepared script: the real runtime runs it
            return await self._runtime.run_program(argv, env or {})
        args = [self._in_workdir(arg) for arg in argv[2:]]
        namespace: dict[str, Any] = {"__name__": "vf_null_program"}
        exec(_CODE[argv[1]], namespace)  # noqa: S102 - verifiers' own program text, as the subprocess would run it
        namespace["argparse"] = _argparse_with(args)  # its parse_args() reads these, not sys.argv
        # The program runs as its own task, as `asyncio.run(main())` makes it the root task of its
        # process: its `asyncio.timeout` and the MCP client's AnyIO cancel scopes then act on that
        # task, and a cancellation raised inside it ends the program (exit 1), never the rollout.
        program = asyncio.get_running_loop().create_task(namespace["main"]())
        try:
            await asyncio.wait([program])
        except asyncio.CancelledError:  # the rollout itself is cancelled: stop the program too
            program.cancel()
            with contextlib.suppress(BaseException):
                await program
            raise
        if program.cancelled():
            return ProgramResult(exit_code=1, stdout="", stderr="the program's task was cancelled from inside")
        if (error := program.exception()) is not None:
            return ProgramResult(exit_code=1, stdout="",
                                 stderr="".join(traceback.format_exception(type(error), error, error.__traceback__)))
        return ProgramResult(exit_code=0, stdout="", stderr="")

    def _in_workdir(self, arg: str) -> str:
        """`--initial-messages-file=REL` is relative to the runtime's working directory."""
        flag = "--initial-messages-file="
        workdir = getattr(self._runtime, "workdir", None)
        if arg.startswith(flag) and workdir is not None and not Path(arg[len(flag):]).is_absolute():
            return flag + str(Path(workdir) / arg[len(flag):])
        return arg


def _argparse_with(argv: list[str]) -> types.SimpleNamespace:
    class Parser(argparse.ArgumentParser):
        def parse_args(self, args: Any = None, namespace: Any = None) -> Any:  # type: ignore[override]
            return super().parse_args(argv if args is None else args, namespace)

    return types.SimpleNamespace(ArgumentParser=Parser, Namespace=argparse.Namespace)


class InProcessNullHarness(NullHarness):
    """The null harness, its program run in the worker process (see the module docstring)."""

    async def setup(self, runtime: Any) -> None:
        await super().setup(InProcessRuntime(runtime))

    async def launch(self, ctx: Any, trace: Any, runtime: Any, *args: Any, **kwargs: Any) -> ProgramResult:
        return await super().launch(ctx, trace, InProcessRuntime(runtime), *args, **kwargs)


__all__ = ["InProcessNullHarness"]
