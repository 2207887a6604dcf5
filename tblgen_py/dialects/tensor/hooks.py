"""``tensor`` dialect: casts, ``splat``, ``insert``, ``extract``, ``empty``,
``generate``, ``pad`` and ``extract_slice``/``insert_slice``/``parallel_insert_slice``
(with the ranks ``OffsetSizeAndStrideOpInterface`` needs).  The reshaping ops,
``concat``, ``gather`` and ``scatter`` live in ``tensor_reshape``, loaded with
this module."""

from __future__ import annotations

import importlib
from collections.abc import Sequence

from tblgen_py.dialects._support import (
    bit_width,
    element_type_or_self,
    is_dynamic,
    is_tensor,
    name_results,
    num_dynamic_dims,
    quoted,
    register,
    shapes_compatible,
)
from tblgen_py.runtime.ir.operation import Operation
from tblgen_py.runtime.ir.types import DYNAMIC, IndexType, RankedTensorType
from tblgen_py.runtime.ir.verifier import PlainVerifyError, VerifyError
from tblgen_py.runtime.ods.hooks import implement_op
from tblgen_py.runtime.ods.opbase import OpView
from tblgen_py.runtime.ods.view_like import static_values

__all__ = ["register"]


def _one_to_one(inputs: Sequence[object], outputs: Sequence[object]) -> bool:
    """One tensor in, one tensor out, of compatible shapes."""
    if len(inputs) != 1 or len(outputs) != 1:
        return False
    a, b = inputs[0], outputs[0]
    return is_tensor(a) and is_tensor(b) and shapes_compatible(a, b)


@implement_op("tensor.cast", "areCastCompatible")
def cast_compatible(
    op: Operation, inputs: Sequence[object], outputs: Sequence[object]
) -> bool:
    """Same element type, compatible shapes."""
    if not _one_to_one(inputs, outputs):
        return False
    return bool(element_type_or_self(inputs[0]) == element_type_or_self(outputs[0]))


@implement_op("tensor.bitcast", "areCastCompatible")
def bitcast_compatible(
    op: Operation, inputs: Sequence[object], outputs: Sequence[object]
) -> bool:
    """Element types of the same bit width, compatible shapes."""
    if not _one_to_one(inputs, outputs):
        return False
    a = element_type_or_self(inputs[0])
    b = element_type_or_self(outputs[0])
    return bit_width(a) is not None and bit_width(a) == bit_width(b)


@implement_op("tensor.splat", "verify")
def verify_splat(op: Operation) -> None:
    """One dynamic size per ``?`` of the result."""
    ty = op.results[0].type
    if not isinstance(ty, RankedTensorType):
        return
    has = len(op.operand_uses) - 1
    expected = num_dynamic_dims(ty)
    if has != expected:
        raise VerifyError(
            f"incorrect number of dynamic sizes, has {has}, expected {expected}"
        )


@implement_op("tensor.insert", "verify")
def verify_insert(op: Operation) -> None:
    """One index per dimension of the destination."""
    dest = op.operand_uses[1].value.type
    indices = len(op.operand_uses) - 2
    if isinstance(dest, RankedTensorType) and len(dest.shape) != indices:
        raise VerifyError("incorrect number of indices")


@implement_op("tensor.insert", "getDpsInitsMutable")
def insert_inits(op: Operation) -> range:
    """The destination (operand #1) is the only init."""
    return range(1, 2)


@implement_op("tensor.extract", "verify")
def verify_extract(op: Operation) -> None:
    """One index per dimension of the (ranked) source."""
    source = op.operand_uses[0].value.type
    indices = len(op.operand_uses) - 1
    if isinstance(source, RankedTensorType) and len(source.shape) != indices:
        raise VerifyError("incorrect number of indices for extract_element")


@implement_op("tensor.empty", "verify")
def verify_empty(op: Operation) -> None:
    """One dynamic size per ``?`` of the result."""
    ty = op.results[0].type
    if not isinstance(ty, RankedTensorType):
        return
    has, expected = len(op.operand_uses), num_dynamic_dims(ty)
    if has != expected:
        raise VerifyError(
            f"incorrect number of dynamic sizes, has {has}, expected {expected}"
        )


def rank_reduction_mask(original: Sequence[int], reduced: Sequence[int]) -> bool:
    """``computeRankReductionMask``: ``reduced`` is ``original`` without some
    unit dimensions (sizes compared exactly, ``?`` included)."""
    position = 0
    for size in original:
        if position < len(reduced) and size == reduced[position]:
            position += 1
        elif size != 1:
            return False
    return position == len(reduced)


