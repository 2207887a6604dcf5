"""Canonicalization of ``vector.reduction``, ``vector.multi_reduction`` and
``vector.bitcast``, ported from MLIR's C++ (``VectorOps.cpp``).

- ``multi_reduction``'s fold (a 1-D source without reduced dimension) and
  ``ElideUnitDimsInMultiDimReduction`` (only unit dimensions reduced: a
  shape_cast or extract combined with the accumulator);
- ``reduction``'s ``ElideSingleElementReduction`` (a one-element source: an
  extract, combined with the accumulator); both also under ``vector.mask``
  (the masked lanes keep the accumulator);
- ``make_arith_reduction`` is ``vector::makeArithReduction``;
- ``bitcast``'s fold: to its own type, cancelling casts, splat constants
  widened (f16 to f32, integers to wider integers).
"""

from __future__ import annotations

from tblgen_py.dialects.mixed_indices import i64_array, static_values
from tblgen_py.runtime.ir.attributes_dense import DenseElementsAttr
from tblgen_py.runtime.ir.context import Context
from tblgen_py.runtime.ir.operation import Operation
from tblgen_py.runtime.ir.types import (
    FloatType,
    IndexType,
    IntegerType,
    Type,
    VectorType,
)
from tblgen_py.runtime.ir.value import Value
from tblgen_py.runtime.ods.hooks import implement_op
from tblgen_py.runtime.rewrite import (
    PatternRewriter,
    RewritePattern,
    RewritePatternSet,
)

__all__ = ["fold_bitcast", "fold_multi_reduction", "make_arith_reduction"]

_I1 = IntegerType.get(1)

_INT_OPS = {
    "add": "arith.addi",
    "mul": "arith.muli",
    "and": "arith.andi",
    "or": "arith.ori",
    "xor": "arith.xori",
    "maxsi": "arith.maxsi",
    "minsi": "arith.minsi",
    "maxui": "arith.maxui",
    "minui": "arith.minui",
}
_FLOAT_OPS = {
    "add": "arith.addf",
    "mul": "arith.mulf",
    "maxnumf": "arith.maxnumf",
    "minnumf": "arith.minnumf",
    "maximumf": "arith.maximumf",
    "minimumf": "arith.minimumf",
}


def _element(ty: object) -> object:
    return ty.element_type if isinstance(ty, VectorType) else ty


def make_arith_reduction(
    rewriter: PatternRewriter,
    op: Operation,
    kind: str,
    lhs: Value,
    rhs: Value,
    fastmath: object = None,
    mask: Value | None = None,
) -> Value | None:
    """``makeArithReduction``: ``lhs <kind> rhs``; with ``mask``, masked-off
    lanes take ``rhs`` (``selectPassthru``)."""
    element = _element(lhs.type)
    if isinstance(element, FloatType):
        name = _FLOAT_OPS.get(kind)
    elif isinstance(element, (IntegerType, IndexType)):
        name = _INT_OPS.get(kind)
    else:
        name = None
    if name is None:
        return None
    props: dict[str, object] = {}
    if name in _FLOAT_OPS.values() and fastmath is not None:
        props["fastmath"] = fastmath
    created = rewriter.create(
        name, [lhs, rhs], [lhs.type], props or None, location=op.location
    )
    context = rewriter.context
    if isinstance(context, Context):
        context.init_properties(created)  # the default fastmath
    combined = created.results[0]
    if mask is None:
        return combined
    return rewriter.create(
        "arith.select", [mask, combined, rhs], [lhs.type], location=op.location
    ).results[0]


def _mask_root(op: Operation) -> tuple[Operation, Value | None]:
    """The op a rewrite replaces and the mask it applies: the enclosing
    ``vector.mask`` and its mask when ``op`` is masked, else ``op`` and None
    (``MaskableOpRewritePattern``)."""
    parent = op.parent_op
    if parent is not None and parent.name == "vector.mask":
        return parent, parent.operands[0]
    return op, None


def _extract_all(rewriter: PatternRewriter, op: Operation, value: Value) -> Value:
    """``ExtractOp::build(source)``: the element at all-zero position."""
    ty = value.type
    assert isinstance(ty, VectorType)
    return rewriter.create(
        "vector.extract",
        [value],
        [ty.element_type],
        {"static_position": i64_array([0] * len(ty.shape))},
        location=op.location,
    ).results[0]


@implement_op("vector.multi_reduction", "fold")
def fold_multi_reduction(op: Operation, adaptor: object) -> object:
    """A 1-D source with its only dimension kept is the result."""
    source = op.operands[0].type
    dims = static_values(op.get_attr("reduction_dims"))
    if isinstance(source, VectorType) and len(source.shape) == 1 and 0 not in dims:
        return op.operands[0]
    return None


