"""Learned stand-ins: per rule, gradient boosting over every observable but the rule's decisive input.

- duplicate, supplier, status: a classifier over the observation's row (superficial features,
  proxies, the printed PO's features) answering the rule's question ("does it flag here?");
- tolerance: the same plus the features of the PO the policy holds rule 5 against (`picked.`);
- fit: a per-candidate scorer (each open PO with something left, `cand.` features next to the
  observation's) trained on which candidate was the policy's PO; it picks the best-scoring
  candidate when its score reaches a threshold chosen on out-of-fold scores, else flags.
Each is fit on the train tasks that reach its rule, labels from the goals (labels.py), with
`DECISIVE[rule]` withheld."""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import lru_cache
from typing import Callable

from invoice_env.agents.shortcuts.decisive import withheld
from invoice_env.agents.shortcuts.features import View
from invoice_env.agents.shortcuts.labels import policy_po, rule_answer
from invoice_env.agents.shortcuts.observations import Observation
from invoice_env.agents.shortcuts.policies import Picker, Shortcut
from invoice_env.agents.shortcuts.proxies import candidates
from invoice_env.agents.shortcuts.rows import CAND_NAMES, OBS_NAMES, PICKED_NAMES, obs_row, po_row
from invoice_env.episode.checks import Rule
from invoice_env.episode.policy import RULES
from invoice_env.world.models import PurchaseOrderView

SEED = 0
FOLDS = 5


@lru_cache(maxsize=None)
def columns(rule: str) -> tuple[str, ...]:
    """The features a rule's stand-in sees: all of its row's but the rule's decisive input."""
    extra = PICKED_NAMES if rule == Rule.TOLERANCE else CAND_NAMES if rule == Rule.FIT else ()
    return tuple(n for n in OBS_NAMES + extra if not withheld(n, (rule,)))


def _row(rule: str, obs: Observation, po: PurchaseOrderView | None) -> list[float]:
    row = dict(obs_row(obs))
    if rule == Rule.TOLERANCE:
        row |= po_row(obs, po, "picked.")
    elif rule == Rule.FIT:
        row |= po_row(obs, po, "cand.")
    return [row[n] for n in columns(rule)]


def booster():
    from sklearn.ensemble import GradientBoostingClassifier

    return GradientBoostingClassifier(random_state=SEED)


@dataclass
class Answerer:
    """A fitted classifier answering one rule's question, predictions cached per (observation, PO)."""

    rule: str
    model: object | None
    constant: bool = False
    cache: dict = field(default_factory=dict)

    def __call__(self, v: View, po: PurchaseOrderView | None) -> bool:
        if self.model is None:
            return self.constant
        key = (id(v.obs), po.po_number if po is not None else None)
        if key not in self.cache or self.cache[key][0] is not v.obs:
            self.cache[key] = (v.obs, bool(self.model.predict([_row(self.rule, v.obs, po)])[0]))
        return self.cache[key][1]


@dataclass
class CandidatePicker:
    """Rule 4's stand-in: the best-scoring candidate if its score reaches the threshold, else none."""

    model: object | None
    threshold: float
    cache: dict = field(default_factory=dict)

    def scores(self, obs: Observation) -> list[tuple[float, PurchaseOrderView]]:
        cands = candidates(View(obs)) if obs.facts is not None else []
        if not cands or self.model is None:
            return [(0.0, po) for po in cands]
        probs = self.model.predict_proba([_row(Rule.FIT, obs, po) for po in cands])[:, 1]
        return list(zip(map(float, probs), cands))

    def __call__(self, v: View) -> PurchaseOrderView | None:
        key = id(v.obs)
        if key not in self.cache or self.cache[key][0] is not v.obs:
            scored = self.scores(v.obs)
            best = max(scored, key=lambda p: (p[0], p[1].po_number), default=None)
            self.cache[key] = (v.obs, best[1] if best and best[0] >= self.threshold else None)
        return self.cache[key][1]


@dataclass
class StandIns:
    answers: dict[str, Shortcut]
    pick: Picker

    def top_features(self, rule: str, k: int = 8) -> list[tuple[str, float]]:
        """The `k` most important features of a rule's boosted stand-in (gradient boosting's
        feature_importances_, names from `columns(rule)`); empty where it learned a constant."""
        model = self.pick.model if rule == Rule.FIT else getattr(self.answers[rule], "model", None)
        if model is None:
            return []
        ranked = sorted(zip(columns(rule), map(float, model.feature_importances_)), key=lambda p: (-p[1], p[0]))
        return ranked[:k]


def _fit_answerer(rule: str, observations: list[Observation], labels: list[str]) -> Answerer:
    rows, answers = [], []
    for obs, outcome in zip(observations, labels):
        answer = rule_answer(rule, obs, outcome)
        if answer is None or obs.facts is None:
            continue
        po = policy_po(obs, outcome) if rule == Rule.TOLERANCE else obs.printed_po
        rows.append(_row(rule, obs, po))
        answers.append(answer)
    if not answers or all(answers) or not any(answers):
        return Answerer(rule, None, constant=bool(answers) and all(answers))
    return Answerer(rule, booster().fit(rows, answers))


def _threshold(best: list[tuple[float, bool, bool]]) -> float:
    """The score threshold that decides most fit tasks right: (best score, it is the target, a target
    exists) per task; picking needs score >= threshold."""
    options = sorted({s for s, _, _ in best} | {1.01})
    def right(t: float) -> int:
        return sum((s >= t and hit) or (s < t and not exists) for s, hit, exists in best)
    return max(options, key=lambda t: (right(t), -t))


def _fit_picker(observations: list[Observation], labels: list[str]) -> CandidatePicker:
    import numpy as np
    from sklearn.model_selection import GroupKFold

    rows, targets, groups, tasks = [], [], [], []
    for index, (obs, outcome) in enumerate(zip(observations, labels)):
        if rule_answer(Rule.FIT, obs, outcome) is None or obs.facts is None:
            continue
        target = policy_po(obs, outcome)
        cands = candidates(View(obs))
        tasks.append((index, target is not None, len(rows), len(cands)))
        for po in cands:
            rows.append(_row(Rule.FIT, obs, po))
            targets.append(target is not None and po.po_number == target.po_number)
            groups.append(index)
    if not rows or all(targets) or not any(targets):
        return CandidatePicker(None, 1.01)
    x, y, g = np.array(rows), np.array(targets), np.array(groups)
    oof = np.zeros(len(y))
    for train, test in GroupKFold(n_splits=FOLDS).split(x, y, g):
        if y[train].all() or not y[train].any():
            continue
        oof[test] = booster().fit(x[train], y[train]).predict_proba(x[test])[:, 1]
    best = []
    for _, exists, start, n in tasks:
        if n == 0:
            best.append((0.0, False, exists))
            continue
        scores = oof[start:start + n]
        i = int(scores.argmax())
        best.append((float(scores[i]), bool(y[start + i]), exists))
    return CandidatePicker(booster().fit(x, y), _threshold(best))


def learn_standins(observations: list[Observation], labels: list[str]) -> StandIns:
    """The boosted stand-ins, fit on the train observations and their outcome labels."""
    picker = _fit_picker(observations, labels)
    answers: dict[str, Callable] = {rule: _fit_answerer(rule, observations, labels)
                                    for rule in RULES if rule != Rule.FIT}
    answers[Rule.FIT] = lambda v, po: picker(v) is None
    return StandIns(answers, picker)
