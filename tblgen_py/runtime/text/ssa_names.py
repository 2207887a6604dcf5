"""SSA value and block naming as MLIR's printer assigns it, plus name escaping."""

from __future__ import annotations

import re

from tblgen_py.runtime.ir.block import Block
from tblgen_py.runtime.ir.operation import Operation
from tblgen_py.runtime.ir.region import Region
from tblgen_py.runtime.ir.value import OpResult, Value
from tblgen_py.runtime.ods.hooks import lookup_op
from tblgen_py.runtime.text.result_names import Namer, ResultNamers, sanitize

ARG_HOOK = "getAsmBlockArgumentNames"
UNKNOWN_VALUE = "<<UNKNOWN SSA VALUE>>"
"""The name MLIR's printer gives a value it has not numbered."""

_NUM_NUMBERED = 1024
_NUMBERED = tuple(f"%{number}" for number in range(_NUM_NUMBERED))
"""The names ``%0`` ... of the first numbers, built once."""
_BARE_RE = re.compile(r"[A-Za-z_][A-Za-z0-9_$.]*\Z")
_PRINTABLE = frozenset(range(0x20, 0x7F)) - {ord('"'), ord("\\")}


def escape_string(text: str) -> str:
    """``"text"`` with LLVM's escaping (``\\\\``, ``\\22``, other bytes as ``\\XX``)."""
    if text.isascii() and text.isprintable() and '"' not in text and "\\" not in text:
        return '"' + text + '"'
    out = []
    for byte in text.encode("utf-8", "surrogateescape"):
        if byte in _PRINTABLE:
            out.append(chr(byte))
        elif byte == 0x5C:
            out.append("\\\\")
        else:
            out.append(f"\\{byte:02X}")
    return '"' + "".join(out) + '"'


def print_attr_name(name: str) -> str:
    """An attribute name as a bare identifier when possible, else quoted."""
    if _BARE_RE.match(name):
        return name
    return escape_string(name)


class _Scope:
    """The value names used in a region, and its parent's scope (MLIR's usedNames)."""

    __slots__ = ("names", "parent")

    def __init__(self, parent: _Scope | None) -> None:
        self.names: set[str] = set()
        self.parent = parent


