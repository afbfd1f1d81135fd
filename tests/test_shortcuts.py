"""The shortcut suite: every attempt to learn the generator stays under its ceiling on the shipped
splits and the suite's private seeds (CI: the shipped splits and the first seed; `-m slow`: all
three), and the suite is shown able to find a regularity planted into the observations."""

from dataclasses import replace
from datetime import timedelta
from pathlib import Path

import pytest

from invoice_env import cli
from invoice_env.agents.scripted import AGENTS, run_agent
from invoice_env.agents.shortcuts.adversary import (
    BOOSTED,
    CARELESS,
    COMBINED,
    StandIn,
    line_names,
    standin_line,
    WITHHELD_INPUT,
)
from invoice_env.agents.shortcuts.decisive import ALL_DECISIVE, DECISIVE, base_name, withheld
from invoice_env.agents.shortcuts.known_over import KNOWN_OVER
from invoice_env.agents.shortcuts.features import FEATURE_NAMES, NA, UNREADABLE, View, documentation, features, rank_of
from invoice_env.agents.shortcuts.lines import EVAL, TRAIN
from invoice_env.agents.shortcuts.observations import Observation, collect, collect_all
from invoice_env.agents.shortcuts.policies import POLICIES, RULES, act
from invoice_env.agents.shortcuts.proxies import PO_FEATURES, PROXIES, po_features, proxies
from invoice_env.agents.shortcuts.rows import CAND_NAMES, OBS_NAMES, PICKED_NAMES, obs_row
from invoice_env.agents.shortcuts.seeds import SUITE_SEEDS, seed_name, seed_split
from invoice_env.agents.shortcuts.standins import columns, learn_standins
from invoice_env.agents.shortcuts.suite import (
    CLASSIFIER_MARGIN,
    LEARNED,
    SKIP_MARGIN,
    branches,
    classify,
    console,
    decides,
    label,
    learn_shortcuts,
    markdown,
    policy_lines,
    rule_answer,
    suite_for,
)
from invoice_env.agents.shortcuts.written import WRITTEN
from invoice_env.episode.grader import grade, grade_session
from invoice_env.episode.session import RolloutSession
from invoice_env.episode.tools import InvoiceTools
from invoice_env.world.models import InvoiceRef

COMMITTED = Path(__file__).resolve().parent.parent / "evals" / "shortcuts.md"
FIRST_SEED = seed_name(SUITE_SEEDS[0])
OLD_LINES = [name for name in POLICIES] + [f"{name}{LEARNED}" for name, skip in POLICIES.items() if skip]
HELD_LINES = OLD_LINES + line_names()


@pytest.fixture(scope="module")
def suite():
    """What CI runs: the shipped splits and the first private seed."""
    return suite_for(seeds=1)


def _line(suite, name):
    return next(line for line in suite.all_lines if line.name == name)


def _over(line):
    return {split: f"{line.rate(split):.1%} > {line.ceiling[split]:.1%}" for split in line.ceiling
            if not line.within(split)}


# ---- the ceilings (the lines of known_over.py are still over theirs: issue 20 is open for them)

def _held(line, all_seeds: bool):
    if line.name not in KNOWN_OVER:
        assert line.ok, f"{line.name} ({line.note or line.kind}) is over its ceiling: {_over(line)}"
        return
    bound = KNOWN_OVER[line.name]
    worse = {split: f"{line.rate(split):.1%}" for split in line.ceiling if line.rate(split) > bound + 1e-12}
    assert not worse, f"{line.name} got worse than its recorded {bound:.1%}: {worse}"
    if all_seeds:
        assert not line.ok, f"{line.name} is within its ceiling everywhere now: remove it from known_over.py"


@pytest.mark.parametrize("name", HELD_LINES)
def test_every_line_is_within_its_ceiling_on_the_shipped_splits_and_the_first_seed(suite, name):
    _held(_line(suite, name), all_seeds=False)


