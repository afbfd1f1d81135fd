"""The shortcut suite: tries to learn the generator instead of the job, as a model under RL would,
and holds every attempt under a ceiling.

- a classifier (scikit-learn) over the superficial features, trained on train, scored on eval:
  accuracy on the outcome at most the eval majority share + 5 points;
- one policy per rule that skips it, with a written shortcut and with a learned one (a shallow tree
  per rule) in its place: at most the share of tasks where that rule does not decide + 3 points, on
  each split; `careless` (three rules skipped) and `all-shortcuts` (all five) at most 55 %;
- the cheap rules under their own ceilings; no eval supplier visible from a train observation.

Policies are scored by the real grader on every task of both splits. Observations come through the
real tools (observations.py); the oracle's branch (which rule decided) is scoring, never a feature."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from typing import Mapping, Sequence

from invoice_env.agents.cheap_rules import score_rules
from invoice_env.agents.shortcuts.features import FEATURE_NAMES, UNREADABLE, documentation, matrix
from invoice_env.agents.shortcuts.observations import Observation, collect_all
from invoice_env.agents.shortcuts.policies import POLICIES, RULES, SHORTCUTS, Shortcut, act
from invoice_env.episode.grader import grade
from invoice_env.episode.policy import BRANCHES, decide
from invoice_env.tasks.dataset import SPLITS, load_snapshot, load_tasks
from invoice_env.world.erp import DatabaseErpView, open_task_database, release_database
from invoice_env.world.identifiers import normalize_vat
from invoice_env.world.models import Task

CLASSIFIER_MARGIN = 0.05
SKIP_MARGIN = 0.03
ALL_SHORTCUTS_CEILING = 0.55
SEED = 0
LEARNED_DEPTH = 4
LEARNED = " (learned)"


def label(task: Task) -> str:
    """The outcome to predict: 'book' or the flag reason (from the goal, never a feature)."""
    return "book" if task.goal.kind == "booking" else task.goal.reason


_BRANCHES: dict[tuple[str, str, str], tuple[str, frozenset[str]]] = {}


def _key(task: Task) -> tuple[str, str, str]:
    return task.split, task.task_id, task.start_hash  # the start hash covers the snapshot


def _same_decision(a, b) -> bool:
    return (a.action, a.reason, a.po_number, a.gl_account, a.vat_code, a.net_amount) == (
        b.action, b.reason, b.po_number, b.gl_account, b.vat_code, b.net_amount)


def branches(snapshots: dict[str, bytes], tasks: Sequence[Task]) -> list[str]:
    """Which branch of the written policy decides each task, by the oracle on its start database,
    and which checks decide it (leaving one out changes the decision); once per task and process."""
    out = []
    for task in tasks:
        key = _key(task)
        if key not in _BRANCHES:
            conn = open_task_database(snapshots[task.split], task.fixtures, task.document_id, task.pdf)
            try:
                erp = DatabaseErpView(conn)
                decision = decide(task.facts, erp)
                deciding = frozenset(rule for rule in RULES
                                     if not _same_decision(decide(task.facts, erp, frozenset({rule})), decision))
                _BRANCHES[key] = (decision.branch, deciding)
            finally:
                release_database(conn)
        out.append(_BRANCHES[key][0])
    return out


def decides(task: Task, rule: str) -> bool:
    """Does leaving `rule` out of the policy change this task's decision? (after `branches`)"""
    return rule in _BRANCHES[_key(task)][1]


@dataclass(frozen=True)
class Line:
    name: str
    kind: str
    solved: dict[str, int]
    total: dict[str, int]
    ceiling: dict[str, float]
    """Per split the line is held to; a split not here is shown for information only."""
    exact: bool = False
    """The ceiling is a floor: the line must score exactly 100 % (the careful policy, the oracle)."""

    def rate(self, split: str) -> float:
        return self.solved[split] / self.total[split] if self.total.get(split) else 0.0

    @property
    def ok(self) -> bool:
        if self.exact:
            return all(self.rate(split) == 1.0 for split in self.ceiling)
        return all(self.rate(split) <= limit + 1e-12 for split, limit in self.ceiling.items())


@dataclass(frozen=True)
class ClassifierResult:
    model: str
    eval_accuracy: float
    cv_accuracy: float
    majority: float
    per_model: dict[str, float]
    importances: list[tuple[str, float]] = field(default_factory=list)


