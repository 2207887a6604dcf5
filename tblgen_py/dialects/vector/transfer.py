"""``vector`` dialect: verifiers of ``transfer_read`` and ``transfer_write``
(permutation map, in_bounds, mask type, element widths)."""

from __future__ import annotations

from tblgen_py.dialects._support import bit_width, quoted
from tblgen_py.runtime.ir.affine import AffineConstantExpr, AffineDimExpr, AffineMap
from tblgen_py.runtime.ir.operation import Operation
from tblgen_py.runtime.ir.types import (
    ComplexType,
    FloatType,
    IndexType,
    IntegerType,
    MemRefType,
    RankedTensorType,
    VectorType,
)
from tblgen_py.runtime.ir.verifier import VerifyError
from tblgen_py.runtime.ods.hooks import implement_op
from tblgen_py.runtime.ods.opbase import OpView

__all__ = ["transfer_mask_type"]

_PROJECTED = (
    "requires a projected permutation_map (at most one dim or the zero constant "
    "can appear in each result)"
)


def _map(op: Operation) -> AffineMap | None:
    """The ``permutation_map``."""
    return getattr(op.get_attr("permutation_map"), "value", None)


def transfer_mask_type(vector: VectorType, amap: AffineMap) -> VectorType:
    """``inferTransferOpMaskType``: the vector sizes ordered by the source
    dims they map to (broadcast results dropped); 0-D becomes ``vector<1xi1>``."""
    placed = sorted(
        (expr.position, index)
        for index, expr in enumerate(amap.results)
        if isinstance(expr, AffineDimExpr)
    )
    shape = [vector.shape[index] for _, index in placed] or [1]
    scalable = [vector.scalable[index] for _, index in placed] or [False]
    return VectorType.get(shape, IntegerType.get(1), scalable)


def _bits(ty: object) -> int:
    """The data-layout size in bits of a scalar (or vector) type."""
    if isinstance(ty, VectorType):
        count = 1
        for size in ty.shape:
            count *= size
        return _bits(ty.element_type) * count
    if isinstance(ty, ComplexType):
        return 2 * _bits(ty.element_type)
    return bit_width(ty) or 0


def _verify_element_types(
    shaped: MemRefType | RankedTensorType,
    vector: VectorType,
    amap: AffineMap,
    has_mask: bool,
) -> None:
    """Minor vector widths and the map's result count fit the element type."""
    element = shaped.element_type
    if isinstance(element, VectorType):
        source = _bits(element.element_type) * element.shape[-1]
        result = _bits(vector.element_type) * vector.shape[-1]
        if source == 0 or result % source:
            raise VerifyError(
                "requires the bitwidth of the minor 1-D vector to be an integral "
                "multiple of the bitwidth of the minor 1-D vector of the source"
            )
        if len(element.shape) > len(vector.shape):
            raise VerifyError(
                "requires source vector element and vector result ranks to match."
            )
        if len(amap.results) != len(vector.shape) - len(element.shape):
            raise VerifyError(
                "requires a permutation_map with result dims of the same rank as "
                "the vector type"
            )
        if has_mask:
            raise VerifyError("does not support masks with vector element type")
        return
    minor = vector.shape[-1] if vector.shape else 1
    width = _bits(element)
    if width == 0 or (_bits(vector.element_type) * minor) % width:
        raise VerifyError(
            "requires the bitwidth of the minor 1-D vector to be an integral "
            "multiple of the bitwidth of the source element type"
        )
    if len(amap.results) != len(vector.shape):
        raise VerifyError(
            "requires a permutation_map with result dims of the same rank as the "
            "vector type"
        )


