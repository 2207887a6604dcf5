"""MLIR's trait folds (``OpDefinition.cpp``'s ``foldTraits``).

``Commutative`` moves constant operands last, ``Idempotent`` folds
``f(f(x))``/``f(x, x)`` to ``f(x)``/``x``, ``Involution`` folds ``f(f(x))`` to
``x``, and ``CastOpInterface`` folds a cast whose operand types are its result
types to its operands.  An op runs them after its own fold fails or folds in
place; an op with no fold of its own runs only them.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from tblgen_py.runtime.ir.operation import Operation
from tblgen_py.runtime.ir.value import Value

__all__ = [
    "FOLDABLE_TRAITS",
    "fold_cast_interface",
    "fold_commutative",
    "fold_idempotent",
    "fold_involution",
    "fold_traits",
    "split_fold_hook",
    "trait_fold_hook",
    "trait_fold_names",
    "with_trait_folds",
]

FOLDABLE_TRAITS = frozenset(
    ("Commutative", "Idempotent", "Involution", "CastOpInterface")
)
"""The ODS traits (and interfaces) with a ``foldTrait``."""

_FOLD_TRAITS: dict[type, tuple[str, ...]] = {}
"""Per op class: its foldable ODS traits, in order."""

_Hook = Callable[[Operation, object], object]
_OWN_HOOKS: dict[_Hook, _Hook] = {}
"""Each ``with_trait_folds`` wrapper's own hook."""


def fold_commutative(op: Operation, operands: Sequence[object]) -> bool:
    """``foldCommutative``: move constant operands to the end, stably; changed?"""
    seen_constant = False
    for attr in operands:
        if attr is not None:
            seen_constant = True
        elif seen_constant:
            break
    else:
        return False  # no constant before a non-constant: already in order
    values = op.operands
    order = [i for i, attr in enumerate(operands) if attr is None]
    order += [i for i, attr in enumerate(operands) if attr is not None]
    if order == list(range(len(values))):
        return False
    for index, source in enumerate(order):
        if op.operand(index) is not values[source]:
            op.set_operand(index, values[source])
    return True


def fold_idempotent(op: Operation) -> Value | None:
    """``foldIdempotent``: f(f(x)) -> f(x) for one operand, f(x, x) -> x."""
    values = op.operands
    if len(values) == 1:
        inner = values[0].defining_op
        return values[0] if inner is not None and inner.name == op.name else None
    return values[0] if len(values) > 1 and values[0] is values[1] else None


def fold_involution(op: Operation) -> Value | None:
    """``foldInvolution``: f(f(x)) -> x."""
    inner = op.operand(0).defining_op
    return inner.operand(0) if inner is not None and inner.name == op.name else None


def fold_cast_interface(op: Operation) -> list[Value] | None:
    """``foldCastInterfaceOp``: a cast whose operand types equal its result
    types folds to its operands."""
    values = op.operands
    if not values or [v.type for v in values] != [r.type for r in op.results]:
        return None
    return list(values)


def trait_fold_names(cls: type) -> tuple[str, ...]:
    """The foldable ODS traits of op class ``cls``, in trait order."""
    names = _FOLD_TRAITS.get(cls)
    if names is None:
        names = _FOLD_TRAITS[cls] = tuple(
            name for name in getattr(cls, "ODS_TRAITS", ()) if name in FOLDABLE_TRAITS
        )
    return names


def fold_traits(op: Operation, operands: Sequence[object]) -> object:
    """MLIR's trait folds, in trait order; None when none applies."""
    names = _FOLD_TRAITS.get(type(op))
    if names is None:
        names = trait_fold_names(type(op))
    for name in names:
        if name == "Commutative" and len(operands) >= 2:
            seen_constant = False  # fold_commutative's quick check, inlined
            for attr in operands:
                if attr is not None:
                    seen_constant = True
                elif seen_constant:
                    break
            else:
                continue  # no constant before a non-constant: already in order
            if fold_commutative(op, operands):
                return []
        elif name == "Idempotent":
            result = fold_idempotent(op)
            if result is not None:
                return result
        elif name == "Involution":
            result = fold_involution(op)
            if result is not None:
                return result
        elif name == "CastOpInterface":
            casts = fold_cast_interface(op)
            if casts is not None:
                return casts
    return None


def trait_fold_hook(cls: type) -> Callable[[Operation, object], object] | None:
    """The fold of an op class without a fold of its own: its trait folds
    (None when it has no foldable trait)."""
    if FOLDABLE_TRAITS.isdisjoint(getattr(cls, "ODS_TRAITS", ())):
        return None
    return _fold_by_traits


def _fold_by_traits(op: Operation, adaptor: object) -> object:
    return fold_traits(op, getattr(adaptor, "operands", []))


def with_trait_folds(hook: _Hook) -> _Hook:
    """Wrap a fold hook as MLIR runs it: trait folds when it fails or is in place."""

    def fold(op: Operation, adaptor: object) -> object:
        result = hook(op, adaptor)
        if result is not None:
            results = op.results
            if not results or result is not results[0]:
                return result  # folded, not in place
        traits = fold_traits(op, getattr(adaptor, "operands", []))
        return result if traits is None else traits

    fold.__doc__ = hook.__doc__
    fold.__name__ = hook.__name__
    _OWN_HOOKS[fold] = hook
    return fold


def split_fold_hook(fold: _Hook) -> tuple[_Hook | None, bool]:
    """``fold`` (a class's fold hook) as its own hook and whether MLIR's trait
    folds run after it (when it fails or folds in place): a caller running both
    itself saves the wrapper's calls.  The own hook is None when ``fold`` is
    only the trait folds."""
    if fold is _fold_by_traits:
        return None, True
    own = _OWN_HOOKS.get(fold)
    return (fold, False) if own is None else (own, True)
