"""``vector`` dialect: the ``vector.mask`` verifier and the
``MaskableOpInterface`` methods it uses (``getExpectedMaskType``,
``supportsPassthru``) of the maskable ops."""

from __future__ import annotations

from collections.abc import Sequence

from tblgen_py.dialects._support import quoted
from tblgen_py.dialects.vector.transfer import transfer_mask_type
from tblgen_py.runtime.ir.affine import AffineDimExpr
from tblgen_py.runtime.ir.operation import Operation
from tblgen_py.runtime.ir.types import IntegerType, VectorType
from tblgen_py.runtime.ir.value import Value
from tblgen_py.runtime.ir.verifier import VerifyError
from tblgen_py.runtime.ods.hooks import implement_op, lookup_op

__all__: list[str] = []


def _i1_like(ty: object) -> object:
    """``vector<shape x i1>`` with the scalable dims of ``ty``."""
    if not isinstance(ty, VectorType):
        return None
    return VectorType.get(ty.shape, IntegerType.get(1), ty.scalable)


def _transfer_mask(op: Operation, vector: object) -> object:
    """``inferTransferOpMaskType`` of a transfer op's vector and map."""
    amap = getattr(op.get_attr("permutation_map"), "value", None)
    if not isinstance(vector, VectorType) or amap is None:
        return None
    return transfer_mask_type(vector, amap)


_EXPECTED_MASK = {
    "vector.reduction": lambda op: _i1_like(op.operand_uses[0].value.type),
    "vector.multi_reduction": lambda op: _i1_like(op.operand_uses[0].value.type),
    "vector.outerproduct": lambda op: _i1_like(op.results[0].type),
    "vector.gather": lambda op: _i1_like(op.operand_uses[-3].value.type),
    "vector.transfer_read": lambda op: _transfer_mask(op, op.results[0].type),
    "vector.transfer_write": lambda op: _transfer_mask(
        op, op.operand_uses[0].value.type
    ),
}


def _contract_mask(op: Operation) -> object:
    """``ContractionOp::getExpectedMaskType``: an ``i1`` vector over the
    iteration space, sized (and scalable) as the lhs/rhs dims that map to it."""
    maps = [getattr(m, "value", None) for m in _elements(op.get_attr("indexing_maps"))]
    operands = [use.value.type for use in op.operand_uses[:2]]
    if len(maps) < 2 or maps[0] is None:
        return None
    size = maps[0].num_dims
    shape, scalable = [0] * size, [False] * size
    for amap, vector in zip(maps, operands):
        if amap is None or not isinstance(vector, VectorType):
            return None
        for dim, result in enumerate(amap.results[: len(vector.shape)]):
            if not isinstance(result, AffineDimExpr) or result.position >= size:
                return None
            shape[result.position] = vector.shape[dim]
            scalable[result.position] = bool(vector.scalable[dim])
    return VectorType.get(shape, IntegerType.get(1), scalable)


def _elements(attr: object) -> list[object]:
    """An array attribute's elements (none for anything else)."""
    return list(getattr(attr, "elements", ()))


_EXPECTED_MASK["vector.contract"] = _contract_mask
for _name, _fn in _EXPECTED_MASK.items():
    implement_op(_name, "getExpectedMaskType")(_fn)
    implement_op(_name, "supportsPassthru")(
        lambda op, name=_name: name == "vector.transfer_read"
    )


def _verify_masked_op(
    op: Operation, masked: Operation, yielded: Sequence[Value]
) -> None:
    """The masked op's results, mask type and passthru fit the ``vector.mask``."""
    expected_mask = lookup_op(masked.name, "getExpectedMaskType")
    if expected_mask is None:
        raise VerifyError("expects a MaskableOpInterface within the mask region")
    if len(masked.results) != len(op.results):
        raise VerifyError(
            "expects number of results to match maskable operation number of results"
        )
    if list(masked.results) != list(yielded):
        raise VerifyError(
            "expects all the results from the MaskableOpInterface to match all the "
            "values returned by the terminator"
        )
    if masked.result_types != op.result_types:
        raise VerifyError("expects result type to match maskable operation result type")
    if sum(1 for ty in masked.result_types if isinstance(ty, VectorType)) > 1:
        raise VerifyError("multiple vector results not supported")
    mask = expected_mask(masked)
    if op.operand_uses[0].value.type != mask:
        raise VerifyError(f"expects a {quoted(mask)} mask for the maskable operation")
    if len(op.operand_uses) < 2:
        return
    passthru = op.operand_uses[1].value.type
    supports = lookup_op(masked.name, "supportsPassthru")
    if supports is None or not supports(masked):
        raise VerifyError(
            "doesn't expect a passthru argument for this maskable operation"
        )
    if len(masked.results) != 1:
        raise VerifyError("expects result when passthru argument is provided")
    if passthru != masked.result_types[0]:
        raise VerifyError("expects passthru type to match result type")


@implement_op("vector.mask", "verify")
def verify_mask(op: Operation) -> None:
    """One maskable op (or none) and a ``vector.yield`` of its results."""
    blocks = op.regions[0].blocks
    ops = list(blocks[0]) if blocks else []
    if not ops:
        raise VerifyError("expects a terminator within the mask region")
    if len(ops) > 2:
        raise VerifyError("expects only one operation to mask")
    terminator = ops[-1]
    if terminator.name != "vector.yield":
        raise VerifyError("expects a terminator within the mask region")
    yielded = [use.value for use in terminator.operand_uses]
    if len(yielded) != len(op.results):
        raise VerifyError(
            "expects number of results to match mask region yielded values"
        )
    if len(ops) == 2:
        _verify_masked_op(op, ops[0], yielded)
