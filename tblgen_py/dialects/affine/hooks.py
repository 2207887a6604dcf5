"""``affine`` dialect: its hand-written syntax (``asm``, ``access_asm``), C++
verifiers (``verify``, over the dimension/symbol rules of ``scope``) and the
ops MLIR writes without ODS (``dma``: ``affine.dma_start``/``dma_wait``, which
``register`` adds to a context) and the canonicalization (``canonicalize``,
over the map machinery of ``maps``)."""

from __future__ import annotations

from tblgen_py.dialects import index_lists  # noqa: F401 - custom<DynamicIndexList>
from tblgen_py.dialects.affine import (
    access_asm,
    asm,
    canonicalize,
    dma,
    parallel,
    regions,
    verify,
)  # noqa: F401


def register(context: object) -> None:
    """Add ``dma``'s op classes and the constant materializer to ``context``."""
    dma.register(context)
    canonicalize.register(context)


__all__ = ["register"]
