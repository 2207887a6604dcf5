"""MLIR's ``ControlFlowOps.cpp``: the verifiers of ``spirv.Select``,
``spirv.FunctionCall`` and ``spirv.Unreachable``; ``spirv.BranchConditional``'s
syntax (branch weights) and verifier, the branches' successor operands; the
syntax and region verifiers of ``spirv.mlir.loop``/``spirv.mlir.selection``."""

from __future__ import annotations

from typing import TYPE_CHECKING

from tblgen_py.dialects._support import lookup_symbol, quoted
from tblgen_py.dialects.asm_support import (
    attr_from_text,
    segment_sizes,
    set_attributes,
    set_property,
)
from tblgen_py.dialects.function_interface import function_type_parts
from tblgen_py.dialects.llvm.call_asm import successor_and_uses, successor_text
from tblgen_py.dialects.spirv.module import enum_keyword, parse_enum_keyword
from tblgen_py.runtime.ir.attributes import ArrayAttr
from tblgen_py.runtime.ir.block import Block
from tblgen_py.runtime.ir.operation import Operation
from tblgen_py.runtime.ir.region import Region
from tblgen_py.runtime.ir.types import IntegerType, VectorType
from tblgen_py.runtime.ir.value import Value
from tblgen_py.runtime.ir.verifier import VerifyError
from tblgen_py.runtime.ods.hooks import implement_op
from tblgen_py.runtime.ods.opbase import OpView
from tblgen_py.runtime.text.lexer import TokenKind
from tblgen_py.runtime.text.op_state import OperationState

if TYPE_CHECKING:
    from tblgen_py.runtime.text.parser import Parser
    from tblgen_py.runtime.text.printer import OpPrinter


@implement_op("spirv.Select", "verify")
def verify_select(op: Operation) -> None:
    """A vector condition selects between vectors of as many elements."""
    condition = op.operand_uses[0].value.type
    if not isinstance(condition, VectorType):
        return
    result = op.results[0].type
    if not isinstance(result, VectorType):
        raise VerifyError(
            "result expected to be of vector type when condition is of vector type"
        )
    if result.num_elements != condition.num_elements:
        raise VerifyError(
            "result should have the same number of elements as the condition "
            "when condition is of vector type"
        )


# -- branches ------------------------------------------------------------------------
@implement_op("spirv.Branch", "getSuccessorOperands")
def _branch_operands(op: OpView, index: int) -> list[Value]:
    """Every operand goes to the single target."""
    return list(op._ods_operands(0))


@implement_op("spirv.BranchConditional", "getSuccessorOperands")
def _cond_branch_operands(op: OpView, index: int) -> list[Value]:
    """The true target's operands for successor 0, the false target's for 1."""
    return list(op._ods_operands(1 + index))


@implement_op("spirv.BranchConditional", "parse")
def parse_branch_conditional(parser: Parser, state: OperationState) -> None:
    """%cond ([true-weight, false-weight])? `,` ^true(args)? `,` ^false(args)?"""
    condition = parser.resolve_operand(parser.parse_operand(), IntegerType.get(1))
    attrs: dict[str, object] = {}
    if parser.consume_if("[") is not None:
        i32 = IntegerType.get(32)
        first = parser.parse_attribute(i32)
        parser.expect(",", "expected ','")
        second = parser.parse_attribute(i32)
        parser.expect("]", "expected ']'")
        attrs["branch_weights"] = ArrayAttr.get([first, second])
    parser.expect(",", "expected ','")
    true_block, true_values = successor_and_uses(parser)
    parser.expect(",", "expected ','")
    false_block, false_values = successor_and_uses(parser)
    state.operands = [condition, *true_values, *false_values]
    state.successors = [true_block, false_block]
    set_attributes(parser, state, attrs)
    sizes = segment_sizes(1, len(true_values), len(false_values))
    set_property(state, "operandSegmentSizes", sizes)


@implement_op("spirv.BranchConditional", "print")
def print_branch_conditional(op: OpView, printer: OpPrinter) -> None:
    """``%c [5, 10], ^bb1(%x : i32), ^bb2``"""
    text = " " + printer.value_name(op.operand_uses[0].value)
    weights = op.get_attr("branch_weights")
    if isinstance(weights, ArrayAttr):
        values = ", ".join(str(getattr(w, "value", w)) for w in weights.elements)
        text += f" [{values}]"
    for index, block in enumerate(op.successors):
        values_of = list(op._ods_operands(1 + index))
        text += ", " + successor_text(printer, block, values_of)
    printer.write(text)


@implement_op("spirv.BranchConditional", "verify")
def verify_branch_conditional(op: Operation) -> None:
    """Two branch weights, not both zero."""
    weights = op.get_attr("branch_weights")
    if not isinstance(weights, ArrayAttr):
        return
    if len(weights.elements) != 2:
        raise VerifyError("must have exactly two branch weights")
    if all(getattr(w, "value", 1) == 0 for w in weights.elements):
        raise VerifyError("branch weights cannot both be zero")


# -- spirv.FunctionCall --------------------------------------------------------------
@implement_op("spirv.FunctionCall", "verify")
def verify_function_call(op: Operation) -> None:
    """At most one result."""
    if len(op.results) > 1:
        raise VerifyError(
            "expected callee function to have 0 or 1 result, but provided "
            f"{len(op.results)}"
        )


