"""The C++ verifiers of ``linalg.pack`` and ``linalg.unpack`` (LinalgOps.cpp:
``commonVerifierPackAndUnPackOp``, ``PackOp::verify``) and their result names::

    %pack = linalg.pack %src padding_value(%p : f32) outer_dims_perm = [1, 0]
        inner_dims_pos = [0, 1] inner_tiles = [8, %t] into %dst
        : tensor<128x256xf32> -> tensor<8x16x8x?xf32>

The unpacked side (a pack's source, an unpack's dest) of rank ``r`` is tiled
along ``inner_dims_pos`` by ``inner_tiles`` (static ``static_inner_tiles``,
``DYNAMIC`` entries taken from the dynamic tile operands); the packed side has
rank ``r`` plus the number of tiles: the outer dims (permuted by
``outer_dims_perm``) then the tiles.
"""

from __future__ import annotations

from collections.abc import Sequence

from tblgen_py.dialects._support import name_results
from tblgen_py.dialects.mixed_indices import (
    Mixed,
    constant_index,
    mixed_values,
    static_values,
)
from tblgen_py.runtime.ir.operation import Operation
from tblgen_py.runtime.ir.types import DYNAMIC, RankedTensorType, ShapedType
from tblgen_py.runtime.ir.value import Value
from tblgen_py.runtime.ir.verifier import PlainVerifyError, VerifyError
from tblgen_py.runtime.ods.hooks import implement_op

__all__ = ["packed_shape", "requires_padding_value"]


def _constant(tile: Mixed) -> int | None:
    """``getConstantIntValue`` of a tile."""
    return tile if isinstance(tile, int) else constant_index(tile)


def _mixed_tiles(op: Operation, group: int) -> list[Mixed]:
    """``getMixedTiles``: the static tiles with the dynamic operands."""
    dynamics = list(op._ods_operands(group))  # type: ignore[attr-defined]
    return mixed_values(static_values(op.get_attr("static_inner_tiles")), dynamics)


def _invalid_positions(positions: Sequence[int], rank: int) -> bool:
    """``isInvalidPackingPosSpecification``: too many, repeated, or out of range."""
    if len(positions) > rank or len(set(positions)) != len(positions):
        return True
    return any(pos < 0 or pos >= rank for pos in positions)


