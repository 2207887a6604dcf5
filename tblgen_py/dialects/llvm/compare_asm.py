"""``llvm.icmp``/``llvm.fcmp`` and ``llvm.alloca``: their hand-written syntax
(``ICmpOp::parse``/``print``, ``FCmpOp``, ``AllocaOp``)::

    %c = llvm.icmp "slt" %a, %b : i32
    %p = llvm.alloca %n x f32 {alignment = 4 : i64} : (i64) -> !llvm.ptr

A comparison names its predicate as a string and gives one operand type; the
result is ``i1`` of the operands' shape.  ``alloca`` gives the element type
after ``x`` and a function type from the size to the pointer.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from tblgen_py.dialects.asm_support import (
    merged_attrs,
    name_offset,
    op_error,
    set_attributes,
)
from tblgen_py.runtime.ir.attributes import IntegerAttr, StringAttr, TypeAttr, UnitAttr
from tblgen_py.runtime.ir.operation import Operation
from tblgen_py.runtime.ir.types import (
    FloatType,
    FunctionType,
    IntegerType,
    Type,
    VectorType,
)
from tblgen_py.runtime.ods.hooks import implement_op
from tblgen_py.runtime.text.op_state import OperationState

if TYPE_CHECKING:
    from tblgen_py.runtime.text.parser import Parser
    from tblgen_py.runtime.text.printer import OpPrinter

ICMP_PREDICATES = ("eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge")
"""``ICmpPredicate``'s cases, by value."""
FCMP_PREDICATES = (
    "_false",
    "oeq",
    "ogt",
    "oge",
    "olt",
    "ole",
    "one",
    "ord",
    "ueq",
    "ugt",
    "uge",
    "ult",
    "ule",
    "une",
    "uno",
    "_true",
)
"""``FCmpPredicate``'s cases, by value."""
_I64 = IntegerType.get(64)
_NO_FASTMATH = "#llvm.fastmath<none>"


def is_compatible_type(ty: object) -> bool:
    """``LLVM::isCompatibleType`` for what a comparison may take: signless
    integers, floats, LLVM dialect types and vectors of them."""
    if isinstance(ty, VectorType):
        return is_compatible_type(ty.element_type)
    if isinstance(ty, IntegerType):
        return ty.is_signless
    if isinstance(ty, FloatType):
        return True
    return str(ty).startswith("!llvm.")


def _i1_same_shape(ty: object) -> Type:
    """``getI1SameShape``: ``i1``, or a vector of ``i1`` of the same shape."""
    i1 = IntegerType.get(1)
    if isinstance(ty, VectorType):
        return VectorType.get(ty.shape, i1, ty.scalable)
    return i1


def _parse_cmp(parser: Parser, state: OperationState, cases: tuple[str, ...]) -> None:
    """``parseCmpOp``: "pred" %lhs, %rhs attr-dict `:` type."""
    at = parser.tok.start
    predicate = parser.parse_attribute()
    if not isinstance(predicate, StringAttr):
        op_error(parser, "invalid kind of attribute specified", at)
    lhs = parser.parse_operand()
    parser.expect(",", "expected ','")
    rhs = parser.parse_operand()
    attrs = parser.parse_optional_attr_dict()
    parser.expect(":", "expected ':'")
    type_at = parser.tok.start
    ty = parser.parse_type()
    state.operands = [parser.resolve_operand(lhs, ty), parser.resolve_operand(rhs, ty)]
    if predicate.value not in cases:
        op_error(
            parser,
            f"'{predicate.value}' is an incorrect value of the 'predicate' attribute",
            at,
        )
    attrs["predicate"] = IntegerAttr.get(_I64, cases.index(predicate.value))
    if not is_compatible_type(ty):
        op_error(parser, "expected LLVM dialect-compatible type", type_at)
    state.result_types = [_i1_same_shape(ty)]
    set_attributes(parser, state, attrs)


