"""The shortcut suite: every attempt to learn the generator stays under its ceiling, pooled over the
shipped splits and ten private draws made afresh from a run seed (CI draws one, `-m slow` another;
INVOICE_ENV_RUN_SEED repeats a run), and the suite is shown able to find a regularity planted into
the observations."""

import os
import random
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
from invoice_env.agents.shortcuts.draws import DEFAULT_DRAWS, Draw, draws_of, load_draw, new_run_seed
from invoice_env.agents.shortcuts.features import FEATURE_NAMES, NA, UNREADABLE, View, documentation, features, rank_of
from invoice_env.agents.shortcuts.lines import TRAIN, Line
from invoice_env.agents.shortcuts.observations import Observation, collect, collect_all
from invoice_env.agents.shortcuts.policies import POLICIES, RULES, act
from invoice_env.agents.shortcuts.pool import suite_for
from invoice_env.agents.shortcuts.proxies import PO_FEATURES, PROXIES, po_features, proxies
from invoice_env.agents.shortcuts.rows import CAND_NAMES, OBS_NAMES, PICKED_NAMES, obs_row
from invoice_env.agents.shortcuts.standins import columns, learn_standins
from invoice_env.agents.shortcuts.suite import (
    CLASSIFIER_MARGIN,
    HELD_OUT,
    LEARNED,
    REFERENCE,
    SKIP_MARGIN,
    SURFACE_MODELS,
    branches,
    classify,
    decides,
    label,
    learn_shortcuts,
    policy_lines,
    rule_answer,
)
from invoice_env.agents.shortcuts.table import console, markdown
from invoice_env.agents.shortcuts.written import WRITTEN
from invoice_env.episode.grader import grade, grade_session
from invoice_env.episode.session import RolloutSession
from invoice_env.episode.tools import InvoiceTools
from invoice_env.world.models import InvoiceRef

COMMITTED = Path(__file__).resolve().parent.parent / "evals" / "shortcuts.md"
OLD_LINES = [name for name in POLICIES] + [f"{name}{LEARNED}" for name, skip in POLICIES.items() if skip]
HELD_LINES = OLD_LINES + [SURFACE_MODELS, REFERENCE, HELD_OUT] + line_names()


def _run_seed(variable: str = "INVOICE_ENV_RUN_SEED") -> int:
    """A run seed drawn afresh for each test session (printed), or the one the variable names."""
    seed = int(os.environ.get(variable) or new_run_seed())
    print(f"shortcut suite: run seed {seed} ({variable}={seed} repeats this run)")
    return seed


@pytest.fixture(scope="session")
def draw_cache(tmp_path_factory):
    return tmp_path_factory.mktemp("draws")


PROGRESS: list[str] = []


def _progress(text: str) -> None:
    PROGRESS.append(text)
    print(text)


@pytest.fixture(scope="module")
def suite(draw_cache):
    """What CI runs: the shipped splits and ten private draws of a fresh run seed, pooled."""
    return suite_for(_run_seed(), DEFAULT_DRAWS, cache=draw_cache, progress=_progress)


@pytest.fixture(scope="module")
def observed(suite, draw_cache):
    """The shipped draw's observations and branches, as the suite's run collected them, in this process."""
    load_draw(Draw(None), cache=draw_cache).remember()


def _line(suite, name):
    return next(line for line in suite.lines if line.name == name)


def _over(line: Line) -> str:
    low, high = line.interval
    return (f"pooled {line.pooled_rate:.1%} [{low:.1%}-{high:.1%}] > {line.pooled_ceiling:.1%}; per draw: "
            + ", ".join(f"{s} {line.rate(s):.1%}" for s in line.held))


# ---- the verdict: pooled over the draws

OPEN: dict[str, float] = {}
"""Lines allowed over their pooled ceiling, each with the bound it may not pass (issue 34 emptied it: every
line within on run seeds 593068576, 650767339 and 465360289). A line that goes over on fresh draws fails
`invoice-env shortcuts`; one whose whole interval is over fails this test."""


def _noise_free_over(line: Line) -> bool:
    """Over its pooled ceiling beyond what the draw explains: its whole 95 % interval above it (a
    line at its ceiling goes over on the point figure on every other fresh run seed)."""
    return line.interval[0] > line.pooled_ceiling + 1e-12


