"""Run-time support of patterns generated from DRR (``--gen-rewriters``).

Generated pattern modules import this module as ``_drr``.  It splits operands
and results into their ODS groups, coerces bound symbols to values, fuses
locations, matches constants, adapts the rewriter to the C++ ``Builder``
method names that NativeCodeCall bodies use, and finds user-supplied Python
for native code that has no automatic translation.

Native code is looked up by name in modules registered with
``register_native_module`` (``mlir-opt-py --native-module``) or listed in the
generated module's ``NATIVE_MODULES``.  A NativeCodeCall written as a call
``fn($_builder, $0)`` needs a Python ``fn(builder, arg0)``; any other C++ body
without a translation needs a function named after its def, called with
``(builder, loc, self, *args)``.  A source-pattern NativeCodeCall returns None
(no match) or the values of its ``&$N`` outputs.  ``missing_native_functions``
lists what a loaded pattern module still lacks; a function missing when the
pattern runs is a ``DrrNativeError`` naming what to supply.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Iterable, Sequence
from types import ModuleType
from typing import cast

from tblgen_py.runtime.errors import MLIRError
from tblgen_py.runtime.ir.attributes import (
    ArrayAttr,
    Attribute,
    BoolAttr,
    FloatAttr,
    IntegerAttr,
    StringAttr,
    UnitAttr,
)
from tblgen_py.runtime.ir.location import FusedLoc, LocationAttr, NameLoc
from tblgen_py.runtime.ir.operation import Operation
from tblgen_py.runtime.ir.value import Value
from tblgen_py.runtime.ods import convert as _convert
from tblgen_py.runtime.rewrite.operand_filter import CONSTANT
from tblgen_py.runtime.rewrite.traits import ConstantLike

_NATIVE_MODULES: list[ModuleType] = []
_GENERATION = [0]


class DrrError(MLIRError, RuntimeError):
    """A generated pattern cannot run: missing native code or result types."""


class DrrNativeError(DrrError):
    """A NativeCodeCall or Constraint needs Python code that was not supplied."""


REGISTER_API = "tblgen_py.runtime.drr.register_native_module()"


def missing_native_functions(patterns_module: ModuleType) -> list[str]:
    """The native functions a generated pattern module needs but cannot find.

    Checks the names in its ``NATIVE_REQUIRED`` against its ``NATIVE_MODULES``
    and every registered native module; call it once the patterns are loaded.
    """
    required = getattr(patterns_module, "NATIVE_REQUIRED", ())
    namespace = getattr(patterns_module, "_NATIVE", None)
    if not isinstance(namespace, NativeNamespace):
        return []
    return namespace.missing(name for name in required if isinstance(name, str))


def register_native_module(module: str | ModuleType) -> ModuleType:
    """Make ``module``'s functions available to every generated pattern."""
    mod = importlib.import_module(module) if isinstance(module, str) else module
    if mod not in _NATIVE_MODULES:
        _NATIVE_MODULES.append(mod)
        _GENERATION[0] += 1
    return mod


def clear_native_modules() -> None:
    """Forget every registered native module."""
    _NATIVE_MODULES.clear()
    _GENERATION[0] += 1


class NativeNamespace:
    """Resolves native function names of one generated module, on first use."""

    def __init__(self, owner: str, modules: Sequence[str] = ()) -> None:
        self.owner = owner
        self.modules = tuple(modules)
        self._cache: dict[str, Callable[..., object]] = {}
        self._generation = _GENERATION[0]

    def lookup(self, name: str, what: str) -> Callable[..., object]:
        """The function ``name``; ``what`` describes the C++ it stands for."""
        if self._generation != _GENERATION[0]:
            self._cache.clear()
            self._generation = _GENERATION[0]
        found = self._cache.get(name)
        if found is not None:
            return found
        for module in self._search_path():
            fn = getattr(module, name, None)
            if callable(fn):
                found = cast("Callable[..., object]", fn)
                self._cache[name] = found
                return found
        searched = ", ".join(m.__name__ for m in self._search_path()) or "none"
        raise DrrNativeError(
            f"{self.owner}: {what} needs a Python function '{name}'; define it in a "
            f"module registered with {REGISTER_API} (the --native-module option "
            f"of mlir-opt-py and mlir-tblgen-py) (searched: {searched})"
        )

    def missing(self, names: Iterable[str]) -> list[str]:
        """The function names among ``names`` that no searched module defines."""
        modules = self._search_path()
        return [
            name
            for name in names
            if name.isidentifier()
            and not any(callable(getattr(m, name, None)) for m in modules)
        ]

    def _search_path(self) -> list[ModuleType]:
        mods = [importlib.import_module(m) for m in self.modules]
        return mods + [m for m in _NATIVE_MODULES if m not in mods]


