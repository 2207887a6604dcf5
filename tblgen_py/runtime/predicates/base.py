"""Registries shared by the predicate helper modules, and their error."""

from __future__ import annotations

import re
from typing import Callable, TypeVar

from tblgen_py.runtime.errors import MLIRError


class PredicateUnavailable(MLIRError):
    """A predicate needs a class, method or value the runtime does not model."""


METHODS: dict[str, Callable[..., object]] = {}
"""C++ method name -> helper taking the receiver first."""

FUNCTIONS: dict[str, Callable[..., object]] = {}
"""Normalised C++ free function name -> helper."""

OPAQUE_ACCESSORS: dict[tuple[str, str], Callable[[str], object]] = {}
"""``(dialect, C++ method)`` -> reader of an opaque type's body (``shape<4>``)."""

_F = TypeVar("_F", bound=Callable[..., object])


def method(*cpp_names: str) -> Callable[[_F], _F]:
    """Register a helper under the C++ method names it implements."""

    def register(fn: _F) -> _F:
        for name in cpp_names:
            METHODS[name] = fn
        return fn

    return register


def function(*cpp_names: str) -> Callable[[_F], _F]:
    """Register a helper under the normalised C++ function names it implements."""

    def register(fn: _F) -> _F:
        for name in cpp_names:
            FUNCTIONS[name] = fn
        return fn

    return register


def unavailable(what: str, value: object) -> PredicateUnavailable:
    """The error for a method the runtime cannot answer on ``value``."""
    return PredicateUnavailable(f"{what} is not available on {value!r}")


def snake_case(name: str) -> str:
    """``getAddressSpace`` -> ``get_address_space``."""
    return re.sub(r"(?<=[a-z0-9])([A-Z])", r"_\1", name).lower()
