"""SSA and block name scopes of the MLIR parser, with forward references."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from tblgen_py.runtime.ir.block import Block
from tblgen_py.runtime.ir.value import Value
from tblgen_py.runtime.text.op_state import UnresolvedOperand

if TYPE_CHECKING:
    from tblgen_py.runtime.text.parser import Parser


class ForwardRef(Value):
    """Placeholder for a value used before its definition."""

    __slots__ = ()


_Entry = tuple[Value, int]
"""A definition (or forward use) and the offset of its name."""


class _Isolated:
    """Names visible in one isolated-from-above scope."""

    __slots__ = ("values", "defs")

    def __init__(self) -> None:
        # name -> its (value, offset) when only `%name` (result 0) is known,
        # else result number -> (value, offset): sparse, as `%x#N` may be huge
        self.values: dict[str, _Entry | dict[int, _Entry]] = {}
        self.defs: list[list[str]] = []

    def numbered(self, name: str) -> dict[int, _Entry]:
        """The entries of ``%name`` by result number, as a dict (made, or
        made from the one of result 0, when needed)."""
        found = self.values.get(name)
        if isinstance(found, dict):
            return found
        entries: dict[int, _Entry] = {} if found is None else {0: found}
        self.values[name] = entries
        return entries

    def get(self, name: str, number: int) -> _Entry | None:
        """The entry of ``%name#number``, if any."""
        found = self.values.get(name)
        if isinstance(found, tuple):
            return found if number == 0 else None
        return None if found is None else found.get(number)


class SSAScopes:
    """Value definitions per region (nested in isolated scopes) and block labels."""

    __slots__ = ("parser", "isolated", "blocks", "block_forward", "forward_refs")

    def __init__(self, parser: Parser) -> None:
        self.parser = parser
        self.isolated: list[_Isolated] = []
        self.blocks: list[dict[str, Block]] = []
        self.block_forward: list[dict[Block, int]] = []
        self.forward_refs: dict[Value, int] = {}

    def push(self, isolated: bool) -> None:
        """Enter a region (a fresh name space when ``isolated``)."""
        self.blocks.append({})
        self.block_forward.append({})
        if isolated or not self.isolated:
            self.isolated.append(_Isolated())
        self.isolated[-1].defs.append([])

    def pop(self) -> None:
        """Leave a region: check block references, forget its definitions."""
        forward = self.block_forward.pop()
        if forward:
            first = min(forward.values())
            self.parser.error("reference to an undefined block", first)
        scope = self.isolated[-1]
        if len(scope.defs) == 1:
            self.isolated.pop()
        else:
            values = scope.values
            for name in scope.defs.pop():
                values.pop(name, None)
        self.blocks.pop()

    def check_forward_refs(self) -> None:
        """Report the first use of a value that was never defined."""
        if self.forward_refs:
            first = min(self.forward_refs.values())
            self.parser.error("use of undeclared SSA value name", first)

    # -- values ----------------------------------------------------------------------
    def reference_offset(self, name: str, number: int) -> int | None:
        """Where ``%name#number`` was defined or used in the current isolated
        scope (MLIR's ``getReferenceLoc``), or None."""
        entry = self.isolated[-1].get(name, number)
        return entry[1] if entry is not None else None

    def define(self, name: str, number: int, value: Value, offset: int) -> None:
        """Bind ``%name#number`` to ``value``, resolving forward uses."""
        scope = self.isolated[-1]
        values = scope.values
        found = values.get(name)
        if number == 0 and not isinstance(found, dict):
            if found is not None:
                self._redefine(found, name, 0, value, offset)
            values[name] = (value, offset)
        else:
            entries = scope.numbered(name)
            existing = entries.get(number)
            if existing is not None:
                self._redefine(existing, name, number, value, offset)
            entries[number] = (value, offset)
        scope.defs[-1].append(name)

    def _redefine(
        self,
        existing: tuple[Value, int],
        name: str,
        number: int,
        value: Value,
        offset: int,
    ) -> None:
        old, old_offset = existing
        parser = self.parser
        if old not in self.forward_refs:
            parser.error_with_note(
                f"redefinition of SSA value '{name}'",
                offset,
                "previously defined here",
                old_offset,
            )
        if old.type != value.type:
            parser.error_with_note(
                f"definition of SSA value '{name}#{number}' has type '{value.type}'",
                offset,
                f"previously used here with type '{old.type}'",
                old_offset,
            )
        old.replace_all_uses_with(value)
        del self.forward_refs[old]

    def lookup_defined(
        self, names: Sequence[str], types: Sequence[object]
    ) -> list[Value] | None:
        """The values of ``%name`` (result 0) for each of ``names``, when each
        is defined (or already forward-used) with its type in ``types``: what
        ``resolve`` gives then, without an ``UnresolvedOperand`` per use (None:
        some use needs ``resolve``, for its error or forward reference)."""
        values = self.isolated[-1].values
        found = []
        for name, ty in zip(names, types):
            entry = values.get(name)
            if type(entry) is not tuple:
                return None  # undefined, or numbered: `resolve` decides
            value = entry[0]
            if value.type is not ty and value.type != ty:
                return None
            found.append(value)
        return found

    def resolve(self, use: UnresolvedOperand, type: object) -> Value:
        """The value for ``use`` (a forward placeholder if not yet defined)."""
        name, number, offset = use
        scope = self.isolated[-1]
        entry = scope.get(name, number)
        if entry is not None:
            value = entry[0]
            if value.type is type or value.type == type:
                return value
            self.parser.error_with_note(
                f"use of value '{name}' expects different type than prior uses: "
                f"'{type}' vs '{value.type}'",
                offset,
                "prior use here",
                entry[1],
            )
        first = scope.get(name, 0)
        if first is not None and first[0] not in self.forward_refs:
            self.parser.error("reference to invalid result number", offset)
        placeholder = ForwardRef(type)
        self.forward_refs[placeholder] = offset
        if number == 0 and name not in scope.values:
            scope.values[name] = (placeholder, offset)
        else:
            scope.numbered(name)[number] = (placeholder, offset)
        return placeholder

    # -- blocks ------------------------------------------------------------------------
    def block_named(self, name: str, offset: int) -> Block:
        """The block labelled ``name`` in this region (forward-declared if new)."""
        blocks = self.blocks[-1]
        block = blocks.get(name)
        if block is None:
            block = blocks[name] = Block()
            self.block_forward[-1][block] = offset
        return block

    def define_block(self, name: str, offset: int, block: Block | None) -> Block:
        """Define label ``name``; reuse a forward-declared block if any."""
        blocks = self.blocks[-1]
        known = blocks.get(name)
        if known is None:
            block = block if block is not None else Block()
            blocks[name] = block
            return block
        forward = self.block_forward[-1]
        if known not in forward:
            self.parser.error(f"redefinition of block '{name}'", offset)
        del forward[known]
        if block is not None and block is not known:
            # The entry block was pre-created: move forward uses onto it.
            for use in list(known.uses):
                use.set(block)
            blocks[name] = block
            return block
        return known
