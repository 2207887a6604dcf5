"""``builtin.unrealized_conversion_cast``: the op dialect conversion leaves
where types disagree, registered with ``builtin.module``::

    %1 = builtin.unrealized_conversion_cast %0 : index to i64
    %2:2 = builtin.unrealized_conversion_cast to i32, f32

Its declarative format, ``($inputs^ `:` type($inputs))? `to` type($outputs)
attr-dict``, written out; it needs at least one result.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from tblgen_py.runtime.ir.operation import Operation, VerifyError

if TYPE_CHECKING:
    from tblgen_py.runtime.text.op_state import OperationState
    from tblgen_py.runtime.text.parser import Parser
    from tblgen_py.runtime.text.printer import OpPrinter


class UnrealizedConversionCastOp(Operation):
    """``builtin.unrealized_conversion_cast``."""

    __slots__ = ()
    OPERATION_NAME = "builtin.unrealized_conversion_cast"
    registered = True

    def verify(self) -> None:
        """``CastOpInterface``'s count check: one result or more."""
        if not self.results:
            raise VerifyError("expected at least one result for cast operation")

    @classmethod
    def parse(cls, parser: Parser, state: OperationState) -> None:
        """(operands `:` types)? `to` types attr-dict."""
        uses = parser.parse_operand_list()
        if uses:
            at = parser.tok.start
            types = parser.parse_colon_type_list()
            state.operands = parser.resolve_operands(uses, types, at)
        parser.parse_keyword("to")
        state.result_types = list(parser.parse_type_list_no_parens())
        state.attributes = parser.parse_optional_attr_dict()

    def print(self, printer: OpPrinter) -> None:
        """The custom form after the op name."""
        values = [use.value for use in self.operand_uses]
        text = ""
        if values:
            text += " " + ", ".join(printer.value_name(v) for v in values)
            text += " : " + ", ".join(printer.type_str(v.type) for v in values)
        text += " to " + ", ".join(printer.type_str(r.type) for r in self.results)
        printer.write(text + printer.attr_dict_str(dict(self.attributes)))