def slice_type_error(expected: RankedTensorType, found: object) -> str | None:
    """``isRankReducedType`` with ``produceSliceErrorMsg``'s wording."""
    if expected == found or not isinstance(found, RankedTensorType):
        return None
    if len(found.shape) > len(expected.shape):
        return "expected rank to be smaller or equal to the other rank. "
    if not rank_reduction_mask(expected.shape, found.shape):
        return (
            f"expected type to be {quoted(expected)} or a rank-reduced version. "
            "(size mismatch) "
        )
    if expected.element_type != found.element_type:
        return f"expected element type to be {quoted(expected.element_type)}"
    return None


def slice_bounds_error(
    shape: Sequence[int],
    offsets: Sequence[int],
    sizes: Sequence[int],
    strides: Sequence[int],
) -> str | None:
    """``verifyInBoundsSlice``: static offsets and last positions in bounds."""
    for dim, (size, offset, count, stride) in enumerate(
        zip(shape, offsets, sizes, strides)
    ):
        if is_dynamic(size) or is_dynamic(offset):
            continue
        if offset >= size:
            return f"offset {dim} is out-of-bounds: {offset} >= {size}"
        if is_dynamic(count) or is_dynamic(stride):
            continue
        last = offset + (count - 1) * stride
        if last >= size:
            return f"slice along dimension {dim} runs out-of-bounds: {last} >= {size}"
    return None


@implement_op("tensor.extract_slice", "getArrayAttrMaxRanks")
def extract_slice_ranks(op: Operation) -> tuple[int, int, int]:
    """The source rank, for offsets, sizes and strides."""
    source = op.operand_uses[0].value.type
    rank = len(source.shape) if isinstance(source, RankedTensorType) else 0
    return rank, rank, rank


@implement_op("tensor.extract_slice", "verify")
def verify_extract_slice(op: OpView) -> None:
    """The result is the sliced type (or a rank-reduced one), in bounds."""
    source = op.operand_uses[0].value.type
    if not isinstance(source, RankedTensorType):
        return
    sizes = static_values(op, "sizes")
    expected = RankedTensorType.get(sizes, source.element_type, source.encoding)
    message = slice_type_error(expected, op.results[0].type)
    if message is None:
        offsets, strides = static_values(op, "offsets"), static_values(op, "strides")
        message = slice_bounds_error(source.shape, offsets, sizes, strides)
    if message is not None:
        raise PlainVerifyError(message)


@implement_op("tensor.insert_slice", "getArrayAttrMaxRanks")
def insert_slice_ranks(op: Operation) -> tuple[int, int, int]:
    """The destination rank, for offsets, sizes and strides."""
    dest = op.operand_uses[1].value.type
    rank = len(dest.shape) if isinstance(dest, RankedTensorType) else 0
    return rank, rank, rank


@implement_op("tensor.insert_slice", "getDpsInitsMutable")
def insert_slice_inits(op: Operation) -> range:
    """The destination (operand #1) is the only init."""
    return range(1, 2)


@implement_op("tensor.insert_slice", "verify")
def verify_insert_slice(op: OpView) -> None:
    """The source is the slice's type (or a rank-reduced one), in bounds."""
    source = op.operand_uses[0].value.type
    dest = op.operand_uses[1].value.type
    if not isinstance(dest, RankedTensorType):
        return
    sizes = static_values(op, "sizes")
    expected = RankedTensorType.get(sizes, dest.element_type, dest.encoding)
    message = slice_type_error(expected, source)
    if message is None:
        offsets, strides = static_values(op, "offsets"), static_values(op, "strides")
        message = slice_bounds_error(dest.shape, offsets, sizes, strides)
    if message is not None:
        raise PlainVerifyError(message)


@implement_op("tensor.generate", "verify")
def verify_generate(op: Operation) -> None:
    """One index operand per ``?`` of the result."""
    verify_empty(op)


@implement_op("tensor.generate", "verify_regions")
def verify_generate_regions(op: Operation) -> None:
    """Index arguments spanning the result; a ``tensor.yield`` of its elements."""
    result = op.results[0].type
    block = op.regions[0].blocks[0] if op.regions[0].blocks else None
    if not isinstance(result, RankedTensorType) or block is None:
        return
    if any(not isinstance(arg.type, IndexType) for arg in block.arguments):
        raise PlainVerifyError("all body arguments must be index")
    if len(block.arguments) != len(result.shape):
        raise PlainVerifyError("must have one body argument per input dimension")
    last = block.last_op
    if last is None or last.name != "tensor.yield":
        return
    if last.operand_uses[0].value.type != result.element_type:
        raise VerifyError(
            "body must be terminated with a `yield` operation of the tensor "
            "element type"
        )