def _print_cmp(op: Operation, printer: OpPrinter, cases: tuple[str, ...]) -> None:
    attrs = merged_attrs(op)
    value = getattr(attrs.get("predicate"), "value", 0)
    name = cases[value] if 0 <= value < len(cases) else ""
    lhs, rhs = (use.value for use in op.operand_uses)
    elided = ["predicate"]
    fastmath = attrs.get("fastmathFlags")
    if fastmath is not None and printer.attr_str(fastmath) == _NO_FASTMATH:
        elided.append("fastmathFlags")
    text = f' "{name}" {printer.value_name(lhs)}, {printer.value_name(rhs)}'
    text += printer.attr_dict_str(attrs, elided)
    printer.write(text + " : " + printer.type_str(lhs.type))


@implement_op("llvm.icmp", "parse")
def parse_icmp(parser: Parser, state: OperationState) -> None:
    """``ICmpOp::parse``."""
    _parse_cmp(parser, state, ICMP_PREDICATES)


@implement_op("llvm.icmp", "print")
def print_icmp(op: Operation, printer: OpPrinter) -> None:
    """``ICmpOp::print``."""
    _print_cmp(op, printer, ICMP_PREDICATES)


@implement_op("llvm.fcmp", "parse")
def parse_fcmp(parser: Parser, state: OperationState) -> None:
    """``FCmpOp::parse``."""
    _parse_cmp(parser, state, FCMP_PREDICATES)


@implement_op("llvm.fcmp", "print")
def print_fcmp(op: Operation, printer: OpPrinter) -> None:
    """``FCmpOp::print`` (default fast-math flags elided)."""
    _print_cmp(op, printer, FCMP_PREDICATES)


@implement_op("llvm.alloca", "parse")
def parse_alloca(parser: Parser, state: OperationState) -> None:
    """`inalloca`? %size `x` type attr-dict `:` function-type."""
    inalloca = parser.parse_optional_keyword("inalloca")
    size = parser.parse_operand()
    parser.parse_keyword("x")
    elem_type = parser.parse_type()
    attrs = parser.parse_optional_attr_dict()
    parser.expect(":", "expected ':'")
    type_at = parser.tok.start
    ty = parser.parse_type()
    if inalloca:
        attrs["inalloca"] = UnitAttr.get()
    alignment = attrs.get("alignment")
    if alignment is not None:
        if not isinstance(alignment, IntegerAttr):
            op_error(parser, "expected integer alignment", name_offset(parser))
        if alignment.value == 0:
            del attrs["alignment"]
    if not (
        isinstance(ty, FunctionType) and len(ty.inputs) == 1 and len(ty.results) == 1
    ):
        op_error(
            parser,
            "expected trailing function type with one argument and one result",
            type_at,
        )
    state.operands = [parser.resolve_operand(size, ty.inputs[0])]
    if str(ty.results[0]).startswith("!llvm.ptr"):
        attrs["elem_type"] = TypeAttr.get(elem_type)
    state.result_types = [ty.results[0]]
    set_attributes(parser, state, attrs)


@implement_op("llvm.alloca", "print")
def print_alloca(op: Operation, printer: OpPrinter) -> None:
    """``AllocaOp::print``: a zero alignment is not printed."""
    attrs = merged_attrs(op)
    size = op.operand_uses[0].value
    text = " inalloca" if attrs.get("inalloca") is not None else ""
    elem = getattr(attrs.get("elem_type"), "type", None)
    text += f" {printer.value_name(size)} x {printer.type_str(elem)}"
    elided = ["elem_type", "inalloca"]
    if getattr(attrs.get("alignment"), "value", 0) == 0:
        elided.append("alignment")
    text += printer.attr_dict_str(attrs, elided)
    fn = FunctionType.get([size.type], [op.results[0].type])  # type: ignore[list-item]
    printer.write(text + " : " + printer.type_str(fn))
