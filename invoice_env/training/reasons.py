"""What the assistant says before each tool call of a reference episode: a sentence or two on why,
from the policy's own decision (the rule that applies, `Decision.branch`) and the facts the agent
had read by then, never from the task's hidden fields.

The wording varies: every statement has several phrasings, and a task's own random stream (seeded
by its id, so an export is reproducible to the byte) picks among them, so a model learns the
reasoning and the format rather than one template. Each text uses only what was read before its
call: the first knows the document id, the second the invoice, the third also the supplier's POs."""

from __future__ import annotations

import hashlib
import random
from decimal import Decimal

from invoice_env.episode.branches import BY_FIT, ON_STATED_PO, Branch
from invoice_env.episode.policy import (TOLERANCE, overshoot_percent, po_fits_invoice, quantities_by_article,
                                       vat_regime)
from invoice_env.training.traces import Episode
from invoice_env.world.chart import DOMESTIC, DOMESTIC_REVERSE_CHARGE, GOODS_ACCOUNTS, INTRA_EU_GOODS
from invoice_env.world.models import InvoiceFacts, PurchaseOrderView
from invoice_env.world.money import plain


def task_rng(task_id: str) -> random.Random:
    """The task's own stream of choices: the same task always gets the same wording."""
    return random.Random(int.from_bytes(hashlib.sha256(f"sft-wording:{task_id}".encode()).digest()[:8], "big"))


def _pick(rng: random.Random, *options: str) -> str:
    return rng.choice(options)


def _exact(value: Decimal) -> str:
    """A limit such as 4100.00 x 1.02 without rounding: 4182.00, 4182.0051."""
    text = f"{value.normalize():f}"
    whole, _, frac = text.partition(".")
    return f"{whole}.{frac.ljust(2, '0')}"


def _supplier(facts: InvoiceFacts) -> str:
    return f"{facts.supplier_name} ({facts.supplier_vat})" if facts.supplier_name else facts.supplier_vat


def _ref(facts: InvoiceFacts) -> str:
    """The PO reference as printed, quoted ("PO-45006850", "4500 1234")."""
    return f'"{facts.po_reference}"'


def before_read(rng: random.Random, document_id: str) -> str:
    return _pick(
        rng,
        f"Rule 1 comes first: I read the invoice {document_id} to see who sent it and what it bills.",
        f"I start by reading {document_id}; the supplier's VAT number on it decides whose purchase orders I check.",
        "First I need the invoice itself: supplier, VAT number, invoice number, PO reference and net total.",
        f"Nothing is known yet about {document_id}, so I read it before searching or booking anything.",
        "Step one of the policy: read the document. Every later check depends on what it says.",
    )


def before_supplier_search(rng: random.Random, facts: InvoiceFacts) -> str:
    stated = (f"it states the PO number {_ref(facts)}" if facts.po_reference
              else "it states no PO number")
    read = _pick(
        rng,
        f"The invoice is {facts.invoice_number} from {_supplier(facts)}, net {plain(facts.net_total)}; {stated}.",
        f"Invoice {facts.invoice_number}, supplier {_supplier(facts)}, net total {plain(facts.net_total)}, and {stated}.",
        f"{_supplier(facts)} bills {plain(facts.net_total)} net on invoice {facts.invoice_number}; {stated}.",
    )
    why = _pick(
        rng,
        "Rule 2 (duplicates) comes before everything else, so I list all of this supplier's POs, closed ones "
        "too, to see the invoices already booked.",
        "To check for a duplicate I need every invoice already booked for this supplier: a search on its VAT "
        "number with status \"all\".",
        "Before looking at any PO I check rule 2: is this invoice number already booked for the supplier? "
        "Searching its VAT number with status \"all\" shows every booked invoice.",
        "First the duplicate check. Only a search by the supplier's VAT number over all statuses shows every "
        "invoice it has already been paid for.",
    )
    return f"{read} {why}"


def _holder(pos: tuple[PurchaseOrderView, ...], invoice_number: str) -> tuple[PurchaseOrderView, object] | None:
    wanted = invoice_number.strip().upper()
    for po in pos:
        for invoice in po.invoices:
            if invoice.invoice_number.strip().upper() == wanted:
                return po, invoice
    return None


