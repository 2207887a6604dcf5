"""``tosa`` folds and canonicalization patterns, ported from MLIR's
``TosaCanonicalizations.cpp``, in part: the folds that forward an operand
(``cast`` to its own type, the reductions over a size-1 or rank-0 axis,
``select`` of equal values or a splat predicate, ``abs(abs(x))``,
``reverse`` over a size-1 axis), ``concat``'s fold (zero-sized inputs
dropped, single-use concats on the same axis inlined, in place),
``ConcatOptimization`` (a concat of one input is that input, cast to the
result type), ``select``'s ``canonicalize`` (a negated predicate swaps the
values) and ``MaxPool2dIsNoOp``.  Not yet: the constant folds of splats and
the other patterns."""

from __future__ import annotations

from collections.abc import Callable

from tblgen_py.runtime.ir.attributes_dense import DenseElementsAttr
from tblgen_py.runtime.ir.operation import Operation
from tblgen_py.runtime.ir.types import IntegerType, RankedTensorType, ShapedType
from tblgen_py.runtime.ir.value import Value
from tblgen_py.runtime.ods.hooks import implement_op
from tblgen_py.runtime.rewrite import (
    PatternRewriter,
    RewritePattern,
    RewritePatternSet,
)

__all__: list[str] = []

_Fold = Callable[[Operation, object], object]


def _fold(*names: str) -> Callable[[_Fold], _Fold]:
    def attach(fold: _Fold) -> _Fold:
        for name in names:
            implement_op(name, "fold")(fold)
        return fold

    return attach


def _axis(op: Operation) -> int:
    attr = op.get_attr("axis")
    return int(getattr(attr, "value", 0))


@_fold("tosa.cast")
def fold_cast(op: Operation, adaptor: object) -> object:
    """A cast to the input's own type."""
    value = op.operands[0]
    return value if value.type == op.results[0].type else None


@_fold(
    "tosa.reduce_all",
    "tosa.reduce_any",
    "tosa.reduce_max",
    "tosa.reduce_min",
    "tosa.reduce_product",
    "tosa.reduce_sum",
)
def fold_reduce(op: Operation, adaptor: object) -> object:
    """A reduction over a size-1 axis (or of a rank-0 input) of the result
    type is its input."""
    value = op.operands[0]
    ty = value.type
    if not isinstance(ty, ShapedType) or not ty.has_rank:
        return None
    if ty != op.results[0].type:
        return None
    axis = _axis(op)
    if not ty.shape or (0 <= axis < len(ty.shape) and ty.shape[axis] == 1):
        return value
    return None


@_fold("tosa.select")
def fold_select(op: Operation, adaptor: object) -> object:
    """Equal values, or the one a splat predicate picks."""
    pred, on_true, on_false = op.operands
    if on_true is on_false:
        return on_true
    operands = getattr(adaptor, "operands", [])
    attr = operands[0] if operands else None
    if not isinstance(attr, DenseElementsAttr) or not attr.is_splat:
        return None
    if not isinstance(attr.element_type, IntegerType):
        return None
    return on_true if attr.values[0] else on_false


@_fold("tosa.abs")
def fold_abs(op: Operation, adaptor: object) -> object:
    """``abs(abs(x)) = abs(x)``."""
    inner = op.operands[0].defining_op
    return op.operands[0] if inner is not None and inner.name == "tosa.abs" else None


@_fold("tosa.concat")
def fold_concat(op: Operation, adaptor: object) -> object:
    """Zero-sized inputs go (one stays); single-use concats on the same axis
    give their inputs (in place)."""
    axis = _axis(op)
    values = list(op.operands)
    kept = _drop_empty(values, axis)
    if len(kept) != len(values):
        op.set_operands(kept)
        return list(op.results)
    operands: list[Value] = []
    found = False
    for value in values:
        producer = value.defining_op
        if (
            producer is None
            or producer.name != "tosa.concat"
            or _axis(producer) != axis
            or any(use.owner is not op for use in value.uses)
        ):
            operands.append(value)
            continue
        found = True
        operands.extend(producer.operands)
    if not found:
        return None
    op.set_operands(operands)
    return list(op.results)


def _size(ty: RankedTensorType, axis: int) -> int | None:
    return ty.shape[axis] if 0 <= axis < len(ty.shape) else None


def _drop_empty(values: list[Value], axis: int) -> list[Value]:
    """Erase zero-sized inputs front to back while more than one is left."""
    kept = list(values)
    index = 0
    while index < len(kept):
        ty = getattr(kept[index], "type", None)
        empty = isinstance(ty, RankedTensorType) and _size(ty, axis) == 0
        if empty and len(kept) > 1:
            del kept[index]
        else:
            index += 1
    return kept


@_fold("tosa.reverse")
def fold_reverse(op: Operation, adaptor: object) -> object:
    """A splat constant, or a reverse over a size-1 axis, is its input."""
    operands = getattr(adaptor, "operands", [])
    attr = operands[0] if operands else None
    if isinstance(attr, DenseElementsAttr) and attr.is_splat:
        return attr
    ty = op.operands[0].type
    if isinstance(ty, ShapedType) and ty.has_rank:
        axis = _axis(op)
        if not ty.shape or (0 <= axis < len(ty.shape) and ty.shape[axis] == 1):
            return op.operands[0]
    return None


class ConcatOptimization(RewritePattern):
    """A concat of one input is that input (cast to the result type)."""

    def __init__(self) -> None:
        super().__init__("tosa.concat", debug_name="ConcatOptimization")

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        if len(op.operands) != 1:
            return False
        value = op.operands[0]
        result = op.results[0].type
        if value.type != result:
            rewriter.replace_op_with_new_op(op, "tensor.cast", [value], [result])
            return True
        rewriter.replace_op(op, [value])
        return True


@implement_op("tosa.concat", "canonicalization_patterns")
def concat_patterns(patterns: RewritePatternSet, context: object) -> None:
    """``ConcatOp::getCanonicalizationPatterns``."""
    patterns.add(ConcatOptimization())


@implement_op("tosa.select", "canonicalize")
def canonicalize_select(op: Operation, rewriter: PatternRewriter) -> bool:
    """``select(logical_not(c), a, b) -> select(c, b, a)``."""
    negation = op.operands[0].defining_op
    if negation is None or negation.name != "tosa.logical_not":
        return False
    _, on_true, on_false = op.operands
    with rewriter.modifying(op):
        op.set_operands([negation.operands[0], on_false, on_true])
    return True


class MaxPool2dIsNoOp(RewritePattern):
    """A max pool from and to 1x1 static images is its input."""

    def __init__(self) -> None:
        super().__init__("tosa.max_pool2d", debug_name="MaxPool2dIsNoOp")

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        source, result = op.operands[0].type, op.results[0].type
        for ty in (source, result):
            if not isinstance(ty, ShapedType) or not ty.has_static_shape:
                return False
            if len(ty.shape) < 3 or ty.shape[1] != 1 or ty.shape[2] != 1:
                return False
        rewriter.replace_op(op, [op.operands[0]])
        return True


@implement_op("tosa.max_pool2d", "canonicalization_patterns")
def max_pool2d_patterns(patterns: RewritePatternSet, context: object) -> None:
    """``MaxPool2dOp::getCanonicalizationPatterns``."""
    patterns.add(MaxPool2dIsNoOp())
