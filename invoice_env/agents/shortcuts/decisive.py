"""Each rule's decisive input: the features withheld from that rule's learned stand-in.

A stand-in learns from every observable (superficial features, proxies, PO features) except what
the rule itself reads. A name in `DECISIVE[rule]` is withheld wherever it occurs: as a plain
feature and under every PO prefix (`printed.`, `picked.`, `cand.`). The classifiers "on proxy
features" withhold the union (`ALL_DECISIVE`): they must not be handed the policy itself."""

from __future__ import annotations

from invoice_env.episode.checks import Rule

DECISIVE: dict[Rule, dict[str, str]] = {
    Rule.DUPLICATE: {
        "number_booked": "the invoice number equals a booked one of the supplier (the rule itself)",
        "number_booked_on_printed": "an invoice with this number is booked on the printed PO",
        "(in every other feature)": "the number comparison only: edit distances, ranks and gaps against booked "
                                    "numbers leave an equal one out (features.View.other_numbers); the booked "
                                    "original itself (its date, PO and amount) is seen like any invoice",
    },
    Rule.SUPPLIER: {
        "same_vat": "the PO's supplier VAT number equals the invoice's",
        "same_name": "the PO's supplier name equals the printed one",
        "same_country": "the PO's supplier country equals the invoice VAT's country",
        "in_supplier_list": "the PO is among the supplier's POs (reconstructs the identity)",
    },
    Rule.STATUS: {
        "is_open": "the printed PO's status",
        # rule 4's candidates are the open POs: the printed PO is among them exactly when it is open, so
        # a count over them or a rank within them reconstructs its status (like in_supplier_list above)
        "candidate_rank_by_remaining": "the PO's rank among the open candidates (none when closed)",
        "is_largest_article_only": "the PO is the largest open article-only candidate (never when closed)",
        "n_candidates": "open POs with something left (one fewer when the printed PO is closed)",
        "n_sharing_article": "open candidates sharing an article",
        "none_sharing_article": "no open candidate shares an article",
        "n_article_only": "open candidates holding every article",
        "n_fitting": "open candidates passing the fit test",
        "n_candidates_ordered_after_invoice": "open candidates ordered after the invoice",
        "n_candidates_nonround": "open candidates with a non-round quantity",
        "largest_article_only_overshoot": "the overshoot against the largest open article-only candidate",
        "reference_one_edit_open": "an open candidate one edit from the reference",
        "reference_one_edit_is_largest": "the largest open candidate is one edit from the reference",
        "reference_one_edit_all_articles": "an open article-only candidate one edit from the reference",
    },
    Rule.FIT: {
        "fits": "rule 4's test (articles on the PO at most in the ordered quantity)",
        "qty_within_share": "invoiced quantities against ordered quantities",
        "qty_equal": "invoiced quantities equal to the ordered ones",
        "qty_equal_prices_differ": "contains the quantity equality",
        "n_fitting": "how many candidates pass the fit test",
        "over_ordered_quantity": "an invoiced quantity above the ordered one (superficial feature)",
        "pos_with_identical_lines": "POs with the invoice's (article, quantity, price) lines (superficial feature)",
    },
    Rule.TOLERANCE: {
        "overshoot": "the exact ratio of the invoice net to the PO's remaining",
        "over_2pct": "the 2 % rule itself",
        "remaining_log": "the PO's remaining net (with the invoice net it reconstructs the ratio)",
        "net_total_log": "the PO's net total (equal to the remaining on an uninvoiced PO)",
        "net_share_of_total": "invoice net / PO total (the ratio on an uninvoiced PO)",
        "largest_article_only_overshoot": "the exact ratio against the largest article-only candidate",
    },
}
"""rule -> {withheld feature name: why}. Article numbers, invoice counts, invoiced shares and the
coarse overshoot buckets (above 0 %, 4 %, 10 %, 50 %) stay observable to every stand-in."""

ALL_DECISIVE = frozenset(name for names in DECISIVE.values() for name in names)
PREFIXES = ("printed.", "picked.", "cand.")


def base_name(name: str) -> str:
    for prefix in PREFIXES:
        if name.startswith(prefix):
            return name[len(prefix):]
    return name


def withheld(name: str, rules) -> bool:
    """Is this feature withheld from a stand-in of any of `rules`?"""
    return any(base_name(name) in DECISIVE[rule] for rule in rules)
