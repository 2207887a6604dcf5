"""``--convert-scf-to-cf``: structured control flow to blocks and branches.

Follows MLIR's ``SCFToControlFlow.cpp``: ``scf.for`` becomes a condition
block (induction variable and iteration values as arguments) with a body
that steps and branches back; ``scf.if`` splits its block and branches to the
inlined regions, which join in a continuation block carrying the results;
``scf.while`` inlines both regions (only the "before" one for do-while
loops); ``scf.execute_region`` inlines its region; a bufferized
``scf.forall`` becomes an ``scf.parallel``, lowered in turn.  The ``scf`` ops are
illegal, every other op is legal.
"""

from __future__ import annotations

from collections.abc import Sequence

from tblgen_py.runtime.conversion import (
    ConversionPatternRewriter,
    ConversionTarget,
    apply_partial_conversion,
)
from tblgen_py.runtime.ir.attributes import IntegerAttr, OpaqueAttr
from tblgen_py.runtime.ir.attributes_dense import DenseArrayAttr, DenseElementsAttr
from tblgen_py.runtime.ir.block import Block
from tblgen_py.runtime.ir.context import Context
from tblgen_py.runtime.ir.operation import Operation
from tblgen_py.runtime.ir.region import Region
from tblgen_py.runtime.ir.types import IndexType, VectorType, i
from tblgen_py.runtime.ir.value import Value
from tblgen_py.runtime.rewrite.pattern import Pattern, RewritePattern
from tblgen_py.runtime.rewrite.rewriter import PatternRewriter
from tblgen_py.runtime.text.attr_parser import AttrTypeParser

ILLEGAL = (
    "scf.for",
    "scf.if",
    "scf.parallel",
    "scf.forall",
    "scf.while",
    "scf.execute_region",
    "scf.index_switch",
)
SLT, ULT = 2, 6
DYNAMIC = -(1 << 63)
"""``ShapedType::kDynamic`` in static bound lists."""


def branch(
    rewriter: PatternRewriter, dest: Block, operands: Sequence[Value], loc: object
) -> Operation:
    """``cf.br`` to ``dest``."""
    return rewriter.create("cf.br", list(operands), [], successors=[dest], location=loc)


def cond_branch(
    rewriter: PatternRewriter,
    cond: Value,
    true_dest: Block,
    true_ops: Sequence[Value],
    false_dest: Block,
    false_ops: Sequence[Value],
    loc: object,
) -> Operation:
    """``cf.cond_br`` with its operand segments."""
    sizes = DenseArrayAttr.get(i(32), [1, len(true_ops), len(false_ops)])
    return rewriter.create(
        "cf.cond_br",
        [cond, *true_ops, *false_ops],
        [],
        {"operandSegmentSizes": sizes},
        successors=[true_dest, false_dest],
        location=loc,
    )


def _no_overflow(context: object) -> object:
    """``#arith.overflow<none>`` as the context's ``arith`` dialect parses it
    (so it prints in the op's custom form), else opaque."""
    dialects = getattr(context, "dialects", None)
    if not isinstance(dialects, dict) or "arith" not in dialects:
        return OpaqueAttr.get("arith", "overflow<none>")
    parser = AttrTypeParser("#arith.overflow<none>", "<arith>")
    parser.dialects = dialects
    return parser.parse_attribute()


def _rewriter(rewriter: PatternRewriter) -> ConversionPatternRewriter:
    if not isinstance(rewriter, ConversionPatternRewriter):
        raise TypeError("scf-to-cf patterns run in a dialect conversion")
    return rewriter


def _split_before(
    rewriter: ConversionPatternRewriter, op: Operation
) -> tuple[Block, Block]:
    block = op.parent
    assert block is not None
    return block, rewriter.split_block(block, op)


