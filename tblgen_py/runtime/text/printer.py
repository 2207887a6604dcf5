"""MLIR printer for operations: the generic form, byte-identical to mlir-opt."""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from functools import partial
from types import MethodType
from typing import Protocol

from tblgen_py.runtime.ir.block import Block
from tblgen_py.runtime.ods.format_memo import FormatMemo
from tblgen_py.runtime.ir.context import Context
from tblgen_py.runtime.ir.location import UnknownLoc
from tblgen_py.runtime.ir.operation import IsTerminator, Operation
from tblgen_py.runtime.ir.region import Region
from tblgen_py.runtime.ir.value import Value
from tblgen_py.runtime.ir.attributes import UnitAttr
from tblgen_py.runtime.ir.types import FunctionType, Type
from tblgen_py.runtime.text.ssa_names import (
    UNKNOWN_VALUE,
    SSANames,
    escape_string,
    print_attr_name,
)
from tblgen_py.runtime.text.attr_printer import AttrTypePrinter
from tblgen_py.runtime.text.alias_items import alias_items
from tblgen_py.runtime.text.resources import resources_text


@dataclass
class PrintOptions:
    """Printer flags mirroring mlir-opt's ``--mlir-print-*`` options."""

    generic: bool = True
    """Print every op in the generic form (``--mlir-print-op-generic``)."""
    debuginfo: bool = False
    """Print locations (``--mlir-print-debuginfo``)."""
    local_scope: bool = False
    """Print no alias definitions; inline everything (``--mlir-print-local-scope``)."""


_UNIT = UnitAttr.get()
_UNKNOWN_LOC = UnknownLoc.get()
_UNSET = object()
_PrintFn = Callable[[Operation, "OpPrinter"], None]
"""A custom printer: writes the op's custom form after its name."""


def _print_through_attribute(op: Operation, printer: OpPrinter) -> None:
    """The custom printer of an op whose ``print`` is found anew per op."""
    op.print(printer)  # type: ignore[attr-defined]


class CustomPrintable(Protocol):
    """An op class with a custom assembly form."""

    def print(self, printer: OpPrinter) -> None:
        """Print the op's custom form after its name."""


