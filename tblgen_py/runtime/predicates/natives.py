"""C++ functions of types that dialects write by hand (``TypesMatchWith``
transformers such as ``getValAndBoolStructType($_self)``), as Python ports
registered by name; the format parsers and the translated trait predicates
both call them through ``native_type_call``."""

from __future__ import annotations

from collections.abc import Callable

from tblgen_py.runtime.predicates.base import PredicateUnavailable

NATIVE_TYPE_FUNCTIONS: dict[str, Callable[[object], object]] = {}
"""C++ function name (as the ``.td`` spells it) -> its Python port."""


def native_type_call(name: str, ty: object) -> object:
    """``name(ty)`` through its registered port (a predicate needing a
    function no dialect port registers is unavailable, never true)."""
    port = NATIVE_TYPE_FUNCTIONS.get(name)
    if port is None:
        raise PredicateUnavailable(
            f"C++ function '{name}' has no Python port: register it with "
            "register_type_transformer"
        )
    return port(ty)
