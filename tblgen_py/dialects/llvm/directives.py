"""``llvm`` dialect: the ``custom<...>`` directives of its declarative formats.

- ``GEPIndices`` (``llvm.getelementptr``): ``%base[%i, 1, %j]``, a list
  mixing SSA values and 32-bit constants; the values go to the dynamic-index
  operands, every entry to ``rawConstantIndices`` (a value's place holds
  ``GEPOp::kDynamicIndex``).
- ``InsertExtractValueElementType`` (``extractvalue``/``insertvalue``):
  prints nothing; parsing infers the element type at ``position`` of the
  container type (``getInsertExtractValueElementType``).
- ``ShuffleType`` (``shufflevector``): prints nothing; the result is a vector
  of the operands' element type with one element per mask entry.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from tblgen_py.dialects.asm_support import op_error
from tblgen_py.dialects.llvm.aggregate import aggregate_members
from tblgen_py.runtime.ir.attributes_dense import DenseArrayAttr
from tblgen_py.runtime.ir.types import IntegerType, VectorType
from tblgen_py.runtime.ir.value import Value
from tblgen_py.runtime.ods.asm_format import register_custom_directive
from tblgen_py.runtime.text.lexer import TokenKind
from tblgen_py.runtime.text.op_state import UnresolvedOperand

if TYPE_CHECKING:
    from tblgen_py.runtime.text.parser import Parser
    from tblgen_py.runtime.text.printer import OpPrinter

DYNAMIC_INDEX = -(1 << 31)
"""``GEPOp::kDynamicIndex``: the raw constant index of a dynamic one."""
_I32_MIN, _I32_MAX = -(1 << 31), (1 << 31) - 1


def _optional_i32(parser: Parser) -> int | None:
    """``parseOptionalInteger`` into an ``int32_t`` (None: no integer here)."""
    tok = parser.tok
    negative = tok.text == "-"
    if negative:
        parser.consume()
        tok = parser.tok
    if tok.kind is not TokenKind.INTEGER:
        if negative:
            parser.error_wrong_token("expected integer value")
        return None
    parser.consume()
    value = int(tok.text, 0)
    value = -value if negative else value
    if not _I32_MIN <= value <= _I32_MAX:
        parser.error("integer value too large", tok)
    return value


def parse_gep_indices(parser: Parser) -> tuple[list[UnresolvedOperand], object]:
    """``parseGEPIndices``: a comma-separated list of constants and values."""
    uses: list[UnresolvedOperand] = []
    raw: list[int] = []
    while True:
        constant = _optional_i32(parser)
        if constant is not None:
            raw.append(constant)
        else:
            raw.append(DYNAMIC_INDEX)
            uses.append(parser.parse_operand())
        if parser.consume_if(",") is None:
            break
    return uses, DenseArrayAttr.get(IntegerType.get(32), raw)


def print_gep_indices(
    printer: OpPrinter, op: object, indices: object, raw: object
) -> None:
    """``printGEPIndices``: each constant, or the next dynamic value."""
    values = list(indices) if isinstance(indices, (list, tuple)) else []
    parts = []
    for constant in getattr(raw, "values", ()):
        if int(constant) == DYNAMIC_INDEX and values:
            value = values.pop(0)
            parts.append(printer.value_name(value) if isinstance(value, Value) else "")
        else:
            parts.append(str(int(constant)))
    printer.write(", ".join(parts))


def parse_element_type(parser: Parser, container: object, position: object) -> object:
    """``parseInsertExtractValueElementType``: the type at ``position``."""
    types = container if isinstance(container, list) else [container]
    current: object = types[0] if types else None
    for index in getattr(position, "values", ()):
        found = aggregate_members(current)
        if found is None or found[0] == "vector":
            op_error(parser, f"expected LLVM IR structure/array type, got: '{current}'")
        kind, members, count = found
        if index < 0 or index >= count:
            op_error(parser, f"position out of bounds: {index}")
        text = members[0] if kind == "array" else members[index]
        current = type(parser)(text, parser.context).parse_type()
    return current


def print_element_type(printer: OpPrinter, op: object, *args: object) -> None:
    """``printInsertExtractValueElementType`` prints nothing."""


def parse_shuffle_type(parser: Parser, v1_types: object, mask: object) -> object:
    """``parseShuffleType``: a vector of ``v1``'s element type, one element
    per mask entry (scalable when ``v1`` is)."""
    types = v1_types if isinstance(v1_types, list) else [v1_types]
    v1 = types[0] if types else None
    if not isinstance(v1, VectorType):
        op_error(parser, "expected an LLVM compatible vector type")
    count = len(getattr(mask, "values", ()))
    scalable = [bool(v1.scalable and v1.scalable[0])]
    return VectorType.get([count], v1.element_type, scalable)


def print_shuffle_type(printer: OpPrinter, op: object, *args: object) -> None:
    """``printShuffleType`` prints nothing."""


register_custom_directive("GEPIndices", parse_gep_indices, print_gep_indices, "llvm")
register_custom_directive(
    "InsertExtractValueElementType", parse_element_type, print_element_type, "llvm"
)
register_custom_directive("ShuffleType", parse_shuffle_type, print_shuffle_type, "llvm")
