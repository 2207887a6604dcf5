"""Canonicalization of ``cf``: ``assert``/``br`` (``canonicalize`` methods) and
``cond_br``'s patterns, as MLIR's C++ (``ControlFlowOps.cpp``).

- ``cf.assert`` of a constant true is erased;
- ``cf.br`` to a block with one predecessor merges the blocks; a branch to a
  block holding only a branch goes straight to its destination;
- ``cf.cond_br``: ``SimplifyConstCondBranchPred``,
  ``SimplifyPassThroughCondBranch``, ``SimplifyCondBranchIdenticalSuccessors``,
  ``SimplifyCondBranchFromCondBranchOnSameCondition``,
  ``CondBranchTruthPropagation`` (in MLIR's order).
"""

from __future__ import annotations

from collections.abc import Sequence

from tblgen_py.dialects.fold_support import splat_int
from tblgen_py.runtime.ir.attributes import IntegerAttr
from tblgen_py.runtime.ir.attributes_dense import DenseArrayAttr
from tblgen_py.runtime.ir.block import Block
from tblgen_py.runtime.ir.operation import Operation
from tblgen_py.runtime.ir.types import IntegerType
from tblgen_py.runtime.ir.value import BlockArgument, Value
from tblgen_py.runtime.ods.hooks import implement_op
from tblgen_py.runtime.rewrite import (
    PatternRewriter,
    RewritePattern,
    RewritePatternSet,
    constant_value,
)

__all__ = ["collapse_branch"]

_I1 = IntegerType.get(1)
_I32 = IntegerType.get(32)


def _constant_int(value: Value) -> int | None:
    return splat_int(constant_value(value))


@implement_op("cf.assert", "canonicalize")
def canonicalize_assert(op: Operation, rewriter: PatternRewriter) -> bool:
    """Erase an assertion of a constant true."""
    if _constant_int(op.operands[0]) != 1:
        return False
    rewriter.erase_op(op)
    return True


def collapse_branch(
    successor: Block, operands: Sequence[Value]
) -> tuple[Block, list[Value]] | None:
    """Where a branch to ``successor`` (a lone ``cf.br``) really goes, and with
    which values; None if it cannot be collapsed."""
    branch = successor.first_op
    if branch is None or branch is not successor.last_op or branch.name != "cf.br":
        return None
    for arg in successor.arguments:
        if any(use.owner is not branch for use in arg.uses):
            return None
    dest = branch.successors[0]
    if dest is successor or _reaches_cycle(successor, dest):
        return None
    forwarded: list[Value] = []
    for value in branch.operands:
        if isinstance(value, BlockArgument) and value.block is successor:
            forwarded.append(operands[value.index])
        else:
            forwarded.append(value)
    return dest, forwarded


def _reaches_cycle(successor: Block, dest: Block) -> bool:
    """Whether the chain of ``cf.br`` terminators from ``dest`` comes back to a
    block already seen (``successor`` and ``dest`` included): collapsing into a
    cycle never ends."""
    seen = {successor, dest}
    block = dest
    while True:
        terminator = block.last_op
        if terminator is None or terminator.name != "cf.br":
            return False
        block = terminator.successors[0]
        if block in seen:
            return True
        seen.add(block)


def _br(
    rewriter: PatternRewriter, op: Operation, dest: Block, args: Sequence[Value]
) -> None:
    rewriter.replace_op_with_new_op(op, "cf.br", list(args), [], successors=[dest])


@implement_op("cf.br", "canonicalize")
def canonicalize_br(op: Operation, rewriter: PatternRewriter) -> bool:
    """Merge into a single-predecessor successor, else skip a pass-through block."""
    dest = op.successors[0]
    block = op.parent
    assert block is not None
    if dest is not block and len(dest.uses) == 1:
        operands = list(op.operands)
        rewriter.erase_op(op)
        rewriter.merge_blocks(dest, block, operands)
        return True
    if dest is block:
        return False
    collapsed = collapse_branch(dest, op.operands)
    if collapsed is None:
        return False
    _br(rewriter, op, *collapsed)
    return True


def _groups(op: Operation) -> tuple[Value, list[Value], list[Value]]:
    """A cond_br's condition, true and false operands."""
    sizes = op.get_attr("operandSegmentSizes")
    values = list(getattr(sizes, "values", ()))
    operands = op.operands
    count = values[1] if len(values) == 3 else 0
    return operands[0], operands[1 : 1 + count], operands[1 + count :]


