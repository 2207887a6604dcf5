"""``scf.if`` patterns that merge ifs, ported from MLIR's C++ (``SCF.cpp``).

- ``CombineIfs``: an ``scf.if`` right after another on the same condition (or
  its ``xori``-with-true negation) becomes one ``scf.if`` with both bodies,
  the first's results first;
- ``CombineNestedIfs``: an ``scf.if`` whose then block holds only another
  ``scf.if`` (both else blocks only yielding) becomes one ``scf.if`` on the
  ``arith.andi`` of the conditions, outer yields from outside as selects.
"""

from __future__ import annotations

from tblgen_py.dialects.fold_support import splat_int
from tblgen_py.dialects.region_moves import inline_region_before
from tblgen_py.runtime.ir.block import Block
from tblgen_py.runtime.ir.operation import Operation
from tblgen_py.runtime.ir.region import Region
from tblgen_py.runtime.ir.value import Value
from tblgen_py.runtime.rewrite import PatternRewriter, RewritePattern, constant_value

__all__ = ["CombineIfs", "CombineNestedIfs"]


def _negation_of(value: Value) -> Value | None:
    """``x`` when ``value`` is ``arith.xori x, <one>``."""
    op = value.defining_op
    if op is None or op.name != "arith.xori":
        return None
    if splat_int(constant_value(op.operands[1])) != 1:
        return None
    return op.operands[0]


def _yield(block: Block) -> Operation:
    terminator = block.last_op
    assert terminator is not None
    return terminator


def _else_block(op: Operation) -> Block | None:
    blocks = op.regions[1].blocks
    return blocks[-1] if blocks else None


def _only_yields(block: Block | None) -> bool:
    return block is None or block.first_op is block.last_op


class _IfPattern(RewritePattern):
    def __init__(self) -> None:
        super().__init__("scf.if", debug_name=type(self).__name__)


class CombineIfs(_IfPattern):
    """Two adjacent ifs on the same (or negated) condition become one."""

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        prev = op.prev
        if prev is None or prev.name != "scf.if":
            return False
        cond, prev_cond = op.operands[0], prev.operands[0]
        then_block = op.regions[0].blocks[-1]
        else_block = _else_block(op)
        next_then: Block | None = None
        next_else: Block | None = None
        if cond is prev_cond:
            next_then, next_else = then_block, else_block
        if _negation_of(cond) is prev_cond or _negation_of(prev_cond) is cond:
            next_then, next_else = else_block, then_block
        if next_then is None and next_else is None:
            return False
        self._forward_results(prev, next_then, next_else, rewriter)
        return self._merge(prev, op, next_then, next_else, rewriter)

    @staticmethod
    def _forward_results(
        prev: Operation,
        next_then: Block | None,
        next_else: Block | None,
        rewriter: PatternRewriter,
    ) -> None:
        """Uses of ``prev``'s results inside the second if take the yields."""
        prev_else = _else_block(prev)
        if prev_else is None:
            return
        then_yield = _yield(prev.regions[0].blocks[-1]).operands
        else_yield = _yield(prev_else).operands
        for result, true, false in zip(prev.results, then_yield, else_yield):
            for use in list(reversed(result.uses)):  # MLIR's use-list order
                owner = use.owner
                region = owner.parent.parent if owner.parent is not None else None
                for block, value in ((next_then, true), (next_else, false)):
                    if block is None or region is None:
                        continue
                    parent = block.parent
                    if parent is not None and parent.is_ancestor(region):
                        rewriter.start_op_modification(owner)
                        use.set(value)
                        rewriter.finalize_op_modification(owner)
                        break

    @staticmethod
    def _merge(
        prev: Operation,
        op: Operation,
        next_then: Block | None,
        next_else: Block | None,
        rewriter: PatternRewriter,
    ) -> bool:
        types = [*prev.result_types, *op.result_types]
        combined = rewriter.create(
            "scf.if", [prev.operands[0]], types, regions=2, location=op.location
        )
        inline_region_before(rewriter, prev.regions[0], combined.regions[0], 0)
        if next_then is not None:
            _append_block(rewriter, next_then, combined.regions[0].blocks[-1])
        inline_region_before(rewriter, prev.regions[1], combined.regions[1], 0)
        if next_else is not None:
            else_region = combined.regions[1]
            if not else_region.blocks:
                parent = next_else.parent
                assert parent is not None
                inline_region_before(rewriter, parent, else_region, 0)
            else:
                _append_block(rewriter, next_else, else_region.blocks[-1])
        count = len(prev.results)
        rewriter.replace_op(prev, list(combined.results[:count]))
        rewriter.replace_op(op, list(combined.results[count:]))
        return True


