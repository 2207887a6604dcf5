"""``linalg.elementwise``: MLIR writes it in C++ (LinalgOps.cpp)::

    %r = linalg.elementwise kind=#linalg.elementwise_kind<add>
        (indexing_maps = [...])? ins(...) outs(...) -> t

The kind names one unary, binary or ternary function of OpDSL (its case
number says which: below ``LastUnary`` unary, below ``LastBinary`` binary,
else ternary); the region applies it to the block's inputs.  The indexing
maps default to identities over the result's rank and print only when
they differ."""

from __future__ import annotations

from typing import TYPE_CHECKING

from tblgen_py.dialects.asm_support import op_error
from tblgen_py.dialects.linalg.asm import NAMED_ELIDED, named_parser, print_named
from tblgen_py.dialects.linalg.opdsl import Builder, Step
from tblgen_py.dialects.linalg.structured import verify_structured
from tblgen_py.runtime.ir.affine import AffineMap, AffineMapAttr
from tblgen_py.runtime.ir.attributes import ArrayAttr
from tblgen_py.runtime.ir.operation import Operation
from tblgen_py.runtime.ir.types import ShapedType
from tblgen_py.runtime.ods.enums import dialect_attr_text
from tblgen_py.runtime.ods.hooks import implement_op
from tblgen_py.runtime.text.op_state import OperationState

if TYPE_CHECKING:
    from tblgen_py.runtime.text.parser import Parser
    from tblgen_py.runtime.text.printer import OpPrinter

_NAME = "linalg.elementwise"
_KINDS = ("Unary", "Binary", "Ternary")


def _arity(kind: object) -> int:
    """``getArityGroupAndKind``: 1, 2 or 3 from the kind's case number."""
    from tblgen_py.dialects import linalg

    limits = linalg.ElementwiseCaseLimits
    number = int(getattr(getattr(kind, "value", None), "value", 0))
    if number < limits.LastUnary.value:
        return 1
    return 2 if number < limits.LastBinary.value else 3


def builder(kind: object) -> Builder:
    """``ElementwiseOp::regionBuilder``: the kind's function of the inputs."""
    arity = _arity(kind)
    name = dialect_attr_text(kind, "linalg", "elementwise_kind")
    args = tuple(f"block.getArgument({i})" for i in range(arity))
    step = Step("value1", _KINDS[arity - 1], name, None, args)
    return Builder((step,), ("value1",), arity + 1)


def _identities(count: int, rank: int) -> ArrayAttr:
    amap = AffineMapAttr.get(AffineMap.identity(rank))
    return ArrayAttr.get([amap] * count)


def _parse_maps(parser: Parser) -> list[object]:
    """(`indexing_maps` `=` `[` affine-map, ... `]`)?."""
    maps: list[object] = []
    if not parser.parse_optional_keyword("indexing_maps"):
        return maps
    parser.expect("=", "expected '='")
    parser.expect("[", "expected '['")
    while True:
        maps.append(parser.parse_attribute())
        if not isinstance(maps[-1], AffineMapAttr):
            op_error(parser, "expected affine map attribute")
        if parser.consume_if(",") is None:
            break
    parser.expect("]", "expected ']'")
    return maps


@implement_op(_NAME, "parse")
def parse_elementwise(parser: Parser, state: OperationState) -> None:
    """``ElementwiseOp::parse``."""
    if not parser.parse_optional_keyword("kind"):
        op_error(parser, "expected 'kind'")
    parser.expect("=", "expected '='")
    kind = parser.parse_attribute()
    try:
        dialect_attr_text(kind, "linalg", "elementwise_kind")
    except ValueError:
        op_error(parser, "expected ElementwiseKind attribute")
    maps = _parse_maps(parser)
    named_parser(builder(kind))(parser, state)
    props = dict(state.properties) if isinstance(state.properties, dict) else {}
    props["kind"] = kind
    if not maps:
        out = state.operands[-1].type if state.operands else None
        if not isinstance(out, ShapedType):
            op_error(parser, "return type needs to be shaped type")
        props["indexing_maps"] = _identities(_arity(kind) + 1, len(out.shape))
    else:
        props["indexing_maps"] = ArrayAttr.get(maps)  # type: ignore[arg-type]
    state.properties = props


def _is_default(op: Operation) -> bool:
    outs = op.operand_uses[-1].value.type if op.operand_uses else None
    rank = len(outs.shape) if isinstance(outs, ShapedType) else 0
    kind = op.get_attr("kind")
    return op.get_attr("indexing_maps") == _identities(_arity(kind) + 1, rank)


@implement_op(_NAME, "print")
def print_elementwise(op: Operation, printer: OpPrinter) -> None:
    """``ElementwiseOp::print``."""
    printer.write(" kind=" + printer.attr_str(op.get_attr("kind")))
    if not _is_default(op):
        maps = getattr(op.get_attr("indexing_maps"), "elements", ())
        printer.write(
            " indexing_maps = [" + ", ".join(printer.attr_str(m) for m in maps) + "]"
        )
    print_named(op, printer, ("kind", "indexing_maps"))


@implement_op(_NAME, "unaliasedAttrs")
def _unaliased(op: Operation) -> tuple[str, ...]:
    """What the custom form does not print."""
    if _is_default(op):
        return (*NAMED_ELIDED, "indexing_maps")
    return NAMED_ELIDED


@implement_op(_NAME, "printedRegionOrder")
def _regions(op: Operation) -> list[int]:
    """The region is not printed."""
    return []


@implement_op(_NAME, "LinalgOp")
def verify_elementwise(op: Operation) -> None:
    """MLIR leaves the checks to the structured-op interface: the indexing
    maps against the operands, the body's arguments."""
    verify_structured(op)
