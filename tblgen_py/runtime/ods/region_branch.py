"""``RegionBranchOpInterface``: MLIR's generic verifier of region control flow.

The op describes its edges with two interface methods (hooks):

- ``getSuccessorRegions(op, point)``: where control goes from ``point`` (None:
  the op itself, on entry; an int: the region whose terminator branches), as
  ``RegionSuccessor``s (a region index, or None for the op's results, and the
  values receiving the forwarded operands);
- ``getEntrySuccessorOperands(op, successor)``: the op's operands forwarded to
  ``successor`` on entry (default: none).

Terminators (``RegionBranchTerminatorOpInterface``) forward values with
``getSuccessorOperands(terminator, successor)``; a ``ReturnLike`` one without
that hook forwards all its operands.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from tblgen_py.runtime.ir.operation import Operation
from tblgen_py.runtime.ir.value import Value
from tblgen_py.runtime.ir.verifier import VerifyError
from tblgen_py.runtime.ods import hooks
from tblgen_py.runtime.ods.interface_methods import (
    as_list,
    missing,
    types_compatible,
)

if TYPE_CHECKING:
    from tblgen_py.runtime.ods.opbase import OpView

INTERFACE = "RegionBranchOpInterface"
TERMINATOR_INTERFACE = "RegionBranchTerminatorOpInterface"


@dataclass(frozen=True)
class RegionSuccessor:
    """A successor of a region branch point: a region (None: the parent op)."""

    region: int | None
    inputs: Sequence[Value]


def successor_regions(op: OpView, point: int | None) -> list[RegionSuccessor]:
    """``getSuccessorRegions`` of ``op`` from ``point``."""
    fn = hooks.lookup(type(op), "getSuccessorRegions")
    if fn is None:
        raise missing(op, "getSuccessorRegions", INTERFACE)
    return as_list(fn(op, point), RegionSuccessor)


def entry_successor_operands(op: OpView, successor: int | None) -> list[Value]:
    """``getEntrySuccessorOperands`` (default: no operands)."""
    fn = hooks.lookup(type(op), "getEntrySuccessorOperands")
    return [] if fn is None else as_list(fn(op, successor), Value)


def is_region_terminator(op: Operation | None) -> bool:
    """Whether ``op`` implements ``RegionBranchTerminatorOpInterface``."""
    names = getattr(type(op), "ODS_TRAITS", ())
    return op is not None and (TERMINATOR_INTERFACE in names or "ReturnLike" in names)


def terminator_operands(term: Operation, successor: int | None) -> list[Value]:
    """``getSuccessorOperands`` of a region terminator (ReturnLike: all)."""
    fn = hooks.lookup(type(term), "getSuccessorOperands")
    if fn is not None:
        return as_list(fn(term, successor), Value)
    if "ReturnLike" in getattr(type(term), "ODS_TRAITS", ()):
        return [use.value for use in term.operand_uses]
    raise missing(term, "getSuccessorOperands", TERMINATOR_INTERFACE)


def branch_points(op: OpView) -> list[Operation | None]:
    """The parent (None), then every region terminator, in region order."""
    points: list[Operation | None] = [None]
    for region in op.regions:
        for block in region.blocks:
            if is_region_terminator(block.last_op):
                points.append(block.last_op)
    return points


def verify_region_branch(op: OpView) -> None:
    """Operands forwarded along every edge match the successor's inputs."""
    for point in branch_points(op):
        region = None if point is None else _region_number(op, point)
        for successor in successor_regions(op, region):
            if point is None:
                operands = entry_successor_operands(op, successor.region)
            else:
                operands = terminator_operands(point, successor.region)
            inputs = list(successor.inputs)
            edge = _edge_name(point, successor)
            if len(operands) != len(inputs):
                raise VerifyError(
                    f"along control flow edge from {edge}: region branch point "
                    f"has {len(operands)} operands, but region successor needs "
                    f"{len(inputs)} inputs"
                )
            for index, (value, target) in enumerate(zip(operands, inputs)):
                if not types_compatible(op, value.type, target.type):
                    raise VerifyError(
                        f"along control flow edge from {edge}: successor operand "
                        f"type #{index} '{value.type}' should match successor input "
                        f"type #{index} '{target.type}'"
                    )


def _region_number(op: OpView, term: Operation) -> int:
    """The index of the region of ``op`` holding ``term``."""
    block = term.parent
    region = block.parent if block is not None else None
    return next(i for i, r in enumerate(op.regions) if r is region)


def _edge_name(point: Operation | None, successor: RegionSuccessor) -> str:
    """``parent``/``Operation <name>`` to ``Region #i``/``parent``."""
    source = "parent" if point is None else f"Operation {point.name}"
    target = "parent" if successor.region is None else f"Region #{successor.region}"
    return f"{source} to {target}"
