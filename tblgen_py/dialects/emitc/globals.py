"""``emitc.global`` and ``emitc.get_global`` (EmitC.cpp): the global's
``custom<EmitCGlobalOpTypeAndInitialValue>`` (a type, then ``= value`` read
with the type's initializer type: an array's as a tensor), its verifier and
the reference check of ``get_global``.  Not ported: ``GlobalOp::verify``'s
"expected valid emitc type" (``isSupportedEmitCType``)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from tblgen_py.dialects._support import lookup_symbol, quoted
from tblgen_py.dialects.asm_support import name_offset, op_error
from tblgen_py.runtime.ir.attributes import FloatAttr, IntegerAttr, TypeAttr
from tblgen_py.runtime.ir.operation import Operation, VerifyError
from tblgen_py.runtime.ir.types import RankedTensorType, Type
from tblgen_py.runtime.ods.asm_format import register_custom_directive
from tblgen_py.runtime.ods.hooks import implement_op

if TYPE_CHECKING:
    from tblgen_py.runtime.text.parser import Parser
    from tblgen_py.runtime.text.printer import OpPrinter


def _is(value: object, mnemonic: str) -> bool:
    return getattr(value, "DIALECT_MNEMONIC", None) == ("emitc", mnemonic)


def _is_elements(value: object) -> bool:
    """An ``ElementsAttr`` (dense, sparse, resource...)."""
    return "Elements" in type(value).__name__


def _initializer_type(ty: Type) -> Type:
    """``getInitializerTypeForGlobal``: an array's values are a tensor."""
    if _is(ty, "array"):
        shape = list(getattr(ty, "shape"))
        return RankedTensorType.get(shape, getattr(ty, "element_type"))
    return ty


def parse_global_type_and_value(parser: Parser) -> tuple[TypeAttr, object]:
    """type (`=` attribute)?"""
    ty = parser.parse_type()
    if parser.consume_if("=") is None:
        return TypeAttr.get(ty), None
    value = parser.parse_attribute(_initializer_type(ty))
    if not (isinstance(value, (IntegerAttr, FloatAttr)) or _is_elements(value)):
        if not _is(value, "opaque"):
            op_error(
                parser,
                "initial value should be a integer, float, elements or opaque "
                "attribute",
                name_offset(parser),
            )
    return TypeAttr.get(ty), value


def print_global_type_and_value(
    printer: OpPrinter, op: Operation, type_attr: object, value: object
) -> None:
    """The type and ``= value`` without its type."""
    text = printer.type_str(getattr(type_attr, "type", type_attr))
    if value is not None:  # printAttributeWithoutType
        full = printer.attr_str(value)
        value_type = getattr(value, "type", None)
        if isinstance(value_type, Type):
            suffix = " : " + printer.type_str(value_type)
            full = full[: -len(suffix)] if full.endswith(suffix) else full
        text += " = " + full
    printer.write(text)


register_custom_directive(
    "EmitCGlobalOpTypeAndInitialValue",
    parse_global_type_and_value,
    print_global_type_and_value,
    "emitc",
)


@implement_op("emitc.global", "verify")
def verify_global(op: Operation) -> None:
    """``GlobalOp::verify``: the initial value has the global's type (an
    array's as a tensor); not both ``static`` and ``extern``."""
    ty = getattr(op.get_attr("type"), "type", None)
    value = op.get_attr("initial_value")
    if value is not None and isinstance(ty, Type):
        if _is_elements(value):
            if not _is(ty, "array"):
                raise VerifyError(f"expected array type, but got {quoted(ty)}")
            found = getattr(value, "type", None)
            if found != _initializer_type(ty):
                raise VerifyError(
                    f"initial value expected to be of type {quoted(ty)}, but was "
                    f"of type {quoted(found)}"
                )
        elif isinstance(value, (IntegerAttr, FloatAttr)):
            if value.type != ty:
                raise VerifyError(
                    f"initial value expected to be of type {quoted(ty)}, but was "
                    f"of type {quoted(value.type)}"
                )
        elif not _is(value, "opaque"):
            raise VerifyError(
                "initial value should be a integer, float, elements or opaque "
                f"attribute, but got {value}"
            )
    if op.get_attr("static_specifier") and op.get_attr("extern_specifier"):
        raise VerifyError("cannot have both static and extern specifiers")


@implement_op("emitc.get_global", "verifySymbolUses")
def verify_get_global_symbol_uses(op: Operation) -> None:
    """``GetGlobalOp::verifySymbolUses``: an ``emitc.global`` whose type is
    the result's (an array) or the result's lvalue's."""
    ref = op.get_attr("name")
    name = getattr(ref, "root", ref)
    target = lookup_symbol(op, ref)
    if target is None or target.name != "emitc.global":
        raise VerifyError(f"'{name}' does not reference a valid emitc.global")
    result = op.results[0].type
    global_type = getattr(target.get_attr("type"), "type", None)
    if _is(global_type, "array"):
        if global_type != result:
            raise VerifyError(
                f"on array type expects result type {quoted(result)} to match "
                f"type {quoted(global_type)} of the global @{name}"
            )
        return
    inner = getattr(result, "value_type", None) if _is(result, "lvalue") else None
    if inner != global_type:
        raise VerifyError(
            f"on non-array type expects result inner type {quoted(inner)} to "
            f"match type {quoted(global_type)} of the global @{name}"
        )
