"""PatternApplicator: orders patterns with a cost model and applies the best."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from tblgen_py.runtime.rewrite.interface_pattern import (
    OpInterfaceRewritePattern,
    OpTraitRewritePattern,
)
from tblgen_py.runtime.rewrite.pattern import (
    IMPOSSIBLE_TO_MATCH,
    OpRewritePattern,
    Pattern,
    RewritePattern,
    as_op_class,
)
from tblgen_py.runtime.rewrite.pattern_set import FrozenRewritePatternSet

if TYPE_CHECKING:
    from tblgen_py.runtime.ir.operation import Operation
    from tblgen_py.runtime.rewrite.rewriter import PatternRewriter

CostModel = Callable[[Pattern], int]
"""Maps a pattern to its benefit for this application; IMPOSSIBLE_TO_MATCH drops it."""
CanApply = Callable[[Pattern], bool]
OnFailure = Callable[[Pattern], None]
OnSuccess = Callable[[Pattern], None]


def default_cost_model(pattern: Pattern) -> int:
    """The pattern's static benefit."""
    return pattern.benefit


class PatternApplicator:
    """Tries the patterns of an op's root name, highest benefit first.

    Ties keep insertion order; op-specific patterns (interface and trait roots
    included, expanded per registered op by the frozen set) come before any-op
    patterns of the same benefit.  Until a cost model is applied no pattern is
    tried.
    """

    def __init__(self, patterns: FrozenRewritePatternSet) -> None:
        self.frozen = patterns
        """The patterns to apply."""
        self._benefits: dict[Pattern, int] = {}
        self._by_name: dict[str, list[Pattern]] = {}
        self._any_op: list[Pattern] = []
        self._merged: dict[str, tuple[Pattern, ...]] = {}
        self.entries: dict[str, tuple[_Entry, ...]] = {}
        """Per op name: each pattern with the callable to invoke and its op class."""

    def apply_default_cost_model(self) -> None:
        """Order patterns by static benefit."""
        self.apply_cost_model(default_cost_model)

    def apply_cost_model(self, model: CostModel) -> None:
        """Order patterns by ``model``; drop those it calls impossible to match."""
        self._benefits = {}
        self._by_name = {
            name: self._ordered(model, patterns)
            for name, patterns in self.frozen.op_specific.items()
        }
        self._any_op = self._ordered(model, self.frozen.any_op)
        self._merged = {}
        self.entries = {}

    def _ordered(self, model: CostModel, patterns: list[Pattern]) -> list[Pattern]:
        """Stable sort by decreasing benefit, without impossible patterns."""
        benefits = self._benefits
        for pattern in patterns:
            benefit = model(pattern) if pattern.benefit != IMPOSSIBLE_TO_MATCH else -1
            benefits[pattern] = benefit
        kept = [p for p in patterns if benefits[p] != IMPOSSIBLE_TO_MATCH]
        kept.sort(key=lambda p: -benefits[p])
        return kept

    def patterns_for(self, name: str) -> tuple[Pattern, ...]:
        """The patterns tried on ops named ``name``, in order."""
        merged = self._merged.get(name)
        if merged is None:
            merged = self._merge(self._by_name.get(name, []))
            self._merged[name] = merged
        return merged

    def _merge(self, specific: list[Pattern]) -> tuple[Pattern, ...]:
        """Interleave op-specific and any-op patterns by benefit."""
        benefits = self._benefits
        out: list[Pattern] = []
        i = j = 0
        anys = self._any_op
        while i < len(specific) or j < len(anys):
            take_any = j < len(anys) and (
                i >= len(specific) or benefits[specific[i]] < benefits[anys[j]]
            )
            if take_any:
                out.append(anys[j])
                j += 1
            else:
                out.append(specific[i])
                i += 1
        return tuple(out)

    def benefit_of(self, pattern: Pattern) -> int:
        """The benefit the cost model gave ``pattern``."""
        return self._benefits[pattern]

    def match_and_rewrite(
        self,
        op: Operation,
        rewriter: PatternRewriter,
        can_apply: CanApply | None = None,
        on_failure: OnFailure | None = None,
        on_success: OnSuccess | None = None,
    ) -> bool:
        """Apply the first pattern that matches ``op``; whether one did.

        The insertion point is set before ``op`` for each pattern tried.
        """
        for pattern, fn, op_class in self.entries_for(op.name):
            if can_apply is not None and not can_apply(pattern):
                continue
            if op.parent is None:
                rewriter.insertion_point = None
            else:
                rewriter.insertion_anchor = op
            if op_class is not None and not isinstance(op, op_class):
                as_op_class(op, op_class)
            if fn(op, rewriter):
                if on_success is not None:
                    on_success(pattern)
                return True
            if on_failure is not None:
                on_failure(pattern)
        return False

    def entries_for(self, name: str) -> tuple[_Entry, ...]:
        """The patterns for ``name`` with the callable to invoke and the op class."""
        entries = self.entries.get(name)
        if entries is None:
            cls = self.frozen.root_classes.get(name)
            entries = tuple(_entry(p, cls) for p in self.patterns_for(name))
            self.entries[name] = entries
        return entries

    def walk_all_patterns(self, callback: Callable[[Pattern], None]) -> None:
        """Call ``callback`` on every pattern."""
        for pattern in self.frozen:
            callback(pattern)


_Entry = tuple[Pattern, Callable[["Operation", "PatternRewriter"], bool], "type | None"]


_TYPED_ROOT_DISPATCH = (
    OpInterfaceRewritePattern.dispatch,
    OpTraitRewritePattern.dispatch,
)


def _entry(pattern: Pattern, root_class: type[Operation] | None = None) -> _Entry:
    """How to call ``pattern``: its own ``match_and_rewrite`` when that is safe.

    ``root_class`` is the registered class of the op name, for patterns rooted
    at an interface or trait whose hooks take that class.
    """
    dispatch = type(pattern).dispatch
    if dispatch is RewritePattern.dispatch:
        return (pattern, pattern.match_and_rewrite, None)  # type: ignore[attr-defined]
    if dispatch is OpRewritePattern.dispatch:
        op_class = pattern.op_class  # type: ignore[attr-defined]
        return (pattern, pattern.match_and_rewrite, op_class)  # type: ignore[attr-defined]
    if root_class is not None and dispatch in _TYPED_ROOT_DISPATCH:
        return (pattern, pattern.match_and_rewrite, root_class)  # type: ignore[attr-defined]
    return (pattern, pattern.dispatch, None)
