"""Helpers shared by the dialects' hand-written parsers and printers.

The ports of MLIR's C++ ``parse``/``print`` methods fill an ``OperationState``
and write through the ``OpPrinter``; these helpers do what MLIR's
``OpAsmParser``/``OpAsmPrinter`` do for them beyond the runtime's basics:
inherent attributes go to the op's properties, the attribute dictionary
printed merges properties and discardable attributes, region arguments print
with their attributes and locations.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING, NoReturn

from tblgen_py.runtime.ir.attributes import DictionaryAttr
from tblgen_py.runtime.ir.attributes_dense import DenseArrayAttr
from tblgen_py.runtime.ir.operation import IsTerminator, Operation
from tblgen_py.runtime.ir.region import Region
from tblgen_py.runtime.ir.types import FunctionType, IntegerType
from tblgen_py.runtime.ir.value import Value
from tblgen_py.runtime.text.lexer import TokenKind
from tblgen_py.runtime.text.op_state import OperationState, UnresolvedOperand

if TYPE_CHECKING:
    from tblgen_py.runtime.text.parser import Parser
    from tblgen_py.runtime.text.printer import OpPrinter

__all__ = [
    "Argument",
    "inherent_names",
    "merged_attrs",
    "parse_argument",
    "parse_optional_argument",
    "parse_untyped_argument_list",
    "print_region_argument",
    "set_attributes",
]


class Argument:
    """``OpAsmParser::Argument``: an SSA name, its type, attributes, location."""

    __slots__ = ("name", "type", "attrs", "loc")

    def __init__(
        self,
        name: UnresolvedOperand | None,
        type: object,
        attrs: DictionaryAttr | None = None,
        loc: object = None,
    ) -> None:
        self.name = name
        self.type = type
        self.attrs = attrs
        self.loc = loc

    def entry(self) -> tuple[UnresolvedOperand, object, object]:
        """The ``(use, type, loc)`` triple ``parse_region`` takes."""
        assert self.name is not None
        return self.name, self.type, self.loc


def inherent_names(parser: Parser, name: str) -> tuple[str, ...]:
    """The inherent attribute names of the op class registered as ``name``."""
    cls = parser.context.op_classes.get(name)
    specs = getattr(cls, "_ODS_ATTRIBUTES", ())
    return tuple(spec.name for spec in specs)


_INHERENT: dict[object, frozenset[str]] = {}
"""``set_attributes``' inherent names by op class (classes are not
redefined: a class's attribute specs are fixed when it is made)."""


def set_attributes(
    parser: Parser, state: OperationState, attrs: dict[str, object]
) -> None:
    """Store ``attrs`` in ``state``: inherent ones as properties, others as
    discardable attributes (as MLIR does for ops with properties)."""
    cls = parser.context.op_classes.get(state.name)
    inherent = _INHERENT.get(cls)
    if inherent is None:
        inherent = _INHERENT[cls] = frozenset(inherent_names(parser, state.name))
    props = dict(state.properties) if isinstance(state.properties, dict) else {}
    rest = dict(state.attributes)
    for key, value in attrs.items():
        if key in inherent:
            props[key] = value
        else:
            rest[key] = value
    state.properties = props or None
    state.attributes = rest


def merged_attrs(op: Operation) -> dict[str, object]:
    """An op's properties and discardable attributes in one dictionary."""
    merged: dict[str, object] = {}
    if isinstance(op.properties, dict):
        merged.update(op.properties)
    merged.update(op.attributes)
    return merged


def parse_argument(
    parser: Parser, allow_type: bool = True, allow_attrs: bool = False
) -> Argument:
    """``%name`` (`:` type)? attr-dict? loc? (``OpAsmParser::parseArgument``)."""
    tok = parser.tok
    if tok.kind is not TokenKind.PERCENT_IDENT:
        parser.error_wrong_token("expected SSA operand")
    parser.consume()
    if parser.tok.kind is TokenKind.HASH_IDENT:
        parser.error("result number not allowed in argument list")
    use = UnresolvedOperand(tok.text, 0, tok.start)
    ty: object = None
    if allow_type:
        parser.expect(":", "expected ':'")
        ty = parser.parse_type()
    attrs = None
    if allow_attrs and parser.tok.text == "{":
        attrs = parser.parse_attribute_dict()
    loc = parser.parse_optional_location()
    return Argument(use, ty, attrs, loc)


def parse_optional_argument(
    parser: Parser, allow_type: bool = True, allow_attrs: bool = False
) -> Argument | None:
    """An argument if a ``%name`` starts here."""
    if parser.tok.kind is not TokenKind.PERCENT_IDENT:
        return None
    return parse_argument(parser, allow_type, allow_attrs)


