"""The shortcut suite: tries to learn the generator instead of the job, as a model under RL would,
and holds every attempt under a ceiling, on the shipped eval split and on the eval splits of the
suite's private seeds (seeds.py), each scored by the real grader on every task.

- the first suite: one policy per rule that skips it, with a written shortcut and with a learned one
  (a shallow tree per rule over superficial features) in its place; `careless` and `all-shortcuts`;
- the stronger adversary (adversary.py): per rule a boosted stand-in over every observable but the
  rule's decisive input (decisive.py) and written proxies (written.py); combined careless and
  all-proxies agents from them; gradient-boosting classifiers on surface and on proxy features, for
  book vs flag and for the 5 outcomes;
- the cheap rules under their own ceilings; no eval supplier visible from a train observation.

Ceilings: a skip-rule line at most the share of tasks where that rule does not decide + 3 points,
careless and combined agents at most 55 %, a classifier at most the split's majority share + 5
points. Learners are fit on the shipped train split; their train figure is in-sample and held to
nothing. Observations come through the real tools (observations.py); the oracle's branch (which
rule decided) is scoring, never a feature."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from typing import Mapping, Sequence

from invoice_env.agents.cheap_rules import score_rules
from invoice_env.agents.shortcuts.adversary import COMBINED_CEILING, StandIn, adversary_lines
from invoice_env.agents.shortcuts.branches import branches, decides
from invoice_env.agents.shortcuts.decisive import DECISIVE
from invoice_env.agents.shortcuts.features import FEATURE_NAMES, UNREADABLE, documentation, matrix
from invoice_env.agents.shortcuts.labels import label, rule_answer
from invoice_env.agents.shortcuts.lines import EVAL, TRAIN, Line
from invoice_env.agents.shortcuts.observations import Observation, collect_all
from invoice_env.agents.shortcuts.policies import POLICIES, RULES, SHORTCUTS, Shortcut, act
from invoice_env.agents.shortcuts.proxies import PO_FEATURES, PROXIES
from invoice_env.agents.shortcuts.seeds import SUITE_SEEDS, seed_name, seed_split
from invoice_env.episode.grader import grade
from invoice_env.episode.policy import BRANCHES
from invoice_env.tasks.dataset import SPLITS, load_snapshot, load_tasks
from invoice_env.world.identifiers import normalize_vat
from invoice_env.world.models import Task

__all__ = ["branches", "decides", "label", "rule_answer", "Line"]

CLASSIFIER_MARGIN = 0.05
SKIP_MARGIN = 0.03
ALL_SHORTCUTS_CEILING = COMBINED_CEILING
SEED = 0
LEARNED_DEPTH = 4
LEARNED = " (learned)"


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
            if suffix and split == TRAIN:
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
    """The cheap rules on every split (`snapshots` by split name)."""
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
    lines: list[Line]
    branch_shares: dict[str, Counter]
    splits: list[str]
    """The split names in table order: train, eval, then the seeds' eval splits."""
    best: dict[str, StandIn] = field(default_factory=dict)
    """The stand-in per rule the `(best stand-ins)` combined agents use (chosen on the shipped eval)."""

    @property
    def all_lines(self) -> list[Line]:
        return self.lines

    @property
    def seeds(self) -> list[str]:
        return [s for s in self.splits if s not in (TRAIN, EVAL)]

    @property
    def ok(self) -> bool:
        return all(line.ok for line in self.lines)

    @property
    def over(self) -> list[Line]:
        return [line for line in self.lines if not line.ok]


SplitData = tuple[list[Task], list[Observation], list[str]]


def _split_data(snapshot: bytes, tasks: Sequence[Task]) -> SplitData:
    tasks = list(tasks)
    by_split = {task.split: snapshot for task in tasks}
    return tasks, collect_all(by_split, tasks), branches(by_split, tasks)