@pytest.mark.slow
@pytest.mark.parametrize("name", HELD_LINES)
def test_every_line_is_within_its_ceiling_on_all_three_seeds(name):
    full = suite_for(seeds=len(SUITE_SEEDS))
    line = _line(full, name)
    assert set(full.seeds) <= set(line.ceiling)
    _held(line, all_seeds=True)


def test_the_known_over_lines_are_lines_of_the_suite_and_the_command_fails_while_there_are_any(suite):
    assert set(KNOWN_OVER) <= set(HELD_LINES)
    assert all(0 < bound < 1 for bound in KNOWN_OVER.values())
    over = {line.name for line in suite.all_lines if not line.ok}
    assert over <= set(KNOWN_OVER), sorted(over - set(KNOWN_OVER))
    assert suite.ok == (not over)


def test_the_cheap_rules_stay_under_their_ceilings_in_the_same_table(suite):
    cheap = [line for line in suite.lines if line.kind == "cheap rule"]
    assert {line.name for line in cheap} >= {"newest_open_po", "printed_reference", "closest_amount", "oracle"}
    assert all(line.ok for line in cheap), [line.name for line in cheap if not line.ok]


def test_no_eval_supplier_is_visible_from_a_train_task(suite):
    line = _line(suite, "eval suppliers seen from train")
    assert line.solved == {"train": 0, "eval": 0}, (
        f"{line.solved['train']} train observations show a supplier of the eval split, which makes "
        f"{line.solved['eval']} eval tasks' suppliers known from train")


def test_the_written_policy_on_the_observations_solves_every_task_of_every_split(suite):
    """The observations carry everything the job needs, on the seeds' splits too."""
    careful = _line(suite, "careful")
    assert set(careful.solved) == {TRAIN, EVAL, FIRST_SEED}
    assert all(careful.rate(split) == 1.0 for split in careful.solved), careful.solved


# ---- how the lines are held

def test_every_line_is_held_on_the_shipped_eval_and_each_seed_and_learned_lines_not_on_train(suite):
    assert suite.splits == [TRAIN, EVAL, FIRST_SEED] and suite.seeds == [FIRST_SEED]
    for name in HELD_LINES:
        line = _line(suite, name)
        assert {EVAL, FIRST_SEED} <= set(line.ceiling), name
        learned = LEARNED in name or BOOSTED in f"{name} {line.note}" or name.startswith("classifier")
        assert (TRAIN in line.ceiling) == (not learned), name  # a learned line is in-sample on train


def test_the_ceilings_are_computed_on_each_split_from_its_own_tasks(suite, snapshots, eval_tasks):
    seed_snapshot, seed_tasks = seed_split(SUITE_SEEDS[0])
    for split, tasks in ((EVAL, eval_tasks), (FIRST_SEED, seed_tasks)):
        for rule in RULES:
            undecided = sum(not decides(task, rule) for task in tasks) / len(tasks)
            assert _line(suite, f"skip-{rule}").ceiling[split] == pytest.approx(undecided + SKIP_MARGIN)
            held_to = WITHHELD_INPUT.get(rule, rule)  # rule 4's stand-ins see the article numbers
            undecided = sum(not decides(task, held_to) for task in tasks) / len(tasks)
            for name in [f"skip-{rule} ({BOOSTED})"] + [f"skip-{rule} ({n})" for n in WRITTEN[rule]]:
                assert _line(suite, name).ceiling[split] == pytest.approx(undecided + SKIP_MARGIN), (name, split)
        assert WITHHELD_INPUT == {"fit": "quantity"}
        for combined in COMBINED:
            assert _line(suite, f"{combined} ({BOOSTED})").ceiling[split] == 0.55
        outcomes = [label(t) for t in tasks]
        majority = max(map(outcomes.count, set(outcomes))) / len(tasks)
        books = outcomes.count("book") / len(tasks)
        assert _line(suite, "classifier 5 outcomes (surface)").ceiling[split] == pytest.approx(
            majority + CLASSIFIER_MARGIN)
        assert _line(suite, "classifier book vs flag (surface)").ceiling[split] == pytest.approx(
            max(books, 1 - books) + CLASSIFIER_MARGIN)


