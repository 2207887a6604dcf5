"""``nvvm`` dialect (NVVMDialect.cpp): ``WgmmaMmaAsyncOp::verify``, the
shapes, element types, layouts and result registers a warpgroup
``wgmma.mma_async`` allows."""

from __future__ import annotations

from tblgen_py.dialects.llvm.aggregate import aggregate_members
from tblgen_py.dialects.nvvm.sync_verify import case
from tblgen_py.runtime.ir.operation import Operation
from tblgen_py.runtime.ir.verifier import VerifyError
from tblgen_py.runtime.ods.hooks import implement_op

_SIZE_K = {"tf32": 8, "f16": 16, "bf16": 16, "s8": 32, "u8": 32, "e4m3": 32}
_SIZE_K.update({"e5m2": 32, "b1": 256})
_N_WIDE = frozenset(range(8, 257, 8))
_N_SHORT = frozenset((8, 16, 24, *range(32, 257, 16)))
_FLOAT_D = ("f32", "f16")
_FP8 = ("e4m3", "e5m2")


def _allowed_types(d: str, a: str, b: str) -> bool:
    """``isAllowedWGMMADataType``: the D += A * B combinations."""
    if a in ("f16", "bf16"):
        return d in _FLOAT_D and b == a
    if a == "tf32":
        return d == "f32" and b == "tf32"
    if a in ("u8", "s8"):
        return d == "s32" and b in ("u8", "s8")
    if a == "b1":
        return d == "s32" and b == "b1"
    if a in _FP8:
        return d in _FLOAT_D and b in _FP8
    return False


def _allowed_n(n: int, a: str) -> bool:
    """``isAllowedSizeN``: the integer types allow fewer sizes."""
    return n in (_N_SHORT if a in ("u8", "s8", "b1") else _N_WIDE)


@implement_op("nvvm.wgmma.mma_async", "verify")
def verify_wgmma(op: Operation) -> None:
    """``WgmmaMmaAsyncOp::verify``."""
    members = aggregate_members(op.results[0].type)
    if members is None or members[0] != "struct":
        raise VerifyError("expected results to be struct")
    body = members[1]
    for member in body:
        if member != body[0]:
            raise VerifyError(
                f"all elements in struct must be same type but there is '{member}'"
            )
    d, a, b = case(op, "typeD"), case(op, "typeA"), case(op, "typeB")
    assert d is not None and a is not None and b is not None
    if d not in ("f32", "f16", "s32"):
        raise VerifyError(f"does not support the given output type {d}")
    if d == "s32" and "neg" in (case(op, "scaleA"), case(op, "scaleB")):
        raise VerifyError("has s32 output, scaleA and scaleB cannot be neg")
    if not _allowed_types(d, a, b):
        raise VerifyError(f"{d} += {a} * {b}, it is not supported.")
    _verify_shape(op, a)
    layout_a, layout_b = case(op, "layoutA"), case(op, "layoutB")
    if a not in ("f16", "bf16") and (layout_a == "col" or layout_b == "row"):
        raise VerifyError(
            f"given layouts layout_a = {layout_a} and layout_b = {layout_b} for "
            f"input types {a} and {b} requires transpose. However, this is only "
            "supported for: f16 and bf16"
        )
    n = getattr(op.get_attr("shape"), "n", 0)
    expected = n // 2 if d in ("f32", "s32") else n // 4
    if len(body) != expected:
        raise VerifyError(
            f"results {expected}, however output struct has {len(body)} elements"
        )
    if d != "s32" and case(op, "satfinite") == "satfinite":
        raise VerifyError(
            " `satfinite` can be only used with s32 accumulator, however the "
            f"current accumulator is {d}"
        )


def _verify_shape(op: Operation, a: str) -> None:
    """M is 64; K follows the input type; N is one the input type allows."""
    shape = op.get_attr("shape")
    m, n, k = (getattr(shape, name, 0) for name in ("m", "n", "k"))
    if m != 64:
        raise VerifyError("shape 'm' must be 64")
    if _SIZE_K.get(a) != k:
        raise VerifyError(f"shape 'k' must be {_SIZE_K.get(a)} for input type {a}")
    if not _allowed_n(n, a):
        raise VerifyError(f"has input type {a} n is set to {n}, it is not supported.")
