"""``llvm`` dialect: ``llvm.mlir.global`` and ``llvm.comdat`` verifiers.

Loaded with ``tblgen_py.dialects.llvm.hooks``.  LLVM types are opaque to the
runtime (``!llvm.array<4 x i8>``), so the checks read their printed form.
"""

from __future__ import annotations

import re

from tblgen_py.dialects._support import lookup_symbol, quoted, terminator
from tblgen_py.runtime.ir.attributes import (
    ArrayAttr,
    FloatAttr,
    IntegerAttr,
    StringAttr,
    TypeAttr,
)
from tblgen_py.runtime.ir.attributes_dense import (
    DenseElementsAttr,
    SparseElementsAttr,
)
from tblgen_py.runtime.ir.operation import (
    IsolatedFromAbove,
    Operation,
    SymbolTableTrait,
)
from tblgen_py.runtime.ir.types import FloatType
from tblgen_py.runtime.ir.verifier import (
    PlainVerifyError,
    VerificationError,
    VerifyError,
)
from tblgen_py.runtime.ods.hooks import implement_op
from tblgen_py.runtime.ods.opbase import OpView

TARGET_PREFIX = "!llvm.target<"
"""How an ``LLVMTargetExtType`` prints."""
GLOBAL_TARGET_PREFIX = TARGET_PREFIX + '"spirv.'
"""``LLVMTargetExtType::hasProperty(CanBeGlobal)``: only ``spirv.*`` types."""
NON_ELEMENT_TYPES = ("!llvm.void", "!llvm.token", "!llvm.metadata", "!llvm.label")
"""Types no global (nor pointer) may hold."""
ARRAY = re.compile(r"^!llvm\.array<(\d+) x (.+)>$")
I8 = re.compile(r"^[su]?i8$")
UINT64 = (1 << 64) - 1


def global_type(op: OpView) -> object:
    """The ``global_type`` attribute's type."""
    attr = op.get_attr("global_type")
    return attr.type if isinstance(attr, TypeAttr) else attr


def linkage(op: OpView) -> str:
    """The linkage keyword (``internal``, ``common``...)."""
    text = str(op.get_attr("linkage"))
    match = re.fullmatch(r"#llvm\.linkage<(\w+)>", text)
    return match.group(1) if match else text


def array_shape(ty: object) -> tuple[int, str] | None:
    """``(count, element type text)`` of an ``!llvm.array``, else None."""
    match = ARRAY.match(str(ty))
    return (int(match.group(1)), match.group(2)) if match else None


@implement_op("llvm.mlir.global", "verify")
def verify_global(op: OpView) -> None:
    """Type, placement, initial value, linkage, comdat and alignment."""
    ty, value = global_type(op), op.get_attr("value")
    if str(ty) in NON_ELEMENT_TYPES:
        raise VerifyError("expects type to be a valid element type for an LLVM global")
    parent = op.parent_op
    if parent is not None and not satisfies_llvm_module(parent):
        raise VerifyError("must appear at the module level")
    if isinstance(value, StringAttr):
        _verify_string_value(ty, value.value)
    if str(ty).startswith(TARGET_PREFIX):
        if not str(ty).startswith(GLOBAL_TARGET_PREFIX):
            raise VerifyError("this target extension type cannot be used in a global")
        if value is not None:
            raise VerifyError(
                "global with target extension type can only be initialized with "
                "zero-initializer"
            )
    _verify_linkage(op, ty, value)
    verify_comdat(op)
    alignment = op.get_attr("alignment")
    if isinstance(alignment, IntegerAttr) and not is_power_of_two(alignment.value):
        raise PlainVerifyError("alignment attribute is not a power of 2")


def satisfies_llvm_module(op: Operation) -> bool:
    """``satisfiesLLVMModule``: a symbol table isolated from above."""
    traits = type(op).traits
    return SymbolTableTrait in traits and IsolatedFromAbove in traits


def _verify_string_value(ty: object, text: str) -> None:
    """A string initialises an ``i8`` array of its length (in bytes)."""
    shape = array_shape(ty)
    if shape is None or not I8.match(shape[1]) or shape[0] != len(text.encode()):
        raise VerifyError(
            "requires an i8 array type of the length equal to that of the string "
            "attribute"
        )


def _verify_linkage(op: OpView, ty: object, value: object) -> None:
    """``common`` globals are zero; ``appending`` globals are arrays."""
    kind = linkage(op)
    if kind == "common" and value is not None and not is_zero_attribute(value):
        raise VerifyError("expected zero value for 'common' linkage")
    if kind == "appending" and array_shape(ty) is None:
        raise VerifyError("expected array type for 'appending' linkage")


def verify_comdat(op: OpView) -> None:
    """``verifyComdat``: the ``comdat`` symbol names an ``llvm.comdat_selector``."""
    ref = op.get_attr("comdat")
    if ref is None:
        return
    found = lookup_symbol(op, ref)
    if found is None or found.name != "llvm.comdat_selector":
        raise PlainVerifyError("expected comdat symbol")


def is_power_of_two(value: int) -> bool:
    """``llvm::isPowerOf2_64`` of the value as an unsigned 64-bit integer."""
    value &= UINT64
    return value != 0 and value & (value - 1) == 0


def is_zero_attribute(value: object) -> bool:
    """Integer or float zero, or elements and arrays of nothing else."""
    if isinstance(value, IntegerAttr):
        return value.value == 0
    if isinstance(value, FloatAttr):
        return value.value == 0.0
    if isinstance(value, DenseElementsAttr):
        return _dense_is_zero(value)
    if isinstance(value, SparseElementsAttr):
        return is_zero_attribute(value.values)
    if isinstance(value, ArrayAttr):
        return all(is_zero_attribute(element) for element in value.elements)
    return False


def _dense_is_zero(value: DenseElementsAttr) -> bool:
    """Every element of integer or float elements is zero."""
    if isinstance(value.element_type, FloatType):
        return all(element == 0.0 for element in value.float_values())
    return all(isinstance(element, int) and element == 0 for element in value.values)


@implement_op("llvm.mlir.global", "verify_regions")
def verify_global_regions(op: OpView) -> None:
    """An initializer returns the global's type, free of side effects."""
    region = op.regions[0]
    if not region.blocks:
        return
    ret = terminator(region)
    operands = [use.value for use in ret.operand_uses] if ret is not None else []
    if not operands:
        raise VerifyError("initializer region cannot return void")
    ty = global_type(op)
    if operands[0].type != ty:
        raise VerifyError(
            f"initializer region type {quoted(operands[0].type)} does not match "
            f"global type {quoted(ty)}"
        )
    for inner in region.blocks[0]:
        if not has_no_effect(inner):
            raise VerificationError(
                "ops with side effects not allowed in global initializers",
                inner.location,
                inner,
            )
    if op.get_attr("value") is not None:
        raise VerifyError("cannot have both initializer value and region")


def has_no_effect(op: Operation) -> bool:
    """``MemoryEffectOpInterface::hasNoEffect`` for ops declaring no effects."""
    names = getattr(type(op), "ODS_TRAITS", ())
    return "NoMemoryEffect" in names or "Pure" in names


@implement_op("llvm.comdat", "verify_regions")
def verify_comdat_regions(op: Operation) -> None:
    """Only ``llvm.comdat_selector`` ops in the body."""
    for block in op.regions[0].blocks:
        for inner in block:
            if inner.name != "llvm.comdat_selector":
                raise VerificationError(
                    "only comdat selector symbols can appear in a comdat region",
                    inner.location,
                    inner,
                )
