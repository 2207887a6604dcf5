"""``transform`` dialect: the verifiers of MLIR's ``TransformOps.cpp`` (the
named sequence's in ``named_sequence``) and its hand-written syntax
(``asm``)."""

from __future__ import annotations

from tblgen_py.dialects import index_lists as _index_lists  # noqa: F401
from tblgen_py.dialects.transform import asm as _asm  # noqa: F401  (attaches on import)
from tblgen_py.dialects.transform import directives as _directives  # noqa: F401
from tblgen_py.dialects.transform import named_sequence as _named  # noqa: F401
from tblgen_py.dialects.transform import pad_checks as _pad_checks  # noqa: F401
from tblgen_py.dialects.transform import split_op as _split_op  # noqa: F401
from tblgen_py.dialects.transform import tile_size_ops as _tile_sizes  # noqa: F401
from tblgen_py.dialects.transform import pass_options as _pass_options  # noqa: F401
from tblgen_py.dialects.transform import regions as _regions  # noqa: F401
from tblgen_py.dialects.transform import structured as _structured  # noqa: F401
from tblgen_py.dialects.transform import structured_checks as _checks  # noqa: F401
from tblgen_py.dialects.transform import match_structured as _match  # noqa: F401
from tblgen_py.dialects.transform import symbols as _symbols  # noqa: F401
from tblgen_py.dialects.transform import syntax as _syntax  # noqa: F401
from tblgen_py.dialects.transform import top_level as _top_level  # noqa: F401
from tblgen_py.dialects.transform import verify as _verify  # noqa: F401

__all__ = ["register"]


def register(context: object) -> None:
    """``--load-dialect`` entry point: the hooks attach on import."""
