"""Hand-made vf-eval outputs for the report tests, in the shapes vf-eval writes them: verifiers v1
`traces.jsonl` (an episode per line) and v0 `results.jsonl`. Verdict lines and rows come from the
real grader, so a change of its wording shows up here."""

from __future__ import annotations

import json
from decimal import Decimal
from pathlib import Path

from invoice_env.episode.grader import BookingRow, FlagRow, Outcome, grade
from invoice_env.world.models import BookingGoal, FlagGoal

DOC = "inbox/20261127_test.pdf"
SYSTEM = "You are an accounts-payable clerk. BOOKING POLICY ..."
RIGHT_PO, OTHER_PO = "45000001", "45000002"
BOOK_GOAL = BookingGoal(document_id=DOC, po_number=RIGHT_PO, gl_account="604000", vat_code="V21",
                        net_amount=Decimal("100.00"))


def flag_goal(reason: str) -> FlagGoal:
    return FlagGoal(document_id=DOC, reason=reason)


def booking(po: str = RIGHT_PO, vat: str = "V21", amount: str = "100.00") -> BookingRow:
    return BookingRow(DOC, po, "604000", vat, amount)


def flag(reason: str) -> FlagRow:
    return FlagRow(DOC, reason, "a note")


def outcome(*rows) -> Outcome:
    return Outcome(tuple(r for r in rows if isinstance(r, BookingRow)), tuple(r for r in rows if isinstance(r, FlagRow)))


def _calls_for(result: Outcome) -> list[tuple[str, dict]]:
    calls = [("read_document", {"document_id": DOC})]
    calls += [("create_booking", vars(b)) for b in result.bookings]
    calls += [("flag_for_review", {"document_id": f.document_id, "reason": f.reason, "note": f.note})
              for f in result.flags]
    return calls


def v1_trace(goal, result: Outcome, model: str = "model-a", final_text: str = "Done.", calls: bool = True,
             tool_errors: float = 0.0, start: float = 1000.0) -> dict:
    verdict = grade(result, goal)
    nodes = [{"tools": [], "message": {"role": "system", "content": SYSTEM}, "timestamp": start},
             {"parent": 0, "message": {"role": "user", "content": f"A new supplier invoice arrived: {DOC}"},
              "timestamp": start + 0.01}]
    for number, (name, args) in enumerate(_calls_for(result) if calls else []):
        nodes.append({"message": {"role": "assistant", "tool_calls": [
            {"id": f"call_{number}", "type": "function", "name": name, "arguments": json.dumps(args)}]},
            "timestamp": start + 0.1 * (number + 1)})
        nodes.append({"message": {"role": "tool", "tool_call_id": f"call_{number}", "content": f"result of {name}"},
                      "timestamp": start + 0.1 * (number + 1) + 0.05})
    nodes.append({"message": {"role": "assistant", "content": final_text}, "timestamp": start + 2})
    return {"agent": {"config": {"model": model}},
            "rewards": {"booked_correctly": {"score": verdict.reward, "weight": 1.0}},
            "metrics": verdict.metrics | {"tool_errors": tool_errors},
            "info": {"verdict": verdict.line, "rows_written": verdict.rows},
            "nodes": nodes, "errors": [], "stop_condition": "agent_completed",
            "timing": {"start": start, "setup": {"start": start, "end": start + 0.5},
                       "agent": {"start": start + 0.5, "end": start + 2.5, "model": {"duration": 0.2}},
                       "scoring": {"start": start + 2.5, "end": start + 2.6}}}


def v1_episode(task_id: str, scenario: str, traces: list[dict], difficulty: str = "easy", run: str = "run-1",
               tags: list[str] | None = None) -> dict:
    data = {"id": task_id, "name": task_id, "prompt": "...", "system_prompt": SYSTEM, "split": "eval",
            "document_id": DOC, "scenario": scenario, "difficulty": difficulty}
    if tags is not None:
        data["tags"] = tags
    return {"task": {"type": "InvoiceTask", "data": data}, "run": {"name": run}, "traces": traces}


def write_v1(folder: Path, episodes: list[dict]) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / "traces.jsonl"
    path.write_text("".join(json.dumps(e) + "\n" for e in episodes))
    return path


def v0_row(task_id: str, scenario: str, goal, result: Outcome, example_id: int = 0) -> dict:
    """A row as verifiers 0.3 writes it: tool calls as JSON strings, timing with start_time."""
    verdict = grade(result, goal)
    completion = []
    for number, (name, args) in enumerate(_calls_for(result)):
        completion.append({"role": "assistant", "content": "", "tool_calls": [
            json.dumps({"id": f"call_{number}", "name": name, "arguments": json.dumps(args)})]})
        completion.append({"role": "tool", "tool_call_id": f"call_{number}", "content": f"result of {name}"})
    completion.append({"role": "assistant", "content": "Done."})
    return {"example_id": example_id, "prompt": [{"role": "system", "content": SYSTEM},
                                                 {"role": "user", "content": "invoice"}],
            "completion": completion, "reward": verdict.reward, "error": None,
            "info": {"task_id": task_id, "split": "eval", "verdict": verdict.line, "rows_written": verdict.rows,
                     "scenario": scenario, "difficulty": "medium"},
            "timing": {"start_time": 10.0, "setup": {"start": 10.0, "end": 10.1, "duration": 0.1},
                       "generation": {"start": 10.1, "end": 11.1, "duration": 1.0},
                       "scoring": {"start": 11.1, "end": 11.2, "duration": 0.1}},
            "stop_condition": "no_tools_called", "metrics": verdict.metrics | {"tool_errors": 0.0},
            "verdict": verdict.line, "rows_written": verdict.rows}


def write_v0(folder: Path, rows: list[dict], model: str = "model-v0") -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "metadata.json").write_text(json.dumps({"env_id": "invoice-env", "model": model}))
    path = folder / "results.jsonl"
    path.write_text("".join(json.dumps(r) + "\n" for r in rows))
    return path
