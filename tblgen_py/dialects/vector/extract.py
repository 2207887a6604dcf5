"""Canonicalization of ``vector.extract``, ported from MLIR's C++
(``VectorOps.cpp``), in part.

Its fold, in MLIR's order, with these steps: an extract of no position to the
source's own type; constant dynamic positions made static (in place); a
dense constant source; an extract chain (``extract_chain``); through a chain
of ``vector.insert``s at static positions (the same position gives the
inserted value, a prefix position an extract from it, disjoint ones are
skipped; transposes compose with the position); through a broadcast-like op
(``foldExtractFromBroadcast``); through a shape_cast, an
``extract_strided_slice`` or ``insert_strided_slice`` chain
(``extract_chain``); a scalar from ``vector.from_elements``.  Its patterns:
``ExtractOpFromBroadcast``, ``ExtractOpFromCreateMask`` (``masks``),
``foldExtractFromShapeCastToShapeCast`` and ``foldExtractFromFromElements``.
A poison position or source folds to poison.  Not ported: shuffles.
"""

from __future__ import annotations

from collections.abc import Sequence

from tblgen_py.dialects.fold_support import is_poison
from tblgen_py.dialects.mixed_indices import i64_array, static_values
from tblgen_py.dialects.ub.hooks import poison_attr
from tblgen_py.dialects.vector.canonicalize import broadcastable
from tblgen_py.dialects.vector.extract_chain import (
    ExtractFromShapeCastToShapeCast,
    from_extract_chain,
    from_extract_strided,
    from_insert_strided_chain,
    from_shape_cast,
)
from tblgen_py.dialects.vector.masks import ExtractOpFromCreateMask
from tblgen_py.runtime.ir.attributes import FloatAttr, IntegerAttr
from tblgen_py.runtime.ir.attributes_dense import DenseElementsAttr
from tblgen_py.runtime.ir.context import Context
from tblgen_py.runtime.ir.operation import Operation
from tblgen_py.runtime.ir.types import (
    DYNAMIC,
    FloatType,
    IndexType,
    IntegerType,
    VectorType,
)
from tblgen_py.runtime.ir.value import Value
from tblgen_py.runtime.ods.hooks import implement_op
from tblgen_py.runtime.rewrite import (
    PatternRewriter,
    RewritePattern,
    RewritePatternSet,
)

__all__ = [
    "fold_constant_indices",
    "fold_extract",
    "poison",
    "set_position",
    "static_position",
]


def poison(adaptor: object) -> object:
    """``ub::PoisonAttr::get`` as the context spells ``#ub.poison`` (the
    default ``value`` of ``ub.poison``, so that its printer elides it)."""
    context = getattr(adaptor, "context", None)
    if isinstance(context, Context):
        cls = context.op_classes.get("ub.poison")
        if cls is not None:
            for name, value in context.op_defaults(cls):
                if name == "value" and value is not None:
                    return value
    return poison_attr()


def static_position(op: Operation) -> list[int]:
    """The ``static_position`` array."""
    return static_values(op.get_attr("static_position"))


def set_position(op: Operation, position: Sequence[int]) -> None:
    """Replace the ``static_position`` array."""
    props = op.properties
    if isinstance(props, dict):
        props["static_position"] = i64_array(position)
    else:
        op.attributes["static_position"] = i64_array(position)


def fold_constant_indices(
    op: Operation, adaptor: object, shape: Sequence[int], leading: int = 1
) -> bool:
    """``extractInsertFoldConstantOp``: constant in-bounds (or -1) dynamic
    positions (the operands after the ``leading`` ones) become static, in
    place."""
    position = static_position(op)
    operands = getattr(adaptor, "operands", [])
    dynamic = list(op.operands[leading:])
    constants = operands[leading:]
    if not dynamic:
        return False
    kept: list[Value] = []
    changed = False
    index = 0
    for i, entry in enumerate(position):
        if entry != DYNAMIC:
            continue
        attr = constants[index] if index < len(constants) else None
        value = dynamic[index]
        index += 1
        if isinstance(attr, IntegerAttr):
            number = int(attr.value)
            if -1 <= number < shape[i]:
                position[i] = number
                changed = True
                continue
        kept.append(value)
    if changed:
        set_position(op, position)
        op.set_operands([*op.operands[:leading], *kept])
    return changed


