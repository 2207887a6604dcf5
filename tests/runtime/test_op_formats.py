"""Ops with a declarative assembly format read and write their custom syntax
(``generated/formats_ops.py``, from ``td/examples/Formats.td``)."""

from __future__ import annotations

import importlib.util
from pathlib import Path
from types import ModuleType

import pytest

from tblgen_py.runtime.ir.context import Context
from tblgen_py.runtime.text.lexer import MLIRParseError
from tblgen_py.runtime.text.parser import parse_source
from tblgen_py.runtime.text.printer import PrintOptions, print_module

GENERATED = Path(__file__).resolve().parents[2] / "generated" / "formats_ops.py"


def _load() -> ModuleType:
    spec = importlib.util.spec_from_file_location("formats_ops", GENERATED)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


FORMATS = _load()

# Printed exactly as written (mlir-opt's numbering of values).
CUSTOM = """\
module {
  %0 = "test.src"() : () -> i32
  %1 = fmt.binary %0, %0 : i32
  %2 = fmt.match %0, %1 {k = 1 : i64} : i32
  %3 = fmt.cast %2 : i32 to i64
  %4 = fmt.trunc %0
  %5:2 = fmt.call @callee(%0, %3) : (i32, i64) -> (i1, i8)
  fmt.symbol @sym size 16
  fmt.flags tail %0 note "hi" : i32
  fmt.flags %0 : i32
  fmt.maybe %0 : i32
  fmt.maybe none
  fmt.nested outer 1 inner 2
  fmt.nested outer 3
  fmt.nested
  %6:2 = fmt.all %0, %1 attributes {x} : (i32, i32) -> (i32, i32)
  fmt.body attributes {y} {
    "test.op"() : () -> ()
  }
  fmt.regions {
    "test.op"() : () -> ()
  }, {
  }
  fmt.spacing %0,  %1 : i32, i32
  fmt.array [1, -2, 3]
  %7 = "test.src"() : () -> index
  fmt.segments(%7, %7) [%7]
  fmt.segments() []
  fmt.qualified 5 : i8 %0 : i32
  "test.region"() ({
    %8 = "test.src"() : () -> i1
    fmt.branch ^bb1(%0, %8 : i32, i1)
  ^bb1(%9: i32, %10: i1):  // pred: ^bb0
    fmt.switch %10, ^bb2, ^bb2
  ^bb2:  // 3 preds: ^bb1, ^bb1, ^bb2
    fmt.branch ^bb2
  }) : () -> ()
}
"""


def _context() -> Context:
    context = Context(allow_unregistered_dialects=True)
    FORMATS.register(context)
    return context


def _print(text: str, generic: bool = False) -> str:
    context = _context()
    module = parse_source(text, context)
    return print_module(module, PrintOptions(generic=generic), context)


def test_custom_syntax_round_trips() -> None:
    """Every directive the runtime runs prints what it parsed."""
    assert _print(CUSTOM) == CUSTOM


def test_generic_form_of_custom_syntax() -> None:
    """Parsed custom syntax fills operands, types, properties and segments."""
    text = _print(
        '%i = "test.src"() : () -> index\nfmt.segments(%i) [%i, %i]\n'
        '%a = "test.src"() : () -> i32\n%b = fmt.trunc %a\n'
        "fmt.symbol @s size 3\n",
        generic=True,
    )
    assert (
        '"fmt.segments"(%0, %0, %0) <{operandSegmentSizes = array<i32: 1, 2>}>' in text
    )
    assert '"fmt.trunc"(%1) : (i32) -> i1' in text
    assert '"fmt.symbol"() <{size = 3 : i64, sym_name = "s"}> : () -> ()' in text


def test_ops_the_runtime_cannot_run_keep_the_generic_form() -> None:
    """custom<>, oilist, properties, transformers and inference: generic only."""
    for name in ("CustomOp", "OIListOp", "PropsOp", "ElementOp", "InferOp"):
        assert not hasattr(getattr(FORMATS, name), "_ODS_FORMAT"), name
    text = '%a = "test.src"() : () -> i32\n"fmt.custom"(%a) : (i32) -> ()\n'
    assert '"fmt.custom"(%0) : (i32) -> ()' in _print(text)


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ('%a = "test.src"() : () -> i32\n%b = fmt.cast %a : i32 into i64\n', "'to'"),
        ("fmt.symbol @s 16\n", "'size'"),
        ('%a = "test.src"() : () -> i32\n%b = fmt.binary %a %a : i32\n', "','"),
    ],
)
def test_bad_custom_syntax_is_a_parse_error(text: str, message: str) -> None:
    """A token the format does not allow is reported, not a traceback."""
    with pytest.raises(MLIRParseError) as info:
        parse_source(text, _context())
    assert message in str(info.value)
