"""A declarative format's printed text, kept per printer modulo SSA names.

An op whose format has only directives that print from the op's own data
(literals, operands, types, attributes, properties, optional groups over
them) prints the same text for every op of its class with the same
properties, attributes, operand and result counts, indentation and those
operand and result types its format prints (``OpFormat.operand_typed``,
``result_typed``): only the names of its operands differ.  ``FormatMemo`` keeps, per such key, the text
cut at the operand names (and which operand each name is), recorded by
printing the op once with the names stood in for; later ops of the key are
written from it.  The memo belongs to one printer, whose aliases and
context the kept text depends on.
"""

from __future__ import annotations

from operator import attrgetter
from typing import TYPE_CHECKING

from tblgen_py.runtime.text.ssa_names import UNKNOWN_VALUE

if TYPE_CHECKING:
    from tblgen_py.runtime.ods.asm_format import OpFormat
    from tblgen_py.runtime.ods.opbase import OpView
    from tblgen_py.runtime.text.printer import OpPrinter

_HOLE = "\0"
"""Where an operand's name goes: no printed attribute or type holds a NUL
(strings print it escaped)."""
_MAX_ENTRIES = 20_000
"""Keys kept per printer: a module of distinct ops stops paying for records."""

_USE_TYPE = attrgetter("value.type")
_RESULT_TYPE = attrgetter("type")
_ONE_OBJECT = object()
"""Marks a key whose properties are one object rather than a dictionary."""


class Entry:
    """A kept text: ``head``, then per operand name the operand's position
    and the text after it; ``same``: groups of operand positions that were
    one value when recorded (the name's hole stood for each of them, so an
    op is written from the entry only if it too uses one value there)."""

    __slots__ = ("head", "tail", "same", "fast")

    def __init__(
        self,
        head: str,
        tail: tuple[tuple[int, str], ...],
        same: tuple[tuple[int, ...], ...],
    ) -> None:
        self.head = head
        self.tail = tail
        self.same = same
        self.fast = not same
        """Whether every op of the key is written from the entry."""

    def write(self, op: OpView, printer: OpPrinter) -> None:
        """Write ``op``'s text: the kept text with its operands' names."""
        names = printer.names.values.get
        uses = op.operand_uses
        text = self.head
        for index, piece in self.tail:
            text += names(uses[index].value, UNKNOWN_VALUE) + piece
        printer.out.append(text)

    def fits(self, op: OpView) -> bool:
        """Whether ``op`` uses one value at each of the entry's ``same`` groups
        (never for the markers of keys not recorded yet)."""
        uses = op.operand_uses
        for group in self.same:
            if not group:
                return False
            value = uses[group[0]].value
            if any(uses[index].value is not value for index in group[1:]):
                return False
        return True


class _NameHoles:
    """Stands for the printer's SSA names while a format's text is recorded:
    each name is a hole, noted by the operand it names."""

    __slots__ = ("operands", "order", "complete", "same")

    def __init__(self, operands: list[object]) -> None:
        self.operands = operands
        self.order: list[int] = []
        self.complete = True
        """False once a name of a value that is no operand was asked for."""
        self.same: set[tuple[int, ...]] = set()
        """The operand positions of each value named that is several
        operands: which of them a hole stands for cannot be told."""

    def value_name(self, value: object) -> str:
        """A hole for ``value``'s name, noted by the operand's position."""
        found = [i for i, operand in enumerate(self.operands) if operand is value]
        if not found:
            self.complete = False
            return _HOLE
        if len(found) > 1:
            self.same.add(tuple(found))
        self.order.append(found[0])
        return _HOLE


# Markers, which no op fits (their one group of operands is empty):
_SEEN = Entry("", (), ((),))
"""The entry of a key printed once: recorded the next time."""
_NEW = Entry("", (), ((),))
"""The entry of a key not printed before."""


class FormatMemo:
    """One printer's kept format texts: key -> ``Entry``, ``_SEEN`` for a key
    printed once, or None for a key whose text cannot be kept."""

    __slots__ = ("entries",)

    def __init__(self) -> None:
        self.entries: dict[tuple[object, ...], Entry | None] = {}

    def kept(self) -> list[Entry]:
        """The texts recorded, in the order of their keys' first ops."""
        return [e for e in self.entries.values() if e is not None and e is not _SEEN]

    def print(self, fmt: OpFormat, op: OpView, printer: OpPrinter) -> None:
        """Write ``op``'s custom form through ``fmt``, from the memo if kept."""
        props = op.properties
        uses = op.operand_uses
        results = op.results
        # the operand and result counts split the types (and place the
        # operand groups); a None ends the properties' (name, value) pairs,
        # which the attributes' follow; types only of the kinds printed
        key: tuple[object, ...]
        if type(props) is dict:
            key = (fmt, printer.indent, len(uses), len(results), *props.items(), None)
        else:
            key = (fmt, printer.indent, len(uses), len(results), _ONE_OBJECT, props)
        attrs = op.attributes
        if attrs:
            key += (*attrs.items(),)
        if fmt.operand_typed:
            if fmt.result_typed:
                key += (*map(_USE_TYPE, uses), *map(_RESULT_TYPE, results))
            else:
                key += (*map(_USE_TYPE, uses),)
        elif fmt.result_typed:
            key += (*map(_RESULT_TYPE, results),)
        entries = self.entries
        try:
            found = entries.get(key, _NEW)
        except TypeError:  # a property that is no attribute, unhashable
            fmt.print_directives(op, printer)
            return
        if found is not None and (found.fast or found.fits(op)):
            names = printer.names.values.get  # Entry.write, inline
            text = found.head
            for index, piece in found.tail:
                text += names(uses[index].value, UNKNOWN_VALUE) + piece
            printer.out.append(text)
            return
        if found is _NEW:
            if len(entries) < _MAX_ENTRIES:
                entries[key] = _SEEN  # kept when it comes again
        elif found is not None:
            # printed once, or kept from an op using one value several times
            # where this op does not: record the text from this op
            recorded = self._record(fmt, op, printer)
            if found is _SEEN or (recorded is not None and not recorded.same):
                entries[key] = recorded
            if recorded is not None:
                recorded.write(op, printer)
                return
        fmt.print_directives(op, printer)

    @staticmethod
    def _record(fmt: OpFormat, op: OpView, printer: OpPrinter) -> Entry | None:
        """``op``'s text cut at its operand names (None: a name was not an
        operand's)."""
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
        if not holes.complete or len(pieces) != len(holes.order) + 1:
            return None
        return Entry(
            pieces[0], tuple(zip(holes.order, pieces[1:])), tuple(sorted(holes.same))
        )