@pytest.mark.parametrize("name", HELD_LINES)
def test_no_line_is_over_its_pooled_ceiling_beyond_the_noise_of_the_draw(suite, name):
    line = _line(suite, name)
    if line.exact:
        assert line.ok, f"{line.name} is not 100 % on every split: {_over(line)}"
    elif name in OPEN:
        assert line.pooled_rate <= OPEN[name], f"{line.name} got worse than its recorded {OPEN[name]:.1%}: {_over(line)}"
    else:
        assert not _noise_free_over(line), f"{line.name} ({line.note or line.kind}) is over its ceiling: {_over(line)}"


def test_the_open_lines_are_lines_of_the_suite_and_the_command_fails_while_any_is_over(suite):
    assert set(OPEN) <= set(HELD_LINES) and all(0 < bound < 1 for bound in OPEN.values())
    assert suite.ok == (not suite.over)


@pytest.mark.slow
@pytest.mark.parametrize("name", HELD_LINES)
def test_every_line_is_within_its_pooled_ceiling_on_another_run_seed(name, draw_cache):
    """The issue's acceptance: the point verdict on a run seed CI did not draw."""
    other = suite_for(_run_seed("INVOICE_ENV_SLOW_RUN_SEED"), DEFAULT_DRAWS, cache=draw_cache, progress=print)
    line = _line(other, name)
    assert line.ok, f"{line.name} ({line.note or line.kind}) is over its ceiling: {_over(line)}"


def test_a_line_is_pooled_over_every_draw_and_a_single_split_decides_nothing(suite):
    assert suite.splits[0] == "shipped" and len(suite.splits) == 1 + DEFAULT_DRAWS
    assert suite.eval_tasks == 240 * (1 + DEFAULT_DRAWS) >= 1680
    for line in suite.lines:
        if line.exact:
            continue
        assert line.held == suite.splits, line.name
        assert line.pooled_total == suite.eval_tasks
        assert line.pooled_rate == pytest.approx(sum(line.solved.values()) / sum(line.total.values()))
        weighted = sum(line.ceiling[s] * line.total[s] for s in line.held) / line.pooled_total
        assert line.pooled_ceiling == pytest.approx(weighted)
        low, high = line.interval
        assert low <= line.pooled_rate <= high and high - low < 0.06
    made = Line("x", "k", {"a": 30, "b": 10}, {"a": 100, "b": 100}, {"a": 0.25, "b": 0.25})
    assert not made.within("a") and made.ok and made.worst() == "a"  # 20 % pooled against 25 %
    assert not Line("x", "k", {"a": 30, "b": 22}, {"a": 100, "b": 100}, {"a": 0.25, "b": 0.25}).ok


def test_the_run_tells_its_progress_draw_by_draw_with_the_time_left(suite):
    done = [line for line in PROGRESS if ": done in " in line]
    assert sorted(line.split("] ")[1].split(":")[0] for line in done) == sorted(suite.splits)
    assert all(f"({n} of {len(suite.splits)} draws done" in line for n, line in enumerate(done, start=1))
    assert all(line.startswith("[") and "left)" in line for line in done)
    assert any("tasks built, observed and solved by the reference agent" in line for line in PROGRESS)


def test_the_written_policy_and_the_reference_agent_solve_every_task_of_every_draw(suite):
    """The observations carry everything the job needs; the reference agent, through the real tools,
    solves every task of every draw's train and eval split."""
    every_split = {d for d in suite.splits} | {f"{d} {TRAIN}" for d in suite.splits}
    for name in ("careful", REFERENCE):
        line = _line(suite, name)
        assert line.exact and set(line.solved) == every_split, name
        assert all(line.rate(split) == 1.0 for split in line.solved), (name, line.solved)
        assert line.pooled_total == suite.eval_tasks + 800 * len(suite.splits)


def test_the_cheap_rules_stay_under_their_ceilings_in_the_same_table(suite):
    cheap = [line for line in suite.lines if line.kind == "cheap rule"]
    assert {line.name for line in cheap} >= {"newest_open_po", "printed_reference", "closest_amount", "oracle"}
    assert all(line.ok for line in cheap), [line.name for line in cheap if not line.ok]


