"""Everything generated attribute/type modules use, under one import (``as _ods_at``)."""

from __future__ import annotations

from tblgen_py.runtime.ir.affine import AffineMap
from tblgen_py.runtime.ir.attributes import Attribute
from tblgen_py.runtime.ir.context import Context
from tblgen_py.runtime.ir.dialect import Dialect
from tblgen_py.runtime.ir.types import NoneType, Type
from tblgen_py.runtime.ods.attr_format import (
    Custom,
    Format,
    Literal,
    Optional,
    Params,
    Ref,
    Space,
    Struct,
    Text,
    Var,
)
from tblgen_py.runtime.ods.attr_params import (
    AFFINE_MAP,
    APFLOAT,
    APINT,
    ATTR,
    BOOL,
    INT,
    STRING,
    TYPE,
    ArrayOf,
    DenseArrayOf,
    EnumOf,
    Hook,
    Stripped,
)
from tblgen_py.runtime.ods.attrdef import (
    NO_DEFAULT,
    DialectAttribute,
    DialectType,
    Parameter,
)

__all__ = [
    "AFFINE_MAP",
    "APFLOAT",
    "APINT",
    "AffineMap",
    "ATTR",
    "BOOL",
    "INT",
    "NO_DEFAULT",
    "STRING",
    "TYPE",
    "ArrayOf",
    "DenseArrayOf",
    "Attribute",
    "Context",
    "Custom",
    "Dialect",
    "DialectAttribute",
    "DialectType",
    "EnumOf",
    "Format",
    "Hook",
    "Literal",
    "NoneType",
    "Optional",
    "Parameter",
    "Params",
    "Ref",
    "Space",
    "Stripped",
    "Struct",
    "Text",
    "Type",
    "Var",
]
