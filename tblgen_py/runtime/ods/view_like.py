"""``OffsetSizeAndStrideOpInterface``: MLIR's generic verifier of slice-like ops.

Offsets, sizes and strides each come as a static array attribute
(``static_offsets``...) whose ``ShapedType::kDynamic`` entries are taken, in
order, from the operand group of the same name (``offsets``...).  The op gives
``getArrayAttrMaxRanks`` (three ints) as an interface method (hook).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from tblgen_py.runtime.ir.types import DYNAMIC
from tblgen_py.runtime.ir.value import Value
from tblgen_py.runtime.ir.verifier import PlainVerifyError
from tblgen_py.runtime.ods.interface_methods import as_list, method

if TYPE_CHECKING:
    from tblgen_py.runtime.ods.opbase import OpView

INTERFACE = "OffsetSizeAndStrideOpInterface"
KINDS = (("offset", "offsets"), ("size", "sizes"), ("stride", "strides"))


def static_values(op: OpView, plural: str) -> list[int]:
    """``getStaticOffsets()``...: the ``static_<plural>`` array."""
    attr = op.get_attr(f"static_{plural}")
    return [int(v) for v in getattr(attr, "values", ())]


def dynamic_values(op: OpView, plural: str) -> list[Value]:
    """``getOffsets()``...: the operand group named ``plural``."""
    for index, spec in enumerate(type(op)._ODS_OPERANDS):
        if spec.name == plural:
            return op._ods_operands(index)
    return []


def verify_offset_size_stride(op: OpView) -> None:
    """Ranks agree; static arrays have the op's ranks and their dynamic entries
    match the operands; static offsets and sizes are not negative."""
    ranks = as_list(method(op, "getArrayAttrMaxRanks", INTERFACE)(op), int)
    offsets, sizes, strides = (static_values(op, p) for _, p in KINDS)
    if not (len(offsets) == 1 and ranks[0] == 1) and len(offsets) != len(sizes):
        raise PlainVerifyError(
            f"expected mixed offsets rank to match mixed sizes rank ({len(offsets)} "
            f"vs {len(sizes)}) so the rank of the result type is well-formed."
        )
    if len(sizes) != len(strides):
        raise PlainVerifyError(
            f"expected mixed sizes rank to match mixed strides rank ({len(sizes)} "
            f"vs {len(strides)}) so the rank of the result type is well-formed."
        )
    for (name, plural), rank, statics in zip(KINDS, ranks, (offsets, sizes, strides)):
        _verify_list(op, name, plural, rank, statics)
    for name, statics in (("offsets", offsets), ("sizes", sizes)):
        for value in statics:
            if value < 0 and value != DYNAMIC:
                raise PlainVerifyError(
                    f"expected {name} to be non-negative, but got {value}"
                )


def _verify_list(
    op: OpView, name: str, plural: str, rank: int, statics: list[int]
) -> None:
    """``verifyListOfOperandsOrIntegers``: the count and the dynamic entries."""
    if len(statics) != rank:
        raise PlainVerifyError(f"expected {rank} {name} values, got {len(statics)}")
    dynamic = sum(1 for value in statics if value == DYNAMIC)
    found = len(dynamic_values(op, plural))
    if found != dynamic:
        raise PlainVerifyError(
            f"expected the number of '{plural}' to match the number of dynamic "
            f"entries in 'static_{plural}' ({found} vs {dynamic})"
        )