class ForLowering(RewritePattern):
    """``scf.for`` to a condition block and the inlined body."""

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        """Lower the loop."""
        conv = _rewriter(rewriter)
        loc = op.location
        lower, upper, step, *inits = op.operands
        init_block, end_block = _split_before(conv, op)
        region = op.regions[0]
        condition = region.blocks[0]
        first_body = conv.split_block(condition, condition.first_op)
        last_body = region.blocks[-1]
        assert end_block.parent is not None
        conv.inline_region_before(region, end_block.parent, end_block)
        iv = condition.arguments[0]
        terminator = last_body.last_op
        assert terminator is not None
        conv.set_insertion_point_to_end(last_body)
        stepped = conv.create(
            "arith.addi",
            [iv, step],
            [iv.type],
            {"overflowFlags": _no_overflow(conv.context)},
            location=loc,
        ).results[0]
        branch(conv, condition, [stepped, *terminator.operands], loc)
        conv.erase_op(terminator)
        conv.set_insertion_point_to_end(init_block)
        branch(conv, condition, [lower, *inits], loc)
        conv.set_insertion_point_to_end(condition)
        unsigned = isinstance(op.properties, dict) and "unsignedCmp" in op.properties
        predicate = IntegerAttr.get(i(64), ULT if unsigned else SLT)
        cmp = conv.create(
            "arith.cmpi", [iv, upper], [i(1)], {"predicate": predicate}, location=loc
        )
        cond_branch(conv, cmp.results[0], first_body, [], end_block, [], loc)
        conv.replace_op(op, condition.arguments[1:])
        return True


class IfLowering(RewritePattern):
    """``scf.if`` to a conditional branch into the inlined regions."""

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        """Lower the conditional."""
        conv = _rewriter(rewriter)
        loc = op.location
        cond_block, remaining = _split_before(conv, op)
        if op.results:
            types = [r.type for r in op.results]
            continue_block = conv.create_block_before(
                remaining, types, [loc] * len(types)
            )
            branch(conv, remaining, [], loc)
        else:
            continue_block = remaining
        then_block = self._inline(conv, op.regions[0], continue_block, loc)
        assert then_block is not None
        else_block = self._inline(conv, op.regions[1], continue_block, loc)
        conv.set_insertion_point_to_end(cond_block)
        cond_branch(
            conv, op.operands[0], then_block, [], else_block or continue_block, [], loc
        )
        conv.replace_op(op, continue_block.arguments)
        return True

    @staticmethod
    def _inline(
        conv: ConversionPatternRewriter, region: object, dest: Block, loc: object
    ) -> Block | None:
        """Branch from the region's end to ``dest``, move it before ``dest``."""
        from tblgen_py.runtime.ir.region import Region

        assert isinstance(region, Region)
        if not region.blocks:
            return None
        first = region.blocks[0]
        terminator = region.blocks[-1].last_op
        assert terminator is not None and dest.parent is not None
        conv.set_insertion_point_to_end(region.blocks[-1])
        branch(conv, dest, terminator.operands, loc)
        conv.erase_op(terminator)
        conv.inline_region_before(region, dest.parent, dest)
        return first


class WhileLowering(RewritePattern):
    """``scf.while`` to the inlined "before" and "after" regions."""

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        """Lower the loop."""
        conv = _rewriter(rewriter)
        loc = op.location
        current, continuation = _split_before(conv, op)
        before_region, after_region = op.regions
        after, after_last = after_region.blocks[0], after_region.blocks[-1]
        before, before_last = before_region.blocks[0], before_region.blocks[-1]
        assert continuation.parent is not None
        conv.inline_region_before(after_region, continuation.parent, continuation)
        conv.inline_region_before(before_region, continuation.parent, after)
        conv.set_insertion_point_to_end(current)
        branch(conv, before, op.operands, loc)
        condition = before_last.last_op
        assert condition is not None
        conv.set_insertion_point_to_end(before_last)
        args = condition.operands[1:]
        new = cond_branch(
            conv, condition.operands[0], after, args, continuation, [], loc
        )
        conv.replace_op(condition, new)
        yield_op = after_last.last_op
        assert yield_op is not None
        conv.set_insertion_point_to_end(after_last)
        conv.replace_op(yield_op, branch(conv, before, yield_op.operands, loc))
        conv.replace_op(op, args)
        return True