def pad_result_type(
    source: RankedTensorType, low: Sequence[int], high: Sequence[int]
) -> RankedTensorType | None:
    """``PadOp::inferResultType``: each size grown by its low and high padding."""
    rank = len(source.shape)
    if len(low) != rank or len(high) != rank:
        return None
    shape = [
        DYNAMIC if DYNAMIC in (size, lo, hi) else size + lo + hi
        for size, lo, hi in zip(source.shape, low, high)
    ]
    return RankedTensorType.get(shape, source.element_type)


@implement_op("tensor.pad", "verify")
def verify_pad(op: OpView) -> None:
    """The result is the padded source type (``?`` where a size is unknown)."""
    source = op.operand_uses[0].value.type
    result = op.results[0].type
    if not isinstance(source, RankedTensorType) or not isinstance(
        result, RankedTensorType
    ):
        return
    low, high = static_values(op, "low"), static_values(op, "high")
    expected = pad_result_type(source, low, high)
    if expected is None:
        raise PlainVerifyError(
            f"failed to infer expectedType from sourceType {quoted(source)}, "
            f"specified resultType is {quoted(result)}"
        )
    mismatch = len(result.shape) != len(expected.shape) or any(
        found != want and not is_dynamic(want)
        for found, want in zip(result.shape, expected.shape)
    )
    if mismatch:
        raise PlainVerifyError(
            f"specified type {quoted(result)} does not match the inferred type "
            f"{quoted(expected)}"
        )


@implement_op("tensor.pad", "verify_regions")
def verify_pad_regions(op: Operation) -> None:
    """One index argument per dimension; yields the element type."""
    result = op.results[0].type
    block = op.regions[0].blocks[0] if op.regions[0].blocks else None
    if not isinstance(result, RankedTensorType) or block is None:
        return
    rank = len(result.shape)
    if len(block.arguments) != rank:
        raise PlainVerifyError(f"expected the block to have {rank} arguments")
    for index, arg in enumerate(block.arguments):
        if not isinstance(arg.type, IndexType):
            raise VerifyError(f"expected block argument {index + 1} to be an index")
    last = block.last_op
    if last is not None and last.name == "tensor.yield":
        if last.operand_uses[0].value.type != result.element_type:
            raise VerifyError("expected yield type to match shape element type")


# -- tensor.parallel_insert_slice ---------------------------------------------
IN_PARALLEL_INTERFACE = "InParallelOpInterface"


@implement_op("tensor.parallel_insert_slice", "getArrayAttrMaxRanks")
def parallel_insert_slice_ranks(op: Operation) -> tuple[int, int, int]:
    """The destination rank, for offsets, sizes and strides."""
    return insert_slice_ranks(op)


@implement_op("tensor.parallel_insert_slice", "getUpdatedDestinations")
def parallel_insert_slice_destinations(op: Operation) -> range:
    """The destination (operand #1) is the only updated value."""
    return range(1, 2)


@implement_op("tensor.parallel_insert_slice", "verify")
def verify_parallel_insert_slice(op: OpView) -> None:
    """Inside an ``InParallelOpInterface`` op; otherwise as ``insert_slice``."""
    parent = op.parent_op
    if parent is None or IN_PARALLEL_INTERFACE not in getattr(
        type(parent), "ODS_TRAITS", ()
    ):
        # MLIR prints the parent op after "got:", from the next line on.
        raise PlainVerifyError(f"expected {IN_PARALLEL_INTERFACE} parent, got:")
    verify_insert_slice(op)


# The rest of the dialect lives in its own modules; importing them attaches
# their hooks.
for _module in ("reshape",):
    importlib.import_module(f"tblgen_py.dialects.tensor.{_module}")


# Result names mlir-opt prints for these ops (their C++ getAsmResultNames).
name_results(
    {
        "tensor.cast": "cast",
        "tensor.dim": "dim",
        "tensor.rank": "rank",
        "tensor.reshape": "reshape",
        "tensor.concat": "concat",
        "tensor.extract_slice": "extracted_slice",
        "tensor.insert_slice": "inserted_slice",
        "tensor.expand_shape": "expanded",
        "tensor.collapse_shape": "collapsed",
        "tensor.extract": "extracted",
        "tensor.insert": "inserted",
        "tensor.from_elements": "from_elements",
        "tensor.gather": "gather",
        "tensor.generate": "generated",
        "tensor.pad": "padded",
        "tensor.scatter": "scatter",
        "tensor.splat": "splat",
    }
)


from tblgen_py.dialects import index_lists  # noqa: E402,F401 - custom<DynamicIndexList>
