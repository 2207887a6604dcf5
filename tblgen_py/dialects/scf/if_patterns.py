"""More of ``scf.if``'s canonicalization, ported from MLIR's C++ (``SCF.cpp``).

- ``ConditionPropagation``: inside the then (else) region, uses of the
  condition become a constant true (false);
- ``ConvertTrivialIfToSelect``: yielded values defined outside the ``if``
  become ``arith.select``s (or the value itself when both sides yield it);
- ``ReplaceIfYieldWithConditionOrValue``: a result yielded equal on both
  sides, or yielded as constant true/false (false/true), is that value, the
  condition or its negation.

``canonicalize.IF_PATTERNS`` lists every ported pattern in MLIR's order.
"""

from __future__ import annotations

from tblgen_py.dialects.fold_support import splat_int
from tblgen_py.runtime.ir.attributes import IntegerAttr
from tblgen_py.runtime.ir.block import Block
from tblgen_py.runtime.ir.operation import Operation
from tblgen_py.runtime.ir.region import Region
from tblgen_py.runtime.ir.types import IntegerType
from tblgen_py.runtime.ir.value import Value
from tblgen_py.runtime.rewrite import PatternRewriter, RewritePattern, constant_value

__all__ = [
    "ConditionPropagation",
    "ConvertTrivialIfToSelect",
    "ReplaceIfYieldWithConditionOrValue",
]

_I1 = IntegerType.get(1)


class _IfPattern(RewritePattern):
    def __init__(self) -> None:
        super().__init__("scf.if", debug_name=type(self).__name__)


def _bool_constant(rewriter: PatternRewriter, op: Operation, value: int) -> Value:
    made = rewriter.create(
        "arith.constant",
        [],
        [_I1],
        {"value": IntegerAttr.get(_I1, value)},
        location=op.location,
    )
    return made.results[0]


def _within(region: Region, op: Operation) -> bool:
    """``region.isAncestor(op->getParentRegion())``."""
    block = op.parent
    while block is not None:
        if block.parent is region:
            return True
        parent = block.parent_op
        if parent is None:
            return False
        block = parent.parent
    return False


class ConditionPropagation(_IfPattern):
    """The condition is known true in the then region, false in the else."""

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        cond = op.operands[0]
        source = cond.defining_op
        if source is not None and source.name == "arith.constant":
            return False
        changed = False
        constants: dict[int, Value] = {}
        for use in list(reversed(cond.uses)):  # MLIR's use-list order
            owner = use.owner
            for index, value in ((0, 1), (1, 0)):
                if not _within(op.regions[index], owner):
                    continue
                changed = True
                if value not in constants:
                    constants[value] = _bool_constant(rewriter, op, value)
                with rewriter.modifying(owner):
                    owner.set_operand(use.index, constants[value])
                break
        return changed


def _yield(region: Region) -> Operation:
    terminator = region.blocks[0].last_op
    assert terminator is not None
    return terminator


def _defined_in(value: Value, region: Region) -> bool:
    """``value.getParentRegion() == &region``."""
    owner = value.owner
    block = owner if isinstance(owner, Block) else owner.parent
    return block is not None and block.parent is region


class ConvertTrivialIfToSelect(_IfPattern):
    """Results yielded from outside the ``if`` become selects."""

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        if not op.results:
            return False
        then_region, else_region = op.regions
        pairs = list(zip(_yield(then_region).operands, _yield(else_region).operands))
        kept = [
            true.type
            for true, false in pairs
            if _defined_in(true, then_region) or _defined_in(false, else_region)
        ]
        if len(kept) == len(op.results):
            return False
        cond = op.operands[0]
        new = rewriter.create("scf.if", [cond], kept, regions=2, location=op.location)
        for index in range(2):
            dest = rewriter.create_block(new.regions[index])
            rewriter.merge_blocks(op.regions[index].blocks[0], dest)
        rewriter.set_insertion_point_before(new)
        results: list[Value] = []
        true_yields: list[Value] = []
        false_yields: list[Value] = []
        for true, false in pairs:
            if _defined_in(true, new.regions[0]) or _defined_in(false, new.regions[1]):
                results.append(new.results[len(true_yields)])
                true_yields.append(true)
                false_yields.append(false)
            elif true is false:
                results.append(true)
            else:
                select = rewriter.create(
                    "arith.select",
                    [cond, true, false],
                    [true.type],
                    location=op.location,
                )
                results.append(select.results[0])
        for index, yields in ((0, true_yields), (1, false_yields)):
            old = _yield(new.regions[index])
            rewriter.set_insertion_point_before(old)
            rewriter.create("scf.yield", yields, [], location=old.location)
            rewriter.erase_op(old)
        rewriter.replace_op(op, results)
        return True


def _i1_constant(value: Value) -> int | None:
    """The value of an ``arith.constant`` of type i1."""
    source = value.defining_op
    if source is None or source.name != "arith.constant" or value.type != _I1:
        return None
    return splat_int(constant_value(value))


class ReplaceIfYieldWithConditionOrValue(_IfPattern):
    """Results that are a yielded common value, the condition or its negation."""

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        if not op.results:
            return False
        true_yield = op.regions[0].blocks[-1].last_op
        false_yield = op.regions[1].blocks[-1].last_op
        assert true_yield is not None and false_yield is not None
        rewriter.set_insertion_point_before(op)
        changed = False
        cond = op.operands[0]
        for true, false, result in zip(
            true_yield.operands, false_yield.operands, op.results
        ):
            if true is false:
                if result.uses:
                    rewriter.replace_all_uses_with(result, true)
                    changed = True
                continue
            true_value = _i1_constant(true)
            false_value = _i1_constant(false)
            if true_value is None or false_value is None or not result.uses:
                continue
            if not true_value and false_value:
                one = _bool_constant(rewriter, op, 1)
                negation = rewriter.create(
                    "arith.xori", [cond, one], [_I1], location=op.location
                )
                rewriter.replace_all_uses_with(result, negation.results[0])
                changed = True
            if true_value and not false_value:
                rewriter.replace_all_uses_with(result, cond)
                changed = True
        return changed
