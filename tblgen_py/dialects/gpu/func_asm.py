"""``gpu.func``'s hand-written syntax (``GPUFuncOp::parse``/``print``)::

    gpu.func @name(%a: t {attrs}, ...) (-> results)?
        (workgroup(%w : t {attrs}, ...))? (private(%p : t, ...))? kernel?
        (attributes {...})? { body }

The entry block takes the arguments, then the workgroup and the private
attributions; ``workgroup_attributions`` counts the workgroup ones, their
attribute dictionaries go to ``workgroup_attrib_attrs``/``private_attrib_attrs``
and ``kernel`` is the ``gpu.kernel`` unit attribute.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from tblgen_py.dialects.asm_support import (
    Argument,
    merged_attrs,
    op_error,
    parse_argument,
    set_attributes,
)
from tblgen_py.dialects.function_interface import (
    function_type_parts,
    parse_function_result_list,
    parse_symbol_name,
    print_function_signature,
)
from tblgen_py.runtime.ir.attributes import (
    ArrayAttr,
    DictionaryAttr,
    IntegerAttr,
    TypeAttr,
    UnitAttr,
)
from tblgen_py.runtime.ir.operation import Operation
from tblgen_py.runtime.ir.region import Region
from tblgen_py.runtime.ir.types import FunctionType, IntegerType
from tblgen_py.runtime.ir.value import Value
from tblgen_py.runtime.ods.hooks import implement_op
from tblgen_py.runtime.text.lexer import TokenKind
from tblgen_py.runtime.text.op_state import OperationState

if TYPE_CHECKING:
    from tblgen_py.runtime.text.parser import Parser
    from tblgen_py.runtime.text.printer import OpPrinter

_KERNEL = "gpu.kernel"
_ELIDED = (
    "sym_name",
    "workgroup_attributions",
    _KERNEL,
    "function_type",
    "arg_attrs",
    "res_attrs",
    "workgroup_attrib_attrs",
    "private_attrib_attrs",
)


def _dict_array(arguments: Sequence[Argument]) -> ArrayAttr | None:
    """The attribute dictionaries of ``arguments`` when any is non-empty."""
    if not any(a.attrs is not None and len(a.attrs) for a in arguments):
        return None
    return ArrayAttr.get([a.attrs or DictionaryAttr.get({}) for a in arguments])


def _parse_arguments(parser: Parser, signature_at: int = -1) -> list[Argument]:
    """`(` (%name `:` type attr-dict? loc?)* `)` (``signature_at``: a
    function's signature, whose arguments must be named)."""
    parser.expect("(", "expected '('")
    arguments: list[Argument] = []
    if parser.consume_if(")") is not None:
        return arguments
    if signature_at >= 0 and parser.tok.kind is not TokenKind.PERCENT_IDENT:
        op_error(parser, "gpu.func requires named arguments", signature_at)
    while True:
        arguments.append(parse_argument(parser, allow_type=True, allow_attrs=True))
        if parser.consume_if(",") is None:
            break
    parser.expect(")", "expected ')'")
    return arguments


def _parse_attributions(
    parser: Parser, keyword: str, entry: list[Argument]
) -> ArrayAttr | None:
    """``parseAttributions``: `keyword` `(` arguments `)`, if present."""
    if not parser.parse_optional_keyword(keyword):
        return None
    found = _parse_arguments(parser)
    entry += found
    return _dict_array(found)


@implement_op("gpu.func", "parse")
def parse_gpu_func(parser: Parser, state: OperationState) -> None:
    """``GPUFuncOp::parse``."""
    attrs: dict[str, object] = {"sym_name": parse_symbol_name(parser)}
    at = parser.tok.start
    arguments = _parse_arguments(parser, at)
    results: list[object] = []
    result_attrs: list[DictionaryAttr | None] = []
    if parser.tok.kind is TokenKind.ARROW:
        parser.consume()
        results, result_attrs = parse_function_result_list(parser)
    inputs: list[object] = [a.type for a in arguments]
    fn_type = FunctionType.get(inputs, results)  # type: ignore[arg-type]
    attrs["function_type"] = TypeAttr.get(fn_type)
    arg_attrs = _dict_array(arguments)
    if arg_attrs is not None:
        attrs["arg_attrs"] = arg_attrs
    if any(d is not None and len(d) for d in result_attrs):
        attrs["res_attrs"] = ArrayAttr.get(
            [d or DictionaryAttr.get({}) for d in result_attrs]
        )
    entry = list(arguments)
    workgroup = _parse_attributions(parser, "workgroup", entry)
    count = len(entry) - len(arguments)
    attrs["workgroup_attributions"] = IntegerAttr.get(IntegerType.get(64), count)
    if workgroup is not None:
        attrs["workgroup_attrib_attrs"] = workgroup
    private = _parse_attributions(parser, "private", entry)
    if private is not None:
        attrs["private_attrib_attrs"] = private
    if parser.parse_optional_keyword("kernel"):
        attrs[_KERNEL] = UnitAttr.get()
    attrs.update(parser.parse_optional_attr_dict_with_keyword())
    set_attributes(parser, state, attrs)
    body = Region()
    parser.parse_region(body, [a.entry() for a in entry], isolated=True)
    state.regions = [body]


def _attributions(
    printer: OpPrinter, keyword: str, values: Sequence[Value], attrs: object
) -> None:
    """``printAttributions``: `` keyword(%a : t {attrs}, ...)``."""
    if not values:
        return
    printer.write(f" {keyword}(")
    for index, value in enumerate(values):
        if index:
            printer.write(", ")
        found = attrs[index] if isinstance(attrs, ArrayAttr) else None
        text = f"{printer.value_name(value)} : {printer.type_str(value.type)}"
        if isinstance(found, DictionaryAttr) and len(found):
            text += printer.attr_dict_str(dict(found.items))
        printer.write(text)
    printer.write(")")


@implement_op("gpu.func", "print")
def print_gpu_func(op: Operation, printer: OpPrinter) -> None:
    """``GPUFuncOp::print``."""
    attrs = merged_attrs(op)
    name = getattr(attrs.get("sym_name"), "value", "")
    printer.write(f" @{name}")
    inputs, results = function_type_parts(op)
    print_function_signature(
        printer,
        op,
        inputs,
        False,
        results,
        attrs.get("arg_attrs"),
        attrs.get("res_attrs"),
    )
    args = op.regions[0].blocks[0].arguments if op.regions[0].blocks else []
    count = getattr(attrs.get("workgroup_attributions"), "value", 0)
    first = len(inputs)
    _attributions(
        printer,
        "workgroup",
        args[first : first + int(count)],
        attrs.get("workgroup_attrib_attrs"),
    )
    _attributions(
        printer,
        "private",
        args[first + int(count) :],
        attrs.get("private_attrib_attrs"),
    )
    if _KERNEL in attrs:
        printer.write(" kernel")
    printer.write(printer.attr_dict_with_keyword_str(attrs, _ELIDED))
    printer.write(" ")
    printer.print_region(op.regions[0], False)


@implement_op("gpu.func", "hiddenEntryArgs")
def _entry_in_header(op: Operation) -> tuple[int, ...]:
    """The entry block's arguments print in the signature and attributions."""
    return (0,)


@implement_op("gpu.func", "shownEntryArgs")
def _signature_args(op: Operation) -> dict[int, int]:
    """The signature's arguments print with their locations (the
    attributions without)."""
    fn = getattr(op.get_attr("function_type"), "type", None)
    return {0: len(fn.inputs) if isinstance(fn, FunctionType) else 0}
