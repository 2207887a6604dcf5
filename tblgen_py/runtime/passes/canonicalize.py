"""The ``canonicalize`` pass: every loaded op's patterns and folders, greedily.

As MLIR's ``Canonicalizer``: ``initialize`` collects the canonicalization
patterns of the context (each dialect's, then each registered op's in name
order: the ``canonicalization_patterns`` hook of ``hasCanonicalizer`` ops and
a pattern calling the ``canonicalize`` hook of ``hasCanonicalizeMethod`` ops),
filtered by ``enable-patterns``/``disable-patterns``; ``run_on_operation``
applies them with folding to the op's regions.  Options and defaults are
MLIR's: ``top-down=true``, ``region-simplify=normal``, ``max-iterations=10``,
``max-num-rewrites=-1``, ``test-convergence=false``.  Not converging is not a
failure unless ``test-convergence`` is set.

Dialects add dialect-wide patterns with ``register_dialect_patterns``.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from tblgen_py.runtime.ods import hooks
from tblgen_py.runtime.passes.options import PassOption
from tblgen_py.runtime.passes.pass_base import Pass
from tblgen_py.runtime.passes.registry import register_pass
from tblgen_py.runtime.rewrite import (
    FrozenRewritePatternSet,
    FunctionPattern,
    GreedyRewriteConfig,
    GreedySimplifyRegionLevel,
    RewritePatternSet,
    apply_patterns_greedily,
)

if TYPE_CHECKING:
    from tblgen_py.runtime.ir.context import Context
    from tblgen_py.runtime.ir.operation import Operation
    from tblgen_py.runtime.rewrite import PatternRewriter

__all__ = [
    "Canonicalizer",
    "canonicalization_patterns",
    "register_dialect_patterns",
]

DialectPatterns = Callable[[RewritePatternSet, "Context"], None]
_DIALECT_PATTERNS: dict[str, DialectPatterns] = {}


def register_dialect_patterns(dialect: str, populate: DialectPatterns) -> None:
    """``Dialect::getCanonicalizationPatterns``: ``populate(patterns, context)``
    runs whenever ``dialect`` is loaded in the canonicalizer's context."""
    _DIALECT_PATTERNS[dialect] = populate


def canonicalization_patterns(context: Context) -> RewritePatternSet:
    """Every loaded dialect's and registered op's canonicalization patterns."""
    patterns = RewritePatternSet(context)
    for name in context.dialects:
        populate = _DIALECT_PATTERNS.get(name)
        if populate is not None:
            populate(patterns, context)
    for op_name in sorted(context.op_classes):
        op_class = context.op_classes[op_name]
        add = hooks.lookup(op_class, "canonicalization_patterns")
        if add is not None and hasattr(op_class, "get_canonicalization_patterns"):
            add(patterns, context)
        if hooks.lookup(op_class, "canonicalize") is not None:
            patterns.add(_method_pattern(op_name))
    return patterns


def _method_pattern(op_name: str) -> FunctionPattern:
    """A pattern calling ``op.canonicalize(rewriter)`` (``hasCanonicalizeMethod``)."""

    def canonicalize(op: Operation, rewriter: PatternRewriter) -> bool:
        return bool(op.canonicalize(rewriter))  # type: ignore[attr-defined]

    return FunctionPattern(op_name, canonicalize, debug_name=op_name)


@register_pass
class Canonicalizer(Pass):
    """``canonicalize``: fold and apply canonicalization patterns to a fixed point."""

    argument = "canonicalize"
    description = "Canonicalize operations"
    options = (
        PassOption(
            "top-down", "bool", True, "Seed the worklist in general top-down order"
        ),
        PassOption(
            "region-simplify",
            "enum",
            GreedySimplifyRegionLevel.NORMAL.value,
            "Perform control flow optimizations to the region tree",
            choices=tuple(level.value for level in GreedySimplifyRegionLevel),
        ),
        PassOption(
            "max-iterations",
            "long",
            10,
            "Max. iterations between applying patterns / simplifying regions",
        ),
        PassOption(
            "max-num-rewrites",
            "long",
            -1,
            "Max. number of pattern rewrites within an iteration",
        ),
        PassOption(
            "test-convergence",
            "bool",
            False,
            "Test only: Fail pass on non-convergence to detect cyclic pattern",
        ),
        PassOption(
            "disable-patterns",
            "list",
            [],
            "Labels of patterns that should be filtered out during application",
        ),
        PassOption(
            "enable-patterns",
            "list",
            [],
            "Labels of patterns that should be used during application, all "
            "other patterns are filtered out",
        ),
    )

    def __init__(self, **values: object) -> None:
        super().__init__(**values)  # type: ignore[arg-type]
        self.patterns: FrozenRewritePatternSet | None = None

    def initialize(self, context: Context) -> None:
        """Collect and filter the context's canonicalization patterns."""
        super().initialize(context)
        disabled = self.option("disable-patterns")
        enabled = self.option("enable-patterns")
        assert isinstance(disabled, list) and isinstance(enabled, list)
        self.patterns = FrozenRewritePatternSet(
            canonicalization_patterns(context),
            [str(name) for name in disabled],
            [str(name) for name in enabled],
        )

    def config(self) -> GreedyRewriteConfig:
        """The greedy driver's configuration from the options."""
        return GreedyRewriteConfig(
            use_top_down_traversal=bool(self.option("top-down")),
            region_simplification=GreedySimplifyRegionLevel(
                self.option("region-simplify")
            ),
            max_iterations=int(self.option("max-iterations")),  # type: ignore[arg-type]
            max_num_rewrites=int(self.option("max-num-rewrites")),  # type: ignore[arg-type]
            context=self.context,
        )

    def run_on_operation(self, op: Operation) -> None:
        """Canonicalize the regions of ``op``."""
        if self.patterns is None:
            raise RuntimeError("canonicalize: run before initialize")
        converged = apply_patterns_greedily(op, self.patterns, self.config())
        if self.option("test-convergence") and not converged:
            self.signal_pass_failure()
