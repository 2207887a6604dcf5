"""Verifiers of the padding transform ops of MLIR's ``LinalgTransformOps.cpp``:
``transform.structured.pad`` (boolean ``nofold_flags``, non-negative
``padding_dimensions``, one multiple per padded dimension, permutations in
``transpose_paddings``, a known copy-back op) and the two
``transform.structured.hoist_pad`` ops (a permutation ``transpose``)."""

from __future__ import annotations

from tblgen_py.runtime.ir.attributes import ArrayAttr, IntegerAttr
from tblgen_py.runtime.ir.operation import Operation
from tblgen_py.runtime.ir.verifier import VerifyError
from tblgen_py.runtime.ods.hooks import implement_op

__all__ = ["verify_pad"]

COPY_BACK_OPS = ("bufferization.materialize_in_destination", "linalg.copy", "none")
"""``MaterializeInDestinationOp``, ``linalg::CopyOp`` and ``kCopyOpNone``."""


def _array_ints(attr: object) -> list[int]:
    """``extractFromIntegerArrayAttr``: the integers of an ``ArrayAttr``."""
    if not isinstance(attr, ArrayAttr):
        return []
    return [int(a.value) for a in attr if isinstance(a, IntegerAttr)]


def _is_permutation(values: list[int]) -> bool:
    return sorted(values) == list(range(len(values)))


@implement_op("transform.structured.pad", "verify")
def verify_pad(op: Operation) -> None:
    """``PadOp::verify``."""
    nofold = op.get_attr("nofold_flags")
    if any(flag not in (0, 1) for flag in _array_ints(nofold)):
        raise VerifyError(
            f"expects nofold_flags to contain booleans (0/1), found {nofold}"
        )
    dims_attr = op.get_attr("padding_dimensions")
    dims = _array_ints(dims_attr)
    if any(dim < 0 for dim in dims):
        raise VerifyError(
            f"expects padding_dimensions to contain positive integers, found {dims_attr}"
        )
    static = op.get_attr("static_pad_to_multiple_of")
    multiples = (
        len(list(getattr(static, "values", ())))
        if static is not None
        else len(list(getattr(op, "pad_to_multiple_of")))
    )
    if multiples and multiples != len(dims):
        raise VerifyError("expects as many multiples as padding_dimensions")
    transposes = op.get_attr("transpose_paddings")
    for attr in transposes if isinstance(transposes, ArrayAttr) else ():
        if not _is_permutation(_array_ints(attr)):
            raise VerifyError(
                f"expects transpose_paddings to be a permutation, found {attr}"
            )
    copy_back = op.get_attr("copy_back_op")
    if str(getattr(copy_back, "value", COPY_BACK_OPS[0])) not in COPY_BACK_OPS:
        raise VerifyError("invalid copy_back_op")


@implement_op("transform.structured.hoist_pad", "verify")
@implement_op("transform.structured.hoist_pad.build_packing_loop_nest", "verify")
def verify_hoist_pad(op: Operation) -> None:
    """``HoistPadOp::verify``, ``HoistPadBuildPackingLoopNestOp::verify``."""
    transpose = [int(v) for v in getattr(op.get_attr("transpose"), "values", ())]
    if not _is_permutation(transpose):
        raise VerifyError(
            "expects transpose to be a permutation, found "
            + ", ".join(map(str, transpose))
        )
