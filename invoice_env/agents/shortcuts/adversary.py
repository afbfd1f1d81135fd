"""The stronger adversary's lines: boosted stand-ins and written proxies per rule, combined careless
and all-proxies agents, and the classifiers on surface and on proxy features (book vs flag, the 5
outcomes). Every policy line is graded by the real grader on every task of every split it is given.

Ceilings per split: a skip-rule line at most the share of that split's tasks where the rule does not
decide + 3 points; a combined agent at most 55 %; a classifier at most that split's majority share
+ 5 points. A learned line (boosted stand-ins, classifiers) was fit on train: its train figure is
in-sample and held to nothing."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from typing import Callable, Mapping, Sequence

from invoice_env.agents.shortcuts.branches import decides
from invoice_env.agents.shortcuts.decisive import ALL_DECISIVE, base_name
from invoice_env.agents.shortcuts.labels import label
from invoice_env.agents.shortcuts.lines import Line
from invoice_env.agents.shortcuts.observations import Observation
from invoice_env.agents.shortcuts.policies import SHORTCUTS, Action, Picker, Shortcut, act
from invoice_env.agents.shortcuts.rows import OBS_NAMES, SURFACE_NAMES, obs_row
from invoice_env.agents.shortcuts.standins import StandIns, booster, learn_standins
from invoice_env.agents.shortcuts.written import PICKERS, WRITTEN
from invoice_env.episode.grader import grade
from invoice_env.episode.checks import Part, Rule
from invoice_env.episode.policy import RULES
from invoice_env.world.models import Task

SKIP_MARGIN = 0.03
COMBINED_CEILING = 0.55
CLASSIFIER_MARGIN = 0.05
BOOSTED = "boosted"
CARELESS = frozenset({Rule.DUPLICATE, Rule.FIT, Rule.TOLERANCE})
COMBINED = {"careless": CARELESS, "all-proxies": frozenset(RULES)}

SplitData = tuple[list[Task], list[Observation], list[str]]
"""One split's tasks, their observations and the oracle's branch of each."""
Splits = Mapping[str, SplitData]
"""split name -> its data; a split named "train" is scored for information only (in-sample)."""


@dataclass(frozen=True)
class StandIn:
    """One way to answer a rule without its decisive input: a shortcut and, for the fit test, a picker."""

    name: str
    shortcut: Shortcut
    pick: Picker | None = None


def standin_options(learned: StandIns) -> dict[str, list[StandIn]]:
    """Per rule: the boosted stand-in, then each written proxy."""
    out: dict[str, list[StandIn]] = {}
    for rule in RULES:
        options = [StandIn(BOOSTED, learned.answers[rule], learned.pick if rule == Rule.FIT else None)]
        for name, shortcut in WRITTEN[rule].items():
            options.append(StandIn(name, shortcut, PICKERS.get(name) if rule == Rule.FIT else None))
        out[rule] = options
    return out


def policy(skip: frozenset[str], chosen: Mapping[str, StandIn]) -> Callable[[Observation], Action]:
    shortcuts = dict(SHORTCUTS) | {rule: s.shortcut for rule, s in chosen.items()}
    pick = chosen[Rule.FIT].pick if Rule.FIT in chosen else None
    return lambda obs: act(obs, skip, shortcuts, pick)


def _solved(tasks: Sequence[Task], observations: Sequence[Observation], run: Callable[[Observation], Action]) -> int:
    return sum(int(grade(run(obs).outcome(obs), task.goal).reward) for task, obs in zip(tasks, observations))


def _skip_ceiling(tasks: Sequence[Task], rule: str) -> float:
    return sum(not decides(task, rule) for task in tasks) / len(tasks) + SKIP_MARGIN


def _policy_line(name: str, kind: str, splits: Splits, run, ceiling: Callable[[Sequence[Task]], float],
                 learned: bool, note: str = "") -> Line:
    solved, total, limit = {}, {}, {}
    for split, (tasks, observations, _) in splits.items():
        solved[split], total[split] = _solved(tasks, observations, run), len(tasks)
        if not (learned and split == "train"):
            limit[split] = ceiling(tasks)
    return Line(name, kind, solved, total, limit, note=note)


WITHHELD_INPUT = {Rule.FIT: Part.QUANTITY}
"""Rules whose stand-ins withhold one input only (see decisive.py): held to that input's "nothing in
its place" share. Rule 4's stand-ins see the article numbers and withhold the quantities, so their
ceiling is the article-only fit test's (`policy.decide(..., skip={"quantity"})`) + 3 points."""


def standin_line(splits: Splits, rule: str, s: StandIn) -> Line:
    """The rule skipped, the stand-in in its place, on every split."""
    held_to = WITHHELD_INPUT.get(rule, rule)
    note = f"held to the {held_to} input's ceiling (it sees the article numbers)" if held_to != rule else ""
    return _policy_line(f"skip-{rule} ({s.name})", "boosted stand-in" if s.name == BOOSTED else "written proxy",
                        splits, policy(frozenset({rule}), {rule: s}), lambda tasks: _skip_ceiling(tasks, held_to),
                        s.name == BOOSTED, note)


