"""A case's PDF as text, and the check that the PDF says the facts of its `[invoice]` table: each is
printed where the invoice prints that fact (`printed.py` finds those places), not merely somewhere."""

from __future__ import annotations

import io
import re
from collections.abc import Iterable
from datetime import date
from decimal import Decimal

from pypdf import PdfReader
from pypdf.errors import PyPdfError

from invoice_env.documents.labels import VAT_WORD
from invoice_env.documents.reader import strip_po_prefix
from invoice_env.documents.reader.page import Page
from invoice_env.documents.reader.structure_po import ranked_po_readings
from invoice_env.documents.reader.vocabulary import reader_for
from invoice_env.documents.pdf_text import extract_text
from invoice_env.tasks.cases.totals_chain import reached_chain, totals_chain
from invoice_env.tasks.cases.po_shapes import PoShapes
from invoice_env.tasks.cases.printed import (COUPON_WORD, DISCOUNT_WORD, TAXES_WORD, Found, PrintedText, amounts_in,
                                             date_spellings, parse_any_date, plain, token_pattern)
from invoice_env.tasks.cases.spec import InvoiceFactsSpec
from invoice_env.world.company import COMPANY_VAT
from invoice_env.world.identifiers import normalize_po_number, normalize_vat
from invoice_env.world.money import cents, format_localized

# (decimal separator, thousands separator) as invoices print amounts: 4.182,30 / 4 182,30 / 4,182.30 / 4182.30
_AMOUNT_STYLES = ((",", "."), (",", " "), (",", "\u00a0"), (",", "\u202f"), (",", ""), (".", ","), (".", ""),
                  (".", " "), (".", "'"), (",", "'"))


class PdfTextError(ValueError):
    """The file is not a readable PDF, or has no text layer to read."""


def pdf_text(pdf: bytes) -> str:
    """The text `read_document` gives the agent (rows kept); an image-only (scanned) PDF has none and
    is refused."""
    try:
        reader = PdfReader(io.BytesIO(pdf))
        if not reader.pages:
            raise PdfTextError("has no pages")
        text = extract_text(pdf)
    except (PyPdfError, ValueError, KeyError, TypeError, IndexError) as exc:
        raise PdfTextError(f"is not a readable PDF: {exc}") from exc
    if not text.strip():
        raise PdfTextError("has no text layer (an image-only scan?); the agent reads the invoice as text, so run "
                           "it through OCR first (e.g. ocrmypdf) or use the supplier's original PDF")
    return text


def amount_spellings(value: Decimal) -> list[str]:
    return sorted({format_localized(value, dec, group) for dec, group in _AMOUNT_STYLES})


def _has_amount(text: str, value: Decimal) -> bool:
    return any(re.search(rf"(?<![\d.,]){re.escape(spelling)}(?!\d|[.,]\d)", text) for spelling in amount_spellings(value))


def _squeezed(text: str) -> str:
    return " ".join(text.split()).upper()


PLACEHOLDER_DATE = date(2000, 1, 1)
"""The date `invoice-env case new` writes where it could not read one (marked TODO)."""


def placeholder_date_problem(name: str, value: date) -> str | None:
    if value == PLACEHOLDER_DATE:
        return (f"field {name} = {value.isoformat()}: that is the placeholder `invoice-env case new` writes "
                "(marked TODO); put the real date")
    return None


def _rate(value: Decimal) -> str:
    return f"{value.normalize():f}"


def _invoice_number_problem(facts: InvoiceFactsSpec, text: str, printed: PrintedText) -> str | None:
    given = facts.invoice_number
    labelled = [f for f in printed.labelled("invoice_number") if re.search(r"\d", f.value)]
    shown = (f"; the PDF prints the invoice number {labelled[0].value} ({labelled[0].quoted()})" if labelled else "")
    if _squeezed(given).replace(" ", "") in _series_numbers(text):
        return None  # 'Série SDC n° 0087' for SDC0087: the series and the number, each under its label
    if _squeezed(given) not in _squeezed(text):
        return f"field invoice.invoice_number: {given!r} is not in the PDF's text{shown}"
    if not token_pattern(given).search(text):
        longer = next((f for f in labelled if _squeezed(given) in _squeezed(f.value)), None)
        inside = next((w for w in text.split() if _squeezed(given) in w.upper()), given)
        return (f"field invoice.invoice_number = {given!r}, but the PDF prints it only inside the longer "
                f"{(longer.value if longer else inside)!r}" + (f" ({longer.quoted()})" if longer else "")
                + "; give the whole invoice number")
    wanted = _squeezed(given)
    if labelled and not any(_squeezed(f.value) == wanted or _squeezed(f.value).startswith(wanted + " ")
                            or _squeezed(_sentence_end(f.value)) == wanted for f in labelled):
        return (f"field invoice.invoice_number = {given!r}, but the PDF prints the invoice number "
                f"{labelled[0].value} ({labelled[0].quoted()})")
    return None


