"""``tensor.dim`` and ``memref.dim`` folders (``DimOp::fold``), in part.

A constant index into a ranked type folds to the static size, or, for a
dynamic size, to the operand that gave it when the source is built by
``tensor.empty`` / ``tensor.generate`` / a ``tensor.extract_slice`` keeping
its rank / ``memref.alloc`` / ``memref.alloca``; ``tensor.rank`` and
``memref.rank`` of a ranked operand fold to its rank.
``register(context, dialect)`` gives the ``tensor`` or ``memref`` dialect its
constant materializer (MLIR's builds ``arith.constant``).
"""

from __future__ import annotations

from tblgen_py.dialects.constant_fold import install_materializer
from tblgen_py.runtime.ir.attributes import IntegerAttr
from tblgen_py.runtime.ir.context import Context
from tblgen_py.runtime.ir.operation import Operation
from tblgen_py.runtime.ir.types import DYNAMIC, IndexType, ShapedType
from tblgen_py.runtime.ods.hooks import implement_op

__all__ = ["fold_dim", "fold_rank", "register"]

_BUILDERS = {
    "tensor.dim": ("tensor.empty", "tensor.generate"),
    "memref.dim": ("memref.alloc", "memref.alloca"),
}


def register(context: object, dialect: str) -> None:
    """Install the constant materializer of ``dialect`` (``tensor`` or
    ``memref``) alone: a dialect entry made for the other one would stand for
    it as loaded, and its ops would never be loaded on first use."""
    if isinstance(context, Context):
        install_materializer(context, dialect)


@implement_op("tensor.dim", "fold")
@implement_op("memref.dim", "fold")
def fold_dim(op: Operation, adaptor: object) -> object:
    """The size of dimension ``index`` when it is known."""
    index_attr = getattr(adaptor, "operands", [None, None])[1]
    source = op.operands[0]
    ty = source.type
    if not isinstance(index_attr, IntegerAttr) or not isinstance(ty, ShapedType):
        return None
    if not ty.has_rank:
        return None
    shape = ty.shape
    index = index_attr.value
    if not 0 <= index < len(shape):
        return None
    if shape[index] != DYNAMIC:
        return IntegerAttr.get(IndexType.get(), shape[index])
    builder = source.defining_op
    if builder is None:
        return None
    if builder.name == "tensor.extract_slice":
        return _slice_size(builder, index)
    if builder.name not in _BUILDERS[op.name]:
        return None
    position = sum(1 for size in shape[:index] if size == DYNAMIC)
    return builder.operands[position]


def _slice_size(slice_op: Operation, index: int) -> object:
    """The dynamic size operand of a ``tensor.extract_slice`` that keeps its
    rank (rank-reduced ones are left to ``resolve-shaped-type-result-dims``)."""
    source_shape = getattr(slice_op.operands[0].type, "shape", ())
    if len(source_shape) != len(getattr(slice_op.results[0].type, "shape", ())):
        return None
    segments = list(getattr(slice_op.get_attr("operandSegmentSizes"), "values", ()))
    sizes = [int(v) for v in getattr(slice_op.get_attr("static_sizes"), "values", ())]
    if len(segments) != 4 or sizes[index] != DYNAMIC:
        return None
    start = segments[0] + segments[1]
    return slice_op.operands[start + sum(1 for s in sizes[:index] if s == DYNAMIC)]


@implement_op("tensor.rank", "fold")
@implement_op("memref.rank", "fold")
def fold_rank(op: Operation, adaptor: object) -> object:
    """``RankOp::fold``: the rank of a ranked operand, as an index."""
    source = op.operands[0].type
    if not isinstance(source, ShapedType) or not source.has_rank:
        return None
    return IntegerAttr.get(IndexType.get(), len(source.shape))