def _models() -> dict:
    from sklearn.ensemble import GradientBoostingClassifier, RandomForestClassifier
    from sklearn.tree import DecisionTreeClassifier

    return {
        "decision tree": DecisionTreeClassifier(random_state=SEED),
        "decision tree (depth 6)": DecisionTreeClassifier(max_depth=6, random_state=SEED),
        "random forest": RandomForestClassifier(n_estimators=200, random_state=SEED, n_jobs=1),
        "gradient boosting": GradientBoostingClassifier(random_state=SEED),
    }


def classify(train_obs: list[Observation], train_labels: list[str], eval_obs: list[Observation],
             eval_labels: list[str]) -> ClassifierResult:
    """Train each model on train, score on eval; report the best on eval (the optimistic choice)."""
    import numpy as np
    from sklearn.base import clone
    from sklearn.model_selection import StratifiedKFold, cross_val_score

    x_train, x_eval = np.array(matrix(train_obs)), np.array(matrix(eval_obs))
    y_train, y_eval = np.array(train_labels), np.array(eval_labels)
    scores, fitted = {}, {}
    for name, model in _models().items():
        fitted[name] = model.fit(x_train, y_train)
        scores[name] = float((model.predict(x_eval) == y_eval).mean())
    best = max(scores, key=lambda n: (scores[n], n))
    folds = StratifiedKFold(n_splits=5, shuffle=True, random_state=SEED)
    cv = float(cross_val_score(clone(_models()[best]), x_train, y_train, cv=folds).mean())
    majority = Counter(eval_labels).most_common(1)[0][1] / len(eval_labels)
    forest = fitted["random forest"]
    names = (UNREADABLE,) + FEATURE_NAMES
    ranked = sorted(zip(names, forest.feature_importances_), key=lambda p: (-p[1], p[0]))[:10]
    return ClassifierResult(best, scores[best], cv, majority, scores, [(n, float(i)) for n, i in ranked])


def rule_answer(rule: str, obs: Observation, outcome: str) -> bool | None:
    """What the written policy answered at this rule's question ("does it flag here?"), read off the
    task's outcome label; None where the policy never gets as far as asking it."""
    printed = obs.printed_po is not None
    if rule == "duplicate":
        return outcome == "duplicate_invoice"
    if outcome == "duplicate_invoice":
        return None
    if rule == "supplier":
        return outcome == "supplier_mismatch" if printed else None
    if rule == "status":
        return outcome == "no_matching_po" if printed and outcome != "supplier_mismatch" else None
    if rule == "fit":
        return outcome == "no_matching_po" if not printed else None
    return outcome == "amount_out_of_tolerance" if outcome in ("book", "amount_out_of_tolerance") else None


def learn_shortcuts(observations: list[Observation], labels: list[str]) -> dict[str, Shortcut]:
    """Per rule, a shallow decision tree over the superficial features, trained on the train tasks
    that reach the rule, answering its question as the written policy did (from the goal labels)."""
    import numpy as np
    from sklearn.tree import DecisionTreeClassifier

    rows = np.array(matrix(observations))
    seen: dict[int, tuple[Observation, object]] = {}

    def row(obs: Observation):
        if id(obs) not in seen:
            seen[id(obs)] = (obs, np.array(matrix([obs])))  # the observation is kept, so its id stays its own
        return seen[id(obs)][1]

    learned: dict[str, Shortcut] = {}
    for rule in RULES:
        asked = [rule_answer(rule, obs, outcome) for obs, outcome in zip(observations, labels)]
        reached = [i for i, answer in enumerate(asked) if answer is not None]
        answers = np.array([asked[i] for i in reached], dtype=bool)
        if not reached or answers.all() or not answers.any():
            constant = bool(answers.all()) if reached else False
            learned[rule] = lambda v, po, constant=constant: constant
            continue
        tree = DecisionTreeClassifier(max_depth=LEARNED_DEPTH, min_samples_leaf=5, random_state=SEED)
        tree.fit(rows[reached], answers)
        learned[rule] = lambda v, po, tree=tree: bool(tree.predict(row(v.obs))[0])
    return learned


