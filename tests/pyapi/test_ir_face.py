"""``tblgen_py.ir``: the bindings' names over the runtime (contexts, builders, printing)."""

from __future__ import annotations

import io

import pytest

from tblgen_py import ir
from tblgen_py.runtime.ir.scope import STACKS


def test_with_blocks_set_and_restore_the_current_state() -> None:
    ctx = ir.Context()
    loc = ir.Location.name("here")
    with ctx, loc:
        assert ir.Context.current is ctx
        assert ir.Location.current is loc
        with ir.Location.unknown():
            assert str(ir.Location.current) == "loc(unknown)"
        assert ir.Location.current is loc
    assert ir.Location.current is None and ir.Context.current is None
    with pytest.raises(ValueError, match="No current InsertionPoint"):
        ir.InsertionPoint.current
    assert not STACKS.contexts and not STACKS.locations


def test_generic_ops_go_to_the_current_insertion_point() -> None:
    with ir.Context() as ctx, ir.Location.unknown():
        ctx.allow_unregistered_dialects = True
        module = ir.Module.create()
        i32 = ir.IntegerType.get_signless(32)
        with ir.InsertionPoint(module.body):
            first = ir.Operation.create("t.a", results=[i32])
            last = ir.Operation.create("t.c", operands=[first.result])
        with ir.InsertionPoint(last):
            ir.Operation.create("t.b")
        with ir.InsertionPoint.at_block_begin(module.body):
            ir.Operation.create("t.start")
        assert [op.name for op in module.body.operations] == [
            "t.start",
            "t.a",
            "t.b",
            "t.c",
        ]
        assert module.operation.verify() is True
        text = str(module)
        assert text.startswith("module {\n") and text.endswith("}\n")
        assert '%0 = "t.a"() : () -> i32' in text


def test_print_options_and_get_asm() -> None:
    with ir.Context() as ctx, ir.Location.file("f.mlir", 3, 4):
        ctx.allow_unregistered_dialects = True
        module = ir.Module.create()
        with ir.InsertionPoint(module.body):
            ir.Operation.create("t.x")
        out = io.StringIO()
        module.operation.print(file=out, print_generic_op_form=True)
        assert out.getvalue().startswith('"builtin.module"() ({')
        asm = module.operation.get_asm(enable_debug_info=True)
        assert isinstance(asm, str) and 'loc("f.mlir":3:4)' in asm
        assert module.operation.get_asm(binary=True) == str(module).encode()


def test_attribute_map_holds_inherent_and_discardable_attributes() -> None:
    with ir.Context() as ctx, ir.Location.unknown():
        ctx.allow_unregistered_dialects = True
        i32 = ir.IntegerType.get_signless(32)
        op = ir.Operation.create("t.x", attributes={"b": ir.UnitAttr.get()})
        op.attributes["a"] = ir.IntegerAttr.get(i32, 7)
        assert list(op.attributes) == ["a", "b"]
        assert str(op.attributes["a"]) == "7 : i32"
        assert op.attributes[0].name == "a"
        del op.attributes["b"]
        assert "b" not in op.attributes and len(op.attributes) == 1
        with pytest.raises(KeyError):
            op.attributes["b"]


def test_casts_and_isinstance_follow_the_runtime_classes() -> None:
    f32 = ir.F32Type.get()
    assert isinstance(f32, ir.F32Type) and isinstance(f32, ir.Type)
    assert not isinstance(f32, ir.F64Type)
    assert ir.FloatType(f32) is f32
    with pytest.raises(ValueError, match="Cannot cast type to IntegerType"):
        ir.IntegerType(f32)
    tensor = ir.RankedTensorType.get([2, ir.ShapedType.get_dynamic_size()], f32)
    assert str(tensor) == "tensor<2x?xf32>"
    assert ir.Type.parse("tensor<2x?xf32>") is tensor


def test_walk_mutate_and_erase() -> None:
    with ir.Context() as ctx, ir.Location.unknown():
        ctx.allow_unregistered_dialects = True
        module = ir.Module.create()
        with ir.InsertionPoint(module.body):
            a = ir.Operation.create("t.a")
            b = ir.Operation.create("t.b")
        b.move_before(a)
        seen: list[str] = []

        def visit(op: ir.Operation) -> ir.WalkResult:
            seen.append(op.name)
            return ir.WalkResult.ADVANCE

        module.operation.walk(visit, ir.WalkOrder.PRE_ORDER)
        assert seen == ["builtin.module", "t.b", "t.a"]
        a.erase()
        assert [op.name for op in module.body.operations] == ["t.b"]


def test_parse_errors_are_mlir_errors() -> None:
    with ir.Context():
        with pytest.raises(ir.MLIRError, match="Unable to parse module assembly"):
            ir.Module.parse("%0 = ")
        with pytest.raises(ir.MLIRError, match="Unable to parse type"):
            ir.Type.parse("i32 junk")
