"""SSA values (op results, block arguments) and their use lists."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from tblgen_py.runtime.ir.block import Block
    from tblgen_py.runtime.ir.operation import Operation


class OpOperand:
    """One use of a value: operand number ``index`` of operation ``owner``.

    ``slot`` is the use's position in ``value.uses`` (-1 once dropped).
    """

    __slots__ = ("owner", "index", "value", "slot")

    # No ``__init__``: a class without one is built by ``OpOperand()`` at
    # half the cost, and only ``Operation`` makes uses (``operation.uses_of``).
    owner: Operation
    index: int
    value: Value
    slot: int

    def set(self, value: Value) -> None:
        """Make this operand use ``value`` instead, updating both use lists."""
        if self.slot >= 0:
            uses = self.value.uses
            last = uses.pop()
            if last is not self:
                last.slot = self.slot
                uses[self.slot] = last
        self.value = value
        uses = value.uses
        self.slot = len(uses)
        uses.append(self)

    def drop(self) -> None:
        """Remove this use from its value's use list (no-op if already dropped)."""
        slot = self.slot
        if slot < 0:
            return
        uses = self.value.uses
        last = uses.pop()
        if last is not self:
            last.slot = slot
            uses[slot] = last
        self.slot = -1

    @property
    def operand_number(self) -> int:
        """The operand's position in its owner (MLIR bindings' name)."""
        return self.index

    def __repr__(self) -> str:
        return f"<OpOperand #{self.index} of {self.owner.name}>"


class Value:
    """Base of SSA values: a type and a use list.

    ``uses`` holds exactly the live uses: a new use is appended, and a removed
    one is replaced by the last use (O(1), so the list shrinks with its uses
    and never holds stale entries).  Until a use is removed the list is in
    insertion order.
    """

    __slots__ = ("type", "uses", "__weakref__")

    def __init__(self, type: object) -> None:
        self.type = type
        self.uses: list[OpOperand] = []

    @property
    def owner(self) -> Operation | Block:
        """The defining operation or owning block."""
        raise NotImplementedError

    @property
    def defining_op(self) -> Operation | None:
        """The operation defining this value, None for block arguments."""
        return None

    @property
    def parent_block(self) -> Block | None:
        """The block in which this value is defined."""
        raise NotImplementedError

    def has_one_use(self) -> bool:
        """Whether exactly one operand uses this value."""
        return len(self.uses) == 1

    def use_empty(self) -> bool:
        """Whether no operand uses this value."""
        return not self.uses

    @property
    def users(self) -> Iterator[Operation]:
        """The operations using this value, one per use."""
        return (use.owner for use in list(self.uses))

    def replace_all_uses_with(self, other: Value) -> None:
        """Make every user of this value use ``other`` instead."""
        if other is self:
            return
        for use in list(self.uses):
            use.set(other)

    def replace_uses_with_if(
        self, other: Value, predicate: Callable[[OpOperand], bool]
    ) -> None:
        """Replace the uses for which ``predicate`` holds."""
        if other is self:
            return
        for use in list(self.uses):
            if predicate(use):
                use.set(other)

    def replace_all_uses_except(self, other: Value, excepted: Operation) -> None:
        """Replace every use not owned by ``excepted``."""
        self.replace_uses_with_if(other, lambda use: use.owner is not excepted)


class OpResult(Value):
    """Result number ``index`` of operation ``op``."""

    __slots__ = ("op", "index")

    # No ``__init__`` of its own (as ``OpOperand``): ``Operation`` sets the
    # slots; ``object``'s spares ``Value``'s Python call.
    if TYPE_CHECKING:

        def __init__(self) -> None: ...

    else:
        __init__ = object.__init__
    op: Operation
    index: int

    @property
    def owner(self) -> Operation:
        """The defining operation."""
        return self.op

    @property
    def result_number(self) -> int:
        """The result's position in its op (MLIR bindings' name)."""
        return self.index

    defining_op: Operation
    """The defining operation (the ``op`` slot under a second name, set below)."""

    @property
    def parent_block(self) -> Block | None:
        """The block holding the defining operation."""
        return self.op.parent

    def __repr__(self) -> str:
        return f"<OpResult #{self.index} of {self.op.name}: {self.type}>"


# Matchers read ``defining_op`` on every attempt: a slot read costs a fraction
# of a property call.
setattr(OpResult, "defining_op", OpResult.__dict__["op"])


class BlockArgument(Value):
    """Argument number ``index`` of block ``block``, with its own location."""

    __slots__ = ("block", "index", "location")

    defining_op: None = None
    """Block arguments have no defining op (a class attribute: no property call)."""

    def __init__(
        self, type: object, block: Block, index: int, location: object = None
    ) -> None:
        self.type = type
        self.uses = []
        self.block = block
        self.index = index
        self.location = location

    @property
    def owner(self) -> Block:
        """The owning block."""
        return self.block

    @property
    def arg_number(self) -> int:
        """The argument's position in its block (MLIR bindings' name)."""
        return self.index

    def set_type(self, type: object) -> None:
        """Change the argument's type."""
        self.type = type

    @property
    def parent_block(self) -> Block:
        """The owning block."""
        return self.block

    def __repr__(self) -> str:
        return f"<BlockArgument #{self.index}: {self.type}>"
