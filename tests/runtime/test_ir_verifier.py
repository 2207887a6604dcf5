"""Structural verification: terminators, successors, dominance, isolation, hooks."""

from __future__ import annotations

import pytest

from tblgen_py.runtime.ir.attributes import IntegerAttr
from tblgen_py.runtime.ir.types import i

from tblgen_py.runtime.ir import (
    Block,
    DominanceInfo,
    GraphRegions,
    ModuleOp,
    SingleBlock,
    IsolatedFromAbove,
    IsTerminator,
    Operation,
    OpTrait,
    Region,
    VerificationError,
    VerifyError,
    verify,
)

T = i(32)


class FuncOp(Operation):
    """A registered op with an SSA-dominance (CFG) region."""

    __slots__ = ()
    OPERATION_NAME = "test.func"
    registered = True


class IsoOp(Operation):
    __slots__ = ()
    OPERATION_NAME = "test.iso"
    registered = True
    traits: frozenset[type[OpTrait]] = frozenset({IsolatedFromAbove})


class RetOp(Operation):
    __slots__ = ()
    OPERATION_NAME = "test.ret"
    registered = True
    traits: frozenset[type[OpTrait]] = frozenset({IsTerminator})


class PositiveOp(Operation):
    __slots__ = ()
    OPERATION_NAME = "test.positive"
    registered = True

    def verify(self) -> None:
        attr = self.attributes.get("value")
        if not (isinstance(attr, IntegerAttr) and attr.value > 0):
            raise VerifyError("requires a positive 'value'")


def func(*blocks: Block) -> FuncOp:
    return FuncOp.create(regions=[Region(blocks)], location="func-loc")


def error_of(op: Operation) -> VerificationError:
    with pytest.raises(VerificationError) as info:
        verify(op)
    return info.value


class TestDominance:
    def test_use_before_def_in_same_block(self) -> None:
        block = Block()
        use = block.append(Operation("t.use", location="use-loc"))
        d = block.append(Operation("t.def", result_types=[T], location="def-loc"))
        use.set_operands([d.result])
        block.append(RetOp.create())
        err = error_of(func(block))
        assert err.message == "operand #0 does not dominate this use"
        assert err.location == "use-loc" and err.op is use
        assert [(n.message, n.location) for n in err.notes] == [
            ("operand defined here (op in the same block)", "def-loc")
        ]

    def test_across_blocks_by_dominator_tree(self) -> None:
        b0, b1, b2, b3 = Block(), Block(), Block(), Block()
        b0.append(Operation("t.cond_br", successors=[b1, b2]))
        d = b1.append(Operation("t.def", result_types=[T]))
        b1.append(Operation("t.br", successors=[b3]))
        b2.append(Operation("t.br", successors=[b3]))
        b3.append(Operation("t.use", [d.result]))
        b3.append(RetOp.create())
        err = error_of(func(b0, b1, b2, b3))
        assert err.message == "operand #0 does not dominate this use"
        assert err.notes[0].message == "operand defined here (op in the same region)"
        # Without the b2 path, b1 dominates b3.
        b0.last_op.set_successor(1, b1)  # type: ignore[union-attr]
        b2.last_op.set_successor(0, b2)  # type: ignore[union-attr]
        verify(b0.parent_op)  # type: ignore[arg-type]

    def test_unreachable_block_is_not_checked(self) -> None:
        b0, b1 = Block(), Block()
        b0.append(RetOp.create())
        use = b1.append(Operation("t.use", result_types=[T]))
        use.set_operands([use.result])
        b1.append(RetOp.create())
        verify(func(b0, b1))

    def test_block_argument_note(self) -> None:
        b0, b1, b2 = Block(), Block([T]), Block()
        b0.append(Operation("t.cond_br", successors=[b1, b2]))
        b1.append(RetOp.create())
        b2.append(Operation("t.use", [b1.arguments[0]]))
        b2.append(RetOp.create())
        err = error_of(func(b0, b1, b2))
        assert err.notes[0].message == (
            "operand defined as a block argument (block #1 in the same region)"
        )
        assert err.notes[0].location == "func-loc"

    def test_value_from_child_region(self) -> None:
        inner = Block()
        d = inner.append(Operation("t.def", result_types=[T]))
        body = Block()
        body.append(FuncOp.create(regions=[Region([inner])]))
        body.append(Operation("t.use", [d.result]))
        body.append(RetOp.create())
        err = error_of(func(body))
        assert err.notes[0].message == "operand defined here (op in a child region)"

    def test_nested_use_of_outer_value(self) -> None:
        body = Block()
        d = body.append(Operation("t.def", result_types=[T]))
        inner = Block()
        inner.append(Operation("t.use", [d.result]))
        body.append(Operation("t.wrap", regions=[Region([inner])]))
        body.append(RetOp.create())
        verify(func(body))
        # Moving the definition after the wrapper breaks dominance.
        d.move_before(body.last_op)  # type: ignore[arg-type]
        err = error_of(func_of(body))
        assert err.notes[0].message == "operand defined here (op in a parent region)"

    def test_graph_regions_of_unregistered_ops(self) -> None:
        block = Block()
        use = block.append(Operation("t.use"))
        d = block.append(Operation("t.def", result_types=[T]))
        use.set_operands([d.result])
        verify(Operation("t.graph", regions=[Region([block])]))

    def test_dominance_info_queries(self) -> None:
        b0, b1 = Block(), Block()
        b0.append(Operation("t.br", successors=[b1]))
        b1.append(RetOp.create())
        f = func(b0, b1)
        dom = DominanceInfo()
        assert dom.dominates_block(b0, b1) and not dom.dominates_block(b1, b0)
        assert dom.is_reachable(b1)
        assert f.regions[0].blocks == [b0, b1]


