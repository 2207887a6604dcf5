"""The ``llvm.*`` attributes of function arguments and results (MLIR's
``LLVMDialect::verifyParameterAttribute``, ``verifyRegionArgAttribute`` and
``verifyRegionResultAttribute``): each known attribute has one kind of value
(unit, type or integer) and, on a value of an LLVM-compatible type, a pointer
or integer type; some may not be attached to results."""

from __future__ import annotations

from tblgen_py.runtime.ir.attributes import IntegerAttr, TypeAttr, UnitAttr
from tblgen_py.runtime.ir.types import (
    FloatType,
    IntegerType,
    Signedness,
    VectorType,
)
from tblgen_py.runtime.ir.verifier import PlainVerifyError
from tblgen_py.runtime.ods.interfaces import register_function_attr_verifier

_UNIT_ON_POINTER = frozenset(
    ("noalias", "readonly", "readnone", "writeonly", "nest", "nocapture", "nofree")
    + ("nonnull",)
)
_TYPE_ON_POINTER = frozenset(
    ("sret", "byval", "byref", "elementtype", "inalloca", "preallocated")
)
_UNIT_ON_INTEGER = frozenset(("signext", "zeroext"))
_INTEGER_ON_POINTER = frozenset(("align", "dereferenceable", "dereferenceable_or_null"))
_UNIT_ANYWHERE = frozenset(("noundef", "inreg", "returned"))
_NOT_ON_RESULTS = frozenset(
    ("allocalign", "allocptr", "byval", "byref", "inalloca", "nest", "nocapture")
    + ("nofree", "preallocated", "readnone", "readonly", "returned", "alignstack")
    + ("sret", "writeonly")
)


def _compatible(ty: object) -> bool:
    """``isCompatibleType``: an LLVM dialect type, a signless integer, an LLVM
    float or a vector of those."""
    if isinstance(ty, VectorType):
        return _compatible(ty.element_type)
    if str(ty).startswith("!llvm."):
        return True
    if isinstance(ty, IntegerType):
        return ty.signedness == Signedness.SIGNLESS
    return isinstance(ty, FloatType) and str(ty) in (
        "f16",
        "bf16",
        "f32",
        "f64",
        "f80",
        "f128",
    )


def _is_pointer(ty: object) -> bool:
    text = str(ty)
    return text == "!llvm.ptr" or text.startswith("!llvm.ptr<")


def verify_parameter_attr(
    op: object, is_result: bool, name: str, value: object, ty: object
) -> None:
    """One ``llvm.*`` attribute of an argument or result of type ``ty``."""
    short = name.removeprefix("llvm.")
    if is_result:
        if str(ty) == "!llvm.void":
            raise PlainVerifyError(
                "cannot attach result attributes to functions with a void return"
            )
        if short in _NOT_ON_RESULTS:
            raise PlainVerifyError(f'"{name}" is not a valid result attribute')
    checked = _compatible(ty)
    expected = None
    if short in _UNIT_ON_POINTER | _UNIT_ON_INTEGER | _UNIT_ANYWHERE:
        if not isinstance(value, UnitAttr):
            expected = "a unit attribute"
    elif short in _TYPE_ON_POINTER:
        if not isinstance(value, TypeAttr):
            expected = "a type attribute"
    elif short in _INTEGER_ON_POINTER or short == "alignstack":
        if not isinstance(value, IntegerAttr):
            expected = "an integer attribute"
    if expected is not None:
        raise PlainVerifyError(f'"{name}" should be {expected}')
    if not checked:
        return
    pointer = _UNIT_ON_POINTER | _TYPE_ON_POINTER | _INTEGER_ON_POINTER
    if short in pointer and not _is_pointer(ty):
        raise PlainVerifyError(f'"{name}" attribute attached to non-pointer LLVM type')
    if short in _UNIT_ON_INTEGER and not isinstance(ty, IntegerType):
        raise PlainVerifyError(f'"{name}" attribute attached to non-integer LLVM type')


register_function_attr_verifier("llvm", verify_parameter_attr)
