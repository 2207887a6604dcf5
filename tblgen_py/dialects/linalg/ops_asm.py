"""The hand-written syntax of ``linalg.map``, ``linalg.reduce``,
``linalg.transpose`` and ``linalg.broadcast`` (LinalgOps.cpp): ins/outs, the
short ``{ payload-op }`` form or an explicit region with its arguments, the
``dimensions``/``permutation`` arrays; their result and block argument names."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from tblgen_py.dialects.asm_support import (
    Argument,
    expect_keyword,
    merged_attrs,
    op_error,
    parse_argument,
    print_region_argument,
    set_attributes,
)
from tblgen_py.dialects.linalg.asm import parse_structured_parts, structured_parts
from tblgen_py.runtime.ir.attributes_dense import DenseArrayAttr
from tblgen_py.runtime.ir.operation import Operation
from tblgen_py.runtime.ir.region import Region
from tblgen_py.runtime.ir.types import IntegerType, RankedTensorType, ShapedType
from tblgen_py.runtime.ir.value import Value
from tblgen_py.runtime.ods.hooks import implement_op
from tblgen_py.runtime.text.lexer import TokenKind
from tblgen_py.runtime.text.op_state import OperationState

if TYPE_CHECKING:
    from tblgen_py.runtime.text.parser import Parser
    from tblgen_py.runtime.text.printer import OpPrinter

_I64 = IntegerType.get(64)
ARRAY_ATTR = {
    "linalg.reduce": "dimensions",
    "linalg.transpose": "permutation",
    "linalg.broadcast": "dimensions",
}
"""The dense i64 array each op spells as `name = [...]` after its operands."""


def _element(ty: object) -> object:
    return ty.element_type if isinstance(ty, ShapedType) else ty


def _parse_dst_style(parser: Parser, state: OperationState, op: str) -> None:
    """``parseDstStyleOp``: ins/outs (results: the ranked tensor outs), the
    op's array attribute, attr-dict?"""
    attrs: dict[str, object] = {}
    _, outs = parse_structured_parts(parser, state, attrs)
    state.properties = None  # no operandSegmentSizes: one input group, one init
    state.result_types = [t for t in outs if isinstance(t, RankedTensorType)]
    name = ARRAY_ATTR.get(op)
    if name is not None:
        expect_keyword(parser, name)
        parser.expect("=", "expected '='")
        parser.expect("[", "expected '['")
        values: list[int] = []
        if parser.consume_if("]") is None:
            while True:
                negative = parser.consume_if("-") is not None
                tok = parser.tok
                if tok.kind is not TokenKind.INTEGER:
                    op_error(parser, "expected integer value")
                parser.consume()
                values.append(-int(tok.text, 0) if negative else int(tok.text, 0))
                if parser.consume_if(",") is None:
                    break
            parser.expect("]", "expected ']'")
        attrs[name] = DenseArrayAttr.get(_I64, values)
    attrs.update(parser.parse_optional_attr_dict())
    set_attributes(parser, state, attrs)


def _payload_body(
    parser: Parser,
    state: OperationState,
    name: str,
    payload_attrs: dict[str, object],
    init_first: bool,
) -> Region:
    """``addBodyWithPayloadOp``: one block argument per operand's element
    type, the payload op over the inputs (the init first for a reduction),
    and a yield of its result."""
    region = Region()
    block = region.add_block()
    args = [block.add_argument(_element(v.type)) for v in state.operands]
    inputs = args[:-1]
    operands = [args[-1], *inputs] if init_first else inputs
    result = _element(state.operands[-1].type)
    cls = parser.context.op_classes.get(name, Operation)
    payload = cls.create(
        name,
        operands=operands,
        result_types=[result],
        attributes=dict(payload_attrs),
        location=state.location,
    )
    init = getattr(parser.context, "init_properties", None)
    if callable(init):
        init(payload)
    block.append(payload)
    yield_cls = parser.context.op_classes.get("linalg.yield", Operation)
    block.append(
        yield_cls.create(
            "linalg.yield", operands=list(payload.results), location=state.location
        )
    )
    return region


def _parse_region_with_args(parser: Parser) -> Region:
    parser.expect("(", "expected '('")
    args: list[Argument] = []
    if parser.consume_if(")") is None:
        while True:
            args.append(parse_argument(parser, allow_type=True, allow_attrs=True))
            if parser.consume_if(",") is None:
                break
        parser.expect(")", "expected ')'")
    region = Region()
    parser.parse_region(region, [a.entry() for a in args])
    return region


def _parse_mapping(parser: Parser, state: OperationState, init_first: bool) -> None:
    payload: str | None = None
    payload_attrs: dict[str, object] = {}
    if parser.consume_if("{") is not None:
        tok = parser.tok
        if tok.kind is not TokenKind.BARE_IDENT:
            parser.error_wrong_token("expected bare identifier or keyword")
        parser.consume()
        payload = tok.text
        payload_attrs = parser.parse_optional_attr_dict()
        parser.expect("}", "expected '}'")
    _parse_dst_style(parser, state, state.name)
    if payload is not None and not state.operands:
        region = Region()  # as MLIR: no body to build; the verifier reports it
    elif payload is not None:
        region = _payload_body(parser, state, payload, payload_attrs, init_first)
    else:
        region = _parse_region_with_args(parser)
    state.regions = [region]


@implement_op("linalg.map", "parse")
def parse_map(parser: Parser, state: OperationState) -> None:
    """(`{` payload-op attr-dict? `}`)? ins/outs attr-dict? (`(` args `)` region)?"""
    _parse_mapping(parser, state, False)


