"""``linalg.contract``: MLIR writes it in C++ (LinalgOps.cpp)::

    %r = linalg.contract indexing_maps = [lhs, rhs, out]
        ins(%a, %b : ...) outs(%c : ...) -> t

The maps are required and always printed; the region is matmul's (the
operands cast to the output's element type, multiplied and accumulated).
The verifier asks for projected permutations of one iteration space, ranks
that match the operands, and a contracting dimension, each dimension of the
space used by the output or by both inputs."""

from __future__ import annotations

from typing import TYPE_CHECKING

from tblgen_py.dialects.asm_support import op_error
from tblgen_py.dialects.linalg.asm import NAMED_ELIDED, named_parser, print_named
from tblgen_py.dialects.linalg.matmul import BUILDER
from tblgen_py.dialects.linalg.structured import verify_structured
from tblgen_py.runtime.ir.affine import AffineDimExpr, AffineMap, AffineMapAttr
from tblgen_py.runtime.ir.attributes import ArrayAttr
from tblgen_py.runtime.ir.operation import Operation
from tblgen_py.runtime.ir.types import ShapedType
from tblgen_py.runtime.ir.verifier import PlainVerifyError
from tblgen_py.runtime.ods.hooks import implement_op
from tblgen_py.runtime.text.op_state import OperationState

if TYPE_CHECKING:
    from tblgen_py.runtime.text.parser import Parser
    from tblgen_py.runtime.text.printer import OpPrinter

_NAME = "linalg.contract"
_parse_named = named_parser(BUILDER)


def _parse_maps(parser: Parser) -> list[object]:
    """``parseIndexingMapsAttr``: (`indexing_maps` `=` array-attr)?, each
    element an affine map."""
    if not parser.parse_optional_keyword("indexing_maps"):
        return []
    parser.expect("=", "expected '='")
    found = parser.parse_attribute()
    maps = list(getattr(found, "elements", ()))
    if not isinstance(found, ArrayAttr) or not maps:
        op_error(parser, "expected 'indexing_maps' attribute")
    if not all(isinstance(m, AffineMapAttr) for m in maps):
        op_error(parser, "element of indexing_maps array is not an affine_map")
    return maps


@implement_op(_NAME, "parse")
def parse_contract(parser: Parser, state: OperationState) -> None:
    """``ContractOp::parse``."""
    maps = _parse_maps(parser)
    if not maps:
        op_error(parser, "expected 'indexing_maps' attribute")
    _parse_named(parser, state)
    props = dict(state.properties) if isinstance(state.properties, dict) else {}
    props["indexing_maps"] = ArrayAttr.get(maps)  # type: ignore[arg-type]
    state.properties = props


@implement_op(_NAME, "print")
def print_contract(op: Operation, printer: OpPrinter) -> None:
    """``ContractOp::print``: the maps, then the named-op form."""
    maps = getattr(op.get_attr("indexing_maps"), "elements", ())
    printer.write(
        " indexing_maps = [" + ", ".join(printer.attr_str(m) for m in maps) + "]"
    )
    print_named(op, printer, ("indexing_maps",))


@implement_op(_NAME, "unaliasedAttrs")
def _unaliased(op: Operation) -> tuple[str, ...]:
    """What the custom form does not print."""
    return NAMED_ELIDED


@implement_op(_NAME, "printedRegionOrder")
def _regions(op: Operation) -> list[int]:
    """The region is not printed."""
    return []


def _projected_permutation(amap: AffineMap) -> bool:
    """``isProjectedPermutation``: distinct dimensions only."""
    positions = [getattr(e, "position", None) for e in amap.results]
    if not all(isinstance(e, AffineDimExpr) for e in amap.results):
        return False
    return len(set(positions)) == len(positions)


def _occurrences(op: Operation) -> tuple[list[int], list[int]]:
    """``checkAffineMapAndType`` for each operand: how often each dimension
    accesses an input and the output."""
    maps = [m.value for m in getattr(op.get_attr("indexing_maps"), "elements", ())]
    types = [use.value.type for use in op.operand_uses]
    inputs: list[int] = []
    outputs: list[int] = []
    dims = -1
    for number, (amap, ty) in enumerate(zip(maps, types)):
        if not _projected_permutation(amap):
            raise PlainVerifyError("provided affine_map is not a projected permutation")
        if isinstance(ty, ShapedType):
            if len(amap.results) != len(ty.shape):
                raise PlainVerifyError(
                    "ranks of shaped operand and results of corresponding "
                    "affine_map differ"
                )
        elif amap.results:
            raise PlainVerifyError(
                "affine_map specifies shaped access while operand has non-shaped type"
            )
        if dims == -1:
            dims = amap.num_dims
            inputs, outputs = [0] * dims, [0] * dims
        elif dims != amap.num_dims:
            raise PlainVerifyError("iteration spaces of provided affine_maps differ")
        counts = inputs if number < 2 else outputs
        for expr in amap.results:
            counts[expr.position] += 1
    return inputs, outputs


@implement_op(_NAME, "LinalgOp")
def _verify_structured(op: Operation) -> None:
    """The structured-op interface's checks (run with the regions, after the
    op's own ``verify``)."""
    verify_structured(op)


@implement_op(_NAME, "verify")
def verify_contract(op: Operation) -> None:
    """``ContractOp::verify``."""
    inputs, outputs = _occurrences(op)
    contracting = False
    for index, (ins, outs) in enumerate(zip(inputs, outputs)):
        contracting |= ins == 2 and outs == 0
        if ins == 0 and outs == 0:
            raise PlainVerifyError(
                f"iteration space dim at index {index} not used to access any operand"
            )
        if ins == 1 and outs != 1:
            raise PlainVerifyError(
                f"iteration space dim at index {index} is neither a contracting dim "
                "nor of parallel iteration type"
            )
    if not contracting:
        raise PlainVerifyError("'indexing_maps' do not specify a contracting dimension")
