"""``emitc`` dialect (EmitC.cpp): ``func``'s syntax and verifier, the
verifiers of ``constant``, ``variable``, ``literal``, ``add``, ``sub``,
``assign``, ``verbatim``, ``call_opaque`` and ``return``, ``cast``'s compatibility, and ``call``'s symbol uses.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from tblgen_py.dialects._support import lookup_symbol, quoted, register, types_of
from tblgen_py.dialects.function_interface import parse_function_op, print_function_op
from tblgen_py.runtime.ir.attributes import (
    ArrayAttr,
    FloatAttr,
    IntegerAttr,
    StringAttr,
    TypeAttr,
)
from tblgen_py.runtime.ir.operation import Operation
from tblgen_py.runtime.ir.types import FloatType, FunctionType, IndexType, IntegerType
from tblgen_py.runtime.ir.value import Value
from tblgen_py.runtime.ir.verifier import PlainVerifyError, VerifyError
from tblgen_py.runtime.ods.hooks import implement_op
from tblgen_py.runtime.text.op_state import OperationState
from tblgen_py.runtime.text.printer import PrintOptions, print_operation

if TYPE_CHECKING:
    from tblgen_py.runtime.text.parser import Parser
    from tblgen_py.runtime.text.printer import OpPrinter

__all__ = ["register"]


def _is(value: object, mnemonic: str) -> bool:
    """Whether ``value`` is the ``emitc`` attribute or type ``mnemonic``."""
    return getattr(value, "DIALECT_MNEMONIC", None) == ("emitc", mnemonic)


def _is_pointer_wide(ty: object) -> bool:
    """``isPointerWideType``: ``size_t``, ``ssize_t`` or ``ptrdiff_t``."""
    return any(_is(ty, name) for name in ("size_t", "ssize_t", "ptrdiff_t"))


def _verify_initial_value(op: Operation, value: object) -> None:
    """``verifyInitializationAttribute``: an opaque value, or one typed as the
    result (of an lvalue: its value type; an index fits a pointer-wide one)."""
    if value is None or _is(value, "opaque"):
        return
    if isinstance(value, StringAttr):
        raise VerifyError(
            "string attributes are not supported, use #emitc.opaque instead"
        )
    result = op.results[0].type
    if _is(result, "lvalue"):
        result = getattr(result, "value_type", result)
    attr_type = getattr(value, "type", None)
    if _is_pointer_wide(result) and isinstance(attr_type, IndexType):
        return
    if result != attr_type:
        raise VerifyError(
            "requires attribute to either be an #emitc.opaque attribute or it's "
            f"type ({quoted(attr_type)}) to match the op's result type "
            f"({quoted(result)})"
        )


def _is_supported_integer(ty: object) -> bool:
    """``isSupportedIntegerType``: an integer of 1, 8, 16, 32 or 64 bits."""
    return isinstance(ty, IntegerType) and ty.width in (1, 8, 16, 32, 64)


def _is_supported_float(ty: object) -> bool:
    """``isSupportedFloatType``: f16, bf16, f32 or f64."""
    return isinstance(ty, FloatType) and ty.name in ("f16", "bf16", "f32", "f64")


def _is_scalar_like(ty: object) -> bool:
    """An integer, index, opaque, float or pointer type (a cast's operand)."""
    return (
        isinstance(ty, IndexType)
        or _is(ty, "opaque")
        or _is_supported_integer(ty)
        or _is_pointer_wide(ty)
        or _is_supported_float(ty)
        or _is(ty, "ptr")
    )


@implement_op("emitc.cast", "areCastCompatible")
def cast_compatible(
    op: Operation, inputs: Sequence[object], outputs: Sequence[object]
) -> bool:
    """``CastOp::areCastCompatible``: a 1-d non-empty array to a pointer to
    its element, else between integer, index, opaque, float and pointer
    types."""
    source, target = inputs[0], outputs[0]
    if _is(source, "array"):
        shape = tuple(getattr(source, "shape", ()))
        return (
            _is(target, "ptr")
            and getattr(source, "element_type", None) == getattr(target, "pointee", 0)
            and len(shape) == 1
            and shape[0] >= 1
        )
    return _is_scalar_like(source) and _is_scalar_like(target)


@implement_op("emitc.constant", "verify")
def verify_constant(op: Operation) -> None:
    """``ConstantOp::verify``: its value initializes the result; an opaque
    one is not empty."""
    value = op.get_attr("value")
    _verify_initial_value(op, value)
    if _is(value, "opaque") and not getattr(value, "value", "x"):
        raise VerifyError("value must not be empty")


@implement_op("emitc.variable", "verify")
def verify_variable(op: Operation) -> None:
    """``VariableOp::verify``: its value initializes the result."""
    _verify_initial_value(op, op.get_attr("value"))


@implement_op("emitc.literal", "verify")
def verify_literal(op: Operation) -> None:
    """``LiteralOp::verify``: a non-empty value."""
    value = op.get_attr("value")
    if isinstance(value, StringAttr) and not value.value:
        raise VerifyError("value must not be empty")


def _operand_types(op: Operation) -> list[object]:
    return types_of([use.value for use in op.operand_uses])


@implement_op("emitc.add", "verify")
def verify_add(op: Operation) -> None:
    """``AddOp::verify``: at most one pointer, added to an integer or opaque."""
    lhs, rhs = _operand_types(op)[:2]
    if _is(lhs, "ptr") and _is(rhs, "ptr"):
        raise VerifyError("requires that at most one operand is a pointer")
    for pointer, other in ((lhs, rhs), (rhs, lhs)):
        if _is(pointer, "ptr") and not (
            isinstance(other, IntegerType) or _is(other, "opaque")
        ):
            raise VerifyError(
                "requires that one operand is an integer or of opaque type if the "
                "other is a pointer"
            )


@implement_op("emitc.sub", "verify")
def verify_sub(op: Operation) -> None:
    """``SubOp::verify``: pointer arithmetic only from a pointer lhs."""
    lhs, rhs = _operand_types(op)[:2]
    result = op.results[0].type
    if _is(rhs, "ptr") and not _is(lhs, "ptr"):
        raise VerifyError("rhs can only be a pointer if lhs is a pointer")
    if _is(lhs, "ptr") and not (
        isinstance(rhs, IntegerType) or _is(rhs, "opaque") or _is(rhs, "ptr")
    ):
        raise VerifyError(
            "requires that rhs is an integer, pointer or of opaque type if lhs is "
            "a pointer"
        )
    if (
        _is(lhs, "ptr")
        and _is(rhs, "ptr")
        and not (
            isinstance(result, IntegerType)
            or _is(result, "ptrdiff_t")
            or _is(result, "opaque")
        )
    ):
        raise VerifyError(
            "requires that the result is an integer, ptrdiff_t or of opaque type "
            "if lhs and rhs are pointers"
        )


@implement_op("emitc.assign", "verify")
def verify_assign(op: Operation) -> None:
    """``AssignOp::verify``: an op-defined variable of the value's type."""
    variable, value = [use.value for use in op.operand_uses][:2]
    if variable.defining_op is None:
        raise VerifyError("cannot assign to block argument")
    expected = getattr(variable.type, "value_type", None)
    if expected != value.type:
        raise VerifyError(
            f"requires value's type ({quoted(value.type)}) to match variable's type "
            f"({quoted(expected)})\n  variable: {_value_text(variable)}\n  value: "
            f"{_value_text(value)}\n"
        )


def _value_text(value: Value) -> str:
    """A value as an error streams it: its defining op, printed generically
    (a block argument: its type and index)."""
    owner = value.defining_op
    if owner is None:
        index = getattr(value, "index", 0)
        return f"<block argument> of type {quoted(value.type)} at index: {index}"
    return print_operation(owner, PrintOptions(generic=True), in_context=True)


def _placeholders(text: str, has_args: bool) -> int:
    """``parseFormatString``: the ``{}`` placeholders (``{{`` escapes a
    brace); not interpreted without format arguments."""
    if not has_args:
        return 0
    count = 0
    at = 0
    while True:
        at = text.find("{", at)
        if at < 0:
            return count
        if at + 1 >= len(text):
            raise VerifyError("expected '}' after unescaped '{' at end of string")
        following = text[at + 1]
        if following == "}":
            count += 1
        elif following != "{":
            raise VerifyError("expected '}' after unescaped '{'")
        at += 2


@implement_op("emitc.verbatim", "verify")
def verify_verbatim(op: Operation) -> None:
    """``VerbatimOp::verify``: one format argument per placeholder."""
    value = op.get_attr("value")
    text = value.value if isinstance(value, StringAttr) else ""
    args = len(op.operand_uses)
    if _placeholders(text, args > 0) != args:
        raise VerifyError("requires operands for each placeholder in the format string")


@implement_op("emitc.call_opaque", "verify")
def verify_call_opaque(op: Operation) -> None:
    """``verifyOpaqueCallCommon``: a callee; index arguments in range, no
    array arguments; template arguments of the allowed kinds; no array
    results."""
    callee = op.get_attr("callee")
    if isinstance(callee, StringAttr) and not callee.value:
        raise VerifyError("callee must not be empty")
    args = op.get_attr("args")
    count = len(op.operand_uses)
    for arg in args if isinstance(args, ArrayAttr) else ():
        if isinstance(arg, IntegerAttr) and isinstance(arg.type, IndexType):
            if not 0 <= int(arg.value) < count:
                raise VerifyError("index argument is out of range")
        elif isinstance(arg, ArrayAttr):
            raise VerifyError("array argument has no type")
    template = op.get_attr("template_args")
    for arg in template if isinstance(template, ArrayAttr) else ():
        if not (
            isinstance(arg, (TypeAttr, IntegerAttr, FloatAttr)) or _is(arg, "opaque")
        ):
            raise VerifyError("template argument has invalid type")
    if any(_is(result.type, "array") for result in op.results):
        raise VerifyError("cannot return array type")


def _function_type(op: Operation | None) -> FunctionType | None:
    attr = op.get_attr("function_type") if op is not None else None
    fn = attr.type if isinstance(attr, TypeAttr) else attr
    return fn if isinstance(fn, FunctionType) else None


@implement_op("emitc.func", "parse")
def parse_func(parser: Parser, state: OperationState) -> None:
    """``FuncOp::parse``: ``parseFunctionOp``."""
    parse_function_op(parser, state)


@implement_op("emitc.func", "print")
def print_func(op: Operation, printer: OpPrinter) -> None:
    """``FuncOp::print``: ``printFunctionOp``."""
    fn = _function_type(op)
    inputs = fn.inputs if fn is not None else ()
    results = fn.results if fn is not None else ()
    print_function_op(printer, op, inputs, results)


@implement_op("emitc.func", "verify")
def verify_func(op: Operation) -> None:
    """``FuncOp::verify``: no lvalue arguments, at most one non-array result."""
    fn = _function_type(op)
    if fn is None:
        return
    if any(_is(ty, "lvalue") for ty in fn.inputs):
        raise VerifyError("cannot have lvalue type as argument")
    if len(fn.results) > 1:
        raise VerifyError(
            f"requires zero or exactly one result, but has {len(fn.results)}"
        )
    if fn.results and _is(fn.results[0], "array"):
        raise VerifyError("cannot return array type")


@implement_op("emitc.func", "getDefaultDialect")
def func_default_dialect() -> str:
    """Inside ``emitc.func``, ``return`` means ``emitc.return``."""
    return "emitc"


@implement_op("emitc.return", "verify")
def verify_return(op: Operation) -> None:
    """``ReturnOp::verify``: the operand matches the function's result."""
    func = op.parent_op
    fn = _function_type(func)
    if func is None or fn is None:
        return
    name = func.get_attr("sym_name")
    symbol = name.value if isinstance(name, StringAttr) else ""
    operands = _operand_types(op)
    if len(operands) != len(fn.results):
        raise VerifyError(
            f"has {len(operands)} operands, but enclosing function (@{symbol}) "
            f"returns {len(fn.results)}"
        )
    if len(fn.results) == 1 and operands[0] != fn.results[0]:
        raise PlainVerifyError(
            f"type of the return operand ({quoted(operands[0])}) doesn't match "
            f"function result type ({quoted(fn.results[0])}) in function @{symbol}"
        )


@implement_op("emitc.call", "verifySymbolUses")
def verify_call_symbol_uses(op: Operation) -> None:
    """``CallOp::verifySymbolUses``: an ``emitc.func`` of matching type."""
    callee = op.get_attr("callee")
    if callee is None:
        raise VerifyError("requires a 'callee' symbol reference attribute")
    target = lookup_symbol(op, callee)
    fn = _function_type(target) if target is not None else None
    if target is None or target.name != "emitc.func" or fn is None:
        leaf = getattr(callee, "leaf", callee)
        raise VerifyError(f"'{leaf}' does not reference a valid function")
    operands = _operand_types(op)
    if len(fn.inputs) != len(operands):
        raise VerifyError("incorrect number of operands for callee")
    for index, (found, expected) in enumerate(zip(operands, fn.inputs)):
        if found != expected:
            raise VerifyError(
                f"operand type mismatch: expected operand type {quoted(expected)}, "
                f"but provided {quoted(found)} for operand number {index}"
            )
    if len(fn.results) != len(op.results):
        raise VerifyError("incorrect number of results for callee")
    for index, (result, expected) in enumerate(zip(op.results, fn.results)):
        if result.type != expected:
            raise VerifyError(f"result type mismatch at index {index}")


def _is_integer_index_or_opaque(ty: object) -> bool:
    """``isIntegerIndexOrOpaqueType``."""
    return (
        isinstance(ty, IndexType)
        or _is(ty, "opaque")
        or _is_supported_integer(ty)
        or _is_pointer_wide(ty)
    )


@implement_op("emitc.subscript", "verify")
def verify_subscript(op: Operation) -> None:
    """``SubscriptOp::verify``: an array takes one integer-like index per
    dimension and yields its element, a pointer one index and its pointee
    (an opaque value anything)."""
    value, *indices = _operand_types(op)
    result = getattr(op.results[0].type, "value_type", None)
    if _is(value, "array"):
        rank = len(tuple(getattr(value, "shape", ())))
        if len(indices) != rank:
            raise VerifyError(
                f"on array operand requires number of indices ({len(indices)}) to "
                f"match the rank of the array type ({rank})"
            )
        for index, ty in enumerate(indices):
            if not _is_integer_index_or_opaque(ty):
                raise VerifyError(
                    f"on array operand requires index operand {index} to be "
                    f"integer-like, but got {quoted(ty)}"
                )
        element = getattr(value, "element_type", None)
        if element != result:
            raise VerifyError(
                f"on array operand requires element type ({quoted(element)}) and "
                f"result type ({quoted(result)}) to match"
            )
    elif _is(value, "ptr"):
        if len(indices) != 1:
            raise VerifyError(
                "on pointer operand requires one index operand, but got "
                f"{len(indices)}"
            )
        if not _is_integer_index_or_opaque(indices[0]):
            raise VerifyError(
                "on pointer operand requires index operand to be integer-like, but "
                f"got {quoted(indices[0])}"
            )
        pointee = getattr(value, "pointee", None)
        if pointee != result:
            raise VerifyError(
                f"on pointer operand requires pointee type ({quoted(pointee)}) and "
                f"result type ({quoted(result)}) to match"
            )
