"""Region-branch and loop interface methods of ``affine.for``, ``affine.if``
and ``affine.parallel`` (as AffineOps.cpp defines them)."""

from __future__ import annotations

from tblgen_py.dialects.affine.asm import for_bounds, map_of
from tblgen_py.runtime.ir.affine import AffineConstantExpr
from tblgen_py.runtime.ir.operation import Operation
from tblgen_py.runtime.ir.region import Region
from tblgen_py.runtime.ir.value import Value
from tblgen_py.runtime.ods.hooks import implement_op
from tblgen_py.runtime.ods.region_branch import RegionSuccessor


def _args(region: Region, start: int = 0) -> list[Value]:
    return list(region.blocks[0].arguments[start:]) if region.blocks else []


def _constant(op: Operation, name: str) -> int | None:
    amap = map_of(op, name)
    if len(amap.results) == 1 and isinstance(amap.results[0], AffineConstantExpr):
        return amap.results[0].value
    return None


def trip_count(op: Operation) -> int | None:
    """``getTrivialConstantTripCount`` of an ``affine.for``."""
    step = getattr(op.get_attr("step"), "value", 1)
    lower = _constant(op, "lowerBoundMap")
    upper = _constant(op, "upperBoundMap")
    if lower is None or upper is None or step <= 0:
        return None
    return 0 if upper - lower <= 0 else (upper - lower + step - 1) // step


@implement_op("affine.for", "getSuccessorRegions")
def for_successors(op: Operation, point: int | None) -> list[RegionSuccessor]:
    """The body or the parent; a known trip count narrows it."""
    body = RegionSuccessor(0, _args(op.regions[0], 1))
    parent = RegionSuccessor(None, list(op.results))
    count = trip_count(op)
    if point is None and count is not None:
        return [body] if count > 0 else [parent]
    if point is not None and count == 1:
        return [parent]
    return [body, parent]


@implement_op("affine.for", "getEntrySuccessorOperands")
def for_entry_operands(op: Operation, successor: int | None) -> list[Value]:
    """The init values."""
    return for_bounds(op)[2]


@implement_op("affine.for", "getInits")
def for_inits(op: Operation) -> list[Value]:
    """The init values."""
    return for_bounds(op)[2]


@implement_op("affine.for", "getRegionIterArgs")
def for_iter_args(op: Operation) -> list[Value]:
    """The body's arguments after the induction variable."""
    return _args(op.regions[0], 1)


@implement_op("affine.for", "getYieldedValues")
def for_yielded(op: Operation) -> list[Value]:
    """The operands of the body's ``affine.yield``."""
    block = op.regions[0].blocks[0] if op.regions[0].blocks else None
    last = block.last_op if block is not None else None
    return [use.value for use in last.operand_uses] if last is not None else []


@implement_op("affine.for", "getLoopResults")
def for_results(op: Operation) -> list[Value]:
    """The op's results."""
    return list(op.results)


@implement_op("affine.for", "getLoopInductionVars")
def for_induction_vars(op: Operation) -> list[Value]:
    """The induction variable."""
    return _args(op.regions[0])[:1]


@implement_op("affine.if", "getSuccessorRegions")
def if_successors(op: Operation, point: int | None) -> list[RegionSuccessor]:
    """Parent -> then, else (or parent when empty); either region -> parent."""
    if point is not None:
        return [RegionSuccessor(None, list(op.results))]
    found = [RegionSuccessor(0, [])]
    if op.regions[1].blocks:
        found.append(RegionSuccessor(1, []))
    else:
        found.append(RegionSuccessor(None, list(op.results)))
    return found


@implement_op("affine.parallel", "getSuccessorRegions")
def parallel_successors(op: Operation, point: int | None) -> list[RegionSuccessor]:
    """The body or the parent, from anywhere."""
    return [RegionSuccessor(0, []), RegionSuccessor(None, list(op.results))]


@implement_op("affine.parallel", "getLoopInductionVars")
def parallel_induction_vars(op: Operation) -> list[Value]:
    """The body's arguments."""
    return _args(op.regions[0])
