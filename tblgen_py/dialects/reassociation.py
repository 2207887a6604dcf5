"""``getReassociationIndicesForCollapse`` of MLIR's ``ReshapeOpsUtils.cpp``: the
reassociation that collapses one shape into another, found by scanning the
target dimensions left to right and right to left; the two scans must agree
but for unit dimensions (``DYNAMIC`` marks a dynamic size).  As in MLIR 22, two
ranges of unit dimensions need not overlap (1x1x1x1 collapses to 1x1x1 as
[[0], [1], [2, 3]]; later MLIR rejects that).
"""

from __future__ import annotations

from collections.abc import Sequence

from tblgen_py.runtime.ir.types import DYNAMIC

__all__ = ["reassociation_for_collapse"]

Range = tuple[int, int]
"""An inclusive range ``(left, right)`` of source dimensions."""


def _range_for_dynamic(shape: Sequence[int], start: int, greedy: bool) -> Range | None:
    """``findReassociationRangeForDynamicDim``: from ``start`` up to the first
    dynamic size (with ``greedy``, up to the end)."""
    if not 0 <= start < len(shape):
        return None
    found = False
    result = (start, start)
    for right in range(start, len(shape)):
        if found and not greedy:
            break
        if shape[right] == DYNAMIC:
            found = True
        result = (start, right)
    return result if found else None


def _range_for_size(
    shape: Sequence[int], start: int, target: int, greedy: bool
) -> Range | None:
    """``findReassociationRangeForSize``: the first run of static sizes from
    ``start`` whose product is ``target`` (with ``greedy``, plus the unit
    sizes after it)."""
    if not 0 <= start < len(shape):
        return None
    left = right = start
    result = (start, start)
    product, reached = 1, False
    while left <= right < len(shape):
        size = shape[right]
        if reached and not greedy:
            break
        if size == DYNAMIC:
            if reached:
                break
            product = 1
            left = right = right + 1
            result = (left, right)
            continue
        product *= size
        if product > target and reached:
            break
        while product > target and left < right:
            product //= shape[left]
            left += 1
        result = (left, right)
        if product == target:
            reached = True
        right += 1
    return result if reached else None


def _ranges(source: Sequence[int], target: Sequence[int]) -> list[Range] | None:
    """``findReassociationRangesForCollapse``, left to right."""
    ranges: list[list[int]] = []
    previous: int | None = None
    start = 0
    for index, size in enumerate(target):
        greedy = index == len(target) - 1
        if size == DYNAMIC:
            found = _range_for_dynamic(source, start, greedy)
        else:
            found = _range_for_size(source, start, size, greedy)
        if found is None or not 0 <= found[0] <= found[1] < len(source):
            return None
        if found[0] > start:
            if previous != DYNAMIC:
                return None
            ranges[-1][1] = found[0] - 1
        previous = size
        start = found[1] + 1
        ranges.append(list(found))
    if ranges[-1][1] < len(source) - 1:
        return None
    return [(left, right) for left, right in ranges]


def _reverse_ranges(source: Sequence[int], target: Sequence[int]) -> list[Range] | None:
    """``findReassociationRangesForCollapse``, right to left."""
    found = _ranges(list(reversed(source)), list(reversed(target)))
    if found is None:
        return None
    last = len(source) - 1
    return [(last - right, last - left) for left, right in reversed(found)]


def reassociation_for_collapse(
    source: Sequence[int], target: Sequence[int]
) -> list[list[int]] | None:
    """``getReassociationIndicesForCollapse`` (None: no unambiguous one)."""
    if len(source) <= len(target):
        return None
    if not target:
        if any(size not in (1, DYNAMIC) for size in source):
            return None
        return [list(range(len(source)))]
    forward = _ranges(source, target)
    backward = _reverse_ranges(source, target)
    if forward is None or backward is None:
        return None
    groups: list[list[int]] = []
    for (left, right), (rleft, rright) in zip(forward, backward):
        one = set(range(left, right + 1))
        other = set(range(rleft, rright + 1))
        if any(source[i] != 1 for i in one ^ other):
            return None
        groups.append(list(range(left, right + 1)))
    return groups