SERIES_NUMBER = re.compile(
    r"(?i)(?<![^\W\d_])(?:s[ée]rie|seria|series)(?:\s*/\s*(?:s[ée]rie|seria|series))?\s*:?\s*([A-Z]{1,6})\s+"
    r"(?:n[°ºo]\.?|nr\.?|no\.?|num[aă]r)(?:\s*/\s*(?:n[°ºo]\.?|nr\.?|no\.?))?\s*:?\s*(\d{1,10})(?![\w/.-])")
"""An invoice number printed as a series and a number apart, each after its label ('Série SDC n° 0087', 'Seria /
Series TCE nr. / no. 0457': Romanian software)."""


def _series_numbers(text: str) -> set[str]:
    """The invoice numbers a text prints as a series and a number, joined as one ('SDC0087', 'SDC-0087', 'SDC 0087'
    squeezed to 'SDC0087' and 'SDC-0087')."""
    out = set()
    for series, number in SERIES_NUMBER.findall(" ".join(text.split())):
        out |= {f"{series}{sep}{number}".upper() for sep in ("", "-", "/")}
    return out


def _sentence_end(value: str) -> str:
    """A labelled value at the end of a sentence, without the sentence's full stop ('... invoice number
    2027-041.' -> '2027-041'); a value that ends otherwise, as printed."""
    return value[:-1] if re.search(r"[^\W_]\.$", value) and not value[:-1].endswith(".") else value


SLASH_DATE = re.compile(r"(?<![\d/.])(\d{1,2})/(\d{1,2})/(\d{4}|\d{2})(?![\d/])")
"""A date with slashes, its year of four digits or two ('7/15/2027', '10/19/27': 2027)."""


def _month_first_dates(text: str, settle: bool = True) -> set[date]:
    """The dates a text prints month first (US: '7/15/2027', '10/19/27'), where its slash dates settle that order: one
    of them has a second number over 12 and none a first number over 12; else none."""
    found = [(int(a), int(b), int(y)) for a, b, y in SLASH_DATE.findall(text)]
    if settle and (not any(b > 12 for _, b, _ in found) or any(a > 12 for a, _, _ in found)):
        return set()
    out = set()
    for month, day, year in found:
        try:
            out.add(date(year + 2000 if year < 100 else year, month, day))
        except ValueError:
            continue
    return out


SHORT_DASH_DATE = re.compile(r"(?<![\w./-])(\d{2})-(\d{2})-(\d{2})(?![\w./-])")
"""A date with dashes and a two-digit year, day first: 'Boekingsdatum  03-08-27'."""


def _short_dash_dates(text: str) -> set[date]:
    """The dates a text prints day first with dashes and a two-digit year ('03-08-27' for 3 August 2027), where
    none of its such dates reads month first (a middle number over 12: '08-15-27'); else none."""
    found = [(int(d), int(m), int(y)) for d, m, y in SHORT_DASH_DATE.findall(text)]
    if any(month > 12 for _, month, _ in found):
        return set()
    out = set()
    for day, month, year in found:
        try:
            out.add(date(2000 + year, month, day))
        except ValueError:
            continue
    return out