def packed_shape(
    shape: Sequence[int],
    tiles: Sequence[int],
    inner_dims_pos: Sequence[int],
    outer_dims_perm: Sequence[int],
) -> list[int]:
    """``getPackOpResultTypeShape``: each tiled dim divided (rounding up) by
    its static tile, the outer dims permuted, the tiles appended."""
    result = list(shape)
    for index, dim in enumerate(inner_dims_pos):
        if result[dim] == DYNAMIC:
            continue
        if tiles[index] == DYNAMIC:
            result[dim] = DYNAMIC
        else:
            result[dim] = -(-result[dim] // tiles[index])
    if outer_dims_perm:
        result = [result[pos] for pos in outer_dims_perm]
    return result + list(tiles)


def _compatible(expected: Sequence[int], actual: Sequence[int]) -> bool:
    """``verifyCompatibleShape`` of two shapes of one rank."""
    return all(a == b or DYNAMIC in (a, b) for a, b in zip(expected, actual))


def _tile_matches(size: int, tile: Mixed) -> bool:
    """A packed tile dim is dynamic for a dynamic tile, else (if static)
    the tile's constant."""
    constant = _constant(tile)
    if constant is None:
        return size == DYNAMIC
    return size == DYNAMIC or size == constant


def _verify_common(
    op: Operation, unpacked: ShapedType, packed: ShapedType, tiles: list[Mixed]
) -> None:
    """``commonVerifierPackAndUnPackOp`` (its errors name no op)."""
    rank = len(unpacked.shape)
    inner = static_values(op.get_attr("inner_dims_pos"))
    outer = static_values(op.get_attr("outer_dims_perm"))
    if any(_constant(tile) == 0 for tile in tiles):
        raise PlainVerifyError("invalid zero tile factor")
    if _invalid_positions(inner, rank):
        raise PlainVerifyError("invalid inner_dims_pos vector")
    if _invalid_positions(outer, rank):
        raise PlainVerifyError("invalid outer_dims_perm vector")
    if outer and len(outer) != rank:
        raise PlainVerifyError("outer_dims_perm must be a permutation or empty")
    if len(tiles) > rank:
        raise PlainVerifyError(
            "tiling factors must be less than or equal to the input rank for "
            "pack or output rank for unpack"
        )
    if len(tiles) != len(inner):
        raise PlainVerifyError(
            "tiling factors must equal the number of dimensions to tile"
        )
    packed_rank = len(packed.shape)
    if rank + len(tiles) != packed_rank:
        raise PlainVerifyError(
            "packed rank != (unpacked rank + num tiling factors), got "
            f"{packed_rank} != {rank + len(tiles)}"
        )
    statics = [tile if isinstance(tile, int) else DYNAMIC for tile in tiles]
    expected = packed_shape(unpacked.shape, statics, inner, outer)
    trailing = list(packed.shape)[rank:]
    if not all(_tile_matches(size, tile) for size, tile in zip(trailing, tiles)):
        raise PlainVerifyError(
            "mismatch in inner tile sizes specified and shaped of tiled "
            "dimension in the packed type"
        )
    if not _compatible(expected, packed.shape):
        expected_type = RankedTensorType.get(expected, unpacked.element_type)
        raise PlainVerifyError(
            f"expected '{expected_type}' for the packed domain value, got "
            f"'{packed}'"
        )


def requires_padding_value(
    input_shape: Sequence[int],
    inner_dims_pos: Sequence[int],
    output_shape: Sequence[int],
    outer_dims_perm: Sequence[int],
    tiles: Sequence[Mixed],
) -> bool:
    """``PackOp::requirePaddingValue``: a static dim some tile (or, for a
    dynamic tile, the static outer size) does not divide."""
    outer_sizes = list(output_shape[: len(input_shape)])
    if outer_dims_perm:
        unpermuted = [0] * len(outer_sizes)
        for index, pos in enumerate(outer_dims_perm):
            unpermuted[pos] = outer_sizes[index]
        outer_sizes = unpermuted
    for pos, tile in zip(inner_dims_pos, tiles):
        if input_shape[pos] == DYNAMIC:
            continue
        constant = _constant(tile)
        if constant is None:
            size = outer_sizes[pos]
            if size != DYNAMIC and input_shape[pos] % size != 0:
                return True
        elif input_shape[pos] % constant != 0:
            return True
    return False


def _shaped(value: Value) -> ShapedType:
    ty = value.type
    assert isinstance(ty, ShapedType)  # ODS constrains both sides to tensors
    return ty


@implement_op("linalg.pack", "verify")
def verify_pack(op: Operation) -> None:
    """The common checks, then the padding value: of the source's element
    type, and required unless every tile divides its dimension."""
    source = _shaped(op.operand_uses[0].value)
    dest = _shaped(op.operand_uses[1].value)
    tiles = _mixed_tiles(op, 3)
    _verify_common(op, source, dest, tiles)
    padding = list(op._ods_operands(2))  # type: ignore[attr-defined]
    if padding and padding[0].type != source.element_type:
        raise VerifyError(
            f"expected padding_value has '{source.element_type}' but got: "
            f"'{padding[0].type}'"
        )
    inner = static_values(op.get_attr("inner_dims_pos"))
    outer = static_values(op.get_attr("outer_dims_perm"))
    if not padding and requires_padding_value(
        source.shape, inner, dest.shape, outer, tiles
    ):
        raise VerifyError(
            "invalid tile factor or output size provided. Only full tiles are "
            "supported when padding_value is not set"
        )


@implement_op("linalg.unpack", "verify")
def verify_unpack(op: Operation) -> None:
    """The common checks, with the dest as the unpacked side."""
    source = _shaped(op.operand_uses[0].value)
    dest = _shaped(op.operand_uses[1].value)
    _verify_common(op, dest, source, _mixed_tiles(op, 2))


@implement_op("linalg.pack", "getDpsInitsMutable")
@implement_op("linalg.unpack", "getDpsInitsMutable")
def dest_init(op: Operation) -> list[int]:
    """``getDpsInitsMutable``: the dest operand (operand 1)."""
    return [1]


name_results({"linalg.pack": "pack", "linalg.unpack": "unpack"})
