"""``linalg.matmul`` (and ``batch_matmul``, ``batch_reduce_matmul``): MLIR
writes them in C++ (LinalgOps.cpp), not OpDSL: the
named-op form with an optional ``indexing_maps = [...]`` (printed only when
not the default ``(m, k), (k, n) -> (m, n)``), its region builder (the
operands cast to the accumulator's type, multiplied and added, ``cast``
choosing the cast) and the indexing-map checks of its verifier."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from tblgen_py.dialects.asm_support import op_error
from tblgen_py.dialects.linalg.asm import NAMED_ELIDED, named_parser, print_named
from tblgen_py.dialects.linalg.opdsl import Builder, Step
from tblgen_py.dialects.linalg.structured import (
    verify_indexing_maps,
    verify_pure_semantics,
)
from tblgen_py.runtime.ir.affine import AffineDimExpr, AffineMap, AffineMapAttr
from tblgen_py.runtime.ir.attributes import ArrayAttr
from tblgen_py.runtime.ir.operation import Operation
from tblgen_py.runtime.ods.hooks import implement_op
from tblgen_py.runtime.text.op_state import OperationState

if TYPE_CHECKING:
    from tblgen_py.runtime.text.parser import Parser
    from tblgen_py.runtime.text.printer import OpPrinter

_ACC = "block.getArgument(2).getType()"
BUILDER = Builder(
    (
        Step("value1", "Type", "cast_signed", "cast", (_ACC, "block.getArgument(0)")),
        Step("value2", "Type", "cast_signed", "cast", (_ACC, "block.getArgument(1)")),
        Step("value3", "Binary", "mul", None, ("value1", "value2")),
        Step("value4", "Binary", "add", None, ("block.getArgument(2)", "value3")),
    ),
    ("value4",),
    3,
)
"""``MatmulOp::regionBuilder``."""


def _maps(num_dims: int, *results: tuple[int, ...]) -> ArrayAttr:
    dims = [AffineDimExpr.get(i) for i in range(num_dims)]
    maps = [AffineMap.get(num_dims, 0, [dims[d] for d in r]) for r in results]
    return ArrayAttr.get([AffineMapAttr.get(amap) for amap in maps])


def default_maps() -> ArrayAttr:
    """``MatmulOp::getDefaultIndexingMaps``: (m, k), (k, n) -> (m, n)."""
    return _maps(3, (0, 2), (2, 1), (0, 1))


DEFAULT_MAPS: dict[str, Callable[[], ArrayAttr]] = {
    "linalg.matmul": default_maps,
    "linalg.batch_matmul": lambda: _maps(4, (0, 1, 3), (0, 3, 2), (0, 1, 2)),
    "linalg.batch_reduce_matmul": lambda: _maps(4, (0, 1, 3), (0, 3, 2), (1, 2)),
}
"""The matmul-like ops MLIR writes in C++ (the same syntax and region
builder), with their ``getDefaultIndexingMaps``: (batch, m, n, k) dims for
the batch variants."""

_parse_named = named_parser(BUILDER)


def _defaults(op_name: str) -> ArrayAttr:
    return DEFAULT_MAPS[op_name]()


def parse_matmul(parser: Parser, state: OperationState) -> None:
    """(`indexing_maps` `=` `[` maps `]`)? then the named-op form."""
    maps: list[object] = []
    if parser.parse_optional_keyword("indexing_maps"):
        parser.expect("=", "expected '='")
        parser.expect("[", "expected '['")
        while True:
            maps.append(parser.parse_attribute())
            if parser.consume_if(",") is None:
                break
        parser.expect("]", "expected ']'")
        if not all(isinstance(m, AffineMapAttr) for m in maps):
            op_error(parser, "element of indexing_maps array is not an affine_map")
    _parse_named(parser, state)
    props = dict(state.properties) if isinstance(state.properties, dict) else {}
    props["indexing_maps"] = ArrayAttr.get(maps) if maps else _defaults(state.name)  # type: ignore[arg-type]
    state.properties = props


def _is_default(op: Operation) -> bool:
    return op.get_attr("indexing_maps") == _defaults(op.name)


def print_matmul(op: Operation, printer: OpPrinter) -> None:
    """``linalg.matmul indexing_maps = [...] ins(...) outs(...) -> t``."""
    if not _is_default(op):
        maps = getattr(op.get_attr("indexing_maps"), "elements", ())
        printer.write(
            " indexing_maps = [" + ", ".join(printer.attr_str(m) for m in maps) + "]"
        )
    print_named(op, printer, ("indexing_maps",))


def _matmul_unaliased(op: Operation) -> tuple[str, ...]:
    """What the custom form does not print."""
    return (*NAMED_ELIDED, "indexing_maps") if _is_default(op) else NAMED_ELIDED


def _matmul_regions(op: Operation) -> list[int]:
    """The region is not printed."""
    return []


def verify_matmul(op: Operation) -> None:
    """The structured interface's checks (run with the regions, after
    ``DestinationStyleOpInterface``): tensor/buffer semantics, then the
    indexing maps against the operands (MLIR's extra checks of user-defined
    maps, ``MatmulOp::verify``, are not ported)."""
    verify_pure_semantics(op)
    verify_indexing_maps(op)


def verify_own(op: Operation) -> None:
    """``MatmulOp::verify``: nothing for the default maps; its checks of
    user-defined maps (``verifyExtendedMatmulSemantic``) are not ported."""


for _name in DEFAULT_MAPS:
    implement_op(_name, "parse")(parse_matmul)
    implement_op(_name, "print")(print_matmul)
    implement_op(_name, "unaliasedAttrs")(_matmul_unaliased)
    implement_op(_name, "printedRegionOrder")(_matmul_regions)
    implement_op(_name, "verify")(verify_own)
    implement_op(_name, "LinalgOp")(verify_matmul)
