"""What a draft is drawn with (scenarios.py): the side its net falls on against the PO's remaining
net, and its traits, some of which become the task's tags (generator.tags_of). Members equal the
strings the tags carry."""

from __future__ import annotations

from enum import StrEnum


class Side(StrEnum):
    """How the invoice's net compares to the remaining net of the PO it was made against."""

    EXACT = "exact"
    """The whole uninvoiced PO, line for line."""
    BELOW = "below"
    """Clearly below what is left (fewer of the articles)."""
    WITHIN = "within"
    """Above what is left, by at most the 2 % tolerance."""
    OVER = "over"
    """Above what is left by more than the 2 % tolerance."""

    @property
    def trait(self) -> Trait:
        return Trait(f"side_{self}")


class Trait(StrEnum):
    SIDE_EXACT = "side_exact"
    """The net was drawn on Side.EXACT."""
    SIDE_BELOW = "side_below"
    """The net was drawn on Side.BELOW."""
    SIDE_WITHIN = "side_within"
    """The net was drawn on Side.WITHIN."""
    SIDE_OVER = "side_over"
    """The net was drawn on Side.OVER."""
    LINE_LEFT_OUT = "line_left_out"
    """An ordered line did not arrive and is not invoiced."""
    PARTIAL_QUANTITY = "partial_quantity"
    """A line arrived in fewer than the ordered quantity."""
    OVER_DELIVERED = "over_delivered"
    """A line arrived in more than the ordered quantity."""
    PRICE_CHANGED = "price_changed"
    """A line's unit price differs from the PO's."""
    UNORDERED_ARTICLE = "unordered_article"
    """The invoice carries an article the PO does not."""
    SURCHARGE = "surcharge"
    """A surcharge line (freight, packaging, ...)."""
    DISCOUNT = "discount"
    """A discount line."""
    EARLIER_INVOICE = "earlier_invoice"
    """An earlier invoice is booked on the PO."""
    TARGET_FULLY_INVOICED = "target_fully_invoiced"
    """The PO the invoice was made against is invoiced in full already."""
    FRESH_ORDERS = "fresh_orders"
    """Every order rule 4 chooses from was placed by the draft (drafting/fresh_orders.py)."""
    REFERENCE_UNKNOWN = "reference_unknown"
    """The printed PO number is a mistyped one that exists nowhere."""
    STATED_OTHER_OWN_PO = "stated_other_own_po"
    """The invoice states another open PO of the same supplier."""
    REPLACEMENT_ORDER = "replacement_order"
    """The closed PO's rest was ordered again on a new open PO that takes the invoice."""
    REPEAT_ORDER = "repeat_order"
    """Another order of the same articles that takes the invoice too (a decoy, or rule 4's second fit)."""
    DECOY_SAME_ARTICLES = "decoy_same_articles"
    """An open PO of the same articles in other quantities, short of the invoice (SAME_ARTICLES_DECOY_SHARE)."""
    DECOY_FEWER = "decoy_fewer"
    """One of the decoys (drafting/decoys.py): another order of the same articles, short of the invoice."""
    DECOY_EQUAL_TOTAL = "decoy_equal_total"
    """A decoy PO of other articles at the same prices: the same total."""
    DECOY_NEAR_AMOUNT = "decoy_near_amount"
    """A decoy PO of one other article with a total just above or below the invoice's."""
    TWIN_INVOICE = "twin_invoice"
    """Another invoice of the supplier dated on the invoice date is booked."""
    RECENT_INVOICE_BOOKED = "recent_invoice_booked"
    """Invoices of the supplier were booked shortly before the invoice."""
