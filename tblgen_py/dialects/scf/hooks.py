"""``scf`` dialect: verifiers and region-branch/loop interface methods.

Covers ``scf.execute_region``, ``scf.if``, ``scf.for``, ``scf.while``,
``scf.index_switch``, ``scf.parallel`` with ``scf.reduce``/``scf.reduce.return``
and their terminators ``scf.yield`` (ReturnLike: forwards all its operands) and
``scf.condition``; ``scf.forall`` and ``scf.forall.in_parallel`` are in
``scf_forall``, imported at the end.
"""

from __future__ import annotations

from tblgen_py.dialects._support import quoted, register, terminator
from tblgen_py.runtime.ir.attributes import IntegerAttr
from tblgen_py.runtime.ir.operation import Operation
from tblgen_py.runtime.ir.region import Region
from tblgen_py.runtime.ir.types import IndexType
from tblgen_py.runtime.ir.value import Value
from tblgen_py.runtime.ir.verifier import VerificationError, VerifyError
from tblgen_py.runtime.ods.hooks import implement_op
from tblgen_py.runtime.ods.opbase import OpView
from tblgen_py.runtime.ods.region_branch import RegionSuccessor

__all__ = ["register"]


def _args(region: Region, start: int = 0) -> list[Value]:
    """The entry block's arguments from ``start`` (none for an empty region)."""
    return list(region.blocks[0].arguments[start:]) if region.blocks else []


def _results(op: Operation) -> list[Value]:
    """The op's results as successor inputs."""
    return list(op.results)


def _yielded(region: Region, name: str = "scf.yield") -> list[Value]:
    """The operands of the region's ``scf.yield`` terminator (none otherwise)."""
    term = terminator(region)
    if term is None or term.name != name:
        return []
    return [use.value for use in term.operand_uses]


def _expect_terminator(
    op: Operation, region: Region, name: str, which: str, subject: str = ""
) -> None:
    """``verifyAndGetTerminator``: the region must end with ``name``."""
    term = terminator(region)
    if term is None or term.name != name:
        subject = subject or f"expects the '{which}' region"
        raise VerifyError(f"{subject} to terminate with '{name}'")


# -- scf.execute_region -------------------------------------------------------
@implement_op("scf.execute_region", "verify")
def verify_execute_region(op: Operation) -> None:
    """One non-empty region without arguments."""
    region = op.regions[0]
    if not region.blocks:
        raise VerifyError("region needs to have at least one block")
    if region.blocks[0].arguments:
        raise VerifyError("region cannot have any arguments")


@implement_op("scf.execute_region", "getSuccessorRegions")
def execute_region_successors(
    op: Operation, point: int | None
) -> list[RegionSuccessor]:
    """Parent -> the region -> parent (results)."""
    if point is None:
        return [RegionSuccessor(0, [])]
    return [RegionSuccessor(None, _results(op))]


# -- scf.if -------------------------------------------------------------------
@implement_op("scf.if", "verify")
def verify_if(op: Operation) -> None:
    """Results need an else region."""
    if op.results and not op.regions[1].blocks:
        raise VerifyError("must have an else block if defining values")


@implement_op("scf.if", "getSuccessorRegions")
def if_successors(op: Operation, point: int | None) -> list[RegionSuccessor]:
    """Parent -> then, else (or parent when empty); either region -> parent."""
    if point is not None:
        return [RegionSuccessor(None, _results(op))]
    found = [RegionSuccessor(0, [])]
    if op.regions[1].blocks:
        found.append(RegionSuccessor(1, []))
    else:
        found.append(RegionSuccessor(None, _results(op)))
    return found


# -- scf.for ------------------------------------------------------------------
@implement_op("scf.for", "verify")
def verify_for(op: Operation) -> None:
    """As many init values as results."""
    if len(op.operand_uses) - 3 != len(op.results):
        raise VerifyError(
            "mismatch in number of loop-carried values and defined values"
        )


@implement_op("scf.for", "verify_regions")
def verify_for_regions(op: Operation) -> None:
    """Induction variable and iteration arguments against bounds and results."""
    body = op.regions[0]
    lower = op.operand_uses[0].value.type
    if not body.blocks or not body.blocks[0].arguments:
        return
    if body.blocks[0].arguments[0].type != lower:
        raise VerifyError(
            "expected induction variable to be same type as bounds and step"
        )
    iter_args = _args(body, 1)
    if len(iter_args) != len(op.results):
        raise VerifyError("mismatch in number of basic block args and defined values")
    inits = [use.value for use in op.operand_uses[3:]]
    for index, (init, arg, result) in enumerate(zip(inits, iter_args, op.results)):
        if init.type != result.type:
            raise VerifyError(
                f"types mismatch between {index}th iter operand and defined value"
            )
        if arg.type != result.type:
            raise VerifyError(
                f"types mismatch between {index}th iter region arg and defined value"
            )