def _invoice_date_problem(facts: InvoiceFactsSpec, text: str, printed: PrintedText) -> str | None:
    given = facts.invoice_date
    placeholder = placeholder_date_problem("invoice.invoice_date", given)
    labelled = [(d, f) for f in printed.labelled("invoice_date") if (d := parse_any_date(f.value)) is not None]
    shown = (f"; the PDF prints the invoice date {labelled[0][1].value} ({labelled[0][1].quoted()})"
             if labelled else "")
    if placeholder:
        return placeholder + shown
    month_first = _month_first_dates(text)
    if month_first:  # a US text: its dates as it prints them, beside the label where it labels one
        beside = set().union(*(_month_first_dates(f.value, settle=False) & month_first
                               for f in printed.labelled("invoice_date")))
        if given in (beside or month_first):
            return None
    issued = _issue_dates(printed)
    if issued:  # 'Ausstellungsdatum  24.01.2028' beside 'Leistungsdatum  21.01.2028': the date of issue
        if given in {d for d, _ in issued}:
            return None
        return (f"field invoice.invoice_date = {given.isoformat()}, but the PDF prints the date of issue "
                f"{issued[0][1].value} ({issued[0][1].quoted()})")
    if labelled:
        if any(d == given for d, _ in labelled):
            return None
        return (f"field invoice.invoice_date = {given.isoformat()}, but the PDF prints the invoice date "
                f"{labelled[0][1].value} ({labelled[0][1].quoted()})")
    spellings = date_spellings(given)
    if not month_first and given in _short_dash_dates(text):
        return None  # '03-08-27': day first, where no date of the text prints it month first
    if not any(token_pattern(s).search(text) for s in spellings):
        return (f"field invoice.invoice_date = {given.isoformat()} is not in the PDF's text in any usual spelling "
                f"({', '.join(spellings[:4])}, ...)")
    return None


ISSUE_DATE = re.compile(
    r"(?i)(?<![^\W\d_])(?:ausstellungsdatum|date of issue|issue date|datum izdaje|date d'émission|data emiterii|"
    r"data wystawienia|datum vystavení|dátum vyhotovenia|dátum vystavenia|fecha de emisión|data de emissão|"
    r"data (?:di )?emissione)\s*:?\s+(?=\d)(.{6,20})")
"""A label of the date an invoice is issued, which it names as such beside a date of delivery or service."""


def _issue_dates(printed: PrintedText) -> list[tuple[date, Found]]:
    """The dates printed right after a date-of-issue label, where they are one date; else none (the label may
    head a grid, the value below it, or name two dates)."""
    out = []
    for line in printed.lines:
        for match in ISSUE_DATE.finditer(line):
            value = match.group(1).strip()
            found = parse_any_date(value)
            if found is not None:
                out.append((found, Found(value, line)))
    return out if len({d for d, _ in out}) == 1 else []


def _net_total_problem(facts: InvoiceFactsSpec, text: str, printed: PrintedText) -> str | None:
    given = facts.net_total
    labelled = printed.labelled_amounts("net_total")
    if _net_after_discount(given, text, printed, {amount for amount, _ in labelled}):
        return None
    if _net_as_recap_base(given, printed):
        return None
    if _net_before_nil_tax(given, printed, {amount for amount, _ in labelled}):
        return None
    if labelled and not _has_amount(text, given) and _totals_net(text, {amount for amount, _ in labelled}) == given:
        return None  # printed nowhere: the subtotal plus the shipping below it, as the VAT and the gross confirm
    if not _has_amount(text, given):
        shown = (f"; the PDF prints the net total {labelled[0][1].value} ({labelled[0][1].quoted()})"
                 if labelled else "")
        return (f"field invoice.net_total: {given:.2f} is not in the PDF's text in any usual spelling "
                f"({', '.join(amount_spellings(given)[:4])}, ...){shown}")
    if labelled:
        supported = _totals_net(text, {amount for amount, _ in labelled})
        if supported == given:
            return None
        if any(amount == given for amount, _ in labelled):
            if supported is None:
                return None
            return (f"field invoice.net_total = {given:.2f}, but the PDF's totals make {supported:.2f} the net total "
                    "(its VAT at the printed rate is the VAT line's amount, and it plus that VAT the printed gross)")
        gross = printed.labelled_amounts("gross_total")
        what = " (that is the gross total)" if any(amount == given for amount, _ in gross) else ""
        return (f"field invoice.net_total = {given:.2f}{what}, but the PDF prints the net total "
                f"{labelled[0][1].value} ({labelled[0][1].quoted()})")
    # no net-total label this check knows: the net total plus its VAT (at the rate the PDF prints, else the
    # one given) must be a printed amount, the gross
    rates = [rate for rate, _ in printed.vat_rates()] or [facts.vat_rate]
    printed_amounts = {amount for amount, _ in amounts_in(text)}
    grosses = [cents(given * (1 + rate / 100)) for rate in rates]
    if not any(rate == 0 for rate in rates) and not any(
            abs(amount - gross) <= Decimal("0.05") for amount in printed_amounts for gross in grosses):
        return (f"field invoice.net_total = {given:.2f}: the PDF has no net-total line this check recognises, and "
                f"no printed amount is that net total plus {_rate(rates[0])} % VAT ({grosses[0]:.2f}); give the "
                "printed net total (excluding VAT)")
    return None


