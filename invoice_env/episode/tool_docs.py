"""The one source of the four tools' descriptions and of each parameter's description, as clean
text (no docstring indentation), plus the tools in the OpenAI chat-completions "tools" format,
typed as the verifiers v1 adapter declares them, as the Google-style docstring from which
verifiers 0.3.x builds its schemas, and as plain text for the text episode's first observation.
Adapters take their texts from here."""

from __future__ import annotations

import json
from typing import Any

from invoice_env.episode.policy import REASONS
from invoice_env.world.chart import VAT_CODES

STATUSES = ("open", "closed", "all")

TOOL_DESCRIPTIONS: dict[str, str] = {
    "search_purchase_order": (
        "Search purchase orders (POs) in the ERP. Give at least one of po_number, supplier_name or supplier_vat; "
        "every filter you give must match (they are combined with AND), so add only the filters you are sure of. "
        'Returns JSON {"results": [PO...], "count": n, "truncated": bool}, newest PO first, at most 20; an empty '
        'result also carries a "note" saying which filters were combined. Each PO has po_number, status, '
        "order_date, supplier {name, vat_number, country}, gl_account, lines (article_no, quantity, unit_price), "
        "net_total, invoiced_net, remaining_net and invoices (the supplier "
        "invoices already booked on it: invoice_number, invoice_date, net_amount)."),
    "read_document": "Read a document of this task's inbox and return its text.",
    "create_booking": (
        "Book the invoice: insert one booking line against a purchase order and return it with its booking_id. "
        "Use it once, only when the policy says to book."),
    "flag_for_review": (
        "Flag the invoice for review instead of booking it, with one reason code and a short note, and return "
        "the flag with its flag_id. Use it once, only when the policy says to flag."),
}

PARAMETER_DESCRIPTIONS: dict[str, dict[str, str]] = {
    "search_purchase_order": {
        "po_number": ("The PO number to look up, e.g. \"45000012\"; spaces, dashes, '#' and a leading 'PO' "
                      "are ignored."),
        "supplier_name": "Part of the supplier's name, case-insensitive, e.g. \"Bouwmaterialen\".",
        "supplier_vat": ("The supplier's VAT number as printed on the invoice, e.g. \"NL123456789B01\"; spaces, "
                         "dots and case are ignored. Not our own VAT number."),
        "status": ("Which POs to search: \"open\", \"closed\" or \"all\". Default \"open\": a closed PO is found "
                   "only with \"closed\" or \"all\"."),
    },
    "read_document": {
        "document_id": "The document id exactly as given in the task, e.g. \"inbox/20261125_0a1b2c3d4e.pdf\".",
    },
    "create_booking": {
        "document_id": "The id of the invoice document being booked, as given in the task.",
        "po_number": "The number of the purchase order to book against.",
        "gl_account": "The GL account: the gl_account of that purchase order, e.g. \"604000\".",
        "vat_code": f"The VAT code the policy gives, one of the VAT code table: {', '.join(VAT_CODES)}.",
        "net_amount": ("The invoice's net total excluding VAT as a plain decimal string with at most two "
                       "decimals and no thousands separator, e.g. \"4182.30\"."),
    },
    "flag_for_review": {
        "document_id": "The id of the invoice document being flagged, as given in the task.",
        "reason": f"Why it must not be booked: one of {', '.join(REASONS)}.",
        "note": "A short note for the reviewer saying why, in one or two sentences.",
    },
}

# (type, required) of each parameter, in the order of the v1 adapter's signatures.
_NULLABLE_STRING = {"anyOf": [{"type": "string"}, {"type": "null"}], "default": None}
_SCHEMAS: dict[str, dict[str, tuple[dict[str, Any], bool]]] = {
    "search_purchase_order": {
        "po_number": (_NULLABLE_STRING, False),
        "supplier_name": (_NULLABLE_STRING, False),
        "supplier_vat": (_NULLABLE_STRING, False),
        "status": ({"type": "string", "enum": list(STATUSES), "default": "open"}, False),
    },
    "read_document": {"document_id": ({"type": "string"}, True)},
    "create_booking": {name: ({"type": "string"}, True)
                       for name in ("document_id", "po_number", "gl_account", "vat_code", "net_amount")},
    "flag_for_review": {
        "document_id": ({"type": "string"}, True),
        "reason": ({"type": "string", "enum": list(REASONS)}, True),
        "note": ({"type": "string"}, True),
    },
}


def parameters_schema(tool: str) -> dict[str, Any]:
    """The JSON schema of one tool's arguments, each property with its description."""
    properties = {name: {**schema, "description": PARAMETER_DESCRIPTIONS[tool][name]}
                  for name, (schema, _) in _SCHEMAS[tool].items()}
    required = [name for name, (_, needed) in _SCHEMAS[tool].items() if needed]
    return {"type": "object", "properties": properties, "required": required, "additionalProperties": False}


def openai_tools() -> list[dict[str, Any]]:
    """The four tools as a chat-completions request's "tools" list."""
    return [{"type": "function", "function": {"name": name, "description": TOOL_DESCRIPTIONS[name],
                                              "parameters": parameters_schema(name)}}
            for name in TOOL_DESCRIPTIONS]


def google_docstring(tool: str) -> str:
    """The tool's description and an `Args:` section with each parameter's description, one line each."""
    args = "\n".join(f"    {name}: {text}" for name, text in PARAMETER_DESCRIPTIONS[tool].items())
    return f"{TOOL_DESCRIPTIONS[tool]}\n\nArgs:\n{args}\n"


def _kind(schema: dict[str, Any]) -> str:
    if "enum" in schema:
        return "one of " + ", ".join(f'"{value}"' for value in schema["enum"])
    if "anyOf" in schema:
        return " or ".join(option["type"] for option in schema["anyOf"])
    return schema["type"]


def tools_text() -> str:
    """The four tools as plain text for a prompt: each tool's name and description, then each argument
    with its type, whether it is required (else its default) and its description."""
    blocks = []
    for name in TOOL_DESCRIPTIONS:
        schema = parameters_schema(name)
        lines = [f"- {name}: {TOOL_DESCRIPTIONS[name]}", "  arguments:"]
        for argument, spec in schema["properties"].items():
            need = "required" if argument in schema["required"] else f"optional, default {json.dumps(spec['default'])}"
            lines.append(f"  - {argument} ({_kind(spec)}; {need}): {spec['description']}")
        blocks.append("\n".join(lines))
    return "\n".join(blocks)
