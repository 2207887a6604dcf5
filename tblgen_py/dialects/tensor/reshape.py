"""``tensor`` dialect: verifiers of the reshaping ops (``reshape``,
``expand_shape``, ``collapse_shape``, ``concat``) and of ``gather`` and
``scatter``."""

from __future__ import annotations

from collections.abc import Sequence
from itertools import pairwise

from tblgen_py.dialects._support import is_dynamic, quoted, reassociation
from tblgen_py.runtime.ir.operation import Operation
from tblgen_py.runtime.ir.types import DYNAMIC, RankedTensorType
from tblgen_py.runtime.ir.verifier import VerifyError
from tblgen_py.runtime.ods.hooks import implement_op
from tblgen_py.runtime.ods.opbase import OpView
from tblgen_py.runtime.ods.view_like import static_values

__all__: list[str] = []


def _num_elements(shape: Sequence[int]) -> int:
    """The product of the sizes."""
    count = 1
    for size in shape:
        count *= size
    return count


@implement_op("tensor.reshape", "verify")
def verify_reshape(op: Operation) -> None:
    """Same element type and element count; a shape operand of the result rank."""
    source = op.operand_uses[0].value.type
    shape = op.operand_uses[1].value.type
    result = op.results[0].type
    if getattr(source, "element_type", None) != getattr(result, "element_type", None):
        raise VerifyError(
            "element types of source and destination tensor types should be the same"
        )
    if not isinstance(result, RankedTensorType):
        return
    if (
        isinstance(source, RankedTensorType)
        and result.has_static_shape
        and source.has_static_shape
        and _num_elements(source.shape) != _num_elements(result.shape)
    ):
        raise VerifyError(
            "source and destination tensor should have the same number of " "elements"
        )
    length = shape.shape[0] if isinstance(shape, RankedTensorType) else 0
    if is_dynamic(length):
        raise VerifyError(
            "cannot use shape operand with dynamic length to reshape to "
            "statically-ranked tensor type"
        )
    if length != len(result.shape):
        raise VerifyError(
            "length of shape operand differs from the result's tensor rank"
        )


def _reassociation_error(
    groups: Sequence[Sequence[int]], expanded_rank: int
) -> str | None:
    """The reassociation maps have the expanded rank and are contiguous."""
    dims = max((dim for group in groups for dim in group), default=0) + 1
    for index, group in enumerate(groups):
        if dims != expanded_rank:
            return (
                f"expected reassociation map #{index} to have size equal to the "
                f"expanded rank ({expanded_rank}), but it is  {dims}."
            )
    expected = 0
    for index, group in enumerate(groups):
        for dim in group:
            if dim != expected:
                return (
                    f"expected reassociation map #{index} to be valid and contiguous."
                )
            expected += 1
    if groups and expected != dims:
        return (
            f"expected reassociation map #{len(groups) - 1} to be valid and "
            "contiguous."
        )
    return None


def _shapes_error(
    collapsed: Sequence[int], expanded: Sequence[int], groups: Sequence[Sequence[int]]
) -> str | None:
    """``reshapeLikeShapesAreCompatible``: each group multiplies to its size."""
    start = 0
    for index, group in enumerate(groups):
        band = expanded[start : start + len(group)]
        start += len(group)
        if any(is_dynamic(size) for size in band):
            if not is_dynamic(collapsed[index]):
                return (
                    f"expected dimension {index} of collapsed type to be dynamic "
                    "since one or more of the corresponding dimensions in the "
                    "expanded type is dynamic"
                )
        elif collapsed[index] != _num_elements(band):
            return (
                f"expected dimension {index} of collapsed type to be static value "
                f"of {_num_elements(band)}"
            )
    return None


def _collapsed_type(
    expanded: RankedTensorType, groups: Sequence[Sequence[int]]
) -> RankedTensorType:
    """``CollapseShapeOp::inferCollapsedType``."""
    shape: list[int] = []
    start = 0
    for group in groups:
        band = expanded.shape[start : start + len(group)]
        start += len(group)
        dynamic = any(is_dynamic(size) for size in band)
        shape.append(DYNAMIC if dynamic else _num_elements(band))
    return RankedTensorType.get(shape, expanded.element_type)


