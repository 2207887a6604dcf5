"""``memref`` dialect: verifiers of the reshaping ops (``reshape``,
``expand_shape`` and ``collapse_shape``), with their strided layouts."""

from __future__ import annotations

from collections.abc import Sequence

from tblgen_py.dialects._support import is_dynamic, quoted, reassociation
from tblgen_py.runtime.ir.attributes import StridedLayoutAttr
from tblgen_py.runtime.ir.operation import Operation
from tblgen_py.runtime.ir.strided_layout import (
    is_identity_layout,
    sat_mul,
    strides_and_offset,
)
from tblgen_py.runtime.ir.types import DYNAMIC, MemRefType
from tblgen_py.runtime.ir.verifier import VerifyError
from tblgen_py.runtime.ods.hooks import implement_op
from tblgen_py.runtime.ods.opbase import OpView
from tblgen_py.runtime.ods.view_like import static_values

__all__ = ["collapsed_shape_error"]


# -- reshape ----------------------------------------------------------------------
@implement_op("memref.reshape", "verify")
def verify_reshape(op: Operation) -> None:
    """Same element type, identity layouts, a shape operand of the result rank."""
    source = op.operand_uses[0].value.type
    shape = op.operand_uses[1].value.type
    result = op.results[0].type
    if getattr(source, "element_type", None) != getattr(result, "element_type", None):
        raise VerifyError(
            "element types of source and destination memref types should be the same"
        )
    if isinstance(source, MemRefType) and not is_identity_layout(source):
        raise VerifyError("source memref type should have identity affine map")
    if not isinstance(result, MemRefType):
        return
    if not is_identity_layout(result):
        raise VerifyError("result memref type should have identity affine map")
    length = shape.shape[0] if isinstance(shape, MemRefType) and shape.shape else 0
    if is_dynamic(length):
        raise VerifyError(
            "cannot use shape operand with dynamic length to reshape to "
            "statically-ranked memref type"
        )
    if length != len(result.shape):
        raise VerifyError(
            "length of shape operand differs from the result's memref rank"
        )


# -- expand_shape / collapse_shape ---------------------------------------------------
def collapsed_shape_error(
    collapsed: Sequence[int],
    expanded: Sequence[int],
    groups: Sequence[Sequence[int]],
    allow_many_dynamic: bool = True,
    kind: str = "memrefs",
) -> str | None:
    """``verifyCollapsedShape``: each group covers the next expanded dims and
    multiplies to its collapsed size."""
    if len(collapsed) != len(groups):
        return (
            f"invalid number of reassociation groups: found {len(groups)}, "
            f"expected {len(collapsed)}"
        )
    next_dim = 0
    for index, group in enumerate(groups):
        dynamic = False
        for dim in group:
            if dim != next_dim:
                return "reassociation indices must be contiguous"
            next_dim += 1
            if dim >= len(expanded):
                return f"reassociation index {dim} is out of bounds"
            if is_dynamic(expanded[dim]):
                if dynamic and not allow_many_dynamic:
                    return (
                        "at most one dimension in a reassociation group may be dynamic"
                    )
                dynamic = True
        if is_dynamic(collapsed[index]) != dynamic:
            return (
                f"collapsed dim ({index}) must be dynamic if and only if "
                "reassociation group is dynamic"
            )
        if not dynamic:
            size = 1
            for dim in group:
                size *= expanded[dim]
            if size != collapsed[index]:
                return (
                    f"collapsed dim size ({collapsed[index]}) must equal "
                    f"reassociation group size ({size})"
                )
    if not collapsed:
        if any(size != 1 for size in expanded):
            return f"rank 0 {kind} can only be extended/collapsed with/from ones"
    elif next_dim != len(expanded):
        return (
            f"expanded rank ({len(expanded)}) inconsistent with number of "
            f"reassociation indices ({next_dim})"
        )
    return None


def _expanded_layout(
    source: MemRefType, shape: Sequence[int], groups: Sequence[Sequence[int]]
) -> StridedLayoutAttr | None:
    """``computeExpandedLayoutMap``: each source stride spread over its group."""
    found = strides_and_offset(source)
    if found is None:
        return None
    strides, offset = found
    reverse: list[int] = []
    position = len(shape) - 1
    for group, stride in reversed(list(zip(groups, strides))):
        for _ in group:
            reverse.append(stride)
            stride = sat_mul(stride, shape[position])
            position -= 1
    result = list(reversed(reverse))
    result += [1] * (len(shape) - len(result))
    return StridedLayoutAttr.get(result[: len(shape)], offset)