class DoWhileLowering(RewritePattern):
    """``scf.while`` whose "after" region only forwards its arguments."""

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        """Loop on the "before" region alone."""
        after_region = op.regions[1]
        if len(after_region.blocks) != 1:
            return rewriter.notify_match_failure(
                op,
                "do-while simplification applicable to single-block 'after' region only",
            )
        after_block = after_region.blocks[0]
        yield_op = after_block.first_op
        if yield_op is None or yield_op is not after_block.last_op:
            return rewriter.notify_match_failure(
                op,
                "do-while simplification applicable only if 'after' region has no payload",
            )
        if yield_op.name != "scf.yield" or yield_op.operands != list(
            after_block.arguments
        ):
            return rewriter.notify_match_failure(
                op,
                "do-while simplification applicable only to forwarding 'after' regions",
            )
        conv = _rewriter(rewriter)
        loc = op.location
        current, continuation = _split_before(conv, op)
        before_region = op.regions[0]
        before, before_last = before_region.blocks[0], before_region.blocks[-1]
        assert continuation.parent is not None
        conv.inline_region_before(before_region, continuation.parent, continuation)
        conv.set_insertion_point_to_end(current)
        branch(conv, before, op.operands, loc)
        condition = before_last.last_op
        assert condition is not None
        conv.set_insertion_point_to_end(before_last)
        args = condition.operands[1:]
        new = cond_branch(
            conv, condition.operands[0], before, args, continuation, [], loc
        )
        conv.replace_op(condition, new)
        conv.replace_op(op, args)
        return True


class ExecuteRegionLowering(RewritePattern):
    """``scf.execute_region``: inline the region, results as block arguments."""

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        """Branch into the region; its yields branch to the continuation."""
        conv = _rewriter(rewriter)
        loc = op.location
        cond_block, remaining = _split_before(conv, op)
        region = op.regions[0]
        conv.set_insertion_point_to_end(cond_block)
        branch(conv, region.blocks[0], [], loc)
        for block in list(region.blocks):
            terminator = block.last_op
            if terminator is not None and terminator.name == "scf.yield":
                conv.set_insertion_point_to_end(block)
                branch(conv, remaining, terminator.operands, loc)
                conv.erase_op(terminator)
        assert remaining.parent is not None
        conv.inline_region_before(region, remaining.parent, remaining)
        values = [
            conv.add_block_argument(remaining, result.type, loc)
            for result in op.results
        ]
        conv.replace_op(op, values)
        return True


class IndexSwitchLowering(RewritePattern):
    """``scf.index_switch`` to a ``cf.switch`` into the inlined case regions."""

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        """Switch on the index cast to i32; the regions branch to a join block."""
        conv = _rewriter(rewriter)
        loc = op.location
        props = op.properties if isinstance(op.properties, dict) else {}
        cases = props.get("cases")
        values = list(cases.values) if isinstance(cases, DenseArrayAttr) else []
        cond_block, continue_block = _split_before(conv, op)
        results = [
            conv.add_block_argument(continue_block, r.type, loc) for r in op.results
        ]
        default_region, *case_regions = op.regions
        if len(case_regions) != len(values):
            return False
        successors = [
            self._inline(conv, region, continue_block, loc) for region in case_regions
        ]
        default = self._inline(conv, default_region, continue_block, loc)
        conv.set_insertion_point_to_end(cond_block)
        index = conv.create("arith.index_cast", [op.operands[0]], [i(32)], location=loc)
        switch_props: dict[str, object] = {
            "case_operand_segments": DenseArrayAttr.get(i(32), [0] * len(values)),
            "operandSegmentSizes": DenseArrayAttr.get(i(32), [1, 0, 0]),
        }
        if values:
            switch_props["case_values"] = DenseElementsAttr.get(
                VectorType.get([len(values)], i(32)), values
            )
        conv.create(
            "cf.switch",
            index.results,
            [],
            switch_props,
            successors=[default, *successors],
            location=loc,
        )
        conv.replace_op(op, results)
        return True

    @staticmethod
    def _inline(
        conv: ConversionPatternRewriter, region: Region, dest: Block, loc: object
    ) -> Block:
        """Replace the region's yield by a branch to ``dest``, move it before."""
        block = region.blocks[0]
        terminator = block.last_op
        assert terminator is not None and dest.parent is not None
        conv.set_insertion_point_before(terminator)
        conv.replace_op(terminator, branch(conv, dest, terminator.operands, loc))
        conv.inline_region_before(region, dest.parent, dest)
        return block