def _net_after_discount(given: Decimal, text: str, printed: PrintedText, subtotals: set[Decimal]) -> bool:
    """The net total printed nowhere, but derived exactly by the printed amounts: a printed subtotal less the amount
    of a discount line ('Subtotaal  4.039,50', 'Korting  -201,98'), the VAT printed is that net at the printed rate
    (one rate) and the gross printed that net plus that VAT."""
    rates = {rate for rate, _ in printed.vat_rates()}
    if len(rates) != 1:
        return False
    discounts = {abs(amount) for line in printed.lines
                 if DISCOUNT_WORD.match(line.strip()) or COUPON_WORD.match(line.strip())
                 for amount, _ in amounts_in(line)[-1:]}
    if not any(subtotal - discount == given for subtotal in subtotals for discount in discounts if discount):
        return False
    vat = cents(given * rates.pop() / 100)
    printed_amounts = {amount for amount, _ in amounts_in(text)}
    return vat in printed_amounts and given + vat in printed_amounts


def _net_as_recap_base(given: Decimal, printed: PrintedText) -> bool:
    """The net total printed as the base of the VAT recap's one row ('MwSt.-Code  Prozent  Basis  MwSt.-Betrag' over
    'EU-L  0,00  4.052,00  0,00'), beside a subtotal of the lines only ('Zwischensumme Umsatz  3.988,00', the
    charges apart): the recap's one rate makes the base's VAT the row's tax, and the base plus it is the printed gross
    total."""
    recaps = printed.recap_rows()
    if len({rate for rate, _, _, _ in recaps}) != 1 or len({base for _, base, _, _ in recaps}) != 1:
        return False
    _, base, tax, _ = recaps[0]
    return base == given and any(amount == given + tax for amount, _ in printed.labelled_amounts("gross_total"))


def _net_before_nil_tax(given: Decimal, printed: PrintedText, subtotals: set[Decimal]) -> bool:
    """The net total printed only as the gross, the VAT line printing no rate and an amount of 0 ('Sous-total  3 410,00
    €', 'Livraison  85,00 €', 'Taxes  0,00 €', 'Total  3 495,00 €'): a printed subtotal plus the amount of every row
    between it and that VAT line (a shipping charge, a discount), the row right below the VAT line printing that sum."""
    for index, line in enumerate(printed.lines[1:-1], start=1):
        if not (VAT_WORD.search(line) or TAXES_WORD.search(line)) or re.search(r"\d\s*%", line):
            continue
        amounts = amounts_in(line)
        if len(amounts) != 1 or amounts[0][0] != 0:
            continue
        gross = amounts_in(printed.lines[index + 1])
        if not gross or gross[-1][0] != given:
            return False
        for start in range(index - 1, max(-1, index - 4), -1):
            first = amounts_in(printed.lines[start])
            if len(first) != 1 or first[0][0] not in subtotals:
                continue
            between = [amounts_in(row) for row in printed.lines[start + 1:index]]
            if all(len(found) == 1 for found in between):
                return first[0][0] + sum((found[0][0] for found in between), Decimal(0)) == given
        return False
    return False