def _duplicate_fact(episode: Episode) -> str:
    held = _holder(episode.supplier_pos, episode.facts.invoice_number)
    assert held is not None
    po, invoice = held
    return _pick(
        episode_rng(episode),
        f"Invoice number {episode.facts.invoice_number} is already booked for this supplier on PO {po.po_number} "
        f"({invoice.invoice_date}, net {plain(invoice.net_amount)}).",
        f"PO {po.po_number} of this supplier already lists invoice {invoice.invoice_number} "
        f"(net {plain(invoice.net_amount)}, {invoice.invoice_date}).",
        f"The supplier's PO {po.po_number} shows invoice {invoice.invoice_number} as booked already "
        f"({plain(invoice.net_amount)} net).",
    )


def episode_rng(episode: Episode) -> random.Random:
    """The episode's stream, created once and shared by every text of the episode (in call order)."""
    rng = episode.__dict__.get("_wording_rng")
    if rng is None:
        rng = task_rng(episode.task.task_id)
        object.__setattr__(episode, "_wording_rng", rng)
    return rng


def before_stated_search(episode: Episode) -> str:
    rng = episode_rng(episode)
    facts = episode.facts
    if episode.decision.branch == Branch.DUPLICATE:
        first = _duplicate_fact(episode)
        then = _pick(
            rng,
            f"That is rule 2, and it wins over every other rule; I still look up the stated PO "
            f"{_ref(facts)} so the reviewer gets the whole picture.",
            f"Rule 2 will decide this one. For a complete note I also pull up the PO number {_ref(facts)}, which the "
            "invoice names.",
        )
        return f"{first} {then}"
    count = len(episode.supplier_pos)
    first = _pick(
        rng,
        f"None of the supplier's {count} PO(s) lists invoice number {facts.invoice_number}, so it is no duplicate.",
        f"Invoice {facts.invoice_number} is not among the invoices booked on the supplier's {count} PO(s): rule 2 "
        "does not apply.",
        f"No duplicate: the {count} PO(s) of this supplier show no invoice numbered {facts.invoice_number}.",
    )
    then = _pick(
        rng,
        f"The invoice states the PO number {_ref(facts)}, so rule 3 applies if that PO exists; I look it up with "
        "status \"all\".",
        f"Next is rule 3: the invoice names PO number {_ref(facts)}. I search that number over all statuses to "
        "see whose PO it is and what is left on it.",
        f"Rule 3 concerns the stated PO number {_ref(facts)}: I need its supplier, status and remaining "
        "amount, closed or not.",
    )
    return f"{first} {then}"


def _vat_reason(rng: random.Random, facts: InvoiceFacts, po: PurchaseOrderView, code: str) -> str:
    regime = vat_regime(po.supplier.country, po.gl_account, facts.reverse_charge_stated)
    if regime == DOMESTIC:
        return _pick(
            rng,
            f"A Belgian supplier charging {facts.vat_rate.normalize():f} % VAT gives code {code}.",
            f"VAT: domestic supplier at {facts.vat_rate.normalize():f} %, so {code}.",
        )
    if regime == DOMESTIC_REVERSE_CHARGE:
        return _pick(
            rng,
            f"The Belgian supplier states the VAT is reverse-charged to us as co-contractor, so the code is {code}.",
            f"VAT: domestic reverse charge (co-contractor) is stated on the invoice, hence {code}.",
        )
    kind = "a goods account" if regime == INTRA_EU_GOODS else "not a goods account"
    goods = ", ".join(sorted(GOODS_ACCOUNTS))
    return _pick(
        rng,
        f"The supplier is in {po.supplier.country}, another EU country, and GL {po.gl_account} is {kind} "
        f"({goods} are), so the VAT code is {code}.",
        f"VAT: intra-EU supplier ({po.supplier.country}); the PO's account {po.gl_account} is {kind}, which "
        f"gives {code}.",
    )


def _tolerance_fact(rng: random.Random, facts: InvoiceFacts, po: PurchaseOrderView) -> str:
    limit = po.remaining_net * (1 + TOLERANCE)
    over = overshoot_percent(facts.net_total, po.remaining_net)
    net, remaining = plain(facts.net_total), plain(po.remaining_net)
    if facts.net_total > limit:
        return _pick(
            rng,
            f"The invoice's net {net} exceeds PO {po.po_number}'s remaining {remaining} by {over:.3f} %, above "
            f"the 2 % limit of {_exact(limit)}.",
            f"Rule 5: {remaining} remaining x 1.02 = {_exact(limit)}, and {net} is more than that ({over:.3f} % "
            "over).",
            f"PO {po.po_number} has {remaining} left; {net} is {over:.3f} % over it, beyond the 2.00 % tolerance.",
        )
    relation = (f"{over:.3f} % over the remaining {remaining}" if over is not None and over > 0
                else f"not more than the remaining {remaining}")
    return _pick(
        rng,
        f"The net {net} is {relation}, within the limit {remaining} x 1.02 = {_exact(limit)}.",
        f"Rule 5 holds: {net} <= {_exact(limit)} ({remaining} remaining x 1.02).",
        f"Tolerance check: the invoice's {net} is {relation} of PO {po.po_number}, inside 2 %.",
    )


