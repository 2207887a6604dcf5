"""The hand-written syntax of the ``tosa`` ops with enum attributes (MLIR's
``parseWithEnumHandling``/``printWithNanPropagationHandling``/
``printWithEnumHandling`` in ``TosaOps.cpp``): operands, an attribute
dictionary whose ``nan_mode``/``rounding_mode``/``mode`` entries may be bare
enum keywords (``{nan_mode = IGNORE}``), then a function type.  The NaN
variants leave out ``nan_mode = PROPAGATE``, the default."""

from __future__ import annotations

from typing import TYPE_CHECKING

from tblgen_py.dialects.asm_support import (
    attr_from_text,
    function_type_of,
    functional_type,
    merged_attrs,
    op_error,
    resolve_operands,
    set_attributes,
)

from tblgen_py.runtime.ir.operation import Operation
from tblgen_py.runtime.ods.hooks import implement_op
from tblgen_py.runtime.text.lexer import MLIRParseError, TokenKind
from tblgen_py.runtime.text.op_state import OperationState
from tblgen_py.runtime.text.ssa_names import print_attr_name

if TYPE_CHECKING:
    from tblgen_py.runtime.text.parser import Parser
    from tblgen_py.runtime.text.printer import OpPrinter

NAN_MODE = ("nan_mode", "nan_mode")
ROUNDING_MODE = ("rounding_mode", "rounding_mode")
RESIZE_MODE = ("mode", "resize_mode")
"""(attribute name, enum attribute mnemonic) of each bare-keyword entry."""

_ENUM_MNEMONICS = ("nan_mode", "rounding_mode", "resize_mode")


def _parse_entry(parser: Parser, bare: tuple[str, str]) -> tuple[str, object]:
    """``parseAttrEntryWithEnumHandling``: name `=` (bare enum keyword | attribute)."""
    tok = parser.tok
    if tok.kind is not TokenKind.BARE_IDENT:
        parser.error_wrong_token("expected valid keyword")
    parser.consume()
    parser.expect("=", "expected '='")
    name, mnemonic = bare
    if tok.text == name and parser.tok.kind is TokenKind.BARE_IDENT:
        keyword = parser.consume().text
        try:
            value = attr_from_text(parser, f"#tosa.{mnemonic}<{keyword}>")
        except MLIRParseError:
            parser.error(f"invalid {name} value: {keyword}")
        return tok.text, value
    return tok.text, parser.parse_attribute()


def parse_with_enum_handling(
    parser: Parser, state: OperationState, bare: tuple[str, str]
) -> None:
    """%a, %b (`{` entries `}`)? `:` function-type."""
    uses = [parser.parse_operand()]
    while parser.consume_if(",") is not None:
        uses.append(parser.parse_operand())
    attrs: dict[str, object] = {}
    if parser.consume_if("{") is not None and parser.consume_if("}") is None:
        while True:
            key, value = _parse_entry(parser, bare)
            attrs[key] = value
            if parser.consume_if(",") is None:
                break
        parser.expect("}", "expected '}'")
    at = parser.tok.start
    fn = function_type_of(parser, parser.parse_colon_type(), at)
    state.operands = resolve_operands(parser, uses, list(fn.inputs), parser.tok.start)
    state.result_types = [fn.results[0]]
    set_attributes(parser, state, attrs)


def _entry_text(printer: OpPrinter, name: str, value: object) -> str:
    """``printNamedAttr``: a tosa enum attribute as its bare keyword."""
    if getattr(value, "DIALECT", None) == "tosa" and (
        getattr(value, "MNEMONIC", None) in _ENUM_MNEMONICS
    ):
        text = printer.attr_str(value)
        return f"{name} = {text[text.index('<') + 1 : -1]}"
    return f"{print_attr_name(name)} = {printer.attr_str(value)}"


def print_with_enum_handling(
    op: Operation, printer: OpPrinter, elide_default_nan: bool
) -> None:
    """Operands, the attributes (sorted, enum values bare), the function type."""
    values = [use.value for use in op.operand_uses]
    text = " " + ", ".join(printer.value_name(v) for v in values)
    attrs = merged_attrs(op)
    if elide_default_nan:
        for name in sorted(attrs):
            value = attrs[name]
            if getattr(value, "MNEMONIC", None) == "nan_mode" and printer.attr_str(
                value
            ).endswith("<PROPAGATE>"):
                del attrs[name]
                break
    if attrs:
        entries = [_entry_text(printer, name, attrs[name]) for name in sorted(attrs)]
        text += " {" + ", ".join(entries) + "}"
    results = [r.type for r in op.results]
    text += " : " + functional_type(printer, [v.type for v in values], results)
    printer.write(text)


def _nan_parse(parser: Parser, state: OperationState) -> None:
    parse_with_enum_handling(parser, state, NAN_MODE)


def _nan_print(op: Operation, printer: OpPrinter) -> None:
    print_with_enum_handling(op, printer, True)


def _rounding_parse(parser: Parser, state: OperationState) -> None:
    parse_with_enum_handling(parser, state, ROUNDING_MODE)


def _plain_print(op: Operation, printer: OpPrinter) -> None:
    print_with_enum_handling(op, printer, False)


def _resize_parse(parser: Parser, state: OperationState) -> None:
    parse_with_enum_handling(parser, state, RESIZE_MODE)


_NAN_OPS = (
    "tosa.argmax",
    "tosa.clamp",
    "tosa.max_pool2d",
    "tosa.maximum",
    "tosa.minimum",
    "tosa.reduce_max",
    "tosa.reduce_min",
)
for _name in _NAN_OPS:
    implement_op(_name, "parse")(_nan_parse)
    implement_op(_name, "print")(_nan_print)
for _name in ("tosa.apply_scale", "tosa.rescale"):
    implement_op(_name, "parse")(_rounding_parse)
    implement_op(_name, "print")(_plain_print)
implement_op("tosa.resize", "parse")(_resize_parse)
implement_op("tosa.resize", "print")(_plain_print)
