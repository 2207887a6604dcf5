"""Canonicalization of ``tensor.empty``, ``tensor.dim``, ``tensor.from_elements``
and ``tensor.splat``, ported from MLIR's C++ (``TensorOps.cpp``).

- ``tensor.empty``: ``FoldEmptyTensorWithCastOp`` (a cast to a more static
  type of an empty tensor is an empty tensor of that type),
  ``FoldEmptyTensorWithDimOp``, ``ReplaceEmptyTensorStaticShapeDims``
  (constant dynamic sizes become static, cast back);
- ``tensor.dim``: ``DimOfCastOp``, ``DimOfDestStyleOp`` (the dim of a
  destination-style op's result is its init's), ``DimOfReshapeOp`` (an
  element of the reshape's shape operand);
- ``tensor.from_elements``: its fold (constant elements make a dense
  constant) and ``ExtractElementFromIndexCast``;
- ``tensor.splat``: its fold (a constant of a static shape);
- ``tensor.insert``: its fold (a constant into a splat of that constant);
- ``tensor.pad``: its fold (to the source's own static type),
  ``FoldStaticZeroPadding`` (zero padding is a cast), ``FoldSourceTensorCast``
  (a pad reads through an information-losing cast) and
  ``FoldTargetTensorCast`` (a pad only cast to a more static type gets it)
  and ``FoldOrthogonalPaddings`` (two slice-and-pad pairs padding different
  dimensions with one constant are one pair);
- ``tensor.generate``: ``ExtractFromTensorGenerate`` (an extract computes the
  body at its indices) and ``StaticTensorGenerate`` (constant extents become
  static).
"""

from __future__ import annotations

from collections.abc import Sequence

from tblgen_py.dialects.asm_support import segment_sizes
from tblgen_py.dialects.mixed_indices import (
    Mixed,
    constant_index,
    dispatch,
    i64_array,
    mixed_values,
    static_values,
)
from tblgen_py.dialects.offset_size_stride import create_slice_op, mixed_slice
from tblgen_py.dialects.region_moves import clone_with, inline_region_before
from tblgen_py.dialects.static_shapes import preserves_static_information
from tblgen_py.runtime.ir.attributes import ArrayAttr, FloatAttr, IntegerAttr
from tblgen_py.runtime.ir.attributes_dense import DenseElementsAttr
from tblgen_py.runtime.ir.operation import IRMapping, Operation
from tblgen_py.runtime.ir.types import DYNAMIC, RankedTensorType, ShapedType
from tblgen_py.runtime.ir.value import Value
from tblgen_py.runtime.ods.hooks import implement_op
from tblgen_py.runtime.ods.interface_methods import as_list, method
from tblgen_py.runtime.rewrite import (
    PatternRewriter,
    RewritePattern,
    RewritePatternSet,
    constant_value,
    would_op_be_trivially_dead,
)

__all__ = ["fold_from_elements", "fold_insert", "fold_pad", "fold_splat"]

_DPS = "DestinationStyleOpInterface"


def _empty_mixed_sizes(op: Operation) -> list[Mixed]:
    """``EmptyOp::getMixedSizes``."""
    dynamic = iter(op.operands)
    shape = getattr(op.results[0].type, "shape", ())
    return [next(dynamic) if size == DYNAMIC else size for size in shape]


def _create_empty(
    rewriter: PatternRewriter,
    location: object,
    sizes: Sequence[Mixed],
    element_type: object,
    encoding: object = None,
) -> Operation:
    shape = [size if isinstance(size, int) else DYNAMIC for size in sizes]
    dynamic = [size for size in sizes if isinstance(size, Value)]
    result = RankedTensorType.get(shape, element_type, encoding)  # type: ignore[arg-type]
    return rewriter.create("tensor.empty", dynamic, [result], location=location)


