"""The folds and patterns MLIR's ``ReshapeOpsUtils.h`` gives both the
``tensor`` and the ``memref`` ``expand_shape``/``collapse_shape``:
``foldReshapeOp`` (a reshape to its source's type, a reshape undoing the
inverse reshape, a dense constant reshaped) and
``ComposeReassociativeReshapeOps`` (a collapse of a collapse, an expand of an
expand, is one reshape with the composed reassociation).
"""

from __future__ import annotations

from collections.abc import Sequence

from tblgen_py.dialects._support import reassociation
from tblgen_py.dialects.mixed_indices import (
    Mixed,
    constant_index,
    dispatch,
    i64_array,
    mixed_values,
    static_values,
)
from tblgen_py.dialects.reassociation import reassociation_for_collapse
from tblgen_py.runtime.drr import DialectAttr
from tblgen_py.runtime.ir.attributes import ArrayAttr, IntegerAttr
from tblgen_py.runtime.ir.attributes_dense import DenseElementsAttr
from tblgen_py.runtime.ir.operation import Operation
from tblgen_py.runtime.ir.value import Value
from tblgen_py.runtime.ir.strided_layout import is_identity_layout
from tblgen_py.runtime.ir.types import (
    DYNAMIC,
    IndexType,
    IntegerType,
    MemRefType,
    ShapedType,
)
from tblgen_py.runtime.ods.hooks import implement_op
from tblgen_py.runtime.rewrite import PatternRewriter, RewritePattern

__all__ = [
    "ComposeCollapseOfExpandOp",
    "ComposeExpandOfCollapseOp",
    "ComposeReassociativeReshapeOps",
    "compose_reassociation",
    "fold_reshape",
    "reassociation_attr",
    "reshape_cast_source",
]

_I64 = IntegerType.get(64)
_INDEX = IndexType.get()
_NO_OVERFLOW = DialectAttr("#arith.overflow<none>")
_INVERSE = {
    "tensor.expand_shape": "tensor.collapse_shape",
    "tensor.collapse_shape": "tensor.expand_shape",
    "memref.expand_shape": "memref.collapse_shape",
    "memref.collapse_shape": "memref.expand_shape",
}


def fold_reshape(op: Operation, adaptor: object) -> object:
    """``foldReshapeOp``: no-op reshapes, dense constants, inverse pairs."""
    source = op.operands[0]
    result_type = op.results[0].type
    if source.type == result_type:
        return source
    operands = getattr(adaptor, "operands", [])
    attr = operands[0] if operands else None
    if isinstance(attr, DenseElementsAttr) and isinstance(result_type, ShapedType):
        return DenseElementsAttr.get(result_type, list(attr.values))
    inverse = source.defining_op
    if inverse is None or inverse.name != _INVERSE[op.name]:
        return None
    if inverse.operands[0].type != result_type:
        return None
    if _inverse_pair_folds(inverse, op):
        return inverse.operands[0]
    return None


def _inverse_pair_folds(inverse: Operation, op: Operation) -> bool:
    """Whether ``op`` undoes ``inverse``: at most one dynamic size overall, or
    equal reassociations that expand then collapse or keep each group's dynamic
    sizes to one (MLIR's "perfect inverses")."""
    shape = list(getattr(inverse.operands[0].type, "shape", ()))
    if shape.count(DYNAMIC) < 2:
        return True
    groups = reassociation(op)
    if groups != reassociation(inverse):
        return False
    if len(shape) < len(getattr(inverse.results[0].type, "shape", ())):
        return True
    return all([shape[i] for i in group].count(DYNAMIC) < 2 for group in groups)


for _name in _INVERSE:
    implement_op(_name, "fold")(fold_reshape)


def compose_reassociation(
    producer: Sequence[Sequence[int]], consumer: Sequence[Sequence[int]]
) -> list[list[int]] | None:
    """``composeReassociationIndices`` (None: no composition)."""
    if len(producer) == len(consumer):
        return None
    if len(producer) < len(consumer):
        producer, consumer = consumer, producer
    if not consumer:
        return []
    if len(producer) != sum(len(group) for group in consumer):
        return None
    return [[index for dim in group for index in producer[dim]] for group in consumer]


def reassociation_attr(groups: Sequence[Sequence[int]]) -> ArrayAttr:
    """The ``reassociation`` attribute of ``groups``."""
    return ArrayAttr.get(
        [ArrayAttr.get([IntegerAttr.get(_I64, i) for i in group]) for group in groups]
    )