# -- operand and result groups ------------------------------------------------


def groups(
    values: Sequence[Value], arity: str, sizes: Sequence[int] | None = None
) -> list[list[Value]] | None:
    """Split values into ODS groups (``s`` single, ``o`` optional, ``v`` variadic).

    ``sizes`` are segment sizes (AttrSizedOperandSegments).  None when the
    values do not fit the declared groups.
    """
    if sizes is not None:
        if len(sizes) != len(arity) or sum(sizes) != len(values):
            return None
        out, pos = [], 0
        for size in sizes:
            out.append(list(values[pos : pos + size]))
            pos += size
        return out
    fixed = arity.count("s")
    variable = len(arity) - fixed
    extra = len(values) - fixed
    if extra < 0 or (variable == 0 and extra) or (variable > 1 and extra % variable):
        return None
    each = extra // variable if variable else 0
    out, pos = [], 0
    for kind in arity:
        size = 1 if kind == "s" else each
        if kind == "o" and size > 1:
            return None
        out.append(list(values[pos : pos + size]))
        pos += size
    return out


def operand_groups(
    op: Operation, arity: str, segmented: bool
) -> list[list[Value]] | None:
    """The ODS operand groups of ``op`` (None when they do not fit)."""
    sizes = _segment_sizes(op, "operandSegmentSizes") if segmented else None
    return groups(op.operands, arity, sizes)


def result_groups(op: Operation, arity: str, segmented: bool) -> list[list[Value]]:
    """The ODS result groups of ``op`` (empty groups when malformed)."""
    sizes = _segment_sizes(op, "resultSegmentSizes") if segmented else None
    found = groups(list(op.results), arity, sizes)
    return found if found is not None else [[] for _ in arity]


def _segment_sizes(op: Operation, name: str) -> list[int] | None:
    attr = op.get_attr(name)
    values = getattr(attr, "values", None)
    return [int(v) for v in values] if values is not None else None


# -- values of bound symbols --------------------------------------------------


def one(entity: object) -> Value:
    """A single value: a value, a one-result op, or a one-element list."""
    if isinstance(entity, Value):
        return entity
    if isinstance(entity, Operation) and len(entity.results) == 1:
        return entity.results[0]
    if isinstance(entity, (list, tuple)) and len(entity) == 1:
        return one(entity[0])
    raise DrrError(f"expected a single value, got {entity!r}")


def many(entity: object) -> list[Value]:
    """Values: a value, an op's results, or a list of either."""
    if isinstance(entity, Value):
        return [entity]
    if isinstance(entity, Operation):
        return list(entity.results)
    if isinstance(entity, (list, tuple)):
        return [v for item in entity for v in many(item)]
    raise DrrError(f"expected values, got {entity!r}")


def optional(entity: object) -> list[Value]:
    """Zero or one value (None is none)."""
    return [] if entity is None else many(entity)


def values_equal(lhs: object, rhs: object) -> bool:
    """Whether two bindings of one symbol are the same value(s)."""
    if isinstance(lhs, list) or isinstance(rhs, list):
        return many(lhs) == many(rhs)
    return lhs is rhs


def defining_op(value: object, name: str) -> Operation | None:
    """The op defining ``value`` if it is called ``name``."""
    if not isinstance(value, Value):
        return None
    op = value.defining_op
    return op if op is not None and op.name == name else None


def fused_loc(ops: Iterable[Operation]) -> object:
    """The fused location of matched ops (MLIR's default for created ops)."""
    locs = [op.location for op in ops if isinstance(op.location, LocationAttr)]
    return FusedLoc.get(locs)


def named_loc(name: str, child: object = None) -> object:
    """``loc("name")``, optionally wrapping ``child``."""
    return NameLoc.get(name, child)  # type: ignore[arg-type]


def fuse(locations: Iterable[object], metadata: str | None = None) -> object:
    """``getFusedLoc``: the fused location of several locations, with a
    string attribute as metadata if given."""
    tag = None if metadata is None else StringAttr.get(metadata)
    return FusedLoc.get(list(locations), tag)  # type: ignore[arg-type]


def present(attrs: dict[str, object]) -> dict[str, object] | None:
    """Attributes without the absent (None) ones; None when nothing is left."""
    kept = {k: v for k, v in attrs.items() if v is not None}
    return kept or None


def type_of_attr(attr: object) -> object:
    """The type of a typed attribute."""
    ty = getattr(attr, "type", None)
    if ty is None:
        raise DrrError(f"attribute {attr!r} has no type")
    return ty


