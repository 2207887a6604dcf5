"""``sparse_tensor`` dialect: its ``OpAsmDialectInterface`` (an encoding
attribute prints under the ``#sparse`` alias, as SparseTensorDialect.cpp's
``getAlias`` names it)."""

from __future__ import annotations

from tblgen_py.dialects._support import register
from tblgen_py.runtime.ir.attributes import Attribute, OpaqueAttr
from tblgen_py.runtime.ir.dialect import OpAsmDialectInterface, set_alias_hook
from tblgen_py.runtime.ir.types import Type

__all__ = ["register"]


class SparseTensorAsmInterface(OpAsmDialectInterface):
    """``getAlias``: ``sparse`` for ``#sparse_tensor.encoding<...>``."""

    def get_alias(self, value: Attribute | Type) -> str | None:
        """``sparse`` for an encoding attribute, None otherwise."""
        if isinstance(value, OpaqueAttr):  # kept as text: no Python parser
            is_encoding = value.dialect == "sparse_tensor" and (
                value.data.startswith("encoding<") or value.data == "encoding"
            )
        else:
            is_encoding = (
                getattr(value, "DIALECT", "") == "sparse_tensor"
                and getattr(value, "MNEMONIC", None) == "encoding"
            )
        return "sparse" if is_encoding else None


set_alias_hook("sparse_tensor", SparseTensorAsmInterface())
