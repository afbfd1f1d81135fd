from invoice_env.agents.scripted import AGENTS, next_action, run_agent
from invoice_env.episode.grader import grade_session
from invoice_env.episode.session import RolloutSession
from invoice_env.episode.tools import InvoiceTools
from invoice_env.tasks.dataset import snapshot_for


def _score(snapshot, tasks, agent: str) -> float:
    total = 0.0
    for task in tasks:
        session = RolloutSession.start(snapshot_for(task), task)
        tools = InvoiceTools(session)
        run_agent(agent, task.prompt, lambda name, args: tools.call(name, args)[1])
        total += grade_session(session).reward
        session.close()
    return total / len(tasks)


def test_reference_policy_solves_every_task_from_observations_alone(snapshot, all_tasks):
    assert _score(snapshot, all_tasks, "reference") == 1.0


def test_cheap_agents_score_what_the_grader_says(snapshot, train_tasks):
    sample = train_tasks[::4]
    assert _score(snapshot, sample, "noop") == 0.0
    assert _score(snapshot, sample, "double-book") == 0.0
    flag_shares = {r: sum(t.goal.kind == "flag" and t.goal.reason == r for t in sample) / len(sample)
                   for r in ("no_matching_po", "duplicate_invoice", "amount_out_of_tolerance", "supplier_mismatch")}
    for reason, share in flag_shares.items():
        assert _score(snapshot, sample, f"flag-all:{reason}") == share
        assert sum(t.goal.kind == "flag" and t.goal.reason == reason for t in train_tasks) / len(train_tasks) <= 0.15
    assert _score(snapshot, sample, "newest-po") <= 0.25
    assert _score(snapshot, sample, "printed-ref") <= 0.55


def test_next_action_replays_a_conversation(train_tasks):
    task = train_tasks[0]
    first = next_action("reference", task.prompt, [])
    assert first.name == "read_document" and first.arguments == {"document_id": task.document_id}
    assert next_action("noop", task.prompt, []) == "Nothing to do."
    assert set(AGENTS) >= {"reference", "noop", "newest-po", "printed-ref", "double-book"}
