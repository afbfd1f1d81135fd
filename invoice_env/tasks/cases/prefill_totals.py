"""The net total and VAT rate `invoice-env case new` may pre-fill where the totals block does not print them as
'net / VAT N % / gross' rows (issue 38, item 8; `prefill_checks.totals_chain` reads those). Each rule takes a net
and a rate only where the printed amounts establish them exactly: the VAT printed is the net at the rate to the
cent, the net plus that VAT is the gross printed, and the rate is 0 % exactly when the invoice states reverse
charge.

- A subtotal before deductions or charges: a row labelled as a subtotal (or the net the reader read), plus every
  amount on the rows between it and a tax line that prints a rate ('Discount: -€148.60', 'Gutschein TREUE10 (10 %)
  - 166,38 €', 'Verzending € 14,95', 'Taxes (21%)'), is the net where its VAT at that rate is the tax line's amount
  and it plus that VAT is printed on a row just below. A tax line of a label and 0 alone ('Taxes  0,00 €'), where
  the invoice states reverse charge, is one at 0 % under a row labelled as a subtotal, the sum the largest amount
  printed (corpora 49 to 52, the twenty-seventh change).
- A VAT recap table: the rows that print a rate (or, for a VAT of 0, a nature code: 'EU', 'N3.2', 'N41') followed
  by a base and its VAT ('6 %  2.940,00  176,40  3.116,40', '12.000 %  € 1.624,60  € 194,95'), one rate in all;
  the bases' sum is the net where the bases and VATs add up to the largest amount the invoice prints (the gross),
  or to the last amount of a row at most six rows below the recap, no larger amount before it (a share capital in
  the footer prints more: 'N2.1  Not subject art. 7-ter  6.680,00  0,00', 'Invoice total EUR  6.680,00'). Under a
  heading naming VAT, the rate may be a known rate without '%' ('TAUX TVA  BASE  TVA' over '12  3.683,40  442,01');
  the Polish 'np', 'zw', 'oo' are nature codes (corpora 53 to 56, the twenty-eighth change).
- A row of boxes: a row of amounts under a heading that names VAT, in which a base, a bare rate, its VAT and their
  sum stand side by side ('16.875,70  0  0,00  16.875,70 €'), the sum the largest amount printed.

- A rate stated once: the only rate the invoice prints, on a row naming VAT with no amount ('Cota TVA / VAT rate:
  0%'), and the line table's totals row 'Total  net  VAT' ('Total  6.816,40  0,00'), the VAT the net at that rate,
  their sum printed at most six rows below ('6.816,40 EUR').

A net read by the reader that a deduction printed below it (a negative amount before the tax line) turns into
another amount, where no rule establishes the net, is a doubt: the field is left a TODO."""

from __future__ import annotations

import re
from decimal import Decimal

from invoice_env.documents.labels import VAT_WORD
from invoice_env.documents.reader.shared import KNOWN_RATES, PAGE_BREAK, NumberFormat, split_cells
from invoice_env.tasks.cases.totals_chain import TotalsChain, totals_rows
from invoice_env.world.money import cents

TAX_WORD = re.compile(rf"{VAT_WORD.pattern}|(?i:(?<![a-z])taxes(?![a-z]))")
"""A word naming the tax on a totals row ('VAT', 'MwSt.', 'Taxes (21%)')."""
SUBTOTAL_WORD = re.compile(r"(?i)sub[- ]?total|subtotaal|zwischensumme|sous[- ]total|total produits|totaal producten"
                           r"|som regelbedragen|warenwert|totaal goederen")