def policy_lines(splits: dict[str, tuple[list[Task], list[Observation], list[str]]],
                 shortcuts: Mapping[str, Shortcut] = SHORTCUTS, suffix: str = "") -> list[Line]:
    """Each shortcut policy graded by the real grader on every task; its ceiling from the branches."""
    lines = []
    for name, skip in POLICIES.items():
        if suffix and not skip:
            continue
        solved, total, ceiling = {}, {}, {}
        for split, (tasks, observations, _) in splits.items():
            solved[split] = sum(int(grade(act(obs, skip, shortcuts).outcome(obs), task.goal).reward)
                                for task, obs in zip(tasks, observations))
            total[split] = len(tasks)
            if suffix and split != "eval":
                continue  # a learned shortcut was fit on train: its train figure is in-sample, held to nothing
            if name == "careful":
                ceiling[split] = 1.0
            elif len(skip) > 1:
                ceiling[split] = ALL_SHORTCUTS_CEILING
            else:
                (rule,) = skip
                undecided = sum(not decides(task, rule) for task in tasks) / len(tasks)
                ceiling[split] = undecided + SKIP_MARGIN
        kind = ("written policy" if not skip else "skips one rule" if len(skip) == 1
                else "all shortcuts" if skip == set(RULES) else f"skips {len(skip)} rules")
        lines.append(Line(name + suffix, kind, solved, total, ceiling, exact=not skip))
    return lines


def cheap_rule_lines(snapshots: dict[str, bytes],
                     splits: dict[str, tuple[list[Task], list[Observation], list[str]]]) -> list[Line]:
    by_rule: dict[str, dict] = {}
    for split, (tasks, _, _) in splits.items():
        for score in score_rules(snapshots[split], tasks, split):
            entry = by_rule.setdefault(score.rule, {"solved": {}, "total": {}, "ceiling": {}})
            entry["solved"][split], entry["total"][split] = score.solved, score.total
            entry["ceiling"][split] = score.ceiling
    return [Line(rule, "cheap rule", e["solved"], e["total"], e["ceiling"], exact=e["ceiling"]["train"] == 1.0)
            for rule, e in by_rule.items()]


def _vat_keys(obs: Observation) -> set[str]:
    return {normalize_vat(po.supplier.vat_number) for po in obs.supplier_pos + obs.printed_pos}


def held_out_line(splits: dict[str, tuple[list[Task], list[Observation], list[str]]]) -> Line:
    """Held-out suppliers must appear in no train-visible row: eval tasks whose supplier some train
    observation shows (train column: train observations that show an eval task's supplier)."""
    _, train_obs, _ = splits["train"]
    _, eval_obs, _ = splits["eval"]
    eval_suppliers = {normalize_vat(obs.facts.supplier_vat) for obs in eval_obs if obs.facts}
    seen_in_train = set().union(*map(_vat_keys, train_obs))
    showing = sum(bool(_vat_keys(obs) & eval_suppliers) for obs in train_obs)
    visible = sum(bool(obs.facts) and normalize_vat(obs.facts.supplier_vat) in seen_in_train for obs in eval_obs)
    return Line("eval suppliers seen from train", "held-out split", {"train": showing, "eval": visible},
                {"train": len(train_obs), "eval": len(eval_obs)}, {"train": 0.0, "eval": 0.0})


@dataclass(frozen=True)
class SuiteResult:
    classifier: ClassifierResult
    classifier_line: Line
    lines: list[Line]
    branch_shares: dict[str, Counter]

    @property
    def all_lines(self) -> list[Line]:
        return [self.classifier_line] + self.lines

    @property
    def ok(self) -> bool:
        return all(line.ok for line in self.all_lines)


def run_suite(snapshots: dict[str, bytes], tasks_by_split: dict[str, Sequence[Task]],
              observations: dict[str, list[Observation]] | None = None) -> SuiteResult:
    """The whole suite. `observations` replaces the collected ones (to plant a regularity in a test)."""
    splits = {}
    for split, tasks in tasks_by_split.items():
        tasks = list(tasks)
        seen = observations[split] if observations else collect_all(snapshots, tasks)
        splits[split] = (tasks, seen, branches(snapshots, tasks))
    train_tasks, train_obs, _ = splits["train"]
    eval_tasks, eval_obs, _ = splits["eval"]
    result = classify(train_obs, [label(t) for t in train_tasks], eval_obs, [label(t) for t in eval_tasks])
    n_eval = len(eval_tasks)
    classifier_line = Line(
        f"classifier ({result.model})", "learned", {"train": round(result.cv_accuracy * len(train_tasks)),
                                                      "eval": round(result.eval_accuracy * n_eval)},
        {"train": len(train_tasks), "eval": n_eval}, {"eval": result.majority + CLASSIFIER_MARGIN})
    learned = learn_shortcuts(train_obs, [label(t) for t in train_tasks])
    lines = (policy_lines(splits) + policy_lines(splits, learned, LEARNED)
             + cheap_rule_lines(snapshots, splits) + [held_out_line(splits)])
    shares = {split: Counter(b for b in decided) for split, (_, _, decided) in splits.items()}
    return SuiteResult(result, classifier_line, lines, shares)