def run_suite(snapshots: dict[str, bytes], tasks_by_split: dict[str, Sequence[Task]],
              observations: dict[str, list[Observation]] | None = None) -> SuiteResult:
    """The whole suite on the given splits ("train" and "eval" required; any more, such as the seeds'
    eval splits, keyed by name with their snapshot in `snapshots`). `observations` replaces the
    collected ones (to plant a regularity in a test)."""
    splits: dict[str, SplitData] = {}
    for split, tasks in tasks_by_split.items():
        tasks, seen, decided = _split_data(snapshots[split], tasks)
        splits[split] = (tasks, observations[split] if observations else seen, decided)
    train_tasks, train_obs, _ = splits[TRAIN]
    eval_tasks, eval_obs, _ = splits[EVAL]
    result = classify(train_obs, [label(t) for t in train_tasks], eval_obs, [label(t) for t in eval_tasks])
    learned = learn_shortcuts(train_obs, [label(t) for t in train_tasks])
    adversary, best = adversary_lines(splits)
    lines = (policy_lines(splits) + policy_lines(splits, learned, LEARNED) + adversary
             + cheap_rule_lines(snapshots, splits) + [held_out_line(splits)])
    shares = {split: Counter(decided) for split, (_, _, decided) in splits.items()}
    return SuiteResult(result, lines, shares, list(splits), best)


_RESULTS: dict[tuple[str, tuple[int, ...]], SuiteResult] = {}


def suite_for(folder: Path | None = None, seeds: int = len(SUITE_SEEDS)) -> SuiteResult:
    """`run_suite` on a dataset folder (default: the installed data) and the first `seeds` of the
    suite's private seeds, once per process."""
    if not 0 <= seeds <= len(SUITE_SEEDS):
        raise ValueError(f"seeds must be 0..{len(SUITE_SEEDS)}, not {seeds}")
    chosen = SUITE_SEEDS[:seeds]
    key = (str(folder.resolve()) if folder else "", chosen)
    if key not in _RESULTS:
        snapshots = {split: load_snapshot(folder, split) for split in SPLITS}
        tasks = {split: load_tasks(split, folder) for split in SPLITS}
        for seed in chosen:
            snapshots[seed_name(seed)], tasks[seed_name(seed)] = seed_split(seed)
        _RESULTS[key] = run_suite(snapshots, tasks)
    return _RESULTS[key]


def _rate(line: Line, split: str) -> str:
    return f"{line.rate(split) * 100:.1f} %"


def _cell(line: Line, split: str) -> str:
    if split not in line.solved:
        return "-"
    text = f"{_rate(line, split)} ({line.solved[split]}/{line.total[split]})"
    if split not in line.ceiling:
        return text
    limit = "= 100" if line.exact else f"<= {line.ceiling[split] * 100:.1f}"
    return f"{text} {limit}" if line.within(split) else f"**{text} > {line.ceiling[split] * 100:.1f}**"


def console(result: SuiteResult) -> str:
    """One line per suite line: the shipped eval figure, the worst seed's figure (named), the verdict."""
    width = max(len(line.name) for line in result.lines)
    out = [f"{'line':<{width}}  {'eval (ceiling)':<22}  {'worst seed (ceiling)':<34}  verdict"]
    for line in result.lines:
        cells = []
        for split in [EVAL, line.worst(result.seeds)]:
            if split is None or split not in line.solved:
                cells.append("-")
                continue
            limit = "=100" if line.exact else (f"{line.ceiling[split] * 100:.1f}" if split in line.ceiling else "-")
            name = "" if split == EVAL else f"{split}: "
            cells.append(f"{name}{_rate(line, split)} ({limit})")
        out.append(f"{line.name:<{width}}  {cells[0]:<22}  {cells[1]:<34}  {'ok' if line.ok else 'OVER'}")
    over = result.over
    out.append(f"{len(result.lines) - len(over)} of {len(result.lines)} lines within their ceilings"
               + (f"; over: {', '.join(line.name for line in over)}" if over else ""))
    return "\n".join(out) + "\n"