"""A label of the sum of the lines before charges and deductions."""
DEDUCTION_WORD = re.compile(r"(?i)korting|remise|rabatt|discount|skonto|gutschein|coupon|voucher")
RATE = re.compile(r"(?<![\d.,])(\d{1,2}(?:[.,]\d{1,3})?) ?%")
NATURE_CODE = re.compile(r"[A-Z]{1,4}(?:[-.]?[A-Z0-9]{1,6}){0,3}|(?:np|zw|oo)\.?")
"""A VAT nature or exemption code in a rate column ('EU', 'EU-L', 'N3.2', 'N41', 'EUFAD37'; the Polish 'np' (not
subject), 'zw' (exempt), 'oo' (reverse charge))."""
BARE_RATE = re.compile(r"\d{1,2}(?:[.,]\d{1,2})?")
"""A rate printed without '%' in a VAT recap's rate column ('TAUX TVA  BASE  TVA' over '12  3.683,40  442,01')."""
TOTAL_WORD = re.compile(r"(?i)^(?:total|totaal|totale|summe|gesamt|razem|sum)\b")
"""The first word of a line table's totals row ('Total  6.816,40  0,00')."""
_GROSS_ROWS = 6  # how far below a recap row or a table's totals row the gross may stand
BARE_ZERO = re.compile(r"0(?:[.,]0{1,3})?")
_ROWS_ABOVE = 8
_ROWS_BELOW = 4


def _rows(text: str) -> list[str]:
    return [line for line in text.splitlines() if line.strip() and not PAGE_BREAK.match(line.strip())]


def _amount(cell: str, fmt: NumberFormat) -> Decimal | None:
    """The amount a cell prints, negative where a minus stands before it or its currency ('- 166,38 €', '-€148.60')."""
    body = cell.strip()
    negative = bool(re.match(r"-\s*(?:€|EUR\s)?\s*\d", body)) or bool(re.match(r"(?:€|EUR)\s*-\s*\d", body))
    body = re.sub(r"^(?:-\s*)?((?:€|EUR)\s*)?(?:-\s*)?", r"\1", body)
    amount = fmt.amount_cell(body)
    return None if amount is None else (-amount if negative else amount)


def _last_amount(row: str, fmt: NumberFormat) -> Decimal | None:
    for cell in reversed(split_cells(row)):
        amount = _amount(cell, fmt)
        if amount is not None:
            return amount
    amounts = fmt.signed_amounts(row)  # an amount with words after it in its cell ('€ 14,95 via bpost')
    return amounts[-1] if amounts else None


def _largest(rows: list[str], fmt: NumberFormat) -> Decimal | None:
    return max((a for row in rows for a in fmt.signed_amounts(row)), default=None)


def _plain(rate: Decimal) -> Decimal:
    """The rate without trailing zeros ('12.000' -> 12, '5.50' -> 5.5)."""
    return rate.quantize(Decimal(1)) if rate == rate.to_integral_value() else rate.normalize()


def _rate_fits(rate: Decimal, values: dict) -> bool:
    """A known rate, 0 % exactly when the invoice states reverse charge."""
    return rate in KNOWN_RATES and (rate == 0) == bool(values.get("reverse_charge_stated"))


def deducted_chain(text: str, values: dict) -> TotalsChain | None:
    """Rule 1: a subtotal plus the deductions and charges below it, taxed on a tax line that prints its rate."""
    fmt = NumberFormat(text)
    rows = _rows(text)
    taxed = []
    for index, row in enumerate(rows):
        rates = list(RATE.finditer(row))
        if TAX_WORD.search(row) and rates and not DEDUCTION_WORD.search(row):
            vat = _last_amount(row[rates[-1].end():], fmt)
            if vat is not None:
                taxed.append((index, Decimal(rates[-1].group(1).replace(",", ".")), vat))
        elif (TAX_WORD.search(row) and not rates and values.get("reverse_charge_stated")
              and len(cells := split_cells(row)) == 2 and not re.search(r"\d", cells[0])
              and _amount(cells[1], fmt) == 0):
            taxed.append((index, Decimal(0), Decimal(0)))  # 'Taxes  0,00 €' where reverse charge is stated
    if len({rate for _, rate, _ in taxed}) != 1:
        return None
    read_net = values.get("net_total")
    for vat_row, rate, vat in taxed:
        for sub_row in range(vat_row - 1, max(-1, vat_row - 1 - _ROWS_ABOVE), -1):
            sub = _last_amount(rows[sub_row], fmt)
            unrated = not RATE.search(rows[vat_row])  # 'Taxes  0,00 €': a subtotal labelled so, its sum the gross
            labelled = SUBTOTAL_WORD.search(rows[sub_row]) is not None
            if sub is None or sub <= 0 or not (labelled or (sub == read_net and not unrated)):
                continue
            between = [a for row in rows[sub_row + 1: vat_row] if (a := _last_amount(row, fmt)) is not None]
            net = sub + sum(between, Decimal(0))
            below = [_last_amount(row, fmt) for row in rows[vat_row + 1: vat_row + 1 + _ROWS_BELOW]]
            if (net > 0 and _rate_fits(rate, values) and cents(net * rate / 100) == vat and net + vat in below
                    and (not unrated or net + vat == _largest(rows, fmt))):
                printed = totals_rows(text, fmt)
                at = printed.index(rows[vat_row]) if unrated and rows[vat_row] in printed else -1  # lines checked
                return TotalsChain(net, _plain(rate), at)  # at 0 % the tax row stands for the net's row
            break  # the nearest subtotal above the tax line decides
    return None


