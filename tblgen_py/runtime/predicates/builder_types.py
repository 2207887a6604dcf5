"""The builtin types an ``OpBuilder`` method makes (``$_builder.getF32Type()``).

ODS snippets build types through the builder a C++ op builder or parser holds:
``$_builder.getIntegerType(32)``, ``$_builder.getI16Type()``,
``$_builder.getType<BFloat16Type>()``.  The C++ translator prints such a call
as ``builder_type(method, *args)``; ``BUILDER_TYPE_METHODS`` and
``BUILDER_TYPE_CLASSES`` are what it may name (``cpp/names.py`` keeps a
static copy for generation).
"""

from __future__ import annotations

from tblgen_py.runtime.ir import types as T
from tblgen_py.runtime.predicates.base import unavailable
from tblgen_py.runtime.predicates.classes import FLOAT_NAMES

_FLOAT_METHODS = {
    "getBF16Type": "bf16",
    "getF16Type": "f16",
    "getTF32Type": "tf32",
    "getF32Type": "f32",
    "getF64Type": "f64",
    "getF80Type": "f80",
    "getF128Type": "f128",
}
_INTEGER_METHODS = {f"getI{width}Type": width for width in (1, 2, 4, 8, 16, 32, 64)}
_CLASSES = {"IndexType": T.IndexType.get, "NoneType": T.NoneType.get}

BUILDER_TYPE_METHODS: frozenset[str] = frozenset(
    {*_FLOAT_METHODS, *_INTEGER_METHODS}
    | {"getIntegerType", "getIndexType", "getNoneType", "getType"}
)
"""The ``OpBuilder`` methods ``builder_type`` answers for."""

BUILDER_TYPE_CLASSES: frozenset[str] = frozenset({*FLOAT_NAMES, *_CLASSES})
"""The classes of ``getType<Class>()`` (builtin, without parameters)."""


def builder_type(method: str, *args: object) -> T.Type:
    """``$_builder.<method>(args...)``; ``getType<Class>()`` is
    ``builder_type("getType", "Class")``."""
    if method in _FLOAT_METHODS and not args:
        return T.FloatType.get(_FLOAT_METHODS[method])
    if method in _INTEGER_METHODS and not args:
        return T.IntegerType.get(_INTEGER_METHODS[method])
    if method == "getIntegerType" and len(args) in (1, 2):
        width = args[0]
        if not isinstance(width, int):
            raise unavailable("getIntegerType()", width)
        if len(args) == 1:
            return T.IntegerType.get(width)
        signedness = T.Signedness.SIGNED if args[1] else T.Signedness.UNSIGNED
        return T.IntegerType.get(width, signedness)
    if method == "getIndexType" and not args:
        return T.IndexType.get()
    if method == "getNoneType" and not args:
        return T.NoneType.get()
    if method == "getType" and len(args) == 1 and isinstance(args[0], str):
        name = args[0]
        if name in FLOAT_NAMES:
            return T.FloatType.get(FLOAT_NAMES[name])
        if name in _CLASSES:
            return _CLASSES[name]()
    raise unavailable(f"OpBuilder::{method}()", args)