def _totals_net(text: str, subtotals: set[Decimal]) -> Decimal | None:
    """The net total the totals block makes the net: its VAT at the printed rate is the VAT line's amount and it
    plus that VAT the printed gross (a 'Total taxable base' below a 'Subtotal' the check knows as a net label);
    else a printed subtotal plus every amount between it and the VAT line ('Sub Total', 'Shipping charge'), where
    that VAT and gross agree."""
    chain, _ = totals_chain(text)
    if chain is None:
        chain = reached_chain(text, subtotals)
    return chain.net_total if chain is not None else None


def _vat_rate_problem(facts: InvoiceFactsSpec, printed: PrintedText) -> str | None:
    given, rates = facts.vat_rate, printed.vat_rates()
    distinct = sorted({rate for rate, _ in rates})
    if len(distinct) > 1:
        shown = ", ".join(f"{_rate(rate)} %" for rate in distinct)
        where = "; ".join(next(found.quoted() for r, found in rates if r == rate) for rate in distinct)
        return (f"field invoice.vat_rate = {_rate(given)}: the PDF prints several VAT rates ({shown}: {where}), and "
                "an invoice is booked at one rate (one booking line, one VAT code); make one case per rate, or "
                "leave this invoice out")
    if any(rate == given for rate, _ in rates):
        return None
    if rates:
        rate, found = rates[0]
        return f"field invoice.vat_rate = {_rate(given)}, but the PDF prints {_rate(rate)} % VAT ({found.quoted()})"
    if given:
        return (f"field invoice.vat_rate = {_rate(given)}, but the PDF prints no VAT rate (no 'N %' on a VAT line "
                "or in a VAT column)")
    return None


def _po_looking(value: str) -> bool:
    """A printed reference that can be a PO number: it starts with a digit (after 'PO', 'nr.', 'BB', ...),
    and is not a date."""
    return re.match(r"(?i)(?:P\.?O\.?[-#:. ]*)?\d", _po_core(value)) is not None and parse_any_date(value) is None


def _known_po_printed(printed: PrintedText, known_pos: Iterable[str]) -> Found | None:
    """A PO number of the supplier's (in the ERP or the case) printed as a field value somewhere (a cell of
    a few words, not a sentence of a note), in any spacing: 45700001, PO-4570 0001."""
    for po in sorted(set(known_pos)):
        pattern = re.compile(r"(?i)(?<![\w.\-/])(?:PO[-#:. ]*)?" + r"[ .\-]?".join(map(re.escape, po))
                             + r"(?![\w]|[.\-/]\w)")
        for line, cells in zip(printed.lines, printed.cells):
            for cell in cells:
                match = pattern.search(cell)
                if match and len(cell.split()) <= 5:
                    return Found(match.group(0), line)
    return None


def _po_reference_problem(facts: InvoiceFactsSpec, alnum: str, printed: PrintedText,
                          known_pos: Iterable[str], text: str, shapes: PoShapes) -> str | None:
    labelled = [f for f in _as_ranked([f for f in printed.labelled("po_reference") if _po_looking(f.value)], printed,
                                      text) if shapes.fits(_po_core(f.value))]
    given = facts.po_reference
    if given is None:
        found = labelled[0] if labelled else _known_po_printed(printed, known_pos)
        if found:
            what = "the PO reference" if labelled else "the number of the supplier's PO"
            return (f"field invoice.po_reference is left out (no PO stated), but the PDF prints {what} "
                    f"{found.value} ({found.quoted()}); add po_reference = \"{_po_core(found.value)}\"")
        return None
    if normalize_po_number(given) not in alnum:
        shown = (f"; the PDF prints the PO reference {labelled[0].value} ({labelled[0].quoted()})"
                 if labelled else "")
        return f"field invoice.po_reference: {given!r} is not in the PDF's text{shown}"
    wanted = normalize_po_number(given)
    if labelled and not any(normalize_po_number(_po_core(f.value)) == wanted for f in labelled):
        return (f"field invoice.po_reference = {given!r}, but the PDF prints the PO reference "
                f"{labelled[0].value} ({labelled[0].quoted()})")
    return None