class ForallLowering(RewritePattern):
    """A bufferized ``scf.forall`` (no shared outputs) to ``scf.parallel``
    (``forallToParallelLoop``): static bounds become index constants, the
    body moves over and its terminator becomes an empty ``scf.reduce``."""

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        """Build the parallel loop around the forall's region."""
        conv = _rewriter(rewriter)
        loc = op.location
        props = op.properties if isinstance(op.properties, dict) else {}
        sizes = props.get("operandSegmentSizes")
        if not isinstance(sizes, DenseArrayAttr) or not op.regions[0].blocks:
            return False
        dynamic = _groups(op.operands, list(sizes.values))
        if len(dynamic) != 4 or dynamic[3]:
            return rewriter.notify_match_failure(
                op,
                "only fully bufferized scf.forall ops can be lowered to scf.parallel",
            )
        bounds: list[Value] = []
        for name, values in zip(
            ("staticLowerBound", "staticUpperBound", "staticStep"), dynamic
        ):
            static = props.get(name)
            if not isinstance(static, DenseArrayAttr):
                return False
            pending = list(values)
            for value in static.values:
                if value == DYNAMIC:
                    bounds.append(pending.pop(0))
                    continue
                bounds.append(
                    conv.create(
                        "arith.constant",
                        [],
                        [IndexType.get()],
                        {"value": IntegerAttr.get(IndexType.get(), value)},
                        location=loc,
                    ).results[0]
                )
        rank = len(bounds) // 3
        attributes = {"mapping": props["mapping"]} if "mapping" in props else {}
        parallel = conv.create(
            "scf.parallel",
            bounds,
            [],
            {"operandSegmentSizes": DenseArrayAttr.get(i(32), [rank, rank, rank, 0])},
            attributes,
            regions=1,
            location=loc,
        )
        conv.inline_region_before(op.regions[0], parallel.regions[0], None)
        body = parallel.regions[0].blocks[0]
        terminator = body.last_op
        assert terminator is not None
        conv.set_insertion_point_to_end(body)
        reduce = conv.create("scf.reduce", [], [], location=terminator.location)
        conv.replace_op(terminator, reduce)
        conv.replace_op(op, [])
        return True


