"""Trait folds of ops without a fold of their own; hooks that decide folding
and deadness (the constant-fold cache follows hook changes)."""

from __future__ import annotations

from tblgen_py.runtime.ir.attributes import IntegerAttr
from tblgen_py.runtime.ir.block import Block
from tblgen_py.runtime.ir.operation import Operation
from tblgen_py.runtime.ir.types import IntegerType
from tblgen_py.runtime.ir.value import Value
from tblgen_py.runtime.ods import hooks
from tblgen_py.runtime.rewrite import (
    EffectInstance,
    EffectKind,
    constant_value,
    would_op_be_trivially_dead,
)
from tblgen_py.runtime.rewrite.fold import fold_hook, fold_op

I32 = IntegerType.get(32)
I64 = IntegerType.get(64)


class CastLike(Operation):
    """A generated-looking cast without a fold hook."""

    OPERATION_NAME = "test.cast_like"
    ODS_TRAITS = ("CastOpInterface", "NoMemoryEffect")


class Plain(Operation):
    """A generated-looking op without foldable traits."""

    OPERATION_NAME = "test.plain"
    ODS_TRAITS = ("NoMemoryEffect",)


class ConstLike(Operation):
    """A generated-looking constant."""

    OPERATION_NAME = "test.const_like"
    ODS_TRAITS = ("ConstantLike",)


class AllocLike(Operation):
    """A generated-looking op whose effects come from a hook."""

    OPERATION_NAME = "test.alloc_like"
    ODS_TRAITS = ("MemoryEffectOpInterface",)


def _arg(ty: object) -> Value:
    block = Block()
    return block.add_argument(ty)


def test_cast_without_fold_folds_by_its_trait() -> None:
    """A cast to its operand's type folds to the operand; another does not."""
    arg = _arg(I32)
    same = CastLike.create(None, [arg], [I32])
    assert fold_op(same) == [arg]
    wider = CastLike.create(None, [arg], [I64])
    assert fold_op(wider) is None
    assert fold_hook(Plain) is None


def test_constant_value_follows_hook_changes() -> None:
    """Attaching a fold hook to a constant class after use takes effect."""
    op = ConstLike.create(None, [], [I32], {"value": IntegerAttr.get(I32, 1)})
    value = op.results[0]
    assert constant_value(value) == IntegerAttr.get(I32, 1)
    hooks.attach(ConstLike, "fold", lambda o, a: IntegerAttr.get(I32, 7))
    try:
        assert constant_value(value) == IntegerAttr.get(I32, 7)
    finally:
        hooks.detach(ConstLike, "fold")
    assert constant_value(value) == IntegerAttr.get(I32, 1)


def test_effects_hook_makes_an_allocation_dead() -> None:
    """An op allocating only its own result is dead once its hook says so."""
    op = AllocLike.create(None, [], [I32])
    assert not would_op_be_trivially_dead(op)
    hooks.attach(
        AllocLike,
        "getEffects",
        lambda o: [EffectInstance(EffectKind.ALLOCATE, o.results[0])],
    )
    try:
        assert would_op_be_trivially_dead(op)
        hooks.attach(
            AllocLike, "getEffects", lambda o: [EffectInstance(EffectKind.WRITE)]
        )
        assert not would_op_be_trivially_dead(op)
    finally:
        hooks.detach(AllocLike, "getEffects")
