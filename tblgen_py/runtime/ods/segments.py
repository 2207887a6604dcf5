"""Split a flat operand/result list into the groups ODS declared."""

from __future__ import annotations

from collections.abc import Sequence

from tblgen_py.runtime.ir.verifier import VerifyError
from tblgen_py.runtime.ods.specs import Arity, Segments, ValueSpec


def segment_sizes_of(attr: object) -> tuple[int, ...] | None:
    """The sizes held by an ``operandSegmentSizes``-style attribute."""
    values = getattr(attr, "values", None)
    if isinstance(values, tuple) and all(isinstance(v, int) for v in values):
        return values
    return None


def group_sizes(
    specs: Sequence[ValueSpec],
    total: int,
    mode: Segments,
    sizes: tuple[int, ...] | None,
) -> list[int]:
    """The length of each declared group; raises VerifyError when inconsistent."""
    if mode is Segments.ATTR_SIZED:
        return list(sizes) if sizes is not None else [0] * len(specs)
    fixed = sum(1 for s in specs if s.arity is Arity.SINGLE)
    variable = len(specs) - fixed
    if variable == 0:
        return [1] * len(specs)
    rest = total - fixed
    if rest < 0:
        return [1 if s.arity is Arity.SINGLE else 0 for s in specs]
    if variable == 1 or mode is Segments.NONE:
        each = rest
    else:
        each = rest // variable
    return [1 if s.arity is Arity.SINGLE else each for s in specs]


def group_ranges(sizes: Sequence[int]) -> list[tuple[int, int]]:
    """``(start, end)`` of each group from its length."""
    ranges = []
    start = 0
    for size in sizes:
        ranges.append((start, start + size))
        start += size
    return ranges


_RANGES: dict[
    tuple[int, int, Segments, tuple[int, ...] | None],
    tuple[Sequence[ValueSpec], list[tuple[int, int]]],
] = {}
_MAX_RANGES = 4096


def value_ranges(
    specs: Sequence[ValueSpec],
    total: int,
    mode: Segments,
    sizes: tuple[int, ...] | None,
) -> list[tuple[int, int]]:
    """``group_ranges(group_sizes(...))``, kept per op kind and value count
    (``specs``: an op class's declared groups, which live as long as it);
    the list returned is shared: do not change it."""
    key = (id(specs), total, mode, sizes)
    hit = _RANGES.get(key)
    if hit is not None and hit[0] is specs:
        return hit[1]
    ranges = group_ranges(group_sizes(specs, total, mode, sizes))
    if len(_RANGES) < _MAX_RANGES:
        _RANGES[key] = (specs, ranges)
    return ranges


def verify_sizes(
    kind: str,
    specs: Sequence[ValueSpec],
    total: int,
    mode: Segments,
    sizes: tuple[int, ...] | None,
    attr_name: str,
) -> None:
    """MLIR's count and segment checks for operands or results."""
    fixed = sum(1 for s in specs if s.arity is Arity.SINGLE)
    variable = len(specs) - fixed
    if mode is Segments.ATTR_SIZED:
        # ``AtLeastN...`` precedes ``AttrSized...Segments`` in the trait list.
        if variable and total < fixed:
            raise VerifyError(f"expected {fixed} or more {kind}s, but found {total}")
        _verify_attr_sized(kind, specs, total, sizes, attr_name)
        return
    if variable == 0 and total != fixed:
        raise VerifyError(exact_count_message(kind, fixed, total))
    if variable and total < fixed:
        raise VerifyError(f"expected {fixed} or more {kind}s, but found {total}")
    if variable > 1 and mode is Segments.SAME_SIZE and (total - fixed) % variable:
        raise VerifyError(
            f"'{kind}' count ({total}) is not consistent with the "
            "same-size segments (cannot split the variadic groups evenly)"
        )


def _verify_attr_sized(
    kind: str,
    specs: Sequence[ValueSpec],
    total: int,
    sizes: tuple[int, ...] | None,
    attr_name: str,
) -> None:
    """Checks of ``AttrSizedOperandSegments``/``AttrSizedResultSegments``.

    The sizes are a property: when not given they are all zero (as in MLIR).
    """
    if sizes is None:
        sizes = (0,) * len(specs)
    if len(sizes) != len(specs):
        raise VerifyError(
            f"'{attr_name}' attribute for specifying {kind} segments must have "
            f"{len(specs)} elements, but got {len(sizes)}"
        )
    if any(size < 0 for size in sizes):
        raise VerifyError(f"'{attr_name}' attribute cannot have negative elements")
    if sum(sizes) != total:
        raise VerifyError(
            f"{kind} count ({total}) does not match with the total size "
            f"({sum(sizes)}) specified in attribute '{attr_name}'"
        )


def exact_count_message(kind: str, expected: int, found: int) -> str:
    """The wording of MLIR's ZeroOperands/OneOperand/NOperands-style traits."""
    if expected == 0:
        return f"requires zero {kind}s"
    if expected == 1:
        return (
            "requires a single operand" if kind == "operand" else f"requires one {kind}"
        )
    if kind != "operand":
        return f"expected {expected} {kind}s"  # NResults/NRegions word it so
    return f"expected {expected} {kind}s, but found {found}"
