"""``bufferization`` dialect: the hand-written syntax and verifier of
``bufferization.alloc_tensor`` (BufferizationOps.cpp), and the builtin types'
``TensorLikeType``/``BufferLikeType`` interfaces its constraints ask about."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING

from tblgen_py.dialects._support import num_dynamic_dims, register
from tblgen_py.dialects.bufferization import canonicalize as _canonicalize  # noqa: F401
from tblgen_py.dialects.asm_support import (
    merged_attrs,
    op_error,
    print_value_list,
    segment_sizes,
    set_attributes,
    set_property,
)
from tblgen_py.runtime.ir.operation import Operation
from tblgen_py.runtime.ir.types import (
    DYNAMIC,
    IndexType,
    IntegerType,
    MemRefType,
    RankedTensorType,
    UnrankedMemRefType,
    UnrankedTensorType,
)
from tblgen_py.runtime.ir.verifier import VerificationError, VerifyError
from tblgen_py.runtime.ods.hooks import implement_op
from tblgen_py.runtime.ods.opbase import OpView
from tblgen_py.runtime.ods.segments import segment_sizes_of
from tblgen_py.runtime.predicates.registry import register_class
from tblgen_py.runtime.text.op_state import OperationState, UnresolvedOperand

if TYPE_CHECKING:
    from tblgen_py.runtime.text.parser import Parser
    from tblgen_py.runtime.text.printer import OpPrinter

__all__ = ["register"]

_INDEX = IndexType.get()
_I1 = IntegerType.get(1)
OPERAND_SEGMENTS = "operandSegmentSizes"
_TENSORS = (RankedTensorType, UnrankedTensorType)
_BUFFERS = (MemRefType, UnrankedMemRefType)

# The builtin tensor and memref types implement the dialect's type interfaces
# (external models the dialect attaches in MLIR).
register_class("bufferization::TensorLikeType", lambda t: isinstance(t, _TENSORS))
register_class("bufferization::BufferLikeType", lambda t: isinstance(t, _BUFFERS))


@implement_op("bufferization.alloc_tensor", "parse")
def parse_alloc_tensor(parser: Parser, state: OperationState) -> None:
    """`(` sizes `)` (`copy` `(` %t `)`)? (`size_hint` `=` %n)? attr-dict?
    `:` tensor-type"""
    parser.expect("(", "expected '('")
    sizes = parser.parse_operand_list()
    parser.expect(")", "expected ')'")
    copy: UnresolvedOperand | None = None
    if parser.parse_optional_keyword("copy"):
        parser.expect("(", "expected '('")
        copy = parser.parse_operand()
        parser.expect(")", "expected ')'")
    hint: UnresolvedOperand | None = None
    if parser.parse_optional_keyword("size_hint"):
        parser.expect("=", "expected '='")
        hint = parser.parse_operand()
    attrs = parser.parse_optional_attr_dict()
    parser.expect(":", "expected ':'")
    at = parser.tok.start
    ty = parser.parse_type()
    if not isinstance(ty, _TENSORS):
        op_error(parser, "invalid kind of type specified", at)
    state.result_types = [ty]
    operands = [parser.resolve_operand(use, _INDEX) for use in sizes]
    if copy is not None:
        operands.append(parser.resolve_operand(copy, ty))
    if hint is not None:
        operands.append(parser.resolve_operand(hint, _INDEX))
    state.operands = operands
    set_attributes(parser, state, attrs)
    set_property(
        state,
        "operandSegmentSizes",
        segment_sizes(len(sizes), int(copy is not None), int(hint is not None)),
    )


@implement_op("bufferization.alloc_tensor", "print")
def print_alloc_tensor(op: Operation, printer: OpPrinter) -> None:
    """``bufferization.alloc_tensor(%n) copy(%t) size_hint=%h : tensor<?xf32>``."""
    sizes = op._ods_operands(0)  # type: ignore[attr-defined]
    copy = op._ods_operands(1)  # type: ignore[attr-defined]
    hint = op._ods_operands(2)  # type: ignore[attr-defined]
    text = "(" + print_value_list(printer, sizes) + ")"
    if copy:
        text += f" copy({printer.value_name(copy[0])})"
    if hint:
        text += f" size_hint={printer.value_name(hint[0])}"
    text += printer.attr_dict_str(merged_attrs(op), ("operandSegmentSizes",))
    text += " : " + printer.type_str(op.results[0].type)
    printer.write(text)


@implement_op("bufferization.alloc_tensor", "verify")
def verify_alloc_tensor(op: Operation) -> None:
    """Sizes for the dynamic dimensions, or a copy of the result type
    (``emitError``: no op-name prefix)."""
    sizes = op._ods_operands(0)  # type: ignore[attr-defined]
    copy = op._ods_operands(1)  # type: ignore[attr-defined]
    ty = op.results[0].type

    def error(message: str) -> VerificationError:
        return VerificationError(message, op.location, op)

    if copy and sizes:
        raise error("dynamic sizes not needed when copying a tensor")
    dynamic = num_dynamic_dims(ty) if isinstance(ty, RankedTensorType) else 0
    if not copy and dynamic != len(sizes):
        raise VerificationError(
            f"'{op.name}' op incorrect number of dynamic sizes, has {len(sizes)}, "
            f"expected {dynamic}",
            op.location,
            op,
        )
    if copy and copy[0].type != ty:
        raise error("expected that `copy` and return types match")


@implement_op("bufferization.dealloc", "infer_return_types")
def dealloc_result_types(
    operands: Sequence[object], attributes: Mapping[str, object], regions: int
) -> list[object]:
    """``DeallocOp::inferReturnTypes``: one ``i1`` per retained memref (the
    last operand group, sized by ``operandSegmentSizes``)."""
    sizes = segment_sizes_of(attributes.get(OPERAND_SEGMENTS))
    if sizes is None or len(sizes) != 3:
        raise ValueError("bufferization.dealloc needs its operand segment sizes")
    return [_I1] * sizes[2]


@implement_op("bufferization.dealloc", "verify")
def verify_dealloc(op: OpView) -> None:
    """A condition per deallocated memref, a result per retained one."""
    memrefs, conditions, retained = (op._ods_operands(i) for i in range(3))
    if len(memrefs) != len(conditions):
        raise VerifyError(
            "must have the same number of conditions as memrefs to deallocate"
        )
    if len(retained) != len(op.results):
        raise VerifyError(
            "must have the same number of updated conditions (results) as "
            "retained operands"
        )


@implement_op("bufferization.materialize_in_destination", "verify")
def verify_materialize_in_destination(op: OpView) -> None:
    """A tensor destination gives the one result of its type; a memref one
    none, and is the only kind ``restrict``/``writable`` apply to; source and
    destination shapes agree where both are static."""
    source = op.operand_uses[0].value.type
    dest = op.operand_uses[1].value.type
    if not isinstance(dest, _TENSORS + _BUFFERS):
        raise VerifyError("'dest' must be a tensor or a memref")
    is_buffer = isinstance(dest, _BUFFERS)
    if not is_buffer:
        if len(op.results) != 1:
            raise VerifyError("tensor 'dest' implies exactly one tensor result")
        if op.results[0].type != dest:
            raise VerifyError("result and 'dest' types must match")
    elif op.results:
        raise VerifyError("memref 'dest' implies zero results")
    if _flag(op, "restrict") and not is_buffer:
        raise VerifyError("'restrict' is valid only for memref destinations")
    if _flag(op, "writable") != is_buffer:
        raise VerifyError(
            "'writable' must be specified if and only if the destination is of "
            "memref type"
        )
    ranked = isinstance(source, RankedTensorType)
    if ranked != isinstance(dest, (RankedTensorType, MemRefType)):
        raise VerifyError("source/destination shapes are incompatible")
    if not ranked:
        return
    assert isinstance(source, RankedTensorType)
    assert isinstance(dest, (RankedTensorType, MemRefType))
    if len(source.shape) != len(dest.shape):
        raise VerifyError("rank mismatch between source and destination shape")
    for have, want in zip(source.shape, dest.shape):
        if DYNAMIC not in (have, want) and have != want:
            raise VerifyError("source/destination shapes are incompatible")


def _flag(op: OpView, name: str) -> bool:
    """Whether the unit attribute or property ``name`` is set."""
    props = op.properties if isinstance(op.properties, dict) else {}
    return props.get(name) is not None or op.attributes.get(name) is not None


@implement_op("bufferization.materialize_in_destination", "getDpsInitsMutable")
def materialize_dps_inits(op: OpView) -> list[int]:
    """``getDpsInitsMutable``: the destination (operand 1)."""
    return [1]


from tblgen_py.dialects.bufferization import (
    attr_verify,
)  # noqa: E402,F401 - bufferization.* attributes
