"""Canonicalization of ``tensor``, ported from MLIR's C++ (``TensorOps.cpp``), in part.

- ``tensor.cast``: ``ChainedTensorCast`` (a cast of a cast becomes one cast
  when no runtime shape check is lost; a cast to its own type then folds by
  the cast-interface trait fold) and, from ``slices``,
  ``TensorCastExtractSlice``;
- ``tensor.extract``: its fold (a splat constant; with constant indices, an
  element of ``tensor.from_elements`` or of a dense constant) and
  ``ExtractFromTensorCast`` (extract through a cast of a ranked tensor);
- ``tensor.concat``: its fold (one input of the result type) and
  ``SingleInputConcatOp`` (one input: a cast).
"""

from __future__ import annotations

from tblgen_py.dialects.tensor.slices import TensorCastExtractSlice
from tblgen_py.dialects.complex.fold import complex_buildable
from tblgen_py.dialects.constant_fold import arith_buildable, register_buildable
from tblgen_py.runtime.ir.attributes import ArrayAttr, FloatAttr, IntegerAttr
from tblgen_py.runtime.ir.attributes_dense import DenseElementsAttr, SparseElementsAttr
from tblgen_py.runtime.ir.operation import Operation
from tblgen_py.runtime.ir.types import (
    DYNAMIC,
    ComplexType,
    FloatType,
    IndexType,
    IntegerType,
    RankedTensorType,
)
from tblgen_py.runtime.ods.hooks import implement_op
from tblgen_py.runtime.rewrite import (
    PatternRewriter,
    RewritePattern,
    RewritePatternSet,
)

__all__ = ["join_shapes"]


def join_shapes(one: object, two: object) -> object | None:
    """``joinShapes``: the shape knowledge of two tensor types together (None
    when they disagree; an unranked one gives the other)."""
    if not isinstance(one, RankedTensorType):
        return two
    if not isinstance(two, RankedTensorType):
        return one
    if len(one.shape) != len(two.shape):
        return None
    joined: list[int] = []
    for first, second in zip(one.shape, two.shape):
        if first == DYNAMIC:
            joined.append(second)
        elif second == DYNAMIC or first == second:
            joined.append(first)
        else:
            return None
    return RankedTensorType.get(joined, one.element_type)


class ChainedTensorCast(RewritePattern):
    """cast(cast(x)) -> cast(x) when the middle type adds no shape check."""

    def __init__(self) -> None:
        super().__init__("tensor.cast", debug_name="ChainedTensorCast")

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        inner = op.operands[0].defining_op
        if inner is None or inner.name != "tensor.cast":
            return False
        source = inner.operands[0].type
        middle = inner.results[0].type
        result = op.results[0].type
        first = join_shapes(source, middle)
        joined = None if first is None else join_shapes(first, result)
        if joined is None or joined != join_shapes(source, result):
            return False
        rewriter.replace_op_with_new_op(
            op, "tensor.cast", [inner.operands[0]], [result]
        )
        return True


@implement_op("tensor.cast", "canonicalization_patterns")
def cast_patterns(patterns: RewritePatternSet, context: object) -> None:
    """``CastOp::getCanonicalizationPatterns``."""
    patterns.add(ChainedTensorCast(), TensorCastExtractSlice())


def _element_attr(attr: DenseElementsAttr, flat: int) -> object | None:
    """Element ``flat`` of an int, float or complex elements attribute, as a
    scalar (a complex one as the ``[real, imaginary]`` array)."""
    elt = attr.type.element_type
    value = attr.values[0 if attr.is_splat else flat]
    if isinstance(elt, ComplexType) and isinstance(value, tuple):
        parts = [_scalar_attr(elt.element_type, part) for part in value]
        if any(part is None for part in parts):
            return None
        return ArrayAttr.get(parts)  # type: ignore[arg-type]
    if not isinstance(value, int):
        return None
    return _scalar_attr(elt, value)


def _scalar_attr(elt: object, value: int) -> object | None:
    """The int or float attribute of an element's bits."""
    if isinstance(elt, FloatType):
        return FloatAttr.from_bits(elt, value)
    if isinstance(elt, (IntegerType, IndexType)):
        return IntegerAttr.get(elt, value)
    return None


def _constant_op(value: object) -> str:
    return "complex.constant" if isinstance(value, ArrayAttr) else "arith.constant"


def _buildable(value: object, type: object) -> bool:
    """``TensorDialect::materializeConstant``: an ``arith.constant``, else a
    ``complex.constant``."""
    if isinstance(value, ArrayAttr):
        return complex_buildable(value, type)
    return arith_buildable(value, type)


register_buildable("tensor", _constant_op, _buildable)


