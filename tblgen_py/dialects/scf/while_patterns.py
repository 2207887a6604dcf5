"""Canonicalization of ``scf.while``, ported from MLIR's C++ (``SCF.cpp``).

MLIR's eight patterns, in its order:

- ``RemoveLoopInvariantArgsFromBeforeBlock``: an iter_arg yielded back
  unchanged (its initial value, or itself through the ``after`` block) goes;
- ``RemoveLoopInvariantValueYielded``: ``scf.condition`` operands defined
  outside the ``before`` block are used directly (result and argument go);
- ``WhileConditionTruth``: ``after`` arguments forwarded from the condition
  itself are ``true``;
- ``WhileCmpCond``: in the ``after`` block, an ``arith.cmpi`` repeating (or
  inverting) the condition's comparison on forwarded values is a constant;
- ``WhileUnusedResult``: results unused in and after the loop go;
- ``WhileRemoveDuplicatedResults``: ``scf.condition`` operands passed twice
  are passed once;
- ``WhileRemoveUnusedArgs``: unused ``before`` arguments go;
- ``WhileOpAlignBeforeArgs``: a ``scf.condition`` forwarding the ``before``
  arguments in another order forwards them in their order.
"""

from __future__ import annotations

from collections.abc import Sequence

from tblgen_py.dialects.region_moves import inline_region_before
from tblgen_py.runtime.ir.attributes import IntegerAttr
from tblgen_py.runtime.ir.block import Block
from tblgen_py.runtime.ir.operation import Operation
from tblgen_py.runtime.ir.types import IntegerType
from tblgen_py.runtime.ir.value import BlockArgument, Value
from tblgen_py.runtime.ods.hooks import implement_op
from tblgen_py.runtime.rewrite import (
    PatternRewriter,
    RewritePattern,
    RewritePatternSet,
)

__all__ = ["WHILE_PATTERNS"]

_I1 = IntegerType.get(1)
# arith::invertPredicate over CmpIPredicate's values (eq, ne, slt, sle, sgt,
# sge, ult, ule, ugt, uge)
_INVERTED = {0: 1, 1: 0, 2: 5, 5: 2, 3: 4, 4: 3, 6: 9, 9: 6, 7: 8, 8: 7}


def _before(op: Operation) -> Block:
    return op.regions[0].blocks[0]


def _after(op: Operation) -> Block:
    return op.regions[1].blocks[0]


def _terminator(block: Block) -> Operation:
    terminator = block.last_op
    assert terminator is not None
    return terminator


def _location(value: Value) -> object:
    owner = value.defining_op
    return getattr(value, "location", None) if owner is None else owner.location


def _replace_terminator(
    rewriter: PatternRewriter, op: Operation, old: Operation, operands: Sequence[Value]
) -> None:
    """A new terminator of ``old``'s kind with ``operands``; the insertion
    point goes back before the loop ``op``."""
    rewriter.set_insertion_point_before(old)
    rewriter.create(old.name, list(operands), [], location=old.location)
    rewriter.erase_op(old)
    rewriter.set_insertion_point_before(op)


def _new_while(
    rewriter: PatternRewriter,
    op: Operation,
    types: Sequence[object],
    inits: Sequence[Value],
    with_blocks: bool,
) -> Operation:
    """``create<WhileOp>``: empty regions, or (the body-builder form) a block
    in each with the inits' and the result types as arguments."""
    new = rewriter.create(
        "scf.while", list(inits), list(types), regions=2, location=op.location
    )
    if with_blocks:
        new.regions[0].add_block(
            Block([v.type for v in inits], [_location(v) for v in inits])
        )
        new.regions[1].add_block(Block(list(types), [op.location] * len(types)))
    return new


class _WhilePattern(RewritePattern):
    def __init__(self) -> None:
        super().__init__("scf.while", debug_name=type(self).__name__)