def func_of(block: Block) -> Operation:
    op = block.parent_op
    assert op is not None
    return op


class TestStructure:
    def test_successor_not_last(self) -> None:
        b0, b1 = Block(), Block()
        br = b0.append(Operation("t.br", successors=[b1], location="br"))
        b0.append(Operation("t.x"))
        b1.append(Operation("t.ret"))
        err = error_of(Operation("t.op", regions=[Region([b0, b1])]))
        assert (
            err.message
            == "operation with block successors must terminate its parent block"
        )
        assert err.op is br

    def test_entry_block_predecessors(self) -> None:
        b0 = Block()
        b0.append(Operation("t.br", successors=[b0]))
        err = error_of(Operation("t.op", regions=[Region([b0])], location="L"))
        assert err.message == "entry block of region may not have predecessors"
        assert err.location == "L"

    def test_branch_to_other_region(self) -> None:
        other = Block()
        Region([other])
        b0 = Block()
        b0.append(Operation("t.br", successors=[other]))
        err = error_of(Operation("t.op", regions=[Region([b0])]))
        assert err.message == "'t.br' op branching to block of a different region"

    def test_empty_block_in_multi_block_region(self) -> None:
        b0, b1 = Block(), Block()
        b0.append(Operation("t.br", successors=[b1]))
        err = error_of(Operation("t.op", regions=[Region([b0, b1])], location="L"))
        assert err.message == "empty block: expect at least a terminator"

    def test_missing_terminator_in_registered_region(self) -> None:
        b0 = Block()
        b0.append(RetOp.create())
        b0.append(PositiveOp.create(attributes={"value": IntegerAttr.get(i(64), 1)}))
        err = error_of(func(b0))
        assert err.message.startswith("'test.ret' op must be the last operation")

    def test_no_terminator_in_registered_region(self) -> None:
        b0 = Block()
        b0.append(PositiveOp.create(attributes={"value": IntegerAttr.get(i(64), 1)}))
        err = error_of(func(b0))
        assert err.message.startswith("block with no terminator, has ")

    def test_op_verify_hook(self) -> None:
        block = Block()
        block.append(
            PositiveOp.create(
                attributes={"value": IntegerAttr.get(i(64), 0)}, location="P"
            )
        )
        err = error_of(Operation("t.top", regions=[Region([block])]))
        assert err.message == "'test.positive' op requires a positive 'value'"
        assert err.location == "P"

    def test_isolated_from_above(self) -> None:
        body = Block()
        d = body.append(Operation("t.def", result_types=[T]))
        inner = Block()
        inner.append(Operation("t.use", [d.result], location="U"))
        body.append(IsoOp.create(regions=[Region([inner])], location="I"))
        err = error_of(Operation("t.top", regions=[Region([body])]))
        assert err.message == "'t.use' op using value defined outside the region"
        assert err.location == "U"
        assert [(n.message, n.location) for n in err.notes] == [
            ("required by region isolation constraints", "I")
        ]

    def test_unregistered_refused_when_not_allowed(self) -> None:
        with pytest.raises(
            VerificationError, match="created with unregistered dialect"
        ):
            verify(Operation("t.x"), allow_unregistered=False)


