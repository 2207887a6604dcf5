"""The hand-written parts of ``async``'s ops (MLIR's ``Async.cpp``):
``async.execute``'s syntax (``[%deps] (%v as %x: !async.value<t>, ...) ->
(types) attributes {...} { body }``) and region verifier, the
``AwaitResultType`` directive of ``async.await`` and its verifier,
``async.func``'s function syntax, default dialect and verifier, and the
verifiers of ``async.yield``, ``async.return`` and ``async.call``."""

from __future__ import annotations

from typing import TYPE_CHECKING

from tblgen_py.dialects._support import (
    lookup_symbol,
    quoted,
    types_of,
    verify_call_types,
)
from tblgen_py.dialects.asm_support import (
    arrow_type_list,
    merged_attrs,
    parse_argument,
    resolve_operands,
    segment_sizes,
    set_attributes,
    set_property,
)
from tblgen_py.dialects.function_interface import (
    parse_function_op,
    print_function_type_op,
)
from tblgen_py.runtime.ir.attributes import TypeAttr
from tblgen_py.runtime.ir.operation import Operation
from tblgen_py.runtime.ir.region import Region
from tblgen_py.runtime.ir.types import FunctionType
from tblgen_py.runtime.ir.value import Value
from tblgen_py.runtime.ir.verifier import VerifyError
from tblgen_py.runtime.ods.asm_format import register_custom_directive
from tblgen_py.runtime.ods.hooks import implement_op
from tblgen_py.runtime.ods.region_branch import RegionSuccessor
from tblgen_py.runtime.text.op_state import OperationState, UnresolvedOperand

if TYPE_CHECKING:
    from tblgen_py.runtime.text.parser import Parser
    from tblgen_py.runtime.text.printer import OpPrinter

_SEGMENTS = "operandSegmentSizes"


def _mnemonic(ty: object) -> str | None:
    """``token``/``value``/``group`` for the async types, else None."""
    if getattr(ty, "DIALECT_MNEMONIC", ("",))[0] != "async":
        return None
    return str(getattr(ty, "MNEMONIC", ""))


def _value_type(ty: object) -> object:
    """The type inside ``!async.value<T>`` (None for other types)."""
    return getattr(ty, "value_type", None) if _mnemonic(ty) == "value" else None


def _token_type(parser: Parser) -> object:
    cls = parser.dialect_value_class("async", "token", True)
    assert cls is not None
    return getattr(cls, "get")()


# -- async.execute ---------------------------------------------------------------
@implement_op("async.execute", "parse")
def parse_execute(parser: Parser, state: OperationState) -> None:
    """(`[` %tokens `]`)? (`(` %v `as` %x `:` type, ... `)`)? (`->` types)?
    attr-dict-with-keyword region"""
    token = _token_type(parser)
    operands = []
    dependencies = 0
    if parser.consume_if("[") is not None:
        uses = parser.parse_operand_list()
        operands += [parser.resolve_operand(use, token) for use in uses]
        parser.expect("]", "expected ']'")
        dependencies = len(uses)
    values: list[UnresolvedOperand] = []
    value_types: list[object] = []
    args = []
    at = parser.tok.start
    if parser.consume_if("(") is not None and parser.consume_if(")") is None:
        while True:
            values.append(parser.parse_operand())
            if not parser.parse_optional_keyword("as"):
                parser.error_wrong_token("expected 'as'")
            arg = parse_argument(parser, allow_type=False)
            parser.expect(":", "expected ':'")
            value_types.append(parser.parse_type())
            arg.type = _value_type(value_types[-1])
            args.append(arg)
            if parser.consume_if(",") is None:
                break
        parser.expect(")", "expected ')'")
    operands += resolve_operands(parser, values, value_types, at)
    set_property(state, _SEGMENTS, segment_sizes(dependencies, len(values)))
    state.operands = operands
    state.result_types = [token, *parser.parse_optional_arrow_type_list()]
    set_attributes(parser, state, parser.parse_optional_attr_dict_with_keyword())
    body = Region()
    parser.parse_region(body, [arg.entry() for arg in args])
    state.regions = [body]


@implement_op("async.execute", "print")
def print_execute(op: Operation, printer: OpPrinter) -> None:
    """``async.execute [%t] (%v as %x: !async.value<f32>) -> ... {``."""
    sizes = _segments(op)
    values = [use.value for use in op.operand_uses]
    name = printer.value_name
    text = ""
    if sizes[0]:
        text += " [" + ", ".join(name(v) for v in values[: sizes[0]]) + "]"
    body = values[sizes[0] :]
    if body:
        block = op.regions[0].blocks[0] if op.regions[0].blocks else None
        parts = []
        for index, value in enumerate(body):
            arg = block.arguments[index] if block is not None else None
            arg_name = name(arg) if arg is not None else "<<NULL VALUE>>"
            parts.append(f"{name(value)} as {arg_name}: {printer.type_str(value.type)}")
        text += " (" + ", ".join(parts) + ")"
    text += arrow_type_list(printer, [result.type for result in op.results[1:]])
    text += printer.attr_dict_with_keyword_str(merged_attrs(op), (_SEGMENTS,))
    printer.write(text + " ")
    printer.print_region(op.regions[0], False)


def _segments(op: Operation) -> tuple[int, int]:
    attr = op.get_attr(_SEGMENTS)
    sizes = tuple(int(v) for v in getattr(attr, "values", ()))
    if len(sizes) == 2:
        return sizes[0], sizes[1]
    return 0, len(op.operand_uses)