@implement_op("tensor.extract", "fold")
def fold_extract(op: Operation, adaptor: object) -> object:
    """A splat's value; with constant indices, a ``from_elements`` operand or
    an element of a dense constant."""
    operands = getattr(adaptor, "operands", [])
    tensor = operands[0] if operands else None
    if isinstance(tensor, DenseElementsAttr) and tensor.is_splat:
        return _element_attr(tensor, 0)
    indices: list[int] = []
    for index in operands[1:]:
        if not isinstance(index, IntegerAttr):
            return None
        indices.append(index.value)
    source = op.operands[0]
    builder = source.defining_op
    shape = getattr(source.type, "shape", None)
    if shape is None:
        return None
    flat, stride = 0, 1
    for index, size in zip(reversed(indices), reversed(shape)):
        flat += index * stride
        stride *= size
    if builder is not None and builder.name == "tensor.from_elements":
        elements = builder.operands
        return elements[flat] if 0 <= flat < len(elements) else None
    if isinstance(tensor, DenseElementsAttr):
        if all(0 <= i < size for i, size in zip(indices, shape)):
            return _element_attr(tensor, flat)
    if isinstance(tensor, SparseElementsAttr) and len(indices) == len(shape):
        if all(0 <= i < size for i, size in zip(indices, shape)):
            return _sparse_element(tensor, indices)
    return None


def _sparse_element(attr: SparseElementsAttr, indices: list[int]) -> object | None:
    """The element of a sparse constant at ``indices``: its listed value, else
    zero."""
    listed, values = attr.indices, attr.values
    rank = len(indices)
    rows = values.type.shape[0] if getattr(values.type, "shape", ()) else 1
    for row in range(rows):
        at = [
            listed.values[0 if listed.is_splat else row * rank + column]
            for column in range(rank)
        ]
        if at == indices:
            return _element_attr(values, row)
    elt = attr.type.element_type
    if isinstance(elt, ComplexType):
        zero = _scalar_attr(elt.element_type, 0)
        return None if zero is None else ArrayAttr.get([zero, zero])  # type: ignore[list-item]
    return _scalar_attr(elt, 0)


class ExtractFromTensorCast(RewritePattern):
    """extract(cast(x)) -> extract(x) for a ranked ``x``."""

    def __init__(self) -> None:
        super().__init__("tensor.extract", debug_name="ExtractFromTensorCast")

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        cast = op.operands[0].defining_op
        if cast is None or cast.name != "tensor.cast":
            return False
        source = cast.operands[0]
        if not isinstance(source.type, RankedTensorType):
            return False
        rewriter.replace_op_with_new_op(
            op, "tensor.extract", [source, *op.operands[1:]], op.result_types
        )
        return True


@implement_op("tensor.extract", "canonicalization_patterns")
def extract_patterns(patterns: RewritePatternSet, context: object) -> None:
    """``ExtractOp::getCanonicalizationPatterns``."""
    patterns.add(ExtractFromTensorCast())


class ChainedTensorBitcast(RewritePattern):
    """bitcast(bitcast(x)) -> bitcast(x) to the outer result type."""

    def __init__(self) -> None:
        super().__init__("tensor.bitcast", debug_name="ChainedTensorBitcast")

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        inner = op.operands[0].defining_op
        if inner is None or inner.name != "tensor.bitcast":
            return False
        rewriter.replace_op_with_new_op(
            op, "tensor.bitcast", [inner.operands[0]], op.result_types
        )
        return True


@implement_op("tensor.bitcast", "canonicalization_patterns")
def bitcast_patterns(patterns: RewritePatternSet, context: object) -> None:
    """``BitcastOp::getCanonicalizationPatterns``."""
    patterns.add(ChainedTensorBitcast())


@implement_op("tensor.concat", "fold")
def fold_concat(op: Operation, adaptor: object) -> object:
    """``ConcatOp::fold``: one input of the result's own type is the result."""
    inputs = op.operands
    if len(inputs) == 1 and inputs[0].type == op.results[0].type:
        return inputs[0]
    return None


class SingleInputConcatOp(RewritePattern):
    """A concat of a single input is a ``tensor.cast`` of it."""

    def __init__(self) -> None:
        super().__init__("tensor.concat", debug_name="SingleInputConcatOp")

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        if len(op.operands) != 1:
            return False
        rewriter.replace_op_with_new_op(
            op, "tensor.cast", [op.operands[0]], [op.results[0].type]
        )
        return True


@implement_op("tensor.concat", "canonicalization_patterns")
def concat_patterns(patterns: RewritePatternSet, context: object) -> None:
    """The ported part of ``ConcatOp::getCanonicalizationPatterns``."""
    patterns.add(SingleInputConcatOp())
