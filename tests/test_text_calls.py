"""Tool calls written as text, in the shapes real models write them (reasoning first, prose, fences,
tags, ReAct, function tags, call expressions), read by the text episode's `parse_action` and the one
parser under it (`invoice_env.episode.text_calls`); and what stays a final answer or is an error."""

import json
import subprocess
import sys
from pathlib import Path

import pytest

from invoice_env.adapters.text_episode import TEXT_PROTOCOL, first_messages, first_observation, parse_action
from invoice_env.episode.text_calls import find_calls, without_reasoning
from invoice_env.episode.tool_docs import PARAMETER_DESCRIPTIONS, TOOL_DESCRIPTIONS
from invoice_env.episode.tools import TOOL_NAMES

ROOT = Path(__file__).resolve().parent.parent
READ = {"name": "read_document", "arguments": {"document_id": "inbox/20261125_cddd2d8dc0.pdf"}}
CALL = json.dumps(READ)
PRETTY = json.dumps(READ, indent=2)

SHAPES = {
    "think then bare JSON (Qwen3, DeepSeek-R1)": f"<think>\nThe task names one invoice. I should read it before "
                                                 f"searching.\n</think>\n\n{CALL}",
    "template-opened think (only the closing tag)": f"Okay, first read the document.\n</think>\n{CALL}",
    "prose then a json fence (Qwen2.5-Coder 1.5B)": f"I will read it first.\n```json\n{PRETTY}\n```",
    "tool_call tags after prose (Hermes, Qwen2.5)": f"Let me look at the invoice.\n<tool_call>\n{CALL}\n</tool_call>",
    "Action: JSON": f"Thought: I need the invoice text.\nAction: {CALL}",
    "ReAct Action / Action Input": "Thought: read it.\nAction: read_document\nAction Input: "
                                   '{"document_id": "inbox/20261125_cddd2d8dc0.pdf"}',
    "Mistral [TOOL_CALLS] list": f"[TOOL_CALLS][{CALL}]",
    "Llama python_tag with parameters": '<|python_tag|>{"name": "read_document", "parameters": '
                                        '{"document_id": "inbox/20261125_cddd2d8dc0.pdf"}}',
    "Llama 3.1 function tag": '<function=read_document>{"document_id": "inbox/20261125_cddd2d8dc0.pdf"}</function>',
    "Qwen3-Coder XML parameters": "<tool_call>\n<function=read_document>\n<parameter=document_id>\n"
                                  "inbox/20261125_cddd2d8dc0.pdf\n</parameter>\n</function>\n</tool_call>",
    "OpenAI wrapper, arguments as a string": json.dumps({"type": "function", "function": {
        "name": "read_document", "arguments": json.dumps(READ["arguments"])}}),
    "doubled braces (Qwen2.5-Coder 1.5B)": "{" + CALL + "}",
    "call expression": 'I will call read_document(document_id="inbox/20261125_cddd2d8dc0.pdf") now.',
}


@pytest.mark.parametrize("shape", SHAPES)
def test_a_call_after_the_models_own_text_is_the_action(shape):
    parsed = parse_action(SHAPES[shape])
    assert (parsed.kind, parsed.name, parsed.arguments) == ("tool", READ["name"], READ["arguments"])
    assert parsed.more_calls == 0


def test_a_call_inside_reasoning_is_not_a_call():
    text = f"<think>I could call {CALL} but I already know the answer.</think>\nFlagged it as a duplicate."
    parsed = parse_action(text)
    assert parsed.kind == "final"
    assert find_calls(text, TOOL_NAMES)[0] == []
    assert parse_action(f"<think>unfinished, cut by max_tokens {CALL}").kind == "invalid"


@pytest.mark.parametrize("text", ["Booked invoice RE-000340 on PO 45000012.",
                                  "<think>done</think>\nI flagged it: the PO is closed.",
                                  "I used read_document and then search_purchase_order; no PO fits, so I flagged it.",
                                  'The supplier is {"name": "Bouwmaterialen NV"}.'])
def test_text_without_a_call_is_the_final_answer(text):
    assert parse_action(text).kind == "final"


@pytest.mark.parametrize("text, says", [
    ("<think>Let me think about the policy.</think>", "only reasoning"),
    ('I will read it.\n```json\n{"name": "read_document", "arguments": {"document_id": "a"}\n```', "does not parse"),
    ('Calling it now: {"name": "create_bookingArguments", "arguments": {}}', "names no tool"),
    ("<tool_call>\nread the invoice\n</tool_call>", "no JSON object"),
    ('{"name": "read_document", "arguments": {"document_id": "inbox/20261125_cddd2d8dc0.pdf", "po_numb',
     "does not parse"),
])
def test_a_broken_call_is_an_error_that_says_why_not_a_final_answer(text, says):
    parsed = parse_action(text)
    assert parsed.kind == "invalid" and says in parsed.text and '{"name": "<tool>"' in parsed.text


def test_only_the_first_of_several_calls_runs_and_the_rest_are_counted():
    search = json.dumps({"name": "search_purchase_order", "arguments": {"supplier_vat": "BE0123456749"}})
    parsed = parse_action(f"First read, then search.\n{CALL}\n{search}")
    assert (parsed.name, parsed.more_calls) == ("read_document", 1)


def test_without_reasoning_drops_every_block_and_a_template_opened_one():
    assert without_reasoning("<think>a</think>b<thinking>c</thinking>d") == "bd"
    assert without_reasoning("opened by the template</think>answer") == "answer"
    assert without_reasoning("<think>never closed") == ""


def test_the_first_observation_states_the_action_format_and_every_tool_with_its_arguments(train_tasks):
    task = train_tasks[0]
    system, user = first_messages(task)
    assert system["content"].endswith(TEXT_PROTOCOL) and user["content"].endswith("according to the booking policy.")
    observation = first_observation(task)
    assert '{"name": "<tool name>", "arguments": {' in observation and "<think>" in observation
    for tool, description in TOOL_DESCRIPTIONS.items():
        assert f"- {tool}: {description}" in observation
        for argument, text in PARAMETER_DESCRIPTIONS[tool].items():
            assert f"  - {argument} (" in observation and text in observation
    assert '- status (one of "open", "closed", "all"; optional, default "open")' in observation
    assert "- document_id (string; required)" in observation


def test_share_of_the_recorded_real_model_replies_that_parse_as_calls():
    """The figure scripts/text_call_share.py prints for evals/real_models.md: every recorded reply the
    report did not cut short is a call now; the cut ones are error observations, not final answers."""
    out = subprocess.run([sys.executable, str(ROOT / "scripts" / "text_call_share.py"),
                          str(ROOT / "evals" / "real_models.md")], capture_output=True, text=True, check=True).stdout
    print(out)
    assert "of the 7 not cut by the report: 7 (100 %)" in out
    assert "41 recorded final texts; parsed as a tool call: 10" in out and "final" not in out.split("\n", 2)[2]


def test_the_doctor_names_a_call_written_after_the_models_text():
    from invoice_env.agents.doctor import text_tool_call

    assert text_tool_call(f"I will read the invoice first. {CALL}") == "as JSON after the model's own text"
    assert text_tool_call(f"<think>{CALL}</think> Done.") is None
