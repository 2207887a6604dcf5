"""The legalization graph and cost model of the conversion driver.

Follows MLIR's ``OperationLegalizer::buildLegalizationGraph`` and
``computeLegalizationGraphBenefit``: a pattern is kept for an op when every
op it generates is legal or itself legalizable; an op's patterns are then
ordered by legalization depth (fewest steps to legal ops first), then by
benefit.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from tblgen_py.runtime.conversion.target import ConversionTarget, LegalizationAction
from tblgen_py.runtime.rewrite.pattern import IMPOSSIBLE_TO_MATCH, Pattern

_UNBOUNDED = 1 << 62


class LegalizationGraph:
    """Which patterns can legalize which op, ordered by the cost model."""

    def __init__(self, target: ConversionTarget, patterns: Sequence[Pattern]) -> None:
        self.target = target
        self.any_op_patterns: list[Pattern] = []
        self.op_patterns: dict[str, list[Pattern]] = {}
        self._build(patterns)
        self._order()

    # -- the graph ---------------------------------------------------------
    def _build(self, patterns: Sequence[Pattern]) -> None:
        parent_ops: dict[str, dict[str, None]] = {}
        invalid: dict[str, dict[Pattern, None]] = {}
        worklist: dict[Pattern, None] = {}
        for pattern in patterns:
            root = pattern.root_name
            if root is None:
                self.any_op_patterns.append(pattern)
                continue
            if self.target.get_op_action(root) is LegalizationAction.LEGAL:
                continue
            invalid.setdefault(root, {})[pattern] = None
            for generated in pattern.generated_ops:
                parent_ops.setdefault(generated, {})[root] = None
            worklist[pattern] = None
        if self.any_op_patterns:
            for pattern in worklist:
                self.op_patterns.setdefault(str(pattern.root_name), []).append(pattern)
            return
        while worklist:
            pattern = worklist.popitem()[0]
            if any(self._is_invalid(op) for op in pattern.generated_ops):
                continue
            root = str(pattern.root_name)
            self.op_patterns.setdefault(root, []).append(pattern)
            invalid.get(root, {}).pop(pattern, None)
            for parent in parent_ops.get(root, {}):
                for candidate in invalid.get(parent, {}):
                    worklist[candidate] = None

    def _is_invalid(self, op_name: str) -> bool:
        action = self.target.get_op_action(op_name)
        return op_name not in self.op_patterns and (
            action is None or action is LegalizationAction.ILLEGAL
        )

    # -- the cost model ----------------------------------------------------
    def _order(self) -> None:
        depths: dict[str, int] = {}
        for name in list(self.op_patterns):
            if name not in depths:
                self._op_depth(name, depths)
        if self.any_op_patterns:
            self._apply_cost_model(self.any_op_patterns, depths)

    def _op_depth(self, name: str, depths: dict[str, int]) -> int:
        if name in depths:
            return depths[name]
        patterns = self.op_patterns.get(name)
        if not patterns:
            return 0
        depths[name] = _UNBOUNDED
        depth = self._apply_cost_model(patterns, depths)
        depths[name] = depth
        return depth

    def _apply_cost_model(self, patterns: list[Pattern], depths: dict[str, int]) -> int:
        by_depth: list[tuple[Pattern, int]] = []
        for pattern in patterns:
            depth = 1
            for generated in pattern.generated_ops:
                depth = max(
                    depth, min(self._op_depth(generated, depths), _UNBOUNDED - 1) + 1
                )
            by_depth.append((pattern, depth))
        min_depth = min((d for _, d in by_depth), default=_UNBOUNDED)
        if len(by_depth) > 1:
            by_depth.sort(key=lambda item: (item[1], -item[0].benefit))
            patterns[:] = [pattern for pattern, _ in by_depth]
        return min_depth

    def cost_model(self) -> Callable[[Pattern], int]:
        """Benefits for the applicator: earlier in an op's order is higher."""
        any_op = self.any_op_patterns
        op_patterns = self.op_patterns

        def benefit(pattern: Pattern) -> int:
            root = pattern.root_name
            ordered = any_op if root is None else op_patterns.get(root, [])
            for index, candidate in enumerate(ordered):
                if candidate is pattern:
                    return len(ordered) - index
            return IMPOSSIBLE_TO_MATCH

        return benefit
