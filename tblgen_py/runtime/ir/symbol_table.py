"""Symbol tables: ops with a ``sym_name`` in a SymbolTable op's region."""

from __future__ import annotations

from collections.abc import Callable

from tblgen_py.runtime.ir.operation import Operation, SymbolTableTrait

SYM_NAME = "sym_name"


def default_symbol_name(op: Operation) -> str | None:
    """The op's ``sym_name`` as a Python string, when it has one."""
    attr = op.get_attr(SYM_NAME)
    if attr is None:
        return None
    value = getattr(attr, "value", attr)
    return value if isinstance(value, str) else None


class SymbolTable:
    """Name-to-op index over the single block of a symbol-table op."""

    __slots__ = ("op", "symbols", "name_of")

    def __init__(
        self,
        op: Operation,
        name_of: Callable[[Operation], str | None] = default_symbol_name,
    ) -> None:
        if len(op.regions) != 1:
            raise ValueError("a symbol table op must have exactly one region")
        self.op = op
        self.name_of = name_of
        self.symbols: dict[str, Operation] = {}
        for block in op.regions[0].blocks:
            for child in block:
                name = name_of(child)
                if name is not None:
                    self.symbols.setdefault(name, child)

    def lookup(self, name: str) -> Operation | None:
        """The op defining symbol ``name``, if any."""
        return self.symbols.get(name)

    def insert(self, op: Operation, name: str | None = None) -> None:
        """Append ``op`` to the table's block and index it under its name."""
        name = self.name_of(op) if name is None else name
        if name is None:
            raise ValueError("operation has no symbol name")
        if name in self.symbols:
            raise ValueError(f"redefinition of symbol '{name}'")
        region = self.op.regions[0]
        block = region.blocks[0] if region.blocks else region.add_block()
        if op.parent is None:
            block.append(op)
        self.symbols[name] = op

    def erase(self, op: Operation) -> None:
        """Remove ``op`` from the table and erase it."""
        name = self.name_of(op)
        if name is not None and self.symbols.get(name) is op:
            del self.symbols[name]
        op.erase()

    def __contains__(self, name: str) -> bool:
        return name in self.symbols

    def __len__(self) -> int:
        return len(self.symbols)


def nearest_symbol_table(op: Operation) -> Operation | None:
    """The closest ancestor (or ``op`` itself) carrying the SymbolTable trait."""
    current: Operation | None = op
    while current is not None:
        if SymbolTableTrait in type(current).traits:
            return current
        current = current.parent_op
    return None


def lookup_symbol_in(op: Operation, name: str) -> Operation | None:
    """Look ``name`` up in the nearest symbol table enclosing ``op``."""
    table_op = nearest_symbol_table(op)
    return SymbolTable(table_op).lookup(name) if table_op is not None else None