def test_the_seed_splits_are_new_eval_tasks_on_the_shipped_eval_snapshot(snapshots, eval_tasks):
    seed_snapshot, seed_tasks = seed_split(SUITE_SEEDS[0])
    assert seed_snapshot == snapshots["eval"]
    assert len(seed_tasks) == len(eval_tasks) and {t.split for t in seed_tasks} == {"eval"}
    assert not {t.start_hash for t in seed_tasks} & {t.start_hash for t in eval_tasks}
    assert seed_split(SUITE_SEEDS[0])[1] is seed_tasks  # generated once per process
    assert len(set(SUITE_SEEDS)) == 3 and 0 not in SUITE_SEEDS


def test_the_combined_agents_skip_what_they_say_and_name_their_stand_ins(suite):
    assert COMBINED == {"careless": CARELESS, "all-proxies": frozenset(RULES)}
    assert CARELESS == {"duplicate", "fit", "tolerance"}
    assert set(suite.best) == set(RULES)
    for rule, chosen in suite.best.items():  # the best on the shipped eval among the rule's own lines
        options = [BOOSTED, *WRITTEN[rule]]
        scores = {n: _line(suite, f"skip-{rule} ({n})").solved[EVAL] for n in options}
        assert chosen.name in options and scores[chosen.name] == max(scores.values()), (rule, scores)
    best = _line(suite, "all-proxies (best stand-ins)")
    assert best.note == ", ".join(f"{r}: {suite.best[r].name}" for r in RULES)


# ---- what each stand-in may see

def test_every_decisive_input_is_a_real_feature_and_withheld_from_its_rule_only():
    known = set(OBS_NAMES) | set(PO_FEATURES) | set(PROXIES) | set(FEATURE_NAMES)
    for rule, names in DECISIVE.items():
        for name in names:
            assert name.startswith("(") or name in known, f"DECISIVE[{rule}] names an unknown feature {name!r}"
        assert not [c for c in columns(rule) if base_name(c) in names], rule
    for rule in RULES:
        others = set().union(*(DECISIVE[r] for r in RULES if r != rule)) - set(DECISIVE[rule])
        assert others & {base_name(c) for c in columns(rule)}, f"{rule}'s stand-in should see other rules' inputs"
    assert "printed.is_open" not in columns("status") and "printed.is_open" in columns("tolerance")
    assert "printed.same_vat" not in columns("supplier") and "printed.same_vat" in columns("status")
    assert not any(base_name(c) == "fits" for c in columns("fit")) and "cand.all_articles" in columns("fit")
    assert "picked.overshoot" not in columns("tolerance") and "picked.over_4pct" in columns("tolerance")
    assert set(CAND_NAMES) & set(columns("fit")) and set(PICKED_NAMES) & set(columns("tolerance"))
    assert withheld("picked.remaining_log", ("tolerance",)) and not withheld("picked.n_invoices", ("tolerance",))
    assert ALL_DECISIVE == set().union(*DECISIVE.values())


def test_the_view_shows_the_original_and_withholds_only_the_number_comparison(snapshots, eval_tasks):
    """A duplicate's booked original is seen like any invoice (its date, PO and amount); equality with a
    booked number is the duplicate rule's decisive input: withheld from its stand-in, no other proxy
    sees distance 0."""
    duplicates = [t for t in eval_tasks if label(t) == "duplicate_invoice"][:10]
    for obs in collect_all(snapshots, duplicates):
        row = obs_row(obs)
        number = obs.facts.invoice_number.strip().upper()
        assert number in {i.invoice_number.strip().upper() for i in View(obs).booked}
        assert number not in View(obs).other_numbers()
        assert row["number_edit_to_booked"] != 0.0 and row["number_booked"] == 1.0
    assert not {"number_booked", "number_booked_on_printed"} & set(columns("duplicate"))
    assert "number_booked" in columns("fit") and "booked_same_date" in columns("duplicate")


