"""``emitc.include``'s syntax (``<"header">`` for a standard include) and
``emitc.apply``'s verifier (MLIR's ``EmitC.cpp``)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from tblgen_py.dialects.asm_support import (
    merged_attrs,
    name_offset,
    op_error,
    set_attributes,
)
from tblgen_py.runtime.ir.attributes import StringAttr, UnitAttr
from tblgen_py.runtime.ir.operation import Operation
from tblgen_py.runtime.ir.verifier import VerifyError
from tblgen_py.runtime.ods.hooks import implement_op
from tblgen_py.runtime.text.lexer import TokenKind
from tblgen_py.runtime.text.op_state import OperationState

if TYPE_CHECKING:
    from tblgen_py.runtime.text.parser import Parser
    from tblgen_py.runtime.text.printer import OpPrinter


@implement_op("emitc.include", "parse")
def parse_include(parser: Parser, state: OperationState) -> None:
    """`<` "header" `>` | "header\" """
    at = name_offset(parser)  # MLIR reports these at the op name
    standard = parser.consume_if("<") is not None
    if parser.tok.kind is not TokenKind.STRING:
        op_error(parser, "expected string attribute", at)
    attrs: dict[str, object] = {"include": parser.parse_attribute()}
    if standard:
        if parser.consume_if(">") is None:
            op_error(parser, "expected trailing '>' for standard include", at)
        attrs["is_standard_include"] = UnitAttr.get()
    set_attributes(parser, state, attrs)


@implement_op("emitc.include", "print")
def print_include(op: Operation, printer: OpPrinter) -> None:
    """``<"stdint.h">`` or ``"my.h"``."""
    attrs = merged_attrs(op)
    header = attrs.get("include")
    text = f'"{header.value if isinstance(header, StringAttr) else ""}"'
    if attrs.get("is_standard_include") is not None:
        text = f"<{text}>"
    printer.write(" " + text)


def _is(ty: object, mnemonic: str) -> bool:
    return getattr(ty, "DIALECT_MNEMONIC", None) == ("emitc", mnemonic)


@implement_op("emitc.apply", "verify")
def verify_apply(op: Operation) -> None:
    """``&`` of an lvalue to a pointer, or ``*`` of a pointer."""
    applied = op.get_attr("applicableOperator")
    text = applied.value if isinstance(applied, StringAttr) else ""
    if not text:
        raise VerifyError("applicable operator must not be empty")
    if text not in ("&", "*"):
        raise VerifyError("applicable operator is illegal")
    operand = op.operand_uses[0].value.type
    result = op.results[0].type
    if text == "&":
        if not _is(operand, "lvalue"):
            raise VerifyError("operand type must be an lvalue when applying `&`")
        if not _is(result, "ptr"):
            raise VerifyError("result type must be a pointer when applying `&`")
    elif not _is(operand, "ptr"):
        raise VerifyError("operand type must be a pointer when applying `*`")