class RemoveLoopInvariantArgsFromBeforeBlock(_WhilePattern):
    """Iter_args that come back unchanged are their initial values."""

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        before, after = _before(op), _after(op)
        cond_args = _terminator(before).operands[1:]
        yield_op = _terminator(after)
        invariant: dict[int, Value] = {}
        for index, (init, yielded) in enumerate(zip(op.operands, yield_op.operands)):
            if yielded is init:
                invariant[index] = init
            elif isinstance(yielded, BlockArgument) and yielded.owner is after:
                forwarded = cond_args[yielded.arg_number]
                if forwarded is before.arguments[index] or forwarded is init:
                    invariant[index] = init
        if not invariant:
            return False
        kept = [i for i in range(len(yield_op.operands)) if i not in invariant]
        new_yields = [yield_op.operands[i] for i in kept]
        _replace_terminator(rewriter, op, yield_op, new_yields)
        new = _new_while(
            rewriter, op, op.result_types, [op.operands[i] for i in kept], False
        )
        new_before = rewriter.create_block(
            new.regions[0],
            [value.type for value in new_yields],
            [before.arguments[i].location for i in kept],
        )
        args = iter(new_before.arguments)
        mapping = [
            invariant[i] if i in invariant else next(args)
            for i in range(len(before.arguments))
        ]
        rewriter.merge_blocks(before, new_before, mapping)
        inline_region_before(rewriter, op.regions[1], new.regions[1], 0)
        rewriter.replace_op(op, list(new.results))
        return True


class RemoveLoopInvariantValueYielded(_WhilePattern):
    """Condition operands from outside the ``before`` block are used directly."""

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        before, after = _before(op), _after(op)
        cond_op = _terminator(before)
        cond_args = cond_op.operands[1:]
        if all(value.parent_block is before for value in cond_args):
            return False
        kept = [i for i, v in enumerate(cond_args) if v.parent_block is before]
        types = [cond_args[i].type for i in kept]
        _replace_terminator(
            rewriter, op, cond_op, [cond_op.operands[0], *(cond_args[i] for i in kept)]
        )
        new = _new_while(rewriter, op, types, op.operands, False)
        new_after = rewriter.create_block(
            new.regions[1], types, [after.arguments[i].location for i in kept]
        )
        args: list[Value] = []
        results: list[Value] = []
        position = 0
        for index, value in enumerate(cond_args):
            if index in kept:
                args.append(new_after.arguments[position])
                results.append(new.results[position])
                position += 1
            else:
                args.append(value)
                results.append(value)
        rewriter.merge_blocks(after, new_after, args)
        inline_region_before(rewriter, op.regions[0], new.regions[0], 0)
        rewriter.replace_op(op, results)
        return True


class WhileConditionTruth(_WhilePattern):
    """``after`` arguments that forward the condition are ``true``."""

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        cond_op = _terminator(_before(op))
        condition = cond_op.operands[0]
        true: Value | None = None
        replaced = False
        for forwarded, arg in zip(cond_op.operands[1:], _after(op).arguments):
            if forwarded is not condition or not arg.uses:
                continue
            if true is None:
                true = rewriter.create(
                    "arith.constant",
                    [],
                    [condition.type],
                    {"value": IntegerAttr.get(_I1, 1)},
                    location=op.location,
                ).results[0]
            rewriter.replace_all_uses_with(arg, true)
            replaced = True
        return replaced


def _predicate(op: Operation) -> int:
    attr = op.get_attr("predicate")
    return attr.value if isinstance(attr, IntegerAttr) else int(attr)  # type: ignore[call-overload]


class WhileCmpCond(_WhilePattern):
    """The condition's ``cmpi`` repeated on forwarded values is known."""

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        cond_op = _terminator(_before(op))
        cmp = cond_op.operands[0].defining_op
        if cmp is None or cmp.name != "arith.cmpi":
            return False
        predicate = _predicate(cmp)
        changed = False
        for forwarded, arg in zip(cond_op.operands[1:], _after(op).arguments):
            for index in range(2):
                if forwarded is not cmp.operands[index]:
                    continue
                for use in list(reversed(arg.uses)):  # MLIR's use-list order
                    other = use.owner
                    if other.name != "arith.cmpi" or other.parent is None:
                        continue
                    if other.operands[1 - index] is not cmp.operands[1 - index]:
                        continue
                    found = _predicate(other)
                    if found == predicate:
                        value = 1
                    elif found == _INVERTED[predicate]:
                        value = 0
                    else:
                        continue
                    rewriter.set_insertion_point_before(other)
                    constant = rewriter.create(
                        "arith.constant",
                        [],
                        [_I1],
                        {"value": IntegerAttr.get(_I1, value)},
                        location=other.location,
                    )
                    rewriter.replace_op(other, constant)
                    changed = True
        return changed


