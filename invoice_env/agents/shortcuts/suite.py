"""The shortcut suite on one draw: tries to learn the generator instead of the job, as a model under
RL would. Learners are fit on the draw's train split; every line is scored by the real grader on
every task of its eval split. `pool.py` runs the draws (the shipped splits and fresh private seeds)
and pools each line over them; its verdict is the pooled figure against the pooled ceiling.

- the first suite: one policy per rule that skips it, with a written shortcut and with a learned one
  (a shallow tree per rule over superficial features) in its place; `careless` and `all-shortcuts`;
  the best of four classifiers on the superficial features;
- the stronger adversary (adversary.py): per rule a boosted stand-in over every observable but the
  rule's decisive input (decisive.py) and written proxies (written.py); combined careless and
  all-proxies agents from them; gradient-boosting classifiers on surface and on proxy features, for
  book vs flag and for the 5 outcomes;
- the cheap rules under their own ceilings; no eval supplier visible from a train observation;
- the written policy on the observations and the reference agent through the tools: 100 % of every
  task of both splits.

Ceilings: a skip-rule line at most the share of tasks where that rule does not decide + 3 points,
careless and combined agents at most 55 %, a classifier at most the split's majority share + 5
points. Observations come through the real tools (observations.py); the oracle's branch (which
rule decided) is scoring, never a feature."""

from __future__ import annotations

import time
from collections import Counter
from dataclasses import dataclass, field
from typing import Callable, Mapping, Sequence

from invoice_env.agents.baselines import solve_count
from invoice_env.agents.cheap_rules import score_rules
from invoice_env.agents.shortcuts.adversary import (CLASSIFIER_MARGIN, COMBINED_CEILING, SKIP_MARGIN, SplitData, Splits,
                                                    adversary_lines)
from invoice_env.agents.shortcuts.branches import branches, decides
from invoice_env.agents.shortcuts.features import FEATURE_NAMES, UNREADABLE, matrix
from invoice_env.agents.shortcuts.labels import label, rule_answer
from invoice_env.agents.shortcuts.lines import TRAIN, Line
from invoice_env.agents.shortcuts.observations import Observation, collect_all
from invoice_env.agents.shortcuts.policies import POLICIES, RULES, SHORTCUTS, Shortcut, act
from invoice_env.agents.shortcuts.standins import SEED
from invoice_env.episode.grader import grade
from invoice_env.world.identifiers import normalize_vat
from invoice_env.world.models import Task

__all__ = ["branches", "decides", "label", "rule_answer", "Line"]

ALL_SHORTCUTS_CEILING = COMBINED_CEILING
LEARNED_DEPTH = 4
LEARNED = " (learned)"


@dataclass(frozen=True)
class ClassifierResult:
    model: str
    eval_accuracy: float
    cv_accuracy: float | None
    """The chosen model's 5-fold accuracy on train (the shipped draw only; None elsewhere)."""
    majority: float
    per_model: dict[str, float]
    importances: list[tuple[str, float]] = field(default_factory=list)
    correct: int = 0
    total: int = 0


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
             eval_labels: list[str], cross_validate: bool = True) -> ClassifierResult:
    """Train each model on train, score on eval; report the best on eval (the optimistic choice)."""
    import numpy as np
    from sklearn.base import clone
    from sklearn.model_selection import StratifiedKFold, cross_val_score

    x_train, x_eval = np.array(matrix(train_obs)), np.array(matrix(eval_obs))
    y_train, y_eval = np.array(train_labels), np.array(eval_labels)
    scores, correct, fitted = {}, {}, {}
    for name, model in _models().items():
        fitted[name] = model.fit(x_train, y_train)
        correct[name] = int((model.predict(x_eval) == y_eval).sum())
        scores[name] = correct[name] / len(y_eval)
    best = max(scores, key=lambda n: (scores[n], n))
    cv = None
    if cross_validate:
        folds = StratifiedKFold(n_splits=5, shuffle=True, random_state=SEED)
        cv = float(cross_val_score(clone(_models()[best]), x_train, y_train, cv=folds).mean())
    majority = Counter(eval_labels).most_common(1)[0][1] / len(eval_labels)
    forest = fitted["random forest"]
    names = (UNREADABLE,) + FEATURE_NAMES
    ranked = sorted(zip(names, forest.feature_importances_), key=lambda p: (-p[1], p[0]))[:10]
    return ClassifierResult(best, scores[best], cv, majority, scores, [(n, float(i)) for n, i in ranked],
                            correct[best], len(y_eval))


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