def _as_ranked(labelled: list[Found], printed: PrintedText, text: str) -> list[Found]:
    """The PO values printed beside a label, as `case new` ranks them (`reader.structure_po.ranked_po_readings`):
    the reader's best reading first where it is no supplier's own order, and the supplier's own orders ranked below
    it left out ('Order number  #104532' beside 'Customer ref.  TB/45772014': the web order is not the PO)."""
    ranked = ranked_po_readings(Page(text, reader_for(None)))
    if not ranked or ranked[0][1] == 0:
        return labelled
    best, _, value = ranked[0]
    own = {normalize_po_number(read) for read, rank, _ in ranked if rank == 0}
    line = next((line for line in printed.lines if value.strip() in line), value)
    return [Found(best, line)] + [f for f in labelled if normalize_po_number(_po_core(f.value)) not in own]


def _po_core(value: str) -> str:
    """The PO number of a printed reference: 'PO 45001234 van 31-10-2026' -> 'PO 45001234'."""
    text = strip_po_prefix(value)
    match = re.match(r"(?i)(?:P\.?O\.?[-# ]*)?[0-9][0-9A-Z\-./]*(?: \d+)?(?=$| \D)", text)
    return match.group(0) if match else text.split()[0]


def _reverse_charge_problem(facts: InvoiceFactsSpec, printed: PrintedText) -> str | None:
    found = printed.reverse_charge()
    if facts.reverse_charge_stated and found is None:
        return ("field invoice.reverse_charge_stated = true, but the PDF prints no reverse-charge statement "
                "(looked for e.g. \"btw verlegd\", \"autoliquidation\", \"reverse charge\", "
                "\"Steuerschuldnerschaft des Leistungsempfängers\", an exempt intra-EU supply)")
    if not facts.reverse_charge_stated and found is not None:
        return (f"field invoice.reverse_charge_stated = false, but the PDF states reverse charge "
                f"({found.quoted()})")
    return None


def _line_problems(facts: InvoiceFactsSpec, text: str, printed: PrintedText) -> list[str]:
    problems, squeezed = [], _squeezed(text)
    for index, line in enumerate(facts.lines, start=1):
        name = f"invoice.lines.{index}"
        if line.article_no is not None and not line.article_no.strip():
            problems.append(f"field {name}.article_no = '': empty; give the article number printed on the row, or "
                            "leave the key out when the row has none")
            continue
        if line.article_no:
            if _squeezed(line.article_no) not in squeezed:
                problems.append(f"field {name}.article_no: {line.article_no!r} is not in the PDF's text")
                continue
            what, pattern = f"article {line.article_no}", token_pattern(line.article_no)
            rows, in_plain = printed.rows_with(pattern), False
        elif line.description.strip():
            # a description as printed in any punctuation (’ or ', – or -), wrapped over rows or not
            what, pattern = f"description {line.description!r}", _description_parts(line.description)
            spans = printed.description_rows(line.description)
            rows, in_plain = sorted({row for span in spans for row in span}), True
            rows += [below for span in spans for below in printed.quantity_row_under(span[-1]) if below not in rows]
        else:
            problems.append(f"field {name}: neither article_no nor description; give what the row prints so the "
                            "check can find it")
            continue
        if not rows:
            problems.append(f"field {name}: {what} stands on no row of the PDF's text as a whole word")
            continue
        if line.article_no:  # an article number on a row of its own: its quantity is on the item row beside it
            rows = rows + [near for row in rows for near in printed.quantity_rows_of_article(row)]
        if not any(printed.shows_quantity(row, line.quantity, pattern, in_plain) for row in rows):
            shown = " ".join(printed.lines[rows[0]].split("  "))
            problems.append(f"field {name}.quantity = {_rate(line.quantity)}, but the PDF's row for {what} does not "
                            f"show that quantity (row \"{shown}\")")
    listed = {row for l in facts.lines if l.article_no and l.article_no.strip()
              for row in printed.rows_with(token_pattern(l.article_no))}
    listed |= {near for row in listed for near in printed.quantity_rows_of_article(row)}
    listed |= {row for l in facts.lines if not l.article_no and l.description.strip()
               for span in printed.description_rows(l.description) for row in span}
    for row in printed.item_rows() + printed.till_items():
        texts = row.texts or printed.words_before_quantity(row.index)
        if row.index in listed or not texts:
            continue
        shown = " ".join(printed.lines[row.index].split("  "))
        if row.article:
            problems.append(f"[[invoice.lines]]: the PDF prints an article line that is not listed (row \"{shown}\"); "
                            f"add it with article_no = \"{row.article}\" and its quantity: the fit test compares every "
                            "invoiced article with the PO")
        elif len(texts) == 1:
            problems.append(f"[[invoice.lines]]: the PDF prints a line that is not listed (row \"{shown}\"); add it "
                            f"with description = \"{texts[0]}\" and its quantity")
    return problems


