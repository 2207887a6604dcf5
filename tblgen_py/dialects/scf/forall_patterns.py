"""Canonicalization of ``scf.forall``, ported from MLIR's C++ (``SCF.cpp``).

MLIR 22's six patterns, in its order:

- ``DimOfForallOp`` (rooted at ``tensor.dim``): the dim of a forall result is
  the dim of its shared_out;
- ``FoldTensorCastOfOutputIntoForallOp``: a shared_out made by a
  ``tensor.cast`` from a more static type takes the cast's source (casts back
  in the body and after the loop);
- ``ForallOpControlOperandsFolder``: constant dynamic bounds become static;
- ``ForallOpIterArgsFolder``: shared_outs whose result is unused, or that no
  ``scf.forall.in_parallel`` op updates, go (their updates with them);
- ``ForallOpSingleOrZeroIterationDimsFolder``: without a mapping, a
  dimension running zero times makes the loop its outputs; dimensions running
  once go, and when none is left the body is inlined (``scf::promote``, the
  parallel inserts becoming ``tensor.insert_slice``s);
- ``ForallOpReplaceConstantInductionVar``: used induction variables of
  dimensions running once are their lower bound.
"""

from __future__ import annotations

from collections.abc import Sequence

from tblgen_py.dialects.asm_support import segment_sizes
from tblgen_py.dialects.mixed_indices import (
    Mixed,
    dispatch,
    fold_dynamic_index_list,
    i64_array,
    mixed_values,
    static_values,
)
from tblgen_py.dialects.scf.for_patterns import constant_trip_count
from tblgen_py.dialects.static_shapes import preserves_static_information
from tblgen_py.runtime.ir.attributes import IntegerAttr
from tblgen_py.runtime.ir.block import Block
from tblgen_py.runtime.ir.builder import InsertionPoint
from tblgen_py.runtime.ir.operation import IRMapping, Operation
from tblgen_py.runtime.ir.types import IndexType
from tblgen_py.runtime.ir.value import Value
from tblgen_py.runtime.ods.hooks import implement_op
from tblgen_py.runtime.rewrite import (
    PatternRewriter,
    RewritePattern,
    RewritePatternSet,
)

__all__ = ["FORALL_PATTERNS"]

_INDEX = IndexType.get()
_BOUNDS = ("staticLowerBound", "staticUpperBound", "staticStep")
_ELIDED = frozenset({"operandSegmentSizes", *_BOUNDS})


def _groups(op: Operation) -> list[list[Value]]:
    """The four operand groups: dynamic lbs, ubs, steps, and the outputs."""
    sizes = static_values(op.get_attr("operandSegmentSizes"))
    values, groups, start = list(op.operands), [], 0
    for size in sizes:
        groups.append(values[start : start + size])
        start += size
    return groups


def _mixed(op: Operation) -> list[list[Mixed]]:
    """Mixed lower bounds, upper bounds and steps."""
    groups = _groups(op)
    return [
        mixed_values(static_values(op.get_attr(name)), groups[index])
        for index, name in enumerate(_BOUNDS)
    ]


def _set_property(op: Operation, name: str, value: object) -> None:
    props = op.properties
    if isinstance(props, dict):
        props[name] = value
    else:
        op.attributes[name] = value


def _body(op: Operation) -> Block:
    return op.regions[0].blocks[0]


def _yielding_ops(op: Operation) -> list[Operation]:
    """The ops of the body's ``scf.forall.in_parallel``."""
    terminator = _body(op).last_op
    assert terminator is not None
    blocks = terminator.regions[0].blocks
    return list(blocks[0]) if blocks else []


def _create_forall(
    rewriter: PatternRewriter,
    op: Operation,
    bounds: Sequence[Sequence[Mixed]],
    outputs: Sequence[Value],
    mapping: object,
) -> Operation:
    """``create<ForallOp>`` from mixed bounds, with an empty region."""
    dynamics: list[Value] = []
    properties: dict[str, object] = {}
    sizes: list[int] = []
    for name, mixed in zip(_BOUNDS, bounds):
        values, statics = dispatch(mixed)
        dynamics.extend(values)
        sizes.append(len(values))
        properties[name] = i64_array(statics)
    properties["operandSegmentSizes"] = segment_sizes(*sizes, len(outputs))
    if mapping is not None:
        properties["mapping"] = mapping
    return rewriter.create(
        "scf.forall",
        [*dynamics, *outputs],
        [value.type for value in outputs],
        properties=properties,
        regions=1,
        location=op.location,
    )


def _add_body(new: Operation, rank: int, outputs: Sequence[Value]) -> Block:
    """The body block: ``rank`` index arguments, then one per output."""
    types = [_INDEX] * rank + [value.type for value in outputs]
    block = Block(types, [new.location] * len(types))
    new.regions[0].add_block(block)
    return block


