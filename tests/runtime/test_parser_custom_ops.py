"""The custom-assembly hook: an op class with ``parse``/``print`` round-trips."""

from __future__ import annotations

from typing import ClassVar

import pytest

from tblgen_py.runtime.ir import Context, IsTerminator, Operation, OpTrait
from tblgen_py.runtime.ir.types import i
from tblgen_py.runtime.text.lexer import MLIRParseError
from tblgen_py.runtime.text.op_state import OperationState
from tblgen_py.runtime.text.parser import Parser, parse_source
from tblgen_py.runtime.text.printer import OpPrinter, PrintOptions, print_module


class AddOp(Operation):
    """``toy.add %a, %b {attrs} : type``."""

    __slots__ = ()
    OPERATION_NAME = "toy.add"
    registered = True

    @classmethod
    def parse(cls, parser: Parser, state: OperationState) -> None:
        start = parser.peek().start
        uses = parser.parse_operand_list()
        state.attributes = parser.parse_optional_attr_dict()
        (ty,) = parser.parse_colon_type_list()
        state.operands = parser.resolve_operands(uses, [ty, ty], start)
        state.result_types = [ty]

    def print(self, printer: OpPrinter) -> None:
        printer.write(" ")
        printer.print_operands(self.operands)
        printer.print_optional_attr_dict(self.attributes)
        printer.write(" : ")
        printer.print_type(self.result.type)


class RetOp(Operation):
    """``toy.ret %v : type`` (a terminator)."""

    __slots__ = ()
    OPERATION_NAME = "toy.ret"
    registered = True
    traits: ClassVar[frozenset[type[OpTrait]]] = frozenset({IsTerminator})

    @classmethod
    def parse(cls, parser: Parser, state: OperationState) -> None:
        use = parser.parse_operand()
        (ty,) = parser.parse_colon_type_list()
        state.operands = [parser.resolve_operand(use, ty)]

    def print(self, printer: OpPrinter) -> None:
        printer.write(" ")
        printer.print_operand(self.operand(0))
        printer.write(" : ")
        printer.print_type(self.operand(0).type)


def toy_context() -> Context:
    ctx = Context(allow_unregistered_dialects=True)
    ctx.register_op(AddOp)
    ctx.register_op(RetOp)
    return ctx


TEXT = """\
"toy.func"() ({
^bb0(%arg0: i32, %arg1: i32):
  %0 = toy.add %arg0, %arg1 {fast} : i32
  %1 = toy.add %0, %0 : i32
  toy.ret %1 : i32
}) : () -> ()
"""


def test_custom_forms_round_trip() -> None:
    module = parse_source(TEXT, toy_context())
    body = module.body.first_op.regions[0].blocks[0]  # type: ignore[union-attr]
    add, add2, ret = list(body)
    assert isinstance(add, AddOp) and isinstance(ret, RetOp)
    assert add2.operands == [add.result, add.result]
    assert add.result.type == i(32)
    printed = print_module(module, PrintOptions(generic=False))
    assert (
        printed
        == "module {\n" + "".join(f"  {line}\n" for line in TEXT.splitlines()) + "}\n"
    )


def test_custom_ops_print_generically_on_request() -> None:
    printed = print_module(parse_source(TEXT, toy_context()))
    assert '%0 = "toy.add"(%arg0, %arg1) {fast} : (i32, i32) -> i32' in printed
    assert '"toy.ret"(%1) : (i32) -> ()' in printed


def test_custom_parse_errors_point_at_source() -> None:
    with pytest.raises(MLIRParseError) as info:
        parse_source(
            '%0 = "a.b"() : () -> i32\n%1 = toy.add %0 : i32', toy_context(), "t"
        )
    assert info.value.render().startswith(
        "t:2:14: error: custom op 'toy.add' number of operands and types do not "
        "match: got 1 operands and 2 types"
    )


def test_unknown_custom_op() -> None:
    with pytest.raises(MLIRParseError) as info:
        parse_source("toy.mul %a : i32", toy_context(), "t")
    assert info.value.render().startswith(
        "t:1:1: error: custom op 'toy.mul' is unknown"
    )
