"""The ``custom<...>`` directives and type transformers of the ``llvm``
dialect's declarative formats (MLIR's ``parseX``/``printX`` and helpers in
LLVMDialect.cpp)::

    llvm.getelementptr %p[%i, 2] : ...         custom<GEPIndices>
    llvm.switch %x : i32, ^bb1 [ 1: ^bb2 ]     custom<SwitchOpCases>
    llvm.indirectbr %p : !llvm.ptr, [ ^bb1 ]   custom<IndirectBrOpSucessors>
    llvm.extractvalue %s[0] : !llvm.struct<(i32)>   custom<InsertExtractValueElementType>
    llvm.shufflevector %a, %b [0, 1] : vector<2xf32>  custom<ShuffleType>
    llvm.intr.assume %c ["align"(%p : !llvm.ptr)] : i1  custom<OpBundles>
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from tblgen_py.dialects.asm_support import op_error, parse_integer
from tblgen_py.dialects.llvm.aggregate import aggregate_members
from tblgen_py.dialects.llvm.call_asm import parse_op_bundles, print_op_bundles
from tblgen_py.dialects.llvm.types import is_compatible_type
from tblgen_py.runtime.ir.attributes_dense import DenseArrayAttr, DenseElementsAttr
from tblgen_py.runtime.ir.block import Block
from tblgen_py.runtime.ir.types import IntegerType, OpaqueType, VectorType
from tblgen_py.runtime.ir.value import Value
from tblgen_py.runtime.ods.asm_format import (
    register_custom_directive,
    register_type_transformer,
)
from tblgen_py.runtime.text.lexer import TokenKind
from tblgen_py.runtime.text.op_state import UnresolvedOperand
from tblgen_py.runtime.text.attr_printer import print_type

if TYPE_CHECKING:
    from tblgen_py.runtime.text.parser import Parser
    from tblgen_py.runtime.text.printer import OpPrinter

DYNAMIC_INDEX = -(1 << 31)
"""``GEPOp::kDynamicIndex``: a place in the constant indices held by a value."""


def parse_gep_indices(parser: Parser) -> tuple[list[UnresolvedOperand], object]:
    """``parseGEPIndices``: integers and values, comma separated."""
    values: list[UnresolvedOperand] = []
    constants: list[int] = []
    while True:
        tok = parser.tok
        # parseOptionalInteger: a `-` starts an integer (then required).
        if tok.kind is TokenKind.INTEGER or tok.kind is TokenKind.MINUS:
            at = tok.start
            number = parse_integer(parser)
            if not -(1 << 31) <= number < (1 << 31):
                op_error(parser, "integer value too large", at)
            constants.append(number)
        else:
            values.append(parser.parse_operand())
            constants.append(DYNAMIC_INDEX)
        if parser.consume_if(",") is None:
            break
    return values, DenseArrayAttr.get(IntegerType.get(32), constants)


def print_gep_indices(
    printer: OpPrinter, op: object, values: object, constants: object
) -> None:
    """``printGEPIndices``: each constant, or the next value in its place."""
    dynamic = iter(values if isinstance(values, list) else [])
    numbers = constants.values if isinstance(constants, DenseArrayAttr) else ()
    parts = []
    for number in numbers:
        if number == DYNAMIC_INDEX:
            value = next(dynamic, None)
            parts.append(printer.value_name(value) if value is not None else "")
        else:
            parts.append(str(number))
    printer.write(", ".join(parts))


def _successor_operands(
    parser: Parser,
) -> tuple[Block, list[UnresolvedOperand], list[object]]:
    """``^bb`` (`(` operands `:` types `)`)?"""
    block = parser.parse_successor()
    uses: list[UnresolvedOperand] = []
    types: list[object] = []
    if parser.consume_if("(") is not None:
        uses = parser.parse_operand_list()
        types = parser.parse_colon_type_list()
        parser.expect(")", "expected ')'")
    return block, uses, types


def _successor_text(printer: OpPrinter, block: object, values: list[Value]) -> str:
    """``printSuccessorAndUseList``."""
    text = printer.block_name(block)  # type: ignore[arg-type]
    if values:
        names = ", ".join(printer.value_name(v) for v in values)
        types = ", ".join(printer.type_str(v.type) for v in values)
        text += f"({names} : {types})"
    return text


def parse_switch_op_cases(
    parser: Parser, flag_types: object
) -> tuple[object, list[Block], list[list[UnresolvedOperand]], list[list[object]]]:
    """``parseSwitchOpCases``: `[` (integer `:` successor)* `]`."""
    flag = flag_types[0] if isinstance(flag_types, list) and flag_types else None
    parser.expect("[", "expected '['")
    values: list[int] = []
    blocks: list[Block] = []
    operands: list[list[UnresolvedOperand]] = []
    types: list[list[object]] = []
    if parser.consume_if("]") is not None:
        return None, blocks, operands, types
    while True:
        values.append(parse_integer(parser))
        parser.expect(":", "expected ':'")
        block, uses, use_types = _successor_operands(parser)
        blocks.append(block)
        operands.append(uses)
        types.append(use_types)
        if parser.consume_if(",") is None:
            break
    parser.expect("]", "expected ']'")
    width = flag.width if isinstance(flag, IntegerType) else 64
    wrapped = [_signed(v, width) for v in values]
    shaped = VectorType.get([len(values)], flag)  # type: ignore[arg-type]
    return DenseElementsAttr.get(shaped, wrapped), blocks, operands, types


def _signed(value: int, width: int) -> int:
    """``APInt(width, value, isSigned=true)`` read back as a signed value."""
    value &= (1 << width) - 1
    return value - (1 << width) if width and value >> (width - 1) else value


def print_switch_op_cases(
    printer: OpPrinter,
    op: object,
    flag_type: object,
    case_values: object,
    blocks: object,
    operands: object,
    types: object,
) -> None:
    """``printSwitchOpCases``: each case on its own line."""
    pad = "\n" + " " * printer.indent
    printer.write("[" + pad)
    if not isinstance(case_values, DenseElementsAttr):
        printer.write("]")
        return
    groups = operands if isinstance(operands, list) else []
    successors = blocks if isinstance(blocks, list) else []
    lines = []
    width = getattr(case_values.element_type, "width", 64)
    for index, value in enumerate(case_values.element_values()):
        values = groups[index] if index < len(groups) else []
        text = _successor_text(printer, successors[index], values)
        case = _signed(int(value), width)  # type: ignore[arg-type]
        lines.append(f"  {case}: {text}")  # APInt prints signed (true: -1)
    printer.write(("," + pad).join(lines) + pad + "]")


def parse_indirect_br_successors(
    parser: Parser, flag_types: object
) -> tuple[list[Block], list[list[UnresolvedOperand]], list[list[object]]]:
    """``parseIndirectBrOpSucessors``: `[` successors `]`."""
    parser.expect("[", "expected '['")
    blocks: list[Block] = []
    operands: list[list[UnresolvedOperand]] = []
    types: list[list[object]] = []
    if parser.consume_if("]") is None:
        while True:
            block, uses, use_types = _successor_operands(parser)
            blocks.append(block)
            operands.append(uses)
            types.append(use_types)
            if parser.consume_if(",") is None:
                break
        parser.expect("]", "expected ']'")
    return blocks, operands, types


def print_indirect_br_successors(
    printer: OpPrinter,
    op: object,
    flag_type: object,
    blocks: object,
    operands: object,
    types: object,
) -> None:
    """``printIndirectBrOpSucessors``: one successor a line."""
    pad = "\n" + " " * printer.indent
    groups = operands if isinstance(operands, list) else []
    successors = blocks if isinstance(blocks, list) else []
    printer.write("[" + pad)
    lines = [
        _successor_text(printer, block, groups[i] if i < len(groups) else [])
        for i, block in enumerate(successors)
    ]
    printer.write(("," + pad).join(lines) + pad + "]")


register_custom_directive("GEPIndices", parse_gep_indices, print_gep_indices, "llvm")
register_custom_directive(
    "SwitchOpCases", parse_switch_op_cases, print_switch_op_cases, "llvm"
)
register_custom_directive(
    "IndirectBrOpSucessors",
    parse_indirect_br_successors,
    print_indirect_br_successors,
    "llvm",
)


def val_and_bool_struct_type(ty: object) -> object:
    """``getValAndBoolStructType``: the literal struct ``{ty, i1}``."""
    if isinstance(ty, OpaqueType) and ty.dialect == "llvm":
        text = ty.data
    else:  # LLVM types nest without their dialect prefix
        text = print_type(ty).removeprefix("!llvm.")  # type: ignore[arg-type]
    return OpaqueType.get("llvm", f"struct<({text}, i1)>")


register_type_transformer("getValAndBoolStructType", val_and_bool_struct_type)


def parse_element_type(parser: Parser, container: object, position: object) -> object:
    """``parseInsertExtractValueElementType``: the type at ``position``."""
    types = container if isinstance(container, list) else [container]
    current: object = types[0] if types else None
    if not is_compatible_type(current):
        op_error(parser, f"expected LLVM IR Dialect type, got '{current}'")
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


register_custom_directive(
    "InsertExtractValueElementType", parse_element_type, print_element_type, "llvm"
)
register_custom_directive("ShuffleType", parse_shuffle_type, print_shuffle_type, "llvm")
register_custom_directive("OpBundles", parse_op_bundles, print_op_bundles, "llvm")
