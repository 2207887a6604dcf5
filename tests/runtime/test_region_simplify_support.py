"""A small control-flow dialect for the region simplification tests.

``rs.br``/``rs.cond_br`` mirror ``cf.br``/``cf.cond_br`` (ODS operand groups,
``operandSegmentSizes``) with ``getSuccessorOperands`` hooks; ``rs.func`` is a
symbol with a body, ``rs.return`` and ``rs.yield`` terminators, ``rs.add`` pure,
``rs.store`` writes memory, and ``rs.if`` has recursive memory effects.
Ops named ``t.*`` are unregistered (side effects unknown).
"""

from __future__ import annotations

from tblgen_py.runtime.ir import Context, Dialect, Operation
from tblgen_py.runtime.ir.operation import IsolatedFromAbove, IsTerminator, SymbolTrait
from tblgen_py.runtime.ir.region import Region
from tblgen_py.runtime.ir.value import Value
from tblgen_py.runtime.ods import hooks
from tblgen_py.runtime.ods.opbase import OpView
from tblgen_py.runtime.ods.specs import Arity, RegionSpec, Segments, ValueSpec
from tblgen_py.runtime.rewrite import (
    EffectInstance,
    EffectKind,
    HasRecursiveMemoryEffects,
    Pure,
)
from tblgen_py.runtime.text.parser import parse_source
from tblgen_py.runtime.text.printer import PrintOptions, print_module


class BrOp(OpView):
    """``rs.br``: forwards every operand to its successor."""

    __slots__ = ()
    OPERATION_NAME = "rs.br"
    traits = frozenset({IsTerminator, Pure})
    ODS_TRAITS = ("BranchOpInterface", "Pure", "Terminator")
    _ODS_OPERANDS = (ValueSpec("destOperands", Arity.VARIADIC, None),)
    _ODS_SUCCESSORS = (RegionSpec("dest", False, None),)


class CondBrOp(OpView):
    """``rs.cond_br``: a condition, then the operands of each destination."""

    __slots__ = ()
    OPERATION_NAME = "rs.cond_br"
    traits = frozenset({IsTerminator, Pure})
    ODS_TRAITS = ("AttrSizedOperandSegments", "BranchOpInterface", "Pure", "Terminator")
    _ODS_OPERANDS = (
        ValueSpec("condition", Arity.SINGLE, None),
        ValueSpec("trueDestOperands", Arity.VARIADIC, None),
        ValueSpec("falseDestOperands", Arity.VARIADIC, None),
    )
    _ODS_SUCCESSORS = (
        RegionSpec("trueDest", False, None),
        RegionSpec("falseDest", False, None),
    )
    _ODS_OPERAND_SEGMENTS = Segments.ATTR_SIZED


class FuncOp(Operation):
    """``rs.func``: a symbol holding a body."""

    __slots__ = ()
    OPERATION_NAME = "rs.func"
    registered = True
    traits = frozenset({SymbolTrait, IsolatedFromAbove})


class ReturnOp(Operation):
    """``rs.return``: a pure terminator."""

    __slots__ = ()
    OPERATION_NAME = "rs.return"
    registered = True
    traits = frozenset({IsTerminator, Pure})


class YieldOp(ReturnOp):
    """``rs.yield``: a pure terminator of ``rs.if`` regions."""

    __slots__ = ()
    OPERATION_NAME = "rs.yield"


class AddOp(Operation):
    """``rs.add``: pure."""

    __slots__ = ()
    OPERATION_NAME = "rs.add"
    registered = True
    traits = frozenset({Pure})


class StoreOp(Operation):
    """``rs.store``: writes memory, so never dead."""

    __slots__ = ()
    OPERATION_NAME = "rs.store"
    registered = True

    def get_effects(self) -> list[EffectInstance]:
        """A write."""
        return [EffectInstance(EffectKind.WRITE)]


class IfOp(Operation):
    """``rs.if``: effects are those of the ops in its regions."""

    __slots__ = ()
    OPERATION_NAME = "rs.if"
    registered = True
    traits = frozenset({HasRecursiveMemoryEffects})


def _br_operands(op: Operation, index: int) -> list[Value]:
    return op._ods_operands(0)  # type: ignore[attr-defined, no-any-return]


def _cond_br_operands(op: Operation, index: int) -> list[Value]:
    return op._ods_operands(1 + index)  # type: ignore[attr-defined, no-any-return]


hooks.attach(BrOp, "getSuccessorOperands", _br_operands)
hooks.attach(CondBrOp, "getSuccessorOperands", _cond_br_operands)

CLASSES = [BrOp, CondBrOp, FuncOp, ReturnOp, YieldOp, AddOp, StoreOp, IfOp]


def context() -> Context:
    """A context with the ``rs`` dialect; other ops stay unregistered."""
    ctx = Context(allow_unregistered_dialects=True)
    ctx.load_dialect(Dialect("rs", CLASSES))
    return ctx


def parse(body: str) -> Operation:
    """A module holding an ``rs.func`` whose region is ``body`` (generic form)."""
    text = '"rs.func"() ({\n' + body + "\n}) : () -> ()\n"
    return parse_source(text, context())


def func_region(module: Operation) -> Region:
    """The region of the module's ``rs.func``."""
    func = module.regions[0].blocks[0].first_op
    assert func is not None
    return func.regions[0]


def show(module: Operation) -> str:
    """The generic form of ``module``."""
    return print_module(module, PrintOptions(generic=True), context())