class FoldEmptyTensorWithCastOp(RewritePattern):
    """``cast(empty)`` to a more static type is an empty tensor of it."""

    def __init__(self) -> None:
        super().__init__("tensor.cast", debug_name="FoldEmptyTensorWithCastOp")

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        source = op.operands[0]
        result_type = op.results[0].type
        if not preserves_static_information(source.type, result_type):
            return False
        empty = source.defining_op
        if empty is None or empty.name != "tensor.empty":
            return False
        assert isinstance(result_type, RankedTensorType)
        sizes: list[Mixed] = []
        for new, current in zip(result_type.shape, _empty_mixed_sizes(empty)):
            if isinstance(current, int):
                if new == DYNAMIC or new != current:
                    return False
                sizes.append(current)
            elif new != DYNAMIC:
                sizes.append(new)
            else:
                sizes.append(current)
        made = _create_empty(rewriter, op.location, sizes, result_type.element_type)
        rewriter.replace_op(op, made)
        return True


def _dim_index(op: Operation) -> int | None:
    return constant_index(op.operands[1])


class FoldEmptyTensorWithDimOp(RewritePattern):
    """The dim of an empty tensor's dynamic dimension is its size operand."""

    def __init__(self) -> None:
        super().__init__("tensor.dim", debug_name="FoldEmptyTensorWithDimOp")

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        index = _dim_index(op)
        empty = op.operands[0].defining_op
        if empty is None or empty.name != "tensor.empty" or index is None:
            return False
        shape = getattr(empty.results[0].type, "shape", ())
        if not 0 <= index < len(shape) or shape[index] != DYNAMIC:
            return False
        position = sum(1 for size in shape[:index] if size == DYNAMIC)
        rewriter.replace_op(op, [empty.operands[position]])
        return True


class ReplaceEmptyTensorStaticShapeDims(RewritePattern):
    """Constant (non-negative) dynamic sizes become static."""

    def __init__(self) -> None:
        super().__init__("tensor.empty", debug_name="ReplaceEmptyTensorStaticShapeDims")

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        result_type = op.results[0].type
        if not isinstance(result_type, RankedTensorType):
            return False
        sizes = _empty_mixed_sizes(op)
        folded: list[Mixed] = []
        for size in sizes:
            constant = None if isinstance(size, int) else constant_index(size)
            folded.append(size if constant is None or constant < 0 else constant)
        if folded == sizes:
            return False
        made = _create_empty(
            rewriter,
            op.location,
            folded,
            result_type.element_type,
            result_type.encoding,
        )
        rewriter.replace_op_with_new_op(
            op, "tensor.cast", [made.results[0]], [result_type]
        )
        return True


class DimOfCastOp(RewritePattern):
    """``dim(cast(x))`` -> ``dim(x)``."""

    def __init__(self) -> None:
        super().__init__("tensor.dim", debug_name="DimOfCastOp")

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        cast = op.operands[0].defining_op
        if cast is None or cast.name != "tensor.cast":
            return False
        rewriter.replace_op_with_new_op(
            op, "tensor.dim", [cast.operands[0], op.operands[1]], op.result_types
        )
        return True


class DimOfDestStyleOp(RewritePattern):
    """The dim of a destination-style op's result reads its tied init."""

    def __init__(self) -> None:
        super().__init__("tensor.dim", debug_name="DimOfDestStyleOp")

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        source = op.operands[0]
        owner = source.defining_op
        if owner is None or _DPS not in getattr(type(owner), "ODS_TRAITS", ()):
            return False
        inits = as_list(method(owner, "getDpsInitsMutable", _DPS)(owner), int)
        number = source.result_number  # type: ignore[attr-defined]
        with rewriter.modifying(op):
            op.set_operand(0, owner.operands[inits[number]])
        return True


class DimOfReshapeOp(RewritePattern):
    """The dim of a ``tensor.reshape`` is an element of its shape operand."""

    def __init__(self) -> None:
        super().__init__("tensor.dim", debug_name="DimOfReshapeOp")

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        reshape = op.operands[0].defining_op
        if reshape is None or reshape.name != "tensor.reshape":
            return False
        shape = reshape.operands[1]
        element = getattr(shape.type, "element_type", None)
        rewriter.set_insertion_point_after(op)
        value = rewriter.create(
            "tensor.extract", [shape, op.operands[1]], [element], location=op.location
        ).results[0]
        if value.type != op.results[0].type:
            value = rewriter.create(
                "arith.index_cast", [value], op.result_types, location=op.location
            ).results[0]
        rewriter.replace_op(op, [value])
        return True


