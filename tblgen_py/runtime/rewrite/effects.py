"""Memory effects and trivially dead operations.

An op is known to be free of side effects when its class has the ``Pure`` or
``NoMemoryEffect`` trait (as an OpTrait class in ``traits`` or by name in the
``ODS_TRAITS`` of generated classes), or defines ``get_effects()`` (or has a
``getEffects`` hook attached, ``hooks.implement_op(name, "getEffects")``, called
with the op) returning only reads and allocations of its own results.  With ``HasRecursiveMemoryEffects`` the ops
nested in its regions decide.  Anything else (unregistered ops included) is
assumed to have effects and is never erased as dead.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from enum import Enum

from tblgen_py.runtime.ir.operation import IsTerminator, Operation, SymbolTrait
from tblgen_py.runtime.ir.value import Value
from tblgen_py.runtime.rewrite.traits import (
    HasRecursiveMemoryEffects,
    NoMemoryEffect,
    Pure,
    has_trait,
)


class EffectKind(Enum):
    """What an op does to a memory resource."""

    READ = "read"
    WRITE = "write"
    ALLOCATE = "allocate"
    FREE = "free"


@dataclass(frozen=True)
class EffectInstance:
    """One effect, optionally on ``value`` (MLIR's ``EffectInstance``)."""

    kind: EffectKind
    value: Value | None = None


def is_op_trivially_dead(op: Operation) -> bool:
    """Whether ``op`` has no used result and erasing it changes nothing else."""
    for result in op.results:
        if result.uses:
            return False
    return would_op_be_trivially_dead(op)


def _terminator_or_symbol(cls: type[Operation]) -> bool:
    """Terminators and symbols are never trivially dead (runtime or ODS traits)."""
    traits = cls.traits
    if IsTerminator in traits or SymbolTrait in traits:
        return True
    names = getattr(cls, "ODS_TRAITS", ())
    return "Terminator" in names or "Symbol" in names


def would_op_be_trivially_dead(op: Operation) -> bool:
    """Whether ``op`` could be erased were its results unused."""
    return not _terminator_or_symbol(type(op)) and _effect_free(op)


def may_be_trivially_dead(cls: type[Operation]) -> bool:
    """Whether any op of class ``cls`` can be trivially dead (False: none can)."""
    if _terminator_or_symbol(cls):
        return False
    return (
        has_trait(cls, HasRecursiveMemoryEffects)
        or has_trait(cls, Pure)
        or has_trait(cls, NoMemoryEffect)
        or hasattr(cls, "get_effects")
        or _effects_hook(cls) is not None
    )


def _effects_hook(cls: type[Operation]) -> Callable[[Operation], object] | None:
    """The ``getEffects`` hook attached to a generated op class, if any."""
    if not hasattr(cls, "ODS_TRAITS"):
        return None
    from tblgen_py.runtime.ods import hooks

    return hooks.lookup(cls, "getEffects")


def _effect_free(root: Operation) -> bool:
    """No op in ``root``'s effect scope writes or frees memory."""
    pending = [root]
    while pending:
        op = pending.pop()
        cls = type(op)
        recursive = has_trait(cls, HasRecursiveMemoryEffects)
        if recursive:
            pending.extend(o for r in op.regions for b in r.blocks for o in b)
        if has_trait(cls, Pure) or has_trait(cls, NoMemoryEffect):
            continue
        get_effects = getattr(op, "get_effects", None)
        if get_effects is not None:
            if not _only_reads_or_own_allocs(op, get_effects()):
                return False
            continue
        hook = _effects_hook(cls)
        if hook is not None:
            if not _only_reads_or_own_allocs(op, hook(op)):  # type: ignore[arg-type]
                return False
            continue
        if not recursive:
            return False
    return True


def _only_reads_or_own_allocs(op: Operation, effects: list[EffectInstance]) -> bool:
    """Effects that vanish with the op: reads, and allocations of its results."""
    allocated = {
        e.value
        for e in effects
        if e.kind is EffectKind.ALLOCATE
        and e.value is not None
        and e.value.defining_op is op
    }
    return all(e.kind is EffectKind.READ or e.value in allocated for e in effects)