@implement_op("memref.expand_shape", "verify")
def verify_expand_shape(op: OpView) -> None:
    """An expansion whose groups, layout and output shape fit the source."""
    source, result = op.operand_uses[0].value.type, op.results[0].type
    if not isinstance(source, MemRefType) or not isinstance(result, MemRefType):
        return
    r0, r1 = len(source.shape), len(result.shape)
    if r0 > r1:
        raise VerifyError(
            f"has source rank {r0} and result rank {r1}. This is not an expansion "
            f"({r0} > {r1})."
        )
    groups = reassociation(op)
    message = collapsed_shape_error(source.shape, result.shape, groups)
    if message is not None:
        raise VerifyError(message)
    layout = None
    if not is_identity_layout(source):
        layout = _expanded_layout(source, result.shape, groups)
        if layout is None:
            raise VerifyError("invalid source layout map")
    expected = MemRefType.get(
        result.shape, source.element_type, layout, source.memory_space
    )
    if expected != result:
        raise VerifyError(
            f"expected expanded type to be {quoted(expected)} but found {quoted(result)}"
        )
    _verify_output_shape(op, result)


def _verify_output_shape(op: OpView, result: MemRefType) -> None:
    """``static_output_shape`` has the result rank and agrees with it."""
    statics = static_values(op, "output_shape")
    if len(statics) != len(result.shape):
        raise VerifyError(
            "expected number of static shape bounds to be equal to the output rank "
            f"({len(result.shape)}) but found {len(statics)} inputs instead"
        )
    dynamic = sum(1 for value in statics if value == DYNAMIC)
    given = len(op._ods_operands(1))
    if given != dynamic:
        raise VerifyError(
            "mismatch in dynamic dims in output_shape and static_output_shape: "
            f"static_output_shape has {dynamic} dynamic dims while output_shape "
            f"has {given} values"
        )
    for pos, size in enumerate(result.shape):
        if not is_dynamic(size) and size != statics[pos]:
            raise VerifyError(f"invalid output shape provided at pos {pos}")


def _collapsed_layout(
    source: MemRefType, groups: Sequence[Sequence[int]]
) -> StridedLayoutAttr | None:
    """``computeCollapsedLayoutMap`` (not strict): the last non-unit stride
    of each group; None when a group is visibly not contiguous."""
    found = strides_and_offset(source)
    if found is None:
        return None
    strides, offset = found
    shape = source.shape
    result: list[int] = []
    for group in groups:
        ref = list(group)
        while len(ref) > 1 and shape[ref[-1]] == 1:
            ref.pop()
        static = not is_dynamic(shape[ref[-1]])
        result.append(strides[ref[-1]] if static or len(ref) == 1 else DYNAMIC)
    for group, stride in zip(reversed(groups), reversed(result)):
        for dim in reversed(group[1:]):
            stride = sat_mul(stride, shape[dim])
            if shape[dim - 1] == 1:
                continue
            source_stride = strides[dim - 1]
            if DYNAMIC not in (stride, source_stride) and stride != source_stride:
                return None
    return StridedLayoutAttr.get(result, offset)


def collapsed_type(
    source: MemRefType, groups: Sequence[Sequence[int]]
) -> MemRefType | None:
    """``CollapseShapeOp::computeCollapsedType``: each group's sizes
    multiplied (saturating to ``?``), the layout collapsed unless it is the
    identity (None when it cannot be)."""
    shape = []
    for group in groups:
        size = 1
        for dim in group:
            size = sat_mul(size, source.shape[dim])
        shape.append(size)
    layout = None
    if not is_identity_layout(source):
        layout = _collapsed_layout(source, groups)
        if layout is None:
            return None
    return MemRefType.get(shape, source.element_type, layout, source.memory_space)


@implement_op("memref.collapse_shape", "verify")
def verify_collapse_shape(op: OpView) -> None:
    """A collapse whose groups and layout fit the source."""
    source, result = op.operand_uses[0].value.type, op.results[0].type
    if not isinstance(source, MemRefType) or not isinstance(result, MemRefType):
        return
    r0, r1 = len(source.shape), len(result.shape)
    if r0 < r1:
        raise VerifyError(
            f"has source rank {r0} and result rank {r1}. This is not a collapse "
            f"({r0} < {r1})."
        )
    groups = reassociation(op)
    message = collapsed_shape_error(result.shape, source.shape, groups)
    if message is not None:
        raise VerifyError(message)
    layout = None
    if not is_identity_layout(source):
        layout = _collapsed_layout(source, groups)
        if layout is None:
            raise VerifyError(
                "invalid source layout map or collapsing non-contiguous dims"
            )
    expected = MemRefType.get(
        result.shape, source.element_type, layout, source.memory_space
    )
    if expected != result:
        raise VerifyError(
            f"expected collapsed type to be {quoted(expected)} but found "
            f"{quoted(result)}"
        )