def standin_lines(splits: Splits, options: dict[str, list[StandIn]]) -> list[Line]:
    """One line per rule and stand-in."""
    return [standin_line(splits, rule, s) for rule in RULES for s in options[rule]]


def best_per_rule(lines: list[Line], options: dict[str, list[StandIn]], on: str,
                  written_only: bool = False) -> dict[str, StandIn]:
    """The best stand-in per rule (of the written ones only, if asked) by its skip line's score on
    split `on` (the optimistic adversary: chosen on the eval split where it is then scored). Ties go
    to the earlier option (boosted first)."""
    by_name = {line.name: line for line in lines}
    out = {}
    for rule in RULES:
        pool = [s for s in options[rule] if not (written_only and s.name == BOOSTED)]
        out[rule] = max(pool, key=lambda s: (by_name[f"skip-{rule} ({s.name})"].solved[on], -pool.index(s)))
    return out


def combined_lines(splits: Splits, options: dict[str, list[StandIn]], best: dict[str, StandIn],
                   written: dict[str, StandIn]) -> list[Line]:
    """careless (duplicate, fit and 2 % rule skipped) and all-proxies (all five), each from the boosted
    stand-ins, from the best written proxy per rule, and from the best stand-in per rule."""
    lines = []
    for name, skip in COMBINED.items():
        variants = {
            BOOSTED: ({r: options[r][0] for r in skip}, True),
            "written": ({r: written[r] for r in skip}, False),
            "best stand-ins": ({r: best[r] for r in skip}, any(best[r].name == BOOSTED for r in skip)),
        }
        for variant, (chosen, learned) in variants.items():
            note = ", ".join(f"{r}: {chosen[r].name}" for r in RULES if r in chosen)
            lines.append(_policy_line(f"{name} ({variant})", "combined", splits, policy(skip, chosen),
                                      lambda tasks: COMBINED_CEILING, learned, note))
    return lines


FEATURE_SETS = {
    "surface": SURFACE_NAMES,
    "surface + proxies": tuple(n for n in OBS_NAMES if base_name(n) not in ALL_DECISIVE),
}
"""The classifiers' inputs: the superficial features; those plus every proxy but any rule's decisive input."""
TARGETS: dict[str, Callable[[str], str]] = {
    "book vs flag": lambda outcome: "book" if outcome == "book" else "flag",
    "5 outcomes": lambda outcome: outcome,
}


def classifier_lines(train: SplitData, splits: Splits) -> list[Line]:
    """Gradient boosting fit on `train`, accuracy per split against that split's majority share + 5 points."""
    lines = []
    train_tasks, train_obs, _ = train
    for set_name, names in FEATURE_SETS.items():
        def matrix(observations, names=names):
            return [[obs_row(o)[n] for n in names] for o in observations]
        x_train = matrix(train_obs)
        for target_name, target in TARGETS.items():
            model = booster().fit(x_train, [target(label(t)) for t in train_tasks])
            solved, total, limit = {}, {}, {}
            for split, (tasks, observations, _) in splits.items():
                truth = [target(label(t)) for t in tasks]
                predicted = model.predict(matrix(observations))
                solved[split], total[split] = int(sum(p == y for p, y in zip(predicted, truth))), len(tasks)
                if split != "train":
                    limit[split] = Counter(truth).most_common(1)[0][1] / len(truth) + CLASSIFIER_MARGIN
            lines.append(Line(f"classifier {target_name} ({set_name})", "classifier", solved, total, limit))
    return lines


COMBINED_VARIANTS = (BOOSTED, "written", "best stand-ins")


def line_names() -> list[str]:
    """Every line `adversary_lines` returns, by name, in order."""
    return ([f"skip-{rule} ({name})" for rule in RULES for name in (BOOSTED, *WRITTEN[rule])]
            + [f"{c} ({v})" for c in COMBINED for v in COMBINED_VARIANTS]
            + [f"classifier {t} ({f})" for f in FEATURE_SETS for t in TARGETS])


TOP_FEATURES = 8
"""How many of each boosted stand-in's most important features a draw reports."""


def adversary_lines(train: SplitData, splits: Splits, on: str
                    ) -> tuple[list[Line], dict[str, StandIn], dict[str, list[tuple[str, float]]]]:
    """Every line of the stronger adversary, fit on `train` and scored on each of `splits`; the best
    stand-in per rule the combined agents used (chosen by its score on split `on`); and each rule's
    boosted stand-in's most important features."""
    train_tasks, train_obs, _ = train
    learned = learn_standins(train_obs, [label(t) for t in train_tasks])
    options = standin_options(learned)
    singles = standin_lines(splits, options)
    best = best_per_rule(singles, options, on)
    written = best_per_rule(singles, options, on, written_only=True)
    top = {rule: learned.top_features(rule, TOP_FEATURES) for rule in RULES}
    return singles + combined_lines(splits, options, best, written) + classifier_lines(train, splits), best, top
