"""Block op lists, moves, clone, walk orders, builder, symbol table."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from tblgen_py.runtime.ir.types import i

from tblgen_py.runtime.ir import (
    Block,
    Builder,
    Context,
    InsertionPoint,
    IRMapping,
    ModuleOp,
    Operation,
    Region,
    SymbolTable,
    WalkOrder,
    WalkResult,
    nearest_symbol_table,
    walk_postorder,
    walk_preorder,
)

T = i(32)


def names(block: Block) -> list[str]:
    return [op.name for op in block]


def _nested() -> Operation:
    """t.root { t.a { t.a1, t.a2 }, t.b } in one block."""
    inner = Block()
    inner.append(Operation("t.a1"))
    inner.append(Operation("t.a2"))
    outer = Block()
    outer.append(Operation("t.a", regions=[Region([inner])]))
    outer.append(Operation("t.b"))
    return Operation("t.root", regions=[Region([outer])])


class TestBlockList:
    def test_insert_and_unlink(self) -> None:
        block = Block()
        a = block.append(Operation("t.a"))
        c = block.append(Operation("t.c"))
        b = block.insert_before(Operation("t.b"), c)
        z = block.insert_after(Operation("t.z"), None)
        assert names(block) == ["t.z", "t.a", "t.b", "t.c"]
        block.unlink(b)
        assert names(block) == ["t.z", "t.a", "t.c"] and b.parent is None
        block.unlink(z)
        block.unlink(c)
        assert block.first_op is a and block.last_op is a
        assert a.prev is None and a.next is None

    def test_double_insert_refused(self) -> None:
        block = Block()
        op = block.append(Operation("t.a"))
        with pytest.raises(ValueError, match="already belongs"):
            Block().append(op)

    def test_reversed_and_len(self) -> None:
        block = Block()
        for n in "abc":
            block.append(Operation(f"t.{n}"))
        assert [o.name for o in block.reversed()] == ["t.c", "t.b", "t.a"]
        assert len(block) == 3

    def test_erase_while_iterating(self) -> None:
        block = Block()
        for n in "abcd":
            block.append(Operation(f"t.{n}"))
        for op in block:
            if op.name in ("t.b", "t.c"):
                op.erase()
        assert names(block) == ["t.a", "t.d"]

    def test_move_before_after(self) -> None:
        block, other = Block(), Block()
        a = block.append(Operation("t.a"))
        b = block.append(Operation("t.b"))
        x = other.append(Operation("t.x"))
        b.move_before(a)
        assert names(block) == ["t.b", "t.a"]
        x.move_after(b)
        assert names(block) == ["t.b", "t.x", "t.a"] and other.is_empty()
        assert x.parent is block
        assert b.is_before_in_block(a) and not a.is_before_in_block(b)


class TestClone:
    def test_clone_maps_values_blocks_and_forward_refs(self) -> None:
        b0, b1 = Block([T]), Block()
        region = Region([b0, b1])
        outer = Block()
        ext = outer.append(Operation("t.ext", result_types=[T]))
        # b0 uses a value defined later in b1 (graph-style forward reference).
        use = b0.append(Operation("t.use", [b0.arguments[0], ext.result], [T]))
        b0.append(Operation("t.br", successors=[b1]))
        late = b1.append(Operation("t.late", [use.result], [T]))
        use.set_operand(1, late.result)
        root = outer.append(Operation("t.root", regions=[region], attributes={"k": 1}))
        mapping = IRMapping()
        copy = root.clone(mapping)
        nb0, nb1 = copy.regions[0].blocks
        new_use, new_br = list(nb0)
        new_late = nb1.first_op
        assert new_use.operands == [nb0.arguments[0], new_late.result]  # type: ignore[union-attr]
        assert new_br.successors == [nb1]
        assert mapping.blocks[b0] is nb0 and mapping.lookup(late.result) is new_late.result  # type: ignore[union-attr]
        assert copy.attributes == {"k": 1} and copy.attributes is not root.attributes
        assert use.operands[1] is late.result  # original untouched
        assert len(late.result.uses) == 1

    def test_clone_keeps_external_operands(self) -> None:
        block = Block([T])
        op = block.append(Operation("t.x", [block.arguments[0]]))
        copy = op.clone()
        assert copy.operands == [block.arguments[0]]
        assert len(block.arguments[0].uses) == 2
        assert copy.parent is None

    def test_clone_keeps_class(self) -> None:
        mod = ModuleOp.create(regions=1)
        assert type(mod.clone()) is ModuleOp


class TestWalk:
    def test_orders(self) -> None:
        root = _nested()
        pre: list[str] = []
        post: list[str] = []
        root.walk(lambda op: pre.append(op.name), WalkOrder.PRE)  # type: ignore[func-returns-value]
        root.walk(lambda op: post.append(op.name))  # type: ignore[func-returns-value]
        assert pre == ["t.root", "t.a", "t.a1", "t.a2", "t.b"]
        assert post == ["t.a1", "t.a2", "t.a", "t.b", "t.root"]
        assert [o.name for o in walk_preorder(root)] == pre
        assert [o.name for o in walk_postorder(root)] == post

    def test_interrupt(self) -> None:
        seen: list[str] = []

        def visit(op: Operation) -> WalkResult:
            seen.append(op.name)
            return WalkResult.INTERRUPT if op.name == "t.a1" else WalkResult.ADVANCE

        assert _nested().walk(visit, WalkOrder.PRE) is WalkResult.INTERRUPT
        assert seen == ["t.root", "t.a", "t.a1"]

    def test_skip_children(self) -> None:
        seen: list[str] = []

        def visit(op: Operation) -> WalkResult:
            seen.append(op.name)
            return WalkResult.SKIP if op.name == "t.a" else WalkResult.ADVANCE

        assert _nested().walk(visit, WalkOrder.PRE) is WalkResult.ADVANCE
        assert seen == ["t.root", "t.a", "t.b"]

    def test_post_order_erase(self) -> None:
        root = _nested()
        root.walk(lambda op: op.erase() if op.name.startswith("t.a") else None)  # type: ignore[func-returns-value]
        assert names(root.regions[0].blocks[0]) == ["t.b"]


class TestBuilder:
    def test_insertion_points(self) -> None:
        block = Block()
        builder = Builder(InsertionPoint.at_end(block))
        a = builder.create("t.a", result_types=[T])
        c = builder.create("t.c", [a.result])
        builder.set_insertion_point_before(c)
        builder.create("t.b")
        builder.set_insertion_point_to_start(block)
        builder.create("t.first")
        with builder.at(InsertionPoint.after(c)):
            builder.create("t.last")
        builder.create("t.second")
        assert names(block) == ["t.first", "t.second", "t.a", "t.b", "t.c", "t.last"]

    def test_registered_class_and_location(self) -> None:
        ctx = Context()
        region = Region()
        builder = Builder(context=ctx, location="L")
        block = builder.create_block(region, [T])
        mod = builder.create("builtin.module", regions=1)
        assert isinstance(mod, ModuleOp) and mod.location == "L"
        assert mod.parent is block and block.arguments[0].type == T


class TestSymbolTable:
    def test_lookup_insert_erase(self) -> None:
        mod = ModuleOp.create(regions=1)
        body = mod.body
        f = body.append(Operation("t.func", attributes={"sym_name": "f"}))
        table = SymbolTable(mod)
        assert table.lookup("f") is f and "g" not in table
        g = Operation("t.func", properties={"sym_name": "g"})
        table.insert(g)
        assert table.lookup("g") is g and g.parent is body
        with pytest.raises(ValueError, match="redefinition of symbol 'g'"):
            table.insert(Operation("t.func", properties={"sym_name": "g"}))
        table.erase(f)
        assert table.lookup("f") is None and names(body) == ["t.func"]


class TestMoreStructure:
    def test_region_take_body_and_block_erase(self) -> None:
        src = Region([Block(), Block()])
        src.blocks[0].append(Operation("t.a"))
        dst = Region([Block()])
        dst.blocks[0].append(Operation("t.old"))
        dst.take_body(src)
        assert src.is_empty() and len(dst.blocks) == 2
        assert all(b.parent is dst for b in dst.blocks)
        dst.blocks[1].erase()
        assert len(dst.blocks) == 1 and names(dst.blocks[0]) == ["t.a"]

    def test_ancestry_queries(self) -> None:
        root = _nested()
        a = root.regions[0].blocks[0].first_op
        a1 = a.regions[0].blocks[0].first_op  # type: ignore[union-attr]
        assert root.is_ancestor(a1) and a.is_ancestor(a1)  # type: ignore[arg-type,union-attr]
        assert not a1.is_ancestor(a)  # type: ignore[union-attr,arg-type]
        assert a1.parent_op is a and a1.parent_region is a.regions[0]  # type: ignore[union-attr]
        assert root.regions[0].is_ancestor(a.regions[0])  # type: ignore[union-attr]
        assert a.regions[0].region_number == 0  # type: ignore[union-attr]

    def test_detach_keeps_uses(self) -> None:
        block = Block()
        d = block.append(Operation("t.d", result_types=[T]))
        u = block.append(Operation("t.u", [d.result]))
        u.detach()
        assert u.parent is None and d.result.has_one_use()
        u.drop_all_references()
        assert d.result.use_empty()

    def test_nearest_symbol_table(self) -> None:
        mod = ModuleOp.create(regions=1)
        inner = mod.body.append(Operation("t.x", regions=[Region([Block()])]))
        leaf = inner.regions[0].blocks[0].append(Operation("t.leaf"))
        assert nearest_symbol_table(leaf) is mod

    def test_str_names_values_in_context(self) -> None:
        block = Block([T])
        use = block.append(Operation("t.use", [block.arguments[0]]))
        Operation("t.f", regions=[Region([block])])
        assert str(use) == '"t.use"(%arg0) : (i32) -> ()'


class TestSharedRegionList:
    """Region-less ops share one region list, which refuses every change."""

    def test_region_less_ops_share_an_empty_list(self) -> None:
        a, b = Operation("t.a"), Operation("t.b")
        assert a.regions == [] and a.regions is b.regions

    @pytest.mark.parametrize(
        "change",
        [
            lambda regions: regions.append(Region()),
            lambda regions: regions.extend([Region()]),
            lambda regions: regions.insert(0, Region()),
            lambda regions: regions.clear(),
        ],
        ids=["append", "extend", "insert", "clear"],
    )
    def test_changes_are_refused(
        self, change: Callable[[list[Region]], object]
    ) -> None:
        op = Operation("t.a")
        with pytest.raises(TypeError, match="cannot be changed"):
            change(op.regions)
        assert Operation("t.b").regions == []

    def test_ops_with_regions_own_their_list(self) -> None:
        op = Operation("t.r", regions=1)
        assert op.regions is not Operation("t.a").regions
        op.regions.append(Region())
        assert len(op.regions) == 2