def _identity_layouts(*types: object) -> bool:
    """No ``hasNonIdentityLayout``: tensors, and memrefs whose layout is the
    identity (``strided<[1]>`` included)."""
    return all(not isinstance(ty, MemRefType) or is_identity_layout(ty) for ty in types)


class ComposeReassociativeReshapeOps(RewritePattern):
    """A reshape of a reshape of the same kind is one reshape."""

    def __init__(self, name: str) -> None:
        super().__init__(name, debug_name="ComposeReassociativeReshapeOps")

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        inner = op.operands[0].defining_op
        if inner is None or inner.name != op.name:
            return False
        source = inner.operands[0]
        if not _identity_layouts(source.type, op.operands[0].type, op.results[0].type):
            return False
        groups = compose_reassociation(reassociation(inner), reassociation(op))
        if groups is None:
            return False
        properties = dict(op.properties) if isinstance(op.properties, dict) else {}
        properties["reassociation"] = reassociation_attr(groups)
        rewriter.replace_op_with_new_op(
            op,
            op.name,
            [source, *op.operands[1:]],
            op.result_types,
            properties=properties,
        )
        return True


def _expand_properties(
    groups: Sequence[Sequence[int]], output_shape: Sequence[Mixed]
) -> tuple[list[Value], dict[str, object]]:
    dynamics, statics = dispatch(output_shape)
    return dynamics, {
        "reassociation": reassociation_attr(groups),
        "static_output_shape": i64_array(statics),
    }


def _output_shape(op: Operation) -> list[Mixed]:
    """``getMixedOutputShape`` of an ``expand_shape``."""
    return mixed_values(
        static_values(op.get_attr("static_output_shape")), op.operands[1:]
    )


def _compose_groups(
    higher: Sequence[Sequence[int]], lower: Sequence[Sequence[int]]
) -> list[list[int]] | None:
    """The groups of ``higher`` that cover each group of ``lower`` exactly."""
    composed: list[list[int]] = []
    index = 0
    for group in lower:
        indices: list[int] = []
        while index < len(higher):
            rightmost = higher[index][-1]
            if rightmost > group[-1]:
                return None
            indices.append(index)
            index += 1
            if rightmost == group[-1]:
                break
        composed.append(indices)
    return composed


class ComposeCollapseOfExpandOp(RewritePattern):
    """``collapse_shape(expand_shape(x))`` is one reshape of ``x`` (or a cast)
    when the expansion's groups cover the collapse's."""

    def __init__(self, name: str, expand: str, cast: str) -> None:
        super().__init__(name, debug_name="ComposeCollapseOfExpandOp")
        self.expand, self.cast = expand, cast

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        expand = op.operands[0].defining_op
        if expand is None or expand.name != self.expand:
            return False
        source, result_type = expand.operands[0], op.results[0].type
        if not _identity_layouts(op.operands[0].type, source.type):
            return False
        src_rank = len(getattr(source.type, "shape", ()))
        result_rank = len(getattr(result_type, "shape", ()))
        if source.type == result_type:
            return False
        if src_rank > result_rank:
            higher, lower = reassociation(expand), reassociation(op)
        else:
            higher, lower = reassociation(op), reassociation(expand)
        groups = _compose_groups(higher, lower)
        if groups is None:
            return False
        if src_rank > result_rank:
            properties: dict[str, object] = {
                "reassociation": reassociation_attr(groups)
            }
            rewriter.replace_op_with_new_op(
                op, op.name, [source], [result_type], properties=properties
            )
        elif src_rank < result_rank:
            shape = self._output_shape(op, expand, rewriter)
            dynamics, properties = _expand_properties(groups, shape)
            rewriter.replace_op_with_new_op(
                op,
                self.expand,
                [source, *dynamics],
                [result_type],
                properties=properties,
            )
        else:
            rewriter.replace_op_with_new_op(op, self.cast, [source], [result_type])
        return True

    @staticmethod
    def _output_shape(
        op: Operation, expand: Operation, rewriter: PatternRewriter
    ) -> list[Mixed]:
        """Each collapse group's size: the product of the expansion's sizes
        (``arith.muli`` of its dynamic ones, times the static product)."""
        original = _output_shape(expand)
        shape: list[Mixed] = []
        for group in reassociation(op):
            product, dynamics = 1, []
            for index in group:
                size = original[index]
                constant = size if isinstance(size, int) else constant_index(size)
                if constant is not None:
                    product *= constant
                else:
                    assert isinstance(size, Value)
                    dynamics.append(size)
            if not dynamics:
                shape.append(product)
                continue
            value = dynamics[0]
            for other in dynamics[1:]:
                value = _muli(rewriter, op, value, other)
            if product != 1:
                factor = rewriter.create(
                    "arith.constant",
                    [],
                    [_INDEX],
                    properties={"value": IntegerAttr.get(_INDEX, product)},
                    location=op.location,
                ).results[0]
                value = _muli(rewriter, op, value, factor)
            shape.append(value)
        return shape


