"""Entry points and functions (MLIR's ``SPIRVOps.cpp``): the syntax of
``spirv.EntryPoint`` and ``spirv.ExecutionMode``, the checks
``spirv.module`` makes of its entry points, the return checks of
``spirv.func``'s body (``FuncOp::verifyBody``, run from the returns), and the
one-type syntax of the GL clamp/fma ops (``parseOneResultSameOperandTypeOp``)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from tblgen_py.dialects._support import lookup_symbol, quoted
from tblgen_py.dialects.asm_support import (
    merged_attrs,
    op_error,
    set_attributes,
)
from tblgen_py.dialects.function_interface import function_type_parts
from tblgen_py.dialects.spirv.casts import emit_error
from tblgen_py.dialects.spirv.module import enum_keyword, parse_enum_string
from tblgen_py.runtime.ir.attributes import ArrayAttr, FlatSymbolRefAttr
from tblgen_py.runtime.ir.operation import Operation
from tblgen_py.runtime.ir.types import FunctionType, IntegerType
from tblgen_py.runtime.ir.verifier import VerifyError
from tblgen_py.runtime.ods.hooks import implement_op
from tblgen_py.runtime.text.op_state import OperationState

if TYPE_CHECKING:
    from tblgen_py.runtime.text.parser import Parser
    from tblgen_py.runtime.text.printer import OpPrinter


# -- spirv.EntryPoint / spirv.ExecutionMode ------------------------------------------
@implement_op("spirv.EntryPoint", "parse")
def parse_entry_point(parser: Parser, state: OperationState) -> None:
    """ "Model" @fn (`,` @var)*"""
    attrs: dict[str, object] = {
        "execution_model": parse_enum_string(parser, "execution_model")
    }
    attrs["fn"] = _symbol(parser)
    interface: list[object] = []
    while parser.consume_if(",") is not None:
        interface.append(_symbol(parser))
    attrs["interface"] = ArrayAttr.get(interface)  # type: ignore[arg-type]
    set_attributes(parser, state, attrs)


def _symbol(parser: Parser) -> object:
    at = parser.tok.start
    found = parser.parse_attribute()
    if not isinstance(found, FlatSymbolRefAttr):
        op_error(parser, "invalid kind of attribute specified", at)
    return found


@implement_op("spirv.EntryPoint", "print")
def print_entry_point(op: Operation, printer: OpPrinter) -> None:
    """``"GLCompute" @main, @var``"""
    attrs = merged_attrs(op)
    model = enum_keyword(printer, attrs.get("execution_model"))
    text = f' "{model}" {printer.attr_str(attrs.get("fn"))}'
    interface = attrs.get("interface")
    if isinstance(interface, ArrayAttr) and interface.elements:
        text += ", " + ", ".join(printer.attr_str(v) for v in interface.elements)
    printer.write(text)


@implement_op("spirv.EntryPoint", "verify")
def verify_entry_point(op: Operation) -> None:
    """Checked by the enclosing ``spirv.module``."""


@implement_op("spirv.ExecutionMode", "parse")
def parse_execution_mode(parser: Parser, state: OperationState) -> None:
    """@fn "Mode" (`,` int)*"""
    attrs: dict[str, object] = {"fn": parser.parse_attribute()}
    attrs["execution_mode"] = parse_enum_string(parser, "execution_mode")
    values: list[object] = []
    i32 = IntegerType.get(32)
    while parser.consume_if(",") is not None:
        values.append(parser.parse_attribute(i32))
    attrs["values"] = ArrayAttr.get(values)  # type: ignore[arg-type]
    set_attributes(parser, state, attrs)


@implement_op("spirv.ExecutionMode", "print")
def print_execution_mode(op: Operation, printer: OpPrinter) -> None:
    """``@main "LocalSize", 8, 1, 1``"""
    attrs = merged_attrs(op)
    mode = enum_keyword(printer, attrs.get("execution_mode"))
    text = f' {printer.attr_str(attrs.get("fn"))} "{mode}"'
    values = attrs.get("values")
    if isinstance(values, ArrayAttr) and values.elements:
        text += ", " + ", ".join(str(getattr(v, "value", v)) for v in values.elements)
    printer.write(text)


def verify_entry_points(module: Operation, child: Operation, seen: set[object]) -> None:
    """``ModuleOp::verifyRegions`` for one ``spirv.EntryPoint``: a known
    function, global-variable interfaces, no duplicate (function, model)."""
    fn_ref = child.get_attr("fn")
    found = lookup_symbol(child, fn_ref)
    if found is None or found.name != "spirv.func":
        name = getattr(fn_ref, "root", "")
        raise emit_error(child, f"function '{name}' not found in 'spirv.module'")
    interface = child.get_attr("interface")
    for ref in interface.elements if isinstance(interface, ArrayAttr) else ():
        if not isinstance(ref, FlatSymbolRefAttr):
            raise emit_error(
                child,
                "expected symbol reference for interface specification instead of "
                f"'{ref}",
            )
        var = lookup_symbol(child, ref)
        if var is None or var.name != "spirv.GlobalVariable":
            raise emit_error(
                child,
                f"expected spirv.GlobalVariable symbol reference instead of'{ref}'",
            )
    key = (id(found), str(child.get_attr("execution_model")))
    if key in seen:
        raise emit_error(child, "duplicate of a previous EntryPointOp")
    seen.add(key)


# -- spirv.func's returns ------------------------------------------------------------
def _enclosing_results(op: Operation) -> list[object] | None:
    parent = op.parent_op
    while parent is not None and parent.name != "spirv.func":
        parent = parent.parent_op
    if parent is None:
        return None
    return list(function_type_parts(parent)[1])


@implement_op("spirv.Return", "verify")
def verify_return(op: Operation) -> None:
    """Only in a function without results."""
    results = _enclosing_results(op)
    if results:
        raise VerifyError("cannot be used in functions returning value")


@implement_op("spirv.ReturnValue", "verify")
def verify_return_value(op: Operation) -> None:
    """One value of the function's result type."""
    results = _enclosing_results(op)
    if results is None:
        return
    if len(results) != 1:
        raise VerifyError(
            f"returns 1 value but enclosing function requires {len(results)} results"
        )
    value = op.operand_uses[0].value.type
    if value != results[0]:
        raise VerifyError(
            f" return value's type ({quoted(value)}) mismatch with function's result "
            f"type ({quoted(results[0])})"
        )


