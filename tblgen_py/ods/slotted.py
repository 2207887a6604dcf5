"""``Slotted``: base of small read-only views, compared, hashed and printed by field.

A hand-written ``__slots__`` class costs a fraction of a dataclass or a
``NamedTuple`` to create, which counts for a generator started once per file.
"""

from __future__ import annotations


class Slotted:
    """Fields are the ``__slots__`` of the subclass, set once in ``__init__``."""

    __slots__: tuple[str, ...] = ()

    def _values(self) -> tuple[object, ...]:
        return tuple(getattr(self, name) for name in self.__slots__)

    def __eq__(self, other: object) -> bool:
        if other.__class__ is not self.__class__:
            return NotImplemented
        assert isinstance(other, Slotted)
        return self._values() == other._values()

    def __hash__(self) -> int:
        return hash(self._values())

    def __repr__(self) -> str:
        fields = ", ".join(f"{n}={getattr(self, n)!r}" for n in self.__slots__)
        return f"{type(self).__qualname__}({fields})"