def parse_untyped_argument_list(parser: Parser, context: str = "") -> list[Argument]:
    """``(`` ``%name``, ... ``)``, possibly empty, without types
    (``parseArgumentList(args, Delimiter::Paren)``); ``context`` ends the
    messages of a missing parenthesis (`` in argument list``, as some ops
    word them)."""
    parser.expect("(", f"expected '('{context}")
    args: list[Argument] = []
    if parser.consume_if(")") is not None:
        return args
    while True:
        args.append(parse_argument(parser, allow_type=False))
        if parser.consume_if(",") is None:
            break
    parser.expect(")", f"expected ')'{context}")
    return args


def print_region_argument(
    printer: OpPrinter,
    arg: Value,
    attrs: DictionaryAttr | None = None,
    omit_type: bool = False,
) -> None:
    """``%arg: type {attrs}`` and, with debug info, ``loc(...)``."""
    text = printer.value_name(arg)
    if not omit_type:
        text += ": " + printer.type_str(arg.type)
    if attrs is not None and len(attrs):
        text += printer.attr_dict_str(dict(attrs.items))
    text += printer.location_str(getattr(arg, "location", None), allow_alias=False)
    printer.write(text)


def print_value_list(printer: OpPrinter, values: Iterable[Value]) -> str:
    """``%a, %b`` for ``values``."""
    return ", ".join(printer.value_name(v) for v in values)


def type_list(printer: OpPrinter, types: Sequence[object]) -> str:
    """``t1, t2``."""
    return ", ".join(printer.type_str(t) for t in types)


def ensure_terminator(
    parser: Parser, region: Region, name: str, location: object, body: bool = False
) -> None:
    """``SingleBlockImplicitTerminator::ensureTerminator``: give the region's
    last block a ``name`` op at ``location`` unless it ends in a terminator
    (an empty region gets one block; ``body``: the terminator's builder gives
    it one region with an empty block)."""
    if not region.blocks:
        region.add_block()
    block = region.blocks[-1]
    last = block.last_op
    if last is not None and IsTerminator in type(last).traits:
        return
    cls = parser.context.op_classes.get(name, Operation)
    regions = []
    if body:
        regions.append(Region())
        regions[0].add_block()
    block.append(cls.create(name, regions=regions, location=location))


def parse_assignment_list(
    parser: Parser,
) -> tuple[list[Argument], list[UnresolvedOperand]]:
    """``(`` %arg `=` %value (`,` ...)* ``)`` (``parseAssignmentList``)."""
    parser.expect("(", "expected '('")
    args: list[Argument] = []
    values: list[UnresolvedOperand] = []
    if parser.consume_if(")") is not None:
        return args, values
    while True:
        args.append(parse_argument(parser, allow_type=False))
        parser.expect("=", "expected '='")
        values.append(parser.parse_operand())
        if parser.consume_if(",") is None:
            break
    parser.expect(")", "expected ')'")
    return args, values


def initialization_list(
    printer: OpPrinter, args: Sequence[Value], inits: Sequence[Value], prefix: str
) -> str:
    """``<prefix>(%inner = %outer, ...)``, or nothing without arguments."""
    if not args:
        return ""
    pairs = ", ".join(
        printer.value_name(a) + " = " + printer.value_name(v)
        for a, v in zip(args, inits)
    )
    return prefix + "(" + pairs + ")"


def arrow_type_list(printer: OpPrinter, types: Sequence[object]) -> str:
    """``printOptionalArrowTypeList``: `` -> t`` or `` -> (t1, t2)``."""
    if not types:
        return ""
    if len(types) == 1 and not isinstance(types[0], FunctionType):
        return " -> " + printer.type_str(types[0])
    return " -> (" + type_list(printer, types) + ")"


def functional_type(
    printer: OpPrinter, inputs: Sequence[object], results: Sequence[object]
) -> str:
    """``printFunctionalType``: ``(ins) -> out`` or ``(ins) -> (outs)``."""
    text = "(" + type_list(printer, inputs) + ") -> "
    if len(results) == 1 and not isinstance(results[0], FunctionType):
        return text + printer.type_str(results[0])
    return text + "(" + type_list(printer, results) + ")"


def parse_operand_list_in(
    parser: Parser, delimiter: str = "("
) -> list[UnresolvedOperand]:
    """``(`` operands ``)`` (or ``[...]``) with a possibly empty list."""
    closing = {"(": ")", "[": "]"}[delimiter]
    parser.expect(delimiter, f"expected '{delimiter}'")
    uses = parser.parse_operand_list()
    parser.expect(closing, f"expected '{closing}'")
    return uses


