"""``Face``: an MLIR bindings class name over runtime classes.

A face is never instantiated: ``isinstance(x, F32Type)`` tests the runtime
object (class and, for some faces, a predicate), and ``F32Type(x)`` is the
bindings' cast: ``x`` itself when it is one, ``ValueError`` otherwise.  The
face's static methods (``get``, ``parse``...) build runtime objects.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, ClassVar


class Face(type):
    """The metaclass of faces."""

    RUNTIME: tuple[type, ...]
    ACCEPTS: Callable[[Any], bool] | None

    def __instancecheck__(cls, obj: object) -> bool:
        if not isinstance(obj, cls.RUNTIME):
            return False
        accepts = cls.__dict__.get("ACCEPTS")
        return accepts is None or bool(accepts(obj))

    def __call__(cls, obj: object) -> Any:
        if isinstance(obj, cls):
            return obj
        raise ValueError(f"Cannot cast {_kind(obj)} to {cls.__name__} (from {obj})")


def _kind(obj: object) -> str:
    from tblgen_py.runtime.ir.types import Type

    return "type" if isinstance(obj, Type) else "attribute"


class FaceBase(metaclass=Face):
    """Base of faces; subclasses set ``RUNTIME`` (and maybe ``ACCEPTS``)."""

    RUNTIME: ClassVar[tuple[type, ...]] = (object,)