class ElideUnitDimsInMultiDimReduction(RewritePattern):
    """A multi_reduction reducing only unit dimensions is a shape_cast (or
    an extract) combined with the accumulator."""

    def __init__(self) -> None:
        super().__init__(
            "vector.multi_reduction",
            debug_name="ElideUnitDimsInMultiDimReduction",
        )

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        source = op.operands[0]
        source_type = source.type
        if not isinstance(source_type, VectorType):
            return False
        dims = static_values(op.get_attr("reduction_dims"))
        if any(source_type.shape[dim] != 1 for dim in dims):
            return False
        root, mask = _mask_root(op)
        rewriter.set_insertion_point_before(root)
        acc = op.operands[1]
        dest = op.results[0].type
        cast: Value
        if isinstance(dest, VectorType):
            if mask is not None:
                mask_type = VectorType.get(dest.shape, _I1, dest.scalable)
                mask = rewriter.create(
                    "vector.shape_cast", [mask], [mask_type], location=op.location
                ).results[0]
            cast = rewriter.create(
                "vector.shape_cast", [source], [dest], location=op.location
            ).results[0]
        else:
            if mask is not None:
                mask = _extract_all(rewriter, op, mask)
            cast = _extract_all(rewriter, op, source)
        kind = str(getattr(op, "kind"))
        result = make_arith_reduction(rewriter, op, kind, acc, cast, None, mask)
        if result is None:
            return False
        rewriter.replace_op(root, [result])
        return True


class ElideSingleElementReduction(RewritePattern):
    """A reduction of a one-element vector is an extract (combined with the
    accumulator)."""

    def __init__(self) -> None:
        super().__init__("vector.reduction", debug_name="ElideSingleElementReduction")

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        source = op.operands[0]
        vector_type = source.type
        if not isinstance(vector_type, VectorType):
            return False
        if vector_type.shape and vector_type.shape[0] != 1:
            return False
        root, mask = _mask_root(op)
        rewriter.set_insertion_point_before(root)
        if mask is not None:
            mask = _extract_all(rewriter, op, mask)
        result: Value = _extract_all(rewriter, op, source)
        if len(op.operands) > 1:
            kind = str(getattr(op, "kind"))
            combined = make_arith_reduction(
                rewriter,
                op,
                kind,
                result,
                op.operands[1],
                op.get_attr("fastmath"),
                mask,
            )
            if combined is None:
                return False
            result = combined
        rewriter.replace_op(root, [result])
        return True


@implement_op("vector.multi_reduction", "canonicalization_patterns")
def multi_reduction_patterns(patterns: RewritePatternSet, context: object) -> None:
    """``MultiDimReductionOp::getCanonicalizationPatterns``."""
    patterns.add(ElideUnitDimsInMultiDimReduction())


@implement_op("vector.reduction", "canonicalization_patterns")
def reduction_patterns(patterns: RewritePatternSet, context: object) -> None:
    """``ReductionOp::getCanonicalizationPatterns``."""
    patterns.add(ElideSingleElementReduction())


@implement_op("vector.bitcast", "fold")
def fold_bitcast(op: Operation, adaptor: object) -> object:
    """``BitCastOp::fold``."""
    source = op.operands[0]
    result = op.results[0].type
    if source.type == result:
        return source
    inner = source.defining_op
    if inner is not None and inner.name == "vector.bitcast":
        if inner.operands[0].type == result:
            return inner.operands[0]
        op.set_operand(0, inner.operands[0])
        return op.results[0]
    operands = getattr(adaptor, "operands", [])
    attr = operands[0] if operands else None
    if not isinstance(attr, DenseElementsAttr) or not attr.is_splat:
        return None
    source_type = source.type
    if not isinstance(source_type, VectorType) or not isinstance(result, VectorType):
        return None
    src = source_type.element_type
    dst = result.element_type
    value = attr.values[0]
    if not isinstance(value, int):
        return None
    if isinstance(src, FloatType) and isinstance(dst, FloatType):
        if str(src) == "f16" and str(dst) == "f32":
            bits = value & 0xFFFF
            return DenseElementsAttr.get(result, [(bits << 16) | bits])
        return None
    if isinstance(src, IntegerType) and isinstance(dst, IntegerType):
        src_width, dst_width = src.width, dst.width
        if dst_width > src_width and dst_width % src_width == 0:
            low = value & ((1 << src_width) - 1)
            bits = low
            for _ in range(dst_width // src_width - 1):
                bits = ((bits << src_width) | low) & ((1 << dst_width) - 1)
            return DenseElementsAttr.get(result, [bits])
    return None