class ExtractElementFromIndexCast(RewritePattern):
    """``extract(index_cast(t))`` -> ``index_cast(extract(t))``."""

    def __init__(self) -> None:
        super().__init__("tensor.extract", debug_name="ExtractElementFromIndexCast")

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        cast = op.operands[0].defining_op
        if cast is None or cast.name != "arith.index_cast":
            return False
        source = cast.operands[0]
        element = getattr(source.type, "element_type", source.type)
        extract = rewriter.create(
            "tensor.extract",
            [source, *op.operands[1:]],
            [element],
            location=op.location,
        )
        rewriter.replace_op_with_new_op(
            op, "arith.index_cast", [extract.results[0]], op.result_types
        )
        return True


def _element_value(attr: object) -> int | tuple[int, int] | None:
    """An element of a dense attribute: an int, a float's bit pattern, or a
    complex ``[real, imaginary]`` array's pair of them."""
    if isinstance(attr, IntegerAttr):
        return int(attr.value)
    if isinstance(attr, FloatAttr):
        return attr.bits
    if isinstance(attr, ArrayAttr) and len(attr.elements) == 2:
        real, imaginary = (_element_value(part) for part in attr.elements)
        if isinstance(real, int) and isinstance(imaginary, int):
            return (real, imaginary)
    return None


@implement_op("tensor.from_elements", "fold")
def fold_from_elements(op: Operation, adaptor: object) -> object:
    """Constant elements make a dense constant."""
    values = [_element_value(a) for a in getattr(adaptor, "operands", [])]
    result_type = op.results[0].type
    if not values or any(value is None for value in values):
        return None
    if not isinstance(result_type, ShapedType):
        return None
    return DenseElementsAttr.get(result_type, values)  # type: ignore[arg-type]


@implement_op("tensor.splat", "fold")
def fold_splat(op: Operation, adaptor: object) -> object:
    """A constant splatted over a static shape."""
    operands = getattr(adaptor, "operands", [])
    value = _element_value(operands[0]) if operands else None
    result_type = op.results[0].type
    if value is None or not isinstance(result_type, RankedTensorType):
        return None
    if DYNAMIC in result_type.shape:
        return None
    return DenseElementsAttr.get(result_type, [value])


@implement_op("tensor.empty", "canonicalization_patterns")
def empty_patterns(patterns: RewritePatternSet, context: object) -> None:
    """``EmptyOp::getCanonicalizationPatterns``."""
    patterns.add(
        FoldEmptyTensorWithCastOp(),
        FoldEmptyTensorWithDimOp(),
        ReplaceEmptyTensorStaticShapeDims(),
    )


@implement_op("tensor.dim", "canonicalization_patterns")
def dim_patterns(patterns: RewritePatternSet, context: object) -> None:
    """``DimOp::getCanonicalizationPatterns``."""
    patterns.add(DimOfCastOp(), DimOfDestStyleOp(), DimOfReshapeOp())


@implement_op("tensor.from_elements", "canonicalization_patterns")
def from_elements_patterns(patterns: RewritePatternSet, context: object) -> None:
    """``FromElementsOp::getCanonicalizationPatterns``."""
    patterns.add(ExtractElementFromIndexCast())


def _pad_zero(op: Operation) -> bool:
    """``hasZeroLowPad`` and ``hasZeroHighPad``: every pad amount is zero."""
    sizes = static_values(op.get_attr("operandSegmentSizes"))
    dynamic = iter(op.operands[sizes[0] :] if sizes else op.operands[1:])
    for name in ("static_low", "static_high"):
        for amount in static_values(op.get_attr(name)):
            value = constant_index(next(dynamic)) if amount == DYNAMIC else amount
            if value != 0:
                return False
    return True


