"""A shortcut policy's flag note says what it guessed from, not a fact it never checked: `careless`
flags duplicate_invoice from the invoice's dates, so its note must not say the number was booked."""

from invoice_env.agents.scripted import run_agent
from invoice_env.episode.session import RolloutSession
from invoice_env.episode.tools import InvoiceTools
from invoice_env.tasks.dataset import load_snapshot, load_tasks


def _flags(policy: str, split: str = "eval", limit: int = 120) -> list[tuple[str, dict]]:
    snapshot = load_snapshot(None, split)
    out = []
    for task in load_tasks(split)[:limit]:
        session = RolloutSession.start(snapshot, task)
        calls = []
        try:
            tools = InvoiceTools(session)

            def call(name, args):
                calls.append((name, args))
                return tools.call(name, args)[1]

            run_agent(policy, task.prompt, call)
        finally:
            session.close()
        out += [(task.task_id, args) for name, args in calls if name == "flag_for_review"]
    return out


def test_careless_duplicate_flags_say_they_were_guessed_from_dates():
    duplicates = [(tid, args) for tid, args in _flags("careless") if args["reason"] == "duplicate_invoice"]
    reference = {tid: args["reason"] for tid, args in _flags("reference")}
    guessed_wrong = [tid for tid, _ in duplicates if reference.get(tid) != "duplicate_invoice"]
    assert guessed_wrong, "the sample should hold a task careless flags as a duplicate that is none"
    for tid, args in duplicates:
        assert "already booked" not in args["note"], (tid, args["note"])
        assert "guessed" in args["note"] and "not checked" in args["note"], (tid, args["note"])


def test_a_policy_that_checks_the_number_still_says_it_was_booked():
    notes = [args["note"] for _, args in _flags("skip-fit") if args["reason"] == "duplicate_invoice"]
    assert notes and all(n == "invoice number already booked" for n in notes)
