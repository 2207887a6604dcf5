"""The ``bufferization`` dialect's checks of its attributes on other ops
(BufferizationDialect.cpp): ``verifyRegionArgAttribute`` (``writable``,
``access`` and ``buffer_layout`` on function arguments) and
``verifyOperationAttribute`` (only ``manual_deallocation``, on an op that
allocates or frees)."""

from __future__ import annotations

from tblgen_py.runtime.ir.affine import AffineMapAttr
from tblgen_py.runtime.ir.attributes import BoolAttr, StringAttr
from tblgen_py.runtime.ir.dialect import set_operation_attribute_verifier
from tblgen_py.runtime.ir.operation import Operation
from tblgen_py.runtime.ir.verifier import PlainVerifyError, VerifyError
from tblgen_py.runtime.ods.interfaces import register_region_arg_attr_verifier
from tblgen_py.runtime.ods import hooks
from tblgen_py.runtime.rewrite.effects import EffectKind
from tblgen_py.runtime.rewrite.traits import NoMemoryEffect, Pure, has_trait

WRITABLE = "bufferization.writable"
ACCESS = "bufferization.access"
LAYOUT = "bufferization.buffer_layout"
MANUAL_DEALLOCATION = "bufferization.manual_deallocation"
_ACCESS_KINDS = ("none", "read", "write", "read-write")


def _is_function(op: object) -> bool:
    return "FunctionOpInterface" in getattr(type(op), "ODS_TRAITS", ())


def verify_arg_attribute(op: object, index: int, name: str, value: object) -> None:
    """``BufferizationDialect::verifyRegionArgAttribute``."""
    if name == WRITABLE:
        if not isinstance(value, BoolAttr):
            raise PlainVerifyError(f"'{name}' is expected to be a boolean attribute")
        if not _is_function(op):
            raise PlainVerifyError(
                f"expected '{name}' to be used on function-like operations"
            )
        regions = getattr(op, "regions", ())
        if not regions or not regions[0].blocks:
            raise PlainVerifyError(f"'{name}' is invalid on external functions")
        return
    if name == ACCESS:
        if not isinstance(value, StringAttr):
            raise PlainVerifyError(f"'{name}' is expected to be a string attribute")
        if value.value not in _ACCESS_KINDS:
            raise PlainVerifyError(f"invalid value for '{name}'")
        if not _is_function(op):
            raise PlainVerifyError(
                f"expected '{name}' to be used on function-like operations"
            )
        return
    if name == LAYOUT:
        if not isinstance(value, AffineMapAttr):
            raise PlainVerifyError(f"'{name}' is expected to be a affine map attribute")
        if not _is_function(op):
            raise PlainVerifyError(
                f"expected '{name}' to be used on function-like operations"
            )
        return
    # MLIR names the layout attribute here, whichever attribute it was
    raise PlainVerifyError(
        f"attribute '{LAYOUT}' not supported as a region arg attribute by the "
        "bufferization dialect"
    )


def _without_alloc_or_free(op: Operation) -> bool:
    """``!hasEffect<Allocate>(op) && !hasEffect<Free>(op)``, where it is
    known: no ``MemoryEffectOpInterface``, ``Pure``/``NoMemoryEffect``, or
    ported effects without either (an op whose effects are not ported is
    assumed to have them)."""
    cls = type(op)
    traits = getattr(cls, "ODS_TRAITS", None)
    if traits is not None and "MemoryEffectOpInterface" not in traits:
        return True
    if has_trait(cls, Pure) or has_trait(cls, NoMemoryEffect):
        return True
    get_effects = getattr(op, "get_effects", None)
    if get_effects is None and traits is not None:
        hook = hooks.lookup(cls, "getEffects")
        get_effects = None if hook is None else (lambda: hook(op))
    if get_effects is None:
        return False
    kinds = {effect.kind for effect in get_effects()}
    return not kinds & {EffectKind.ALLOCATE, EffectKind.FREE}


def verify_operation_attribute(op: Operation, name: str, value: object) -> None:
    """``BufferizationDialect::verifyOperationAttribute``."""
    if name == MANUAL_DEALLOCATION:
        if _without_alloc_or_free(op):
            raise VerifyError(
                f"attribute '{name}' can be used only on ops that have an "
                "allocation and/or free side effect"
            )
        return
    raise PlainVerifyError(
        f"attribute '\"{name}\"' not supported as an op attribute by the "
        "bufferization dialect"
    )


set_operation_attribute_verifier("bufferization", verify_operation_attribute)
register_region_arg_attr_verifier("bufferization", verify_arg_attribute)
