"""The texts of a line: a description wrapped onto the next row, an article number on a row of its own, article
codes glued to the start of the descriptions."""

from __future__ import annotations

import re

from invoice_env.world.models import InvoiceLine


def join_wrapped(description: str, more: str) -> str:
    """A description and the rest of it from the next row: after a hyphen of its own (a row ending 'F-', the
    next starting 'gassenverordening') without a space, else with one."""
    if re.search(r"\w-$", description):
        return description + more
    return f"{description} {more}"


ARTICLE_PREFIX = (r"(?:Réf\.?|Ref\.?|Référence|(?:Part|Item|Article)(?: [Nn][or]\.?| number)?|Art\.?(?:-?Nr\.?)?"
                  r"|Artikel(?:-?nr\.?|nummer)?|SKU|Code)")
ARTICLE_ROW = re.compile(rf"(?P<prefix>{ARTICLE_PREFIX}:? )?(?P<code>[A-Z0-9]+(?:[-./][A-Z0-9]+)+|\d{{4,}})")
"""A row that prints only an article number, below (or, on a till roll, above) its description: a code of
capitals and digits in groups ('MD-PORTE-83', 'MD-CHAMB-SET'), or after an article word ('Réf. EG-CAR-604040',
'Part SH-PMP-G20', 'Item no. VPS-L')."""


def article_on_own_row(cell: str) -> str | None:
    """The article number a row of its own prints, or None: after an article word any code, else one with a
    digit and a capital, or of three groups of capitals ('MD-CHAMB-SET'; 'PVC-U' is a word). After an article
    word, a note may follow a '·' ('Artikelnr. PZ-A4-80 · Korting 8%')."""
    article, _, note = cell.strip().partition(" · ")
    match = ARTICLE_ROW.fullmatch(article)
    if match is None or (note and not match.group("prefix")):
        return None
    code = match.group("code")
    if match.group("prefix"):
        return code
    has_digit, has_capital = re.search(r"\d", code), re.search(r"[A-Z]", code)
    return code if (has_digit and has_capital) or (not has_digit and len(re.split(r"[-./]", code)) >= 3) else None


LEADING_CODE = re.compile(r"(?P<code>[A-Z0-9]+(?:[-./][A-Z0-9]+)+)(?P<dash> [-–])? (?P<rest>\S.*)")
"""A description cell that starts with an article code of capitals and digits in groups, then a space or a dash
set apart, then the description ('KR-1120 Bremsenreiniger 500 ml', 'CONF-FULL - Logistics Summit 2027')."""


def articles_leading_descriptions(lines: list[InvoiceLine], one_column: bool = False) -> list[InvoiceLine]:
    """The lines with the article code that starts their description cell taken as their article, where the
    table shows it is the supplier's article column glued to the description: two or more lines print one,
    all with the same leading letters ('KR-', 'CONF-'), no two the same, each a numbered code or set apart by a
    dash. Otherwise the lines as read ('DN50 Ball valve', 'DIN-933 M12x40' on two lines: a model name or a
    standard, not an article). Codes of capitals in groups each set apart from its description by a dash of its
    own ('MAINT-PS - Contrat d'entretien ...', 'RES-TORS-50 - Ressort ...', 'NIV-VERIN - Niveleur ...') are the
    article column glued to the description whatever their leading letters. `one_column`: the heading names the
    article and the description in one column ('Article / Désignation', 'Artikel / Bezeichnung'); there each
    leading code shaped as an article number ('LT-RL-58', 'MU-8-8') is the article, where all lines but one at
    most print one. Every line (two or more) starting with a code of three groups or more joined by hyphens, a
    capital in its first ('FS-125-60 Fiberscheibe ...', 'CH-ERGO-24 Ergonomic chair ...'), is the article column
    glued as well, whatever their leading letters (a standard or a model name prints two groups: 'DIN-933'), as is
    every line starting with a number of four groups or more under one first group (ISBNs: '978-90-8212-114-5
    Handbook of ...', `_number_series`)."""
    labelled = _labelled_articles(lines)
    if labelled is not None:
        return labelled
    leading = {index: match for index, line in enumerate(lines)
               if line.article_no is None and (match := LEADING_CODE.fullmatch(line.description))}
    codes = [match.group("code") for match in leading.values()]
    if len(codes) < 2 or len(set(codes)) < len(codes):
        return lines
    shared = one_column and len(codes) >= len(lines) - 1 and all(article_on_own_row(code) for code in codes)
    series = shared or (_one_series(codes) and all(match.group("dash") or _numbered_code(match.group("code"))
                                                   for match in leading.values()))
    grouped = len(codes) == len(lines) and (all(_three_groups(code) for code in codes) or _number_series(codes))
    if not (series or grouped or all(_dashed_code(match) for match in leading.values())):
        return lines
    return [line.model_copy(update={"article_no": leading[index].group("code"),
                                    "description": leading[index].group("rest")}) if index in leading else line
            for index, line in enumerate(lines)]