def _fit_gap(po: PurchaseOrderView, facts: InvoiceFacts) -> str:
    """Why a PO does not fit the invoice lines (rule 4), in a few words."""
    ordered, invoiced = quantities_by_article(po.lines), quantities_by_article(facts.lines)
    for article, quantity in invoiced.items():
        if article not in ordered:
            return f"PO {po.po_number} has no article {article}"
    for article, quantity in invoiced.items():
        if quantity > ordered[article]:
            return (f"PO {po.po_number} orders {ordered[article].normalize():f} of {article}, the invoice bills "
                    f"{quantity.normalize():f}")
    return f"PO {po.po_number} fits"


def _rule4_intro(rng: random.Random, episode: Episode) -> str:
    facts = episode.facts
    if facts.po_reference:
        return _pick(
            rng,
            f"No PO numbered {_ref(facts)} exists in the ERP, so rule 4 applies: find the supplier's open PO "
            "that fits the invoice lines.",
            f"The stated number {_ref(facts)} matches no PO; under rule 4 I test the supplier's open POs "
            "against the invoiced articles and quantities.",
        )
    return _pick(
        rng,
        "The invoice states no PO number, so rule 4 applies: the PO is the supplier's one open PO that fits the "
        "invoice lines.",
        "No PO number on the invoice: by rule 4 I look for the open PO with something left that carries every "
        "invoiced article in at least the invoiced quantity.",
    )


def _candidates(episode: Episode) -> list[PurchaseOrderView]:
    return [p for p in episode.supplier_pos if p.status == "open" and p.remaining_net > 0]


