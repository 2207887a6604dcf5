"""``omp`` dialect: the types its ops accept as addresses (``PointerLikeType``)
and the ports of its C++ syntax and verifiers (imported below)."""

from __future__ import annotations

from tblgen_py.dialects.pointer_like import register_pointer_like

__all__ = ["register"]

register_pointer_like("omp")


def register(context: object) -> None:
    """``--load-dialect`` entry point: the hooks attach on import."""


from tblgen_py.dialects.omp import atomic  # noqa: E402,F401 - atomic verifiers
from tblgen_py.dialects.omp import block_args  # noqa: E402,F401 - custom<...Region>
from tblgen_py.dialects.omp import clause_syntax  # noqa: E402,F401 - custom<...>
from tblgen_py.dialects.omp import constructs  # noqa: E402,F401 - verifiers
from tblgen_py.dialects.omp import directives  # noqa: E402,F401 - custom<...> hooks
from tblgen_py.dialects.omp import loop_nest  # noqa: E402,F401 - omp.loop_nest
from tblgen_py.dialects.omp import target  # noqa: E402,F401 - device constructs