@implement_op("scf.for", "getSuccessorRegions")
def for_successors(op: Operation, point: int | None) -> list[RegionSuccessor]:
    """The body (iteration arguments) or the parent (results), from anywhere."""
    return [
        RegionSuccessor(0, _args(op.regions[0], 1)),
        RegionSuccessor(None, _results(op)),
    ]


@implement_op("scf.for", "getEntrySuccessorOperands")
def for_entry_operands(op: Operation, successor: int | None) -> list[Value]:
    """The init values."""
    return [use.value for use in op.operand_uses[3:]]


@implement_op("scf.for", "getInits")
def for_inits(op: Operation) -> list[Value]:
    """The init values."""
    return [use.value for use in op.operand_uses[3:]]


@implement_op("scf.for", "getRegionIterArgs")
def for_iter_args(op: Operation) -> list[Value]:
    """The body's arguments after the induction variable."""
    return _args(op.regions[0], 1)


@implement_op("scf.for", "getYieldedValues")
def for_yielded(op: Operation) -> list[Value]:
    """The body's ``scf.yield`` operands."""
    return _yielded(op.regions[0])


@implement_op("scf.for", "getLoopResults")
def for_results(op: Operation) -> list[Value]:
    """The op's results."""
    return _results(op)


# -- scf.while ----------------------------------------------------------------
@implement_op("scf.while", "verify")
def verify_while(op: Operation) -> None:
    """``before`` ends with ``scf.condition``, ``after`` with ``scf.yield``."""
    _expect_terminator(op, op.regions[0], "scf.condition", "before")
    _expect_terminator(op, op.regions[1], "scf.yield", "after")


@implement_op("scf.while", "getSuccessorRegions")
def while_successors(op: Operation, point: int | None) -> list[RegionSuccessor]:
    """Parent -> before -> after or parent; after -> before."""
    if point is None or point == 1:
        return [RegionSuccessor(0, _args(op.regions[0]))]
    return [
        RegionSuccessor(1, _args(op.regions[1])),
        RegionSuccessor(None, _results(op)),
    ]


@implement_op("scf.while", "getEntrySuccessorOperands")
def while_entry_operands(op: Operation, successor: int | None) -> list[Value]:
    """The init values."""
    return [use.value for use in op.operand_uses]


@implement_op("scf.while", "getInits")
def while_inits(op: Operation) -> list[Value]:
    """The init values."""
    return [use.value for use in op.operand_uses]


@implement_op("scf.while", "getRegionIterArgs")
def while_iter_args(op: Operation) -> list[Value]:
    """The ``before`` region's arguments."""
    return _args(op.regions[0])


@implement_op("scf.while", "getYieldedValues")
def while_yielded(op: Operation) -> list[Value]:
    """The ``after`` region's ``scf.yield`` operands."""
    return _yielded(op.regions[1])


@implement_op("scf.while", "getLoopResults")
def while_results(op: Operation) -> None:
    """``scf.while`` does not tie its results to the iteration arguments."""
    return None


# -- scf.condition ------------------------------------------------------------
@implement_op("scf.condition", "getSuccessorOperands")
def condition_operands(op: Operation, successor: int | None) -> list[Value]:
    """The forwarded arguments (after the condition), to either successor."""
    return [use.value for use in op.operand_uses[1:]]


# -- scf.index_switch ---------------------------------------------------------
@implement_op("scf.index_switch", "verify")
def verify_index_switch(op: OpView) -> None:
    """One region per distinct case; every region yields the result types."""
    cases = op.get_attr("cases")
    values = list(getattr(cases, "values", ()))
    case_regions = op.regions[1:]
    if len(values) != len(case_regions):
        raise VerifyError(
            f"has {len(case_regions)} case regions but {len(values)} case values"
        )
    seen: set[int] = set()
    for value in values:
        if value in seen:
            raise VerifyError(f"has duplicate case value: {value}")
        seen.add(value)
    _verify_switch_region(op, op.regions[0], "default region")
    for index, region in enumerate(case_regions):
        _verify_switch_region(op, region, f"case region #{index}")


def _verify_switch_region(op: Operation, region: Region, name: str) -> None:
    """The region's ``scf.yield`` matches the op's results."""
    term = terminator(region)
    if term is None:
        return
    if term.name != "scf.yield":
        raise VerifyError(f"expected region to end with scf.yield, but got {term.name}")
    operands = [use.value for use in term.operand_uses]
    if len(operands) != len(op.results):
        raise VerifyError(
            f"expected each region to return {len(op.results)} values, but "
            f"{name} returns {len(operands)}"
        )
    for index, (result, value) in enumerate(zip(op.results, operands)):
        if result.type != value.type:
            raise VerifyError(
                f"expected result #{index} of each region to be '{result.type}'"
            )


@implement_op("scf.index_switch", "getSuccessorRegions")
def index_switch_successors(op: Operation, point: int | None) -> list[RegionSuccessor]:
    """Parent -> any region; every region -> parent (results)."""
    if point is None:
        return [RegionSuccessor(index, []) for index in range(len(op.regions))]
    return [RegionSuccessor(None, _results(op))]