LABELLED_CODE = re.compile(rf"{ARTICLE_PREFIX}:? (?P<code>[A-Z0-9]+(?:[-./][A-Z0-9]+)+|\d{{4,}}) [-–] (?P<rest>\S.*)")
"""A description cell that starts with an article word, the code and a dash set apart before the description
('Réf. EFA-C2-604 – Caisse carton ...', 'Art. 4711 – Sicherheitsschuh ...')."""


LABELLED_CODE_ALONE = re.compile(rf"{ARTICLE_PREFIX}:? (?P<code>[A-Z0-9]+(?:[-./][A-Z0-9]+)+|\d{{4,}})")
"""A description cell that is an article word and its code and nothing else, the text on the rows below (Sage 50
Handwerk's 'Art.-Nr. GR-3030-2' over 'Gitterrost feuerverzinkt ...'): the code is the article and the
description."""


def _labelled_code(description: str) -> tuple[str, str] | None:
    """The code an article word names at the start of a description cell and the description after it (the code
    itself where the cell prints nothing else), or None."""
    match = LABELLED_CODE.fullmatch(description)
    if match is not None:
        return match.group("code"), match.group("rest")
    alone = LABELLED_CODE_ALONE.fullmatch(description.strip())
    return (alone.group("code"), alone.group("code")) if alone is not None else None


def _labelled_articles(lines: list[InvoiceLine]) -> list[InvoiceLine] | None:
    """The lines with the code their article word names taken as their article, where every line (two or more)
    prints one so, none the same and none with an article read already; else None."""
    labelled = [_labelled_code(line.description) if line.article_no is None else None for line in lines]
    codes = [found[0] for found in labelled if found is not None]
    if len(lines) < 2 or len(codes) < len(lines) or len(set(codes)) < len(codes):
        return None
    return [line.model_copy(update={"article_no": code, "description": rest}) for line, (code, rest) in
            zip(lines, labelled)]


def _number_series(codes: list[str]) -> bool:
    """Every code is digits in four groups or more joined by hyphens, all with the same first group ('978-90-8212-
    114-5', '978-90-8212-097-1': ISBNs, EANs printed in groups): a numbering of articles, not a date (three groups)
    or a number range."""
    groups = [code.split("-") for code in codes]
    return (len(codes) >= 2 and all(len(parts) >= 4 and all(part.isdigit() for part in parts) for parts in groups)
            and len({parts[0] for parts in groups}) == 1)


def _three_groups(code: str) -> bool:
    """A code of three groups or more of capitals and digits joined by hyphens, a capital in its first group."""
    groups = code.split("-")
    return len(groups) >= 3 and re.search(r"[A-Z]", groups[0]) is not None and all(groups)


def _dashed_code(match: re.Match[str]) -> bool:
    """A leading code set apart by a dash of its own, of capitals in groups with a capital in its first group
    ('MAINT-PS - ...'; not a number range, '2027-05 - ...')."""
    return bool(match.group("dash")) and re.match(r"[A-Z]", match.group("code")) is not None


def _numbered_code(code: str) -> bool:
    """A code by the shape of one on a row of its own, with a number of three digits or more ('KR-1120'; not a
    model name's short number, 'LED-T8', 'RJ-45')."""
    return article_on_own_row(code) is not None and re.search(r"\d{3}", code) is not None


def _one_series(codes: list[str]) -> bool:
    """The codes all start with the same letters before their first separator ('KR' of 'KR-1120')."""
    heads = {re.split(r"[-./]", code)[0] for code in codes}
    return len(heads) == 1 and heads.pop().isalpha()


def articles_inside_descriptions(lines: list[InvoiceLine]) -> list[InvoiceLine]:
    """Lines without an article whose description holds one code of the shape the other lines print in their
    article column (capitals and digits in groups, the same first group and separator: 'BF-MOS-10L' beside
    'BF-PEL-5L'), glued to the description where the article cell stood empty on its row (Katana's 'Artikel  SKU'
    where a long description runs into the SKU column): the code is the article, out of the description. The
    lines as they were where any such line holds no such code, or more than one."""
    prefixes = {code.group("head") for line in lines if line.article_no
                and (code := GROUPED_CODE.fullmatch(line.article_no))}
    if len(prefixes) != 1 or all(line.article_no for line in lines):
        return lines
    head = prefixes.pop()
    out = []
    for line in lines:
        if line.article_no:
            out.append(line)
            continue
        found = [m for m in GROUPED_CODE.finditer(line.description or "") if m.group("head") == head]
        if len(found) != 1:
            return lines
        code = found[0]
        rest = " ".join((line.description[:code.start()] + " " + line.description[code.end():]).split())
        out.append(line.model_copy(update={"article_no": code.group(0), "description": rest}))
    return out


GROUPED_CODE = re.compile(r"(?<![\w-])(?P<head>[A-Z]{2,}[-./])(?=[A-Z0-9./-]*\d)[A-Z0-9]+(?:[-./][A-Z0-9]+)*(?![\w-])")
"""An article code of capitals and digits in groups, its first group capitals ('BF-MOS-10L')."""