@implement_op("tensor.pad", "fold")
def fold_pad(op: Operation, adaptor: object) -> object:
    """A pad to the source's own static type (without ``nofold``)."""
    result_type = op.results[0].type
    if op.get_attr("nofold") is not None:
        return None
    if not isinstance(result_type, RankedTensorType) or DYNAMIC in result_type.shape:
        return None
    return op.operands[0] if op.operands[0].type == result_type else None


class FoldStaticZeroPadding(RewritePattern):
    """A pad of zero everywhere (without ``nofold``) is a cast of its source."""

    def __init__(self) -> None:
        super().__init__("tensor.pad", debug_name="FoldStaticZeroPadding")

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        if not _pad_zero(op) or op.get_attr("nofold") is not None:
            return False
        rewriter.replace_op_with_new_op(
            op, "tensor.cast", [op.operands[0]], op.result_types
        )
        return True


def _pad_inferred_type(
    source: RankedTensorType, op: Operation, result_shape: Sequence[int]
) -> RankedTensorType:
    """``PadOp::inferResultType`` given the result shape: a size unknown from
    the source and static padding is taken from ``result_shape``."""
    low = static_values(op.get_attr("static_low"))
    high = static_values(op.get_attr("static_high"))
    shape = [
        wanted if DYNAMIC in (size, lo, hi) else size + lo + hi
        for size, lo, hi, wanted in zip(source.shape, low, high, result_shape)
    ]
    return RankedTensorType.get(shape, source.element_type)


class FoldSourceTensorCast(RewritePattern):
    """A pad of an information-losing ``tensor.cast`` pads the cast's source
    (in place when the result type stays; else a new pad of the more static
    type, cast back)."""

    def __init__(self) -> None:
        super().__init__("tensor.pad", debug_name="FoldSourceTensorCast")

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        cast = op.operands[0].defining_op
        if cast is None or cast.name != "tensor.cast":
            return False
        source = cast.operands[0]
        if not preserves_static_information(cast.results[0].type, source.type):
            return False
        result_type = op.results[0].type
        if not isinstance(source.type, RankedTensorType) or not isinstance(
            result_type, RankedTensorType
        ):
            return False
        new_type = _pad_inferred_type(source.type, op, result_type.shape)
        if new_type == result_type:
            rewriter.modify_op_in_place(op, lambda: op.set_operand(0, source))
            return True
        new = clone_with(rewriter, op, [new_type], list(op.operands))
        rewriter.replace_op_with_new_op(
            op, "tensor.cast", [new.results[0]], [result_type]
        )
        return True


class FoldTargetTensorCast(RewritePattern):
    """A pad only used by a ``tensor.cast`` to a more static type is built
    with that type."""

    def __init__(self) -> None:
        super().__init__("tensor.pad", debug_name="FoldTargetTensorCast")

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        result = op.results[0]
        if not result.has_one_use():
            return False
        cast = next(iter(result.users))
        if cast.name != "tensor.cast":
            return False
        target = cast.results[0].type
        if not preserves_static_information(result.type, target):
            return False
        properties = op.properties
        new = rewriter.create(
            op.name,
            list(op.operands),
            [target],
            dict(properties) if isinstance(properties, dict) else None,
            dict(op.attributes),
            1,
            location=op.location,
        )
        inline_region_before(rewriter, op.regions[0], new.regions[0], 0)
        rewriter.replace_op(op, [new.results[0]])
        rewriter.replace_op(cast, [new.results[0]])
        return True


def _pad_mixed(op: Operation) -> tuple[list[Mixed], list[Mixed]]:
    """A pad's mixed low and high amounts."""
    counts = static_values(op.get_attr("operandSegmentSizes"))
    operands = list(op.operands)
    low_values = operands[1 : 1 + counts[1]]
    high_values = operands[1 + counts[1] : 1 + counts[1] + counts[2]]
    return (
        mixed_values(static_values(op.get_attr("static_low")), low_values),
        mixed_values(static_values(op.get_attr("static_high")), high_values),
    )


def _is_zero(value: Mixed) -> bool:
    """``getConstantIntValue(ofr) == 0``."""
    return (constant_index(value) if isinstance(value, Value) else value) == 0


