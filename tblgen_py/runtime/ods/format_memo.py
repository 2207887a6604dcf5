"""A declarative format's printed text, kept per printer modulo SSA names.

An op whose format has only directives that print from the op's own data
(literals, operands, types, attributes, properties, optional groups over
them) prints the same text for every op of its class with the same
properties, attributes, operand and result types and indentation: only the
names of its operands differ.  ``FormatMemo`` keeps, per such key, the text
cut at the operand names (and which operand each name is), recorded by
printing the op once with the names stood in for; later ops of the key are
written from it.  The memo belongs to one printer, whose aliases and
context the kept text depends on.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from tblgen_py.runtime.ods.asm_format import OpFormat
    from tblgen_py.runtime.ods.opbase import OpView
    from tblgen_py.runtime.text.printer import OpPrinter

_HOLE = "\0"
"""Where an operand's name goes: no printed attribute or type holds a NUL
(strings print it escaped)."""
_MAX_ENTRIES = 20_000
"""Keys kept per printer: a module of distinct ops stops paying for records."""


_SEEN: tuple[list[str], list[int]] = ([], [])
"""The entry of a key printed once: recorded the next time."""


class _NameHoles:
    """Stands for the printer's SSA names while a format's text is recorded:
    each name is a hole, noted by the operand it names."""

    __slots__ = ("operands", "order", "complete", "ambiguous")

    def __init__(self, operands: list[object]) -> None:
        self.operands = operands
        self.order: list[int] = []
        self.complete = True
        """False once a name of a value that is no operand was asked for."""
        self.ambiguous = False
        """True once a name was asked for a value that is several operands:
        which operand the hole stands for is unknown."""

    def value_name(self, value: object) -> str:
        """A hole for ``value``'s name, noted by the operand's position."""
        found = [i for i, operand in enumerate(self.operands) if operand is value]
        if not found:
            self.complete = False
        elif len(found) > 1:
            self.ambiguous = True
        else:
            self.order.append(found[0])
        return _HOLE


class FormatMemo:
    """One printer's kept format texts: key -> (text pieces, operand of each
    hole), ``_SEEN`` for a key printed once, or None for a key whose text
    cannot be kept."""

    __slots__ = ("entries",)

    def __init__(self) -> None:
        self.entries: dict[tuple[object, ...], tuple[list[str], list[int]] | None] = {}

    def print(self, fmt: OpFormat, op: OpView, printer: OpPrinter) -> None:
        """Write ``op``'s custom form through ``fmt``, from the memo if kept."""
        props = op.properties
        attrs = op.attributes
        key = (
            fmt,
            printer.indent,
            tuple(props.items()) if type(props) is dict else props,
            tuple(attrs.items()) if attrs else None,
            tuple([use.value.type for use in op.operand_uses]),
            tuple([result.type for result in op.results]),
        )
        entries = self.entries
        try:
            found = entries.get(key, False)
        except TypeError:  # a property that is no attribute, unhashable
            fmt.print_directives(op, printer)
            return
        if found is _SEEN:
            found = self._record(fmt, op, printer)
            if found is _SEEN:  # an op using one value twice: next time
                found = None
            else:
                entries[key] = found
        if found:
            pieces, order = found  # type: ignore[misc]
            name = printer.names.value_name
            uses = op.operand_uses
            text = pieces[0]
            for index, piece in enumerate(pieces[1:]):
                text += name(uses[order[index]].value) + piece
            printer.out.append(text)
            return
        if found is False and len(entries) < _MAX_ENTRIES:
            entries[key] = _SEEN  # kept when it comes again
        fmt.print_directives(op, printer)

    @staticmethod
    def _record(
        fmt: OpFormat, op: OpView, printer: OpPrinter
    ) -> tuple[list[str], list[int]] | None:
        """``op``'s text cut at its operand names (None: a name was not an
        operand's; ``_SEEN``: a name was several operands', so which one each
        hole is cannot be told from this op)."""
        out, names = printer.out, printer.names
        holes = _NameHoles([use.value for use in op.operand_uses])
        printer.out = []
        printer.names = holes  # type: ignore[assignment]
        try:
            fmt.print_directives(op, printer)
            text = "".join(printer.out)
        finally:
            printer.out, printer.names = out, names
        pieces = text.split(_HOLE)
        if holes.ambiguous and holes.complete:
            return _SEEN
        if not holes.complete or len(pieces) != len(holes.order) + 1:
            return None
        return pieces, holes.order
