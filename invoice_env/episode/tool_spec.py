"""How a tool is declared, once. A tool is a method of `InvoiceTools` marked `@tool` (the way tau2-bench
marks `@is_tool` methods and verifiers v1 `@vf.tool` ones): its name is the method's name, its
description the method's docstring (lines joined, no indentation), and each argument a parameter of
its typed signature, `Annotated[type, Field(description=...)]` with its default if it is optional.
The types a tool may use are `str`, `str | None` and a `Literal` of strings, optionally with a check
marker in the `Annotated` (`Text(limit)`, `PlainAmount()`); a marker changes the check, never the
schema the model sees.

From that one declaration (`ToolSpec`, built when the class is defined) come:
- the pydantic model that validates a call's raw arguments (`ToolSpec.arguments`), field by field in
  the signature's order, with the error texts the model reads (`ToolError`);
- the argument schema as a JSON schema (`ToolSpec.parameters_schema`) and the two Python signatures
  the adapters' frameworks read (`ToolSpec.signature`: plain types for verifiers 0.3.x, which reads
  the descriptions from the docstring; `Annotated` with the descriptions for the MCP servers, which
  read them from the pydantic `Field`s). `tool_docs.py` renders the texts every adapter sends."""

from __future__ import annotations

import inspect
import types
import typing
from collections.abc import Callable
from dataclasses import dataclass
from typing import Annotated, Any, Literal, Union

from pydantic import BaseModel, BeforeValidator, ConfigDict, Field, ValidationError, create_model
from pydantic.fields import FieldInfo

from invoice_env.world.money import AmountFormatError, parse_plain_amount, plain

MAX_TEXT = 200
"""Characters a string argument may have (unless its declaration says otherwise)."""


class ToolError(Exception):
    """A bad tool call: the message says what was wrong and what is expected. Not a ValueError: raised
    in an argument's check, pydantic lets it through as it is, so the first bad argument (in the
    signature's order) is the one reported."""


def short(value: object, limit: int = 60) -> str:
    """A value as a tool error quotes it: its repr, cut after `limit` characters."""
    text = repr(value)
    return text if len(text) <= limit else text[:limit] + "..."


@dataclass(frozen=True)
class Text:
    """A string argument: stripped; at most `limit` characters, no NUL, no lone surrogate; a required
    one must not be empty, an optional empty one counts as not given."""

    limit: int = MAX_TEXT

    def check(self, name: str, value: Any, required: bool) -> str | None:
        if value is None:
            if required:
                raise ToolError(f"missing argument '{name}': expected a string")
            return None
        if not isinstance(value, str):
            raise ToolError(f"argument '{name}' must be a string, got {type(value).__name__} {short(value)}")
        if len(value) > self.limit:
            raise ToolError(f"argument '{name}' is {len(value)} characters long; at most {self.limit} are accepted")
        if "\x00" in value:
            raise ToolError(f"argument '{name}' contains a NUL character")
        try:
            value.encode("utf-8")
        except UnicodeEncodeError:
            raise ToolError(f"argument '{name}' is not valid Unicode text (it holds a lone surrogate)") from None
        stripped = value.strip()
        if required and not stripped:
            raise ToolError(f"argument '{name}' is empty: expected a non-empty string")
        return stripped or None


@dataclass(frozen=True)
class PlainAmount:
    """An amount as a plain decimal string ("4182.30"); the tool gets it in the ERP's two-place form."""

    def check(self, name: str, value: Any, required: bool) -> str:
        if value is None:
            raise ToolError(f"missing argument '{name}': expected a plain decimal string such as \"4182.30\"")
        try:
            return plain(parse_plain_amount(value))
        except AmountFormatError as exc:
            raise ToolError(str(exc)) from None


@dataclass(frozen=True)
class Choice:
    """One of a `Literal`'s strings; an optional one not given (or null) is its default."""

    choices: tuple[str, ...]
    default: Any

    def check(self, name: str, value: Any, required: bool) -> str:
        if value is None and not required:
            return self.default
        if value not in self.choices:
            raise ToolError(f"argument '{name}' must be one of {', '.join(self.choices)}, got {short(value)}")
        return self.choices[self.choices.index(value)]


@dataclass(frozen=True)
class Parameter:
    """One argument of a tool, as its signature declares it."""

    name: str
    type: Any  # str, str | None or a Literal of strings
    default: Any  # inspect.Parameter.empty when required
    description: str
    checker: Text | PlainAmount | Choice

    @property
    def required(self) -> bool:
        return self.default is inspect.Parameter.empty

    def check(self, value: Any) -> Any:
        return self.checker.check(self.name, value, self.required)

    def schema(self) -> dict[str, Any]:
        """This argument's JSON schema, with its default if optional and its description."""
        schema = _json_type(self.type)
        if not self.required:
            schema["default"] = self.default
        return {**schema, "description": self.description}


