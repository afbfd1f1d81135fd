"""Re-print the hand-written invoices of this folder (NAME.html + css/) to NAME.pdf with headless
Chromium, then check that every expected fact of NAME.toml is in the PDF's text layer.

    python evals/read_corpus/make.py           # print all, then check
    python evals/read_corpus/make.py --check   # check only

Needs Debian's `chromium` (apt-get install -y chromium). The HTML files are written by hand, not by
the project's writers; only this script and the checker are code."""

from __future__ import annotations

import shutil
import subprocess
import sys
import tomllib
from decimal import Decimal
from pathlib import Path

HERE = Path(__file__).resolve().parent


def chromium() -> str:
    for name in ("chromium", "chromium-browser", "google-chrome"):
        found = shutil.which(name)
        if found:
            return found
    sys.exit("no chromium on PATH: apt-get install -y chromium")


def print_pdf(html: Path) -> None:
    pdf = html.with_suffix(".pdf")
    subprocess.run([chromium(), "--headless", "--no-sandbox", "--disable-gpu", "--no-pdf-header-footer",
                    f"--print-to-pdf={pdf}", html.as_uri()], check=True, capture_output=True, timeout=180)


def spellings(value: Decimal) -> set[str]:
    """A two-place amount as invoices print it: 1.234,56 / 1 234,56 / 1,234.56 / 1234,56."""
    plain = f"{value:.2f}"
    grouped = f"{value:,.2f}"
    return {plain, plain.replace(".", ","), grouped, grouped.replace(",", " ").replace(".", ","),
            grouped.replace(",", "X").replace(".", ",").replace("X", "."),
            grouped.replace(",", "\u00a0").replace(".", ",")}


def check(name: str) -> list[str]:
    sys.path.insert(0, str(HERE.parents[1]))
    from invoice_env.documents.pdf_text import extract_text

    facts = tomllib.loads((HERE / f"{name}.toml").read_text(encoding="utf-8"))
    text = extract_text((HERE / f"{name}.pdf").read_bytes())
    flat = " ".join(text.replace("\u00a0", " ").split())
    problems = []
    wanted = [facts["invoice_number"], facts["supplier_vat"]] + ([facts["po_reference"]] if "po_reference" in facts else [])
    wanted += [line["article_no"] for line in facts["lines"] if "article_no" in line]
    for value in wanted:
        if value not in flat and value.replace(".", "") not in flat.replace(".", "").replace(" ", ""):
            problems.append(f"{value!r} not in the text")
    amounts = [facts["net_total"], facts["vat_amount"], facts["gross_total"]]
    amounts += [line["net_amount"] for line in facts["lines"]]
    for amount in amounts:
        forms = {form.replace("\u00a0", " ") for form in spellings(Decimal(amount))}
        if not any(form in flat for form in forms):
            problems.append(f"amount {amount} not in the text")
    return problems


def main(argv: list[str]) -> int:
    names = sorted(p.stem for p in HERE.glob("*.html"))
    if "--check" not in argv:
        for name in names:
            print_pdf(HERE / f"{name}.html")
            print(f"printed {name}.pdf")
    bad = 0
    for name in names:
        problems = check(name)
        bad += bool(problems)
        print(f"{name}: {'ok' if not problems else '; '.join(problems)}")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