# -- one type for operands and result ---------------------------------------------------
def parse_same_operand_type(parser: Parser, state: OperationState) -> None:
    """``parseOneResultSameOperandTypeOp``: operands attr-dict `:` type, or
    `(` operands `)` attr-dict `:` function-type."""
    at = parser.tok.start
    if parser.consume_if("(") is not None:
        uses = parser.parse_operand_list() if parser.tok.text != ")" else []
        parser.expect(")", "expected ')'")
        attrs = parser.parse_optional_attr_dict()
        fn = parser.parse_colon_type()
        if not isinstance(fn, FunctionType):
            op_error(parser, "expected function type", at)
        state.operands = [
            parser.resolve_operand(u, t) for u, t in zip(uses, fn.inputs, strict=False)
        ]
        state.result_types = list(fn.results)
    else:
        uses = parser.parse_operand_list()
        attrs = parser.parse_optional_attr_dict()
        ty = parser.parse_colon_type()
        state.operands = [parser.resolve_operand(u, ty) for u in uses]
        state.result_types = [ty]
    set_attributes(parser, state, attrs)


def print_one_result(op: Operation, printer: OpPrinter) -> None:
    """``printOneResultOp``: one type when all agree, else the generic form."""
    result = op.results[0].type
    values = [use.value for use in op.operand_uses]
    if any(v.type != result for v in values):
        printer.write(
            "("
            + ", ".join(printer.value_name(v) for v in values)
            + ")"
            + printer.attr_dict_str(merged_attrs(op))
            + " : "
            + printer.functional_type(op)
        )
        return
    text = " " + ", ".join(printer.value_name(v) for v in values)
    text += printer.attr_dict_str(merged_attrs(op))
    printer.write(text + " : " + printer.type_str(result))


for _name in ("GL.FClamp", "GL.UClamp", "GL.SClamp", "GL.Fma"):
    implement_op(f"spirv.{_name}", "parse")(parse_same_operand_type)
    implement_op(f"spirv.{_name}", "print")(print_one_result)