def segment_sizes(*sizes: int) -> DenseArrayAttr:
    """An ``operandSegmentSizes`` value."""
    return DenseArrayAttr.get(IntegerType.get(32), list(sizes))


def set_property(state: OperationState, name: str, value: object) -> None:
    """Add one property to ``state``."""
    props = dict(state.properties) if isinstance(state.properties, dict) else {}
    props[name] = value
    state.properties = props


def name_offset(parser: Parser) -> int:
    """Where the name of the op being parsed starts (``getNameLoc``)."""
    offsets = parser.name_offsets
    return offsets[-1] if offsets else parser.tok.start


def op_error(parser: Parser, message: str, at: int | None = None) -> NoReturn:
    """An error a custom parser emits (``OpAsmParser::emitError``): MLIR
    prefixes it with ``custom op '<name>'``; ``at`` defaults to the current
    token."""
    names = parser.op_names
    prefix = f"custom op '{names[-1]}' " if names else ""
    parser.error(prefix + message, parser.tok.start if at is None else at)


def parse_operands_exactly(parser: Parser, count: int) -> list[UnresolvedOperand]:
    """``parseOperandList(operands, count)``: a comma list of operands, with
    "expected N operands" at its start when there are not exactly ``count``."""
    at = parser.tok.start
    if parser.tok.kind is not TokenKind.PERCENT_IDENT:
        if parser.tok.text in ("(", "["):
            parser.error("unexpected delimiter", at)
        parser.error_wrong_token("expected operand")
    uses = [parser.parse_operand()]
    while parser.consume_if(",") is not None:
        uses.append(parser.parse_operand())
    if len(uses) != count:
        op_error(parser, f"expected {count} operands", at)
    return uses


def expect_keyword(parser: Parser, keyword: str) -> None:
    """``parseKeyword``: the keyword, or an error at the current token."""
    if not parser.parse_optional_keyword(keyword):
        op_error(parser, f"expected '{keyword}'")


def parse_any_keyword(parser: Parser) -> str:
    """``parseKeyword(&keyword)``: any bare identifier, or MLIR's error at the
    current token."""
    if parser.tok.kind is not TokenKind.BARE_IDENT:
        parser.error_wrong_token("expected valid keyword")
    return parser.consume().text


def resolve_operands(
    parser: Parser,
    uses: Sequence[UnresolvedOperand],
    types: Sequence[object],
    at: int,
) -> list[Value]:
    """``resolveOperands`` with its count check (a custom op error at ``at``)."""
    return parser.resolve_operands(uses, types, at)


def function_type_of(parser: Parser, found: object, at: int) -> FunctionType:
    """``found``, read where ``parseType<FunctionType>`` (or
    ``parseColonType``) expects a function type: another kind is a custom op
    error at ``at``."""
    if not isinstance(found, FunctionType):
        op_error(
            parser,
            "invalid kind of type specified: expected builtin.function, "
            f"but found '{found}'",
            at,
        )
    return found


def resolve_inits(
    parser: Parser, inits: Sequence[UnresolvedOperand], fn: FunctionType, at: int
) -> list[Value]:
    """The initial values of a ``(%a = %v, ...) : function-type`` header,
    resolved with the function type's inputs (a count mismatch is a custom op
    error at ``at``)."""
    if len(fn.inputs) != len(inits):
        op_error(
            parser,
            "expected as many input types as operands "
            f"(expected {len(inits)} got {len(fn.inputs)})",
            at,
        )
    return [parser.resolve_operand(u, t) for u, t in zip(inits, fn.inputs)]


def parse_integer(parser: Parser) -> int:
    """``parseInteger``: an optionally negative integer literal."""
    negative = parser.consume_if("-") is not None
    tok = parser.tok
    if tok.kind is not TokenKind.INTEGER:
        op_error(parser, "expected integer value")
    parser.consume()
    return -int(tok.text, 0) if negative else int(tok.text, 0)


def print_op_only(printer: OpPrinter, op: Operation) -> None:
    """``printCustomOrGenericOp``: the op without its results and location."""
    custom = None if printer.options.generic else getattr(op, "print", None)
    if custom is None:
        printer.print_generic(op)
        return
    name = op.name
    prefix = printer.dialects[-1] + "."
    if name.count(".") == 1 and name.startswith(prefix):
        name = name[len(prefix) :]
    printer.write(name)
    custom(printer)


def attr_from_text(parser: Parser, text: str) -> object:
    """The attribute ``text`` spells, in the parser's context (a dialect
    attribute the context has no class for stays opaque, as in the input)."""
    sub = type(parser)(text, parser.context)
    return sub.parse_attribute()