def _padded_dims(op: Operation) -> list[bool]:
    """``PadOp::getPaddedDims``: dimensions with a low or high amount not
    known to be zero."""
    low, high = _pad_mixed(op)
    return [not (_is_zero(lo) and _is_zero(hi)) for lo, hi in zip(low, high)]


def _constant_padding(op: Operation) -> object | None:
    """The constant attribute of ``PadOp::getConstantPaddingValue``."""
    block = op.regions[0].blocks[0]
    terminator = block.last_op
    if terminator is None or terminator.name != "tensor.yield":
        return None
    value = terminator.operands[0]
    attr = constant_value(value)
    if attr is not None:
        return attr
    return None


def _unit_strides(op: Operation) -> bool:
    return all(stride == 1 for stride in mixed_slice(op)[2])


class FoldOrthogonalPaddings(RewritePattern):
    """Two slice-and-pad pairs padding different dimensions with the same
    constant (high padding only, unit strides, no rank reduction) are one."""

    def __init__(self) -> None:
        super().__init__("tensor.pad", debug_name="FoldOrthogonalPaddings")

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        inner_slice = op.operands[0].defining_op
        if inner_slice is None or inner_slice.name != "tensor.extract_slice":
            return False
        outer_pad = inner_slice.operands[0].defining_op
        if outer_pad is None or outer_pad.name != "tensor.pad":
            return False
        if outer_pad.get_attr("nofold") is not None:
            return False
        outer_slice = outer_pad.operands[0].defining_op
        if outer_slice is None or outer_slice.name != "tensor.extract_slice":
            return False
        rank = len(getattr(op.operands[0].type, "shape", ()))
        if len(getattr(outer_slice.operands[0].type, "shape", ())) != rank:
            return False
        if not _unit_strides(inner_slice) or not _unit_strides(outer_slice):
            return False
        inner_low, inner_high = _pad_mixed(op)
        outer_low, outer_high = _pad_mixed(outer_pad)
        if not all(_is_zero(value) for value in [*inner_low, *outer_low]):
            return False
        inner_attr, outer_attr = _constant_padding(op), _constant_padding(outer_pad)
        if inner_attr is None or outer_attr is None or inner_attr != outer_attr:
            return False
        inner_dims, outer_dims = _padded_dims(op), _padded_dims(outer_pad)
        if any(a and b for a, b in zip(inner_dims, outer_dims)):
            return False
        inner_offsets, inner_sizes, inner_strides = mixed_slice(inner_slice)
        outer_offsets, outer_sizes, _ = mixed_slice(outer_slice)
        offsets: list[Mixed] = []
        for dim in range(rank):
            if not inner_dims[dim] and _is_zero(inner_offsets[dim]):
                offsets.append(outer_offsets[dim])
            elif not outer_dims[dim] and _is_zero(outer_offsets[dim]):
                offsets.append(inner_offsets[dim])
            else:
                return False
        sizes = list(inner_sizes)
        source_shape = getattr(inner_slice.operands[0].type, "shape", ())
        for dim in range(rank):
            if not outer_dims[dim]:
                continue
            size = inner_sizes[dim]
            known = constant_index(size) if isinstance(size, Value) else size
            if known != source_shape[dim]:
                return False
            sizes[dim] = outer_sizes[dim]
        high: list[Mixed] = [0] * rank
        for dim in range(rank):
            if inner_dims[dim]:
                high[dim] = inner_high[dim]
            if outer_dims[dim]:
                high[dim] = outer_high[dim]
        source = outer_slice.operands[0]
        source_type = source.type
        assert isinstance(source_type, RankedTensorType)
        static_sizes = [size if isinstance(size, int) else DYNAMIC for size in sizes]
        slice_type = RankedTensorType.get(
            static_sizes, source_type.element_type, source_type.encoding
        )
        new_slice = create_slice_op(
            rewriter,
            "tensor.extract_slice",
            op.location,
            [slice_type],
            [source],
            [offsets, sizes, inner_strides],
        )
        low_dynamic, low_static = dispatch(inner_low)
        high_dynamic, high_static = dispatch(high)
        properties: dict[str, object] = {
            "static_low": i64_array(low_static),
            "static_high": i64_array(high_static),
            "operandSegmentSizes": segment_sizes(
                1, len(low_dynamic), len(high_dynamic)
            ),
        }
        if op.get_attr("nofold") is not None:
            properties["nofold"] = op.get_attr("nofold")
        new_pad = rewriter.create(
            "tensor.pad",
            [new_slice.results[0], *low_dynamic, *high_dynamic],
            [op.results[0].type],
            properties,
            regions=1,
            location=op.location,
        )
        inline_region_before(rewriter, op.regions[0], new_pad.regions[0], 0)
        rewriter.replace_op(op, [new_pad.results[0]])
        return True


