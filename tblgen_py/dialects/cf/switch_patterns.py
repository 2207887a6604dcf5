"""Canonicalization of ``cf.switch``, as MLIR's C++ (``ControlFlowOps.cpp``).

In MLIR's order: only a default becomes ``cf.br``; cases going where the
default goes (with its operands) are dropped; a constant flag picks its
destination; pass-through destinations are collapsed; a switch whose only
predecessor switched on the same flag to it is decided (by a case: that case,
by the default: the cases the predecessor took elsewhere are dropped).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from tblgen_py.dialects.cf.canonicalize import collapse_branch
from tblgen_py.dialects.fold_support import (
    int_width,
    splat_int,
    to_signed,
    to_unsigned,
)
from tblgen_py.runtime.ir.attributes import IntegerAttr
from tblgen_py.runtime.ir.attributes_dense import DenseArrayAttr, DenseElementsAttr
from tblgen_py.runtime.ir.block import Block
from tblgen_py.runtime.ir.operation import Operation
from tblgen_py.runtime.ir.types import IntegerType, VectorType
from tblgen_py.runtime.ir.value import Value
from tblgen_py.runtime.ods.hooks import implement_op
from tblgen_py.runtime.rewrite import (
    PatternRewriter,
    RewritePattern,
    RewritePatternSet,
    constant_value,
)

__all__ = ["Switch"]

_I32 = IntegerType.get(32)


@dataclass
class Switch:
    """A ``cf.switch`` taken apart: flag, default and cases (value, dest, operands)."""

    flag: Value
    default: tuple[Block, list[Value]]
    cases: list[tuple[int, Block, list[Value]]]

    @classmethod
    def of(cls, op: Operation) -> Switch:
        """The parts of ``op``."""
        sizes = list(getattr(op.get_attr("operandSegmentSizes"), "values", ()))
        segments = list(getattr(op.get_attr("case_operand_segments"), "values", ()))
        values_attr = op.get_attr("case_values")
        values = (
            values_attr.element_values()
            if isinstance(values_attr, DenseElementsAttr)
            else []
        )
        operands = op.operands
        width = int_width(operands[0].type)
        position = 1 + sizes[1]
        cases = []
        for index, (value, count) in enumerate(zip(values, segments)):
            dest = op.successors[1 + index]
            args = operands[position : position + count]
            cases.append((to_unsigned(int(value), width), dest, args))  # type: ignore[arg-type]
            position += count
        return cls(operands[0], (op.successors[0], operands[1 : 1 + sizes[1]]), cases)

    def build(self, rewriter: PatternRewriter, op: Operation) -> None:
        """Replace ``op`` by this switch."""
        props: dict[str, object] = {}
        if self.cases:
            ty = VectorType.get([len(self.cases)], self.flag.type)  # type: ignore[arg-type]
            width = int_width(self.flag.type)
            props["case_values"] = DenseElementsAttr.get(
                ty, [to_signed(value, width) for value, _, _ in self.cases]
            )
        case_args = [args for _, _, args in self.cases]
        props["case_operand_segments"] = DenseArrayAttr.get(
            _I32, [len(args) for args in case_args]
        )
        props["operandSegmentSizes"] = DenseArrayAttr.get(
            _I32, [1, len(self.default[1]), sum(len(args) for args in case_args)]
        )
        rewriter.replace_op_with_new_op(
            op,
            "cf.switch",
            [self.flag, *self.default[1], *(v for args in case_args for v in args)],
            [],
            props,
            successors=[self.default[0], *(dest for _, dest, _ in self.cases)],
        )


def _br(
    rewriter: PatternRewriter, op: Operation, dest: Block, args: Sequence[Value]
) -> None:
    rewriter.replace_op_with_new_op(op, "cf.br", list(args), [], successors=[dest])


def _fold_switch(
    rewriter: PatternRewriter, op: Operation, switch: Switch, value: int
) -> None:
    """``foldSwitch``: branch where ``value`` goes."""
    for case, dest, args in switch.cases:
        if case == value:
            _br(rewriter, op, dest, args)
            return
    _br(rewriter, op, *switch.default)


def only_default(op: Operation, rewriter: PatternRewriter) -> bool:
    """``simplifySwitchWithOnlyDefault``."""
    switch = Switch.of(op)
    if switch.cases:
        return False
    _br(rewriter, op, *switch.default)
    return True


def drop_cases_matching_default(op: Operation, rewriter: PatternRewriter) -> bool:
    """``dropSwitchCasesThatMatchDefault``."""
    switch = Switch.of(op)
    dest, args = switch.default
    kept = [
        case
        for case in switch.cases
        if case[1] is not dest or list(case[2]) != list(args)
    ]
    if len(kept) == len(switch.cases):
        return False
    Switch(switch.flag, switch.default, kept).build(rewriter, op)
    return True


def constant_flag(op: Operation, rewriter: PatternRewriter) -> bool:
    """``simplifyConstSwitchValue``."""
    attr = constant_value(op.operands[0])
    value = splat_int(attr) if isinstance(attr, IntegerAttr) else None
    if value is None:
        return False
    _fold_switch(rewriter, op, Switch.of(op), value)
    return True


def pass_through(op: Operation, rewriter: PatternRewriter) -> bool:
    """``simplifyPassThroughSwitch``."""
    switch = Switch.of(op)
    changed = False
    cases = []
    for value, dest, args in switch.cases:
        collapsed = collapse_branch(dest, args)
        if collapsed is not None:
            changed = True
            dest, args = collapsed
        cases.append((value, dest, list(args)))
    default = collapse_branch(*switch.default)
    if default is not None:
        changed = True
    if not changed:
        return False
    Switch(switch.flag, default or switch.default, cases).build(rewriter, op)
    return True


def _pred_switch(op: Operation) -> tuple[Block, Operation] | None:
    """The block of ``op`` and its single predecessor's ``cf.switch`` on the same flag."""
    block = op.parent
    assert block is not None
    predecessor = block.single_predecessor()
    if predecessor is None:
        return None
    terminator = predecessor.last_op
    if terminator is None or terminator.name != "cf.switch":
        return None
    if terminator.operands[0] is not op.operands[0]:
        return None
    return block, terminator


