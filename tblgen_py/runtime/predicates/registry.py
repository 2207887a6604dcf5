"""``isa`` over C++ class names, and the registry of dialect classes.

C++ class names are given normalised (no leading ``::``/``mlir::``).  Builtin
classes map onto the runtime's Python classes; dialect classes are found through
``register_dialect_class`` (a C++ name bound to a dialect and mnemonic, matched
against registered Python classes or opaque ``!dialect.mnemonic<...>`` values)
or ``register_class`` (any check).  A class with no meaning here raises
``PredicateUnavailable``, so a constraint is never silently taken as true.
"""

from __future__ import annotations

from typing import Callable, Iterable

from tblgen_py.runtime.ir import types as T
from tblgen_py.runtime.ir.attributes import OpaqueAttr
from tblgen_py.runtime.predicates.base import PredicateUnavailable
from tblgen_py.runtime.predicates.classes import BUILTIN_CLASSES, HAND_WRITTEN_CLASSES

Check = Callable[[object], bool]

_REGISTERED: dict[str, list[Check]] = {}
_RESOLVED: dict[str, Check] = {}
"""C++ class name -> the one check ``isa`` runs for it (dropped on registration)."""


def _opaque_check(dialect: str, mnemonic: str) -> Check:
    """Whether a value is ``!dialect.mnemonic...``/``#dialect.mnemonic...``."""

    names = (dialect, mnemonic)

    def check(value: object) -> bool:
        if isinstance(value, (T.OpaqueType, OpaqueAttr)):
            if value.dialect != dialect or not value.data.startswith(mnemonic):
                return False
            rest = value.data[len(mnemonic) :]
            return not rest or not (rest[0].isalnum() or rest[0] in "_.")
        return getattr(value, "DIALECT_MNEMONIC", None) == names

    return check


def register_class(cpp_name: str, check: Check) -> None:
    """Let ``isa(x, cpp_name)`` hold when ``check(x)`` holds (checks accumulate)."""
    _REGISTERED.setdefault(cpp_name, []).append(check)
    _RESOLVED.pop(cpp_name, None)


def register_dialect_class(cpp_name: str, dialect: str, mnemonic: str) -> None:
    """Bind a dialect C++ class (or interface implementor) to ``dialect.mnemonic``."""
    register_class(cpp_name, _opaque_check(dialect, mnemonic))


for _name, (_dialect, _mnemonics) in HAND_WRITTEN_CLASSES.items():
    for _mnemonic in _mnemonics:
        register_dialect_class(_name, _dialect, _mnemonic)


def is_known_class(cpp_name: str) -> bool:
    """Whether ``isa`` can currently answer for ``cpp_name``."""
    return cpp_name in BUILTIN_CLASSES or cpp_name in _REGISTERED


def _resolve(cpp_name: str) -> Check:
    """The check of ``isa<cpp_name>``: a builtin class, the registered checks,
    else the classes a value declares (``CPP_CLASS_NAMES``) or an error."""
    check = BUILTIN_CLASSES.get(cpp_name)
    if check is None:
        checks = tuple(_REGISTERED.get(cpp_name, ()))
        if len(checks) == 1:
            check = checks[0]
        elif checks:
            check = _any_of(checks)
        else:
            check = _declared(cpp_name)
    _RESOLVED[cpp_name] = check
    return check


def _any_of(checks: tuple[Check, ...]) -> Check:
    """Whether any of ``checks`` holds."""
    return lambda value: any(check(value) for check in checks)


def _declared(cpp_name: str) -> Check:
    """A class the runtime does not model: known only to values declaring it."""

    def check(value: object) -> bool:
        declared: Iterable[str] = getattr(value, "CPP_CLASS_NAMES", ())
        if cpp_name in declared:
            return True
        raise PredicateUnavailable(f"C++ class '{cpp_name}' is not known at runtime")

    return check


def isa(value: object, *cpp_names: str) -> bool:
    """``::llvm::isa<A, B...>(value)``: whether ``value`` is any of the classes."""
    if value is None:
        raise PredicateUnavailable("isa<> on a null value")
    if len(cpp_names) == 1:
        name = cpp_names[0]
        return (_RESOLVED.get(name) or _resolve(name))(value)
    for name in cpp_names:
        if (_RESOLVED.get(name) or _resolve(name))(value):
            return True
    return False


def isa_and_present(value: object, *cpp_names: str) -> bool:
    """``::llvm::isa_and_present<...>(value)`` (also ``isa_and_nonnull``)."""
    return value is not None and isa(value, *cpp_names)


def present(value: object) -> bool:
    """A C++ value in a boolean context: handles (attributes, types, values)
    are true when non-null, even when empty (``[]``, ``{}``); numbers by value."""
    if isinstance(value, (bool, int, float)):
        return bool(value)
    return value is not None


def dyn_cast(value: object, *cpp_names: str) -> object:
    """``::llvm::dyn_cast<T>(value)``: the value if it is a ``T``, else None."""
    return value if isa(value, *cpp_names) else None


def dyn_cast_if_present(value: object, *cpp_names: str) -> object:
    """``::llvm::dyn_cast_if_present<T>(value)`` (also ``dyn_cast_or_null``)."""
    return value if isa_and_present(value, *cpp_names) else None


def untranslated(constraint: str, leaves: tuple[str, ...]) -> bool:
    """Stand-in for a constraint whose C++ could not be translated: always raises."""
    listed = "; ".join(leaves)
    raise PredicateUnavailable(
        f"constraint '{constraint}' has untranslated C++ predicates: {listed}"
    )
