"""``nvvm`` dialect (NVVMDialect.cpp): the verifiers of ``pmevent``,
``st.bulk`` and ``clusterlaunchcontrol.query.cancel``."""

from __future__ import annotations

from tblgen_py.dialects.nvvm.sync_verify import case, is_int
from tblgen_py.runtime.ir.operation import Operation
from tblgen_py.runtime.ir.verifier import VerifyError
from tblgen_py.runtime.ods.hooks import implement_op


@implement_op("nvvm.pmevent", "verify")
def verify_pmevent(op: Operation) -> None:
    """``PMEventOp::verify``: exactly one of `id` (0 to 15) and `mask`."""
    event = op.get_attr("eventId")
    masked = op.get_attr("maskedEventId")
    if event is None and masked is None:
        raise VerifyError("either `id` or `mask` must be set")
    if event is not None and masked is not None:
        raise VerifyError("`id` and `mask` cannot be set at the same time")
    value = getattr(event, "value", 0)
    if event is not None and not 0 <= value <= 15:
        raise VerifyError("`id` must be between 0 and 15")


@implement_op("nvvm.st.bulk", "verify")
def verify_st_bulk(op: Operation) -> None:
    """``BulkStoreOp::verify``: only zero is stored."""
    init = getattr(op.get_attr("initVal"), "value", 0)
    if init != 0:
        raise VerifyError(f"only 0 is supported for initVal, got {init}")


@implement_op("nvvm.clusterlaunchcontrol.query.cancel", "verify")
def verify_query_cancel(op: Operation) -> None:
    """``ClusterLaunchControlQueryCancelOp::verify``: an i1 for
    `is_canceled`, an i32 for the first CTA ids."""
    ty = op.results[0].type
    if case(op, "query_type") == "is_canceled":
        if not is_int(ty, 1):
            raise VerifyError("is_canceled query type returns an i1")
    elif not is_int(ty, 32):
        raise VerifyError(
            "get_first_cta_id_x, get_first_cta_id_y, get_first_cta_id_z query types "
            "return an i32"
        )
