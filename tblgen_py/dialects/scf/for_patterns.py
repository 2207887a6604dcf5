"""Canonicalization of ``scf.for``, ported from MLIR's C++ (``SCF.cpp``).

- ``ForOpIterArgsFolder``: iter_args that are forwarded (the argument or its
  initial value yielded, or argument and result both unused) are dropped, and
  so are iter_args with the same initial and yielded values as an earlier one;
- ``SimplifyTrivialLoops``: by the static trip count (``constantTripCount``
  over constant bounds and step, or ``lb + c`` with the ``nsw``/``nuw`` flag
  the comparison's signedness needs): none runs gives the initial values, one
  inlines the body, more with a body yielding only outside values gives those;
- ``ForOpTensorCastFolder``: in ``for_cast``.
"""

from __future__ import annotations

from tblgen_py.dialects.fold_support import int_width, splat_int, to_signed
from tblgen_py.dialects.scf.canonicalize import replace_op_with_region
from tblgen_py.dialects.scf.for_cast import ForOpTensorCastFolder
from tblgen_py.runtime.ir.attributes import IntegerAttr
from tblgen_py.runtime.ir.block import Block
from tblgen_py.runtime.ir.operation import Operation
from tblgen_py.runtime.ir.value import Value
from tblgen_py.runtime.ods.hooks import implement_op
from tblgen_py.runtime.rewrite import (
    PatternRewriter,
    RewritePattern,
    RewritePatternSet,
    constant_value,
)

__all__ = ["constant_trip_count", "static_trip_count"]

_NSW, _NUW = 1, 2
_INDEX_BITS = 64


def _constant(value: Value) -> int | None:
    """``getConstantAPIntValue``: the unsigned bit pattern of a constant int."""
    attr = constant_value(value)
    return splat_int(attr) if isinstance(attr, IntegerAttr) else None


def _fold_result(value: Value | int) -> int | None:
    """``_constant`` of an ``OpFoldResult``: a static index is its bit pattern."""
    if isinstance(value, int):
        return value & ((1 << _INDEX_BITS) - 1)
    return _constant(value)


def _overflow_bits(attr: object) -> int:
    """The ``#arith.overflow`` flags as MLIR's bits (nsw 1, nuw 2)."""
    value = getattr(attr, "value", None)
    if isinstance(value, int):
        return int(value)
    text = str(attr) if attr is not None else ""
    return (_NSW if "nsw" in text else 0) | (_NUW if "nuw" in text else 0)


def _ub_minus_lb(lower: Value, upper: Value, signed: bool, width: int) -> int | None:
    """``computeUbMinusLb``: ``c`` when ``upper = addi lower, c`` cannot wrap."""
    add = upper.defining_op
    if add is None or add.name != "arith.addi":
        return None
    flag = _NSW if signed else _NUW
    if not _overflow_bits(add.get_attr("overflowFlags")) & flag:
        return None
    lhs, rhs = add.operands
    diff = _constant(rhs)
    if lhs is not lower or diff is None:
        return None
    return to_signed(diff, width) if signed else diff


def static_trip_count(op: Operation) -> int | None:
    """``ForOp::getStaticTripCount`` (``constantTripCount``), None if unknown."""
    lower, upper, step = op.operands[:3]
    return constant_trip_count(lower, upper, step, op.get_attr("unsignedCmp") is None)


