"""The greedy pattern rewrite driver: a worklist run to a fixed point."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from itertools import repeat
from typing import TYPE_CHECKING, Any

from tblgen_py.runtime.ir.builder import InsertionPoint
from tblgen_py.runtime.ir.operation import Operation
from tblgen_py.runtime.ir.region import Region
from tblgen_py.runtime.ir.value import OpResult, Value
from tblgen_py.runtime.rewrite.applicator import PatternApplicator
from tblgen_py.runtime.rewrite.config import (
    NO_LIMIT,
    GreedyRewriteConfig,
    GreedyRewriteStrictness,
    GreedySimplifyRegionLevel,
)
from tblgen_py.runtime.rewrite.constants import ConstantUniquer
from tblgen_py.runtime.rewrite.effects import would_op_be_trivially_dead
from tblgen_py.runtime.rewrite.fold import (
    CONSTANT_FOLDS,
    VALUE_ATTRIBUTE,
    FoldAdaptor,
    constant_attr,
    fold_hook,
    fold_results,
    materialize_results,
    missing_hook_error,
)
from tblgen_py.runtime.rewrite.greedy_log import GreedyLog
from tblgen_py.runtime.rewrite.greedy_rewriter import GreedyRewriter, crowded
from tblgen_py.runtime.rewrite.listener import RewriterListener
from tblgen_py.runtime.rewrite.operand_filter import OperandFilter
from tblgen_py.runtime.rewrite.pattern import Pattern, as_op_class
from tblgen_py.runtime.rewrite.pattern_set import FrozenRewritePatternSet, freeze
from tblgen_py.runtime.rewrite.region_simplify import (
    erase_unreachable_blocks,
    simplify_regions,
)
from tblgen_py.runtime.rewrite.trait_folds import (
    fold_traits,
    split_fold_hook,
    trait_fold_names,
)
from tblgen_py.runtime.rewrite.traits import ConstantLike, has_trait
from tblgen_py.runtime.rewrite.visit_plan import (
    COMMUTATIVE_ONLY,
    UNPLANNED_VISIT,
    FoldPlan,
    VisitPlan,
    plan_visits,
)
from tblgen_py.runtime.rewrite.worklist import Worklist

if TYPE_CHECKING:
    from tblgen_py.runtime.ir.block import Block
    from tblgen_py.runtime.rewrite.pattern_set import RewritePatternSet

_ANY_OP = GreedyRewriteStrictness.ANY_OP
_EXISTING_AND_NEW = GreedyRewriteStrictness.EXISTING_AND_NEW_OPS
_NO_PATTERNS: frozenset[Pattern] = frozenset()
_UNPLANNED: Any = object()
"""A dict lookup's default: the class is not planned yet."""
_COMMUTATIVE_ONLY = COMMUTATIVE_ONLY
_NO_OPS: frozenset[Operation] = frozenset()


