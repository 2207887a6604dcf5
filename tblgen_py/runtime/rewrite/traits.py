"""Op traits the rewrite drivers consult: constants and side-effect freedom.

An op class lists them in its ``traits`` frozenset like any other trait (these
belong with the IR traits and move there once the IR exports them).
"""

from __future__ import annotations

from tblgen_py.runtime.ir.operation import Operation, OpTrait


class ConstantLike(OpTrait):
    """The op has no operands and one result whose value is an attribute.

    Its value is what ``fold`` returns, or else its ``value`` attribute.
    """


class NoMemoryEffect(OpTrait):
    """The op reads and writes no memory (MLIR's ``NoMemoryEffect``)."""


class AlwaysSpeculatable(OpTrait):
    """The op may be executed speculatively."""


class Pure(OpTrait):
    """``NoMemoryEffect`` and ``AlwaysSpeculatable`` together."""


class HasRecursiveMemoryEffects(OpTrait):
    """The op's effects are those of the ops nested in its regions."""


_ODS_NAMES: dict[type[OpTrait], tuple[str, ...]] = {
    ConstantLike: ("ConstantLike",),
    NoMemoryEffect: ("NoMemoryEffect", "Pure"),
    Pure: ("Pure",),
    HasRecursiveMemoryEffects: ("RecursiveMemoryEffects", "HasRecursiveMemoryEffects"),
}


_KNOWN: dict[tuple[type[Operation], type[OpTrait]], bool] = {}
"""Answers of ``has_trait`` (an op class's traits are fixed class data)."""


def has_trait(cls: type[Operation], trait: type[OpTrait]) -> bool:
    """Whether op class ``cls`` has ``trait``: in ``traits``, or by ODS name.

    Classes generated from ODS list trait names in ``ODS_TRAITS`` (``"Pure"``,
    ``"ConstantLike"``, ``"RecursiveMemoryEffects"``, ...).
    """
    key = (cls, trait)
    known = _KNOWN.get(key)
    if known is None:
        names: tuple[str, ...] = getattr(cls, "ODS_TRAITS", ())
        known = trait in cls.traits or any(
            name in names for name in _ODS_NAMES.get(trait, ())
        )
        _KNOWN[key] = known
    return known
