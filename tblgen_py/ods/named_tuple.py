"""``NamedTuple`` as ``typing.NamedTuple`` declares it, made cheaply at run time.

``typing.NamedTuple`` compiles every field annotation (a string, under
``from __future__ import annotations``) into a ``ForwardRef``; for the classes
of the ODS views that is most of their import time.  At run time this base
builds the same ``collections.namedtuple`` class, with the methods, properties
and defaults of the class body, and skips the annotation checks; type checkers
see ``typing.NamedTuple``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from typing import NamedTuple as NamedTuple
else:
    from collections import namedtuple

    _KEPT = frozenset({"__module__", "__annotations__"})

    class _NamedTupleMeta(type):
        """Turns ``class X(NamedTuple): ...`` into a namedtuple class."""

        def __new__(mcls, name, bases, namespace):
            if not bases:  # NamedTuple itself
                return super().__new__(mcls, name, bases, namespace)
            fields = list(namespace.get("__annotations__", {}))
            defaults = [namespace[f] for f in fields if f in namespace]
            cls = namedtuple(
                name, fields, defaults=defaults, module=namespace["__module__"]
            )
            cls.__annotations__ = namespace.get("__annotations__", {})
            for key, value in namespace.items():
                if key not in _KEPT and key not in fields:
                    setattr(cls, key, value)
            return cls

    class NamedTuple(metaclass=_NamedTupleMeta):
        """Base class of the light named tuples."""


__all__ = ["NamedTuple"]
