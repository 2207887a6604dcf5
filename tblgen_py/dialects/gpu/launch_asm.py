"""``gpu.launch``'s hand-written syntax and verifiers (``LaunchOp::parse``,
``print``, ``verify``, ``verifyRegions`` in GPUDialect.cpp)::

    %t = gpu.launch async [%dep] clusters(%cx, %cy, %cz) in (%sx = %a, ...)
        blocks(%bx, %by, %bz) in (%gx = %a, %gy = %b, %gz = %c)
        threads(%tx, %ty, %tz) in (%x = %a, %y = %b, %z = %c)
        dynamic_shared_memory_size %m module(@m) function(@f)
        workgroup(%w : memref<...>) private(%p : memref<...>) { ... } {attrs}

The body's entry block takes the block and thread ids, the grid and block
sizes (and with clusters, the cluster ids and sizes), then the workgroup and
private attributions; ``workgroup_attributions`` counts the workgroup ones.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from tblgen_py.dialects.asm_support import (
    Argument,
    expect_keyword,
    merged_attrs,
    op_error,
    parse_argument,
    segment_sizes,
    set_attributes,
    set_property,
)
from tblgen_py.dialects.gpu.directives import parse_async_dependencies
from tblgen_py.dialects.gpu.verify import verify_attributions
from tblgen_py.runtime.ir.attributes import IntegerAttr
from tblgen_py.runtime.ir.operation import Operation
from tblgen_py.runtime.ir.region import Region
from tblgen_py.runtime.ir.types import IndexType, IntegerType
from tblgen_py.runtime.ir.value import Value
from tblgen_py.runtime.ir.verifier import (
    VerificationError,
    VerificationNote,
    VerifyError,
)
from tblgen_py.runtime.ods.hooks import implement_op
from tblgen_py.runtime.text.lexer import TokenKind
from tblgen_py.runtime.text.op_state import OperationState, UnresolvedOperand

if TYPE_CHECKING:
    from tblgen_py.runtime.text.parser import Parser
    from tblgen_py.runtime.text.printer import OpPrinter

CONFIG_ARGS = 12
"""``kNumConfigRegionAttributes``: block/thread ids, grid/block sizes."""

_SEGMENTS = "operandSegmentSizes"
_WORKGROUP = "workgroup_attributions"


def _parse_ids(parser: Parser) -> list[UnresolvedOperand]:
    """`(` %id `,` %id `,` %id `)` (no result numbers)."""
    parser.expect("(", "expected '('")
    ids = []
    while parser.tok.kind is TokenKind.PERCENT_IDENT:
        ids.append(parse_argument(parser, allow_type=False).name)
        if parser.consume_if(",") is None:
            break
    parser.expect(")", "expected ')'")
    return [i for i in ids if i is not None]


def _parse_size_assignment(
    parser: Parser,
) -> tuple[list[UnresolvedOperand], list[UnresolvedOperand], list[UnresolvedOperand]]:
    """``parseSizeAssignment``: (%ids) `in` (%arg = %size, x3): the sizes,
    the size arguments and the ids."""
    ids = _parse_ids(parser)
    expect_keyword(parser, "in")
    parser.expect("(", "expected '('")
    sizes, args = [], []
    for index in range(3):
        if index:
            parser.expect(",", "expected ','")
        tok = parser.tok
        if tok.kind is not TokenKind.PERCENT_IDENT:
            parser.error_wrong_token("expected SSA operand")
        parser.consume()
        args.append(UnresolvedOperand(tok.text, 0, tok.start))
        parser.expect("=", "expected '='")
        sizes.append(parser.parse_operand())
    parser.expect(")", "expected ')'")
    return sizes, args, ids


def _parse_symbol(parser: Parser, keyword: str, attrs: dict[str, object]) -> None:
    """(`keyword` `(` @symbol `)`)?."""
    if not parser.parse_optional_keyword(keyword):
        return
    parser.expect("(", "expected '('")
    attrs[keyword] = parser.parse_attribute()
    parser.expect(")", "expected ')'")


def _attributions(parser: Parser, keyword: str, entry: list[Argument]) -> None:
    """``parseAttributions``: `keyword` `(` %a : type, ... `)`, if present."""
    if not parser.parse_optional_keyword(keyword):
        return
    parser.expect("(", "expected '('")
    if parser.consume_if(")") is not None:
        return
    while True:
        entry.append(parse_argument(parser, allow_type=True))
        if parser.consume_if(",") is None:
            break
    parser.expect(")", "expected ')'")


@implement_op("gpu.launch", "parse")
def parse_launch(parser: Parser, state: OperationState) -> None:
    """``LaunchOp::parse``."""
    at = parser.tok.start
    token, deps = parse_async_dependencies(parser)
    named = sum(count for _, count, _ in state.result_names) > 0
    if token is not None and not named:
        op_error(parser, "needs to be named when marked 'async'", at)
    operands = [parser.resolve_operand(use, token) for use in deps]
    if named:
        state.result_types = [token]
    clusters = parser.parse_optional_keyword("clusters")
    names: list[UnresolvedOperand | None] = [None] * (18 if clusters else 12)
    sizes: list[UnresolvedOperand] = []
    cluster_sizes: list[UnresolvedOperand] = []
    if clusters:
        cluster_sizes, names[15:18], names[12:15] = _parse_size_assignment(parser)
    expect_keyword(parser, "blocks")
    grid, names[6:9], names[0:3] = _parse_size_assignment(parser)
    expect_keyword(parser, "threads")
    block, names[9:12], names[3:6] = _parse_size_assignment(parser)
    sizes = grid + block + cluster_sizes
    index = IndexType.get()
    operands += [parser.resolve_operand(use, index) for use in sizes]
    shared = parser.parse_optional_keyword("dynamic_shared_memory_size")
    if shared:
        use = parser.parse_operand()
        operands.append(parser.resolve_operand(use, IntegerType.get(32)))
    attrs: dict[str, object] = {}
    _parse_symbol(parser, "module", attrs)
    _parse_symbol(parser, "function", attrs)
    entry = [Argument(name, index) for name in names]
    _attributions(parser, "workgroup", entry)
    count = len(entry) - len(names)
    attrs[_WORKGROUP] = IntegerAttr.get(IntegerType.get(64), count)
    _attributions(parser, "private", entry)
    body = Region()
    parser.parse_region(body, [a.entry() for a in entry])
    attrs.update(parser.parse_optional_attr_dict())
    flags = [1 if clusters else 0] * 3
    set_attributes(parser, state, attrs)
    sizes_attr = segment_sizes(len(deps), 1, 1, 1, 1, 1, 1, *flags, int(shared))
    set_property(state, _SEGMENTS, sizes_attr)
    state.operands = operands
    state.regions = [body]


def _size_assignment(
    printer: OpPrinter,
    sizes: Sequence[Value],
    operands: Sequence[Value],
    ids: Sequence[Value],
) -> str:
    """``printSizeAssignment``."""
    name = printer.value_name
    pairs = ", ".join(f"{name(s)} = {name(v)}" for s, v in zip(sizes, operands))
    return f"({', '.join(name(i) for i in ids)}) in ({pairs})"


def _segments(op: Operation) -> list[int]:
    sizes = getattr(merged_attrs(op).get(_SEGMENTS), "values", None)
    return list(sizes) if sizes else [0, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0]


def _has_clusters(op: Operation) -> bool:
    return all(_segments(op)[7:10])


@implement_op("gpu.launch", "print")
def print_launch(op: Operation, printer: OpPrinter) -> None:
    """``LaunchOp::print``."""
    segments = _segments(op)
    values = [use.value for use in op.operand_uses]
    deps, rest = values[: segments[0]], values[segments[0] :]
    args = op.regions[0].blocks[0].arguments if op.regions[0].blocks else []
    text = ""
    if op.results:
        text += " async"
        if deps:
            text += " [" + ", ".join(printer.value_name(v) for v in deps) + "]"
    clusters = _has_clusters(op)
    if clusters and len(args) >= 18:
        text += " clusters" + _size_assignment(
            printer, args[15:18], rest[6:9], args[12:15]
        )
    if len(args) >= CONFIG_ARGS:
        text += " blocks" + _size_assignment(printer, args[6:9], rest[0:3], args[0:3])
        text += " threads" + _size_assignment(printer, args[9:12], rest[3:6], args[3:6])
    if segments[10]:
        text += " dynamic_shared_memory_size " + printer.value_name(values[-1])
    attrs = merged_attrs(op)
    for keyword in ("module", "function"):
        if attrs.get(keyword) is not None:
            text += f" {keyword}({printer.attr_str(attrs[keyword])})"
    printer.write(text)
    first = CONFIG_ARGS + (6 if clusters else 0)
    count = int(getattr(attrs.get(_WORKGROUP), "value", 0))
    _print_attributions(printer, "workgroup", args[first : first + count])
    _print_attributions(printer, "private", args[first + count :])
    printer.write(" ")
    printer.print_region(op.regions[0], False)
    elided = (_SEGMENTS, _WORKGROUP, "module", "function")
    printer.write(printer.attr_dict_str(attrs, elided))


def _print_attributions(
    printer: OpPrinter, keyword: str, values: Sequence[Value]
) -> None:
    if values:
        items = [
            f"{printer.value_name(v)} : {printer.type_str(v.type)}" for v in values
        ]
        printer.write(f" {keyword}(" + ", ".join(items) + ")")


@implement_op("gpu.launch", "hiddenEntryArgs")
def _entry_in_header(op: Operation) -> tuple[int, ...]:
    """The entry block's arguments print in the header."""
    return (0,)


@implement_op("gpu.launch", "verify")
def verify_launch(op: Operation) -> None:
    """``LaunchOp::verify``: the cluster sizes come in threes."""
    clusters = _segments(op)[7:10]
    if any(clusters) and not all(clusters):
        raise VerifyError("cluster size must be all present")


@implement_op("gpu.launch", "verify_regions")
def verify_launch_regions(op: Operation) -> None:
    """``LaunchOp::verifyRegions``."""
    body = op.regions[0]
    attrs = merged_attrs(op)
    count = int(getattr(attrs.get(_WORKGROUP), "value", 0))
    args = body.blocks[0].arguments if body.blocks else []
    if body.blocks and len(args) < CONFIG_ARGS + count:
        raise VerifyError("unexpected number of region arguments")
    first = CONFIG_ARGS + (6 if _has_clusters(op) else 0)
    verify_attributions(args[first : first + count], "workgroup")
    verify_attributions(args[first + count :], "private")
    for block in body.blocks:
        last = block.last_op
        if last is None or last.successors:
            continue
        if last.name != "gpu.terminator":
            raise VerificationError(
                "expected 'gpu.terminator' or a terminator with successors",
                last.location,
                last,
                [VerificationNote("in 'gpu.launch' body region", op.location)],
            )
