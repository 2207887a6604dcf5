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
from tblgen_py.runtime.ir.attributes import ArrayAttr, IntegerAttr
from tblgen_py.runtime.ir.attributes_dense import DenseElementsAttr
from tblgen_py.runtime.ir.operation import Operation
from tblgen_py.runtime.ir.types import DYNAMIC, IntegerType, ShapedType
from tblgen_py.runtime.ods.hooks import implement_op
from tblgen_py.runtime.rewrite import PatternRewriter, RewritePattern

__all__ = [
    "ComposeReassociativeReshapeOps",
    "compose_reassociation",
    "fold_reshape",
    "reassociation_attr",
]

_I64 = IntegerType.get(64)
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
    return all(getattr(ty, "layout", None) is None for ty in types)


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
