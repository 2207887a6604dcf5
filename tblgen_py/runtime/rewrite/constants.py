"""Constant uniquing at the start of each greedy iteration (MLIR's OperationFolder).

Constants with the same dialect, value and type in the same insertion region
are merged into one, which is hoisted to the front of the region's entry block.
The insertion region is the closest enclosing region whose parent op is
isolated from above, unregistered, or top-level.
"""

from __future__ import annotations

from tblgen_py.runtime.ir.block import Block
from tblgen_py.runtime.ir.location import UnknownLoc
from tblgen_py.runtime.ir.operation import IsolatedFromAbove, Operation
from tblgen_py.runtime.ir.region import Region
from tblgen_py.runtime.rewrite.fold import constant_attr, value_is_attribute
from tblgen_py.runtime.rewrite.greedy_rewriter import GreedyRewriter
from tblgen_py.runtime.rewrite.rewriter import PatternRewriter
from tblgen_py.runtime.rewrite.traits import ConstantLike, has_trait

ConstantKey = tuple[Region, str, object, object]
_UNKNOWN = UnknownLoc.get()


class ConstantUniquer:
    """Merges duplicate constants; remembers the constants it keeps."""

    def __init__(self, rewriter: PatternRewriter, enabled: bool = True) -> None:
        self.rewriter = rewriter
        """Replacements of duplicates go through this rewriter."""
        self.known: dict[ConstantKey, Operation] = {}
        self.owned: set[Operation] = set()
        self.constant_classes: dict[type[Operation], bool] = {}
        """Op classes seen so far, and whether their ops are merged (ConstantLike)."""
        self.enabled = enabled
        """False: no class counts as constant, nothing is merged."""
        self._regions: dict[Block, Region] = {}
        self._dialects: dict[str, str] = {}
        self.greedy = rewriter if isinstance(rewriter, GreedyRewriter) else None
        """The rewriter when it is a GreedyRewriter (direct once its driver runs
        unobserved): duplicates are then replaced with ``replace_by_value``."""
        self._replace_by_value = (
            self.greedy.replace_by_value
            if self.greedy is not None and self.greedy.direct
            else None
        )
        """``replace_by_value`` of a direct GreedyRewriter (its driver fixes
        ``direct`` before it seeds), else None."""
        self._folds: dict[type[Operation], bool] = {}
        self.merged = False
        """Whether a duplicate was merged (its users then use another op)."""
        """Per constant class: whether reading its value calls a fold hook."""

    def is_constant_class(self, cls: type[Operation]) -> bool:
        """Whether ops of ``cls`` are merged: ConstantLike and uniquing enabled."""
        known = self.constant_classes.get(cls)
        if known is None:
            known = self.enabled and has_trait(cls, ConstantLike)
            self.constant_classes[cls] = known
        return known

    def merge_if_duplicate(self, op: Operation) -> bool:
        """Record constant ``op``; True if it duplicated a known one and is gone."""
        return self.is_constant_class(type(op)) and self.merge_constant(op)

    def merge_constant(self, op: Operation) -> bool:
        """``merge_if_duplicate`` for an op whose class ``is_constant_class``."""
        cls = type(op)
        folds = self._folds.get(cls)
        if folds is None:
            folds = self._folds[cls] = not value_is_attribute(cls)
        if folds:
            value = constant_attr(op)
        else:  # Operation.get_attr("value"), inlined
            props = op.properties
            if isinstance(props, dict) and "value" in props:
                value = props["value"]
            else:
                value = op.attributes.get("value")
        if value is None:
            return False
        # MLIR's OperationFolder::insertKnownConstant, inlined: keep ``op`` as
        # the region's constant for ``value`` (False), or replace it (True).
        block = op.parent
        if block is None:
            return False
        owned = self.owned
        if op in owned:
            if block.first_op is not op and op.prev not in owned:
                _hoist(op, block)
            return False
        region = self._regions.get(block)
        if region is None:
            region = self._regions[block] = insertion_region(block)
        dialect = self._dialects.get(op.name)
        if dialect is None:
            dialect = self._dialects[op.name] = op.name.partition(".")[0]
        key = (region, dialect, value, op.results[0].type)
        existing = self.known.get(key)
        if existing is not None:
            values = existing.results
            if len(values) != 1:
                self.rewriter.replace_op(op, values)
            elif (
                self._replace_by_value is not None
                and len(op.results) == 1
                and not op.regions
                and not op.successor_uses
            ):
                self._replace_by_value(op, values[0])
            else:
                self.rewriter.replace_op(op, values[0])
            existing.location = _UNKNOWN
            self.merged = True
            return True
        entry = region.blocks[0]
        if block is not entry or (entry.first_op is not op and op.prev not in owned):
            _hoist(op, entry)
        self.known[key] = op
        owned.add(op)
        return False


def _hoist(op: Operation, block: Block) -> None:
    """Move ``op`` to the front of ``block``; it keeps its location (as MLIR's
    greedy driver: only a constant that absorbed a duplicate loses it)."""
    first = block.first_op
    if first is not op and first is not None:
        op.move_before(first)


def insertion_region(block: Block) -> Region:
    """Where constants used in ``block`` are materialized."""
    while True:
        region = block.parent
        if region is None:
            raise ValueError("block is not in a region")
        parent = region.parent
        if parent is None or parent.parent is None:
            return region
        if type(parent) is Operation or IsolatedFromAbove in type(parent).traits:
            return region
        block = parent.parent
