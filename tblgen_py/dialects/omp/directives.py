"""The ``custom<...>`` directives of ``omp``'s clauses (OpenMPDialect.cpp)::

memory_order(seq_cst)            custom<ClauseAttr>: an enum case keyword
hint(contended, speculative)     custom<SynchronizationHint>: hint bits
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from tblgen_py.dialects.asm_support import attr_from_text, op_error, parse_any_keyword
from tblgen_py.runtime.ir.attributes import IntegerAttr
from tblgen_py.runtime.ir.types import IntegerType
from tblgen_py.runtime.ods.asm_format import register_custom_directive
from tblgen_py.runtime.ods.enums import dialect_attr_text
from tblgen_py.runtime.text.lexer import MLIRParseError

if TYPE_CHECKING:
    from tblgen_py.runtime.text.parser import Parser
    from tblgen_py.runtime.text.printer import OpPrinter

CLAUSE_ENUMS = {
    "bind_kind": "bindkind",
    "cancel_directive": "cancellationconstructtype",
    "memory_order": "memoryorderkind",
    "proc_bind_kind": "procbindkind",
}
"""The enum attribute (``#omp<mnemonic case>``) of each attribute that
``custom<ClauseAttr>`` reads (the clauses' ODS arguments)."""


def parse_clause_attr(parser: Parser, *, names: tuple[str, ...]) -> object:
    """``parseClauseAttr<T>``: a keyword naming a case of the attribute's enum."""
    at = parser.tok.start
    keyword = parse_any_keyword(parser)
    mnemonic = CLAUSE_ENUMS.get(names[0]) if names else None
    if mnemonic is not None:
        try:
            return attr_from_text(parser, f"#omp<{mnemonic} {keyword}>")
        except MLIRParseError:
            pass
    op_error(parser, f"invalid clause value: '{keyword}'", at)


parse_clause_attr.templated_on_attributes = True  # type: ignore[attr-defined]


def print_clause_attr(printer: OpPrinter, op: object, attr: object) -> None:
    """``printClauseAttr``: the case keyword."""
    mnemonic = str(getattr(attr, "MNEMONIC", ""))
    printer.write(dialect_attr_text(attr, "omp", mnemonic))


_HINTS = (
    ("uncontended", 1),
    ("contended", 2),
    ("nonspeculative", 4),
    ("speculative", 8),
)


def parse_synchronization_hint(parser: Parser) -> object:
    """``parseSynchronizationHint``: `none` or a comma list of hint keywords,
    an i64 of their bits."""
    hint = 0
    if not parser.parse_optional_keyword("none"):
        while True:
            keyword = parse_any_keyword(parser)
            bits = dict(_HINTS).get(keyword)
            if bits is None:
                op_error(parser, f"{keyword} is not a valid hint")
            hint |= bits
            if parser.consume_if(",") is None:
                break
    return IntegerAttr.get(IntegerType.get(64), hint)


def print_synchronization_hint(printer: OpPrinter, op: object, attr: object) -> None:
    """``printSynchronizationHint``: `none`, or the hints set."""
    hint = int(getattr(attr, "value", 0))
    names = [name for name, bit in _HINTS if hint & bit]
    printer.write(", ".join(names) if hint else "none")


register_custom_directive("ClauseAttr", parse_clause_attr, print_clause_attr, "omp")
register_custom_directive(
    "SynchronizationHint",
    parse_synchronization_hint,
    print_synchronization_hint,
    "omp",
)
