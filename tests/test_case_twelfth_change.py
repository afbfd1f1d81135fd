"""Issue 38, the twelfth change (corpus 13): the rules it added, each on the rows that called for it."""

import re
from decimal import Decimal

from invoice_env.documents.reader import item_row


def test_a_percentage_before_the_amount_is_the_discount_where_the_row_adds_up_only_less_it():
    row = item_row(0, ["CB-ETQ-100", "Étiquettes thermiques 100 x 150", "60 rlx", "7,40 €", "5 %", "421,80 €", "0 %"])
    assert row is not None and row.article == "CB-ETQ-100"               # 60 x 7,40 less 5 % = 421,80
    assert item_row(0, ["AB-1", "Kabel", "60", "7,40", "21 %", "444,00"]) is not None   # a VAT rate: adds up as is
    assert item_row(0, ["AB-1", "Kabel", "60", "7,40", "21 %", "421,80"]) is None       # adds up with neither


def test_a_quantity_grouped_with_a_space_where_the_text_groups_its_amounts_so():
    from invoice_env.tasks.cases.printed import PrintedText, groups_with_space
    assert groups_with_space("1 752,00 €\nTotal HT net  4 711,25 €") and groups_with_space("4\u202f711,25 €")
    assert not groups_with_space("1.752,00\n4 711,25") and not groups_with_space("752,00  12,50")
    heading = "Référence  Désignation  Qté  PU HT  Remise  Total HT  TVA\n"
    row = "CB-F201-644  Caisse américaine double cannelure  1 200 u  1,46 €  1 752,00 €  0 %\n"
    printed = PrintedText(heading + row + "Total HT net  4 711,25 €\n")
    assert printed.shows_quantity(1, Decimal("1200"), re.compile("CB-F201-644"))
    assert not printed.shows_quantity(1, Decimal("200"), re.compile("CB-F201-644"))
    assert [r.article for r in printed.item_rows()] == ["CB-F201-644"]   # 1 200 x 1,46 = 1 752,00
    dotted = PrintedText(heading + row.replace("1 752,00", "1.752,00") + "Total HT net  4.711,25 €\n")
    assert not dotted.shows_quantity(1, Decimal("1200"), re.compile("CB-F201-644"))  # not the text's grouping