_CONSTANTS: dict[str, object] = {}


class DialectAttr:
    """A dialect attribute a pattern names by its MLIR spelling (an enum case).

    It is parsed in the rewriter's context the first time a rewrite needs it,
    so it is the dialect's own attribute class (not opaque text) whatever the
    order in which the pattern module and the dialect were loaded; the parsed
    attribute is kept once the dialect knew it.
    """

    __slots__ = ("text", "_value")

    def __init__(self, text: str) -> None:
        self.text = text
        self._value: object | None = None

    def get(self, rewriter: object) -> object:
        """The attribute, parsed with the dialects of ``rewriter``'s context."""
        value = self._value
        if value is None:
            from tblgen_py.runtime.ir.attributes import OpaqueAttr
            from tblgen_py.runtime.text.attr_parser import AttrTypeParser

            parser = AttrTypeParser(self.text, "<drr>")
            dialects = getattr(getattr(rewriter, "context", None), "dialects", None)
            if isinstance(dialects, dict):
                parser.dialects = dialects
            value = parser.parse_attribute()
            if not isinstance(value, OpaqueAttr):
                self._value = value
        return value


def register_constant(cpp: str, value: object) -> None:
    """Supply the attribute that a C++ constant (as written in the .td) stands for."""
    _CONSTANTS[" ".join(cpp.split())] = value


def constant(kind: str, cpp: str) -> object:
    """A user-supplied constant for C++ text ``cpp`` (DrrNativeError if none)."""
    found = _CONSTANTS.get(" ".join(cpp.split()))
    if found is None:
        raise DrrNativeError(
            f"{kind} '{cpp}' is C++ with no Python translation; supply it with "
            f"tblgen_py.runtime.drr.register_constant({cpp!r}, <attribute>)"
        )
    return found


def loc_of(entity: object) -> object:
    """The location of a bound op or of the op defining a bound value."""
    if isinstance(entity, Operation):
        return entity.location
    if isinstance(entity, Value) and entity.defining_op is not None:
        return entity.defining_op.location
    if isinstance(entity, (list, tuple)) and entity:
        return loc_of(entity[0])
    raise DrrError(f"no location for {entity!r}")


def type_of(entity: object) -> object:
    """The type of a value (or the first result of an op)."""
    return one(entity).type


def types_of(entity: object) -> list[object]:
    """Types from a ``returnType`` item: a type, types, or value(s)."""
    if isinstance(entity, (list, tuple)):
        return [t for item in entity for t in types_of(item)]
    if isinstance(entity, (Value, Operation)):
        return [v.type for v in many(entity)]
    return [entity]


# -- matching helpers ----------------------------------------------------------


def match_constant(op: Operation | None) -> object | None:
    """The value attribute of a constant-like op (ConstantLikeMatcher)."""
    if op is None:
        return None
    cls = type(op)
    if ConstantLike in cls.traits or "ConstantLike" in getattr(cls, "ODS_TRAITS", ()):
        return op.get_attr("value")
    return None


def native_outputs(result: object, count: int) -> tuple[object, ...] | None:
    """The ``&$N`` outputs of a source NativeCodeCall (None: no match)."""
    if result is None or result is False:
        return None
    if count == 1:
        return (result[0] if isinstance(result, tuple) else result,)
    if count == 0:
        return ()
    if not isinstance(result, tuple) or len(result) != count:
        raise DrrError(f"native matcher must return {count} values, got {result!r}")
    return result


def returns(result: object, count: int, name: str) -> tuple[object, ...]:
    """The ``numReturns`` values of a NativeCodeCall as a tuple."""
    if count == 1:
        return (result,)
    if not isinstance(result, (list, tuple)) or len(result) != count:
        raise DrrError(f"NativeCodeCall '{name}' must return {count} values")
    return tuple(result)


def ident(value: object) -> object:
    """``value`` itself (keeps translated expressions inside a call)."""
    return value


def call_method(obj: object, cpp_name: str, *args: object) -> object:
    """A C++ method call inside native code (IR methods, then predicate helpers)."""
    from tblgen_py.runtime import predicates

    name = args[0].value if args and isinstance(args[0], StringAttr) else None
    if isinstance(obj, Operation):
        key = str(name if name is not None else args[0]) if args else ""
        if cpp_name == "setAttr":
            obj.set_attr(key, args[1])
            return None
        if cpp_name in ("getAttr", "getInherentAttr", "getDiscardableAttr"):
            return obj.get_attr(key)
        if cpp_name == "getLoc":
            return obj.location
    if isinstance(obj, Value) and cpp_name == "getOwner":
        return obj.owner
    return predicates.call_method(obj, cpp_name, *args)


