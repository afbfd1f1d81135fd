"""Measure `invoice-env case new` and `case check` on the blind corpus (issue 38, items 8 and 9).

    python evals/blind_corpus/measure.py            # the table, as markdown
    python evals/blind_corpus/measure.py --details  # and every field that is not right
    python evals/blind_corpus/measure.py --corpus evals/blind_corpus_2   # another corpus of the same form

For each invoice, `case new` writes a case.toml; each [invoice] fact is compared with the truth in
cases/NAME/case.toml: right, wrong (a value written that is not the truth) or TODO (left to the user).
Then `case check` runs on each correct case (must accept) and each hostile one (must refuse), one at a time."""

from __future__ import annotations

import shutil
import sys
import tempfile
import tomllib
from dataclasses import dataclass, field
from decimal import Decimal
from pathlib import Path

HERE = Path(__file__).resolve().parent
CORPUS = HERE
"""The corpus measured: a folder with cases/ and hostile/ (this one unless --corpus DIR names another)."""
FIELDS = ("supplier_vat", "invoice_number", "invoice_date", "po_reference", "reverse_charge_stated", "vat_rate",
          "net_total", "lines")


@dataclass
class Outcome:
    name: str
    verdicts: dict[str, str] = field(default_factory=dict)     # field -> right / wrong / todo
    shown: dict[str, str] = field(default_factory=dict)        # field -> what was written, when not right

    @property
    def fully_right(self) -> bool:
        return all(v == "right" for v in self.verdicts.values())


def _todo_fields(text: str) -> set[str]:
    """The [invoice] fields `case new` marked TODO."""
    section = text.split("[invoice]", 1)[1].split("[expected]", 1)[0]
    todo = set()
    for line in section.splitlines():
        if "TODO" not in line:
            continue
        key = line.lstrip("# ").split("=", 1)[0].strip()
        todo.add("lines" if key.startswith("[[invoice.lines]]") else key)
    return todo


def _line_keys(lines: list[dict]) -> list[tuple]:
    return [(line.get("article_no"), None if line.get("article_no") else " ".join(line.get("description", "").split()),
             Decimal(line["quantity"])) for line in lines]


def compare(written: str, truth: dict) -> tuple[dict[str, str], dict[str, str]]:
    from invoice_env.world.identifiers import normalize_po_number, normalize_vat

    data, facts = tomllib.loads(written)["invoice"], truth["invoice"]
    todo = _todo_fields(written)
    verdicts, shown = {}, {}
    for name in FIELDS:
        if name in todo:
            verdicts[name] = "todo"
            continue
        if name == "lines":
            got, want = _line_keys(data.get("lines", [])), _line_keys(facts["lines"])
        elif name == "po_reference":
            got = normalize_po_number(data["po_reference"]) if data.get("po_reference") else None
            want = normalize_po_number(facts["po_reference"]) if facts.get("po_reference") else None
        elif name == "supplier_vat":
            got, want = normalize_vat(data.get(name, "")), normalize_vat(facts[name])
        elif name in ("vat_rate", "net_total"):
            got, want = Decimal(data[name]), Decimal(facts[name])
        else:
            got, want = data.get(name), facts[name]
        verdicts[name] = "right" if got == want else "wrong"
        if got != want:
            shown[name] = f"wrote {got!r}, truth {want!r}"
    return verdicts, shown


def run_case_new(work: Path, corpus: Path | None = None) -> list[Outcome]:
    from invoice_env.tasks.cases.scaffold import new_case

    outcomes = []
    for case in sorted(((corpus or CORPUS) / "cases").iterdir()):
        pdf = next(case.glob("*.pdf"))
        made = new_case(pdf, work / "new" / case.name)
        truth = tomllib.loads((case / "case.toml").read_text(encoding="utf-8"))
        outcome = Outcome(case.name)
        outcome.verdicts, outcome.shown = compare(made.toml_path.read_text(encoding="utf-8"), truth)
        outcomes.append(outcome)
    return outcomes


def check_one(case: Path, work: Path) -> str | None:
    """None when `case check` accepts the case alone in a cases folder, else its first problem."""
    from invoice_env.tasks.cases.loader import CaseError, check_cases

    folder = work / "check" / case.name
    shutil.copytree(case, folder / case.name)
    try:
        check_cases(folder)
    except CaseError as exc:
        return str(exc).split("\n", 2)[1].strip()
    return None


def check_edited(case: Path, work: Path, old: str = "", new: str = "") -> str | None:
    """`check_one` on a case whose case.toml has `old` written `new` (the first time it stands): a near miss of a
    correct case (one [invoice] fact made wrong) in a copy under `work`; the case itself where `old` is empty."""
    if old:
        copy = work / "src" / case.name
        shutil.copytree(case, copy)
        toml = (copy / "case.toml").read_text(encoding="utf-8")
        assert old in toml, f"{old!r} is not in {case / 'case.toml'}"
        (copy / "case.toml").write_text(toml.replace(old, new, 1), encoding="utf-8")
        case = copy
    return check_one(case, work / "work")


def run_case_check(work: Path) -> tuple[dict[str, str | None], dict[str, str | None]]:
    correct = {case.name: check_one(case, work) for case in sorted((CORPUS / "cases").iterdir())}
    hostile = {case.name: check_one(case, work) for case in sorted((CORPUS / "hostile").iterdir())}
    return correct, hostile


def table(outcomes: list[Outcome], correct: dict, hostile: dict) -> str:
    rows = ["| field | right | wrong | TODO |", "|---|---|---|---|"]
    for name in FIELDS:
        counts = [sum(o.verdicts[name] == v for o in outcomes) for v in ("right", "wrong", "todo")]
        rows.append(f"| {name} | {counts[0]} | {counts[1]} | {counts[2]} |")
    total = len(outcomes)
    wrong = sum(any(v == "wrong" for v in o.verdicts.values()) for o in outcomes)
    rows += ["", f"- invoices fully right: {sum(o.fully_right for o in outcomes)} of {total}",
             f"- invoices with at least one wrong value: {wrong} of {total}",
             f"- case check, correct cases accepted: {sum(v is None for v in correct.values())} of {len(correct)}",
             f"- case check, hostile cases refused: {sum(v is not None for v in hostile.values())} of {len(hostile)}"]
    return "\n".join(rows)


def details(outcomes: list[Outcome], correct: dict, hostile: dict) -> str:
    out = []
    for o in outcomes:
        for name, verdict in o.verdicts.items():
            if verdict != "right":
                out.append(f"- {o.name} {name}: {verdict.upper()}" + (f" ({o.shown[name]})" if name in o.shown else ""))
    out += [f"- case check REFUSED correct case {n}: {why}" for n, why in correct.items() if why]
    out += [f"- case check ACCEPTED hostile case {n}" for n, why in hostile.items() if why is None]
    return "\n".join(out)


def main(argv: list[str]) -> int:
    global CORPUS
    if "--corpus" in argv:
        CORPUS = Path(argv[argv.index("--corpus") + 1]).resolve()
    sys.path.insert(0, str(HERE.parents[1]))
    with tempfile.TemporaryDirectory() as tmp:
        work = Path(tmp)
        outcomes = run_case_new(work)
        correct, hostile = run_case_check(work)
    print(table(outcomes, correct, hostile))
    if "--details" in argv:
        print("\n" + details(outcomes, correct, hostile))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