def constant_trip_count(
    lower: Value | int, upper: Value | int, step: Value | int, signed: bool = True
) -> int | None:
    """``constantTripCount`` of ``lower`` to ``upper`` by ``step`` (values, or
    static index integers as ``OpFoldResult``s), None if unknown."""
    width = _INDEX_BITS if isinstance(lower, int) else int_width(lower.type)
    if lower is upper:
        return 0
    step_bits = _fold_result(step)
    step_value = None
    if step_bits is not None:
        if step_bits == 0:
            return 0
        if to_signed(step_bits, width) < 0:  # APInt::isNegative, signed or not
            return 0
        step_value = step_bits
    low, high = _fold_result(lower), _fold_result(upper)
    if low is not None:
        if high is None:
            return None
        if signed:
            low, high = to_signed(low, width), to_signed(high, width)
        if high <= low:
            return 0
        diff = high - low
    else:
        if high is not None:
            return None
        assert isinstance(lower, Value) and isinstance(upper, Value)
        found = _ub_minus_lb(lower, upper, signed, width)
        if found is None:
            return None
        diff = found
    if diff < 0:
        return 0
    if step_value is None:
        return None
    return -(-diff // step_value)


class ForOpIterArgsFolder(RewritePattern):
    """Drop forwarded and duplicate iter_args of an ``scf.for``."""

    def __init__(self) -> None:
        super().__init__("scf.for", debug_name="ForOpIterArgsFolder")

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        block = op.regions[0].blocks[0]
        yield_op = block.last_op
        assert yield_op is not None
        inits = op.operands[3:]
        keep: list[bool] = []
        transfer: list[Value | None] = [None]
        replacements: list[Value | None] = []
        seen: dict[tuple[Value, Value], tuple[Value, Value]] = {}
        for init, arg, result, yielded in zip(
            inits, block.arguments[1:], op.results, yield_op.operands
        ):
            forwarded = (
                yielded is arg or yielded is init or (not arg.uses and not result.uses)
            )
            same = None if forwarded else seen.get((init, yielded))
            if same is not None:
                rewriter.replace_all_uses_with(arg, same[0])
                rewriter.replace_all_uses_with(result, same[1])
            if forwarded or same is not None:
                keep.append(False)
                transfer.append(init)
                replacements.append(init)
                continue
            seen[(init, yielded)] = (arg, result)
            keep.append(True)
            transfer.append(None)
            replacements.append(None)
        if all(keep):
            return False
        kept = [init for init, flag in zip(inits, keep) if flag]
        _rebuild(rewriter, op, keep, kept, transfer, replacements)
        return True


def _rebuild(
    rewriter: PatternRewriter,
    op: Operation,
    keep: list[bool],
    kept: list[Value],
    transfer: list[Value | None],
    replacements: list[Value | None],
) -> None:
    """The loop with only the kept iter_args, its old body merged in."""
    properties = op.properties
    new = rewriter.create(
        "scf.for",
        [*op.operands[:3], *kept],
        [value.type for value in kept],
        properties=dict(properties) if isinstance(properties, dict) else properties,
        attributes=dict(op.attributes),
        regions=1,
        location=op.location,
    )
    iv = op.operands[0]
    new_block = rewriter.create_block(
        new.regions[0],
        [iv.type, *(value.type for value in kept)],
        [op.location, *(_location(value) for value in kept)],
    )
    transfer[0] = new_block.arguments[0]
    position = 0
    for index, value in enumerate(transfer[1:]):
        if value is None:
            transfer[index + 1] = new_block.arguments[1 + position]
            replacements[index] = new.results[position]
            position += 1
    old_block = op.regions[0].blocks[0]
    rewriter.merge_blocks(old_block, new_block, transfer)  # type: ignore[arg-type]
    merged = new_block.last_op
    assert merged is not None
    operands = [value for value, flag in zip(merged.operands, keep) if flag]
    rewriter.set_insertion_point_before(merged)
    rewriter.create("scf.yield", operands, [], location=merged.location)
    rewriter.erase_op(merged)
    rewriter.replace_op(op, replacements)  # type: ignore[arg-type]


def _location(value: Value) -> object:
    """``Value::getLoc``: a block argument's own, else its defining op's."""
    owner = value.defining_op
    return getattr(value, "location", None) if owner is None else owner.location


class SimplifyTrivialLoops(RewritePattern):
    """Loops that run zero or one time, or only yield outside values, go."""

    def __init__(self) -> None:
        super().__init__("scf.for", debug_name="SimplifyTrivialLoops")

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        inits = op.operands[3:]
        trips = static_trip_count(op)
        if trips is None:
            return False
        if trips == 0:
            rewriter.replace_op(op, inits)
            return True
        if trips == 1:
            replace_op_with_region(
                rewriter, op, op.regions[0], [op.operands[0], *inits]
            )
            return True
        block = op.regions[0].blocks[0]
        if block.first_op is not block.last_op or block.last_op is None:
            return False
        yielded = list(block.last_op.operands)
        if any(_inside(value, op) for value in yielded):
            return False
        rewriter.replace_op(op, yielded)
        return True


def _inside(value: Value, op: Operation) -> bool:
    """Whether ``value`` is defined inside ``op``'s regions."""
    owner = value.owner
    block = owner if isinstance(owner, Block) else owner.parent
    while block is not None:
        parent = block.parent_op
        if parent is op:
            return True
        if parent is None:
            return False
        block = parent.parent
    return False


@implement_op("scf.for", "canonicalization_patterns")
def for_patterns(patterns: RewritePatternSet, context: object) -> None:
    """``ForOp::getCanonicalizationPatterns``."""
    patterns.add(ForOpIterArgsFolder(), SimplifyTrivialLoops(), ForOpTensorCastFolder())
