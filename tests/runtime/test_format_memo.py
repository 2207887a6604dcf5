"""The printer's memo of declarative-format texts: an op written from it reads
as the op printed directive by directive (operand names, their order and
repetition, attributes, properties, types and indentation all kept apart)."""

from __future__ import annotations

import pytest

from tblgen_py.runtime.ir import Context
from tblgen_py.runtime.ods.asm_format import OpFormat
from tblgen_py.runtime.text.parser import parse_source
from tblgen_py.runtime.text.printer import OpPrinter, PrintOptions
from tblgen_py.tools.dialect_loading import auto_load

_TEXT = """\
module {
  func.func @f(%arg0: i32, %arg1: i32, %arg2: f32, %arg3: i64) -> i32 {
    %0 = arith.addi %arg0, %arg1 : i32
    %1 = arith.addi %arg1, %arg0 : i32
    %2 = arith.addi %0, %0 : i32
    %3 = arith.addi %1, %2 overflow<nsw> : i32
    %4 = arith.addi %3, %2 overflow<nsw> : i32
    %5 = arith.addi %4, %3 : i32
    %6 = arith.addi %arg3, %arg3 : i64
    %7 = arith.addi %arg3, %6 : i64
    %8 = arith.addf %arg2, %arg2 fastmath<fast> : f32
    %9 = arith.addf %8, %arg2 : f32
    %10 = arith.addf %9, %8 fastmath<fast> : f32
    %11 = arith.addf %10, %9 {tag = 1 : i32} : f32
    %12 = arith.addf %11, %10 {tag = 2 : i32} : f32
    %13 = arith.addf %12, %11 {tag = 2 : i32} : f32
    %c1_i32 = arith.constant 1 : i32
    %c2_i32 = arith.constant 2 : i32
    %c1_i32_0 = arith.constant 1 : i32
    %14 = arith.addi %5, %c1_i32 : i32
    %15 = arith.addi %14, %c2_i32_1 : i32
    return %15 : i32
  }
}
"""


def _printed(monkeypatch: pytest.MonkeyPatch, memo: bool) -> tuple[str, int]:
    """The module's text, and how many texts the printer's memo kept."""
    context = Context(True)
    context.dialect_loader = auto_load
    text = _TEXT.replace("%c2_i32_1", "%c1_i32_0")
    module = parse_source(text, context, "memo.mlir")
    if not memo:
        monkeypatch.setattr(OpFormat, "print", OpFormat.print_directives)
    printer = OpPrinter(PrintOptions(generic=False), context)
    text = printer.print_top_level(module)
    return text, len(printer.format_memo.kept())


def test_ops_written_from_the_memo_print_as_directives_do(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    with_memo, kept = _printed(monkeypatch, memo=True)
    assert with_memo == _TEXT.replace("%c2_i32_1", "%c1_i32_0")
    # addi on i32 (with and without nsw) and on i64, addf fast, addf with
    # tag = 2, the constant 1: the keys printed twice or more
    assert kept == 6
    assert with_memo == _printed(monkeypatch, memo=False)[0]


_REPEATED = """\
module {
  func.func @g(%arg0: f32, %arg1: f32) -> (f32, f32, f32) {
    %0 = arith.mulf %arg1, %arg0 : f32
    %1 = arith.mulf %arg0, %arg0 : f32
    %2 = arith.mulf %arg1, %arg0 : f32
    %3 = arith.mulf %arg0, %arg1 : f32
    return %1, %2, %3 : f32, f32, f32
  }
}
"""


def _kept_holes(text: str) -> list[tuple[list[int], tuple[tuple[int, ...], ...]]]:
    """Print ``text`` (it must print back unchanged); per text the memo
    kept, the operand of each name and the operands that were one value."""
    context = Context(True)
    context.dialect_loader = auto_load
    module = parse_source(text, context, "repeated.mlir")
    printer = OpPrinter(PrintOptions(generic=False), context)
    assert printer.print_top_level(module) == text
    return [
        ([index for index, _ in entry.tail], entry.same)
        for entry in printer.format_memo.kept()
    ]


def test_a_text_kept_from_an_op_using_one_value_twice_serves_only_such_ops() -> None:
    # The second op of the key uses %arg0 twice: its holes cannot tell which
    # operand each is, so its text serves only ops using one value twice; the
    # third op records the text anew, kept for every op of the key.
    assert _kept_holes(_REPEATED) == [([0, 1], ())]


_SQUARES = """module {
  func.func @h(%arg0: f32) -> f32 {
    %0 = arith.mulf %arg0, %arg0 : f32
    %1 = arith.mulf %0, %0 : f32
    %2 = arith.mulf %1, %1 : f32
    %3 = arith.mulf %2, %2 : f32
    return %3 : f32
  }
}
"""


def test_ops_using_one_value_twice_are_written_from_the_memo() -> None:
    assert _kept_holes(_SQUARES) == [([0, 0], ((0, 1),))]
    mixed = _SQUARES.replace("%2, %2", "%2, %arg0")
    assert _kept_holes(mixed) == [([0, 1], ())]


_TYPED = """\
module {
  func.func @t(%arg0: f32, %arg1: f64, %arg2: i32, %arg3: i64) {
    %0 = arith.cmpf olt, %arg0, %arg0 : f32
    %1 = arith.cmpf olt, %arg0, %arg0 : f32
    %2 = arith.cmpf olt, %arg1, %arg1 : f64
    %3 = arith.cmpf olt, %arg1, %arg1 : f64
    %4 = arith.addf %arg0, %arg0 : f32
    %5 = arith.addf %arg0, %arg0 : f32
    %6 = arith.addf %arg1, %arg1 : f64
    %7 = arith.addf %arg1, %arg1 : f64
    %8 = arith.index_cast %arg2 : i32 to index
    %9 = arith.index_cast %arg2 : i32 to index
    %10 = arith.index_cast %arg3 : i64 to index
    %11 = arith.index_cast %arg3 : i64 to index
    %12 = arith.index_cast %8 : index to i32
    %13 = arith.index_cast %9 : index to i32
    %14 = arith.index_cast %10 : index to i64
    %15 = arith.index_cast %11 : index to i64
    return
  }
}
"""


def test_keys_hold_the_types_the_format_prints() -> None:
    # cmpf prints its operands' type (its result is i1 whatever they are),
    # addf its result's, index_cast both: each type kept apart where printed
    context = Context(True)
    context.dialect_loader = auto_load
    module = parse_source(_TYPED, context, "typed.mlir")
    printer = OpPrinter(PrintOptions(generic=False), context)
    assert printer.print_top_level(module) == _TYPED
    assert len(printer.format_memo.kept()) == 8
    flags = {
        name: (fmt.operand_typed, fmt.result_typed)
        for name in ("arith.cmpf", "arith.addf", "arith.index_cast", "arith.constant")
        for fmt in [context.lookup_or_load_op_class(name)._ODS_FORMAT]
    }
    assert flags == {
        "arith.cmpf": (True, False),
        "arith.addf": (False, True),
        "arith.index_cast": (True, True),
        "arith.constant": (False, False),
    }
