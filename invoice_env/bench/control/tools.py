"""The control's tool server: `InvoiceToolset` (same tools, signatures, descriptions, argument
checks and state sync) whose calls do no work. A call answers with the text our tools returned
for the same task, tool and arguments, recorded before the run (`record_replies`) and read once
per server process from the JSON file named by INVOICE_ENV_BENCH_REPLIES; any other call answers
"ok". So the reference policy sees the very same conversation on both sides, makes the same
number of model calls, and the control's tool work is one dict lookup.

No `from __future__ import annotations`: the MCP server resolves tool annotations at registration."""

import inspect
import json
import os
from functools import lru_cache
from typing import Any

from invoice_env.adapters.v1_tools import InvoiceToolset

REPLIES_ENV = "INVOICE_ENV_BENCH_REPLIES"
FALLBACK = "ok"


def reply_key(name: str, args: dict[str, Any]) -> str:
    """One tool call as the server receives it: the tool's defaults filled in, absent (None) left out."""
    method = getattr(InvoiceToolset, name, None)
    full: dict[str, Any] = {}
    if method is not None:
        for param in list(inspect.signature(method).parameters.values())[1:]:
            if param.default is not inspect.Parameter.empty:
                full[param.name] = param.default
    full.update(args)
    return json.dumps([name, {k: v for k, v in sorted(full.items()) if v is not None}], ensure_ascii=False)


@lru_cache(maxsize=1)
def _replies(path: str) -> dict[str, dict[str, str]]:
    if not path or not os.path.exists(path):
        return {}
    with open(path, encoding="utf-8") as handle:
        return json.load(handle)


class ControlToolset(InvoiceToolset):
    def _call(self, name: str, args: dict[str, Any]) -> str:
        recorded = _replies(os.environ.get(REPLIES_ENV, "")).get(self.state.task_id)
        if recorded is None:
            return FALLBACK
        return recorded.get(reply_key(name, args), FALLBACK)


if __name__ == "__main__":
    ControlToolset.run()