def cheap_rule_lines(snapshots: Mapping[str, bytes], splits: Splits) -> list[Line]:
    """The cheap rules on every split (`snapshots` by split name)."""
    by_rule: dict[str, dict] = {}
    for split, (tasks, _, _) in splits.items():
        for score in score_rules(snapshots[split], tasks, split):
            entry = by_rule.setdefault(score.rule, {"solved": {}, "total": {}, "ceiling": {}})
            entry["solved"][split], entry["total"][split] = score.solved, score.total
            entry["ceiling"][split] = score.ceiling
    return [Line(rule, "cheap rule", e["solved"], e["total"], e["ceiling"], exact=1.0 in e["ceiling"].values())
            for rule, e in by_rule.items()]


def _vat_keys(obs: Observation) -> set[str]:
    return {normalize_vat(po.supplier.vat_number) for po in obs.supplier_pos + obs.printed_pos}


HELD_OUT = "eval suppliers seen from train"


def held_out_line(train: SplitData, name: str, scored: SplitData) -> Line:
    """Held-out suppliers must appear in no train-visible row: the draw's eval tasks whose supplier
    some observation of its train split shows."""
    _, train_obs, _ = train
    _, eval_obs, _ = scored
    seen_in_train = set().union(*map(_vat_keys, train_obs))
    visible = sum(bool(obs.facts) and normalize_vat(obs.facts.supplier_vat) in seen_in_train for obs in eval_obs)
    return Line(HELD_OUT, "held-out split", {name: visible}, {name: len(eval_obs)}, {name: 0.0})


REFERENCE = "reference agent (through the tools)"


def exact_lines(name: str, snapshots: Mapping[str, bytes], data: Mapping[str, SplitData],
                reference: Mapping[str, int] | None = None) -> list[Line]:
    """What must solve every task of both splits: the written policy on the observations, and the
    reference agent through the real tools (a fresh rollout per task; `reference` holds its solved
    counts per split when they were counted before), each graded by the real grader. Split names:
    the draw's (eval) and "<draw> train"."""
    names = {split: name if split != TRAIN else f"{name} {TRAIN}" for split in data}
    careful = {names[split]: sum(int(grade(act(obs).outcome(obs), task.goal).reward)
                                 for task, obs in zip(tasks, observations))
               for split, (tasks, observations, _) in data.items()}
    reference = {names[split]: (reference[split] if reference else solve_count("reference", snapshots[split], tasks))
                 for split, (tasks, _, _) in data.items()}
    total = {names[split]: len(tasks) for split, (tasks, _, _) in data.items()}
    full = {split: 1.0 for split in total}
    return [Line("careful", "written policy", careful, total, full, exact=True),
            Line(REFERENCE, "reference agent", reference, total, full, exact=True)]


SURFACE_MODELS = "classifier 5 outcomes (surface, best of 4 models)"


@dataclass(frozen=True)
class DrawResult:
    """One draw measured: its lines, held on its eval split (named after the draw)."""

    name: str
    lines: list[Line]
    branch_shares: Counter
    """Tasks of the eval split per branch of the written policy."""
    best: dict[str, str]
    """rule -> the stand-in the `(best stand-ins)` agents used (the best on this draw's eval)."""
    classifier: ClassifierResult
    top_features: dict[str, list[tuple[str, float]]] = field(default_factory=dict)
    """rule -> its boosted stand-in's most important features on this draw (name, importance)."""
    seconds: float = 0.0


Report = Callable[[str], None]