class GreedyPatternRewriteDriver(RewriterListener):
    """Pops ops off a worklist, erasing dead ones, folding, applying patterns.

    The driver listens to its own rewriter: inserted and modified ops (and the
    operands of erased ops) go back on the worklist, within ``config.scope``
    and as ``config.strictness`` allows.
    """

    def __init__(
        self,
        patterns: RewritePatternSet | FrozenRewritePatternSet | Sequence[Pattern],
        config: GreedyRewriteConfig | None = None,
    ) -> None:
        self.config = config = config or GreedyRewriteConfig()
        frozen = freeze(patterns)
        self.context = config.context or frozen.context
        self.rewriter = GreedyRewriter(self, self.context)
        """The rewriter handed to patterns; it notifies this driver."""
        self.applicator = PatternApplicator(frozen)
        self.applicator.apply_default_cost_model()
        self.worklist = Worklist()
        self.steps = NO_LIMIT
        """Worklist pops allowed per iteration (``config.step_budget``)."""
        self.scope: Region | None = config.scope
        self.strict = config.strictness is not _ANY_OP
        self.filtered: set[Operation] = set()
        """Ops allowed on the worklist under a strict mode."""
        self.listener = config.listener
        self.log = GreedyLog.open()
        self.rewriter.direct = (
            self.log is None
            and self.listener is None
            and not self.strict
            and not config.check_recursion
        )
        self.rewriter.notes_failures = not self.rewriter.direct
        self.lineage: dict[Operation, frozenset[Pattern]] = {}
        self._active = _NO_PATTERNS
        self._fold_plans: dict[type[Operation], FoldPlan | None] = {}
        """Each op class's fold plan (None: its ops do not fold), made once."""
        self._visits: dict[str, VisitPlan] = {}
        """The quiet loop's plan per op name, made once."""
        self.changed = False
        """Whether the last run changed the IR."""
        self.surviving: set[Operation] | None = None
        """With the op driver: which of the given ops were not erased."""
        self._several_blocks = True
        """Whether the last seeding met a region with several blocks."""
        self._merged = False
        """Whether the last seeding merged a duplicate constant."""
        self._idled: list[Operation] = []
        """The ops the last quiet processing found idle, in visit order."""
        self._busy: list[Operation] = []
        """The ops it found not idle (an op in both is not known idle)."""
        self._idled_valid = False
        """Whether ``_idled`` can carry over: that processing emptied the
        worklist and applied no pattern (every change it made notified the
        ops it touched, which were visited again)."""
        self._carried: frozenset[Operation] | set[Operation] = _NO_OPS
        """Ops known idle from the previous iteration, nothing having changed
        since: the quiet loop passes over them until it changes something."""

    # -- worklist ---------------------------------------------------------------
    def add_to_worklist(self, op: Operation) -> None:
        """Queue ``op`` and its ancestors below the scope (none if out of scope)."""
        block = op.parent
        if block is not None and not self.strict:
            region = block.parent
            scope = self.scope
            if region is scope:
                self.worklist.ops.setdefault(op)
                return
            parent = None if region is None else region.parent
            if parent is not None:
                block = parent.parent
                if block is not None and block.parent is scope:
                    ops = self.worklist.ops
                    if op not in ops:
                        ops[op] = None
                    if parent not in ops:
                        ops[parent] = None
                    return
        self._add_with_ancestors(op)

    def _add_with_ancestors(self, op: Operation) -> None:
        """The general case of ``add_to_worklist``: climb to the scope."""
        scope = self.scope
        ancestors = [op]
        current: Operation | None = op
        while current is not None:
            block = current.parent
            region = None if block is None else block.parent
            if region is scope:
                for ancestor in ancestors:
                    self.add_single_op(ancestor)
                return
            if region is None:
                return
            current = region.parent
            if current is not None:
                ancestors.append(current)

    def add_single_op(self, op: Operation) -> None:
        """Queue ``op`` if the strictness mode allows it."""
        if self.strict and op not in self.filtered:
            return
        self.worklist.ops.setdefault(op)

    def add_operands_to_worklist(self, op: Operation) -> None:
        """Queue defining ops of ``op``'s operands that will have at most one user left."""
        for use in op.operand_uses:
            value = use.value
            if isinstance(value, OpResult) and (
                len(value.uses) <= 2 or not crowded(value.uses, op)
            ):
                self.add_to_worklist(value.op)

    # -- listener hooks -------------------------------------------------------
    def notify_operation_inserted(
        self, op: Operation, previous: InsertionPoint | None
    ) -> None:
        """Queue the new (or moved) op."""
        if self.log is not None:
            self.log.action("Insert  ", op)
        if self.listener is not None:
            self.listener.notify_operation_inserted(op, previous)
        if self.config.strictness is _EXISTING_AND_NEW:
            self.filtered.add(op)
        if self._active:
            self.lineage[op] = self._active
        self.add_to_worklist(op)

    def notify_operation_modified(self, op: Operation) -> None:
        """Queue the modified op."""
        if self.log is not None:
            self.log.action("Modified", op)
        if self.listener is not None:
            self.listener.notify_operation_modified(op)
        block = op.parent
        if not self.strict and block is not None and block.parent is self.scope:
            self.worklist.push(op)
        else:
            self.add_to_worklist(op)

    def notify_operation_erased(self, op: Operation) -> None:
        """Unqueue the op; queue its operands' defining ops."""
        if self.log is not None:
            self.log.action("Erase   ", op)
        if self.listener is not None:
            self.listener.notify_operation_erased(op)
        self.add_operands_to_worklist(op)
        self.worklist.remove(op)
        if self.strict:
            self.filtered.discard(op)
        if self.surviving is not None:
            self.surviving.discard(op)
        if self.lineage:
            self.lineage.pop(op, None)

    def notify_operation_replaced(
        self, op: Operation, replacement: Sequence[Value]
    ) -> None:
        """Log and forward."""
        if self.log is not None:
            self.log.action("Replace ", op)
        if self.listener is not None:
            self.listener.notify_operation_replaced(op, replacement)

    def notify_block_inserted(self, block: Block) -> None:
        """Forward."""
        if self.listener is not None:
            self.listener.notify_block_inserted(block)

    def notify_block_erased(self, block: Block) -> None:
        """Forward."""
        if self.listener is not None:
            self.listener.notify_block_erased(block)

    def notify_match_failure(self, op: Operation | None, reason: str) -> None:
        """Log the reason and forward."""
        if self.log is not None:
            self.log.line(f"** Match Failure : {reason}")
        if self.listener is not None:
            self.listener.notify_match_failure(op, reason)

    # -- processing -------------------------------------------------------------
    def process_worklist(self) -> bool:
        """Process ops until the worklist is empty or the rewrite limit is hit."""
        if (
            self.log is None
            and self.listener is None
            and not self.config.check_recursion
        ):
            return self._process_quietly()
        changed = False
        rewrites = 0
        limit = self.config.max_num_rewrites
        log = self.log
        steps = self.steps
        self._idled_valid = False
        self._carried = _NO_OPS
        while self.worklist and (limit == NO_LIMIT or rewrites < limit):
            if steps == 0:
                return True  # out of steps: unfinished, as if changed
            steps -= 1  # NO_LIMIT (-1) never reaches 0
            op = self.worklist.pop()
            if log is not None:
                log.begin_op(op)
            if self._erase_if_dead(op) or self._try_fold(op):
                changed = True
                continue
            matched = self.applicator.match_and_rewrite(
                op, self.rewriter, *self._callbacks(op)
            )
            self._active = _NO_PATTERNS
            if matched:
                changed = True
                rewrites += 1
            if log is not None:
                log.end_op(matched, "pattern matched" if matched else None)
        return changed

    def _process_quietly(self) -> bool:
        """``process_worklist`` without logging or callbacks: the hot path, inlined."""
        limit = self.config.max_num_rewrites
        if limit != NO_LIMIT and limit <= 0:
            return False
        rewriter = self.rewriter
        direct = rewriter.direct
        replace_by_value = rewriter.replace_by_value
        visits = self._visits
        unplanned = UNPLANNED_VISIT
        constants = CONSTANT_FOLDS
        # One adaptor serves every fold of the loop (a hook reads it only while
        # it runs): each fold sets its op and operands.
        adaptor = object.__new__(FoldAdaptor)
        adaptor.context = self.context
        changed = False
        rewrites = 0
        ops = self.worklist.ops
        pop = ops.popitem
        carried = self._carried
        self._carried = _NO_OPS
        idled = self._idled = []
        busy = self._busy = []
        self._idled_valid = False
        # One iteration per step (a negative budget, as NO_LIMIT, is unbounded):
        # cheaper than counting the steps down.
        steps = self.steps
        for _ in repeat(None) if steps < 0 else range(steps):
            if not ops:
                break
            op = pop()[0]
            if carried and op in carried:
                continue  # idle when last visited, and nothing changed since
            visit = visits.get(op.name, unplanned)
            if visit.cls is not type(op):
                visit = self._visit_plan(op)
            if visit.deadable:
                for result in op.results:
                    if result.uses:
                        break
                else:
                    if self._erase_if_dead(op):
                        changed = True
                        carried = _NO_OPS
                        continue
            if visit.inert:
                continue
            idle = visit.idle
            if idle is not None:
                uses = op.operand_uses
                if len(uses) == 2:  # IdleFilter.__call__'s common case, inlined
                    lhs = uses[0].value.defining_op
                    rhs = uses[1].value.defining_op
                    key = (
                        type(lhs),
                        None if lhs is None else lhs.name,
                        type(rhs),
                        None if rhs is None else rhs.name,
                    )
                    answer = idle.known.get(key)
                    if answer is None:
                        answer = idle(op)
                else:
                    answer = idle(op)
                if answer:
                    idled.append(op)
                    continue
                busy.append(op)
            plan = visit.fold
            if plan is not None:  # _fold_result, inlined
                operands: list[object | None] = []
                for use in op.operand_uses:  # FoldAdaptor.__init__, inlined
                    owner = use.value.defining_op
                    if owner is None:
                        operands.append(None)
                        continue
                    constant = constants.get(type(owner), _UNPLANNED)
                    if constant is None:
                        operands.append(None)
                    elif constant is VALUE_ATTRIBUTE:
                        props = owner.properties
                        if isinstance(props, dict) and "value" in props:
                            operands.append(props["value"])
                        else:
                            operands.append(owner.attributes.get("value"))
                    else:  # a fold hook, or a class not looked up yet
                        operands.append(constant_attr(owner))
                adaptor.op = op
                adaptor.operands = operands
                own, traits = plan
                try:
                    fold_result = None if own is None else own(op, adaptor)
                except missing_hook_error():
                    fold_result = None
                if traits is not None and (
                    fold_result is None or (op.results and fold_result is op.results[0])
                ):
                    seen = False
                    for attr in operands:  # fold_commutative's quick check
                        if attr is not None:
                            seen = True
                        elif seen:
                            break
                    else:
                        if traits is _COMMUTATIVE_ONLY:
                            traits = None  # already in order: no trait folds
                    if traits is not None:
                        folded = fold_traits(op, operands)
                        if folded is not None:
                            fold_result = folded
                if fold_result is not None:
                    results = op.results
                    if (
                        isinstance(fold_result, Value)
                        and len(results) == 1
                        and fold_result is not results[0]
                    ):  # _apply_fold's common case: to an existing value
                        if (
                            direct
                            and op.parent is not None
                            and not op.regions
                            and not op.successor_uses
                        ):
                            replace_by_value(op, fold_result)
                        else:
                            rewriter.replace_op(op, fold_result)
                        changed = True
                        carried = _NO_OPS
                        continue
                    if self._apply_fold(op, fold_result):
                        changed = True
                        carried = _NO_OPS
                        continue
            fns = visit.fns
            if type(fns) is OperandFilter:
                kept = None  # with two operands, the idle test's key is its key
                if idle is not None and len(op.operand_uses) == 2:
                    kept = fns.kept.get(key)
                fns = fns.entries_for(op) if kept is None else kept
            for fn, op_class in fns:
                if op.parent is None:
                    rewriter.insertion_point = None
                else:
                    rewriter.insertion_anchor = op
                if op_class is not None and not isinstance(op, op_class):
                    as_op_class(op, op_class)
                if fn(op, rewriter):
                    changed = True
                    carried = _NO_OPS
                    rewrites += 1
                    if rewrites == limit:
                        return True
                    break
        else:
            if ops:
                return True  # out of steps: unfinished, as if changed
        self._idled_valid = rewrites == 0
        return changed

    def _visit_plan(self, op: Operation) -> VisitPlan:
        """The plan for ops of ``op``'s name and class (kept per name)."""
        cls = type(op)
        plan = self._fold_plans.get(cls, _UNPLANNED)
        if plan is _UNPLANNED:
            plan = self._fold_plans[cls] = self._fold_plan(cls)
        visit = plan_visits(cls, plan, self.applicator.entries_for(op.name))
        self._visits.setdefault(op.name, visit)  # the first class keeps the name
        return visit

    def _erase_if_dead(self, op: Operation) -> bool:
        """Erase ``op`` if it is trivially dead; whether it was."""
        for result in op.results:
            if result.uses:
                return False
        if not would_op_be_trivially_dead(op):
            return False
        self.rewriter.erase_op(op)
        if self.log is not None:
            self.log.end_op(True, "operation is trivially dead")
        return True

    def _try_fold(self, op: Operation) -> bool:
        """Fold ``op`` if folding is on and its class can; whether it folded."""
        result = self._fold_result(op)
        return result is not None and self._apply_fold(op, result)

    def _fold_plan(self, cls: type[Operation]) -> FoldPlan | None:
        """How ops of ``cls`` fold: their own hook (None: only trait folds) and
        the trait folds run after it (None: none; ``_COMMUTATIVE_ONLY``: only
        ``Commutative``'s); None if they do not fold."""
        if not self.config.fold or not _foldable(cls):
            return None
        own, then_traits = split_fold_hook(fold_hook(cls))  # type: ignore[arg-type]
        names = trait_fold_names(cls) if then_traits else ()
        if not names:
            return (own, None) if own is not None else None
        return own, _COMMUTATIVE_ONLY if names == _COMMUTATIVE_ONLY else names

    def _fold_result(self, op: Operation) -> object:
        """What ``op``'s fold hook returns (None: not folded)."""
        cls = type(op)
        plan = self._fold_plans.get(cls, _UNPLANNED)
        if plan is _UNPLANNED:
            plan = self._fold_plans[cls] = self._fold_plan(cls)
        if plan is None:
            return None
        own, traits = plan
        adaptor = FoldAdaptor(op, self.context)
        try:
            result = None if own is None else own(op, adaptor)
        except missing_hook_error():  # evaluated only when something was raised
            return None
        if traits is not None and (
            result is None or (op.results and result is op.results[0])
        ):
            folded = fold_traits(op, adaptor.operands)
            if folded is not None:
                return folded
        return result

    def _apply_fold(self, op: Operation, result: object) -> bool:
        """Apply a fold hook's non-None ``result`` to ``op``; whether it was
        folded away or in place."""
        if self.log is not None:
            self.log.end_op(True, "operation was folded")
        op_results = op.results
        if isinstance(result, Value) and len(op_results) == 1:
            if result is op_results[0]:
                self.notify_operation_modified(op)  # folded in place
            else:  # the common fold: to an existing value, nothing to build
                self.rewriter.replace_op(op, result)
            return True
        results = fold_results(op, result)
        if not results:
            self.notify_operation_modified(op)
            return True
        rewriter = self.rewriter
        anchor = rewriter.insertion_anchor  # may be an op a pattern erased since
        saved = None if anchor is not None else rewriter.insertion_point
        rewriter.insertion_point = InsertionPoint(op.parent, op)  # type: ignore[arg-type]
        values = materialize_results(op, results, rewriter, self.context)
        rewriter.insertion_point = saved
        rewriter.insertion_anchor = anchor
        if values is None:
            return False
        rewriter.replace_op(op, values)
        return True

    def _callbacks(
        self, op: Operation
    ) -> tuple[
        Callable[[Pattern], bool], Callable[[Pattern], None], Callable[[Pattern], None]
    ]:
        """The applicator callbacks for ``op``: logging, listener, recursion check."""
        log, listener = self.log, self.listener
        lineage = self.lineage.get(op, _NO_PATTERNS)
        check = self.config.check_recursion

        def can_apply(pattern: Pattern) -> bool:
            if (
                check
                and pattern in lineage
                and not pattern.has_bounded_rewrite_recursion
            ):
                if log is not None:
                    log.skip_pattern(pattern, op)
                return False
            if log is not None:
                log.begin_pattern(pattern, op)
            if listener is not None:
                listener.notify_pattern_begin(pattern, op)
            if check:
                self._active = lineage | {pattern}
            return True

        def on_failure(pattern: Pattern) -> None:
            self._active = _NO_PATTERNS
            if log is not None:
                log.end_pattern(False)
            if listener is not None:
                listener.notify_pattern_end(pattern, False)

        def on_success(pattern: Pattern) -> None:
            if log is not None:
                log.end_pattern(True)
            if listener is not None:
                listener.notify_pattern_end(pattern, True)

        return can_apply, on_failure, on_success

    # -- entry points ---------------------------------------------------------
    def simplify_region(self, region: Region) -> bool:
        """Rewrite ``region`` until nothing changes; whether that happened in time."""
        if self.strict:
            self.filtered.update(_ops_postorder(region))
        limit = self.config.max_iterations
        level = self.config.region_simplification
        rewriter = self.rewriter
        iteration = 0
        keep_going = settled = False
        carry: tuple[list[Operation], list[Operation]] | None = None
        while True:
            iteration += 1
            if limit != NO_LIMIT and iteration > limit:
                break
            self.seed(region)
            if iteration == 1:
                self.steps = self.config.step_budget(len(self.worklist))
            # Seeding walked every region: with none of several blocks, no
            # block can be unreachable.
            keep_going = self._several_blocks and erase_unreachable_blocks(
                rewriter, [region]
            )
            if carry is not None and not keep_going and not self._merged:
                # Nothing changed since the last processing found these ops
                # idle (and the ops it also found busy are left out: their
                # last verdict is not known from the lists).
                self._carried = set(carry[0]).difference(carry[1])
            keep_going = self.process_worklist() or keep_going
            carry = (self._idled, self._busy) if self._idled_valid else None
            # Simplifying again regions it left alone and nothing touched since
            # would change nothing: skip it.
            settled = settled and not keep_going and not rewriter.has_changed
            if level is not GreedySimplifyRegionLevel.DISABLED and not settled:
                merge = level is GreedySimplifyRegionLevel.AGGRESSIVE
                simplified = simplify_regions(rewriter, [region], merge)
                keep_going = simplified or keep_going
                if simplified:
                    carry = None
                settled = not simplified
                rewriter.has_changed = False
            if not keep_going:
                break
        self.changed = iteration > 1
        return not keep_going

    def seed(self, region: Region) -> None:
        """Fill the worklist with the region's ops (constants uniqued first)."""
        self.worklist.clear()
        self._several_blocks = False
        uniquer = ConstantUniquer(self.rewriter, self.config.cse_constants)
        if not self.config.use_top_down_traversal:
            self._seed_region(region, uniquer, True)
        else:
            self._seed_region(region, uniquer, False)
            self.worklist.reverse()
        self._merged = uniquer.merged

    def _seed_region(
        self, region: Region, uniquer: ConstantUniquer, children_first: bool
    ) -> None:
        """Queue ``region``'s ops, nested ops before (post-order) or after them.

        Ancestors join with a block's first op; the top-down (pre-order) fill is
        reversed by the caller.
        """
        strict = self.strict
        push = self.worklist.ops.setdefault  # keeps a queued op where it is
        classes = uniquer.constant_classes
        if len(region.blocks) > 1:
            self._several_blocks = True
        for block in region.blocks:
            first = True
            op = block.first_op
            while op is not None:
                nxt = op.next
                if children_first and op.regions:
                    for nested in op.regions:
                        self._seed_region(nested, uniquer, True)
                constant = classes.get(type(op))
                if constant is None:
                    constant = uniquer.is_constant_class(type(op))
                if constant and uniquer.merge_constant(op):
                    op = nxt
                    continue
                if first:
                    self.add_to_worklist(op)
                    first = False
                elif strict:
                    self.add_single_op(op)
                else:
                    push(op)
                if op.regions and not children_first:
                    for nested in op.regions:
                        self._seed_region(nested, uniquer, False)
                op = nxt

    def simplify_ops(self, ops: Sequence[Operation]) -> bool:
        """Rewrite starting from ``ops`` only; whether the worklist emptied."""
        if self.strict:
            self.filtered.update(ops)
        self.surviving = set(ops)
        for op in ops:
            self.add_single_op(op)
        self.steps = self.config.step_budget(len(self.worklist))
        self.changed = self.process_worklist()
        return not self.worklist


def _foldable(cls: type[Operation]) -> bool:
    """Whether ops of ``cls`` have a fold hook and are not constants."""
    return fold_hook(cls) is not None and not has_trait(cls, ConstantLike)


def _ops_postorder(region: Region) -> list[Operation]:
    """Every op nested in ``region``, children before parents, blocks in order."""
    out: list[Operation] = []
    for block in region.blocks:
        op = block.first_op
        while op is not None:
            if op.regions:
                for nested in op.regions:
                    out.extend(_ops_postorder(nested))
            out.append(op)
            op = op.next
    return out
