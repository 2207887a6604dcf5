"""``custom<LevelRange>`` (SparseTensorDialect.cpp): a level range
``lo`` or ``lo to hi``, the half-open ``[lo, hi)`` of levels an iteration
space covers, in ``!sparse_tensor.iter_space``/``iterator`` and in
``sparse_tensor.extract_iteration_space``::

    lvls = 0          // [0, 1)
    lvls = 0 to 2     // [0, 2)

The types keep the levels as integers, the op as ``index`` attributes.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from tblgen_py.dialects.asm_support import name_offset, op_error, parse_integer
from tblgen_py.runtime.ir.attributes import IntegerAttr
from tblgen_py.runtime.ir.types import IndexType
from tblgen_py.runtime.ods import attr_format
from tblgen_py.runtime.ods.asm_format import register_custom_directive

if TYPE_CHECKING:
    from tblgen_py.runtime.text.dialect_asm import DialectAsmParser, DialectAsmPrinter
    from tblgen_py.runtime.text.parser import Parser
    from tblgen_py.runtime.text.printer import OpPrinter

_BOUNDS = "expect larger level upper bound than lower bound"


def level_range_text(lo: int, hi: int) -> str:
    """``printLevelRange``: ``lo`` alone when the range holds one level."""
    return str(lo) if lo + 1 == hi else f"{lo} to {hi}"


def parse_type_level_range(parser: DialectAsmParser) -> tuple[int, int]:
    """``parseLevelRange(AsmParser &, Level &, Level &)``: a bad range is
    reported at the type's mnemonic."""
    lo = parser.parse_integer()
    hi = parser.parse_integer() if parser.parse_optional_keyword("to") else lo + 1
    if hi <= lo:
        parser.error(_BOUNDS, parser.name_location())
    return lo, hi


def print_type_level_range(printer: DialectAsmPrinter, lo: object, hi: object) -> None:
    """``printLevelRange(AsmPrinter &, Level, Level)``."""
    assert isinstance(lo, int) and isinstance(hi, int)
    printer.write(level_range_text(lo, hi))


def parse_op_level_range(parser: Parser) -> tuple[IntegerAttr, IntegerAttr]:
    """``parseLevelRange(OpAsmParser &, IntegerAttr &, IntegerAttr &)``: the
    bounds as ``index`` attributes; a bad range is reported at the op name."""
    lo = parse_integer(parser)
    hi = parse_integer(parser) if parser.parse_optional_keyword("to") else lo + 1
    if hi <= lo:
        op_error(parser, _BOUNDS, name_offset(parser))
    index = IndexType.get()
    return IntegerAttr.get(index, lo), IntegerAttr.get(index, hi)


def print_op_level_range(
    printer: OpPrinter, op: object, lo: object, hi: object
) -> None:
    """``printLevelRange(OpAsmPrinter &, Operation *, IntegerAttr, IntegerAttr)``."""
    assert isinstance(lo, IntegerAttr) and isinstance(hi, IntegerAttr)
    printer.write(level_range_text(lo.value, hi.value))


attr_format.register_custom_directive(
    "sparse_tensor", "LevelRange", parse_type_level_range, print_type_level_range
)
register_custom_directive(
    "LevelRange", parse_op_level_range, print_op_level_range, "sparse_tensor"
)
