"""``nvvm`` dialect (NVVMDialect.cpp): the verifiers of the warp and CTA
synchronization ops (``vote.sync``, ``match.sync``, ``redux.sync``,
``barrier``), the proxy fences and ``setmaxregister``."""

from __future__ import annotations

from tblgen_py.dialects.llvm.aggregate import aggregate_members
from tblgen_py.runtime.ir.operation import Operation
from tblgen_py.runtime.ir.types import FloatType, IntegerType
from tblgen_py.runtime.ir.verifier import VerifyError
from tblgen_py.runtime.ods.hooks import implement_op

_I32_REDUX = ("add", "and", "or", "xor", "max", "min", "umax", "umin")


def case(op: Operation, name: str) -> str | None:
    """The case text of the enum attribute ``name``, if present."""
    attr = op.get_attr(name)
    return None if attr is None else str(getattr(attr, "value", attr))


def is_int(ty: object, width: int) -> bool:
    """``Type::isInteger(width)``: signless or not, of that width."""
    return isinstance(ty, IntegerType) and ty.width == width


def _is_f32(ty: object) -> bool:
    return isinstance(ty, FloatType) and str(ty) == "f32"


@implement_op("nvvm.vote.sync", "verify")
def verify_vote_sync(op: Operation) -> None:
    """``VoteSyncOp::verify``: `ballot` gives an i32, the others an i1."""
    ty = op.results[0].type
    if case(op, "kind") == "ballot":
        if not is_int(ty, 32):
            raise VerifyError("vote.sync 'ballot' returns an i32")
    elif not is_int(ty, 1):
        raise VerifyError("vote.sync 'any', 'all' and 'uni' returns an i1")


@implement_op("nvvm.match.sync", "verify")
def verify_match_sync(op: Operation) -> None:
    """``MatchSyncOp::verify``: `all` gives an ``{i32, i1}`` struct, `any` an i32."""
    ty = op.results[0].type
    if case(op, "kind") == "all":
        members = aggregate_members(ty)
        if members is None or members[0] != "struct" or members[1] != ["i32", "i1"]:
            raise VerifyError(
                "match.sync 'all' returns a two element struct with first element "
                "as i32 and second element as i1"
            )
    elif not is_int(ty, 32):
        raise VerifyError("match.sync 'any' returns an i32")


def _flag(op: Operation, name: str) -> bool:
    return bool(getattr(op.get_attr(name), "value", False))


@implement_op("nvvm.redux.sync", "verify")
def verify_redux(op: Operation) -> None:
    """``ReduxOp::verify``: `abs`/`nan` only on f32; integer kinds on i32,
    `fmin`/`fmax` on f32."""
    ty = op.results[0].type
    if not _is_f32(ty):
        if _flag(op, "abs"):
            raise VerifyError("abs attribute is supported only for f32 type")
        if _flag(op, "nan"):
            raise VerifyError("nan attribute is supported only for f32 type")
    kind = case(op, "kind")
    if kind in _I32_REDUX and not is_int(ty, 32):
        raise VerifyError(
            f"'{kind}' redux kind unsupported with '{ty}' type. Only supported type "
            "is 'i32'."
        )
    if kind in ("fmin", "fmax") and not _is_f32(ty):
        raise VerifyError(
            f"'{kind}' redux kind unsupported with '{ty}' type. Only supported type "
            "is 'f32'."
        )


def _segments(op: Operation) -> list[int]:
    attr = op.get_attr("operandSegmentSizes")
    return list(getattr(attr, "values", ()))


@implement_op("nvvm.barrier", "verify")
def verify_barrier(op: Operation) -> None:
    """``BarrierOp::verify``: a thread count needs an id; a reduction needs
    no id, and both its operation and predicate."""
    segments = _segments(op) + [0, 0, 0]
    has_id, has_count, has_predicate = (bool(n) for n in segments[:3])
    has_reduction = op.get_attr("reductionOp") is not None
    if has_count and not has_id:
        raise VerifyError("barrier id is missing, it should be set between 0 to 15")
    if has_id and (has_reduction or has_predicate):
        raise VerifyError("reduction are only available when id is 0")
    if has_reduction != has_predicate:
        raise VerifyError(
            "reduction predicate and reduction operation must be specified together"
        )


@implement_op("nvvm.setmaxregister", "verify")
def verify_set_max_register(op: Operation) -> None:
    """``SetMaxRegisterOp::verify``: a multiple of 8 in [24, 256]."""
    count = getattr(op.get_attr("regCount"), "value", 0)
    if count % 8:
        raise VerifyError("new register size must be multiple of 8")
    if count < 24 or count > 256:
        raise VerifyError("new register size must be in between 24 to 256")


@implement_op("nvvm.fence.proxy", "verify")
def verify_fence_proxy(op: Operation) -> None:
    """``FenceProxyOp::verify``: not the tensormap or generic proxies; a
    space exactly for `async.shared`."""
    kind = case(op, "kind")
    has_space = op.get_attr("space") is not None
    if kind == "tensormap":
        raise VerifyError("tensormap proxy is not a supported proxy kind")
    if kind == "generic":
        raise VerifyError("generic proxy not a supported proxy kind")
    if kind == "async.shared" and not has_space:
        raise VerifyError("async_shared fence requires space attribute")
    if kind != "async.shared" and has_space:
        raise VerifyError("only async_shared fence can have space attribute")


def _verify_uni_directional(op: Operation) -> None:
    """The acquire/release proxy fences: from generic to tensormap."""
    if case(op, "fromProxy") not in (None, "generic"):
        raise VerifyError(
            "uni-directional proxies only support generic for from_proxy attribute"
        )
    if case(op, "toProxy") not in (None, "tensormap"):
        raise VerifyError(
            "uni-directional proxies only support tensormap for to_proxy attribute"
        )


implement_op("nvvm.fence.proxy.acquire", "verify")(_verify_uni_directional)
implement_op("nvvm.fence.proxy.release", "verify")(_verify_uni_directional)


@implement_op("nvvm.fence.sync_restrict", "verify")
def verify_fence_sync_restrict(op: Operation) -> None:
    """``FenceSyncRestrictOp::verify``: acquire or release."""
    if case(op, "order") not in ("acquire", "release"):
        raise VerifyError("only acquire and release semantics are supported")


@implement_op("nvvm.fence.proxy.sync_restrict", "verify")
def verify_fence_proxy_sync_restrict(op: Operation) -> None:
    """``FenceProxySyncRestrictOp::verify``: acquire or release, from the
    generic proxy to the async one."""
    verify_fence_sync_restrict(op)
    if case(op, "fromProxy") not in (None, "generic"):
        raise VerifyError("only generic is support for from_proxy attribute")
    if case(op, "toProxy") not in (None, "async"):
        raise VerifyError("only async is supported for to_proxy attribute")
