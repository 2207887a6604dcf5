"""Properties of each ``Properties.td`` kind in declarative formats
(``generated/properties_ops.py``, from ``td/examples/Properties.td``): their
custom syntax, their attribute form in the generic syntax, and MLIR's
messages for bad values, ``prop-dict`` entries and generic conversions."""

from __future__ import annotations

import importlib.util
from pathlib import Path
from types import ModuleType

import pytest

from tblgen_py.runtime.ir.context import Context
from tblgen_py.runtime.text.lexer import MLIRParseError
from tblgen_py.runtime.text.parser import parse_source
from tblgen_py.runtime.text.printer import PrintOptions, print_module

GENERATED = Path(__file__).resolve().parents[2] / "generated" / "properties_ops.py"


def _load() -> ModuleType:
    spec = importlib.util.spec_from_file_location("properties_ops", GENERATED)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


PROPS = _load()

CUSTOM = """\
module {
  %0 = "test.src"() : () -> i32
  %1 = prop.format %0 level -3 verbose checked false : i32 -> i32
  %2 = prop.format %0 level 9223372036854775807 checked true : i32 -> i32
  prop.containers sizes [1, -2] names ["a", "b\\22c"] lanes [] limit 5 note none flag some<true>
  prop.containers sizes [] names [] lanes [3, 4] note "x" flag none
  prop.anchors
  prop.anchors "manual" tag "t" fast stride = 3 exact
  prop.dict 3 <{dims = array<i64: 1, 2>, enabled = true, id = 7 : i32, label = "x", names = ["a"]}>
  prop.dict -1 <{dims = array<i64>, enabled = false, fast, id = 1 : i32, label = "", limit = [2], names = [], width = 8 : i64}> {extra}
}
"""


def _context() -> Context:
    context = Context(allow_unregistered_dialects=True)
    PROPS.register(context)
    return context


def _print(text: str, generic: bool = False) -> str:
    context = _context()
    module = parse_source(text, context)
    return print_module(module, PrintOptions(generic=generic), context)


def _error(text: str) -> str:
    with pytest.raises(MLIRParseError) as info:
        parse_source(text, _context())
    return str(info.value)


def test_custom_syntax_round_trips() -> None:
    """Integers, booleans, strings, unit flags, arrays, optionals (delegated
    and ``some<>``), default-valued anchors, oilist clauses and prop-dict."""
    assert _print(CUSTOM) == CUSTOM


def test_generic_form_holds_the_attribute_forms() -> None:
    """``convertToAttribute``: ``unit``/``false``, ``[]``/``[v]``, arrays,
    dense arrays; every property is printed, defaults included."""
    text = _print(CUSTOM, generic=True)
    assert '"prop.format"(%0) <{checked = false, level = -3 : i64, verbose}>' in text
    assert (
        '"prop.containers"() <{flag = [true], lanes = array<i32>, limit = [5], '
        'names = ["a", "b\\22c"], note = [], sizes = [1, -2]}>'
    ) in text
    assert (
        '"prop.anchors"() <{exact = false, fast = false, policy = "auto", '
        "stride = 1 : i64, tag = []}>"
    ) in text
    assert "count = 3 : i32, dims = array<i64: 1, 2>" in text
    assert _print(text) == CUSTOM


def test_generic_form_is_canonicalised() -> None:
    """A ``UnitProp`` set by ``true`` prints as ``unit``; absent properties
    with defaults get them."""
    text = '"prop.anchors"() <{fast = true, exact = false}> : () -> ()\n'
    assert "prop.anchors fast\n" in _print(text)
    generic = _print(text, generic=True)
    assert '<{exact = false, fast, policy = "auto", stride = 1 : i64, tag = []}>' in (
        generic
    )


@pytest.mark.parametrize(
    ("text", "message"),
    [
        (
            "prop.format %x level x checked true : i32 -> i32",
            "custom op 'prop.format' expected integer value",
        ),
        (
            "prop.format %x level 1 checked maybe : i32 -> i32",
            "custom op 'prop.format' expected integer value",
        ),
        (
            "prop.containers sizes [1, 99999999999999999999] names [] lanes [] "
            "note none flag none",
            "custom op 'prop.containers' integer value too large",
        ),
        (
            "prop.containers sizes [] names [1] lanes [] note none flag none",
            "custom op 'prop.containers' expected string",
        ),
        (
            "prop.containers sizes [] names [] lanes [] note none flag true",
            "custom op 'prop.containers' expected 'none' or 'some<prop>'",
        ),
        (
            "prop.containers sizes [] names [] lanes [] note 3 flag none",
            "custom op 'prop.containers' invalid value for property note, "
            "expected optional string",
        ),
    ],
)
def test_bad_values_get_mlirs_messages(text: str, message: str) -> None:
    """The property parsers' own errors first, else ``invalid value``."""
    source = '%x = "test.src"() : () -> i32\n' + text + "\n"
    assert _error(source) == message


@pytest.mark.parametrize(
    ("text", "problem"),
    [
        (
            'prop.dict 1 <{enabled = true, label = "", names = [], dims = '
            "array<i64>, id = 1 : i32, bogus = 2}>",
            "unknown key '\"bogus\"' when parsing properties dictionary",
        ),
        (
            "prop.dict 1 <{enabled = true}>",
            "expected key entry for label in DictionaryAttr to set Properties.",
        ),
        (
            'prop.dict 1 <{enabled = 1, label = "", names = [], dims = '
            "array<i64>, id = 1 : i32}>",
            "expected BoolAttr for key `value`",
        ),
        (
            'prop.dict 1 <{enabled = true, label = "", names = [], dims = '
            'array<i64>, id = "x"}>',
            'Invalid attribute `id` in property conversion: "x"',
        ),
        ("prop.dict 1 <[1]>", "expected DictionaryAttr to set properties"),
    ],
)
def test_prop_dict_is_checked_at_the_op(text: str, problem: str) -> None:
    """``setPropertiesFromParsedAttr``: unknown keys, missing required keys,
    values of the wrong kind, reported for the whole dictionary."""
    message = _error(text + "\n")
    assert message.startswith("invalid properties ")
    assert message.endswith(f" for op prop.dict: {problem}")


@pytest.mark.parametrize(
    ("props", "problem"),
    [
        ("tag = 3", "expected optional properties to materialize as arrays"),
        ("tag = [1, 2]", "expected optional properties to become 0- or 1-element"),
        ("stride = [1]", "expected IntegerAttr for key `value`"),
        ('tag = ["a"], policy = 1', "expected string property to come from string"),
    ],
)
def test_generic_conversion_errors(props: str, problem: str) -> None:
    """``convertFromAttribute`` of a generic op's ``<{...}>``."""
    message = _error(f'"prop.anchors"() <{{{props}}}> : () -> ()\n')
    assert message.startswith("invalid properties {")
    assert f"for op prop.anchors: {problem}" in message