def _append_block(rewriter: PatternRewriter, source: Block, dest: Block) -> None:
    """``source``'s ops after ``dest``'s; one yield of both yields' operands."""
    first, second = _yield(dest), _yield(source)
    rewriter.merge_blocks(source, dest)
    rewriter.set_insertion_point_to_end(dest)
    rewriter.create(
        "scf.yield",
        [*first.operands, *second.operands],
        [],
        location=second.location,
    )
    rewriter.erase_op(first)
    rewriter.erase_op(second)


class CombineNestedIfs(_IfPattern):
    """``if a { if b { ... } }`` -> ``if (a and b) { ... }``."""

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        then_block = op.regions[0].blocks[-1]
        nested = then_block.first_op
        if nested is None or nested.next is not then_block.last_op:
            return False
        else_block = _else_block(op)
        if not _only_yields(else_block) or nested.name != "scf.if":
            return False
        nested_else = _else_block(nested)
        if not _only_yields(nested_else):
            return False
        then_yield = list(_yield(then_block).operands)
        else_yield = list(_yield(else_block).operands) if else_block else []
        to_select: list[int] = []
        for index, value in enumerate(then_yield):
            if value.defining_op is nested:
                number = value.result_number  # type: ignore[attr-defined]
                assert nested_else is not None
                if _yield(nested_else).operands[number] is not else_yield[index]:
                    return False
                nested_then = nested.regions[0].blocks[-1]
                then_yield[index] = _yield(nested_then).operands[number]
                continue
            if value.parent_block is not None and (
                value.parent_block.parent is op.regions[0]
            ):
                return False
            to_select.append(index)
        self._rewrite(op, nested, then_yield, else_yield, to_select, rewriter)
        return True

    @staticmethod
    def _rewrite(
        op: Operation,
        nested: Operation,
        then_yield: list[Value],
        else_yield: list[Value],
        to_select: list[int],
        rewriter: PatternRewriter,
    ) -> None:
        location = op.location
        outer_cond = op.operands[0]
        cond = rewriter.create(
            "arith.andi",
            [outer_cond, nested.operands[0]],
            [outer_cond.type],
            location=location,
        ).results[0]
        new = rewriter.create(
            "scf.if", [cond], op.result_types, regions=2, location=location
        )
        new_block = rewriter.create_block(new.regions[0])
        results = list(new.results)
        rewriter.set_insertion_point_before(new)
        for index in to_select:
            results[index] = rewriter.create(
                "arith.select",
                [outer_cond, then_yield[index], else_yield[index]],
                [then_yield[index].type],
                location=location,
            ).results[0]
        rewriter.merge_blocks(nested.regions[0].blocks[-1], new_block)
        old_yield = _yield(new_block)
        rewriter.set_insertion_point_before(old_yield)
        rewriter.create("scf.yield", then_yield, [], location=old_yield.location)
        rewriter.erase_op(old_yield)
        if else_yield:
            rewriter.create_block(new.regions[1])
            rewriter.create("scf.yield", else_yield, [], location=location)
        rewriter.replace_op(op, results)