# -- result types ---------------------------------------------------------------


def infer_types(
    rewriter: object, name: str, operands: list[Value], attrs: dict[str, object]
) -> list[object]:
    """Result types from the registered op class's ``infer_return_types`` hook."""
    from tblgen_py.runtime.ods import hooks

    context = getattr(rewriter, "context", None)
    cls = context.lookup_op_class(name) if context is not None else None
    hook = hooks.lookup(cls, "infer_return_types") if cls is not None else None
    if hook is None:
        raise DrrError(
            f"cannot deduce the result types of '{name}': register its op class "
            "with an infer_return_types hook, or add (returnType ...) to the pattern"
        )
    types = hook(list(operands), dict(attrs), 0)
    if not isinstance(types, (list, tuple)):
        raise DrrError(f"infer_return_types of '{name}' must return a list of types")
    return list(types)


# -- the C++ Builder API used inside native code --------------------------------


class CppBuilder:
    """The rewriter seen through the ``mlir::Builder`` methods native code calls."""

    __slots__ = ("rewriter",)  # built on every match attempt: no instance dict

    def __init__(self, rewriter: object) -> None:
        self.rewriter = rewriter

    def __getattr__(self, name: str) -> object:
        return getattr(self.rewriter, name)

    def getContext(self) -> object:  # noqa: N802 - C++ name
        """``getContext()``."""
        return getattr(self.rewriter, "context", None)

    def getIntegerType(
        self, width: int, signed: bool | None = None
    ) -> object:  # noqa: N802
        """``getIntegerType(width[, isSigned])``."""
        sign = "" if signed is None else ("s" if signed else "u")
        return _convert.integer_type(width, sign)

    def getI1Type(self) -> object:  # noqa: N802
        """``getI1Type()``."""
        return _convert.integer_type(1)

    def getI32Type(self) -> object:  # noqa: N802
        """``getI32Type()``."""
        return _convert.integer_type(32)

    def getI64Type(self) -> object:  # noqa: N802
        """``getI64Type()``."""
        return _convert.integer_type(64)

    def getIndexType(self) -> object:  # noqa: N802
        """``getIndexType()``."""
        return _convert.index_type()

    def getF32Type(self) -> object:  # noqa: N802
        """``getF32Type()``."""
        return _convert.float_type("f32")

    def getF64Type(self) -> object:  # noqa: N802
        """``getF64Type()``."""
        return _convert.float_type("f64")

    def getStringAttr(self, text: str) -> object:  # noqa: N802
        """``getStringAttr(text)``."""
        return StringAttr.get(text)

    def getArrayAttr(self, items: Iterable[object]) -> object:  # noqa: N802
        """``getArrayAttr({...})``."""
        return ArrayAttr.get(tuple(cast("Iterable[Attribute]", items)))

    def getBoolAttr(self, value: bool) -> object:  # noqa: N802
        """``getBoolAttr(value)``."""
        return BoolAttr.get(value)

    def getUnitAttr(self) -> object:  # noqa: N802
        """``getUnitAttr()``."""
        return UnitAttr.get()

    def getIntegerAttr(self, ty: object, value: int) -> object:  # noqa: N802
        """``getIntegerAttr(type, value)``."""
        return IntegerAttr.get(ty, value)  # type: ignore[arg-type]

    def getI32IntegerAttr(self, value: int) -> object:  # noqa: N802
        """``getI32IntegerAttr(value)``."""
        return _convert.integer(value, 32)

    def getI64IntegerAttr(self, value: int) -> object:  # noqa: N802
        """``getI64IntegerAttr(value)``."""
        return _convert.integer(value, 64)

    def getIndexAttr(self, value: int) -> object:  # noqa: N802
        """``getIndexAttr(value)``."""
        return _convert.index(value)

    def getF32FloatAttr(self, value: float) -> object:  # noqa: N802
        """``getF32FloatAttr(value)``."""
        return _convert.floating(value, 32)

    def getFloatAttr(self, ty: object, value: float) -> object:  # noqa: N802
        """``getFloatAttr(type, value)``."""
        return FloatAttr.get(ty, value)  # type: ignore[arg-type]


__all__ = [
    "CONSTANT",
    "CppBuilder",
    "DrrError",
    "DrrNativeError",
    "NativeNamespace",
    "REGISTER_API",
    "clear_native_modules",
    "missing_native_functions",
    "register_constant",
    "register_native_module",
]
