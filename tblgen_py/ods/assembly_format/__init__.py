"""Declarative assembly formats of ops: parsed once into a tree, validated
with ``mlir-tblgen``'s messages (see ``shared/spec/OpDefinitions.md``)."""

from __future__ import annotations

from tblgen_py.ods.assembly_format.elements import Element
from tblgen_py.ods.assembly_format.lexer import FormatError
from tblgen_py.ods.assembly_format.op_parser import BindingState, OpFormatParser
from tblgen_py.ods.assembly_format.op_verify import TypeResolution
from tblgen_py.ods.operator import Operator


class OpFormat:
    """A validated op format: its elements, what they bind, and how each type
    the format leaves out is found."""

    __slots__ = (
        "elements",
        "seen",
        "infers_result_types",
        "operand_resolutions",
        "result_resolutions",
    )

    def __init__(self, parser: OpFormatParser, elements: list[Element]) -> None:
        self.elements = elements
        self.seen: BindingState = parser.seen
        self.infers_result_types = parser.infers_result_types
        self.operand_resolutions = parser.operand_resolutions
        self.result_resolutions = parser.result_resolutions


def parse_op_format(op: Operator) -> OpFormat:
    """Parse and validate ``op.assembly_format`` (raises FormatError)."""
    parser = OpFormatParser(op.assembly_format, op)
    return OpFormat(parser, parser.parse())


__all__ = ["FormatError", "OpFormat", "TypeResolution", "parse_op_format"]
