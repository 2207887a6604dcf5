"""``SparseTensorEncodingAttr::verify`` (SparseTensorDialect.cpp): the
checks an encoding's fields must pass, with MLIR's messages, in its order.

Level types are the strings ``encoding`` parses (``compressed(nonunique)``,
``singleton(soa)``, ``structured[2, 4]``); lvlToDim is inferred from
dimToLvl (``dim_lvl_map.infer_lvl_to_dim``) and must agree with the one the
map gives.
"""

from __future__ import annotations

from collections.abc import Sequence

from tblgen_py.dialects.sparse_tensor.dim_lvl_map import (
    block_sizes,
    infer_lvl_to_dim,
    is_block_sparsity,
)
from tblgen_py.runtime.ir.affine import AffineMap

_BIT_WIDTHS = (0, 8, 16, 32, 64)


def level_format(level: str) -> str:
    """The format of a level type string: ``compressed``, ``structured``..."""
    return level.split("(", 1)[0].split("[", 1)[0]


def _is_soa(level: str) -> bool:
    return "(" in level and "soa" in level.split("(", 1)[1]


def _coo_error(levels: Sequence[str]) -> str | None:
    """Every run of singleton levels follows a (loose) compressed level and
    stores all its levels alike (SoA or AoS)."""
    index = 0
    while index < len(levels):
        if level_format(levels[index]) != "singleton":
            index += 1
            continue
        if index == 0 or level_format(levels[index - 1]) not in (
            "compressed",
            "loose_compressed",
        ):
            return (
                "expected compressed or loose_compressed level before singleton level"
            )
        end = index
        while end < len(levels) and level_format(levels[end]) == "singleton":
            end += 1
        soa = _is_soa(levels[index])
        if any(_is_soa(level) != soa for level in levels[index:end]):
            return (
                "expected all singleton lvlTypes stored in the same memory "
                "layout (SoA vs AoS)."
            )
        index = end
    return None


def _structured_m(level: str) -> int:
    return int(level.split("[", 1)[1].rstrip("]").split(",")[1])


def _format_error(levels: Sequence[str], dim_to_lvl: AffineMap | None) -> str | None:
    """Leading batch levels, SoA on singletons only, n_out_of_m last after
    dense levels, in a 1xm block of its m."""
    formats = [level_format(level) for level in levels]
    batches = [i for i, fmt in enumerate(formats) if fmt == "batch"]
    if batches and any(fmt != "batch" for fmt in formats[: batches[-1]]):
        return "Batch lvlType can only be leading levels."
    if any(_is_soa(lvl) and fmt != "singleton" for lvl, fmt in zip(levels, formats)):
        return "SoA is only applicable to singleton lvlTypes."
    if "structured" in formats:
        at = formats.index("structured")
        if at != len(formats) - 1:
            return "expected n_out_of_m to be the last level type"
        if any(fmt != "dense" for fmt in formats[:at]):
            return "expected all dense lvlTypes before a n_out_of_m level"
        if dim_to_lvl is not None and dim_to_lvl.num_dims != len(dim_to_lvl.results):
            if not is_block_sparsity(dim_to_lvl):
                return "expected 1xm block structure for n_out_of_m level"
            coefficient = 0
            for size in block_sizes(dim_to_lvl):
                if size:
                    if size != coefficient and coefficient:
                        return (
                            "expected only one blocked level with the same "
                            "coefficients"
                        )
                    coefficient = size
            if coefficient != _structured_m(levels[at]):
                return (
                    "expected coeffiencts of Affine expressions to be equal to m "
                    "of n_out_of_m level"
                )
    return None


def encoding_error(
    levels: Sequence[str],
    dim_to_lvl: AffineMap | None,
    lvl_to_dim: AffineMap | None,
    pos_width: int,
    crd_width: int,
    dim_slices: Sequence[object],
) -> str | None:
    """The first verification failure of an encoding's fields, or None
    (``dim_to_lvl`` None for the identity, as MLIR's null map)."""
    if pos_width not in _BIT_WIDTHS:
        return f"unexpected position bitwidth: {pos_width}"
    if crd_width not in _BIT_WIDTHS:
        return f"unexpected coordinate bitwidth: {crd_width}"
    found = _coo_error(levels) or _format_error(levels, dim_to_lvl)
    if found:
        return found
    lvl_rank = len(levels)
    if lvl_rank == 0:
        return "expected a non-empty array for lvlTypes"
    if dim_to_lvl is None:  # the attribute's builder makes it the identity
        dim_to_lvl = AffineMap.identity(lvl_rank)
    dim_rank = dim_to_lvl.num_dims
    if len(dim_to_lvl.results) != lvl_rank:
        return (
            "level-rank mismatch between dimToLvl and lvlTypes: "
            f"{len(dim_to_lvl.results)} != {lvl_rank}"
        )
    inferred = infer_lvl_to_dim(dim_to_lvl)
    if inferred is None and dim_to_lvl.num_symbols == 0:
        return "failed to infer lvlToDim from dimToLvl"
    if lvl_to_dim is not None and inferred != lvl_to_dim:
        return "expected lvlToDim to be an inverse of dimToLvl"
    if dim_rank > lvl_rank:
        return f"unexpected dimToLvl mapping from {dim_rank} to {lvl_rank}"
    if dim_slices:
        if len(dim_slices) != dim_rank:
            return (
                "dimension-rank mismatch between dimSlices and dimToLvl: "
                f"{len(dim_slices)} != {dim_rank}"
            )
        if dim_rank != lvl_rank:
            return (
                "dimSlices expected dimension-rank to match level-rank: "
                f"{dim_rank} != {lvl_rank}"
            )
    return None