# -- scf.parallel, scf.reduce, scf.reduce.return ------------------------------
def constant_int(value: Value) -> int | None:
    """``getConstantIntValue``: the integer a constant-like op defines."""
    op = value.defining_op
    if op is None or "ConstantLike" not in getattr(type(op), "ODS_TRAITS", ()):
        return None
    attr = op.get_attr("value")
    return attr.value if isinstance(attr, IntegerAttr) else None


@implement_op("scf.parallel", "verify")
def verify_parallel(op: OpView) -> None:
    """Bounds, induction variables and the ``scf.reduce`` terminator agree."""
    steps = op._ods_operands(2)
    if not steps:
        raise VerifyError(
            "needs at least one tuple element for lowerBound, upperBound and step"
        )
    for step in steps:
        constant = constant_int(step)
        if constant is not None and constant <= 0:
            raise VerifyError("constant step operand must be positive")
    args = _args(op.regions[0])
    if len(args) != len(steps):
        raise VerifyError(
            f"expects the same number of induction variables: {len(args)} as bound "
            f"and step values: {len(steps)}"
        )
    if any(not isinstance(arg.type, IndexType) for arg in args):
        raise VerifyError(
            "expects arguments for the induction variable to be of index type"
        )
    _expect_terminator(op, op.regions[0], "scf.reduce", "body", "expects body")
    _verify_reductions(op)


def _verify_reductions(op: OpView) -> None:
    """Results, init values and reduction operands agree in number and type."""
    reduce = terminator(op.regions[0])
    assert reduce is not None
    reductions = [use.value for use in reduce.operand_uses]
    results, inits = len(op.results), len(op._ods_operands(3))
    if results != len(reductions):
        raise VerifyError(
            f"expects number of results: {results} to be the same as number of "
            f"reductions: {len(reductions)}"
        )
    if results != inits:
        raise VerifyError(
            f"expects number of results: {results} to be the same as number of "
            f"initial values: {inits}"
        )
    for index, (result, value) in enumerate(zip(op.results, reductions)):
        if result.type != value.type:
            raise VerificationError(
                f"'scf.reduce' op expects type of {index}-th reduction operand: "
                f"{quoted(value.type)} to be the same as the {index}-th result type: "
                f"{quoted(result.type)}",
                reduce.location,
                reduce,
            )


@implement_op("scf.parallel", "getSuccessorRegions")
def parallel_successors(op: Operation, point: int | None) -> list[RegionSuccessor]:
    """The body or the parent, from anywhere (results come from reductions)."""
    return [RegionSuccessor(0, []), RegionSuccessor(None, [])]


@implement_op("scf.parallel", "getLoopInductionVars")
def parallel_induction_vars(op: Operation) -> list[Value]:
    """The body's arguments."""
    return _args(op.regions[0])


@implement_op("scf.reduce", "verify_regions")
def verify_reduce_regions(op: Operation) -> None:
    """One two-argument reduction region per operand, ending in reduce.return."""
    operands = [use.value for use in op.operand_uses]
    if len(op.regions) != len(operands):
        raise VerifyError(
            f"expects number of reduction regions: {len(op.regions)} to be the same "
            f"as number of reduction operands: {len(operands)}"
        )
    for index, (region, operand) in enumerate(zip(op.regions, operands)):
        block = region.blocks[0]
        if block.first_op is None:
            raise VerifyError(f"{index}-th reduction has an empty body")
        args = block.arguments
        if len(args) != 2 or any(arg.type != operand.type for arg in args):
            raise VerifyError(
                f"expected two block arguments with type {quoted(operand.type)} in "
                f"the {index}-th reduction region"
            )
        last = block.last_op
        if last is None or last.name != "scf.reduce.return":
            raise VerifyError(
                "reduction bodies must be terminated with an 'scf.reduce.return' op"
            )


@implement_op("scf.reduce", "getSuccessorOperands")
def reduce_successor_operands(op: Operation, successor: int | None) -> list[Value]:
    """``scf.reduce`` forwards nothing (the results come from reductions)."""
    return []


@implement_op("scf.reduce.return", "verify")
def verify_reduce_return(op: Operation) -> None:
    """The result has the reduction's argument type."""
    block = op.parent
    if block is None or not block.arguments:
        return
    expected = block.arguments[0].type
    found = op.operand_uses[0].value.type
    if found != expected:
        raise VerifyError(
            f"must have type {quoted(expected)} (the type of the reduction inputs)"
        )


# scf.forall and scf.forall.in_parallel live in their own module.
from tblgen_py.dialects.scf import forall  # noqa: E402,F401

# The hand-written syntax of scf ops.
from tblgen_py.dialects.scf import asm  # noqa: E402,F401


from tblgen_py.dialects import index_lists  # noqa: E402,F401 - custom<DynamicIndexList>
from tblgen_py.dialects.scf import forall_asm  # noqa: E402,F401
