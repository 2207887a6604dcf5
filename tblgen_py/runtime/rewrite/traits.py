"""Op traits the rewrite drivers consult: constants and side-effect freedom.

An op class lists them in its ``traits`` frozenset like any other trait (these
belong with the IR traits and move there once the IR exports them).
"""

from __future__ import annotations

from tblgen_py.runtime.ir.operation import OpTrait


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