def _description_parts(description: str) -> re.Pattern[str]:
    """A description (in plain punctuation), whole or the start or rest of it where it wraps, longest first:
    what a row's quantity is not read from, where the row is not split in cells."""
    words = plain(description).split()
    parts = sorted({" ".join(words[:cut]) for cut in range(1, len(words) + 1)}
                   | {" ".join(words[cut:]) for cut in range(1, len(words))}, key=lambda part: (-len(part), part))
    bodies = (r"\s+".join(map(re.escape, part.split())) for part in parts)
    return re.compile("|".join(rf"(?<![\w\-/]){body}(?!\w)" for body in bodies), re.IGNORECASE)


NATIONAL_TAX_LABELS = (
    (r"C\.?\s?I\.?\s?F\.?", ("ES", "RO")), (r"N\.?\s?I\.?\s?F\.?", ("ES", "PT")), (r"NIPC", ("PT",)),
    (r"NIP", ("PL",)), (r"DIČ", ("CZ", "SK")), (r"OIB", ("HR",)), (r"CUI", ("RO",)),
    (r"P\.?\s?IVA|Partita IVA", ("IT",)))
"""The labels of a national tax number that is the VAT number without its country prefix, and their countries
('C.I.F.: B88916747' for ESB88916747, 'NIF 583039162' for PT583039162)."""


def _national_vat_printed(given: str, text: str) -> bool:
    """The VAT number printed whole without its country prefix right after a national tax label of that country."""
    vat = normalize_vat(given)
    country, rest = vat[:2], vat[2:]
    for label, countries in NATIONAL_TAX_LABELS:
        if country not in countries:
            continue
        pattern = (rf"(?<![\w.])(?:{label})(?![^\W\d_])(?:\s*/\s*[^\W\d_][\w .]{{0,12}})?\s*[:.]?\s*"
                   r"([A-Z0-9](?:[.\-]? ?[A-Z0-9])*)")
        for match in re.finditer(pattern, text):
            if normalize_vat(match.group(1)) == rest:
                return True
    return False


def facts_not_in_text(facts: InvoiceFactsSpec, text: str, known_pos: Iterable[str] = (),
                      erp_pos: Iterable[str] = ()) -> list[str]:
    """Each `[invoice]` fact that the PDF does not say, as field + value given + what the PDF shows: the
    value must be printed where the invoice prints that fact (the net total on its net-total line, the
    rate on a VAT line, an article's quantity on its row), not merely somewhere in the text. `known_pos`: the
    supplier's PO numbers (ERP and case), which an invoice that states no PO must not print; `erp_pos`: every PO
    number of the ERP and the case, whose form a printed reference must have to be taken for the PO (a supplier's
    own order number beside an order label is not)."""
    printed = PrintedText(text)
    alnum = normalize_vat(text)
    problems = [p for p in (_invoice_number_problem(facts, text, printed),
                            _invoice_date_problem(facts, text, printed)) if p]
    if normalize_vat(facts.supplier_vat) == normalize_vat(COMPANY_VAT):
        problems.append(f"field invoice.supplier_vat = {facts.supplier_vat}: that is the buyer's own VAT number "
                        "(ours, printed in the customer block); give the supplier's")
    elif normalize_vat(facts.supplier_vat) not in alnum and not _national_vat_printed(facts.supplier_vat, text):
        problems.append(f"field invoice.supplier_vat: {facts.supplier_vat} is not in the PDF's text "
                        "(compared without spaces, dots and dashes)")
    problems += [p for p in (_net_total_problem(facts, text, printed), _vat_rate_problem(facts, printed),
                             _po_reference_problem(facts, alnum, printed, known_pos, text, PoShapes.of(erp_pos)),
                             _reverse_charge_problem(facts, printed)) if p]
    return problems + _line_problems(facts, text, printed)