@implement_op("spirv.FunctionCall", "verifySymbolUses")
def verify_function_call_uses(op: Operation) -> None:
    """The callee is a ``spirv.func`` whose signature the call matches."""
    callee = op.get_attr("callee")
    found = lookup_symbol(op, callee)
    name = getattr(callee, "root", "")
    if found is None or found.name != "spirv.func":
        raise VerifyError(f"callee function '{name}' not found in nearest symbol table")
    inputs, results = function_type_parts(found)
    operands = [use.value.type for use in op.operand_uses]
    if len(inputs) != len(operands):
        raise VerifyError(
            "has incorrect number of operands for callee: expected "
            f"{len(inputs)}, but provided {len(operands)}"
        )
    for index, (wanted, got) in enumerate(zip(inputs, operands)):
        if wanted != got:
            raise VerifyError(
                f"operand type mismatch: expected operand type {quoted(wanted)}, but "
                f"provided {quoted(got)} for operand number {index}"
            )
    if len(results) != len(op.results):
        raise VerifyError(
            "has incorrect number of results has for callee: expected "
            f"{len(results)}, but provided {len(op.results)}"
        )
    if op.results and op.results[0].type != results[0]:
        raise VerifyError(
            f"result type mismatch: expected {quoted(results[0])}, but provided "
            f"{quoted(op.results[0].type)}"
        )


@implement_op("spirv.Unreachable", "verify")
def verify_unreachable(op: Operation) -> None:
    """Not in an entry block."""
    block = op.parent
    region = op.parent_region
    if region is not None and region.blocks and region.blocks[0] is block:
        raise VerifyError("cannot be used in reachable block")


# -- spirv.mlir.loop / spirv.mlir.selection -----------------------------------------
def _parse_control(parser: Parser, mnemonic: str) -> object:
    """(`control` `(` keyword `)`)?, ``None`` when absent."""
    if parser.parse_optional_keyword("control"):
        parser.expect("(", "expected '('")
        control = parse_enum_keyword(parser, mnemonic)
        parser.expect(")", "expected ')'")
        return control
    return attr_from_text(parser, f"#spirv.{mnemonic}<None>")


def _parse_structured(parser: Parser, state: OperationState, kind: str) -> None:
    attrs = {f"{kind}_control": _parse_control(parser, f"{kind}_control")}
    if kind == "selection" and parser.tok.kind is TokenKind.ARROW:
        parser.consume()
        state.result_types = list(parser.parse_type_list_no_parens())
    body = Region()
    parser.parse_region(body)
    state.regions = [body]
    set_attributes(parser, state, attrs)


def _print_structured(op: Operation, printer: OpPrinter, kind: str) -> None:
    control = enum_keyword(printer, op.get_attr(f"{kind}_control"))
    text = f" control({control})" if control != "None" else ""
    if op.results:
        text += " -> " + ", ".join(printer.type_str(r.type) for r in op.results)
    printer.write(text + " ")
    printer.print_region(op.regions[0], False, True)


@implement_op("spirv.mlir.loop", "parse")
def parse_loop(parser: Parser, state: OperationState) -> None:
    """(`control` `(` LoopControl `)`)? region"""
    _parse_structured(parser, state, "loop")


@implement_op("spirv.mlir.loop", "print")
def print_loop(op: Operation, printer: OpPrinter) -> None:
    """``control(Unroll) { ... }``"""
    _print_structured(op, printer, "loop")


@implement_op("spirv.mlir.selection", "parse")
def parse_selection(parser: Parser, state: OperationState) -> None:
    """(`control` `(` SelectionControl `)`)? (`->` types)? region"""
    _parse_structured(parser, state, "selection")


@implement_op("spirv.mlir.selection", "print")
def print_selection(op: Operation, printer: OpPrinter) -> None:
    """``control(Flatten) -> i32 { ... }``"""
    _print_structured(op, printer, "selection")


def _is_merge_block(block: Block) -> bool:
    ops = list(block)
    return len(ops) == 1 and ops[0].name == "spirv.mlir.merge"


def _check_merge(region: Region) -> None:
    if not _is_merge_block(region.blocks[-1]):
        raise VerifyError(
            "last block must be the merge block with only one 'spirv.mlir.merge' op"
        )
    for block in region.blocks[:-1]:
        if any(op.name == "spirv.mlir.merge" for op in block):
            raise VerifyError(
                "should not have 'spirv.mlir.merge' op outside the merge block"
            )


@implement_op("spirv.mlir.selection", "verify_regions")
def verify_selection(op: Operation) -> None:
    """A header block, then the cases, then the merge block."""
    region = op.regions[0]
    if not region.blocks:
        return
    _check_merge(region)
    if len(region.blocks) == 1:
        raise VerifyError("must have a selection header block")


@implement_op("spirv.mlir.loop", "verify_regions")
def verify_loop(op: Operation) -> None:
    """Entry, header, body, continue and merge blocks in that order."""
    region = op.regions[0]
    blocks = region.blocks
    if not blocks:
        return
    _check_merge(region)
    if len(blocks) == 1:
        raise VerifyError("must have an entry block branching to the loop header block")
    if len(blocks) == 2:
        raise VerifyError("must have a loop header block branched from the entry block")
    entry, header = blocks[0], blocks[1]
    entry_ops = list(entry)
    if not (
        len(entry_ops) == 1
        and entry_ops[0].name == "spirv.Branch"
        and entry_ops[0].successors[0] is header
    ):
        raise VerifyError(
            "entry block must only have one 'spirv.Branch' op to the second block"
        )
    if len(blocks) == 3:
        raise VerifyError(
            "requires a loop continue block branching to the loop header block"
        )
    if not any(s is header for s in _successors(blocks[-2])):
        raise VerifyError(
            "second to last block must be the loop continue block that branches to "
            "the loop header block"
        )
    for block in blocks[2:-2]:
        if any(s is header for s in _successors(block)):
            raise VerifyError(
                "can only have the entry and loop continue block branching to the "
                "loop header block"
            )


def _successors(block: Block) -> list[Block]:
    last = block.last_op
    return list(last.successors) if last is not None else []