class OpPrinter:
    """Prints operations, regions and blocks into an in-memory buffer."""

    __slots__ = (
        "options",
        "attrs",
        "names",
        "out",
        "indent",
        "context",
        "dialects",
        "_type_cache",
        "_attr_cache",
        "format_memo",
        "_print_fns",
        "_short_names",
        "_short_by_dialect",
        "_default_dialects",
    )

    def __init__(
        self, options: PrintOptions | None = None, context: Context | None = None
    ) -> None:
        self.options = options or PrintOptions()
        self.context = context
        self.dialects = ["builtin"]
        self.attrs = AttrTypePrinter(self.options.debuginfo, self.options.local_scope)
        self.names = SSANames()
        self.out: list[str] = []
        self.indent = 0
        self._type_cache: dict[object, str] = {}
        self._attr_cache: dict[object, str] = {}
        self.format_memo = FormatMemo()
        """Declarative formats' texts printed before, modulo SSA names."""
        self._print_fns: dict[type, _PrintFn | None] = {}
        """Each op class's custom printer (None: the generic form)."""
        self._short_by_dialect: dict[str, dict[str, str]] = {"builtin": {}}
        """Per default dialect, op names as printed (the dialect's prefix dropped)."""
        self._short_names = self._short_by_dialect["builtin"]
        """Those of the default dialect of the region being printed."""
        self._default_dialects: dict[type, str] = {}
        """Each op class's default dialect (``getDefaultDialect``)."""

    # -- entry points ---------------------------------------------------------
    def print_top_level(self, op: Operation) -> str:
        """Print ``op`` as mlir-opt prints a whole module (aliases included)."""
        self.names.number(op, self.options.generic)
        attrs = self.attrs
        if not self.options.local_scope:
            attrs.collect_aliases(
                alias_items(op, self.options.debuginfo, self.options.generic)
            )
        attrs.resource_uses.clear()
        self.out = [attrs.print_alias_definitions()]
        self.print_operation(op)
        if self.options.local_scope:
            return "".join(self.out)
        self.out.append("\n")
        self.out.append(attrs.print_alias_definitions(deferred=True))
        text = "".join(self.out)
        if self.context is not None and self.context.resources:
            text += resources_text(self.context.resources, attrs.resource_uses)
        return text

    # -- pieces used by custom printers ---------------------------------------
    def write(self, text: str) -> None:
        """Append raw text."""
        self.out.append(text)

    def type_str(self, ty: object) -> str:
        """A type's text, cached per printer."""
        text = self._type_cache.get(ty)
        if text is None:
            text = self._type_cache[ty] = self.attrs.print_type(ty)  # type: ignore[arg-type]
        return text

    def attr_str(self, attr: object) -> str:
        """An attribute's text (aliases applied), cached per printer."""
        text = self._attr_cache.get(attr)
        if text is None:
            text = self._attr_cache[attr] = self.attrs.print_attribute(attr)  # type: ignore[arg-type]
        return text

    def value_name(self, value: Value) -> str:
        """The SSA name of ``value``."""
        return self.names.value_name(value)

    def block_name(self, block: Block) -> str:
        """The label of ``block``."""
        return self.names.block_name(block)

    def print_operand(self, value: Value) -> None:
        """Write ``%name``."""
        self.out.append(self.names.value_name(value))

    def print_operands(self, values: Iterable[Value]) -> None:
        """Write ``%a, %b``."""
        name = self.names.value_name
        self.out.append(", ".join([name(v) for v in values]))

    def print_type(self, ty: object) -> None:
        """Write a type."""
        self.out.append(self.type_str(ty))

    def print_types(self, types: Iterable[object]) -> None:
        """Write ``t1, t2``."""
        type_str = self.type_str
        self.out.append(", ".join([type_str(t) for t in types]))

    def print_attribute(self, attr: object) -> None:
        """Write an attribute."""
        self.out.append(self.attr_str(attr))

    def print_successor(self, block: Block) -> None:
        """Write ``^bbN``."""
        self.out.append(self.names.block_name(block))

    def print_optional_attr_dict(
        self, attrs: dict[str, object], elided: Iterable[str] = ()
    ) -> None:
        """Write `` {...}`` unless empty after elision."""
        self.out.append(self.attr_dict_str(attrs, elided))

    def attr_dict_str(
        self, attrs: dict[str, object], elided: Iterable[str] = ()
    ) -> str:
        """`` {a = 1, b}`` for a non-empty dictionary, else the empty string."""
        if not attrs:
            return ""
        skip = set(elided)
        keys = sorted(k for k in attrs if k not in skip)
        if not keys:
            return ""
        return " {" + self._dict_body(attrs, keys) + "}"

    def _dict_body(self, attrs: dict[str, object], keys: list[str]) -> str:
        parts = []
        unit = _UNIT
        for key in keys:
            value = attrs[key]
            name = print_attr_name(key)
            parts.append(name if value is unit else f"{name} = {self.attr_str(value)}")
        return ", ".join(parts)

    def attr_dict_with_keyword_str(
        self, attrs: dict[str, object], elided: Iterable[str] = ()
    ) -> str:
        """`` attributes {...}`` for a non-empty dictionary, else empty."""
        text = self.attr_dict_str(attrs, elided)
        return " attributes" + text if text else ""

    def properties_str(self, props: object) -> str:
        """`` <{...}>`` for an op's properties, empty when it has none."""
        if props is None:
            return ""
        if isinstance(props, dict):
            return " <{" + self._dict_body(props, sorted(props)) + "}>"
        return f" <{self.attr_str(props)}>"

    def location_str(self, loc: object, allow_alias: bool = True) -> str:
        """`` loc(...)`` when debug info is printed, else the empty string."""
        if not self.options.debuginfo:
            return ""
        if loc is None:
            loc = _UNKNOWN_LOC
        if allow_alias:
            return " " + self.attrs.print_location(loc)  # type: ignore[arg-type]
        return " loc(" + self.attrs.print_location_body(loc, True) + ")"  # type: ignore[arg-type]

    # -- operations -----------------------------------------------------------
    def print_operation(self, op: Operation) -> None:
        """Print one op (no indentation, no newline) and its regions."""
        out = self.out
        results = op.results
        if results:
            names = self.names  # SSANames.result_group, inline
            group = names.groups.get(op)
            if group is None:
                group = names.values.get(results[0], UNKNOWN_VALUE)
            out.append(group + " = ")
        options = self.options
        if options.generic:
            self.print_generic(op)
        else:
            custom = self._print_fns.get(type(op), _UNSET)
            if custom is _UNSET:
                custom = self._print_fn(op)
            if custom is None:
                self.print_generic(op)
            else:
                name = self._short_names.get(op.name)
                if name is None:
                    name = self._short_name(op.name)
                out.append(name)
                custom(op, self)  # type: ignore[operator]
        if options.debuginfo:
            out.append(self.location_str(op.location))

    def _print_fn(self, op: Operation) -> _PrintFn | None:
        """The custom printer of ``op``'s class as a function of the op and
        the printer (kept per class), or None for the generic form."""
        bound = getattr(op, "print", None)
        found: _PrintFn | None
        if bound is None:
            found = None
        elif isinstance(bound, MethodType) and bound.__self__ is op:
            found = bound.__func__
        elif isinstance(bound, partial) and bound.args == (op,) and not bound.keywords:
            found = bound.func
        else:  # found anew for each op
            found = _print_through_attribute
        self._print_fns[type(op)] = found
        return found

    def _short_name(self, name: str) -> str:
        """``name`` as printed in the current region: without the default
        dialect's prefix if that is its one dot."""
        prefix = self.dialects[-1] + "."
        short = name
        if name.count(".") == 1 and name.startswith(prefix):
            short = name[len(prefix) :]
        self._short_names[name] = short
        return short

    def print_generic(self, op: Operation) -> None:
        """Print the generic form of ``op`` after its result list."""
        out = self.out
        value_name = self.names.value_name
        head = (
            escape_string(op.name)
            + "("
            + ", ".join([value_name(u.value) for u in op.operand_uses])
            + ")"
        )
        if op.successor_uses:
            block_name = self.names.block_name
            head += (
                "[" + ", ".join([block_name(s.block) for s in op.successor_uses]) + "]"
            )
        if op.properties is not None:
            head += self.properties_str(op.properties)
        out.append(head)
        if op.regions:
            out.append(" (")
            first = True
            for region in op.regions:
                if not first:
                    out.append(", ")
                first = False
                self.print_region(region, True, True, True)
            out.append(")")
        tail = self.attr_dict_str(op.attributes) if op.attributes else ""
        out.append(tail + " : " + self.functional_type(op))

    def functional_type(self, op: Operation) -> str:
        """``(operand types) -> result types`` as printFunctionalType does."""
        type_str = self.type_str
        ins = (
            "(" + ", ".join([type_str(u.value.type) for u in op.operand_uses]) + ") -> "
        )
        results = op.results
        if len(results) == 1 and not isinstance(results[0].type, FunctionType):
            return ins + type_str(results[0].type)
        return ins + "(" + ", ".join([type_str(r.type) for r in results]) + ")"

    # -- regions and blocks ---------------------------------------------------
    def print_region(
        self,
        region: Region,
        print_entry_block_args: bool = True,
        print_block_terminators: bool = True,
        print_empty_block: bool = False,
    ) -> None:
        """Print ``{`` blocks ``}`` at the current indentation."""
        out = self.out
        out.append("{\n")
        owner = region.parent
        if owner is None:
            dialect = ""
        else:
            dialect = self._default_dialects.get(type(owner))  # type: ignore[assignment]
            if dialect is None:
                dialect = type(owner).default_dialect
                self._default_dialects[type(owner)] = dialect
        self.dialects.append(dialect)
        outer = self._short_names
        self._short_names = self._short_by_dialect.setdefault(dialect, {})
        blocks = region.blocks
        if blocks:
            entry = blocks[0]
            header = (print_empty_block and entry.first_op is None) or (
                print_entry_block_args and bool(entry.arguments)
            )
            self.print_block(entry, header, print_block_terminators)
            for block in blocks[1:]:
                self.print_block(block, True, True)
        self.dialects.pop()
        self._short_names = outer
        out.append(" " * self.indent + "}")

    def print_block(
        self, block: Block, print_header: bool = True, print_terminator: bool = True
    ) -> None:
        """Print a block's label line (optionally) and its operations."""
        out = self.out
        if print_header:
            out.append(" " * self.indent + self.block_header(block) + "\n")
        self.indent += 2
        pad = " " * self.indent
        op = block.first_op
        last = block.last_op
        if print_terminator or last is None or IsTerminator not in type(last).traits:
            last = None
        if self.options.generic or self.options.debuginfo:
            print_op = self.print_operation
            while op is not None and op is not last:
                out.append(pad)
                print_op(op)
                out.append("\n")
                op = op.next
        elif op is not None and op is not last:
            self._print_custom_ops(op, last, pad)
        self.indent -= 2

    def _print_custom_ops(
        self, op: Operation, last: Operation | None, pad: str
    ) -> None:
        """Print ``op`` and the ops after it up to ``last`` (excluded), a
        line each, in custom form without locations (``print_operation``
        inlined: the printers, short names and result names read once)."""
        append = self.out.append
        groups = self.names.groups
        values = self.names.values
        fns = self._print_fns
        short_names = self._short_names  # (kept: nested regions restore it)
        next_op: Operation | None = op
        while next_op is not None and next_op is not last:
            op = next_op
            results = op.results
            head = pad
            if results:
                group = groups.get(op)
                if group is None:
                    group = values.get(results[0], UNKNOWN_VALUE)
                head = pad + group + " = "
            custom = fns.get(type(op), _UNSET)
            if custom is _UNSET:
                custom = self._print_fn(op)
            if custom is None:
                append(head)
                self.print_generic(op)
            else:
                name = short_names.get(op.name)
                if name is None:
                    name = self._short_name(op.name)
                append(head + name)
                custom(op, self)  # type: ignore[operator]
            append("\n")
            next_op = op.next

    def block_header(self, block: Block) -> str:
        """``^bbN(%a: t, ...):`` plus the predecessor comment."""
        text = self.names.block_name(block)
        if block.arguments:
            parts = []
            for arg in block.arguments:
                part = self.names.value_name(arg) + ": " + self.type_str(arg.type)
                if self.options.debuginfo:
                    part += self.location_str(arg.location, allow_alias=False)
                parts.append(part)
            text += "(" + ", ".join(parts) + ")"
        return text + ":" + self._pred_comment(block)

    def _pred_comment(self, block: Block) -> str:
        if block.parent is None:
            return "  // block is not in a region!"
        uses = block.uses
        if not uses:
            return "" if block.is_entry_block() else "  // no predecessors"
        preds = [use.owner.parent for use in uses]
        if len(preds) == 1:
            return "  // pred: " + self._pred_name(preds[0])
        ordered = sorted(preds, key=self.names.block_order)
        return f"  // {len(ordered)} preds: " + ", ".join(
            self._pred_name(b) for b in ordered
        )

    def _pred_name(self, block: Block | None) -> str:
        return (
            self.names.block_name(block) if block is not None else "<<UNKNOWN BLOCK>>"
        )


def print_operation(
    op: Operation, options: PrintOptions | None = None, in_context: bool = False
) -> str:
    """Print one op without aliases; ``in_context`` names values as its module does."""
    opts = options or PrintOptions()
    printer = OpPrinter(PrintOptions(opts.generic, opts.debuginfo, local_scope=True))
    root = op
    if in_context:
        while root.parent_op is not None:
            root = root.parent_op
    printer.names.number(root, opts.generic)
    printer.out = []
    printer.print_operation(op)
    return "".join(printer.out)


def print_module(
    op: Operation, options: PrintOptions | None = None, context: Context | None = None
) -> str:
    """Print ``op`` exactly as mlir-opt prints its output module."""
    return OpPrinter(options, context).print_top_level(op)