def _dense_extract(op: Operation, attr: object) -> object:
    """``foldDenseElementsAttrSrcExtractOp``."""
    if not isinstance(attr, DenseElementsAttr):
        return None
    result_type = op.results[0].type
    source_type = op.operands[0].type
    if attr.is_splat:
        return _element(attr, 0, result_type)
    if not isinstance(source_type, VectorType) or any(source_type.scalable):
        return None
    position = static_position(op)
    if DYNAMIC in position:
        return None
    shape = source_type.shape
    full = position + [0] * (len(shape) - len(position))
    start, stride = 0, 1
    for index, size in zip(reversed(full), reversed(shape)):
        start += index * stride
        stride *= size
    if isinstance(result_type, VectorType):
        count = 1
        for size in result_type.shape:
            count *= size
        return DenseElementsAttr.get(
            result_type, list(attr.values[start : start + count])
        )
    return _element(attr, start, result_type)


def _element(attr: DenseElementsAttr, flat: int, result_type: object) -> object:
    """Element ``flat`` as a scalar attribute, or splatted over a vector type."""
    value = attr.values[0 if attr.is_splat else flat]
    if isinstance(result_type, VectorType):
        return DenseElementsAttr.get(result_type, [value])
    element = attr.type.element_type
    if not isinstance(value, int):
        return None
    if isinstance(element, FloatType):
        return FloatAttr.from_bits(element, value)
    if isinstance(element, (IntegerType, IndexType)):
        return IntegerAttr.get(element, value)
    return None


def _from_insert_chain(op: Operation) -> object:
    """``ExtractFromInsertTransposeChainState::fold``: walk the chain of
    ``vector.insert``s (at static positions) and ``vector.transpose``s that
    defines the source, carrying the position (with sentinels for the
    extracted dimensions) through each transpose.  The same position gives
    the inserted value, a prefix position an extract from it, disjoint ones
    are skipped (the extract then reads the last value, in place); a
    transposition of the extracted dimensions themselves stops the fold."""
    position = static_position(op)
    if DYNAMIC in position:
        return None
    rank = len(getattr(op.operands[0].type, "shape", ())) - len(position)
    sentinels = [-(i + 1) for i in range(rank)]
    wanted = position + sentinels
    count = len(position)

    def can_fold() -> bool:
        return wanted[count:] == sentinels

    current = op.operands[0]
    while True:
        producer = current.defining_op
        if producer is None:
            break
        if producer.name == "vector.transpose":
            permutation = static_values(producer.get_attr("permutation"))
            if len(permutation) != len(wanted):
                return None
            permuted = [0] * len(wanted)
            for index, target in enumerate(permutation):
                permuted[target] = wanted[index]
            wanted = permuted
            current = producer.operands[0]
            continue
        if producer.name != "vector.insert":
            break
        inserted = static_position(producer)
        if DYNAMIC in inserted:
            return None
        if inserted == wanted[:count]:
            return producer.operands[0] if can_fold() else None
        if _prefix(inserted, wanted):
            if not can_fold():
                return None
            return _fold_in_place(
                op, producer.operands[0], wanted[len(inserted) : count]
            )
        if _prefix(wanted, inserted) or _agree(wanted, inserted):
            return None
        current = producer.operands[1]
    if not can_fold():
        return None
    return _fold_in_place(op, current, wanted[:count])


def _prefix(first: Sequence[int], second: Sequence[int]) -> bool:
    """``isContainedWithin``: ``first`` begins ``second``."""
    return len(first) <= len(second) and list(second[: len(first)]) == list(first)


def _agree(first: Sequence[int], second: Sequence[int]) -> bool:
    """``intersectsWhereNonNegative``: equal wherever both are non-negative."""
    return all(a == b for a, b in zip(first, second) if a >= 0 and b >= 0)


def _fold_in_place(op: Operation, source: Value, position: Sequence[int]) -> object:
    """``tryToFoldExtractOpInPlace``: read ``source`` at ``position``."""
    if source is op.operands[0]:
        return None
    set_position(op, position)
    op.set_operand(0, source)
    return op.results[0]


def _broadcast_like(op: Operation) -> bool:
    """``isBroadcastLike``: a broadcast, a splat, or a shape_cast that only
    prepends unit dimensions."""
    if op.name in ("vector.broadcast", "vector.splat"):
        return True
    if op.name != "vector.shape_cast":
        return False
    source = getattr(op.operands[0].type, "shape", ())
    result = getattr(op.results[0].type, "shape", ())
    return len(result) >= len(source) and tuple(
        result[len(result) - len(source) :]
    ) == tuple(source)