def test_the_proxy_features_are_documented_and_defined_on_every_observation(snapshots, eval_tasks):
    assert len(PROXIES) + len(PO_FEATURES) >= 50
    assert all(text.strip() for text, _ in PROXIES.values()) and all(t.strip() for t in PO_FEATURES.values())
    for obs in collect_all(snapshots, eval_tasks[:40]):
        row = obs_row(obs)
        assert set(row) == set(OBS_NAMES) and all(value == value for value in row.values())  # no NaN
    unreadable = Observation(prompt="p", document_id="inbox/20261201_x.pdf", text="x", facts=None)
    assert set(proxies(View(unreadable)).values()) == {NA} and set(po_features(View(unreadable), None).values()) == {NA}


def test_a_printed_po_ranks_the_same_whether_or_not_it_is_one_of_the_suppliers(snapshots, eval_tasks):
    """Membership of the supplier's POs is the supplier check's own question: a rank that reached 1.0
    only for a PO not among them gave it away."""
    mismatched = [t for t in eval_tasks if label(t) == "supplier_mismatch"]
    for obs in collect_all(snapshots, mismatched):
        v, po = View(obs), obs.printed_po
        assert po.po_number not in {p.po_number for p in v.own}
        for key in (lambda p: p.po_number, lambda p: p.order_date):
            assert rank_of(po, v.own, key) == rank_of(po, [*v.own, po], key) < 1.0
        row = obs_row(obs)
        assert row["printed_rank_by_date"] == rank_of(po, [*v.own, po], lambda p: p.order_date)


def test_a_proxy_reads_what_it_says(snapshots, eval_tasks):
    """The written status proxy is remaining <= 0 on the printed PO; the 4 % bucket is the overshoot's."""
    for obs in collect_all(snapshots, eval_tasks[:80]):
        if obs.facts is None or obs.printed_po is None:
            continue
        v, po = View(obs), obs.printed_po
        f = po_features(v, po)
        assert f["nothing_left"] == float(v.printed.remaining_net <= 0)
        assert WRITTEN["status"]["nothing left"](v, po) == (f["nothing_left"] == 1.0)
        if f["overshoot"] != NA:
            assert f["over_4pct"] == float(f["overshoot"] > 0.04 + 1e-12) or abs(f["overshoot"] - 0.04) < 1e-9


# ---- the first suite's pieces, still there

def test_the_rule_answers_read_off_the_goals_are_the_oracles_branches(snapshots, all_tasks):
    """The learned stand-ins train on answers taken from the goal labels; they must be the policy's own."""
    first_flag = {"duplicate": "2_", "supplier": "3a_", "status": "3b_", "fit": "4_", "tolerance": "5_"}
    for task, obs, branch in zip(all_tasks, collect_all(snapshots, all_tasks), branches(snapshots, all_tasks)):
        flagged_at = next((rule for rule in RULES if rule_answer(rule, obs, label(task))), None)
        assert branch.startswith(first_flag[flagged_at] if flagged_at else "6_"), (task.task_id, branch, flagged_at)


def test_at_least_30_documented_features_and_none_is_hidden_or_undefined(snapshots, eval_tasks):
    docs = dict(documentation())
    assert len(FEATURE_NAMES) >= 30 and set(docs) == {UNREADABLE, *FEATURE_NAMES}
    assert all(text.strip() for text in docs.values())
    for obs in collect_all(snapshots, eval_tasks[:40]):
        row = features(obs)
        assert set(row) == set(docs) and all(value == value for value in row.values())  # no NaN