_RESULTS: dict[str, SuiteResult] = {}


def suite_for(folder: Path | None = None) -> SuiteResult:
    """`run_suite` on a dataset folder (default: the installed data), once per process."""
    key = str(folder.resolve()) if folder else ""
    if key not in _RESULTS:
        _RESULTS[key] = run_suite({split: load_snapshot(folder, split) for split in SPLITS},
                                  {split: load_tasks(split, folder) for split in SPLITS})
    return _RESULTS[key]


def _cell(line: Line, split: str) -> str:
    return f"{line.rate(split) * 100:.1f} % ({line.solved[split]}/{line.total[split]})"


def _limit(line: Line) -> str:
    if line.exact:
        return "= 100 %"
    return " / ".join(f"{split} <= {limit * 100:.1f} %" for split, limit in line.ceiling.items())


def markdown(result: SuiteResult) -> str:
    c = result.classifier
    out = ["# The shortcut suite: learning the generator instead of the job", "",
           "Regenerate with `invoice-env shortcuts --out evals/shortcuts.md` (exit code 1 when a line is over its",
           "ceiling). Policies are scored by the real grader on every task of both splits; where one books, GL",
           "account and VAT code are right for the PO it picked, so only its shortcut is measured.", "",
           "| line | kind | train | eval | ceiling | within |", "|---|---|---|---|---|---|"]
    for line in result.all_lines:
        out.append(f"| {line.name} | {line.kind} | {_cell(line, 'train')} | {_cell(line, 'eval')} | {_limit(line)} | "
                   f"{'yes' if line.ok else 'NO'} |")
    out += ["", "## Ceilings", "",
            f"- classifier: eval majority share ({c.majority * 100:.1f} %) + {CLASSIFIER_MARGIN * 100:.0f} points. "
            "Its train figure is the 5-fold cross-validated accuracy on train.",
            f"- `skip-<rule>`: the share of tasks where that rule does not decide + {SKIP_MARGIN * 100:.0f} points "
            "(it decides a task when leaving it out of the policy, `policy.decide(..., skip={rule})`, changes the decision; for the fit test every open PO then fits). The plain lines use the "
            "written shortcuts of `agents/shortcuts/policies.py`; the `(learned)` lines replace each with a decision tree "
            f"(depth {LEARNED_DEPTH}) over the features, trained on the train tasks that reach the rule "
            "(labels from the goals); their train figure is in-sample (the trees were fit on it), so their "
            "ceiling holds on eval.",
            f"- `all-shortcuts` and `careless` (skips the duplicate check, the fit test and the 2 % rule): "
            f"{ALL_SHORTCUTS_CEILING * 100:.0f} %; `careful` (the written policy on the agent's "
            "observations) and `oracle` must score 100 %.",
            "- eval suppliers seen from train: 0 (eval column: eval tasks whose supplier a train observation "
            "shows; train column: train observations showing such a supplier).",
            "", "## Classifier models (accuracy on eval)", ""]
    out += [f"- {name}: {acc * 100:.1f} %" for name, acc in c.per_model.items()]
    out += ["", "Most important features (random forest): "
            + ", ".join(f"`{name}` {value:.3f}" for name, value in c.importances) + ".",
            "", "## Branches of the written policy (tasks per split; each should occur in both)", "",
            "| branch | " + " | ".join(result.branch_shares) + " |", "|---|" + "---|" * len(result.branch_shares)]
    names = list(BRANCHES) + sorted(set().union(*result.branch_shares.values()) - set(BRANCHES))
    out += [f"| {b} | " + " | ".join(str(shares[b]) for shares in result.branch_shares.values()) + " |" for b in names]
    out += ["", "## Features", "",
            "Superficial features of what the agent observes (prompt, document text, the reader's parse, PO",
            "searches by supplier VAT and by printed reference); none is a policy quantity. -999 = not applicable.", ""]
    out += [f"- `{name}`: {text}" for name, text in documentation()]
    return "\n".join(out) + "\n"