def measure_draw(name: str, snapshots: Mapping[str, bytes], tasks: Mapping[str, Sequence[Task]],
                 observations: Mapping[str, list[Observation]] | None = None, cross_validate: bool = False,
                 report: Report | None = None, reference: Mapping[str, int] | None = None) -> DrawResult:
    """Every line on one draw: learners fit on its "train" split, every line scored on its "eval"
    split (renamed `name`). `observations` replaces the collected ones (to plant a regularity);
    `reference`: the reference agent's solved counts per split, if counted already."""
    started = time.perf_counter()
    say = report or (lambda text: None)
    data: dict[str, SplitData] = {}
    for split in (TRAIN, "eval"):
        split_tasks = list(tasks[split])
        seen = observations[split] if observations else collect_all({split: snapshots[split]}, split_tasks)
        scored_here = split != TRAIN  # only a scored split needs the oracle's branches (its ceilings)
        data[split] = (split_tasks, seen, branches({split: snapshots[split]}, split_tasks) if scored_here else [])
    train, scored = data[TRAIN], {name: data["eval"]}
    train_tasks, train_obs, _ = train
    eval_tasks, eval_obs, eval_branches = data["eval"]
    labels = [label(t) for t in train_tasks]
    say("observed; fitting the learners")
    surface = classify(train_obs, labels, eval_obs, [label(t) for t in eval_tasks], cross_validate)
    learned = learn_shortcuts(train_obs, labels)
    adversary, best, top = adversary_lines(train, scored, on=name)
    say("learners fitted and their lines scored")
    surface_line = Line(SURFACE_MODELS, "classifier", {name: surface.correct}, {name: surface.total},
                        {name: surface.majority + CLASSIFIER_MARGIN}, note=f"best on this draw: {surface.model}")
    counted = {name: reference["eval"], TRAIN: reference[TRAIN]} if reference else None
    lines = (exact_lines(name, {name: snapshots["eval"], TRAIN: snapshots[TRAIN]}, scored | {TRAIN: train}, counted)
             + [line for line in policy_lines(scored) if line.name != "careful"]
             + policy_lines(scored, learned, LEARNED) + [surface_line] + adversary
             + cheap_rule_lines({name: snapshots["eval"]}, scored) + [held_out_line(train, name, data["eval"])])
    return DrawResult(name, lines, Counter(eval_branches), {rule: s.name for rule, s in best.items()}, surface,
                      top, time.perf_counter() - started)


@dataclass(frozen=True)
class SuiteResult:
    lines: list[Line]
    """Each line pooled over the draws: held on every draw's eval split."""
    draws: list[DrawResult]
    run_seed: int | None = None
    seconds: float = 0.0

    @property
    def splits(self) -> list[str]:
        """The eval splits in table order, one per draw (the shipped one first)."""
        return [draw.name for draw in self.draws]

    @property
    def classifier(self) -> ClassifierResult:
        """The surface models on the first draw (the shipped splits, cross-validated on train)."""
        return self.draws[0].classifier

    @property
    def ok(self) -> bool:
        return all(line.ok for line in self.lines)

    @property
    def over(self) -> list[Line]:
        return [line for line in self.lines if not line.ok]

    def top_features(self, rule: str, k: int = 8) -> list[tuple[str, float]]:
        """A rule's boosted stand-ins' most important features, by importance summed over the draws
        (a feature outside a draw's top counts 0 there) and divided by the draws."""
        summed: Counter = Counter()
        for draw in self.draws:
            for name, importance in draw.top_features.get(rule, []):
                summed[name] += importance
        return sorted(((n, v / len(self.draws)) for n, v in summed.items()), key=lambda p: (-p[1], p[0]))[:k]

    @property
    def eval_tasks(self) -> int:
        return sum(sum(draw.branch_shares.values()) for draw in self.draws)


def pooled(draws: Sequence[DrawResult], run_seed: int | None = None, seconds: float = 0.0) -> SuiteResult:
    """The draws' lines side by side, each pooled over every draw it was measured on."""
    names = [draw.name for draw in draws]
    if len(set(names)) != len(names):
        raise ValueError(f"a draw was measured twice: {names}")
    lines = [[line.name for line in draw.lines] for draw in draws]
    if any(names != lines[0] for names in lines):
        raise ValueError("the draws were measured by different code (their lines differ); run the suite again")
    merged: dict[str, Line] = {}
    for draw in draws:
        for line in draw.lines:
            merged[line.name] = merged[line.name].merged(line) if line.name in merged else line
    return SuiteResult(list(merged.values()), list(draws), run_seed, seconds)


def run_suite(snapshots: Mapping[str, bytes], tasks_by_split: Mapping[str, Sequence[Task]],
              observations: Mapping[str, list[Observation]] | None = None) -> SuiteResult:
    """The suite on one draw given as its "train" and "eval" splits (its eval split named "eval")."""
    return pooled([measure_draw("eval", snapshots, tasks_by_split, observations)])
