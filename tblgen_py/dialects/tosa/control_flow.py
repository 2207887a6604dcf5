"""TOSA's control-flow ops ``tosa.cond_if`` and ``tosa.while_loop``: their
syntax and verifiers (``IfOp``/``WhileOp`` ``parse``, ``print`` and
``verify`` of MLIR's ``TosaOps.cpp``).

``tosa.while_loop`` reads and prints as ``scf.while`` does (TosaOps.cpp says
so); ``tosa.cond_if`` takes its condition's type and, after an assignment
list, the branches' argument and result types as a function type.  The
assignment list only names the operands: the branches spell their entry
arguments themselves.

Both compare value lists pairwise (``errorIfTypeOrShapeMismatch``): the same
count, then per pair the same element type and compatible shapes.  A
condition is a single-element tensor (``errorIfShapeNotSizeOne``).
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import TYPE_CHECKING

from tblgen_py.dialects._support import quoted, shapes_compatible
from tblgen_py.dialects.asm_support import (
    arrow_type_list,
    function_type_of,
    initialization_list,
    merged_attrs,
    parse_assignment_list,
    resolve_inits,
    set_attributes,
    type_list,
)
from tblgen_py.dialects.scf.asm import parse_while, print_while
from tblgen_py.runtime.ir.block import Block
from tblgen_py.runtime.ir.operation import Operation
from tblgen_py.runtime.ir.region import Region
from tblgen_py.runtime.ir.types import (
    IntegerType,
    RankedTensorType,
    ShapedType,
)
from tblgen_py.runtime.ir.value import Value
from tblgen_py.runtime.ir.verifier import VerifyError
from tblgen_py.runtime.ods.hooks import implement_op
from tblgen_py.runtime.text.lexer import TokenKind
from tblgen_py.runtime.text.op_state import OperationState

if TYPE_CHECKING:
    from tblgen_py.runtime.text.parser import Parser
    from tblgen_py.runtime.text.printer import OpPrinter

__all__ = ["verify_cond_if", "verify_while_loop"]

implement_op("tosa.while_loop", "parse")(parse_while)
implement_op("tosa.while_loop", "print")(print_while)


@implement_op("tosa.while_loop", "hiddenEntryArgs")
def _while_hidden_args(op: Operation) -> tuple[int, ...]:
    """The condition graph's arguments are printed in the header."""
    return (0,)


@implement_op("tosa.cond_if", "parse")
def parse_cond_if(parser: Parser, state: OperationState) -> None:
    """%cond (`(` %a `=` %v, ... `)`)? `:` type (function-type | (`->` types)?)
    region (`else` region)? attr-dict?"""
    cond = parser.parse_operand()
    listed = parser.tok.text == "(" and parser.tok.kind is not TokenKind.STRING
    inits = parse_assignment_list(parser)[1] if listed else []
    parser.expect(":", "expected ':'")
    operands = [parser.resolve_operand(cond, parser.parse_type())]
    if listed:
        type_at = parser.tok.start
        fn = function_type_of(parser, parser.parse_type(), type_at)
        state.result_types = list(fn.results)
        operands += resolve_inits(parser, inits, fn, parser.tok.start)
    else:
        state.result_types = parser.parse_optional_arrow_type_list()
    state.operands = operands
    then, other = Region(), Region()
    parser.parse_region(then)
    if parser.parse_optional_keyword("else"):
        parser.parse_region(other)
    set_attributes(parser, state, parser.parse_optional_attr_dict())
    state.regions = [then, other]


@implement_op("tosa.cond_if", "print")
def print_cond_if(op: Operation, printer: OpPrinter) -> None:
    """``tosa.cond_if %c (%a = %v) : tensor<i1> (t) -> t { ... } else { ... }``."""
    cond, *inputs = [use.value for use in op.operand_uses]
    then = op.regions[0]
    args = then.blocks[0].arguments if then.blocks else []
    text = " " + printer.value_name(cond)
    text += initialization_list(printer, args, inputs, " ")
    text += " : " + printer.type_str(cond.type)
    if inputs:
        text += " (" + type_list(printer, [v.type for v in inputs]) + ")"
    text += arrow_type_list(printer, [r.type for r in op.results])
    printer.write(text + " ")
    printer.print_region(then)
    if op.regions[1].blocks:
        printer.write(" else ")
        printer.print_region(op.regions[1])
    printer.write(printer.attr_dict_str(merged_attrs(op), ()))


