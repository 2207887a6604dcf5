"""Verifiers of the ``sparse_tensor`` iteration-space ops
(SparseTensorDialect.cpp): ``extract_iteration_space``, whose levels
follow its parent iterator's."""

from __future__ import annotations

from tblgen_py.runtime.ir.attributes import IntegerAttr
from tblgen_py.runtime.ir.operation import Operation, VerifyError
from tblgen_py.runtime.ods.hooks import implement_op


def _level(op: Operation, name: str) -> int:
    attr = op.get_attr(name)
    return attr.value if isinstance(attr, IntegerAttr) else 0


@implement_op("sparse_tensor.extract_iteration_space", "verify")
def verify_extract_iteration_space(op: Operation) -> None:
    """``ExtractIterSpaceOp::verify``: a parent iterator exactly when the
    range starts past level 0, over the same encoding, ending where the
    extracted space begins."""
    lo, hi = _level(op, "loLvl"), _level(op, "hiLvl")
    if lo >= hi:
        raise VerifyError("expected smaller level low than level high")
    parent = op.operand_uses[1].value if len(op.operand_uses) > 1 else None
    if (parent is not None) == (lo == 0):
        raise VerifyError(
            "parent iterator should be specified iff level lower bound equals 0"
        )
    if parent is None:
        return
    space, iterator = op.results[0].type, parent.type
    if getattr(iterator, "encoding", None) != getattr(space, "encoding", None):
        raise VerifyError(
            "mismatch in parent iterator encoding and iteration space encoding."
        )
    if getattr(space, "lo_lvl", None) != getattr(iterator, "hi_lvl", None):
        raise VerifyError(
            "parent iterator should be used to extract an iteration space "
            "from a consecutive level."
        )
