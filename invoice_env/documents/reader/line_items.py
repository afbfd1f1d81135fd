"""Line items read from a row's cells: quantity x unit price (less a line discount) = the row's amount.

Three parsers, for three readers that know different things about the row, and they stay three
because each gives results the others do not (measured on the shipped eval and train documents, the
read corpus, the example cases and 600 synthetic documents of every family; issue 35):

- `row_by_wording` (the wording reader): the wording set's header says where the quantity and the unit
  stand and the lexicon's money pattern knows the thousands separators of the set, so it reads right to
  left by position. Given the same cells and the header's roles, `row_by_kinds` reads 99 of the 6,337 rows
  the wording reader reads otherwise: 79 with another article or description (a two-word unit, 'lump
  sum', taken for text; a numeric article number after the quantity of a quantity-first table left out),
  20 not at all (a quantity and a two-word unit in one cell, '1 lump sum'; a unit price to three places).
- `row_by_kinds` (the structure reader): no header to trust, one number format for the whole text, so it
  tries every price and quantity cell (and every printed discount) until the amounts add up.
- `item_row` (`invoice-env case check`, tasks/cases/printed.py): any spelling of a number on any row,
  without the text's number format, and a row is an article line only when it has two text cells that
  are neither numbers nor unit-like words. Replaced by `row_by_kinds`, 1,210 of 6,367 item rows get
  another article (printed's leaves a numeric article number such as '885.457', or a two-word
  description that reads like a unit, out of the text cells) and 41 rows are an item to one and not to
  the other: the case check would report other left-out lines.

Each parser has a module of its own (rows_by_wording.py, rows_by_kinds.py, item_rows.py), with the texts of a
line (articles.py: wrapped descriptions, article numbers) and the rows of other shapes (row_shapes.py: a till roll's
quantity row, a discount on a row of its own); this module names them all in one place."""

from __future__ import annotations

from invoice_env.documents.reader.articles import (ARTICLE_PREFIX, ARTICLE_ROW, LEADING_CODE, article_on_own_row,
                                                   articles_leading_descriptions, join_wrapped)
from invoice_env.documents.reader.item_rows import (NUMBER_CELL, PRICE_CELL, TRAILING_PERCENT, UNIT_CELL, ItemRow,
                                                    item_row, price_cell, quantity_glued_after,
                                                    quantity_glued_row)
from invoice_env.documents.reader.row_shapes import LINE_DISCOUNT, TILL_ROW, line_of_texts, till_row, with_line_discount
from invoice_env.documents.reader.rows_by_kinds import (BRACKETED_ARTICLE, ItemCells, amount_moved_last, row_by_kinds,
                                                        split_glued)
from invoice_env.documents.reader.rows_by_wording import (RowPatterns, TableShape, row_by_wording, row_patterns,
                                                          table_shape)

__all__ = ["ARTICLE_PREFIX", "ARTICLE_ROW", "BRACKETED_ARTICLE", "ItemCells", "ItemRow", "LEADING_CODE",
           "LINE_DISCOUNT", "NUMBER_CELL", "PRICE_CELL", "RowPatterns", "TILL_ROW", "TRAILING_PERCENT", "TableShape",
           "UNIT_CELL", "amount_moved_last", "article_on_own_row", "articles_leading_descriptions", "item_row",
           "join_wrapped", "line_of_texts", "price_cell", "quantity_glued_after", "quantity_glued_row", "row_by_kinds", "row_by_wording",
           "row_patterns", "split_glued", "table_shape", "till_row", "with_line_discount"]
