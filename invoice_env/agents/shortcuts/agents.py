"""The shortcut policies as scripted agents (`skip-<rule>`, `careless`, `all-shortcuts`), so the
policy server and the real vf-eval can run them: they observe through the tools exactly as
observations.py does, then write the one booking or flag their shortcuts decide."""

from __future__ import annotations

from typing import Callable

from invoice_env.agents.protocol import Agent, ToolCall
from invoice_env.agents.shortcuts.observations import observe
from invoice_env.agents.shortcuts.policies import POLICIES, act
from invoice_env.world.money import plain


def shortcut_agent(skip: frozenset[str]) -> Callable[[str], Agent]:
    def agent(prompt: str) -> Agent:
        obs = yield from observe(prompt)
        action = act(obs, skip)
        if action.kind == "flag":
            yield ToolCall("flag_for_review", {"document_id": obs.document_id, "reason": action.reason,
                                               "note": action.why})
            return f"Flagged: {action.reason}."
        booking = action.outcome(obs).bookings[0]
        yield ToolCall("create_booking", {"document_id": obs.document_id, "po_number": booking.po_number,
                                          "gl_account": booking.gl_account, "vat_code": booking.vat_code,
                                          "net_amount": plain(obs.facts.net_total)})
        return f"Booked on PO {booking.po_number}."
    return agent


SHORTCUT_AGENTS: dict[str, Callable[[str], Agent]] = {
    name: shortcut_agent(skip) for name, skip in POLICIES.items() if skip}