def test_an_observation_comes_from_the_prompt_and_the_tools_only(snapshots, eval_tasks):
    """Scrambling every hidden field of the task changes nothing the observer collects."""
    task = next(t for t in eval_tasks if t.goal.kind == "flag")
    other = next(t for t in eval_tasks if t.goal.kind == "booking")
    scrambled = task.model_copy(update={"task_id": "scrambled", "scenario": "exact_match", "difficulty": "easy",
                                        "goal": other.goal, "facts": other.facts, "layout": "none"})
    assert collect(snapshots[scrambled.split], scrambled) == collect(snapshots[task.split], task)


def test_an_unreadable_document_is_a_feature_and_a_flag():
    obs = Observation(prompt="inbox/20261201_x.pdf", document_id="inbox/20261201_x.pdf", text="not an invoice",
                      facts=None)
    row = features(obs)
    assert row[UNREADABLE] == 1.0 and all(row[name] == NA for name in FEATURE_NAMES)
    assert act(obs).kind == "flag" and act(obs).reason == "no_matching_po"
    with pytest.raises(ValueError, match="unknown rule"):
        act(obs, frozenset({"vibes"}))


def test_the_shortcut_agents_through_the_tools_score_as_the_suite_does(snapshots, train_tasks, eval_tasks):
    sample = list(train_tasks[::20]) + list(eval_tasks[::8])
    for name, skip in POLICIES.items():
        if not skip:
            continue
        assert name in AGENTS
        for task, obs in zip(sample, collect_all(snapshots, sample)):
            session = RolloutSession.start(snapshots[task.split], task)
            try:
                tools = InvoiceTools(session)
                run_agent(name, task.prompt, lambda tool, args: tools.call(tool, args)[1])
                through_tools = grade_session(session).reward
            finally:
                session.close()
            assert through_tools == grade(act(obs, skip).outcome(obs), task.goal).reward, (name, task.task_id)


# ---- planted regularities: the suite must find them

def _due_after(obs: Observation, days: int) -> Observation:
    """The observation with the invoice's printed due date `days` after its invoice date."""
    due = obs.facts.invoice_date + timedelta(days=days)
    return replace(obs, facts=obs.facts.model_copy(update={"due_date": due}))


def test_the_suite_finds_a_regularity_planted_into_the_observations(snapshots, train_tasks, eval_tasks):
    """Make the printed payment term tell the outcome (each outcome its own term) and the classifier must
    find it; make it tell duplicates only and the learned skip-duplicate shortcut must beat its ceiling."""
    outcomes = ["book", "no_matching_po", "duplicate_invoice", "amount_out_of_tolerance", "supplier_mismatch"]

    def planted(tasks, term):
        return [_due_after(obs, term(task)) for task, obs in zip(tasks, collect_all(snapshots, tasks))]

    by_outcome = lambda task: 30 + 7 * outcomes.index(label(task))  # noqa: E731
    result = classify(planted(train_tasks, by_outcome), [label(t) for t in train_tasks],
                      planted(eval_tasks, by_outcome), [label(t) for t in eval_tasks])
    assert result.eval_accuracy > result.majority + CLASSIFIER_MARGIN
    assert result.importances[0][0] == "due_minus_invoice_days"

    duplicates_differ = lambda task: 45 if label(task) == "duplicate_invoice" else 30  # noqa: E731
    splits = {split: (list(tasks), planted(tasks, duplicates_differ), branches(snapshots, tasks))
              for split, tasks in (("train", train_tasks), ("eval", eval_tasks))}
    learned = learn_shortcuts(splits["train"][1], [label(t) for t in train_tasks])
    line = next(line for line in policy_lines(splits, learned, LEARNED) if line.name == "skip-duplicate" + LEARNED)
    assert line.rate("eval") > line.ceiling["eval"], (line.rate("eval"), line.ceiling["eval"])


