"""``custom<ApplyRegisteredPassOptions>`` of ``transform.apply_registered_pass``
(MLIR's ``TransformOps.cpp``): ``{key = value, ...}`` where a value is an
attribute, an SSA operand (a dynamic option, stored in the dictionary as
``#transform.param_operand<index = i>``) or a ``[...]`` list of either."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from tblgen_py.dialects.asm_support import op_error
from tblgen_py.runtime.ir.attributes import (
    ArrayAttr,
    Attribute,
    DictionaryAttr,
    IntegerAttr,
)
from tblgen_py.runtime.ir.types import IntegerType
from tblgen_py.runtime.ods.asm_format import register_custom_directive
from tblgen_py.runtime.text.lexer import TokenKind
from tblgen_py.runtime.text.op_state import UnresolvedOperand
from tblgen_py.runtime.text.print_rules import quoted

if TYPE_CHECKING:
    from tblgen_py.runtime.text.parser import Parser
    from tblgen_py.runtime.text.printer import OpPrinter

_PARAM_OPERAND = ("transform", "param_operand")


def _param_operand(parser: Parser, index: int) -> Attribute:
    """``#transform.param_operand<index = index : i64>``."""
    cls: Any = parser.dialect_value_class("transform", "param_operand", False)
    return cls.get(IntegerAttr.get(IntegerType.get(64), index))  # type: ignore[no-any-return]


class _OptionsParser:
    """One ``{...}`` dictionary of options, collecting the dynamic operands."""

    def __init__(self, parser: Parser) -> None:
        self.parser = parser
        self.operands: list[UnresolvedOperand] = []

    def value(self) -> Attribute:
        parser = self.parser
        if parser.consume_if("[") is not None:
            items = [self.value()]
            while parser.consume_if(",") is not None:
                items.append(self.value())
            parser.expect("]")
            return ArrayAttr.get(items)
        attr = parser.parse_optional_attribute()
        if attr is None:
            self.operands.append(parser.parse_ssa_use())
            return _param_operand(parser, len(self.operands) - 1)
        if getattr(attr, "DIALECT_MNEMONIC", None) == _PARAM_OPERAND:
            op_error(
                parser,
                "the param_operand attribute is a marker reserved for indicating a "
                "value will be passed via params and is only used in the generic "
                "print format",
            )
        return attr

    def entry(self) -> tuple[str, Attribute]:
        parser = self.parser
        tok = parser.tok
        key = ""
        if tok.kind is TokenKind.BARE_IDENT:
            key = tok.text
        elif tok.kind is TokenKind.STRING:
            key = tok.string_value()
        if not key:
            op_error(parser, "expected key to either be an identifier or a string")
        parser.consume()
        parser.expect("=")  # MLIR's error, before its own about the pair
        return key, self.value()


def parse_apply_registered_pass_options(parser: Parser) -> tuple[object, object]:
    """``parseApplyRegisteredPassOptions``: the options dictionary (keys
    unique, sorted) and the dynamic option operands."""
    reader = _OptionsParser(parser)
    parser.expect("{", "expected '{' in options dictionary")
    entries: list[tuple[str, Attribute]] = []
    if parser.consume_if("}") is None:
        entries.append(reader.entry())
        while parser.consume_if(",") is not None:
            entries.append(reader.entry())
        parser.expect("}", "expected '}' in options dictionary")
    names = [name for name, _ in entries]
    if len(set(names)) != len(names):
        op_error(parser, "duplicate keys found in options dictionary")
    return DictionaryAttr.get(entries), reader.operands


def print_apply_registered_pass_options(
    printer: OpPrinter, op: object, options: object, dynamic: object
) -> None:
    """``printApplyRegisteredPassOptions``: keys quoted (a ``StringAttr``
    streamed), a dynamic option printed as its operand."""
    if not isinstance(options, DictionaryAttr) or not len(options):
        return
    operands = list(dynamic) if isinstance(dynamic, (list, tuple)) else []

    def text(value: object) -> str:
        if getattr(value, "DIALECT_MNEMONIC", None) == _PARAM_OPERAND:
            index = getattr(getattr(value, "index", None), "value", None)
            if isinstance(index, int) and 0 <= index < len(operands):
                return printer.value_name(operands[index])
        if isinstance(value, ArrayAttr):
            return "[" + ", ".join(text(item) for item in value.elements) + "]"
        return printer.attr_str(value)

    body = ", ".join(f"{quoted(name)} = {text(value)}" for name, value in options.items)
    printer.write("{" + body + "}")


register_custom_directive(
    "ApplyRegisteredPassOptions",
    parse_apply_registered_pass_options,
    print_apply_registered_pass_options,
    "transform",
)