class SSANames:
    """Assigns ``%N``/``%argN``/``%name`` value names and ``^bbN`` block labels."""

    __slots__ = (
        "values",
        "blocks",
        "groups",
        "order",
        "_counters",
        "_scope",
        "_namers",
        "_naming",
        "_named",
    )

    def __init__(self) -> None:
        self.values: dict[Value, str] = {}
        self.blocks: dict[Block, str] = {}
        self.groups: dict[Operation, str] = {}
        self.order: dict[Block, int] = {}
        self._naming: object = None
        """The one result a namer names now (``_set_single_name``)."""
        self._named = ""
        """The name it gave it so far."""

    def number(self, root: Operation, unique: bool = True) -> None:
        """Number everything under ``root`` in mlir-opt's order.

        ``unique`` (mlir-opt's generic form) numbers the whole tree with one
        counter; otherwise each region restarts from the counters of its parent,
        so that sibling regions reuse names as mlir-opt's custom printing does,
        and ops name their results (``getAsmResultNames``), names made unique
        within a region and the regions it holds.
        """
        # next value number, next argument number, next conflict suffix
        counters = self._counters = [0, 0, 0]
        self._namers = None if unique else ResultNamers()
        scope = _Scope(None)
        self._scope = scope
        stack: list[tuple[Region, int, int, int, _Scope]] = [
            (r, 0, 0, 0, scope) for r in reversed(root.regions)
        ]
        self._number_results(root)
        while stack:
            region, next_value, next_arg, next_conflict, parent = stack.pop()
            if not unique:
                counters[0], counters[1], counters[2] = (
                    next_value,
                    next_arg,
                    next_conflict,
                )
                scope = self._scope = _Scope(parent)
            nested = self._number_region(region)
            if nested:
                state = (counters[0], counters[1], counters[2], scope)
                stack += [(inner, *state) for inner in nested]

    def _number_region(self, region: Region) -> list[Region]:
        """Name the region's block arguments and its ops' results; return the
        regions of its ops, in order."""
        nested: list[Region] = []
        values, blocks, order = self.values, self.blocks, self.order
        counters = self._counters
        # per op name, its namer (None: its results are numbered)
        by_name = None if self._namers is None else self._namers.by_name
        for index, block in enumerate(region.blocks):
            blocks[block] = f"^bb{index}"
            order[block] = index
            if index == 0:
                self._name_entry_args(region)
                for arg in block.arguments:
                    if arg not in values:
                        values[arg] = f"%arg{counters[1]}"
                        counters[1] += 1
            else:
                for arg in block.arguments:
                    values[arg] = f"%{counters[0]}"
                    counters[0] += 1
            number = counters[0]  # (in a local while no hook runs)
            op = block.first_op
            while op is not None:
                if op.regions:
                    nested += op.regions
                results = op.results
                if results:
                    if len(results) == 1 and (
                        by_name is None or by_name.get(op.name, False) is None
                    ):
                        values[results[0]] = (
                            _NUMBERED[number]
                            if number < _NUM_NUMBERED
                            else f"%{number}"
                        )
                        number += 1
                    else:
                        counters[0] = number
                        self._number_results(op)
                        number = counters[0]
                op = op.next
            counters[0] = number
        return nested

    def _name_entry_args(self, region: Region) -> None:
        """``OpAsmOpInterface::getAsmBlockArgumentNames`` of the region's op
        (hook ``hook(op, region, set_name)``), in custom printing only."""
        owner = region.parent
        if self._namers is None or owner is None:
            return
        namer = lookup_op(owner.name, ARG_HOOK)
        if namer is None:
            return
        entry = region.blocks[0]
        values = self.values

        def set_name(value: Value, name: str) -> None:
            owner = getattr(value, "owner", None)
            if name and value not in values and owner is entry:
                values[value] = "%" + self._unique(name)

        namer(owner, region, set_name)

    def _number_results(self, op: Operation) -> None:
        results = op.results
        if not results:
            return
        namer = None if self._namers is None else self._namers.namer(op)
        if namer is not None:
            self._name_results(op, namer)
            return
        counters = self._counters
        base = f"%{counters[0]}"
        counters[0] += 1
        if len(results) == 1:
            self.values[results[0]] = base
            return
        values = self.values
        for result in results:
            values[result] = f"{base}#{result.index}"
        self.groups[op] = f"{base}:{len(results)}"

    def _name_results(self, op: Operation, namer: Namer) -> None:
        """Results named by ``namer`` as MLIR's SSANameState names them: a name
        (made unique) or, when empty, the next number; each named result after
        the first starts a result group."""
        results = op.results
        counters = self._counters
        if len(results) == 1:  # one result: no groups, no closure
            self._naming = results[0]
            self._named = ""
            namer(op, self._set_single_name)
            name = self._named
            if not name:
                name = f"%{counters[0]}"
                counters[0] += 1
            self.values[results[0]] = name
            return
        bases: dict[int, str] = {}

        def set_name(value: Value, name: str) -> None:
            if not isinstance(value, OpResult) or value.op is not op:
                return
            if value.index in bases:
                return
            if name:
                bases[value.index] = "%" + self._unique(name)
            else:
                bases[value.index] = f"%{counters[0]}"
                counters[0] += 1

        namer(op, set_name)
        if 0 not in bases:
            bases[0] = f"%{counters[0]}"
            counters[0] += 1
        starts = sorted(bases)
        values = self.values
        heads = []
        for position, start in enumerate(starts):
            end = starts[position + 1] if position + 1 < len(starts) else len(results)
            base = bases[start]
            if end - start == 1:
                values[results[start]] = base
                heads.append(base)
                continue
            for index in range(start, end):
                values[results[index]] = f"{base}#{index - start}"
            heads.append(f"{base}:{end - start}")
        if len(results) > 1:
            self.groups[op] = ", ".join(heads)

    def _set_single_name(self, value: Value, name: str) -> None:
        """``set_name`` of a one-result op's namer: the first name given
        to the result (an empty one: the next number) is kept."""
        if value is not self._naming or self._named:
            return
        if name:
            self._named = "%" + self._unique(name)
        else:
            counters = self._counters
            self._named = f"%{counters[0]}"
            counters[0] += 1

    def _unique(self, name: str) -> str:
        """``name`` sanitized, with ``_N`` appended while it is already in use."""
        name = sanitize(name)
        if self._used(name):
            counters = self._counters
            while True:
                probe = f"{name}_{counters[2]}"
                counters[2] += 1
                if not self._used(probe):
                    name = probe
                    break
        self._scope.names.add(name)
        return name

    def _used(self, name: str) -> bool:
        scope: _Scope | None = self._scope
        while scope is not None:
            if name in scope.names:
                return True
            scope = scope.parent
        return False

    def value_name(self, value: Value) -> str:
        """The printed name of ``value``."""
        return self.values.get(value, UNKNOWN_VALUE)

    def result_group(self, op: Operation) -> str:
        """``%N`` or ``%N:k``: the result list on the left of ``=``."""
        group = self.groups.get(op)
        if group is not None:
            return group
        return self.value_name(op.results[0])

    def block_name(self, block: Block) -> str:
        """The label of ``block``."""
        name = self.blocks.get(block)
        return "<<UNKNOWN BLOCK>>" if name is None else name

    def block_order(self, block: Block | None) -> int:
        """The position of ``block`` in its region, for sorting predecessors."""
        return self.order.get(block, -1) if block is not None else -1
