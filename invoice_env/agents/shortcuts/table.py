"""What a suite run prints and writes: one console line per suite line (pooled figure with its 95 %
interval, pooled ceiling, the worst single split for information, the verdict) and the markdown
table with every draw's figures beside the pooled ones."""

from __future__ import annotations

from invoice_env.agents.shortcuts.adversary import COMBINED_CEILING
from invoice_env.agents.shortcuts.decisive import DECISIVE
from invoice_env.agents.shortcuts.draws import DEFAULT_DRAWS
from invoice_env.agents.shortcuts.features import documentation
from invoice_env.agents.shortcuts.lines import Line
from invoice_env.agents.shortcuts.proxies import PO_FEATURES, PROXIES
from invoice_env.agents.shortcuts.suite import (
    CLASSIFIER_MARGIN,
    LEARNED_DEPTH,
    SKIP_MARGIN,
    SuiteResult,
)
from invoice_env.episode.policy import BRANCHES


def _pct(value: float) -> str:
    return f"{value * 100:.1f} %"


def pooled_cell(line: Line) -> str:
    low, high = line.interval
    return f"{_pct(line.pooled_rate)} [{low * 100:.1f}-{high * 100:.1f}]"


def ceiling_cell(line: Line) -> str:
    return "= 100 % everywhere" if line.exact else f"<= {_pct(line.pooled_ceiling)}"


def console(result: SuiteResult) -> str:
    """The run seed, then one line per suite line, then the verdict."""
    width = max(len(line.name) for line in result.lines)
    out = [f"run seed {result.run_seed} (`invoice-env shortcuts --run-seed {result.run_seed}` draws the same "
           f"splits again): {', '.join(result.splits)}; {result.eval_tasks} eval tasks pooled",
           f"{'line':<{width}}  {'pooled [95 % interval]':<24}  {'ceiling':<20}  {'worst split (its ceiling)':<34}  verdict"]
    for line in result.lines:
        worst = line.worst()
        limit = "=100" if line.exact else f"{line.ceiling[worst] * 100:.1f}"
        cell = f"{worst}: {_pct(line.rate(worst))} ({limit})" if worst else "-"
        out.append(f"{line.name:<{width}}  {pooled_cell(line):<24}  {ceiling_cell(line):<20}  {cell:<34}  "
                   f"{'ok' if line.ok else 'OVER'}")
    for rule in result.draws[0].best:
        top = ", ".join(f"{name} {value:.2f}" for name, value in result.top_features(rule, 3))
        out.append(f"skip-{rule} (boosted) learned most from: {top or 'nothing (a constant answer)'}")
    over = result.over
    out.append(f"{len(result.lines) - len(over)} of {len(result.lines)} lines within their pooled ceilings"
               + (f"; over: {', '.join(line.name for line in over)}" if over else ""))
    return "\n".join(out) + "\n"


def _cell(line: Line, split: str) -> str:
    if split not in line.solved:
        return "-"
    text = f"{_pct(line.rate(split))}"
    return text if line.within(split) else f"*{text}*"