class SingleOp(Operation):
    __slots__ = ()
    OPERATION_NAME = "test.single"
    registered = True
    traits: frozenset[type[OpTrait]] = frozenset({SingleBlock})


class GraphOp(Operation):
    __slots__ = ()
    OPERATION_NAME = "test.graph"
    registered = True
    traits: frozenset[type[OpTrait]] = frozenset({GraphRegions})


class TestTraitsAndBuiltins:
    def test_single_block_trait(self) -> None:
        b0, b1 = Block(), Block()
        b0.append(Operation("t.br", successors=[b1]))
        b1.append(RetOp.create())
        err = error_of(SingleOp.create(regions=[Region([b0, b1])]))
        assert err.message == "'test.single' op expects region #0 to have 0 or 1 blocks"

    def test_graph_region_block_count(self) -> None:
        b0, b1 = Block(), Block()
        b0.append(Operation("t.br", successors=[b1]))
        b1.append(RetOp.create())
        err = error_of(GraphOp.create(regions=[Region(), Region([b0, b1])]))
        assert (
            err.message
            == "'test.graph' op expects graph region #1 to have 0 or 1 blocks"
        )

    def test_graph_region_allows_self_use(self) -> None:
        block = Block()
        op = block.append(Operation("t.loop", result_types=[T]))
        op.set_operands([op.result])
        verify(GraphOp.create(regions=[Region([block])]))
        assert DominanceInfo().properly_dominates(op.result, op)

    def test_self_use_in_ssa_region(self) -> None:
        block = Block()
        op = block.append(Operation("t.loop", result_types=[T]))
        op.set_operands([op.result])
        block.append(RetOp.create())
        err = error_of(func(block))
        assert err.message == "operand #0 does not dominate this use"

    def test_module_attribute_names(self) -> None:
        mod = ModuleOp.create(regions=1, attributes={"x": IntegerAttr.get(i(64), 1)})
        err = error_of(mod)
        assert err.message.endswith("failed to verify constraint: region with 1 blocks")
        mod.body  # creates the body block
        err = error_of(mod)
        assert err.message == (
            "'builtin.module' op can only contain attributes with dialect-prefixed "
            "names, found: 'x'"
        )
        mod.attributes = {"d.x": IntegerAttr.get(i(64), 1)}
        verify(mod)


@pytest.mark.parametrize(
    "text",
    [
        "module {\n^bb0(%a: i32):\n}",
        '"builtin.module"() ({\n^bb0(%a: i32):\n  "f.o"() : () -> ()\n}) : () -> ()',
        "module {\n  module {\n  ^bb0(%a: i32):\n  }\n}",
    ],
)
def test_module_body_has_no_arguments(text: str) -> None:
    """As mlir-opt: 'builtin.module' op region should have no arguments."""
    from tblgen_py.runtime.ir.context import Context
    from tblgen_py.runtime.text.parser import parse_source

    module = parse_source(text, Context(allow_unregistered_dialects=True))
    with pytest.raises(VerificationError) as info:
        verify(module)
    assert info.value.message == "'builtin.module' op region should have no arguments"
    assert info.value.op is not None and info.value.op.regions[0].blocks[0].arguments


def test_symbol_redefined_in_one_table() -> None:
    """As mlir-opt: the second op of a name is the error, the first a note;
    nested symbol tables are separate."""
    from tblgen_py.runtime.ir.context import Context
    from tblgen_py.runtime.text.parser import parse_source

    text = (
        '"t.sym"() {sym_name = "a"} : () -> ()\nmodule @m {\n'
        '  "t.sym"() {sym_name = "a"} : () -> ()\n}\n'
    )
    context = Context(allow_unregistered_dialects=True)
    verify(parse_source(text, context))
    twice = text + '"t.sym"() {sym_name = "a"} : () -> ()\n'
    with pytest.raises(VerificationError) as info:
        verify(parse_source(twice, context))
    assert info.value.message == "redefinition of symbol named 'a'"
    assert [note.message for note in info.value.notes] == [
        "see existing symbol definition here"
    ]
