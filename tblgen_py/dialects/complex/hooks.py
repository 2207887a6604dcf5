"""``complex`` dialect: the verifiers MLIR writes in C++ (ComplexOps.cpp) of
``complex.constant`` (a two-element array of the element type) and
``complex.bitcast`` (a complex type on one side), and ``%cst`` naming
``complex.constant``'s result."""

from __future__ import annotations

from tblgen_py.dialects._support import name_results, quoted
from tblgen_py.dialects.complex import fold as _fold
from tblgen_py.runtime.ir.attributes import ArrayAttr, FloatAttr, IntegerAttr
from tblgen_py.runtime.ir.types import ComplexType, FloatType, IntegerType
from tblgen_py.runtime.ir.verifier import VerifyError
from tblgen_py.runtime.ods.hooks import implement_op
from tblgen_py.runtime.ods.opbase import OpView

__all__ = ["register"]


@implement_op("complex.constant", "verify")
def verify_constant(op: OpView) -> None:
    """``ConstantOp::verify``: ``[re, im]`` typed as the complex element."""
    value = op.get_attr("value")
    parts = list(value.elements) if isinstance(value, ArrayAttr) else []
    if len(parts) != 2:
        raise VerifyError(
            "requires 'value' to be a complex constant, represented as array of "
            "two values"
        )
    if not all(isinstance(part, (FloatAttr, IntegerAttr)) for part in parts):
        raise VerifyError(
            "requires attribute's elements to be float or integer attributes"
        )
    result = op.results[0].type
    element = result.element_type if isinstance(result, ComplexType) else result
    re, im = (getattr(part, "type", None) for part in parts)
    if re != element or im != element:
        raise VerifyError(
            f"requires attribute's element types ({quoted(re)}, {quoted(im)}) to "
            f"match the element type of the op's return type ({quoted(element)})"
        )


@implement_op("complex.bitcast", "verify")
def verify_bitcast(op: OpView) -> None:
    """``BitcastOp::verify``: int/float/complex on both sides, complex on
    exactly one, and the same bit width."""
    source = op.operand_uses[0].value.type
    result = op.results[0].type
    if source == result:
        return
    if _bit_width(source) is None:
        raise VerifyError("operand must be int/float/complex")
    if _bit_width(result) is None:
        raise VerifyError("result must be int/float/complex")
    if isinstance(source, ComplexType) == isinstance(result, ComplexType):
        raise VerifyError("requires that either input or output has a complex type")
    if _bit_width(source) != _bit_width(result):
        raise VerifyError("casting bitwidths do not match")


def _bit_width(ty: object) -> int | None:
    """The bit width of an int, float or complex type (None: another type)."""
    if isinstance(ty, ComplexType):
        inner = _bit_width(ty.element_type)
        return None if inner is None else 2 * inner
    if isinstance(ty, (IntegerType, FloatType)):
        return ty.width
    return None


name_results({"complex.constant": "cst"})


def register(context: object) -> None:
    """``--load-dialect`` entry point: the hooks attach on import; the
    dialect gets its constant materializer."""
    _fold.register(context)
