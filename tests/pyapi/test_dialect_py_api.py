"""The bindings' additions to MLIR's func, scf and arith op classes."""

from __future__ import annotations

from tblgen_py import ir
from tblgen_py.dialects import arith, func, scf


def test_from_py_func_builds_a_function_and_calls_it() -> None:
    with ir.Context(), ir.Location.unknown():
        module = ir.Module.create()
        i32 = ir.IntegerType.get_signless(32)
        with ir.InsertionPoint(module.body):

            @func.FuncOp.from_py_func(i32, i32)
            def add(a: ir.Value, b: ir.Value) -> ir.Value:
                return arith.addi(a, b)

            @func.FuncOp.from_py_func(i32)
            def twice(x: ir.Value) -> ir.Value:
                return add(x, x)

        assert str(add.func_op.type) == "(i32, i32) -> i32"
        names = [op.name for op in twice.func_op.entry_block.operations]
        assert names == ["func.call", "func.return"]
        assert module.operation.verify()


def test_func_op_by_hand() -> None:
    with ir.Context(), ir.Location.unknown():
        module = ir.Module.create()
        i32 = ir.IntegerType.get_signless(32)
        with ir.InsertionPoint(module.body):
            fn = func.FuncOp("id", ([i32], [i32]))
            assert fn.is_external
            entry = fn.add_entry_block()
            with ir.InsertionPoint(entry):
                func.ReturnOp([entry.arguments[0]])
        assert not fn.is_external and fn.entry_block is entry
        assert isinstance(module.body.operations[0], func.FuncOp)
        assert module.operation.verify()


def test_scf_for_and_if_create_their_blocks() -> None:
    with ir.Context(), ir.Location.unknown():
        module = ir.Module.create()
        index = ir.IndexType.get()
        with ir.InsertionPoint(module.body):
            lb = arith.constant(index, 0)
            ub = arith.constant(index, 4)
            loop = scf.ForOp(lb, ub, lb, [ub])
            with ir.InsertionPoint(loop.body):
                scf.YieldOp([loop.inner_iter_args[0]])
            assert loop.induction_variable.type == index
            cond = arith.constant(ir.IntegerType.get_signless(1), 1)
            branch = scf.IfOp(cond, has_else=True)
            assert branch.then_block is not branch.else_block


def test_arith_constant_takes_python_numbers() -> None:
    with ir.Context(), ir.Location.unknown():
        f32 = ir.F32Type.get()
        c = arith.ConstantOp(f32, 2)
        assert str(c.get_attr("value")) == "2.000000e+00 : f32"
        assert arith.ConstantOp(ir.IndexType.get(), 3).literal_value == 3


def test_an_op_with_one_result_is_an_operand() -> None:
    with ir.Context(), ir.Location.unknown():
        module = ir.Module.create()
        i32 = ir.IntegerType.get_signless(32)
        with ir.InsertionPoint(module.body):
            c = arith.ConstantOp(i32, 1)
            total = arith.addi(c, c.operation)
        assert total.owner.operands == [c.result, c.result]


def test_a_loop_built_with_the_bindings_class_verifies() -> None:
    with ir.Context(), ir.Location.unknown():
        module = ir.Module.create()
        index = ir.IndexType.get()
        with ir.InsertionPoint(module.body):
            zero = arith.constant(index, 0)
            loop = scf.ForOp(zero, zero, zero)
            with ir.InsertionPoint(loop.body):
                scf.YieldOp([])
        assert module.operation.verify()