@implement_op("tensor.pad", "canonicalization_patterns")
def pad_patterns(patterns: RewritePatternSet, context: object) -> None:
    """The ported part of ``PadOp::getCanonicalizationPatterns``."""
    patterns.add(
        FoldStaticZeroPadding(),
        FoldSourceTensorCast(),
        FoldTargetTensorCast(),
        FoldOrthogonalPaddings(),
    )


class ExtractFromTensorGenerate(RewritePattern):
    """``extract(generate)``: the body computed at the indices (the generate
    being otherwise dead and effect-free)."""

    def __init__(self) -> None:
        super().__init__("tensor.extract", debug_name="ExtractFromTensorGenerate")

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        generate = op.operands[0].defining_op
        if generate is None or generate.name != "tensor.generate":
            return False
        if not would_op_be_trivially_dead(generate):
            return False
        body = generate.regions[0].blocks[0]
        mapping = IRMapping()
        for arg, index in zip(body.arguments, op.operands[1:]):
            mapping.map(arg, index)
        for nested in list(body):
            if nested is body.last_op:
                break
            rewriter.clone(nested, mapping)
        yielded = body.last_op
        assert yielded is not None
        value = yielded.operands[0]
        rewriter.replace_op(op, [mapping.values.get(value, value)])
        return True


class StaticTensorGenerate(RewritePattern):
    """Constant (non-negative) dynamic extents become static, cast back."""

    def __init__(self) -> None:
        super().__init__("tensor.generate", debug_name="StaticTensorGenerate")

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        result_type = op.results[0].type
        if not isinstance(result_type, RankedTensorType):
            return False
        if DYNAMIC not in result_type.shape:
            return False
        sizes = _empty_mixed_sizes(op)
        folded: list[Mixed] = []
        for size in sizes:
            constant = None if isinstance(size, int) else constant_index(size)
            folded.append(size if constant is None or constant < 0 else constant)
        if folded == sizes:
            return False
        shape = [size if isinstance(size, int) else DYNAMIC for size in folded]
        new_type = RankedTensorType.get(
            shape, result_type.element_type, result_type.encoding
        )
        new = rewriter.create(
            "tensor.generate",
            [size for size in folded if isinstance(size, Value)],
            [new_type],
            regions=1,
            location=op.location,
        )
        inline_region_before(rewriter, op.regions[0], new.regions[0], 0)
        rewriter.replace_op_with_new_op(
            op, "tensor.cast", [new.results[0]], [result_type]
        )
        return True


@implement_op("tensor.generate", "canonicalization_patterns")
def generate_patterns(patterns: RewritePatternSet, context: object) -> None:
    """``GenerateOp::getCanonicalizationPatterns``."""
    patterns.add(ExtractFromTensorGenerate(), StaticTensorGenerate())


@implement_op("tensor.insert", "fold")
def fold_insert(op: Operation, adaptor: object) -> object:
    """A constant inserted into a splat of that constant is the splat."""
    operands = getattr(adaptor, "operands", [])
    if len(operands) < 2:
        return None
    scalar, dest = operands[0], operands[1]
    if not isinstance(dest, DenseElementsAttr) or not dest.is_splat:
        return None
    value = _element_value(scalar)
    if value is None or getattr(scalar, "type", None) != dest.type.element_type:
        return None
    return dest if value == dest.values[0] else None
