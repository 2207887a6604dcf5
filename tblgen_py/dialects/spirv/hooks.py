"""``spirv`` dialect: the ports of MLIR's ``SPIRVOps.cpp`` done so far (each
module an op family: ``constant``, ``memory``, ...), its C++-defined types
(``type_classes``/``type_syntax``, ``struct_type``/``struct_syntax``) and
attributes (``attributes``; where they may appear: ``abi_attrs``); the other
ops with C++ verifiers or syntax still fail with an error naming the op and
the missing hook."""

from __future__ import annotations

from tblgen_py.dialects.spirv import abi_attrs as _abi_attrs  # noqa: F401
from tblgen_py.dialects.spirv import casts as _casts  # noqa: F401
from tblgen_py.dialects.spirv import composite as _composite  # noqa: F401
from tblgen_py.dialects.spirv import constant as _constant  # noqa: F401
from tblgen_py.dialects.spirv import dot_ops as _dot_ops  # noqa: F401
from tblgen_py.dialects.spirv import entry as _entry  # noqa: F401
from tblgen_py.dialects.spirv import groups as _groups  # noqa: F401
from tblgen_py.dialects.spirv import image_ops as _image_ops  # noqa: F401
from tblgen_py.dialects.spirv import matrix_ops as _matrix_ops  # noqa: F401
from tblgen_py.dialects.spirv import control_flow as _control_flow  # noqa: F401
from tblgen_py.dialects.spirv import memory as _memory  # noqa: F401
from tblgen_py.dialects.spirv import module as _module  # noqa: F401
from tblgen_py.dialects.spirv import symbols as _symbols  # noqa: F401
from tblgen_py.dialects.spirv import spec_operation as _spec_operation  # noqa: F401
from tblgen_py.dialects.spirv import struct_syntax as _struct_syntax  # noqa: F401
from tblgen_py.dialects.spirv.attributes import ATTRIBUTE_CLASSES, UnknownAttribute
from tblgen_py.dialects.spirv.struct_type import StructType
from tblgen_py.dialects.spirv.type_classes import TYPE_CLASSES
from tblgen_py.dialects.spirv.type_syntax import UnknownType

__all__ = ["register"]


def register(context: object) -> None:
    """``--load-dialect`` entry point: the hooks attach on import; this adds
    the SPIR-V types, which MLIR defines in C++, to ``context``'s dialect."""
    dialect = getattr(context, "dialects", {}).get("spirv")
    if dialect is None:
        return
    for cls in (*TYPE_CLASSES, StructType):
        dialect.add_type(cls)
    for attr in ATTRIBUTE_CLASSES:
        dialect.add_attribute(attr)
    dialect.unknown_type = UnknownType
    dialect.unknown_attribute = UnknownAttribute