class WhileUnusedResult(_WhilePattern):
    """Results unused after the loop and in the ``after`` block go."""

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        cond_op = _terminator(_before(op))
        after = _after(op)
        kept = [
            index
            for index, (result, arg) in enumerate(zip(op.results, after.arguments))
            if result.uses or arg.uses
        ]
        if len(kept) == len(op.results):
            return False
        cond_args = cond_op.operands[1:]
        types = [op.results[i].type for i in kept]
        _replace_terminator(
            rewriter, op, cond_op, [cond_op.operands[0], *(cond_args[i] for i in kept)]
        )
        new = _new_while(rewriter, op, types, op.operands, False)
        new_after = rewriter.create_block(
            new.regions[1], types, [op.location] * len(types)
        )
        results: list[Value] = list(op.results)
        args: list[Value] = list(after.arguments)
        for position, index in enumerate(kept):
            results[index] = new.results[position]
            args[index] = new_after.arguments[position]
        inline_region_before(rewriter, op.regions[0], new.regions[0], 0)
        rewriter.merge_blocks(after, new_after, args)
        rewriter.replace_op(op, results)
        return True


class WhileRemoveDuplicatedResults(_WhilePattern):
    """A value the condition forwards twice is forwarded once."""

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        before, after = _before(op), _after(op)
        cond_op = _terminator(before)
        cond_args = cond_op.operands[1:]
        positions: dict[Value, int] = {}
        for value in cond_args:
            positions.setdefault(value, len(positions))
        if len(positions) == len(cond_args):
            return False
        unique = list(positions)
        new = _new_while(rewriter, op, [v.type for v in unique], op.operands, True)
        new_after = _after(new)
        args = [new_after.arguments[positions[v]] for v in cond_args]
        results = [new.results[positions[v]] for v in cond_args]
        _replace_terminator(rewriter, op, cond_op, [cond_op.operands[0], *unique])
        new_before = _before(new)
        rewriter.merge_blocks(before, new_before, list(new_before.arguments))
        rewriter.merge_blocks(after, new_after, args)
        rewriter.replace_op(op, results)
        return True


class WhileRemoveUnusedArgs(_WhilePattern):
    """Unused ``before`` arguments (with their inits and yields) go."""

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        before, after = _before(op), _after(op)
        if all(arg.uses for arg in before.arguments):
            return False
        yield_op = _terminator(after)
        kept = [i for i, arg in enumerate(before.arguments) if arg.uses]
        for index in reversed(range(len(before.arguments))):
            if index not in kept:
                before.erase_argument(index)
        inits = [op.operands[i] for i in kept]
        new = _new_while(rewriter, op, op.result_types, inits, True)
        _replace_terminator(
            rewriter, op, yield_op, [yield_op.operands[i] for i in kept]
        )
        new_before, new_after = _before(new), _after(new)
        rewriter.merge_blocks(before, new_before, list(new_before.arguments))
        rewriter.merge_blocks(after, new_after, list(new_after.arguments))
        rewriter.replace_op(op, list(new.results))
        return True


class WhileOpAlignBeforeArgs(_WhilePattern):
    """The condition forwards the ``before`` arguments in their order."""

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        before, after = _before(op), _after(op)
        cond_op = _terminator(before)
        before_args = list(before.arguments)
        cond_args = list(cond_op.operands[1:])
        if before_args == cond_args or len(set(cond_args)) != len(cond_args):
            return False
        if len(before_args) != len(cond_args):
            return False
        mapping: list[int] = [0] * len(cond_args)
        for index, arg in enumerate(before_args):
            if arg not in cond_args:
                return False
            mapping[cond_args.index(arg)] = index
        _replace_terminator(rewriter, op, cond_op, [cond_op.operands[0], *before_args])
        types: list[object] = [None] * len(mapping)
        for index, target in enumerate(mapping):
            types[target] = op.results[index].type
        new = _new_while(rewriter, op, types, op.operands, True)
        new_before, new_after = _before(new), _after(new)
        results = [new.results[target] for target in mapping]
        args = [new_after.arguments[target] for target in mapping]
        rewriter.merge_blocks(before, new_before, list(new_before.arguments))
        rewriter.merge_blocks(after, new_after, args)
        rewriter.replace_op(op, results)
        return True


WHILE_PATTERNS = (
    RemoveLoopInvariantArgsFromBeforeBlock,
    RemoveLoopInvariantValueYielded,
    WhileConditionTruth,
    WhileCmpCond,
    WhileUnusedResult,
    WhileRemoveDuplicatedResults,
    WhileRemoveUnusedArgs,
    WhileOpAlignBeforeArgs,
)


@implement_op("scf.while", "canonicalization_patterns")
def while_patterns(patterns: RewritePatternSet, context: object) -> None:
    """``WhileOp::getCanonicalizationPatterns``."""
    patterns.add(*(pattern() for pattern in WHILE_PATTERNS))