def _resent_trace(task, obs: Observation) -> Observation:
    """For a duplicate, one more booked invoice of the supplier with this invoice's net and date (under
    another number) on its first PO: a tell only the proxies (booked amounts, dates) can read."""
    if label(task) != "duplicate_invoice" or obs.facts is None or not obs.supplier_pos:
        return obs
    first = obs.supplier_pos[0]
    ghost = InvoiceRef(invoice_number=f"{obs.facts.invoice_number}-R", invoice_date=obs.facts.invoice_date,
                       net_amount=obs.facts.net_total)
    pos = (first.model_copy(update={"invoices": first.invoices + (ghost,)}),) + obs.supplier_pos[1:]
    return replace(obs, supplier_pos=pos)


def test_the_boosted_stand_in_finds_a_regularity_planted_into_a_proxy(snapshots, train_tasks, eval_tasks):
    """Plant a resent-invoice trace on every duplicate and the boosted duplicate stand-in, which sees
    the proxies, must go over its ceiling on eval, and above what it scores without the plant."""
    def splits(plant):
        out = {}
        for split, tasks in (("train", train_tasks), ("eval", eval_tasks)):
            observed = collect_all(snapshots, tasks)
            out[split] = (list(tasks), [plant(t, o) for t, o in zip(tasks, observed)] if plant else observed,
                          branches(snapshots, tasks))
        return out

    def boosted_line(data):
        learned = learn_standins(data["train"][1], [label(t) for t in train_tasks])
        for rule in RULES:  # each boosted stand-in reports its top features, by name
            top = learned.top_features(rule, k=8)
            assert len(top) <= 8 and all(name in columns(rule) for name, _ in top)
            assert [i for _, i in top] == sorted((i for _, i in top), reverse=True)
        return standin_line(data, "duplicate", StandIn(BOOSTED, learned.answers["duplicate"]))

    plain, planted = boosted_line(splits(None)), boosted_line(splits(_resent_trace))
    assert planted.rate("eval") > planted.ceiling["eval"], (planted.rate("eval"), planted.ceiling["eval"])
    assert planted.rate("eval") > plain.rate("eval") + 0.05, (plain.rate("eval"), planted.rate("eval"))


# ---- the command

def test_the_command_prints_every_line_with_its_worst_seed_and_fails_over_a_ceiling(suite, tmp_path, capsys):
    out = tmp_path / "shortcuts.md"
    assert cli.main(["shortcuts", "--seeds", "1", "--out", str(out)]) == (0 if suite.ok else 1)
    printed = capsys.readouterr().out
    assert printed == console(suite) and out.read_text() == markdown(suite)
    for name in HELD_LINES:
        row = next(r for r in printed.splitlines() if r.startswith(name + "  "))
        assert f"{FIRST_SEED}: " in row and row.rstrip().endswith("ok" if _line(suite, name).ok else "OVER")
    header = next(r for r in out.read_text().splitlines() if r.startswith("| line |"))
    assert header == f"| line | kind | {TRAIN} | {EVAL} | {FIRST_SEED} | within |"


def test_the_command_refuses_bad_arguments(capsys, tmp_path):
    assert cli.main(["shortcuts", "--seeds", str(len(SUITE_SEEDS) + 1)]) == 2
    assert "--seeds" in capsys.readouterr().err
    assert cli.main(["shortcuts", "--seeds", "-1"]) == 2
    assert cli.main(["shortcuts", "--out", str(tmp_path / "missing" / "x.md")]) == 2
    assert "no such folder" in capsys.readouterr().err
    with pytest.raises(ValueError, match="seeds must be"):
        suite_for(seeds=9)


@pytest.mark.slow
def test_the_command_writes_the_committed_table_from_all_three_seeds(tmp_path):
    out = tmp_path / "shortcuts.md"
    full = suite_for(seeds=len(SUITE_SEEDS))
    assert cli.main(["shortcuts", "--out", str(out)]) == (0 if full.ok else 1)
    assert out.read_text() == COMMITTED.read_text()
