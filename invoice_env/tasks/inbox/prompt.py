"""The inbox's texts: the policy with the inbox rules, rendered from the single-invoice policy text so
the two cannot drift, and the task message listing the documents in arrival order."""

from __future__ import annotations

import re
from typing import Sequence

from invoice_env.episode.prompt import SYSTEM_PROMPT

_SINGLE = ("You process one incoming supplier invoice (a PDF in the inbox) in the ERP using four tools: "
           "read_document, search_purchase_order, create_booking and flag_for_review. Every invoice ends with "
           "exactly one outcome: one booking line, or one review flag. Never both, never two.")
_INBOX = ("You process the documents of an inbox (PDFs) in the ERP using four tools: read_document, "
          "search_purchase_order, create_booking and flag_for_review. Every invoice ends with exactly one "
          "outcome: one booking line, or one review flag. Never both, never two.")
INBOX_RULES = """INBOX. The task lists the documents in the order they arrived. Handle them one at a time, in that order, each against the ERP as the earlier ones left it: an invoice you booked is listed under "invoices" on its PO, with its invoice number and date, and counts in that PO's invoiced_net and remaining_net for every document after it (rule 2 and rule 5 see it). Only invoices are booked or flagged: a document that is not an invoice (a delivery note, a payment reminder, an order confirmation) gets neither a booking nor a flag. An invoice without a usable PO number (none, or one that does not exist in the ERP) that names a delivery note of the same supplier which arrived earlier in this inbox is handled as stating the PO number printed on that delivery note: rule 3 applies to it, not rule 4. A delivery note that arrives after the invoice does not count."""

if _SINGLE not in SYSTEM_PROMPT:
    raise RuntimeError("the policy text's opening changed: update invoice_env/tasks/inbox/prompt.py")
INBOX_SYSTEM_PROMPT = SYSTEM_PROMPT.replace(_SINGLE, _INBOX).replace(
    "\n\nVAT CODE.", f"\n\n{INBOX_RULES}\n\nVAT CODE.", 1)

_LISTED = re.compile(r"^\s*\d+\. (inbox/[\w.\-]+\.pdf)\s*$", re.MULTILINE)


def inbox_user_prompt(document_ids: Sequence[str]) -> str:
    listed = "\n".join(f"{i}. {doc}" for i, doc in enumerate(document_ids, start=1))
    return (f"{len(document_ids)} documents arrived in the inbox, in this order:\n{listed}\n"
            "Handle each of them, in this order, according to the booking policy.")


def listed_documents(prompt: str) -> list[str]:
    """The documents an inbox task message lists, in order (empty for a single-invoice message)."""
    return _LISTED.findall(prompt)