def from_switch_on_same_condition(op: Operation, rewriter: PatternRewriter) -> bool:
    """``simplifySwitchFromSwitchOnSameCondition``."""
    found = _pred_switch(op)
    if found is None:
        return False
    block, pred_op = found
    pred = Switch.of(pred_op)
    if pred.default[0] is block:
        return False
    switch = Switch.of(op)
    for value, dest, _ in pred.cases:
        if dest is block:
            _fold_switch(rewriter, op, switch, value)
            return True
    _br(rewriter, op, *switch.default)
    return True


def from_default_switch_on_same_condition(
    op: Operation, rewriter: PatternRewriter
) -> bool:
    """``simplifySwitchFromDefaultSwitchOnSameCondition``."""
    found = _pred_switch(op)
    if found is None:
        return False
    block, pred_op = found
    pred = Switch.of(pred_op)
    if pred.default[0] is not block:
        return False
    impossible = {value for value, dest, _ in pred.cases if dest is not block}
    switch = Switch.of(op)
    kept = [case for case in switch.cases if case[0] not in impossible]
    if len(kept) == len(switch.cases):
        return False
    Switch(switch.flag, switch.default, kept).build(rewriter, op)
    return True


_PATTERNS: tuple[Callable[[Operation, PatternRewriter], bool], ...] = (
    only_default,
    drop_cases_matching_default,
    constant_flag,
    pass_through,
    from_switch_on_same_condition,
    from_default_switch_on_same_condition,
)


class _FnPattern(RewritePattern):
    def __init__(self, fn: Callable[[Operation, PatternRewriter], bool]) -> None:
        super().__init__("cf.switch", debug_name=fn.__name__)
        self.fn = fn

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        return self.fn(op, rewriter)


@implement_op("cf.switch", "canonicalization_patterns")
def switch_patterns(patterns: RewritePatternSet, context: object) -> None:
    """``SwitchOp::getCanonicalizationPatterns``."""
    patterns.add(*(_FnPattern(fn) for fn in _PATTERNS))
