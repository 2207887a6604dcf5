"""The greedy driver and its configuration under the bindings' names."""

from __future__ import annotations

from dataclasses import dataclass

from tblgen_py.rewrite.patterns import _unwrap
from tblgen_py.runtime.rewrite import config as _config
from tblgen_py.runtime.rewrite.greedy_apply import apply_patterns_greedily
from tblgen_py.runtime.rewrite.pattern_set import FrozenRewritePatternSet, freeze
from tblgen_py.runtime.rewrite.walk import walk_and_apply_patterns as _walk_apply


@dataclass
class GreedyRewriteConfig(_config.GreedyRewriteConfig):
    """The runtime's configuration, with the bindings' property names."""

    @property
    def enable_folding(self) -> bool:
        """Fold ops before trying patterns (runtime: ``fold``)."""
        return self.fold

    @enable_folding.setter
    def enable_folding(self, value: bool) -> None:
        self.fold = value

    @property
    def enable_constant_cse(self) -> bool:
        """Deduplicate and hoist constants (runtime: ``cse_constants``)."""
        return self.cse_constants

    @enable_constant_cse.setter
    def enable_constant_cse(self, value: bool) -> None:
        self.cse_constants = value

    @property
    def region_simplification_level(self) -> _config.GreedySimplifyRegionLevel:
        """How much to simplify regions (runtime: ``region_simplification``)."""
        return self.region_simplification

    @region_simplification_level.setter
    def region_simplification_level(
        self, value: _config.GreedySimplifyRegionLevel
    ) -> None:
        self.region_simplification = value


def apply_patterns_and_fold_greedily(
    op: object,
    set: FrozenRewritePatternSet,
    config: _config.GreedyRewriteConfig | None = None,
) -> None:
    """Rewrite inside ``op`` (a module, op or handle) until nothing applies;
    RuntimeError if that does not happen within the configured limits."""
    if not apply_patterns_greedily(_unwrap(op), freeze(set), config):
        raise RuntimeError("pattern application failed to converge")


def walk_and_apply_patterns(op: object, set: FrozenRewritePatternSet) -> None:
    """One walk over ``op``'s nested ops applying the patterns (no folding)."""
    _walk_apply(_unwrap(op), freeze(set))