class ParallelLowering(RewritePattern):
    """``scf.parallel`` to a nest of ``scf.for`` loops carrying its reductions.

    The initial values go down the nest as iteration arguments; each
    ``scf.reduce`` region is inlined into the innermost body with the
    iteration argument and the reduced operand, and its result yielded.
    """

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        """One ``scf.for`` per dimension, the body merged into the innermost."""
        conv = _rewriter(rewriter)
        loc = op.location
        props = op.properties if isinstance(op.properties, dict) else {}
        sizes_attr = props.get("operandSegmentSizes")
        body = op.regions[0].blocks[0]
        reduce = body.last_op
        if not isinstance(sizes_attr, DenseArrayAttr) or reduce is None:
            return False
        if reduce.name != "scf.reduce":
            return False
        lowers, uppers, steps, inits = _groups(op.operands, list(sizes_attr.values))
        if not lowers:
            return rewriter.notify_match_failure(op, "no loops (invalid IR)")
        iter_args: list[Value] = list(inits)
        results: list[Value] = list(inits)
        ivs: list[Value] = []
        for depth, (lower, upper, step) in enumerate(zip(lowers, uppers, steps)):
            point = conv.insertion_point
            assert point is not None
            loop = self._for(conv, lower, upper, step, iter_args, loc)
            ivs.append(loop.regions[0].blocks[0].arguments[0])
            iter_args = list(loop.regions[0].blocks[0].arguments[1:])
            if depth == 0:
                results = list(loop.results)
            elif loop.results:
                conv.set_insertion_point_to_end(point.block)
                conv.create("scf.yield", list(loop.results), [], location=loc)
            conv.set_insertion_point_to_start(loop.regions[0].blocks[0])
        yielded = self._inline_reductions(conv, reduce, iter_args)
        conv.erase_op(reduce)
        assert conv.insertion_point is not None
        inner = conv.insertion_point.block
        if inner.last_op is None:
            conv.merge_blocks(body, inner, ivs)
        else:
            conv.inline_block_before(body, inner.last_op, None, ivs)
        if yielded:
            conv.set_insertion_point_to_end(inner)
            conv.create("scf.yield", yielded, [], location=loc)
        conv.replace_op(op, results)
        return True

    @staticmethod
    def _for(
        conv: ConversionPatternRewriter,
        lower: Value,
        upper: Value,
        step: Value,
        iter_args: Sequence[Value],
        loc: object,
    ) -> Operation:
        """``scf.for`` with an empty ``scf.yield`` unless it carries values."""
        types = [value.type for value in iter_args]
        loop = conv.create(
            "scf.for",
            [lower, upper, step, *iter_args],
            types,
            regions=1,
            location=loc,
        )
        conv.create_block(
            loop.regions[0], [lower.type, *types], [loc] * (1 + len(types))
        )
        if not iter_args:
            conv.create("scf.yield", [], [], location=loc)
        return loop

    @staticmethod
    def _inline_reductions(
        conv: ConversionPatternRewriter, reduce: Operation, iter_args: Sequence[Value]
    ) -> list[Value]:
        """Inline each reduction region before ``reduce``; their results."""
        yielded: list[Value] = []
        for index, region in enumerate(reduce.regions):
            block = region.blocks[0]
            terminator = block.last_op
            assert terminator is not None
            yielded.append(terminator.operands[0])
            conv.erase_op(terminator)
            conv.inline_block_before(
                block, reduce, None, [iter_args[index], reduce.operands[index]]
            )
        return yielded


def _groups(values: list[Value], sizes: list[int]) -> list[list[Value]]:
    groups, start = [], 0
    for size in sizes:
        groups.append(values[start : start + size])
        start += size
    return groups


def scf_to_cf_patterns() -> list[Pattern]:
    """``populateSCFToControlFlowConversionPatterns``."""
    return [
        ForLowering(
            "scf.for", generated_ops=["arith.addi", "cf.br", "arith.cmpi", "cf.cond_br"]
        ),
        IfLowering("scf.if", generated_ops=["cf.br", "cf.cond_br"]),
        WhileLowering("scf.while", generated_ops=["cf.br", "cf.cond_br"]),
        ExecuteRegionLowering("scf.execute_region", generated_ops=["cf.br"]),
        ParallelLowering("scf.parallel", generated_ops=["scf.for", "scf.yield"]),
        ForallLowering(
            "scf.forall", generated_ops=["arith.constant", "scf.parallel", "scf.reduce"]
        ),
        IndexSwitchLowering(
            "scf.index_switch", generated_ops=["cf.br", "arith.index_cast", "cf.switch"]
        ),
        DoWhileLowering("scf.while", 2, generated_ops=["cf.br", "cf.cond_br"]),
    ]


def scf_to_cf_target() -> ConversionTarget:
    """The ``scf`` region ops are illegal; everything else is legal."""
    target = ConversionTarget()
    target.add_illegal_op(*ILLEGAL)
    target.mark_unknown_op_dynamically_legal(lambda op: True)
    return target


def convert_scf_to_cf(module: Operation, context: Context | None = None) -> None:
    """Run the pass on ``module``; raises ``ConversionFailure``."""
    apply_partial_conversion(
        module, scf_to_cf_target(), scf_to_cf_patterns(), context=context
    )