def _cond_br(
    rewriter: PatternRewriter,
    op: Operation,
    cond: Value,
    true: tuple[Block, Sequence[Value]],
    false: tuple[Block, Sequence[Value]],
) -> None:
    sizes = DenseArrayAttr.get(_I32, [1, len(true[1]), len(false[1])])
    rewriter.replace_op_with_new_op(
        op,
        "cf.cond_br",
        [cond, *true[1], *false[1]],
        [],
        {"operandSegmentSizes": sizes},
        successors=[true[0], false[0]],
    )


class _CondBr(RewritePattern):
    def __init__(self) -> None:
        super().__init__("cf.cond_br", debug_name=type(self).__name__)


class SimplifyConstCondBranchPred(_CondBr):
    """A branch on a constant goes where the constant says."""

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        cond, true_args, false_args = _groups(op)
        value = _constant_int(cond)
        if value is None:
            return False
        if value != 0:
            _br(rewriter, op, op.successors[0], true_args)
        else:
            _br(rewriter, op, op.successors[1], false_args)
        return True


class SimplifyPassThroughCondBranch(_CondBr):
    """Successors holding only a ``cf.br`` are skipped."""

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        cond, true_args, false_args = _groups(op)
        true = collapse_branch(op.successors[0], true_args)
        false = collapse_branch(op.successors[1], false_args)
        if true is None and false is None:
            return False
        _cond_br(
            rewriter,
            op,
            cond,
            true or (op.successors[0], true_args),
            false or (op.successors[1], false_args),
        )
        return True


class SimplifyCondBranchIdenticalSuccessors(_CondBr):
    """Both edges to one block: a ``cf.br``, selecting differing operands."""

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        dest = op.successors[0]
        if dest is not op.successors[1]:
            return False
        cond, true_args, false_args = _groups(op)
        if true_args == false_args:
            _br(rewriter, op, dest, true_args)
            return True
        if {use.owner.parent for use in dest.uses} != {op.parent}:
            return False
        merged: list[Value] = []
        for true_value, false_value in zip(true_args, false_args):
            if true_value is false_value:
                merged.append(true_value)
                continue
            select = rewriter.create(
                "arith.select",
                [cond, true_value, false_value],
                [true_value.type],
                location=op.location,
            )
            merged.append(select.results[0])
        _br(rewriter, op, dest, merged)
        return True


class SimplifyCondBranchFromCondBranchOnSameCondition(_CondBr):
    """A branch on the condition its only predecessor branched on is decided."""

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        block = op.parent
        assert block is not None
        predecessor = block.single_predecessor()
        if predecessor is None:
            return False
        branch = predecessor.last_op
        if branch is None or branch.name != "cf.cond_br":
            return False
        cond, true_args, false_args = _groups(op)
        if branch.operands[0] is not cond:
            return False
        if block is branch.successors[0]:
            _br(rewriter, op, op.successors[0], true_args)
        else:
            _br(rewriter, op, op.successors[1], false_args)
        return True


class CondBranchTruthPropagation(_CondBr):
    """In a successor reached only by one edge, the condition is a constant."""

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        cond = op.operands[0]
        replaced = False
        for dest, value in ((op.successors[0], 1), (op.successors[1], 0)):
            if dest.single_predecessor() is None:
                continue
            constant: Operation | None = None
            for use in list(reversed(cond.uses)):
                owner = use.owner
                if owner.parent is not dest:
                    continue
                replaced = True
                if constant is None:
                    constant = rewriter.create(
                        "arith.constant",
                        [],
                        [_I1],
                        {"value": IntegerAttr.get(_I1, value)},
                        location=op.location,
                    )
                with rewriter.modifying(owner):
                    owner.set_operand(use.index, constant.results[0])
        return replaced


COND_BR_PATTERNS = (
    SimplifyConstCondBranchPred,
    SimplifyPassThroughCondBranch,
    SimplifyCondBranchIdenticalSuccessors,
    SimplifyCondBranchFromCondBranchOnSameCondition,
    CondBranchTruthPropagation,
)


@implement_op("cf.cond_br", "canonicalization_patterns")
def cond_br_patterns(patterns: RewritePatternSet, context: object) -> None:
    """``CondBranchOp::getCanonicalizationPatterns``."""
    patterns.add(*(pattern() for pattern in COND_BR_PATTERNS))
