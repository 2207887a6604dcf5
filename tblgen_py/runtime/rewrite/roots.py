"""Interface and trait roots: which registered op classes a pattern applies to.

MLIR roots a pattern on an op interface (``OpInterfaceRewritePattern``) or a
trait (``OpTraitRewritePattern``); freezing the pattern set expands it to every
op registered in the context that has the interface or trait.  Here both are
named as in ODS: an op class has one when its ``ODS_TRAITS`` lists the name
(generated classes list every ODS trait and interface), or when its runtime
``traits`` hold an ``OpTrait`` class of that name.  A trait may also be given
as the ``OpTrait`` class itself.  Ops that are not registered never match.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from tblgen_py.runtime.ir.operation import Operation, OpTrait
from tblgen_py.runtime.rewrite.traits import has_trait

if TYPE_CHECKING:
    from tblgen_py.runtime.ir.context import Context

TraitRoot = str | type[OpTrait]
"""A trait root: its ODS name (``"Pure"``, ``"Commutative"``) or OpTrait class."""

RUNTIME_TRAIT_ODS_NAMES: dict[str, tuple[str, ...]] = {
    "IsTerminator": ("Terminator",),
    "SymbolTableTrait": ("SymbolTable",),
    "HasRecursiveMemoryEffects": ("RecursiveMemoryEffects",),
    "AlwaysSpeculatable": ("AlwaysSpeculatableImplTrait",),
}
"""ODS names of the runtime's OpTrait classes where they differ from the class
name (``def Terminator : NativeOpTrait<"IsTerminator">``)."""


def ods_names(cls: type[Operation]) -> tuple[str, ...]:
    """The ODS trait and interface names of op class ``cls``."""
    names: tuple[str, ...] = getattr(cls, "ODS_TRAITS", ())
    return names


def has_interface(cls: type[Operation], interface: str) -> bool:
    """Whether op class ``cls`` has the op interface named ``interface``."""
    return interface in ods_names(cls)


def trait_names(trait: type[OpTrait]) -> tuple[str, ...]:
    """The names OpTrait class ``trait`` goes by: its own, then its ODS names."""
    return (trait.__name__, *RUNTIME_TRAIT_ODS_NAMES.get(trait.__name__, ()))


def has_root_trait(cls: type[Operation], trait: TraitRoot) -> bool:
    """Whether op class ``cls`` has ``trait`` (an ODS name or OpTrait class)."""
    names = ods_names(cls)
    if isinstance(trait, str):
        return trait in names or any(trait in trait_names(t) for t in cls.traits)
    if has_trait(cls, trait):
        return True
    return any(name in names for name in trait_names(trait))


def check_interface(interface: object) -> str:
    """``interface`` if it names an interface; a TypeError otherwise."""
    if not isinstance(interface, str) or not interface:
        raise TypeError(f"root_interface must be an interface name, got {interface!r}")
    return interface


def check_trait(trait: object) -> TraitRoot:
    """``trait`` if it names a trait or is an OpTrait class; a TypeError otherwise."""
    if isinstance(trait, str) and trait:
        return trait
    if isinstance(trait, type) and issubclass(trait, OpTrait):
        return trait
    raise TypeError(
        f"root_trait must be a trait name or an OpTrait class, got {trait!r}"
    )


def trait_text(trait: TraitRoot) -> str:
    """How ``trait`` is shown: its name."""
    return trait if isinstance(trait, str) else trait.__name__


def registered_roots(
    context: Context,
    interface: str | None,
    trait: TraitRoot | None,
) -> list[tuple[str, type[Operation]]]:
    """The registered ops of ``context`` with ``interface`` (or ``trait``).

    In registration order, as ``(op name, op class)`` pairs.
    """
    out: list[tuple[str, type[Operation]]] = []
    for name, cls in context.op_classes.items():
        if interface is not None:
            found = has_interface(cls, interface)
        else:
            found = trait is not None and has_root_trait(cls, trait)
        if found:
            out.append((name, cls))
    return out
