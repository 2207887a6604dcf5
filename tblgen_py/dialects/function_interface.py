"""The syntax of function-like ops (MLIR's ``function_interface_impl`` and
``call_interface_impl`` helpers), shared by ``func.func``, ``llvm.func``,
``gpu.func``, ``transform.named_sequence`` and others::

    func.func private @name(%arg0: i32 {attr}, ...) -> (f32 {attr})
        attributes {...} { body }

A declaration (no body) lists bare types instead of named arguments.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, cast

from tblgen_py.dialects.asm_support import (
    op_error,
    Argument,
    merged_attrs,
    parse_optional_argument,
    print_region_argument,
    set_attributes,
)
from tblgen_py.runtime.ir.attributes import (
    ArrayAttr,
    DictionaryAttr,
    StringAttr,
    TypeAttr,
)
from tblgen_py.runtime.ir.operation import Operation
from tblgen_py.runtime.ir.region import Region
from tblgen_py.runtime.ir.types import FunctionType
from tblgen_py.runtime.text.header_memo import Header, keep_header, read_header
from tblgen_py.runtime.text.header_memo import skip_header
from tblgen_py.runtime.text.lexer import TokenKind
from tblgen_py.runtime.text.op_state import OperationState
from tblgen_py.runtime.text.ssa_names import print_attr_name

if TYPE_CHECKING:
    from tblgen_py.runtime.text.parser import Parser
    from tblgen_py.runtime.text.printer import OpPrinter

__all__ = [
    "TypeBuilder",
    "parse_function_op",
    "parse_function_result_list",
    "print_function_op",
    "print_function_result_list",
    "print_function_signature",
]

VISIBILITIES = ("public", "private", "nested")

TypeBuilder = Callable[[list[object], list[object], bool], "object | str"]
"""Builds the function type from argument types, result types and the variadic
flag, or returns the error text when it cannot."""


def function_type_builder(args: list[object], results: list[object], _: bool) -> object:
    """The builtin ``FunctionType`` of the signature (``func.func``'s builder)."""
    return FunctionType.get(args, results)  # type: ignore[arg-type]


def parse_optional_visibility(parser: Parser) -> StringAttr | None:
    """``public``/``private``/``nested`` (``parseOptionalVisibilityKeyword``)."""
    tok = parser.tok
    if tok.kind is TokenKind.BARE_IDENT and tok.text in VISIBILITIES:
        parser.consume()
        return StringAttr.get(tok.text)
    return None


def parse_symbol_name(parser: Parser) -> StringAttr:
    """``@name`` or the error ``parseSymbolName`` reports."""
    name = parser.parse_optional_symbol_name()
    if name is None:
        op_error(parser, "expected valid '@'-identifier for symbol name")
    return name


def _parse_argument_list(
    parser: Parser, allow_variadic: bool
) -> tuple[list[Argument], bool]:
    """``(`` arguments ``)``: all named (``%a: t``) or all bare types."""
    arguments: list[Argument] = []
    variadic = False
    parser.expect("(", "expected '('")
    if parser.consume_if(")") is not None:
        return arguments, variadic
    while True:
        if variadic:
            op_error(
                parser, "variadic arguments must be in the end of the argument list"
            )
        if allow_variadic and parser.tok.kind is TokenKind.ELLIPSIS:
            parser.consume()
            variadic = True
        else:
            arguments.append(_parse_one_argument(parser, arguments))
        if parser.consume_if(",") is None:
            break
    parser.expect(")", "expected ')'")
    return arguments, variadic


def _parse_one_argument(parser: Parser, previous: Sequence[Argument]) -> Argument:
    at = parser.tok.start
    named = parse_optional_argument(parser, allow_type=True, allow_attrs=True)
    if named is not None:
        if previous and previous[-1].name is None:
            op_error(parser, "expected type instead of SSA identifier", at)
        return named
    if previous and previous[-1].name is not None:
        op_error(parser, "expected SSA identifier", at)
    ty = parser.parse_type()
    attrs = parser.parse_attribute_dict() if parser.tok.text == "{" else None
    loc = parser.parse_optional_location()
    return Argument(None, ty, attrs, loc)


def parse_function_result_list(
    parser: Parser,
) -> tuple[list[object], list[DictionaryAttr | None]]:
    """Result types with optional attribute dictionaries, after ``->``."""
    if parser.consume_if("(") is None:
        return [parser.parse_type()], [None]
    types: list[object] = []
    attrs: list[DictionaryAttr | None] = []
    if parser.consume_if(")") is not None:
        return types, attrs
    while True:
        types.append(parser.parse_type())
        attrs.append(parser.parse_attribute_dict() if parser.tok.text == "{" else None)
        if parser.consume_if(",") is None:
            break
    parser.expect(")", "expected ')'")
    return types, attrs


def _attr_array(dicts: Sequence[DictionaryAttr | None]) -> ArrayAttr | None:
    """``addArgAndResultAttrs``: an array of dictionaries when any is non-empty."""
    if not any(d is not None and len(d) for d in dicts):
        return None
    return ArrayAttr.get(
        [d if d is not None else DictionaryAttr.get({}) for d in dicts]
    )


def _parse_signature(
    parser: Parser,
    allow_variadic: bool,
    type_builder: TypeBuilder,
    type_attr_name: str,
    type_error_at_name: bool,
    visibility_keyword: bool = True,
) -> tuple[dict[str, object], list[Argument], list[DictionaryAttr | None]]:
    """Visibility, name, arguments and results: the attributes they give,
    the arguments and the results' attribute dictionaries."""
    attrs: dict[str, object] = {}
    visibility = parse_optional_visibility(parser) if visibility_keyword else None
    if visibility is not None:
        attrs["sym_visibility"] = visibility
    name_at = parser.tok.start
    attrs["sym_name"] = parse_symbol_name(parser)
    signature_at = name_at if type_error_at_name else parser.tok.start
    arguments, variadic = _parse_argument_list(parser, allow_variadic)
    results: list[object] = []
    result_attrs: list[DictionaryAttr | None] = []
    if parser.tok.kind is TokenKind.ARROW:
        parser.consume()
        results, result_attrs = parse_function_result_list(parser)
    built = type_builder([a.type for a in arguments], results, variadic)
    if isinstance(built, str):
        message = "failed to construct function type"
        op_error(parser, message + (": " + built if built else ""), signature_at)
    attrs[type_attr_name] = TypeAttr.get(built)  # type: ignore[arg-type]
    return attrs, arguments, result_attrs


_SignatureKept = tuple[StringAttr | None, TypeAttr, list[object]]
"""What a function op keeps of a header: its visibility, its type attribute,
its argument types."""


def _signature_again(
    parser: Parser, type_attr_name: str, header: Header, kept: object
) -> tuple[dict[str, object], list[Argument]]:
    """A signature of a shape read before (``kept``: its visibility, type
    attribute and argument types), with its own name and SSA names."""
    visibility, type_attr, arg_types = cast(_SignatureKept, kept)
    attrs: dict[str, object] = {}
    if visibility is not None:
        attrs["sym_visibility"] = visibility
    attrs["sym_name"] = StringAttr.get(header.symbol)
    attrs[type_attr_name] = type_attr
    arguments = [Argument(use, ty) for use, ty in zip(header.uses, arg_types)]
    skip_header(parser, header)
    return attrs, arguments


def parse_function_op(
    parser: Parser,
    state: OperationState,
    allow_variadic: bool = False,
    type_builder: TypeBuilder = function_type_builder,
    type_attr_name: str = "function_type",
    arg_attrs_name: str = "arg_attrs",
    res_attrs_name: str = "res_attrs",
    type_error_at_name: bool = False,
    parse_extras: Callable[[Parser], dict[str, object]] | None = None,
    own_parser: bool = False,
) -> None:
    """``function_interface_impl::parseFunctionOp`` (``type_error_at_name``:
    a type-builder error points at the name, as ``llvm.func`` reports it;
    ``parse_extras``: the op's own clauses between the signature and the
    attribute dictionary, returned as attributes; ``own_parser``: the op's
    parser reads the signature itself, as ``LLVMFuncOp::parse``: no
    visibility keyword, and no check of the attributes the dictionary
    repeats)."""
    header = read_header(parser, state.name, symbol=True)
    if parse_extras is None and header is not None and header[1] is not None:
        attrs, arguments = _signature_again(parser, type_attr_name, *header)
        result_attrs: list[DictionaryAttr | None] = []
    else:
        attrs, arguments, result_attrs = _parse_signature(
            parser,
            allow_variadic,
            type_builder,
            type_attr_name,
            type_error_at_name,
            not own_parser,
        )
        if header is not None and all(a.name is not None for a in arguments):
            kept = (
                attrs.get("sym_visibility"),
                attrs[type_attr_name],
                [a.type for a in arguments],
            )
            if (
                parse_extras is None
                and not any(a.attrs is not None for a in arguments)
                and not any(d is not None for d in result_attrs)
            ):
                keep_header(parser, header[0], kept)
    if parse_extras is not None:
        attrs.update(parse_extras(parser))
    dict_at = parser.tok.start
    explicit = parser.parse_optional_attr_dict_with_keyword()
    for disallowed in ("sym_visibility", "sym_name", type_attr_name):
        if disallowed in explicit and not own_parser:
            op_error(
                parser,
                f"'{disallowed}' is an inferred attribute and should not be "
                "specified in the explicit attribute dictionary",
                dict_at,
            )
    attrs.update(explicit)
    arg_array = _attr_array([a.attrs for a in arguments])
    if arg_array is not None:
        attrs[arg_attrs_name] = arg_array
    res_array = _attr_array(result_attrs)
    if res_array is not None:
        attrs[res_attrs_name] = res_array
    set_attributes(parser, state, attrs)
    body = Region()
    if parser.tok.text == "{" and parser.tok.kind is not TokenKind.STRING:
        body_at = parser.tok.start
        if any(a.name is None for a in arguments):
            entry = []
        else:
            entry = [a.entry() for a in arguments]
        parser.parse_region(body, entry, isolated=True)
        if body.is_empty():
            op_error(parser, "expected non-empty function body", body_at)
    state.regions = [body]


def _dict_at(array: object, index: int) -> DictionaryAttr | None:
    if isinstance(array, ArrayAttr) and index < len(array):
        found = array[index]
        return found if isinstance(found, DictionaryAttr) else None
    return None


def print_function_result_list(
    printer: OpPrinter, types: Sequence[object], attrs: object
) -> str:
    """The text of a non-empty result list (parenthesized when needed)."""
    first = _dict_at(attrs, 0)
    parens = (
        len(types) > 1
        or isinstance(types[0], FunctionType)
        or (first is not None and len(first) > 0)
    )
    parts = []
    for index, ty in enumerate(types):
        text = printer.type_str(ty)
        found = _dict_at(attrs, index)
        if found is not None:
            text += printer.attr_dict_str(dict(found.items))
        parts.append(text)
    body = ", ".join(parts)
    return "(" + body + ")" if parens else body


def print_function_signature(
    printer: OpPrinter,
    op: Operation,
    arg_types: Sequence[object],
    is_variadic: bool,
    result_types: Sequence[object],
    arg_attrs: object,
    res_attrs: object,
) -> None:
    """``call_interface_impl::printFunctionSignature`` (no empty-result arrow)."""
    body = op.regions[0] if op.regions else None
    external = body is None or not body.blocks
    printer.write("(")
    for index, ty in enumerate(arg_types):
        if index:
            printer.write(", ")
        attrs = _dict_at(arg_attrs, index)
        if not external:
            assert body is not None
            print_region_argument(printer, body.blocks[0].arguments[index], attrs)
        else:
            text = printer.type_str(ty)
            if attrs is not None:
                text += printer.attr_dict_str(dict(attrs.items))
            printer.write(text)
    if is_variadic:
        printer.write(", ..." if arg_types else "...")
    printer.write(")")
    if result_types:
        printer.write(
            " -> " + print_function_result_list(printer, result_types, res_attrs)
        )


def function_type_parts(
    op: Operation, name: str = "function_type"
) -> tuple[Sequence[object], Sequence[object]]:
    """The input and result types of ``op``'s ``FunctionType`` attribute
    ``name`` (empty when it is missing or not a function type)."""
    attr = merged_attrs(op).get(name)
    fn = attr.type if isinstance(attr, TypeAttr) else attr
    if isinstance(fn, FunctionType):
        return fn.inputs, fn.results
    return (), ()


def body_arg_attrs(op: Operation) -> tuple[str, ...]:
    """The ``unaliasedAttrs`` of a function op: with a body, its arguments
    print through ``printRegionArgument``, whose attributes mlir-opt's alias
    pass does not visit (a declaration's print as attribute dictionaries)."""
    if op.regions and op.regions[0].blocks:
        return ("arg_attrs",)
    return ()


def print_function_type_op(op: Operation, printer: OpPrinter) -> None:
    """``function_interface_impl::printFunctionOp`` of an op whose signature
    is its ``function_type`` attribute (not variadic)."""
    inputs, results = function_type_parts(op)
    print_function_op(printer, op, inputs, results)


def print_function_op(
    printer: OpPrinter,
    op: Operation,
    arg_types: Sequence[object],
    result_types: Sequence[object],
    is_variadic: bool = False,
    type_attr_name: str = "function_type",
    arg_attrs_name: str = "arg_attrs",
    res_attrs_name: str = "res_attrs",
    elided: Sequence[str] = (),
    lead: str = " ",
    visibility_keyword: bool = True,
    extras: str = "",
) -> None:
    """``function_interface_impl::printFunctionOp`` (``lead``: written first;
    ops that print keywords before the name write their own;
    ``visibility_keyword``: ``sym_visibility`` prints as a keyword, else
    with the other attributes, as ``llvm.func`` does; ``extras``: the op's own
    clauses, written after the signature)."""
    attrs = merged_attrs(op)
    printer.write(lead)
    visibility = attrs.get("sym_visibility")
    if isinstance(visibility, StringAttr) and visibility_keyword:
        printer.write(visibility.value + " ")
    name = attrs.get("sym_name")
    printer.write("@" + print_attr_name(getattr(name, "value", "")))
    print_function_signature(
        printer,
        op,
        arg_types,
        is_variadic,
        result_types,
        attrs.get(arg_attrs_name),
        attrs.get(res_attrs_name),
    )
    printer.write(extras)
    skip = (
        "sym_name",
        *(("sym_visibility",) if visibility_keyword else ()),
        type_attr_name,
        arg_attrs_name,
        res_attrs_name,
        *elided,
    )
    printer.write(printer.attr_dict_with_keyword_str(attrs, skip))
    body = op.regions[0] if op.regions else None
    if body is not None and body.blocks:
        printer.write(" ")
        printer.print_region(body, False, True)


def parse_function_signature(
    parser: Parser, allow_variadic: bool = False
) -> tuple[list[Argument], bool, list[object], list[DictionaryAttr | None]]:
    """``function_interface_impl::parseFunctionSignature``: the arguments,
    whether ``...`` ended them, the result types and their attributes."""
    arguments, variadic = _parse_argument_list(parser, allow_variadic)
    results: list[object] = []
    result_attrs: list[DictionaryAttr | None] = []
    if parser.tok.kind is TokenKind.ARROW:
        parser.consume()
        results, result_attrs = parse_function_result_list(parser)
    return arguments, variadic, results, result_attrs


def arg_and_result_attrs(
    arguments: Sequence[Argument], result_attrs: Sequence[DictionaryAttr | None]
) -> dict[str, object]:
    """``addArgAndResultAttrs``: ``arg_attrs``/``res_attrs`` when any is set."""
    found: dict[str, object] = {}
    arg_array = _attr_array([a.attrs for a in arguments])
    if arg_array is not None:
        found["arg_attrs"] = arg_array
    res_array = _attr_array(result_attrs)
    if res_array is not None:
        found["res_attrs"] = res_array
    return found