class DimOfForallOp(RewritePattern):
    """``tensor.dim`` of a forall result reads the shared_out instead."""

    def __init__(self) -> None:
        super().__init__("tensor.dim", debug_name="DimOfForallOp")

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        source = op.operands[0]
        forall = source.defining_op
        if forall is None or forall.name != "scf.forall":
            return False
        shared = _groups(forall)[3][source.result_number]  # type: ignore[attr-defined]
        with rewriter.modifying(op):
            op.set_operand(0, shared)
        return True


class FoldTensorCastOfOutputIntoForallOp(RewritePattern):
    """Shared_outs cast from a more static type take the cast's source."""

    def __init__(self) -> None:
        super().__init__("scf.forall", debug_name="FoldTensorCastOfOutputIntoForallOp")

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        outputs = list(_groups(op)[3])
        casts: dict[int, object] = {}
        for index, output in enumerate(outputs):
            cast = output.defining_op
            if cast is None or cast.name != "tensor.cast":
                continue
            source = cast.operands[0]
            if not preserves_static_information(output.type, source.type):
                continue
            casts[index] = output.type
            outputs[index] = source
        if not casts:
            return False
        body = _body(op)
        rank = len(body.arguments) - len(outputs)
        new = _create_forall(rewriter, op, _mixed(op), outputs, op.get_attr("mapping"))
        block = _add_body(new, rank, outputs)
        args: list[Value] = list(block.arguments)
        with rewriter.at(InsertionPoint(block, None)):
            for index, type in casts.items():
                args[rank + index] = _cast(rewriter, new, args[rank + index], type)
        rewriter.merge_blocks(body, block, args)
        for inner, arg in zip(_yielding_ops(new), block.arguments[rank:]):
            with rewriter.modifying(inner):
                inner.set_operand(1, arg)
        rewriter.set_insertion_point_after(new)
        results: list[Value] = list(new.results)
        for index, type in casts.items():
            results[index] = _cast(rewriter, new, results[index], type)
        rewriter.replace_op(op, results)
        return True


def _cast(
    rewriter: PatternRewriter, op: Operation, value: Value, type: object
) -> Value:
    made = rewriter.create("tensor.cast", [value], [type], location=op.location)
    return made.results[0]


class ForallOpControlOperandsFolder(RewritePattern):
    """Constant dynamic bounds and steps become static."""

    def __init__(self) -> None:
        super().__init__("scf.forall", debug_name="ForallOpControlOperandsFolder")

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        bounds = _mixed(op)
        changed = [fold_dynamic_index_list(mixed) for mixed in bounds]
        if not any(changed):
            return False
        outputs = _groups(op)[3]
        with rewriter.modifying(op):
            dynamics: list[Value] = []
            sizes: list[int] = []
            for name, mixed in zip(_BOUNDS, bounds):
                values, statics = dispatch(mixed)
                dynamics.extend(values)
                sizes.append(len(values))
                _set_property(op, name, i64_array(statics))
            op.set_operands([*dynamics, *outputs])
            _set_property(
                op, "operandSegmentSizes", segment_sizes(*sizes, len(op.results))
            )
        return True


def _combining_ops(op: Operation, arg: Value) -> list[Operation]:
    """``getCombiningOps``: the terminator's ops updating ``arg``."""
    return [
        inner
        for inner in _yielding_ops(op)
        if len(inner.operands) > 1 and inner.operands[1] is arg
    ]


class ForallOpIterArgsFolder(RewritePattern):
    """Shared_outs unused after the loop or never updated go."""

    def __init__(self) -> None:
        super().__init__("scf.forall", debug_name="ForallOpIterArgsFolder")

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        outputs = _groups(op)[3]
        body = _body(op)
        rank = len(body.arguments) - len(outputs)
        out_args = body.arguments[rank:]
        dropped = [
            index
            for index, result in enumerate(op.results)
            if not result.uses or not _combining_ops(op, out_args[index])
        ]
        if not dropped:
            return False
        for index in dropped:
            for combining in _combining_ops(op, out_args[index]):
                rewriter.erase_op(combining)
        kept = [i for i in range(len(outputs)) if i not in dropped]
        new_outputs = [outputs[i] for i in kept]
        new = _create_forall(
            rewriter, op, _mixed(op), new_outputs, op.get_attr("mapping")
        )
        block = _add_body(new, rank, new_outputs)
        args: list[Value] = list(block.arguments[:rank])
        fresh = iter(block.arguments[rank:])
        for index in range(len(outputs)):
            args.append(outputs[index] if index in dropped else next(fresh))
        rewriter.merge_blocks(body, block, args)
        for position, index in enumerate(kept):
            rewriter.replace_all_uses_with(op.results[index], new.results[position])
        for index in dropped:
            rewriter.replace_all_uses_with(op.results[index], outputs[index])
        return True