def _verify_reshape_like(
    op: Operation, expanded: RankedTensorType, collapsed: RankedTensorType
) -> None:
    """``verifyTensorReshapeOp``: ranks, reassociation, shapes, collapsed type."""
    groups = reassociation(op)
    big, small = len(expanded.shape), len(collapsed.shape)
    if big < small:
        raise VerifyError(
            f"expected the expanded type, {quoted(expanded)} to have a higher (or "
            f"same) rank than the collapsed type, {quoted(collapsed)}."
        )
    if small != len(groups):
        raise VerifyError(
            f"expected collapsed rank ({small}) to equal the number of "
            f"reassociation maps ({len(groups)})."
        )
    message = _reassociation_error(groups, big)
    if message is None:
        message = _shapes_error(collapsed.shape, expanded.shape, groups)
    if message is not None:
        raise VerifyError(message)
    expected = _collapsed_type(expanded, groups)
    found = RankedTensorType.get(collapsed.shape, collapsed.element_type)
    if expected != found:
        raise VerifyError(
            f"expected collapsed type to be {quoted(expected)}, but got "
            f"{quoted(collapsed)}"
        )


@implement_op("tensor.expand_shape", "verify")
def verify_expand_shape(op: OpView) -> None:
    """The output shape has the result rank; the result expands the source."""
    source, result = op.operand_uses[0].value.type, op.results[0].type
    if not isinstance(source, RankedTensorType) or not isinstance(
        result, RankedTensorType
    ):
        return
    statics = static_values(op, "output_shape")
    if len(statics) != len(result.shape):
        raise VerifyError(
            "expected number of static shape dims to be equal to the output rank "
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
    _verify_reshape_like(op, result, source)


@implement_op("tensor.collapse_shape", "verify")
def verify_collapse_shape(op: Operation) -> None:
    """The result collapses the source along the reassociation."""
    source, result = op.operand_uses[0].value.type, op.results[0].type
    if isinstance(source, RankedTensorType) and isinstance(result, RankedTensorType):
        _verify_reshape_like(op, source, result)


# -- concat -----------------------------------------------------------------------
def _concat_result(dim: int, inputs: Sequence[RankedTensorType]) -> list[int] | None:
    """The static sizes a concatenation gives (None: a mismatch along a
    non-concatenated dimension, reported by the caller)."""
    sizes: list[int] = []
    for index in range(len(inputs[0].shape)):
        if index == dim:
            total = 0
            for ty in inputs:
                total = (
                    DYNAMIC
                    if DYNAMIC in (total, ty.shape[dim])
                    else total + ty.shape[dim]
                )
            sizes.append(total)
            continue
        size = DYNAMIC
        for ty in inputs:
            if is_dynamic(size):
                size = ty.shape[index]
            elif not is_dynamic(ty.shape[index]) and ty.shape[index] != size:
                raise VerifyError(
                    "static concatenation size mismatch along non-concatenated "
                    f"dimension {index}"
                )
        sizes.append(size)
    return sizes


@implement_op("tensor.concat", "verify")
def verify_concat(op: Operation) -> None:
    """Inputs of the result's rank and element type whose sizes add up."""
    inputs = [use.value.type for use in op.operand_uses]
    result = op.results[0].type
    if not inputs:
        raise VerifyError("requires at least one input")
    if not isinstance(result, RankedTensorType):
        return
    ranked = [ty for ty in inputs if isinstance(ty, RankedTensorType)]
    rank = len(result.shape)
    if any(len(ty.shape) != rank for ty in ranked):
        raise VerifyError("rank of concatenated inputs must match result rank")
    if any(ty.element_type != result.element_type for ty in ranked):
        raise VerifyError("inputs and result element type must match")
    dim = int(getattr(op.get_attr("dim"), "value", 0))
    if dim >= rank:
        raise VerifyError("concatenation dim must be less than the tensor rank")
    sizes = _concat_result(dim, ranked)
    inferred = RankedTensorType.get(sizes or [], ranked[0].element_type)
    for want, have in zip(inferred.shape, result.shape):
        if not is_dynamic(want) and not is_dynamic(have) and want != have:
            raise VerifyError(
                f"result type {quoted(result)}does not match inferred shape "
                f"{quoted(inferred)} static sizes"
            )


# -- gather / scatter -------------------------------------------------------------
def _dims_error(
    kind: str, dims: Sequence[int], indices: Sequence[int], rank: int, role: str
) -> str | None:
    """``verifyGatherOrScatterDims``."""
    if not dims:
        return f"{kind}_dims must be non-empty"
    if len(dims) > rank:
        return f"{kind}_dims overflow {role} rank"
    if not indices or indices[-1] != len(dims):
        return f"{kind}_dims length must match the size of last dimension of indices"
    for value in dims:
        if value < 0:
            return f"{kind}_dims value must be non-negative"
        if value >= rank:
            return f"{kind}_dims value must be smaller than {role} rank"
    if any(a >= b for a, b in pairwise(dims)):
        return f"{kind}_dims values must be strictly increasing"
    return None


def gather_result_type(
    source: RankedTensorType,
    indices: RankedTensorType,
    dims: Sequence[int],
    rank_reduced: bool,
) -> RankedTensorType:
    """``GatherOp::inferResultType``: index dims, then the source's (gathered
    dims as 1, or dropped)."""
    shape = list(indices.shape[:-1])
    for index, size in enumerate(source.shape):
        if index in dims:
            if not rank_reduced:
                shape.append(1)
            continue
        shape.append(size)
    return RankedTensorType.get(shape, source.element_type, source.encoding)


def _dims(op: Operation, name: str) -> list[int]:
    """A dense i64 array attribute's values."""
    return [int(v) for v in getattr(op.get_attr(name), "values", ())]


def _check_type(
    op: Operation,
    what: str,
    full: RankedTensorType,
    indices: RankedTensorType,
    dims: Sequence[int],
    found: object,
) -> None:
    """``found`` is the inferred type or its rank-reduced variant."""
    expected = gather_result_type(full, indices, dims, False)
    reduced = gather_result_type(full, indices, dims, True)
    if found not in (expected, reduced):
        raise VerifyError(
            f"{what} type mismatch: expected {quoted(expected)} or its rank-reduced "
            f"variant {quoted(reduced)} (got: {quoted(found)})"
        )


@implement_op("tensor.gather", "verify")
def verify_gather(op: Operation) -> None:
    """Valid gather dims; the result is the inferred type (or rank-reduced)."""
    source = op.operand_uses[0].value.type
    indices = op.operand_uses[1].value.type
    if not isinstance(source, RankedTensorType) or not isinstance(
        indices, RankedTensorType
    ):
        return
    dims = _dims(op, "gather_dims")
    message = _dims_error("gather", dims, indices.shape, len(source.shape), "source")
    if message is not None:
        raise VerifyError(message)
    _check_type(op, "result", source, indices, dims, op.results[0].type)


@implement_op("tensor.scatter", "verify")
def verify_scatter(op: Operation) -> None:
    """Valid scatter dims, ``unique`` set, a source of the gathered type."""
    source = op.operand_uses[0].value.type
    dest = op.operand_uses[1].value.type
    indices = op.operand_uses[2].value.type
    if not isinstance(dest, RankedTensorType) or not isinstance(
        indices, RankedTensorType
    ):
        return
    dims = _dims(op, "scatter_dims")
    message = _dims_error("scatter", dims, indices.shape, len(dest.shape), "dest")
    if message is not None:
        raise VerifyError(message)
    if op.get_attr("unique") is None:
        raise VerifyError("requires 'unique' attribute to be set")
    _check_type(op, "source", dest, indices, dims, source)
