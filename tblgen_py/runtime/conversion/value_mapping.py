"""The conversion value mapping: which value replaces which, followed in chains.

Follows MLIR's ``ConversionValueMapping``: a replaced value maps to its
replacement, which may itself be replaced; lookups walk the chain and can ask
for the deepest value of a wanted type.
"""

from __future__ import annotations

from tblgen_py.runtime.ir.value import Value


class ConversionValueMapping:
    """Original values to their (most recent) replacements."""

    __slots__ = ("_mapping", "_mapped_to")

    def __init__(self) -> None:
        self._mapping: dict[Value, Value] = {}
        self._mapped_to: set[Value] = set()

    def is_mapped_to(self, value: Value) -> bool:
        """Whether some value is mapped to ``value`` (may be a false positive)."""
        return value in self._mapped_to

    def lookup_or_default(self, value: Value, desired_type: object = None) -> Value:
        """The deepest replacement of ``desired_type`` (any type when None).

        Without a replacement of that type, the deepest replacement; without
        any replacement, ``value`` itself.
        """
        desired: Value | None = None
        current = value
        while True:
            if desired_type is None or current.type == desired_type:
                desired = current
            mapped = self._mapping.get(current)
            if mapped is None:
                break
            current = mapped
        return desired if desired is not None else current

    def lookup_or_null(self, value: Value, desired_type: object = None) -> Value | None:
        """Like ``lookup_or_default`` but None when ``value`` is not replaced."""
        result = self.lookup_or_default(value, desired_type)
        if result is value or (
            desired_type is not None and result.type != desired_type
        ):
            return None
        return result

    def map(self, old: Value, new: Value) -> None:
        """Record that ``new`` replaces ``old``."""
        self._mapping[old] = new
        self._mapped_to.add(new)

    def erase(self, value: Value) -> None:
        """Forget the replacement of ``value``."""
        self._mapping.pop(value, None)