def test_no_eval_supplier_is_visible_from_a_train_task(suite):
    line = _line(suite, HELD_OUT)
    assert set(line.solved) == set(suite.splits) and not any(line.solved.values()), line.solved


# ---- the draws

def test_the_draws_come_from_the_run_seed_and_no_seed_is_fixed_in_the_code():
    assert draws_of(5) == draws_of(5) and draws_of(5) != draws_of(6)
    assert draws_of(5)[0] == Draw(None) and len(draws_of(5)) == 1 + DEFAULT_DRAWS
    assert len({d.seed for d in draws_of(5)}) == 1 + DEFAULT_DRAWS
    assert len({new_run_seed() for _ in range(5)}) > 1
    with pytest.raises(ValueError, match="at least one private draw"):
        draws_of(5, 0)


def test_a_private_draw_is_new_tasks_on_the_shipped_snapshots_built_once(suite, draw_cache, snapshots, eval_tasks):
    seed = next(int(name.split()[1]) for name in suite.splits if name.startswith("seed "))
    cached = sorted(draw_cache.rglob(f"seed-{seed}.pkl"))
    assert len(cached) == 1
    data = load_draw(Draw(seed), cache=draw_cache)
    assert data.snapshots == snapshots and {len(t) for t in data.tasks.values()} == {800, 240}
    assert not {t.start_hash for t in data.tasks["eval"]} & {t.start_hash for t in eval_tasks}
    assert data.observations["eval"] == collect_all({"eval": snapshots["eval"]}, data.tasks["eval"][:5]) + \
        data.observations["eval"][5:]
    cached[0].write_bytes(b"damaged")  # a damaged entry is rebuilt, not trusted
    assert load_draw(Draw(seed), cache=draw_cache).tasks == data.tasks


def test_the_cache_keeps_only_recent_draws_of_this_code(tmp_path, monkeypatch):
    import invoice_env.agents.shortcuts.draws as draws

    monkeypatch.setattr(draws, "code_version", lambda: "now")
    (tmp_path / "older-code").mkdir()
    (tmp_path / "older-code" / "seed-1.pkl").write_bytes(b"x")
    (tmp_path / "now").mkdir()
    for n in range(draws.KEEP + 3):
        path = tmp_path / "now" / f"seed-{n}.pkl"
        path.write_bytes(b"x")
        os.utime(path, (1000 + n, 1000 + n))
    draws.prune(tmp_path)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["now"]
    kept = {p.name for p in (tmp_path / "now").iterdir()}
    assert kept == {f"seed-{n}.pkl" for n in range(3, draws.KEEP + 3)}  # the most recently used


def test_the_ceilings_are_computed_on_each_draw_from_its_own_tasks(suite, draw_cache):
    for name in suite.splits[:2]:
        draw = Draw(None if name == "shipped" else int(name.split()[1]))
        data = load_draw(draw, cache=draw_cache)
        tasks = data.tasks["eval"]
        branches({"eval": data.snapshots["eval"]}, tasks)
        for rule in RULES:
            undecided = sum(not decides(task, rule) for task in tasks) / len(tasks)
            assert _line(suite, f"skip-{rule}").ceiling[name] == pytest.approx(undecided + SKIP_MARGIN)
            held_to = WITHHELD_INPUT.get(rule, rule)  # rule 4's stand-ins see the article numbers
            undecided = sum(not decides(task, held_to) for task in tasks) / len(tasks)
            for line in [f"skip-{rule} ({BOOSTED})"] + [f"skip-{rule} ({n})" for n in WRITTEN[rule]]:
                assert _line(suite, line).ceiling[name] == pytest.approx(undecided + SKIP_MARGIN), (line, name)
        assert WITHHELD_INPUT == {"fit": "quantity"}
        for combined in COMBINED:
            assert _line(suite, f"{combined} ({BOOSTED})").ceiling[name] == 0.55
        outcomes = [label(t) for t in tasks]
        majority = max(map(outcomes.count, set(outcomes))) / len(tasks)
        books = outcomes.count("book") / len(tasks)
        assert _line(suite, "classifier 5 outcomes (surface)").ceiling[name] == pytest.approx(
            majority + CLASSIFIER_MARGIN)
        assert _line(suite, "classifier book vs flag (surface)").ceiling[name] == pytest.approx(
            max(books, 1 - books) + CLASSIFIER_MARGIN)