def _types_match(type1: object, name1: str, type2: object, name2: str) -> None:
    """``errorIfTypeOrShapeMismatch`` on two types."""
    if not isinstance(type1, ShapedType) or not isinstance(type2, ShapedType):
        return
    elem1, elem2 = type1.element_type, type2.element_type
    if elem1 != elem2:
        raise VerifyError(
            f"require same element type for {name1} ({quoted(elem1)}) and {name2} ({quoted(elem2)})"
        )
    if not shapes_compatible(type1, type2):
        raise VerifyError(
            f"require same shapes for {name1} ({quoted(type1)}) and {name2} ({quoted(type2)})"
        )


def _lists_match(
    list1: Sequence[Value], name1: str, list2: Sequence[Value], name2: str
) -> None:
    """``errorIfTypeOrShapeMismatch`` on two value lists."""
    if len(list1) != len(list2):
        raise VerifyError(
            f"require same number of values in {name1} ({len(list1)}) and "
            f"{name2} ({len(list2)})"
        )
    for value1, value2 in zip(list1, list2):
        _types_match(value1.type, name1, value2.type, name2)


def _size_one(ty: object) -> bool:
    """``errorIfShapeNotSizeOne`` succeeds: unranked, dynamic or one element."""
    if not isinstance(ty, RankedTensorType) or any(d < 0 for d in ty.shape):
        return True
    return math.prod(ty.shape) == 1


def _entry(op: Operation, index: int) -> Block | None:
    region = op.regions[index]
    return region.blocks[0] if region.blocks else None


def _yielded(block: Block) -> list[Value]:
    """The operands of the block's ``tosa.yield``."""
    term = block.terminator
    if term is None or term.name != "tosa.yield":
        return []
    return [use.value for use in term.operand_uses]


def _operands(op: Operation, first: int) -> list[Value]:
    return [use.value for use in op.operand_uses[first:]]


@implement_op("tosa.cond_if", "verify")
def verify_cond_if(op: Operation) -> None:
    """Branch arguments match ``input_list``, branch results match the op's
    results, and the condition holds one element."""
    inputs, results = _operands(op, 1), list(op.results)
    for index, branch in ((0, "'then_graph'"), (1, "'else_graph'")):
        block = _entry(op, index)
        if block is not None:
            _lists_match(block.arguments, f"{branch} arguments", inputs, "'input_list'")
    for index, branch in ((0, "'then_graph'"), (1, "'else_graph'")):
        block = _entry(op, index)
        if block is not None:
            _lists_match(_yielded(block), f"{branch} results", results, "'output_list'")
    cond_type = op.operand_uses[0].value.type
    if not _size_one(cond_type):
        raise VerifyError(
            f"'condition' must be a size 1 tensor, got {quoted(cond_type)}"
        )


@implement_op("tosa.while_loop", "verify")
def verify_while_loop(op: Operation) -> None:
    """Inputs, results, both graphs' arguments and the body's results agree;
    the condition graph yields one single-element boolean tensor."""
    inputs = _operands(op, 0)
    _lists_match(inputs, "'input_list'", list(op.results), "'output_list'")
    cond, body = _entry(op, 0), _entry(op, 1)
    if cond is None or body is None:
        return
    _lists_match(cond.arguments, "'cond_graph' arguments", inputs, "'input_list'")
    _lists_match(body.arguments, "'body_graph' arguments", inputs, "'input_list'")
    _lists_match(_yielded(body), "'body_graph' results", inputs, "'input_list'")
    cond_yield = _yielded(cond)
    if len(cond_yield) != 1:
        raise VerifyError("require 'cond_graph' only have one result")
    out_type = cond_yield[0].type
    if not _size_one(out_type):
        raise VerifyError(
            f"'cond_graph' result must be a size 1 tensor, got {quoted(out_type)}"
        )
    element = getattr(out_type, "element_type", out_type)
    if not (isinstance(element, IntegerType) and element.width == 1):
        raise VerifyError(
            f"'cond_graph' result must be a boolean tensor, got {quoted(out_type)}"
        )
