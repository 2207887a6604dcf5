"""``spirv.module`` and ``spirv.func`` (MLIR's ``SPIRVOps.cpp``): their
syntax (enum keywords for the addressing and memory models, the function
control as a string after the signature) and the module's region verifier
(only ``spirv.*`` ops, in the module and in its functions)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from tblgen_py.dialects.asm_support import (
    attr_from_text,
    merged_attrs,
    op_error,
    set_attributes,
)
from tblgen_py.dialects.function_interface import (
    arg_and_result_attrs,
    function_type_parts,
    parse_function_signature,
    parse_symbol_name,
    print_function_signature,
)
from tblgen_py.dialects.spirv.spirv_enums import enum_name
from tblgen_py.dialects.spirv.type_classes import ArrayType, PointerType
from tblgen_py.runtime.ir.attributes import ArrayAttr, DictionaryAttr, TypeAttr
from tblgen_py.runtime.ir.operation import Operation
from tblgen_py.runtime.ir.region import Region
from tblgen_py.runtime.ir.types import FunctionType
from tblgen_py.runtime.ir.verifier import VerificationError, VerifyError
from tblgen_py.runtime.ods.hooks import implement_op
from tblgen_py.runtime.text.lexer import MLIRParseError, TokenKind
from tblgen_py.runtime.text.op_state import OperationState
from tblgen_py.runtime.text.ssa_names import print_attr_name

if TYPE_CHECKING:
    from tblgen_py.runtime.text.parser import Parser
    from tblgen_py.runtime.text.printer import OpPrinter


def _enum_attr(
    parser: Parser, mnemonic: str, keyword: str, at: int, shown: str | None = None
) -> object:
    """``#spirv.<mnemonic><keyword>``, or an error naming the bad keyword
    (``shown``: as the input spelled it)."""
    try:
        return attr_from_text(parser, f"#spirv.{mnemonic}<{keyword}>")
    except MLIRParseError:
        bad = keyword if shown is None else shown
        op_error(parser, f"invalid {mnemonic} attribute specification: {bad}", at)


def parse_enum_keyword(parser: Parser, mnemonic: str) -> object:
    """``parseEnumKeywordAttr``: a bare enum keyword."""
    at = parser.tok.start
    if parser.tok.kind is not TokenKind.BARE_IDENT:
        op_error(parser, "expected valid keyword", at)
    return _enum_attr(parser, mnemonic, parser.consume().text, at)


def parse_enum_string(parser: Parser, mnemonic: str) -> object:
    """``parseEnumStrAttr``: an enum keyword in a string literal."""
    at = parser.tok.start
    if parser.tok.kind is not TokenKind.STRING:
        parser.parse_attribute()  # what MLIR reports for a non-attribute
        op_error(parser, f"expected {mnemonic} attribute specified as string", at)
    tok = parser.consume()
    return _enum_attr(parser, mnemonic, tok.string_value(), at, tok.text)


def enum_keyword(printer: OpPrinter, attr: object) -> str:
    """``stringifyX``: the case of a ``#spirv.x<case>`` attribute."""
    text = printer.attr_str(attr)
    return text[text.index("<") + 1 : -1] if "<" in text else text


# -- spirv.module -------------------------------------------------------------
@implement_op("spirv.module", "parse")
def parse_module(parser: Parser, state: OperationState) -> None:
    """@name? addressing memory (`requires` #spirv.vce<...>)? attributes? region."""
    attrs: dict[str, object] = {}
    name = parser.parse_optional_symbol_name()
    if name is not None:
        attrs["sym_name"] = name
    attrs["addressing_model"] = parse_enum_keyword(parser, "addressing_model")
    attrs["memory_model"] = parse_enum_keyword(parser, "memory_model")
    if parser.parse_optional_keyword("requires"):
        attrs["vce_triple"] = parser.parse_attribute()
    attrs.update(parser.parse_optional_attr_dict_with_keyword())
    body = Region()
    parser.parse_region(body)
    if not body.blocks:
        body.add_block()
    set_attributes(parser, state, attrs)
    state.regions = [body]


@implement_op("spirv.module", "print")
def print_module(op: Operation, printer: OpPrinter) -> None:
    """``spirv.module @m Logical GLSL450 requires #spirv.vce<...> { ... }``."""
    attrs = merged_attrs(op)
    text = ""
    name = attrs.get("sym_name")
    if name is not None:
        text += " @" + print_attr_name(getattr(name, "value", ""))
    text += " " + enum_keyword(printer, attrs.get("addressing_model"))
    text += " " + enum_keyword(printer, attrs.get("memory_model"))
    elided = ["addressing_model", "memory_model", "sym_name"]
    triple = attrs.get("vce_triple")
    if triple is not None:
        text += " requires " + printer.attr_str(triple)
        elided.append("vce_triple")
    text += printer.attr_dict_with_keyword_str(attrs, elided) + " "
    printer.write(text)
    printer.print_region(op.regions[0])