def test_the_combined_agents_skip_what_they_say_and_name_their_stand_ins(suite):
    assert COMBINED == {"careless": CARELESS, "all-proxies": frozenset(RULES)}
    assert CARELESS == {"duplicate", "fit", "tolerance"}
    for draw in suite.draws:  # the best on that draw's eval among the rule's own lines
        assert set(draw.best) == set(RULES)
        for rule, chosen in draw.best.items():
            options = [BOOSTED, *WRITTEN[rule]]
            scores = {n: _line(suite, f"skip-{rule} ({n})").solved[draw.name] for n in options}
            assert chosen in options and scores[chosen] == max(scores.values()), (draw.name, rule, scores)


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

def test_the_rule_answers_read_off_the_goals_are_the_oracles_branches(observed, snapshots, all_tasks):
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


def test_the_shortcut_agents_through_the_tools_score_as_the_suite_does(observed, snapshots, train_tasks, eval_tasks):
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


def test_the_suite_finds_a_regularity_planted_into_the_observations(observed, snapshots, train_tasks, eval_tasks):
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


def test_the_boosted_stand_in_finds_a_regularity_planted_into_a_proxy(observed, snapshots, train_tasks, eval_tasks):
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

def test_the_command_prints_the_run_seed_every_line_pooled_and_fails_over_a_ceiling(suite, draw_cache, tmp_path,
                                                                                     capsys, monkeypatch):
    monkeypatch.setattr("invoice_env.agents.shortcuts.draws.default_cache", lambda: draw_cache)
    out = tmp_path / "shortcuts.md"
    assert cli.main(["shortcuts", "--run-seed", str(suite.run_seed), "--out", str(out)]) == (0 if suite.ok else 1)
    captured = capsys.readouterr()
    assert captured.out == console(suite) and out.read_text() == markdown(suite)
    assert f"run seed {suite.run_seed}" in captured.err.splitlines()[0]
    assert captured.out.startswith(f"run seed {suite.run_seed} ")
    for name in HELD_LINES:
        row = next(r for r in captured.out.splitlines() if r.startswith(name + "  "))
        assert "[" in row and row.rstrip().endswith("ok" if _line(suite, name).ok else "OVER")
    header = next(r for r in out.read_text().splitlines() if r.startswith("| line |"))
    assert header == "| line | kind | pooled [95 % interval] | ceiling | within | " + " | ".join(suite.splits) + " |"
    assert f"--run-seed {suite.run_seed}" in out.read_text()


@pytest.mark.parametrize("argv, says", [
    (["--draws", "0"], "--draws 0"), (["--jobs", "0"], "--jobs 0"), (["--run-seed", "-1"], "--run-seed -1"),
    (["--out", "missing/x.md"], "no such folder"), (["--draws", "two"], "invalid int value"),
])
def test_the_command_refuses_bad_arguments(argv, says, capsys):
    try:
        code = cli.main(["shortcuts", *argv])
    except SystemExit as exc:  # argparse's own refusal
        code = exc.code
    assert code == 2 and says in capsys.readouterr().err


def test_the_help_names_the_default_number_of_draws(capsys):
    with pytest.raises(SystemExit):
        cli.main(["shortcuts", "--help"])
    assert f"(default {DEFAULT_DRAWS})" in " ".join(capsys.readouterr().out.split())


@pytest.mark.slow
def test_the_command_writes_the_committed_table_again_from_its_run_seed(tmp_path, draw_cache, monkeypatch):
    seed = int(next(line for line in COMMITTED.read_text().splitlines() if "--run-seed" in line)
               .split("--run-seed ")[1].split()[0])
    monkeypatch.setattr("invoice_env.agents.shortcuts.draws.default_cache", lambda: draw_cache)
    out = tmp_path / "shortcuts.md"
    full = suite_for(seed, DEFAULT_DRAWS, cache=draw_cache)
    assert cli.main(["shortcuts", "--run-seed", str(seed), "--out", str(out)]) == (0 if full.ok else 1)
    assert out.read_text() == COMMITTED.read_text()
