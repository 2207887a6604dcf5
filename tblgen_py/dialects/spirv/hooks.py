"""``spirv`` dialect: the ports of MLIR's ``SPIRVOps.cpp`` done so far
(``constant``: ``spirv.Constant``'s syntax, verifier and result names); the
other ops with C++ verifiers or syntax still fail with an error naming the op
and the missing hook."""

from __future__ import annotations

from tblgen_py.dialects.spirv import casts as _casts  # noqa: F401
from tblgen_py.dialects.spirv import composite as _composite  # noqa: F401
from tblgen_py.dialects.spirv import constant as _constant  # noqa: F401
from tblgen_py.dialects.spirv import entry as _entry  # noqa: F401
from tblgen_py.dialects.spirv import groups as _groups  # noqa: F401
from tblgen_py.dialects.spirv import control_flow as _control_flow  # noqa: F401
from tblgen_py.dialects.spirv import memory as _memory  # noqa: F401
from tblgen_py.dialects.spirv import module as _module  # noqa: F401
from tblgen_py.dialects.spirv import symbols as _symbols  # noqa: F401

__all__ = ["register"]


def register(context: object) -> None:
    """``--load-dialect`` entry point: the hooks attach on import."""