def _json_type(kind: Any) -> dict[str, Any]:
    if kind is str:
        return {"type": "string"}
    if typing.get_origin(kind) is Literal and all(isinstance(value, str) for value in typing.get_args(kind)):
        return {"type": "string", "enum": list(typing.get_args(kind))}
    options = typing.get_args(kind)
    if typing.get_origin(kind) in (Union, types.UnionType) and type(None) in options:
        return {"anyOf": [_json_type(option) for option in options if option is not type(None)] + [{"type": "null"}]}
    raise TypeError(f"a tool argument's type must be str, str | None or a Literal of strings, not {kind!r}")


@dataclass(frozen=True)
class ToolSpec:
    """One tool as its method declares it, and what is derived from that."""

    name: str
    description: str
    parameters: tuple[Parameter, ...]
    model: type[BaseModel]

    @property
    def parameter_names(self) -> tuple[str, ...]:
        return tuple(parameter.name for parameter in self.parameters)

    def parameters_schema(self) -> dict[str, Any]:
        """The JSON schema of the arguments, each property with its description; no other property."""
        return {"type": "object", "properties": {p.name: p.schema() for p in self.parameters},
                "required": [p.name for p in self.parameters if p.required], "additionalProperties": False}

    def signature(self, described: bool) -> inspect.Signature:
        """The tool's Python signature without `self`: plain types (`described=False`), or each type
        `Annotated` with a pydantic `Field` that holds the argument's description."""
        return inspect.Signature(
            [inspect.Parameter(p.name, inspect.Parameter.POSITIONAL_OR_KEYWORD, default=p.default,
                               annotation=Annotated[p.type, Field(description=p.description)] if described else p.type)
             for p in self.parameters], return_annotation=str)

    def arguments(self, args: Any) -> dict[str, Any]:
        """The call's raw arguments validated by the tool's pydantic model: each in the form the method
        takes (strings stripped, defaults filled in), or a ToolError for the first bad one."""
        if not isinstance(args, dict):
            raise ToolError(f"{self.name} takes named arguments as a JSON object, got {type(args).__name__}")
        extra = sorted(str(key) for key in args if key not in self.parameter_names)
        if extra:
            raise ToolError(f"{self.name} got unexpected argument(s) {', '.join(map(str, extra))}; "
                            f"it accepts: {', '.join(self.parameter_names)}")
        try:
            return dict(self.model.model_validate(args))
        except ValidationError as exc:  # only if a check returned what its type does not hold (a bug)
            error = exc.errors()[0]
            raise ToolError(f"argument '{'.'.join(map(str, error['loc']))}': {error['msg']}") from None


def _parameter(tool: str, parameter: inspect.Parameter, hint: Any) -> Parameter:
    if typing.get_origin(hint) is not Annotated:
        raise TypeError(f"{tool}.{parameter.name}: declare it as Annotated[type, Field(description=...)]")
    kind, *metadata = typing.get_args(hint)
    fields = [item for item in metadata if isinstance(item, FieldInfo) and item.description]
    if len(fields) != 1:
        raise TypeError(f"{tool}.{parameter.name}: give exactly one Field(description=...)")
    markers = [item for item in metadata if isinstance(item, (Text, PlainAmount))]
    if typing.get_origin(kind) is Literal:
        checker: Text | PlainAmount | Choice = Choice(typing.get_args(kind), parameter.default)
    else:
        checker = markers[0] if markers else Text()
    _json_type(kind)  # a type the schemas can state
    return Parameter(parameter.name, kind, parameter.default, fields[0].description, checker)


def _model(name: str, parameters: tuple[Parameter, ...]) -> type[BaseModel]:
    """The pydantic model of a tool's arguments: each field runs its argument's check on the raw value
    (None when not given, so a missing required argument gets the tool's own message)."""
    fields: dict[str, Any] = {p.name: (Annotated[p.type, BeforeValidator(p.check)], None) for p in parameters}
    return create_model(f"{name}_arguments", __config__=ConfigDict(extra="forbid", validate_default=True),
                        **fields)


def tool(method: Callable[..., str]) -> Callable[..., str]:
    """Mark a method as a tool and build its `ToolSpec` from its signature and docstring."""
    name = method.__name__
    if not method.__doc__:
        raise TypeError(f"tool {name} needs a docstring: it is the tool's description")
    hints = typing.get_type_hints(method, include_extras=True)
    parameters = tuple(_parameter(name, parameter, hints[parameter.name])
                       for parameter in list(inspect.signature(method).parameters.values())[1:])
    description = " ".join(inspect.cleandoc(method.__doc__).split())
    method.tool_spec = ToolSpec(name, description, parameters, _model(name, parameters))  # type: ignore[attr-defined]
    return method


def tool_specs(cls: type) -> dict[str, ToolSpec]:
    """The tools a class declares, by name, in the order it declares them."""
    return {fn.tool_spec.name: fn.tool_spec for fn in vars(cls).values() if hasattr(fn, "tool_spec")}
