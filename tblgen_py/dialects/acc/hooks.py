"""``acc`` dialect: the types its ops accept as addresses (``PointerLikeType``)
and the ports of its C++ syntax and verifiers (imported below)."""

from __future__ import annotations

from tblgen_py.dialects.pointer_like import register_pointer_like

__all__ = ["register"]

register_pointer_like("acc")


def register(context: object) -> None:
    """``--load-dialect`` entry point: the hooks attach on import."""


from tblgen_py.dialects.acc import atomic  # noqa: E402,F401 - atomic verifiers
from tblgen_py.dialects.acc import compute_constructs  # noqa: E402,F401 - verifiers
from tblgen_py.dialects.acc import compute_syntax  # noqa: E402,F401 - compute clauses
from tblgen_py.dialects.acc import data_clauses  # noqa: E402,F401 - data clause ops
from tblgen_py.dialects.acc import data_constructs  # noqa: E402,F401 - data constructs
from tblgen_py.dialects.acc import loop_verify  # noqa: E402,F401 - acc.loop's verifier
from tblgen_py.dialects.acc import recipes  # noqa: E402,F401 - recipe regions
from tblgen_py.dialects.acc import routine  # noqa: E402,F401 - routine, declare ops