@implement_op("async.execute", "verify_regions")
def verify_execute_regions(op: Operation) -> None:
    """The body's arguments are the unwrapped operand types."""
    sizes = _segments(op)
    operands = [use.value.type for use in op.operand_uses][sizes[0] :]
    unwrapped = [_value_type(ty) for ty in operands]
    blocks = op.regions[0].blocks
    args = [arg.type for arg in blocks[0].arguments] if blocks else []
    if args != unwrapped:
        raise VerifyError(
            "async body region argument types do not match the execute operation "
            "arguments types"
        )


implement_op("async.execute", "hiddenEntryArgs")(lambda op: (0,))


@implement_op("async.execute", "getSuccessorRegions")
def execute_successors(op: Operation, point: int | None) -> list[RegionSuccessor]:
    """The body from the parent, the value results from the body."""
    if point is not None:
        return [RegionSuccessor(None, list(op.results[1:]))]
    blocks = op.regions[0].blocks
    return [RegionSuccessor(0, list(blocks[0].arguments) if blocks else [])]


@implement_op("async.execute", "getEntrySuccessorOperands")
def execute_entry_operands(op: Operation, successor: int | None) -> list[Value]:
    """The body operands (after the dependencies)."""
    return [use.value for use in op.operand_uses[_segments(op)[0] :]]


@implement_op("async.execute", "areTypesCompatible")
def execute_types_compatible(op: Operation, lhs: object, rhs: object) -> bool:
    """Equal once an ``!async.value`` is unwrapped."""
    return (_value_type(lhs) or lhs) == (_value_type(rhs) or rhs)


@implement_op("async.yield", "verify")
def verify_yield(op: Operation) -> None:
    """It yields the value types of the parent ``async.execute``'s results."""
    parent = op.parent_op
    results = list(parent.results[1:]) if parent is not None else []
    expected = [_value_type(result.type) for result in results]
    if types_of([use.value for use in op.operand_uses]) != expected:
        raise VerifyError(
            "operand types do not match the types returned from the parent ExecuteOp"
        )


# -- async.await -----------------------------------------------------------------
def parse_await_result_type(parser: Parser) -> tuple[object, object]:
    """``parseAwaitResultType``: the operand type; the result is the value
    type of an ``!async.value``, none for a token."""
    operand = parser.parse_type()
    return operand, _value_type(operand)


def print_await_result_type(
    printer: OpPrinter, op: object, operand: object, result: object
) -> None:
    """``printAwaitResultType``: the operand type."""
    types = operand if isinstance(operand, (list, tuple)) else [operand]
    printer.write(printer.type_str(types[0]))


register_custom_directive(
    "AwaitResultType", parse_await_result_type, print_await_result_type, "async"
)


@implement_op("async.await", "verify")
def verify_await(op: Operation) -> None:
    """A token gives nothing; a value its value type."""
    operand = op.operand_uses[0].value.type
    if _mnemonic(operand) == "token" and op.results:
        raise VerifyError("awaiting on a token must have empty result")
    inner = _value_type(operand)
    if inner is not None:
        result = op.results[0].type if op.results else None
        if result != inner:
            raise VerifyError(
                f"result type {quoted(result)} does not match async value type "
                f"{quoted(inner)}"
            )


# -- async.func, async.return, async.call -----------------------------------------
@implement_op("async.func", "parse")
def parse_func(parser: Parser, state: OperationState) -> None:
    """``function_interface_impl::parseFunctionOp`` (no variadics)."""
    parse_function_op(parser, state)


@implement_op("async.func", "print")
def print_func(op: Operation, printer: OpPrinter) -> None:
    """``function_interface_impl::printFunctionOp``."""
    print_function_type_op(op, printer)


@implement_op("async.func", "getDefaultDialect")
def func_default_dialect() -> str:
    """``FuncOp::getDefaultDialect``."""
    return "async"


def _function_type(op: Operation | None) -> FunctionType | None:
    attr = op.get_attr("function_type") if op is not None else None
    fn = attr.type if isinstance(attr, TypeAttr) else attr
    return fn if isinstance(fn, FunctionType) else None


@implement_op("async.func", "verify")
def verify_func(op: Operation) -> None:
    """At least one result; each an async value or token, a token first only."""
    fn = _function_type(op)
    results = list(fn.results) if fn is not None else []
    if not results:
        raise VerifyError("result is expected to be at least of size 1, but got 0")
    for index, ty in enumerate(results):
        kind = _mnemonic(ty)
        if kind not in ("token", "value"):
            raise VerifyError(
                "result type must be async value type or async token type, but "
                f"got {quoted(ty)}"
            )
        if kind == "token" and index:
            raise VerifyError(
                " results' (optional) async token type is expected to appear as "
                f"the 1st return value, but got {index + 1}"
            )


@implement_op("async.return", "verify")
def verify_return(op: Operation) -> None:
    """It returns the value types of the parent function's results (after its
    token, when stateful)."""
    parent = op.parent_op
    fn = _function_type(parent)
    results = list(fn.results) if fn is not None else []
    if results and _mnemonic(results[0]) == "token":
        results = results[1:]
    expected = [_value_type(ty) for ty in results]
    if types_of([use.value for use in op.operand_uses]) != expected:
        raise VerifyError(
            "operand types do not match the types returned from the parent FuncOp"
        )


@implement_op("async.call", "verifySymbolUses")
def verify_call_symbol_uses(op: Operation) -> None:
    """The callee is an ``async.func`` whose type matches operands and results."""
    callee = op.get_attr("callee")
    if callee is None:
        raise VerifyError("requires a 'callee' symbol reference attribute")
    found = lookup_symbol(op, callee)
    fn = (
        _function_type(found)
        if found is not None and found.name == "async.func"
        else None
    )
    if fn is None:
        raise VerifyError(
            f"'{getattr(callee, 'leaf', callee)}' does not reference a valid async "
            "function"
        )
    verify_call_types(op, fn)