class ForallOpSingleOrZeroIterationDimsFolder(RewritePattern):
    """Dimensions running zero or one time fold away (loops without mapping)."""

    def __init__(self) -> None:
        super().__init__(
            "scf.forall", debug_name="ForallOpSingleOrZeroIterationDimsFolder"
        )

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        if op.get_attr("mapping") is not None:
            return False
        lowers, uppers, steps = _mixed(op)
        outputs = _groups(op)[3]
        body = _body(op)
        kept: list[int] = []
        mapping = IRMapping()
        for index, iv in enumerate(body.arguments[: len(lowers)]):
            lower = lowers[index]
            trips = constant_trip_count(lower, uppers[index], steps[index])
            if trips == 0:
                rewriter.replace_op(op, outputs)
                return True
            if trips == 1:
                mapping.map(iv, _index_value(rewriter, op, lower))
                continue
            kept.append(index)
        if not kept:
            _promote(rewriter, op)
            return True
        if len(kept) == len(lowers):
            return False
        bounds = [[mixed[i] for i in kept] for mixed in (lowers, uppers, steps)]
        new = _create_forall(rewriter, op, bounds, outputs, None)
        for name, value in op.attributes.items():
            new.attributes[name] = value
        block = Block()
        new.regions[0].add_block(block)
        for index, arg in enumerate(body.arguments):
            if index < len(lowers) and index not in kept:
                continue
            mapping.map(arg, block.add_argument(arg.type, arg.location))
        with rewriter.at(InsertionPoint(block, None)):
            for nested in list(body):
                rewriter.clone(nested, mapping)
        rewriter.replace_op(op, new)
        return True


def _index_value(rewriter: PatternRewriter, op: Operation, value: Mixed) -> Value:
    """``getValueOrCreateConstantIndexOp``."""
    if isinstance(value, Value):
        return value
    made = rewriter.create(
        "arith.constant",
        [],
        [_INDEX],
        {"value": IntegerAttr.get(_INDEX, value)},
        location=op.location,
    )
    return made.results[0]


def _promote(rewriter: PatternRewriter, op: Operation) -> None:
    """``scf::promote``: the body inlined, its parallel inserts as insert_slices."""
    body = _body(op)
    terminator = body.last_op
    assert terminator is not None
    lowers = [_index_value(rewriter, op, value) for value in _mixed(op)[0]]
    outputs = _groups(op)[3]
    rewriter.inline_block_before(body, op, None, [*lowers, *outputs])
    rewriter.set_insertion_point_after(op)
    results: list[Value] = []
    for inner in _yielding_ops_of(terminator):
        properties = inner.properties
        made = rewriter.create(
            "tensor.insert_slice",
            list(inner.operands),
            [inner.operands[1].type],
            properties=dict(properties) if isinstance(properties, dict) else None,
            location=op.location,
        )
        results.append(made.results[0])
    rewriter.replace_all_op_uses_with(op, results)
    rewriter.erase_op(terminator)
    rewriter.erase_op(op)


def _yielding_ops_of(terminator: Operation) -> list[Operation]:
    blocks = terminator.regions[0].blocks
    return list(blocks[0]) if blocks else []


class ForallOpReplaceConstantInductionVar(RewritePattern):
    """Used induction variables of dimensions running once are the lower bound."""

    def __init__(self) -> None:
        super().__init__("scf.forall", debug_name="ForallOpReplaceConstantInductionVar")

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        lowers, uppers, steps = _mixed(op)
        changed = False
        for index, iv in enumerate(_body(op).arguments[: len(lowers)]):
            if not iv.uses:
                continue
            lower = lowers[index]
            if constant_trip_count(lower, uppers[index], steps[index]) != 1:
                continue
            rewriter.replace_all_uses_with(iv, _index_value(rewriter, op, lower))
            changed = True
        return changed


FORALL_PATTERNS = (
    DimOfForallOp,
    FoldTensorCastOfOutputIntoForallOp,
    ForallOpControlOperandsFolder,
    ForallOpIterArgsFolder,
    ForallOpSingleOrZeroIterationDimsFolder,
    ForallOpReplaceConstantInductionVar,
)


@implement_op("scf.forall", "canonicalization_patterns")
def forall_patterns(patterns: RewritePatternSet, context: object) -> None:
    """``ForallOp::getCanonicalizationPatterns``."""
    patterns.add(*(pattern() for pattern in FORALL_PATTERNS))