def markdown(result: SuiteResult) -> str:
    c = result.classifier
    draws = result.splits
    out = ["# The shortcut suite: learning the generator instead of the job", "",
           f"Regenerate with `invoice-env shortcuts --run-seed {result.run_seed} --out evals/shortcuts.md` "
           f"(without `--run-seed` a run draws {DEFAULT_DRAWS} new private seeds; exit code 1 when a line's pooled "
           "figure is over its pooled ceiling).",
           "",
           f"Draws: {', '.join(draws)}. Each draw is a train split (800 tasks, where the learned parts are fit) and an "
           f"eval split (240 tasks, where every line is scored by the real grader on every task); {result.eval_tasks} "
           "eval tasks pooled. The shipped splits are one draw among the others. A line's verdict is its pooled "
           "figure against its ceiling pooled the same way; the 95 % interval is Wilson's. Per-draw figures are for "
           "information (one 240-task split moves a line by about three points on its own); *italics*: that draw "
           "alone is over the ceiling. Where a policy books, GL account and VAT code are right for the PO it "
           "picked, so only its stand-ins are measured.", "",
           "| line | kind | pooled [95 % interval] | ceiling | within | " + " | ".join(draws) + " |",
           "|---|---|---|---|---|" + "---|" * len(draws)]
    for line in result.lines:
        out.append(f"| {line.name} | {line.kind} | {pooled_cell(line)} | {ceiling_cell(line)} | "
                   f"{'yes' if line.ok else '**NO**'} | " + " | ".join(_cell(line, s) for s in draws) + " |")
    out += ["", "## Ceilings", "",
            f"- classifiers: the majority share + {CLASSIFIER_MARGIN * 100:.0f} points (for book vs flag the "
            "majority of the two), per draw, pooled. Fit on the draw's train split.",
            f"- `skip-<rule>`: the share of tasks where the rule does not decide + {SKIP_MARGIN * 100:.0f} points, "
            "pooled (it decides a task when leaving it out of the policy, `policy.decide(..., skip={rule})`, "
            "changes the decision; for the fit test every open PO then fits). The plain lines use the written "
            "shortcuts of `agents/shortcuts/policies.py`; the `(learned)` lines a decision tree "
            f"(depth {LEARNED_DEPTH}) over the superficial features; `(boosted)` a gradient-boosting stand-in over "
            "every observable but the rule's decisive input (table below); the other names are the written "
            "proxies of `agents/shortcuts/written.py`.",
            f"- `all-shortcuts`, `all-proxies` (all five rules) and `careless` (the duplicate check, the fit test and "
            f"the 2 % rule): {COMBINED_CEILING * 100:.0f} %; `careful` (the written policy on the agent's "
            "observations), the reference agent (through the tools, a fresh rollout per task) and `oracle` must "
            "score 100 % on every task of every draw (train splits included).",
            "- eval suppliers seen from train: 0.",
            "", "## Combined agents", "",
            "`(boosted)` uses the boosted stand-in for every skipped rule, `(written)` per rule the written proxy "
            "whose skip line scores highest on the draw's eval split, `(best stand-ins)` per rule the stand-in "
            "whose skip line scores highest there (the optimistic adversary: chosen where it is then scored).", ""]
    out += ["| draw | " + " | ".join(result.draws[0].best) + " |", "|---|" + "---|" * len(result.draws[0].best)]
    out += [f"| {d.name} | " + " | ".join(d.best.values()) + " |" for d in result.draws]
    out += ["", "## What each boosted stand-in learned from", "",
            "Each rule's boosted stand-in's most important features (gradient boosting's importances, mean over "
            "the draws; a feature outside a draw's top 8 counts 0 there): where a tell shows, it shows here first.", "",
            "| rule | features (importance) |", "|---|---|"]
    out += [f"| {rule} | " + ", ".join(f"`{name}` {value:.2f}" for name, value in result.top_features(rule)) + " |"
            for rule in result.draws[0].best]
    out += ["", "## Decisive inputs withheld from each rule's stand-in", "",
            "A name is withheld as a plain feature and under every PO prefix (`printed.`, `picked.`, `cand.`). "
            "The `surface + proxies` classifiers withhold all of them.", "",
            "| rule | withheld | why |", "|---|---|---|"]
    out += [f"| {rule} | `{name}` | {why} |" for rule, names in DECISIVE.items() for name, why in names.items()]
    out += ["", f"## Surface classifier models (5 outcomes, accuracy on the {draws[0]} draw's eval split)", ""]
    out += [f"- {name}: {_pct(acc)}" for name, acc in c.per_model.items()]
    if c.cv_accuracy is not None:
        out += ["", f"The best ({c.model}) in 5-fold cross-validation on train: {_pct(c.cv_accuracy)}."]
    out += ["", "Most important features (random forest): "
            + ", ".join(f"`{name}` {value:.3f}" for name, value in c.importances) + ".",
            "", "## Branches of the written policy (eval tasks per draw; each should occur in every draw)", "",
            "| branch | " + " | ".join(draws) + " |", "|---|" + "---|" * len(draws)]
    shares = [d.branch_shares for d in result.draws]
    names = list(BRANCHES) + sorted(set().union(*shares) - set(BRANCHES))
    out += [f"| {b} | " + " | ".join(str(s[b]) for s in shares) + " |" for b in names]
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
