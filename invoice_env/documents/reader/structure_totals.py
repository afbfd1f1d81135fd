"""The totals, read by structure: the net total the lines add up to (else the one its label names), the VAT line's
rate and amount, the gross total that is net + VAT."""

from __future__ import annotations

import re
from decimal import Decimal

from invoice_env.documents.labels import VAT_WORD
from invoice_env.documents.reader.page import Page
from invoice_env.documents.reader.shared import KNOWN_RATES, ROW_PERCENT, NumberFormat
from invoice_env.world.models import InvoiceLine
from invoice_env.world.money import cents


def read_totals(text: Page, rows: list[InvoiceLine], end: int, values: dict, problems: dict) -> None:
    lines_sum = sum((r.net_amount for r in rows), Decimal("0.00")) if rows else None
    after = list(range(end, len(text.lines)))

    def labelled(field: str) -> list[Decimal]:
        out = []
        for index in after:
            for position, cell in enumerate(text.lines[index]):
                hit = text.strong.hit(cell)
                if hit and hit[0] == field:
                    found = text.amounts("  ".join([hit[2], *text.lines[index][position + 1:]]))
                    if found:
                        out.append(found[0])
                    break
        return out

    every = [(index, amount) for index in after for amount in text.amounts(text.raw[index])]
    net = next((a for _, a in every if a == lines_sum), None)
    if net is None:
        net = next(iter(labelled("net_total")), None)
    vat_rate = vat_amount = None
    for index in after:
        raw = text.raw[index]
        if not VAT_WORD.search(raw):
            continue
        rates = [ROW_PERCENT.search(raw)] if ROW_PERCENT.search(raw) else []
        found = text.amounts(raw)
        if rates and found:
            vat_rate = Decimal(rates[0].group("value").replace(",", "."))
            vat_amount = found[-1]
            break
        if found and net is not None and len(text.lines[index]) <= 3:  # 'TVA  0,00': the rate that gives it
            rate = next((r for r in KNOWN_RATES if cents(net * r / 100) == found[-1]), None)
            if rate is not None:
                vat_rate, vat_amount = rate, found[-1]
                break
    if vat_rate is None and (breakdown := vat_breakdown("\n".join(text.raw))) is not None:
        # no VAT line with a rate: the VAT breakdown's one row ('Taux  Base HTVA  TVA  Total TVAC' over '12%  3896,75
        # 467,61  4364,36') gives the rate, the net and the VAT (lines priced incl. VAT add up to its gross)
        vat_rate, net, vat_amount, _ = breakdown
    gross = None
    if net is not None:
        if vat_amount is not None:
            gross = next((a for _, a in every if a == net + vat_amount and a != net or (vat_amount == 0 and a == net)), None)
        else:
            pairs = [(v, g) for _, v in every for _, g in every if g == net + v and v > 0]
            if pairs:
                vat_amount, gross = pairs[0]
                rate = (vat_amount / net * 100) if net else None
                vat_rate = next((r for r in KNOWN_RATES if rate is not None and abs(cents(net * r / 100) - vat_amount)
                                 <= Decimal("0.01")), None)
    if gross is None:
        gross = next(iter(labelled("gross_total")), None)
    if net is None:
        problems["net_total"] = ("no amount after the lines equal to their sum "
                                 f"({lines_sum}) and no known net total label" if lines_sum is not None
                                 else "no known net total label")
    else:
        values["net_total"] = net
    if vat_rate is None or vat_amount is None:
        problems["vat_rate"] = problems["vat_amount"] = "no VAT line (a VAT word, a rate and an amount) after the lines"
    else:
        values["vat_rate"], values["vat_amount"] = vat_rate, vat_amount
    if gross is None:
        problems["gross_total"] = "no amount equal to net + VAT and no known gross total label"
    else:
        values["gross_total"] = gross


def vat_breakdown(text: str) -> tuple[Decimal, Decimal, Decimal, Decimal] | None:
    """The one row of a VAT breakdown table: (rate, net, VAT, gross), where a heading of four or more cells that
    names VAT and prints no amount ('Taux  Base HTVA  TVA  Total TVAC', 'Satz  Netto  MwSt.  Brutto', 'Btw-tarief
    Excl. btw  Btw  Incl. btw') stands over one row of a rate and three amounts, the VAT at that rate of the first and
    the gross their sum ('12%  3896,75  467,61  4364,36'); None where no such table is printed, or it prints several
    rates."""
    fmt = NumberFormat(text)
    rows = [row.strip() for row in text.splitlines()]
    found = None
    for index, row in enumerate(rows[:-1]):
        cells = re.split(r"\s{2,}", row)
        if len(cells) < 4 or fmt.amounts(row) or not VAT_WORD.search(row):
            continue
        rate_row = _breakdown_row(rows[index + 1], fmt)
        if rate_row is None:
            continue
        if found is not None or (index + 2 < len(rows) and ROW_PERCENT.match(rows[index + 2])
                                 and _breakdown_row(rows[index + 2], fmt) is not None):
            return None  # two breakdowns, or a second rate
        found = rate_row
    return found


def _breakdown_row(row: str, fmt: NumberFormat) -> tuple[Decimal, Decimal, Decimal, Decimal] | None:
    cells = re.split(r"\s{2,}", row)
    rate = ROW_PERCENT.fullmatch(cells[0])
    if rate is None or rate.group("sign") or len(cells) != 4:
        return None
    amounts = [fmt.amount_cell(cell) for cell in cells[1:]]
    if None in amounts:
        return None
    net, vat, gross = amounts
    value = Decimal(rate.group("value").replace(",", "."))
    if net <= 0 or abs(cents(net * value / 100) - vat) > Decimal("0.01") or net + vat != gross:
        return None
    return value, net, vat, gross