def _muli(rewriter: PatternRewriter, op: Operation, lhs: Value, rhs: Value) -> Value:
    properties = {"overflowFlags": _NO_OVERFLOW.get(rewriter)}
    return rewriter.create(
        "arith.muli", [lhs, rhs], [_INDEX], properties=properties, location=op.location
    ).results[0]


class ComposeExpandOfCollapseOp(RewritePattern):
    """``expand_shape(collapse_shape(x))`` is one reshape of ``x`` when each
    pair of groups collapses one into the other."""

    def __init__(self, name: str, collapse: str) -> None:
        super().__init__(name, debug_name="ComposeExpandOfCollapseOp")
        self.collapse = collapse

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        collapse = op.operands[0].defining_op
        if collapse is None or collapse.name != self.collapse:
            return False
        source, result_type = collapse.operands[0], op.results[0].type
        if not _identity_layouts(op.operands[0].type, source.type):
            return False
        src_shape = list(getattr(source.type, "shape", ()))
        result_shape = list(getattr(result_type, "shape", ()))
        if len(src_shape) == len(result_shape):
            return False
        src_groups, result_groups = reassociation(collapse), reassociation(op)
        if len(src_shape) > len(result_shape):
            groups = _collapsing(src_groups, result_groups, src_shape, result_shape)
            if groups is None:
                return False
            properties: dict[str, object] = {
                "reassociation": reassociation_attr(groups)
            }
            rewriter.replace_op_with_new_op(
                op, self.collapse, [source], [result_type], properties=properties
            )
            return True
        groups = _collapsing(result_groups, src_groups, result_shape, src_shape)
        if groups is None:
            return False
        dynamics, properties = _expand_properties(groups, _output_shape(op))
        rewriter.replace_op_with_new_op(
            op, op.name, [source, *dynamics], [result_type], properties=properties
        )
        return True


def _collapsing(
    src_groups: Sequence[Sequence[int]],
    result_groups: Sequence[Sequence[int]],
    src_shape: Sequence[int],
    result_shape: Sequence[int],
) -> list[list[int]] | None:
    """``findCollapsingReassociation``: collapse ``src_shape`` into
    ``result_shape`` group by group."""
    if not src_groups:
        return reassociation_for_collapse(src_shape, result_shape)
    composed: list[list[int]] = []
    for src, result in zip(src_groups, result_groups):
        src_sub = list(src_shape[src[0] : src[0] + len(src)])
        result_sub = list(result_shape[result[0] : result[0] + len(result)])
        if src_sub.count(DYNAMIC) >= 2 and result_sub.count(DYNAMIC) >= 2:
            return None
        if len(src_sub) == len(result_sub):
            if src_sub != result_sub:
                return None
            composed.extend([src[0] + i] for i in range(len(src_sub)))
            continue
        sub = reassociation_for_collapse(src_sub, result_sub)
        if sub is None:
            return None
        composed.extend([src[0] + i for i in group] for group in sub)
    return composed


def reshape_cast_source(
    rewriter: PatternRewriter, op: Operation, source: Value, new_type: object
) -> None:
    """The end of the reshapes' cast-folding patterns: reshape ``source`` (the
    cast's operand) to ``new_type``; when that is ``op``'s own result type,
    ``op`` takes ``source`` in place, else a new reshape of ``source`` is cast
    back to that type (``memref.cast``/``tensor.cast``, the dialect's own)."""
    result_type = op.results[0].type
    if new_type == result_type:
        rewriter.modify_op_in_place(op, lambda: op.set_operand(0, source))
        return
    properties = op.properties
    new = rewriter.create(
        op.name,
        [source],
        [new_type],
        dict(properties) if isinstance(properties, dict) else None,
        location=op.location,
    )
    cast = op.name.partition(".")[0] + ".cast"
    rewriter.replace_op_with_new_op(op, cast, [new.results[0]], [result_type])