def before_decision(episode: Episode) -> str:
    """Why the booking or the flag: the deciding rule and the facts it read."""
    rng = episode_rng(episode)
    facts, decision = episode.facts, episode.decision
    branch = decision.branch
    if branch == Branch.DUPLICATE:
        fact = _duplicate_fact(episode) if not facts.po_reference else _pick(
            rng, "As found above, the invoice number is already booked for this supplier.",
            "The invoice number is already on the supplier's books, as the first search showed.")
        rule = _pick(
            rng,
            "Rule 2: flag it as duplicate_invoice, whatever its amount, date or PO.",
            "That is a duplicate under rule 2, which wins over every rule below: flag duplicate_invoice.",
            "Booking it again would pay twice; rule 2 says flag duplicate_invoice.",
        )
        return f"{fact} {rule}"
    if not facts.po_reference or episode.stated_po is None:
        no_dup = "" if facts.po_reference else _pick(
            rng,
            f"Invoice {facts.invoice_number} is not yet booked for this supplier, so rule 2 does not apply. ",
            f"No duplicate: none of the supplier's POs lists invoice {facts.invoice_number}. ",
        )
        intro = no_dup + _rule4_intro(rng, episode)
    else:
        intro = ""
    stated = episode.stated_po
    if branch == Branch.SUPPLIER_MISMATCH:
        assert stated is not None
        return _pick(
            rng,
            f"PO {stated.po_number} belongs to {stated.supplier.name} ({stated.supplier.vat_number}), not to the "
            f"invoicing supplier {_supplier(facts)}. Rule 3a: flag supplier_mismatch.",
            f"The stated PO {stated.po_number} is another supplier's ({stated.supplier.name}, "
            f"{stated.supplier.vat_number}). Rule 3a says flag supplier_mismatch, even if this supplier has a PO "
            "that would fit.",
        )
    if branch == Branch.CLOSED:
        assert stated is not None
        return _pick(
            rng,
            f"PO {stated.po_number} is this supplier's but its status is closed. Rule 3b: flag no_matching_po.",
            f"The stated PO {stated.po_number} is closed ({plain(stated.remaining_net)} remaining), and rule 3b "
            "says a closed stated PO is flagged no_matching_po, even if another PO would fit.",
        )
    if branch == Branch.FULLY_INVOICED:
        assert stated is not None
        return _pick(
            rng,
            f"PO {stated.po_number} is open but fully invoiced: {plain(stated.invoiced_net)} of "
            f"{plain(stated.net_total)} already booked, 0.00 remaining. Rule 3b: flag no_matching_po.",
            f"Nothing is left on the stated PO {stated.po_number} (remaining {plain(stated.remaining_net)}); under "
            "rule 3b that is flagged no_matching_po.",
        )
    if branch in (Branch.NO_FIT, Branch.SEVERAL_FIT):
        candidates = _candidates(episode)
        if branch == Branch.NO_FIT:
            if not candidates:
                detail = _pick(rng, "The supplier has no open PO with an amount left.",
                               "None of the supplier's POs is open with something remaining.")
            else:
                gaps = "; ".join(_fit_gap(p, facts) for p in candidates[:3])
                detail = _pick(
                    rng,
                    f"None of its {len(candidates)} open PO(s) with an amount left fits: {gaps}.",
                    f"I checked the {len(candidates)} open PO(s) with something remaining, and none carries the "
                    f"invoiced articles in those quantities ({gaps}).",
                )
        else:
            fitting = [p.po_number for p in candidates if po_fits_invoice(p, facts)]
            detail = _pick(
                rng,
                f"More than one open PO fits: {', '.join(fitting)} all carry every invoiced article in enough "
                "quantity, so I cannot pick one.",
                f"POs {', '.join(fitting)} each fit the invoice lines; with more than one fit the PO is ambiguous.",
            )
        rule = _pick(rng, "So: flag no_matching_po.", "Rule 4 then says flag no_matching_po.",
                     "That leaves no single PO, so I flag no_matching_po.")
        return f"{intro} {detail} {rule}".strip()
    po = _decided_po(episode)
    found = ""
    if branch in BY_FIT:
        found = " " + _pick(rng, f"Only PO {po.po_number} fits the invoice lines.",
                            f"Exactly one open PO fits: {po.po_number}.",
                            f"PO {po.po_number} is the one open PO carrying every invoiced article.")
    elif branch in ON_STATED_PO:
        found = _pick(rng, f"PO {po.po_number} is this supplier's, open, with {plain(po.remaining_net)} remaining; "
                           "rule 3c makes it the PO to check.",
                      f"The stated PO {po.po_number} belongs to the supplier and is open ({plain(po.remaining_net)} "
                      "left), so rule 5 is checked against it.")
    tolerance = _tolerance_fact(rng, facts, po)
    if decision.action == "flag":
        rule = _pick(rng, "Flag amount_out_of_tolerance.", "Over tolerance: flag amount_out_of_tolerance, do not book.",
                     "So it must not be booked: flag amount_out_of_tolerance.")
        return f"{intro}{found} {tolerance} {rule}".strip()
    booking = _pick(
        rng,
        f"Book it: PO {po.po_number}, the PO's GL account {po.gl_account}, net {plain(facts.net_total)}.",
        f"Rule 6: book {plain(facts.net_total)} on PO {po.po_number} with its GL account {po.gl_account}.",
        f"So I book it on PO {po.po_number}, GL {po.gl_account} as the PO says, for the net {plain(facts.net_total)}.",
    )
    vat = _vat_reason(rng, facts, po, decision.vat_code or "")
    return f"{intro}{found} {tolerance} {booking} {vat}".strip()


def _decided_po(episode: Episode) -> PurchaseOrderView:
    number = episode.decision.po_number
    if episode.stated_po is not None and episode.decision.branch in ON_STATED_PO:
        return episode.stated_po
    for po in episode.supplier_pos:
        if po.po_number == number:
            return po
    raise ValueError(f"task {episode.task.task_id}: PO {number} of the decision was not among the search results")


def reasons(episode: Episode) -> list[str]:
    """One text per tool call of the episode, in order."""
    rng = episode_rng(episode)
    texts = []
    for step in episode.steps:
        name = step.call.name
        if name == "read_document":
            texts.append(before_read(rng, step.call.arguments["document_id"]))
        elif name == "search_purchase_order" and "supplier_vat" in step.call.arguments:
            texts.append(before_supplier_search(rng, episode.facts))
        elif name == "search_purchase_order":
            texts.append(before_stated_search(episode))
        else:
            texts.append(before_decision(episode))
    return texts
