"""``nvvm`` dialect (NVVMDialect.cpp, NVVMOps.td): the ``range`` verifier of
the special-register reads (``verifyConstantRangeAttr``) and ``shfl.sync``'s
verifier; ``attr_verify`` checks its attributes on other ops, ``sync_verify``
and ``wgmma_verify`` the synchronization and warpgroup MMA ops, ``mma_sync``
the syntax and verifier of ``mma.sync``, ``matrix_verify`` ``ldmatrix``,
``stmatrix`` and ``cp.async.shared.global``, ``misc_verify`` ``pmevent``,
``st.bulk`` and ``clusterlaunchcontrol.query.cancel``."""

from __future__ import annotations

from tblgen_py.dialects._support import quoted, register
from tblgen_py.dialects.llvm.aggregate import aggregate_members
from tblgen_py.dialects.llvm.constant_range import unsigned
from tblgen_py.runtime.ir.attributes import UnitAttr
from tblgen_py.runtime.ir.operation import Operation
from tblgen_py.runtime.ir.verifier import VerifyError
from tblgen_py.runtime.ods.hooks import implement_op

__all__ = ["register"]

# NVVM_PureSpecialRangeableRegisterOp: the reads with an optional ``range``.
_RANGEABLE = (
    *(
        f"read.ptx.sreg.{name}.{axis}"
        for name in ("tid", "ntid", "ctaid", "nctaid")
        for axis in "xyz"
    ),
    *(
        f"read.ptx.sreg.{name}.{axis}"
        for name in ("clusterid", "nclusterid", "cluster.ctaid", "cluster.nctaid")
        for axis in "xyz"
    ),
    "read.ptx.sreg.cluster.ctarank",
    "read.ptx.sreg.cluster.nctarank",
    "read.ptx.sreg.laneid",
    "read.ptx.sreg.warpsize",
    "read.ptx.sreg.warpid",
    "read.ptx.sreg.nwarpid",
    "read.ptx.sreg.smid",
    "read.ptx.sreg.nsmid",
    "read.ptx.sreg.gridid",
)


def verify_range(op: Operation) -> None:
    """``verifyConstantRangeAttr``: equal bounds only for the full or empty
    range (both at the minimum or maximum value)."""
    found = op.get_attr("range")
    if found is None:
        return
    lower = getattr(found, "lower", None)
    upper = getattr(found, "upper", None)
    width = getattr(lower, "width", None)
    if not isinstance(lower, int) or width is None or lower != upper:
        return
    top = (1 << width) - 1
    if unsigned(lower, width) not in (0, top):
        raise VerifyError(
            "invalid range attribute: Lower == Upper, but they aren't min (0) or max "
            f"({top}) value! This is an invalid constant range."
        )


for _name in _RANGEABLE:
    implement_op(f"nvvm.{_name}", "verify")(verify_range)


@implement_op("nvvm.shfl.sync", "verify")
def verify_shfl_sync(op: Operation) -> None:
    """``ShflOp::verify``: a ``{value, i1}`` struct result exactly when
    ``return_value_and_is_valid`` is set, else the value's type."""
    result = op.results[0].type
    value = op.operand_uses[1].value.type
    wanted = isinstance(op.get_attr("return_value_and_is_valid"), UnitAttr)
    members = aggregate_members(result)
    if members is not None and members[0] == "struct":
        if not wanted:
            raise VerifyError(
                '"return_value_and_is_valid" attribute must be specified when the '
                "return type is a struct type"
            )
        body = members[1]
        if len(body) != 2:
            raise VerifyError("expected return type to be a two-element struct")
        if body[0] != str(value):
            raise VerifyError(
                "expected first element in the returned struct to be of type "
                f"{quoted(value)} but got {quoted(body[0])} instead"
            )
        if body[1] != "i1":
            raise VerifyError(
                "expected second element in the returned struct to be of type "
                f"'i1' but got {quoted(body[1])} instead"
            )
    else:
        if wanted:
            raise VerifyError("expected return type to be a two-element struct")
        if result != value:
            raise VerifyError(
                f"expected return type to be of type {quoted(value)} but got "
                f"{quoted(result)} instead"
            )


from tblgen_py.dialects.nvvm import attr_verify  # noqa: E402,F401 - nvvm.* attributes
from tblgen_py.dialects.nvvm import sync_verify  # noqa: E402,F401 - sync ops
from tblgen_py.dialects.nvvm import wgmma_verify  # noqa: E402,F401 - wgmma
from tblgen_py.dialects.nvvm import mma_sync  # noqa: E402,F401 - mma.sync
from tblgen_py.dialects.nvvm import matrix_verify  # noqa: E402,F401 - ld/stmatrix
from tblgen_py.dialects.nvvm import misc_verify  # noqa: E402,F401 - pmevent, st.bulk
