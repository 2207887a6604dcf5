"""``nvvm`` dialect (NVVMDialect.cpp): the verifiers of the warp matrix
loads and stores (``ldmatrix``, ``stmatrix``) and of ``cp.async.shared.global``."""

from __future__ import annotations

from tblgen_py.dialects.llvm.aggregate import aggregate_members
from tblgen_py.dialects.nvvm.sync_verify import case, is_int
from tblgen_py.runtime.ir.operation import Operation
from tblgen_py.runtime.ir.verifier import PlainVerifyError, VerifyError
from tblgen_py.runtime.ods.hooks import implement_op

_PACKED = ("b8x16.b4x16_p64", "b8x16.b6x16_p32")


def _shape(op: Operation) -> tuple[int, int]:
    shape = op.get_attr("shape")
    return getattr(shape, "m", 0), getattr(shape, "n", 0)


def _verify_ldmatrix_shape(op: Operation, num: int) -> None:
    """The counts, layouts and element types each shape allows."""
    m, n = _shape(op)
    layout, elt = case(op, "layout"), case(op, "eltType")
    if (m, n) == (8, 8):
        if num not in (1, 2, 4):
            raise VerifyError("expected num attribute to be 1, 2 or 4 for 8x8 matrix")
        if elt != "b16":
            raise VerifyError("expected element type to be b16 for 8x8 matrix")
    elif (m, n) == (8, 16):
        if num not in (1, 2, 4):
            raise VerifyError("expected num attribute to be 1, 2 or 4 for 8x16 matrix")
        if layout != "row":
            raise VerifyError("expected layout to be row for 8x16 matrix")
        if elt not in _PACKED:
            raise VerifyError(
                "expected element type to be b8x16.b4x16_p64 or b8x16.b6x16_p32 for "
                "8x16 matrix"
            )
    elif (m, n) == (16, 16):
        if num not in (1, 2):
            raise VerifyError("expected num attribute to be 1 or 2 for 16x16 matrix")
        if layout != "col":
            raise VerifyError("expected layout to be col for 16x16 matrix")
        if elt not in ("b8", *_PACKED):
            raise VerifyError(
                "expected element type to be b8, b8x16.b4x16_p64 or b8x16.b6x16_p32 "
                "for 16x16 matrix"
            )
    else:
        raise VerifyError("expected shape to be 8x8, 8x16 or 16x16")


@implement_op("nvvm.ldmatrix", "verify")
def verify_ldmatrix(op: Operation) -> None:
    """``LdMatrixOp::verify``: the shape's rules, then an i32 or a struct of
    i32s, one per loaded 32-bit piece."""
    num = getattr(op.get_attr("num"), "value", 0)
    _verify_ldmatrix_shape(op, num)
    elements = num * 2 if _shape(op) == (16, 16) else num
    ty = op.results[0].type
    if elements == 1 and not is_int(ty, 32):
        raise VerifyError("expected destination type is i32")
    if elements in (2, 4):
        members = aggregate_members(ty)
        if (
            members is None
            or members[0] != "struct"
            or members[1] != ["i32"] * elements
        ):
            raise VerifyError(
                f"expected destination type is a structure of {elements} elements "
                "of type i32"
            )


@implement_op("nvvm.stmatrix", "verify")
def verify_stmatrix(op: Operation) -> None:
    """``StMatrixOp::verify``: 1, 2 or 4 sources; b16 for 8x8, b8 and col
    layout for 16x8."""
    if len(op.operand_uses) - 1 not in (1, 2, 4):
        raise VerifyError("expected num attribute to be 1, 2 or 4")
    shape, elt = _shape(op), case(op, "eltType")
    if shape == (8, 8):
        if elt != "b16":
            raise VerifyError("expected element type to be B16 for 8x8 matrix")
    elif shape == (16, 8):
        if elt != "b8":
            raise VerifyError("expected element type to be B8 for 16x8 matrix")
        if case(op, "layout") != "col":
            raise VerifyError("expected layout to be col for 16x8 matrix")
    else:
        raise VerifyError("expected shape to be 8x8 or 16x8")


@implement_op("nvvm.cp.async.shared.global", "verify")
def verify_cp_async(op: Operation) -> None:
    """``CpAsyncOp::verify``: `cg` or `ca`, 4, 8 or 16 bytes (`cg`: 16)."""
    modifier = case(op, "modifier")
    size = getattr(op.get_attr("size"), "value", 0)
    if modifier not in ("cg", "ca"):
        raise PlainVerifyError("Only CG and CA cache modifiers are supported.")
    if size not in (4, 8, 16):
        raise PlainVerifyError("expected byte size to be either 4, 8 or 16.")
    if modifier == "cg" and size != 16:
        raise PlainVerifyError("CG cache modifier is only support for 16 bytes copy.")