@implement_op("linalg.reduce", "parse")
def parse_reduce(parser: Parser, state: OperationState) -> None:
    """(`{` payload-op `}`)? ins/outs `dimensions` `=` `[` ints `]` attr-dict?
    (`(` args `)` region)?"""
    _parse_mapping(parser, state, True)


def _parse_copy_like(parser: Parser, state: OperationState) -> None:
    """ins/outs `name` `=` `[` ints `]` attr-dict?; the body yields the input."""
    _parse_dst_style(parser, state, state.name)
    region = Region()
    block = region.add_block()
    args = [block.add_argument(_element(v.type)) for v in state.operands]
    yield_cls = parser.context.op_classes.get("linalg.yield", Operation)
    block.append(
        yield_cls.create("linalg.yield", operands=args[:1], location=state.location)
    )
    state.regions = [region]


implement_op("linalg.transpose", "parse")(_parse_copy_like)
implement_op("linalg.broadcast", "parse")(_parse_copy_like)


def _find_payload(op: Operation, init_first: bool) -> Operation | None:
    """``findPayloadOp``: the one op before the yield, applied to the block's
    arguments in order (the init first for a reduction)."""
    block = op.regions[0].blocks[0]
    first = block.first_op
    if first is None or first.next is None or first.next.next is not None:
        return None
    args = list(block.arguments)
    expected = [args[-1], *args[:-1]] if init_first else args[:-1]
    operands = [use.value for use in first.operand_uses]
    if not operands or operands != expected:
        return None
    yielded = [use.value for use in first.next.operand_uses]
    if yielded != list(first.results):
        return None
    return first


def _short_form(printer: OpPrinter, payload: Operation) -> str:
    """``printShortForm``: `` { name attrs }`` (a ``none`` fastmath elided)."""
    attrs = merged_attrs(payload)
    elided = [
        key
        for key, value in attrs.items()
        if printer.attr_str(value) == "#arith.fastmath<none>"
    ][:1]
    return f" {{ {payload.name}{printer.attr_dict_str(attrs, tuple(elided))} }}"


def _array_text(op: Operation) -> tuple[str, tuple[str, ...]]:
    name = ARRAY_ATTR.get(op.name)
    if name is None:
        return "", ()
    values = getattr(op.get_attr(name), "values", ())
    return f" {name} = [{', '.join(str(v) for v in values)}] ", (name,)


def _print_mapping(op: Operation, printer: OpPrinter, init_first: bool) -> None:
    payload = _find_payload(op, init_first)
    text = _short_form(printer, payload) if payload is not None else ""
    text += structured_parts(printer, op)
    array, elided = _array_text(op)
    text += array + printer.attr_dict_str(merged_attrs(op), elided)
    printer.write(text)
    if payload is not None:
        return
    printer.indent += 2
    printer.write("\n" + " " * printer.indent + "(")
    for index, arg in enumerate(op.regions[0].blocks[0].arguments):
        if index:
            printer.write(", ")
        print_region_argument(printer, arg)
    printer.write(") ")
    printer.print_region(op.regions[0], False)
    printer.indent -= 2


@implement_op("linalg.map", "print")
def print_map(op: Operation, printer: OpPrinter) -> None:
    """``linalg.map { arith.addf } ins(...) outs(...)`` or with its region."""
    _print_mapping(op, printer, False)


@implement_op("linalg.reduce", "print")
def print_reduce(op: Operation, printer: OpPrinter) -> None:
    """``linalg.reduce { arith.addf } ins(...) outs(...) dimensions = [0]``."""
    _print_mapping(op, printer, True)


def _print_copy_like(op: Operation, printer: OpPrinter) -> None:
    """ins/outs, then `` name = [...] `` and the other attributes."""
    array, elided = _array_text(op)
    text = structured_parts(printer, op) + array
    printer.write(text + printer.attr_dict_str(merged_attrs(op), elided))


implement_op("linalg.transpose", "print")(_print_copy_like)
implement_op("linalg.broadcast", "print")(_print_copy_like)


def _no_regions(op: Operation) -> list[int]:
    return []


def _mapping_regions(op: Operation) -> list[int]:
    return [] if _find_payload(op, op.name == "linalg.reduce") else [0]


implement_op("linalg.transpose", "printedRegionOrder")(_no_regions)
implement_op("linalg.broadcast", "printedRegionOrder")(_no_regions)
implement_op("linalg.map", "printedRegionOrder")(_mapping_regions)
implement_op("linalg.reduce", "printedRegionOrder")(_mapping_regions)


def _namer(name: str) -> Callable[[Operation, Callable[[Value, str], None]], None]:
    def set_names(op: Operation, set_name: Callable[[Value, str], None]) -> None:
        if op.results:
            set_name(op.results[0], name)

    return set_names


for _op, _result in (
    ("linalg.map", "mapped"),
    ("linalg.reduce", "reduced"),
    ("linalg.transpose", "transposed"),
    ("linalg.broadcast", "broadcasted"),
):
    implement_op(_op, "getAsmResultNames")(_namer(_result))


def _in_init_names(op: Operation, region: Region, set_name: object) -> None:
    """Inputs' arguments are ``%in``, the inits' ``%init``."""
    args = region.blocks[0].arguments if region.blocks else []
    inputs = len(op._ods_operands(0))  # type: ignore[attr-defined]
    for index, arg in enumerate(args):
        set_name(arg, "in" if index < inputs else "init")  # type: ignore[operator]


implement_op("linalg.map", "getAsmBlockArgumentNames")(_in_init_names)
implement_op("linalg.reduce", "getAsmBlockArgumentNames")(_in_init_names)