def markdown(result: SuiteResult) -> str:
    c = result.classifier
    seeds = ", ".join(result.seeds) or "none"
    out = ["# The shortcut suite: learning the generator instead of the job", "",
           f"Regenerate with `invoice-env shortcuts --out evals/shortcuts.md` (seeds: {seeds}; exit code 1 when a",
           "line is over its ceiling on any split). Policies are scored by the real grader on every task of",
           "every split: the shipped train and eval splits and the eval splits the suite draws itself from",
           "its private seeds (`agents/shortcuts/seeds.py`, the shipped eval snapshot). Where a policy books,",
           "GL account and VAT code are right for the PO it picked, so only its stand-ins are measured.",
           "Each cell: score (solved/total) and the ceiling on that split; **bold** = over its ceiling.", "",
           "| line | kind | " + " | ".join(result.splits) + " | within |",
           "|---|---|" + "---|" * len(result.splits) + "---|"]
    for line in result.lines:
        out.append(f"| {line.name} | {line.kind} | " + " | ".join(_cell(line, s) for s in result.splits)
                   + f" | {'yes' if line.ok else 'NO'} |")
    out += ["", "## Ceilings", "",
            f"- classifiers: that split's majority share + {CLASSIFIER_MARGIN * 100:.0f} points (for book vs flag "
            "the majority of the two). Gradient boosting fit on train: its train figure is in-sample.",
            f"- `skip-<rule>`: the share of that split's tasks where the rule does not decide + {SKIP_MARGIN * 100:.0f} "
            "points (it decides a task when leaving it out of the policy, `policy.decide(..., skip={rule})`, "
            "changes the decision; for the fit test every open PO then fits). The plain lines use the "
            "written shortcuts of `agents/shortcuts/policies.py`; the `(learned)` lines a decision tree "
            f"(depth {LEARNED_DEPTH}) over the superficial features; `(boosted)` a gradient-boosting stand-in over "
            "every observable but the rule's decisive input (table below); the other names are the written "
            "proxies of `agents/shortcuts/written.py`. Learned lines are fit on train: their train figure is "
            "in-sample and held to nothing.",
            f"- `all-shortcuts`, `all-proxies` (all five rules) and `careless` (the duplicate check, the fit test and "
            f"the 2 % rule): {ALL_SHORTCUTS_CEILING * 100:.0f} %; `careful` (the written policy on the agent's "
            "observations) and `oracle` must score 100 %.",
            "- eval suppliers seen from train: 0 (eval column: eval tasks whose supplier a train observation "
            "shows; train column: train observations showing such a supplier).",
            "", "## Combined agents", "",
            "`(boosted)` uses the boosted stand-in for every skipped rule, `(written)` per rule the written "
            "proxy whose skip line scores highest on the shipped eval split, `(best stand-ins)` per rule the stand-in whose skip line scores highest on the shipped eval "
            "split (the optimistic adversary: chosen where it is then scored; the seeds are untouched by the "
            "choice). Best per rule: " + ", ".join(f"{rule}: {s.name}" for rule, s in result.best.items()) + ". "
            "The notes below name each combined line's stand-ins.", ""]
    out += [f"- {line.name}: {line.note}" for line in result.lines if line.kind == "combined"]
    out += [
            "", "## Decisive inputs withheld from each rule's stand-in", "",
            "A name is withheld as a plain feature and under every PO prefix (`printed.`, `picked.`, `cand.`). "
            "The `surface + proxies` classifiers withhold all of them.", "",
            "| rule | withheld | why |", "|---|---|---|"]
    out += [f"| {rule} | `{name}` | {why} |" for rule, names in DECISIVE.items() for name, why in names.items()]
    out += ["", "## Surface classifier models (5 outcomes, accuracy on the shipped eval)", ""]
    out += [f"- {name}: {acc * 100:.1f} %" for name, acc in c.per_model.items()]
    out += ["", "Most important features (random forest): "
            + ", ".join(f"`{name}` {value:.3f}" for name, value in c.importances) + ".",
            "", "## Branches of the written policy (tasks per split; each should occur in every split)", "",
            "| branch | " + " | ".join(result.branch_shares) + " |", "|---|" + "---|" * len(result.branch_shares)]
    names = list(BRANCHES) + sorted(set().union(*result.branch_shares.values()) - set(BRANCHES))
    out += [f"| {b} | " + " | ".join(str(shares[b]) for shares in result.branch_shares.values()) + " |" for b in names]
    out += ["", "## Superficial features", "",
            "What the agent observes (prompt, document text, the reader's parse, PO searches by supplier VAT",
            "and by printed reference), none a policy quantity. -999 = not applicable.", ""]
    out += [f"- `{name}`: {text}" for name, text in documentation()]
    out += ["", "## Proxy features (the stronger adversary)", "",
            "Invoice- and supplier-level proxies (`agents/shortcuts/proxies.py`):", ""]
    out += [f"- `{name}`: {text}" for name, (text, _) in PROXIES.items()]
    out += ["", "Features of one PO against the invoice, as `printed.<name>` (the printed PO), `picked.<name>` "
            "(the PO a policy holds the 2 % rule against) and `cand.<name>` (each fit candidate):", ""]
    out += [f"- `{name}`: {text}" for name, text in PO_FEATURES.items()]
    return "\n".join(out) + "\n"
