"""Pattern sets: a mutable list to populate, and a frozen, filtered form."""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from typing import TYPE_CHECKING

from tblgen_py.runtime.rewrite.pattern import (
    FunctionPattern,
    MatchAndRewriteFn,
    MatchAnyOpTypeTag,
    Pattern,
)
from tblgen_py.runtime.rewrite.roots import TraitRoot, registered_roots

if TYPE_CHECKING:
    from tblgen_py.runtime.ir.context import Context
    from tblgen_py.runtime.ir.operation import Operation


class RewritePatternSet:
    """Collects patterns before they are frozen and handed to a driver."""

    def __init__(
        self, context: Context | None = None, patterns: Iterable[Pattern] = ()
    ) -> None:
        self.context = context
        """The context the patterns are built for, if any."""
        self.patterns: list[Pattern] = []
        """The patterns, in insertion order."""
        self.add(*patterns)

    def add(self, *patterns: Pattern) -> RewritePatternSet:
        """Append patterns (initializing each); returns self for chaining."""
        for pattern in patterns:
            if not isinstance(pattern, Pattern):
                raise TypeError(f"not a pattern: {pattern!r}")
            pattern.ensure_initialized()
            if pattern.context is None:
                pattern.context = self.context
            self.patterns.append(pattern)
        return self

    def add_with_label(self, label: str, *patterns: Pattern) -> RewritePatternSet:
        """Append patterns, all tagged with the debug label ``label``."""
        for pattern in patterns:
            pattern.ensure_initialized()
            pattern.add_debug_labels(label)
        return self.add(*patterns)

    def add_fn(
        self,
        root: str | MatchAnyOpTypeTag | None,
        fn: MatchAndRewriteFn,
        benefit: int = 1,
        debug_name: str | None = None,
        *,
        root_interface: str | None = None,
        root_trait: TraitRoot | None = None,
    ) -> RewritePatternSet:
        """Append a pattern made from a plain ``(op, rewriter) -> bool`` function."""
        pattern = FunctionPattern(
            root,
            fn,
            benefit,
            debug_name=debug_name,
            root_interface=root_interface,
            root_trait=root_trait,
        )
        return self.add(pattern)

    def __iter__(self) -> Iterator[Pattern]:
        return iter(self.patterns)

    def __len__(self) -> int:
        return len(self.patterns)


class FrozenRewritePatternSet:
    """An immutable pattern set, filtered, with patterns bucketed by root name.

    ``disabled_patterns`` removes patterns whose debug name or any label is
    listed; when ``enabled_patterns`` is not empty, only patterns whose debug
    name or a label is listed stay.  Disabling wins over enabling.  A pattern
    rooted at an interface or trait joins the bucket of every op registered
    (now) in its context (or else the set's) that has the interface or trait,
    in insertion order among the name-rooted patterns there.
    """

    def __init__(
        self,
        patterns: RewritePatternSet | Iterable[Pattern] = (),
        disabled_patterns: Iterable[str] = (),
        enabled_patterns: Iterable[str] = (),
    ) -> None:
        self.context = (
            patterns.context if isinstance(patterns, RewritePatternSet) else None
        )
        """The context of the source set, if any."""
        disabled = frozenset(disabled_patterns)
        enabled = frozenset(enabled_patterns)
        kept: list[Pattern] = []
        for pattern in patterns:
            pattern.ensure_initialized()
            if _selected(pattern, disabled, enabled):
                kept.append(pattern)
        self.patterns: tuple[Pattern, ...] = tuple(kept)
        """The patterns that passed the filters, in insertion order."""
        self.op_specific: dict[str, list[Pattern]] = {}
        """Patterns by root op name (interface and trait roots expanded)."""
        self.any_op: list[Pattern] = []
        """Patterns that match any op."""
        self.root_classes: dict[str, type[Operation]] = {}
        """The registered class of each op an interface or trait root reached."""
        for pattern in kept:
            if pattern.root_name is not None:
                self.op_specific.setdefault(pattern.root_name, []).append(pattern)
            elif pattern.matches_any_op:
                self.any_op.append(pattern)
            else:
                self._expand(pattern)

    def _expand(self, pattern: Pattern) -> None:
        """Add an interface- or trait-rooted pattern to its registered ops' buckets."""
        context = pattern.context or self.context
        if context is None:
            raise TypeError(
                f"pattern '{pattern.debug_name}' rooted at {pattern.root_text} "
                "needs a context: build it with context=... or add it to a "
                "RewritePatternSet(context)"
            )
        roots = registered_roots(context, pattern.root_interface, pattern.root_trait)
        for name, cls in roots:
            self.op_specific.setdefault(name, []).append(pattern)
            self.root_classes[name] = cls

    def __iter__(self) -> Iterator[Pattern]:
        return iter(self.patterns)

    def __len__(self) -> int:
        return len(self.patterns)


def _selected(
    pattern: Pattern, disabled: frozenset[str], enabled: frozenset[str]
) -> bool:
    """Apply the enabled/disabled filters to one pattern."""
    names = (pattern.debug_name, *pattern.debug_labels)
    if enabled and not any(name in enabled for name in names):
        return False
    return not any(name in disabled for name in names)


def freeze(
    patterns: RewritePatternSet | FrozenRewritePatternSet | Iterable[Pattern],
) -> FrozenRewritePatternSet:
    """``patterns`` as a frozen set (unchanged if it already is one)."""
    if isinstance(patterns, FrozenRewritePatternSet):
        return patterns
    return FrozenRewritePatternSet(patterns)