def _recap_row(cells: list[str], fmt: NumberFormat, bare: bool = False) -> tuple[Decimal, Decimal, Decimal] | None:
    """(rate, base, VAT) of a VAT recap row: a rate cell (or a nature code or a bare 0, for a VAT of 0), at most one
    cell of words, then the base and its VAT at that rate. `bare`: the row stands under a heading naming VAT (or
    under such a row), where its first cell may be a known rate printed without '%'."""
    for k, cell in enumerate(cells):
        text = cell.strip()
        rate_found = RATE.search(text)
        if rate_found and _amount(text, fmt) is None:
            rate = Decimal(rate_found.group(1).replace(",", "."))
        elif NATURE_CODE.fullmatch(text) or BARE_ZERO.fullmatch(text):
            rate = None  # 0 where the VAT is 0
        elif bare and k == 0 and BARE_RATE.fullmatch(text) and Decimal(text.replace(",", ".")) in KNOWN_RATES:
            rate = Decimal(text.replace(",", "."))
        else:
            continue
        rest = cells[k + 1:]
        if rest and _amount(rest[0], fmt) is None and not RATE.search(rest[0]):
            rest = rest[1:]
        if len(rest) < 2:
            continue
        base, vat = _amount(rest[0], fmt), _amount(rest[1], fmt)
        if base is None or vat is None or base <= 0:
            continue
        rate = rate if rate is not None else (Decimal(0) if vat == 0 else None)
        if rate is not None and cents(base * rate / 100) == vat:
            return rate, base, vat
    return None


def _vat_heading(row: str, fmt: NumberFormat) -> bool:
    """A heading row naming VAT that prints no amount ('TAUX TVA  BASE  TVA')."""
    return VAT_WORD.search(row) is not None and all(_amount(c, fmt) is None for c in split_cells(row))


def _gross_below(rows: list[str], at: int, gross: Decimal, fmt: NumberFormat) -> bool:
    """`gross` is the last amount of a row at most `_GROSS_ROWS` below row `at` (the totals grid read as rows), no
    amount on the rows up to it larger ('TOTALE FATTURA / Invoice total  € 11.789,64', 'Rechnungsbetrag EUR 6.589,76')."""
    printed = totals_rows("\n".join(rows[at + 1:]), fmt)[:_GROSS_ROWS]
    for row in printed:
        if any(a > gross for a in fmt.signed_amounts(row)):
            return False
        if _last_amount(row, fmt) == gross:
            return True
    return False


def recap_chain(text: str, values: dict) -> TotalsChain | None:
    """Rule 2: the rows of a VAT recap table, one rate, bases and VATs adding up to the largest amount printed, or to
    the gross printed just below the recap (a share capital in the footer may print a larger amount)."""
    fmt = NumberFormat(text)
    rows = _rows(text)
    found, bare, last_at = [], False, -1
    for index, row in enumerate(rows):
        recap = _recap_row(split_cells(row), fmt, bare)
        if recap is not None:
            found.append(recap)
            last_at = index
        bare = _vat_heading(row, fmt) or (bare and recap is not None)
    if not found or len({rate for rate, _, _ in found}) != 1:
        return None
    rate = found[0][0]
    net = sum((base for _, base, _ in found), Decimal(0))
    vat = sum((v for _, _, v in found), Decimal(0))
    if _rate_fits(rate, values) and (net + vat == _largest(rows, fmt) or _gross_below(rows, last_at, net + vat, fmt)):
        return TotalsChain(net, _plain(rate), -1)
    return None


