"""Use lists of values after every kind of mutation."""

from __future__ import annotations

from tblgen_py.runtime.ir import Block, Operation, Region

T = "i32"


def _block_with_ops() -> tuple[Block, Operation, Operation, Operation]:
    block = Block([T])
    a = block.append(Operation("t.a", result_types=[T]))
    b = block.append(Operation("t.b", result_types=[T, T]))
    use = block.append(Operation("t.use", [a.result, b.results[1], a.result]))
    return block, a, b, use


class TestUseLists:
    def test_uses_recorded_in_operand_order(self) -> None:
        _, a, b, use = _block_with_ops()
        assert [(u.owner, u.index) for u in a.result.uses] == [(use, 0), (use, 2)]
        assert b.results[1].has_one_use()
        assert b.results[0].use_empty()
        assert list(a.result.users) == [use, use]

    def test_set_operand_moves_use(self) -> None:
        block, a, b, use = _block_with_ops()
        use.set_operand(0, block.arguments[0])
        assert a.result.has_one_use()
        assert [u.index for u in block.arguments[0].uses] == [0]
        assert use.operands == [block.arguments[0], b.results[1], a.result]

    def test_replace_all_uses_with(self) -> None:
        block, a, b, use = _block_with_ops()
        a.result.replace_all_uses_with(b.results[0])
        assert a.result.use_empty()
        assert len(b.results[0].uses) == 2
        assert use.operands == [b.results[0], b.results[1], b.results[0]]

    def test_replace_uses_with_if(self) -> None:
        block, a, _, use = _block_with_ops()
        arg = block.arguments[0]
        a.result.replace_uses_with_if(arg, lambda u: u.index == 2)
        assert use.operands[0] is a.result and use.operands[2] is arg
        assert a.result.has_one_use() and arg.has_one_use()

    def test_replace_self_is_noop(self) -> None:
        _, a, _, _ = _block_with_ops()
        a.result.replace_all_uses_with(a.result)
        assert len(a.result.uses) == 2

    def test_set_operands_and_erase_operand(self) -> None:
        block, a, b, use = _block_with_ops()
        use.erase_operand(0)
        assert use.operands == [b.results[1], a.result]
        assert [u.index for u in a.result.uses] == [1]
        use.insert_operands(0, [block.arguments[0]])
        assert use.operands == [block.arguments[0], b.results[1], a.result]
        assert [u.index for u in a.result.uses] == [2]
        use.set_operands([])
        assert a.result.use_empty() and b.results[1].use_empty()

    def test_erase_drops_uses(self) -> None:
        _, a, b, use = _block_with_ops()
        use.erase()
        assert a.result.use_empty() and b.results[1].use_empty()

    def test_erase_with_uses_is_refused(self) -> None:
        _, a, _, _ = _block_with_ops()
        try:
            a.erase()
        except ValueError as exc:
            assert "result #0 still has uses" in str(exc)
        else:
            raise AssertionError("erase of a used op must fail")

    def test_erase_nested_region_drops_inner_uses(self) -> None:
        block, a, _, _ = _block_with_ops()
        inner = Block()
        inner.append(Operation("t.inner", [a.result]))
        holder = block.append(Operation("t.holder", regions=[Region([inner])]))
        assert len(a.result.uses) == 3
        holder.erase()
        assert len(a.result.uses) == 2

    def test_op_replace_all_uses_with(self) -> None:
        block, a, b, use = _block_with_ops()
        c = block.append(Operation("t.c", result_types=[T, T]))
        b.replace_all_uses_with(c.results)
        assert use.operands[1] is c.results[1]
        assert b.use_empty()

    def test_result_accessors(self) -> None:
        _, a, b, _ = _block_with_ops()
        assert a.result.defining_op is a and a.result.index == 0
        assert b.num_results == 2 and b.result_types == [T, T]
        try:
            b.result
        except ValueError as exc:
            assert "has 2 results" in str(exc)
        else:
            raise AssertionError("result of a 2-result op must fail")


class TestBlockUses:
    def test_successors_and_predecessors(self) -> None:
        region = Region([Block(), Block(), Block()])
        b0, b1, b2 = region.blocks
        b0.append(Operation("t.br", successors=[b1, b2]))
        b1.append(Operation("t.br", successors=[b2]))
        b2.append(Operation("t.ret"))
        assert b0.successors == [b1, b2]
        assert b2.predecessors == [b0, b1]
        assert b1.single_predecessor() is b0
        assert b2.single_predecessor() is None
        b1.last_op.set_successor(0, b1)  # type: ignore[union-attr]
        assert b2.predecessors == [b0]
        assert b1.predecessors == [b0, b1]

    def test_block_argument_ops(self) -> None:
        block = Block([T, "f32"])
        arg = block.insert_argument(1, "i8")
        assert [a.index for a in block.arguments] == [0, 1, 2]
        assert block.arguments[1] is arg
        block.erase_argument(0)
        assert [a.type for a in block.arguments] == ["i8", "f32"]
        assert [a.index for a in block.arguments] == [0, 1]
