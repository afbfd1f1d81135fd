"""Each tool is declared once (an `@tool` method of `InvoiceTools`: typed signature + docstring) and every
view of it is derived: the pydantic argument model, the JSON schema, the v0 functions, the v1 methods."""

import inspect
import re
import typing
from typing import Annotated, Literal

import pytest
from pydantic import Field

from invoice_env.episode.policy import REASONS
from invoice_env.episode.tool_docs import PARAMETER_DESCRIPTIONS, TOOL_DESCRIPTIONS, openai_tools
from invoice_env.episode.tool_spec import ToolError, tool
from invoice_env.episode.tools import SEARCH_LIMIT, STATUSES, TOOL_NAMES, TOOLS, InvoiceTools


def test_the_declarations_are_the_methods_in_their_order():
    assert TOOL_NAMES == tuple(TOOLS) == tuple(name for name in vars(InvoiceTools) if name in TOOLS)
    for name, spec in TOOLS.items():
        method = getattr(InvoiceTools, name)
        assert method.tool_spec is spec
        assert spec.description == " ".join(inspect.getdoc(method).split()) == TOOL_DESCRIPTIONS[name]
        declared = [p for p in inspect.signature(method).parameters if p != "self"]
        assert list(spec.parameter_names) == declared == list(PARAMETER_DESCRIPTIONS[name])


def test_the_constants_the_texts_state_are_the_ones_the_code_uses():
    search = TOOLS["search_purchase_order"]
    assert f"at most {SEARCH_LIMIT};" in search.description
    status = search.parameters_schema()["properties"]["status"]
    assert status["enum"] == list(STATUSES) and status["default"] == "open"
    assert all(f'"{value}"' in status["description"] for value in STATUSES)
    reason = TOOLS["flag_for_review"].parameters_schema()["properties"]["reason"]
    assert reason["enum"] == list(REASONS) and ", ".join(REASONS) in reason["description"]


def test_the_pydantic_model_is_derived_from_the_signature():
    for name, spec in TOOLS.items():
        model = spec.model.model_json_schema()
        assert list(model["properties"]) == list(spec.parameter_names), name
        assert spec.model.model_config["extra"] == "forbid"


def test_the_first_bad_argument_in_signature_order_is_reported(snapshot):
    from invoice_env.episode.session import RolloutSession
    from invoice_env.tasks.dataset import load_tasks

    session = RolloutSession.start(snapshot, load_tasks("train")[0])
    try:
        tools = InvoiceTools(session)
        ok, text = tools.call("create_booking", {"net_amount": "1,00", "vat_code": 5, "document_id": "x" * 201})
        assert not ok and text == "Error: argument 'document_id' is 201 characters long; at most 200 are accepted"
        ok, text = tools.call("create_booking", {"document_id": "d", "po_number": "p", "gl_account": "g",
                                                 "vat_code": "v"})
        assert text == "Error: missing argument 'net_amount': expected a plain decimal string such as \"4182.30\""
        ok, text = tools.call("flag_for_review", {"document_id": "d", "note": ""})
        assert text.startswith("Error: argument 'reason' must be one of no_matching_po, ")
        ok, text = tools.call("search_purchase_order", {"po_number": 7, "status": "any"})
        assert text == "Error: argument 'po_number' must be a string, got int 7"
        assert session.tool_errors == 4 and sum(session.tool_calls.values()) == 4
    finally:
        session.close()


def test_the_adapters_derive_their_signatures_from_the_declaration():
    verifiers_v0 = pytest.importorskip("invoice_env.adapters.verifiers_v0")
    for function, spec in zip(verifiers_v0.TOOLS, TOOLS.values(), strict=True):
        signature = inspect.signature(function)
        assert function.__name__ == spec.name
        assert list(signature.parameters) == [*spec.parameter_names, verifiers_v0.HIDDEN_ARG]
        for parameter in spec.parameters:
            assert signature.parameters[parameter.name].annotation == parameter.type
            assert signature.parameters[parameter.name].default == parameter.default
        assert function.__doc__.startswith(spec.description + "\n\nArgs:\n")
    v1 = pytest.importorskip("invoice_env.adapters.v1_tools")
    for name, spec in TOOLS.items():
        signature = inspect.signature(getattr(v1.InvoiceToolset, name))
        assert list(signature.parameters) == ["self", *spec.parameter_names]
        for parameter in spec.parameters:
            annotation = signature.parameters[parameter.name].annotation
            kind, field = typing.get_args(annotation)
            assert kind == parameter.type and field.description == parameter.description
    assert [tool["function"]["name"] for tool in openai_tools()] == list(TOOL_NAMES)


def test_a_declaration_the_schemas_cannot_state_is_refused():
    def undescribed(self, value: str) -> str:
        """A tool."""
        return value

    def untyped(self, value: Annotated[int, Field(description="A number.")]) -> str:
        """A tool."""
        return str(value)

    def choice(self, value: Annotated[Literal["a", "b"], Field(description="A or B.")] = "a") -> str:
        """A tool,
        over two lines."""
        return value

    with pytest.raises(TypeError, match="Annotated"):
        tool(undescribed)
    with pytest.raises(TypeError, match=re.escape("str, str | None or a Literal")):
        tool(untyped)
    spec = tool(choice).tool_spec
    assert spec.description == "A tool, over two lines."
    assert spec.parameters_schema()["properties"]["value"] == {"type": "string", "enum": ["a", "b"], "default": "a",
                                                               "description": "A or B."}
    assert spec.arguments({}) == {"value": "a"} and spec.arguments({"value": None}) == {"value": "a"}
    with pytest.raises(ToolError, match="argument 'value' must be one of a, b, got 'c'"):
        spec.arguments({"value": "c"})
