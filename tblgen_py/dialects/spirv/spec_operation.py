"""``spirv.SpecConstantOperation`` (MLIR's ``SPIRVOps.cpp``): ``wraps`` one
op in the generic form, kept in the op's region before a ``spirv.mlir.yield``
of its result; the wrapped op must be usable in a spec constant operation and
read only constants."""

from __future__ import annotations

from typing import TYPE_CHECKING

from tblgen_py.dialects.asm_support import op_error
from tblgen_py.runtime.ir.block import Block
from tblgen_py.runtime.ir.operation import Operation
from tblgen_py.runtime.ir.region import Region
from tblgen_py.runtime.ir.verifier import VerifyError
from tblgen_py.runtime.ods.hooks import implement_op
from tblgen_py.runtime.text.lexer import TokenKind
from tblgen_py.runtime.text.op_state import OperationState

if TYPE_CHECKING:
    from tblgen_py.runtime.text.parser import Parser
    from tblgen_py.runtime.text.printer import OpPrinter

_CONSTANT_SOURCES = (
    "spirv.Constant",
    "spirv.mlir.referenceof",
    "spirv.SpecConstantOperation",
)


@implement_op("spirv.SpecConstantOperation", "parse")
def parse_spec_constant_operation(parser: Parser, state: OperationState) -> None:
    """`wraps` generic-op attr-dict"""
    if parser.parse_optional_keyword("wraps") is None:
        op_error(parser, "expected 'wraps'")
    if parser.tok.kind is not TokenKind.STRING:
        parser.error_wrong_token("expected operation name in quotes")
    wrapped = parser.parse_generic_operation()
    block = Block()
    block.append(wrapped)
    yield_cls = parser.context.lookup_or_load_op_class("spirv.mlir.yield")
    yield_op = (yield_cls or Operation).create(
        "spirv.mlir.yield", [wrapped.results[0]], location=wrapped.location
    )
    block.append(yield_op)
    state.regions = [Region([block])]
    state.result_types = [wrapped.results[0].type]
    state.location = wrapped.location
    state.attributes = parser.parse_optional_attr_dict()


@implement_op("spirv.SpecConstantOperation", "print")
def print_spec_constant_operation(op: Operation, printer: OpPrinter) -> None:
    """`` wraps "spirv.IAdd"(%0, %1) : (i32, i32) -> i32``."""
    printer.write(" wraps ")
    printer.print_generic(op.regions[0].blocks[0].first_op)  # type: ignore[arg-type]


@implement_op("spirv.SpecConstantOperation", "verify_regions")
def verify_spec_constant_operation(op: Operation) -> None:
    """One wrapped op (and the yield), usable in a spec constant operation,
    whose operands are constants."""
    block = op.regions[0].blocks[0]
    ops = list(block)
    if len(ops) != 2:
        raise VerifyError("expected exactly 2 nested ops")
    enclosed = ops[0]
    if "UsableInSpecConstantOp" not in getattr(type(enclosed), "ODS_TRAITS", ()):
        raise VerifyError("invalid enclosed op")
    for use in enclosed.operand_uses:
        owner = use.value.defining_op
        if owner is None or owner.name not in _CONSTANT_SOURCES:
            raise VerifyError(
                "invalid operand, must be defined by a constant operation"
            )