@implement_op("spirv.module", "verify_regions")
def verify_module(op: Operation) -> None:
    """Only ``spirv.*`` ops, in the module and in its functions' bodies."""
    body = op.regions[0].blocks[0] if op.regions[0].blocks else None
    entry_points: set[object] = set()
    for child in body if body is not None else ():
        if not child.name.startswith("spirv."):
            _child_error(child, "'spirv.module' can only contain spirv.* ops")
        if child.name == "spirv.EntryPoint":
            from tblgen_py.dialects.spirv.entry import verify_entry_points

            verify_entry_points(op, child, entry_points)
        if child.name != "spirv.func":
            continue
        linkage = child.get_attr("linkage_attributes")
        imported = linkage is not None and "<Import>" in str(linkage)
        if not child.regions[0].blocks and not imported:
            _child_error(
                child,
                "'spirv.module' cannot contain external functions without 'Import' "
                "linkage_attributes (LinkageAttributes)",
            )
        for region in child.regions:
            for block in region.blocks:
                for nested in block:
                    if not nested.name.startswith("spirv."):
                        _child_error(
                            nested,
                            "functions in 'spirv.module' can only contain spirv.* ops",
                        )


def _child_error(child: Operation, message: str) -> None:
    """``op.emitError(message)`` at a nested op."""
    raise VerificationError(message, child.location, child)


# -- spirv.func ---------------------------------------------------------------
@implement_op("spirv.func", "parse")
def parse_func(parser: Parser, state: OperationState) -> None:
    """@name signature "control" attributes? region?"""
    attrs: dict[str, object] = {"sym_name": parse_symbol_name(parser)}
    arguments, _, results, result_attrs = parse_function_signature(parser)
    fn = FunctionType.get([a.type for a in arguments], results)  # type: ignore[misc, arg-type]
    attrs["function_type"] = TypeAttr.get(fn)
    attrs["function_control"] = parse_enum_string(parser, "function_control")
    attrs.update(parser.parse_optional_attr_dict_with_keyword())
    attrs.update(arg_and_result_attrs(arguments, result_attrs))
    set_attributes(parser, state, attrs)
    body = Region()
    if parser.tok.text == "{" and parser.tok.kind is not TokenKind.STRING:
        entry = [a.entry() for a in arguments] if arguments else []
        parser.parse_region(body, entry, isolated=True)
    state.regions = [body]


@implement_op("spirv.func", "print")
def print_func(op: Operation, printer: OpPrinter) -> None:
    """``spirv.func @f(%a: i32) -> i32 "None" attributes {...} { ... }``."""
    attrs = merged_attrs(op)
    inputs, results = function_type_parts(op)
    printer.write(" @" + print_attr_name(getattr(attrs.get("sym_name"), "value", "")))
    print_function_signature(
        printer,
        op,
        inputs,
        False,
        results,
        attrs.get("arg_attrs"),
        attrs.get("res_attrs"),
    )
    control = enum_keyword(printer, attrs.get("function_control"))
    printer.write(f' "{control}"')
    elided = (
        "sym_name",
        "function_control",
        "function_type",
        "arg_attrs",
        "res_attrs",
    )
    printer.write(printer.attr_dict_with_keyword_str(attrs, elided))
    body = op.regions[0]
    if body.blocks:
        printer.write(" ")
        printer.print_region(body, False, True)


@implement_op("spirv.module", "isOptionalSymbol")
def _module_optional_symbol(op: Operation) -> bool:
    """``ModuleOp::isOptionalSymbol``: a module may be unnamed."""
    return True


@implement_op("spirv.func", "verifyType")
def verify_func_type(op: Operation) -> None:
    """At most one result; a pointer argument to (or pointing to pointers
    into) PhysicalStorageBuffer carries the aliasing decoration it needs."""
    inputs, results = function_type_parts(op)
    if len(results) > 1:
        raise VerifyError("cannot have more than one result")
    for index, param in enumerate(inputs):
        if not isinstance(param, PointerType):
            continue
        pointee = param.pointee_type
        if isinstance(pointee, PointerType):
            if enum_name(pointee.storage_class) != "PhysicalStorageBuffer":
                continue
            if not _has_decoration(op, index, "AliasedPointer", "RestrictPointer"):
                raise VerifyError(
                    "with a pointer points to a physical buffer pointer must be "
                    "decorated either 'AliasedPointer' or 'RestrictPointer'"
                )
            continue
        inner = pointee.element_type if isinstance(pointee, ArrayType) else param
        if not isinstance(inner, PointerType):
            continue
        if enum_name(inner.storage_class) != "PhysicalStorageBuffer":
            continue
        if not _has_decoration(op, index, "Aliased", "Restrict"):
            raise VerifyError(
                "with physical buffer pointer must be decorated either 'Aliased' "
                "or 'Restrict'"
            )


def _has_decoration(op: Operation, index: int, *names: str) -> bool:
    """Whether argument ``index``'s ``spirv.decoration`` is one of ``names``."""
    arg_attrs = op.get_attr("arg_attrs")
    if not isinstance(arg_attrs, ArrayAttr) or index >= len(arg_attrs.elements):
        return False
    entry = arg_attrs.elements[index]
    if not isinstance(entry, DictionaryAttr):
        return False
    for name, value in entry.items:
        if name == "spirv.decoration":
            decoration = getattr(value, "value", None)
            return decoration is not None and enum_name(decoration) in names
    return False