def _verify_transfer(
    op: OpView, shaped: object, vector: VectorType, mask: object
) -> None:
    """``verifyTransferOp``."""
    if op.get_attr("masked") is not None:
        raise VerifyError("masked attribute has been removed. Use in_bounds instead.")
    if not isinstance(shaped, (MemRefType, RankedTensorType)):
        raise VerifyError("requires source to be a memref or ranked tensor type")
    amap = _map(op)
    if amap is None:
        return
    _verify_element_types(shaped, vector, amap, mask is not None)
    if amap.num_symbols:
        raise VerifyError("requires permutation_map without symbols")
    if amap.num_dims != len(shaped.shape):
        raise VerifyError(
            "requires a permutation_map with input dims of the same rank as the "
            "source type"
        )
    if mask is not None:
        inferred = transfer_mask_type(vector, amap)
        if mask != inferred:
            raise VerifyError(
                f"inferred mask type ({quoted(inferred)}) and mask operand type "
                f"({quoted(mask)}) don't match"
            )
    in_bounds = getattr(op.get_attr("in_bounds"), "elements", ())
    if len(amap.results) != len(in_bounds):
        raise VerifyError(
            "expects the in_bounds attr of same rank as permutation_map results: "
            f"{op.get_attr('permutation_map')} vs inBounds of size: {len(in_bounds)}"
        )


def _verify_permutation(amap: AffineMap) -> None:
    """``verifyPermutationMap``: each result a distinct dim or the zero constant."""
    seen: set[int] = set()
    for expr in amap.results:
        if isinstance(expr, AffineConstantExpr):
            if expr.value != 0:
                raise VerifyError(_PROJECTED)
            continue
        if not isinstance(expr, AffineDimExpr):
            raise VerifyError(_PROJECTED)
        if expr.position in seen:
            raise VerifyError(
                "requires a permutation_map that is a permutation (found one dim "
                "used more than once)"
            )
        seen.add(expr.position)


def _operand_type(op: OpView, index: int) -> object:
    """The type of the single operand of ODS group ``index`` (None if absent)."""
    values = op._ods_operands(index)
    return values[0].type if values else None


def _rank(ty: object) -> int:
    """The rank of a ranked shaped type (0 otherwise)."""
    return len(ty.shape) if isinstance(ty, (MemRefType, RankedTensorType)) else 0


def _valid_vector_element(ty: object) -> bool:
    """``VectorType::isValidElementType``."""
    return isinstance(ty, (IntegerType, IndexType, FloatType))


@implement_op("vector.transfer_read", "verify")
def verify_transfer_read(op: OpView) -> None:
    """Indices, the transfer checks, the padding type and the permutation."""
    shaped = _operand_type(op, 0)
    vector = op.results[0].type
    if not isinstance(vector, VectorType):
        return
    rank = _rank(shaped)
    if len(op._ods_operands(1)) != rank:
        raise VerifyError(f"requires {rank} indices")
    _verify_transfer(op, shaped, vector, _operand_type(op, 3))
    padding = _operand_type(op, 2)
    element = getattr(shaped, "element_type", None)
    if isinstance(element, VectorType):
        if element != padding:
            raise VerifyError("requires source element type and padding type to match.")
    else:
        if not _valid_vector_element(padding):
            raise VerifyError("requires valid padding vector elemental type")
        if padding != element:
            raise VerifyError(
                "requires formal padding and source of the same elemental type"
            )
    amap = _map(op)
    if amap is not None:
        _verify_permutation(amap)


@implement_op("vector.transfer_write", "verify")
def verify_transfer_write(op: OpView) -> None:
    """Indices, no broadcast dims, the transfer checks and the permutation."""
    vector = _operand_type(op, 0)
    shaped = _operand_type(op, 1)
    if not isinstance(vector, VectorType):
        return
    rank = _rank(shaped)
    if len(op._ods_operands(2)) != rank:
        raise VerifyError(f"requires {rank} indices")
    amap = _map(op)
    if amap is not None and any(
        isinstance(e, AffineConstantExpr) and e.value == 0 for e in amap.results
    ):
        raise VerifyError("should not have broadcast dimensions")
    _verify_transfer(op, shaped, vector, _operand_type(op, 3))
    if amap is not None:
        _verify_permutation(amap)


@implement_op("vector.transfer_read", "getDpsInitsMutable")
def transfer_read_inits(op: Operation) -> range:
    """A read has no inits."""
    return range(0)


@implement_op("vector.transfer_write", "getDpsInitsMutable")
def transfer_write_inits(op: Operation) -> range:
    """The base (operand #1) is the only init."""
    return range(1, 2)
