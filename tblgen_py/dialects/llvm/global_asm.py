"""``llvm.mlir.global`` and ``llvm.mlir.alias``: their hand-written syntax
(``GlobalOp::parse``/``print``, ``AliasOp``)::

    llvm.mlir.global internal constant @c(42 : i32) {alignment = 4 : i64} : i32
    llvm.mlir.global private @s("abc")
    llvm.mlir.global external @g() : !llvm.ptr { ... llvm.return %p : !llvm.ptr }
    llvm.mlir.alias external @a : i32 { ... }

The linkage always prints; visibility, ``thread_local`` and
``unnamed_addr`` keywords follow (defaults elided).  A string global's type
may be left out (``!llvm.array<N x i8>``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from tblgen_py.dialects.asm_support import (
    attr_from_text,
    merged_attrs,
    name_offset,
    op_error,
    set_attributes,
)
from tblgen_py.dialects.function_interface import parse_symbol_name
from tblgen_py.dialects.llvm.func_asm import LINKAGES, UNNAMED_ADDRS, VISIBILITIES
from tblgen_py.runtime.ir.attributes import (
    IntegerAttr,
    StringAttr,
    SymbolRefAttr,
    TypeAttr,
    UnitAttr,
)
from tblgen_py.runtime.ir.operation import Operation
from tblgen_py.runtime.ir.types import IntegerType
from tblgen_py.runtime.ods.hooks import implement_op
from tblgen_py.runtime.text.lexer import TokenKind
from tblgen_py.runtime.text.op_state import OperationState

if TYPE_CHECKING:
    from tblgen_py.runtime.text.parser import Parser
    from tblgen_py.runtime.text.printer import OpPrinter

_I64 = IntegerType.get(64)
_COMMON = ("sym_name", "linkage", "unnamed_addr", "thread_local_", "visibility_")
_GLOBAL_ELIDED = (*_COMMON, "global_type", "constant", "value", "comdat")
_ALIAS_ELIDED = (*_COMMON, "alias_type")


def _keyword(parser: Parser, cases: tuple[str, ...]) -> int:
    """``parseOptionalLLVMKeyword``: the index of the case named here (0)."""
    tok = parser.tok
    if tok.kind is TokenKind.BARE_IDENT and tok.text and tok.text in cases:
        parser.consume()
        return cases.index(tok.text)
    return 0


def _parse_common(parser: Parser) -> dict[str, object]:
    """``parseCommonGlobalAndAlias``: linkage, visibility, thread_local,
    unnamed_addr."""
    attrs: dict[str, object] = {}
    tok = parser.tok
    linkage = "external"
    if tok.kind is TokenKind.BARE_IDENT and tok.text in LINKAGES:
        linkage = parser.consume().text
    attrs["linkage"] = attr_from_text(parser, f"#llvm.linkage<{linkage}>")
    attrs["visibility_"] = IntegerAttr.get(_I64, _keyword(parser, VISIBILITIES))
    if parser.parse_optional_keyword("thread_local"):
        attrs["thread_local_"] = UnitAttr.get()
    attrs["unnamed_addr"] = IntegerAttr.get(_I64, _keyword(parser, UNNAMED_ADDRS))
    return attrs


def _common_text(printer: OpPrinter, attrs: dict[str, object]) -> str:
    """``printCommonGlobalAndAlias``."""
    linkage = printer.attr_str(attrs.get("linkage")).rsplit("<", 1)[-1].rstrip(">")
    text = f" {linkage} "
    visibility = getattr(attrs.get("visibility_"), "value", 0)
    if 0 < visibility < len(VISIBILITIES):
        text += VISIBILITIES[visibility] + " "
    if attrs.get("thread_local_") is not None:
        text += "thread_local "
    unnamed = getattr(attrs.get("unnamed_addr"), "value", 0)
    if 0 < unnamed < len(UNNAMED_ADDRS):
        text += UNNAMED_ADDRS[unnamed] + " "
    return text


def _optional_type(parser: Parser) -> list[object]:
    """``parseOptionalColonTypeList``."""
    if parser.tok.text != ":":
        return []
    return parser.parse_colon_type_list()


@implement_op("llvm.mlir.global", "parse")
def parse_global(parser: Parser, state: OperationState) -> None:
    """``GlobalOp::parse``."""
    attrs = _parse_common(parser)
    if parser.parse_optional_keyword("constant"):
        attrs["constant"] = UnitAttr.get()
    attrs["sym_name"] = parse_symbol_name(parser)
    parser.expect("(", "expected '('")
    value = None
    if parser.consume_if(")") is None:
        value = attrs["value"] = parser.parse_attribute()
        parser.expect(")", "expected ')'")
    if parser.parse_optional_keyword("comdat"):
        parser.expect("(", "expected '('")
        attrs["comdat"] = parser.parse_attribute()
        parser.expect(")", "expected ')'")
    attrs.update(parser.parse_optional_attr_dict())
    types = _optional_type(parser)
    if len(types) > 1:
        op_error(parser, "expected zero or one type", name_offset(parser))
    region = parser.new_region()
    if not types:
        if not isinstance(value, StringAttr):
            op_error(
                parser,
                "type can only be omitted for string globals",
                name_offset(parser),
            )
        length = len(value.value.encode("utf-8", "surrogateescape"))
        types = [
            type(parser)(f"!llvm.array<{length} x i8>", parser.context).parse_type()
        ]
    else:
        parser.parse_optional_region(region)
    state.regions = [region]
    attrs["global_type"] = TypeAttr.get(types[0])  # type: ignore[arg-type]
    set_attributes(parser, state, attrs)


@implement_op("llvm.mlir.global", "print")
def print_global(op: Operation, printer: OpPrinter) -> None:
    """``GlobalOp::print``: no trailing type for a string global."""
    attrs = merged_attrs(op)
    text = _common_text(printer, attrs)
    if attrs.get("constant") is not None:
        text += "constant "
    text += printer.attr_str(_symbol(attrs.get("sym_name"))) + "("
    value = attrs.get("value")
    if value is not None:
        text += printer.attr_str(value)
    text += ")"
    comdat = attrs.get("comdat")
    if comdat is not None:
        text += " comdat(" + printer.attr_str(comdat) + ")"
    text += printer.attr_dict_str(attrs, _GLOBAL_ELIDED)
    if isinstance(value, StringAttr):
        printer.write(text)
        return
    text += " : " + printer.type_str(getattr(attrs.get("global_type"), "type", None))
    region = op.regions[0] if op.regions else None
    if region is None or not region.blocks:
        printer.write(text)
        return
    printer.write(text + " ")
    printer.print_region(region, False)


def _symbol(name: object) -> object:
    """``@name`` of a symbol's name attribute."""
    return SymbolRefAttr.get(getattr(name, "value", ""))


@implement_op("llvm.mlir.alias", "parse")
def parse_alias(parser: Parser, state: OperationState) -> None:
    """``AliasOp::parse``."""
    attrs = _parse_common(parser)
    attrs["sym_name"] = parse_symbol_name(parser)
    attrs.update(parser.parse_optional_attr_dict())
    types = _optional_type(parser)
    if len(types) > 1:
        op_error(parser, "expected zero or one type", name_offset(parser))
    region = parser.new_region()
    parser.parse_region(region)
    state.regions = [region]
    if types:
        attrs["alias_type"] = TypeAttr.get(types[0])  # type: ignore[arg-type]
    set_attributes(parser, state, attrs)


@implement_op("llvm.mlir.alias", "print")
def print_alias(op: Operation, printer: OpPrinter) -> None:
    """``AliasOp::print``."""
    attrs = merged_attrs(op)
    text = _common_text(printer, attrs)
    text += printer.attr_str(_symbol(attrs.get("sym_name")))
    text += printer.attr_dict_str(attrs, _ALIAS_ELIDED)
    alias_type = getattr(attrs.get("alias_type"), "type", None)
    printer.write(text + " : " + printer.type_str(alias_type) + " ")
    printer.print_region(op.regions[0], False)