def _from_broadcast(op: Operation) -> object:
    """``foldExtractFromBroadcast``."""
    producer = op.operands[0].defining_op
    if producer is None or not _broadcast_like(producer):
        return None
    value = producer.operands[0]
    result_type = op.results[0].type
    if result_type == value.type:
        return value
    input_shape = list(getattr(value.type, "shape", ()))
    extract_shape = list(getattr(result_type, "shape", ()))
    broadcast_rank = len(getattr(op.operands[0].type, "shape", ()))
    if len(extract_shape) > len(input_shape):
        return None
    if (
        extract_shape
        and extract_shape != input_shape[len(input_shape) - len(extract_shape) :]
    ):
        return None
    delta = len(input_shape) - len(extract_shape)
    lead = broadcast_rank - len(input_shape)
    position = static_position(op)
    dynamic = iter(op.operands[1:])
    mixed: list[int | Value] = [next(dynamic) if p == DYNAMIC else p for p in position]
    new_mixed = [
        0 if size == 1 else mixed[i + lead]
        for i, size in enumerate(input_shape[:delta])
    ]
    set_position(op, [p if isinstance(p, int) else DYNAMIC for p in new_mixed])
    op.set_operands([value, *(p for p in new_mixed if isinstance(p, Value))])
    return op.results[0]


def _scalar_from_elements(op: Operation) -> object:
    """``foldScalarExtractFromFromElements``."""
    position = static_position(op)
    producer = op.operands[0].defining_op
    if DYNAMIC in position or producer is None:
        return None
    if producer.name != "vector.from_elements":
        return None
    vector_type = producer.results[0].type
    if not isinstance(vector_type, VectorType) or any(vector_type.scalable):
        return None
    if op.results[0].type != vector_type.element_type:
        return None
    flat, stride = 0, 1
    for index, size in zip(reversed(position), reversed(vector_type.shape)):
        flat += index * stride
        stride *= size
    return producer.operands[flat]


@implement_op("vector.extract", "fold")
def fold_extract(op: Operation, adaptor: object) -> object:
    """The ported steps of ``ExtractOp::fold``."""
    source = op.operands[0]
    result_type = op.results[0].type
    if not static_position(op) and source.type == result_type:
        return source
    if -1 in static_position(op):
        return poison(adaptor)  # foldPoisonIndexInsertExtractOp
    shape = list(getattr(source.type, "shape", ()))
    in_place = fold_constant_indices(op, adaptor, shape)
    operands = getattr(adaptor, "operands", [])
    if operands and is_poison(operands[0]):
        return poison(adaptor)  # foldPoisonSrcExtractOp
    found = _dense_extract(op, operands[0] if operands else None)
    for step in (
        from_extract_chain,
        _from_insert_chain,
        _from_broadcast,
        from_shape_cast,
        from_extract_strided,
        from_insert_strided_chain,
        _scalar_from_elements,
    ):
        if found is not None:
            return found
        found = step(op)
    if found is not None:
        return found
    return op.results[0] if in_place else None


class ExtractOpFromBroadcast(RewritePattern):
    """An extract of a vector from a broadcast-like op is a broadcast."""

    def __init__(self) -> None:
        super().__init__("vector.extract", debug_name="ExtractOpFromBroadcast")

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        producer = op.operands[0].defining_op
        result_type = op.results[0].type
        if producer is None or not _broadcast_like(producer):
            return False
        if not isinstance(result_type, VectorType):
            return False
        if not broadcastable(producer.operands[0].type, result_type):
            return False
        rewriter.replace_op_with_new_op(
            op, "vector.broadcast", [producer.operands[0]], [result_type]
        )
        return True


class ExtractFromFromElements(RewritePattern):
    """``foldExtractFromFromElements``: a sub-vector of a from_elements is a
    smaller from_elements."""

    def __init__(self) -> None:
        super().__init__("vector.extract", debug_name="foldExtractFromFromElements")

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        position = static_position(op)
        result_type = op.results[0].type
        producer = op.operands[0].defining_op
        if DYNAMIC in position or not isinstance(result_type, VectorType):
            return False
        if producer is None or producer.name != "vector.from_elements":
            return False
        input_type = producer.results[0].type
        if not isinstance(input_type, VectorType):
            return False
        if any(result_type.scalable) or any(input_type.scalable):
            return False
        first = position + [0] * len(result_type.shape)
        flat, stride = 0, 1
        for index, size in zip(reversed(first), reversed(input_type.shape)):
            flat += index * stride
            stride *= size
        count = 1
        for size in result_type.shape:
            count *= size
        rewriter.replace_op_with_new_op(
            op,
            "vector.from_elements",
            list(producer.operands[flat : flat + count]),
            [result_type],
        )
        return True


@implement_op("vector.extract", "canonicalization_patterns")
def extract_patterns(patterns: RewritePatternSet, context: object) -> None:
    """The ported part of ``ExtractOp::getCanonicalizationPatterns``."""
    patterns.add(
        ExtractOpFromBroadcast(),
        ExtractOpFromCreateMask(),
        ExtractFromShapeCastToShapeCast(),
        ExtractFromFromElements(),
    )
