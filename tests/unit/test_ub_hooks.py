"""``ub`` dialect hooks: ``#ub.poison`` is a ``PoisonAttrInterface``, ``ub.poison``
folds to it, arith's materializer builds ``ub.poison``, folders propagate it."""

from __future__ import annotations

from tblgen_py.dialects.constant_fold import MaterializingDialect, install_materializer
from tblgen_py.dialects.fold_support import const_fold, is_poison
from tblgen_py.dialects.ub.hooks import fold_poison, poison_attr
from tblgen_py.runtime.ir import Context, Operation
from tblgen_py.runtime.ir.attributes import IntegerAttr, OpaqueAttr
from tblgen_py.runtime.ir.block import Block
from tblgen_py.runtime.ir.builder import Builder, InsertionPoint
from tblgen_py.runtime.ir.types import IntegerType
from tblgen_py.runtime.predicates import isa

I32 = IntegerType.get(32)


def test_poison_attr_implements_the_interface() -> None:
    assert isa(poison_attr(), "ub::PoisonAttrInterface")
    assert is_poison(poison_attr())
    assert not is_poison(OpaqueAttr.get("ub", "poisonous"))
    assert not is_poison(IntegerAttr.get(I32, 0))


def test_poison_op_folds_to_its_value() -> None:
    op = Operation.create("ub.poison", (), [I32], {"value": poison_attr()})
    assert fold_poison(op, None) is poison_attr()


def test_folders_propagate_poison_unless_a_result_type_is_given() -> None:
    seven = IntegerAttr.get(I32, 7)
    add = const_fold([seven, poison_attr()], IntegerAttr, lambda a, b: a + b)
    assert add is poison_attr()
    compare = const_fold(
        [poison_attr(), seven], IntegerAttr, lambda a, b: 0, IntegerType.get(1)
    )
    assert compare is None


def test_arith_materializes_poison_as_ub_poison() -> None:
    context = Context()
    install_materializer(context, "arith")
    builder = Builder(InsertionPoint.at_end(Block()), context)
    materializer = context.dialects["arith"]
    assert isinstance(materializer, MaterializingDialect)
    op = materializer.materialize_constant(builder, poison_attr(), I32, None)
    assert op is not None and op.name == "ub.poison"
    assert op.get_attr("value") is poison_attr()
