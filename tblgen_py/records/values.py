"""TableGen values (LLVM's Init hierarchy), interned so identity is equality.

The value kinds live in layers that import downwards: ``scalars`` (the Init
bases, ``?``, bits, ints, strings), ``composites`` (lists, dags) and
``references`` (records, variables, fields, class instantiations); the
operators are in ``ops``.  This module gathers the value kinds for their users.
"""

from __future__ import annotations

from tblgen_py.records.composites import DagInit, ListInit
from tblgen_py.records.references import DefInit, FieldInit, VarDefInit, VarInit
from tblgen_py.records.scalars import (
    AnonymousNameInit,
    ArgumentInit,
    BitInit,
    BitsInit,
    FALSE,
    Init,
    IntInit,
    join_text,
    StringInit,
    TRUE,
    TypedInit,
    UNSET,
    UnsetInit,
    VarBitInit,
    wrap64,
)

__all__ = [
    "AnonymousNameInit",
    "ArgumentInit",
    "BitInit",
    "BitsInit",
    "DagInit",
    "DefInit",
    "FALSE",
    "FieldInit",
    "Init",
    "IntInit",
    "ListInit",
    "StringInit",
    "TRUE",
    "TypedInit",
    "UNSET",
    "UnsetInit",
    "VarBitInit",
    "VarDefInit",
    "VarInit",
    "join_text",
    "reset_values",
    "wrap64",
]


def reset_values() -> None:
    """Drop every interned value (between independent runs)."""
    for klass in (
        ArgumentInit,
        BitsInit,
        IntInit,
        StringInit,
        ListInit,
        DagInit,
        VarInit,
        VarBitInit,
        FieldInit,
        VarDefInit,
    ):
        klass._pool.clear()
    StringInit._code_pool.clear()