def stated_rate_chain(text: str, values: dict) -> TotalsChain | None:
    """Rule 4: the one rate the invoice prints, stated on a row naming VAT without an amount ('Cota TVA / VAT rate:
    0%'), and the line table's totals row printing the net and its VAT side by side ('Total  6.816,40  0,00'): the
    VAT is the net at that rate, and their sum is printed just below ('6.816,40 EUR')."""
    fmt = NumberFormat(text)
    rows = _rows(text)
    rates = {Decimal(m.group(1).replace(",", ".")) for row in rows for m in RATE.finditer(row)}
    stated = [row for row in rows if RATE.search(row) and VAT_WORD.search(row) and not fmt.amounts(RATE.sub("", row))]
    if len(rates) != 1 or not stated:
        return None
    rate = rates.pop()
    for index, row in enumerate(rows):
        cells = split_cells(row)
        if len(cells) != 3 or not TOTAL_WORD.match(cells[0].strip()):
            continue
        net, vat = _amount(cells[1], fmt), _amount(cells[2], fmt)
        if (net is not None and vat is not None and net > 0 and _rate_fits(rate, values)
                and cents(net * rate / 100) == vat and _gross_below(rows, index, net + vat, fmt)):
            return TotalsChain(net, _plain(rate), -1)
    return None


def boxes_chain(text: str, values: dict) -> TotalsChain | None:
    """Rule 3: a row of amounts under a heading naming VAT: base, bare rate, VAT, their sum, side by side, the sum
    the row's last cell and no amount below the row larger."""
    fmt = NumberFormat(text)
    rows = _rows(text)
    largest = _largest(rows, fmt)
    for index, row in enumerate(rows[1:], start=1):
        cells = split_cells(row)
        if not VAT_WORD.search(rows[index - 1]) or any(_amount(c, fmt) is not None for c in split_cells(rows[index - 1])):
            continue
        for k in range(len(cells) - 3):
            base, vat, gross = (_amount(cells[k + j], fmt) for j in (0, 2, 3))
            bare = re.fullmatch(r"\d{1,2}(?:[.,]\d{1,2})?", cells[k + 1].strip())
            if None in (base, vat, gross) or bare is None or base <= 0:
                continue
            rate = Decimal(bare.group().replace(",", "."))
            after = _largest(rows[index + 1:], fmt)
            if (_rate_fits(rate, values) and cents(base * rate / 100) == vat and base + vat == gross
                    and k + 3 == len(cells) - 1 and (gross == largest or (after is not None and after <= gross))):
                return TotalsChain(base, _plain(rate), -1)
    return None


def deduction_after_net(text: str, net: Decimal | None) -> str | None:
    """Why the net read may be a subtotal before a deduction: a negative amount printed on a row below it and above
    the first tax line after it ('Zwischensumme 1.663,80', 'Gutschein TREUE10 (10 %)  - 166,38 €', 'MwSt. (0%)')."""
    if net is None:
        return None
    fmt = NumberFormat(text)
    rows = _rows(text)
    for index, row in enumerate(rows):
        if _last_amount(row, fmt) != net:
            continue
        for below in rows[index + 1: index + 1 + _ROWS_ABOVE]:
            if TAX_WORD.search(below) and not DEDUCTION_WORD.search(below):
                break
            amount = _last_amount(below, fmt)
            if amount is not None and amount < 0:
                return f"the net {net} read is followed by the deduction {below.strip()!r}: a subtotal, not the net"
    return None


def totals_by_arithmetic(text: str, values: dict) -> tuple[TotalsChain | None, str | None]:
    """The chain the first rule that holds establishes, else (None, a doubt on the net read, or None)."""
    for rule in (deducted_chain, recap_chain, boxes_chain, stated_rate_chain):
        chain = rule(text, values)
        if chain is not None:
            return chain, None
    return None, deduction_after_net(text, values.get("net_total"))


__all__ = ["boxes_chain", "deducted_chain", "deduction_after_net", "recap_chain", "stated_rate_chain",
           "totals_by_arithmetic"]
