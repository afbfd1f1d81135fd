"""scripts/text_call_proxy.py (a workaround for models that write tool calls as text): which texts
become structured calls, and which stay text."""

import importlib.util
import json
from pathlib import Path

SCRIPT = Path(__file__).resolve().parent.parent / "scripts" / "text_call_proxy.py"
_spec = importlib.util.spec_from_file_location("text_call_proxy", SCRIPT)
proxy = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(proxy)

TOOLS = {"read_document", "search_purchase_order", "create_booking", "flag_for_review"}
READ = {"name": "read_document", "arguments": {"document_id": "inbox/a.pdf"}}


def _request(**extra):
    return {"tools": [{"type": "function", "function": {"name": name}} for name in sorted(TOOLS)], **extra}


def _reply(content):
    return {"choices": [{"index": 0, "message": {"role": "assistant", "content": content},
                         "finish_reason": "stop"}]}


def test_bare_json_fences_tags_and_string_arguments_become_calls():
    for text in (json.dumps(READ), f"```json\n{json.dumps(READ)}\n```", f"<tool_call>\n{json.dumps(READ)}\n</tool_call>",
                 json.dumps({"type": "function", "function": {"name": "read_document",
                                                              "arguments": json.dumps(READ["arguments"])}}),
                 json.dumps({"name": "read_document", "parameters": READ["arguments"]})):
        calls, rest = proxy.text_calls(text, TOOLS)
        assert calls == [READ] and rest == "", text


def test_text_that_is_not_a_call_of_a_listed_tool_stays_text():
    for text in ("I booked it on PO 45001234.", '{"name": "delete_everything", "arguments": {}}',
                 '{"po_number": "45001234"}', "```json\n{broken\n```"):
        calls, rest = proxy.text_calls(text, TOOLS)
        assert calls == [] and rest == text.strip(), text


def test_rewrite_keeps_the_first_call_when_asked_and_leaves_the_rest_alone():
    search = {"name": "search_purchase_order", "arguments": {"supplier_vat": "BE0123456749"}}
    reply = _reply(f"Reading first.\n{json.dumps(READ)}\n{json.dumps(search)}")
    line = proxy.rewrite(reply, _request(), first_only=True)
    message = reply["choices"][0]["message"]
    assert [json.loads(c["function"]["arguments"]) for c in message["tool_calls"]] == [READ["arguments"]]
    assert message["content"] == "Reading first." and reply["choices"][0]["finish_reason"] == "tool_calls"
    assert "dropped 1" in line
    both = _reply(f"{json.dumps(READ)} {json.dumps(search)}")
    proxy.rewrite(both, _request())
    assert [c["function"]["name"] for c in both["choices"][0]["message"]["tool_calls"]] == \
        ["read_document", "search_purchase_order"]


def test_rewrite_touches_nothing_without_tools_with_tool_choice_none_or_with_structured_calls():
    assert proxy.rewrite(_reply(json.dumps(READ)), {"tools": []}) is None
    assert proxy.rewrite(_reply(json.dumps(READ)), _request(tool_choice="none")) is None
    structured = _reply(None)
    structured["choices"][0]["message"]["tool_calls"] = [{"id": "c1", "type": "function",
                                                          "function": {"name": "read_document", "arguments": "{}"}}]
    before = json.dumps(structured)
    assert proxy.rewrite(structured, _request()) is None and json.dumps(structured) == before
