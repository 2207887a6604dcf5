"""The operands a branch forwards to each successor (MLIR's ``SuccessorOperands``).

A branch op names them through its ``getSuccessorOperands(op, index)``
interface method, attached as a hook (``tblgen_py.runtime.ods.hooks``), which
returns values, or an object with ``forwarded`` values and a ``produced``
count (``interfaces.SuccessorOperands``).  Region simplification also edits
them, so their position among the op's operands must be known: either the hook
read one ODS operand group (``op._ods_operands(i)``), or it returned every
operand of an op without ``operandSegmentSizes``.  A branch whose operands are
laid out otherwise (e.g. ``cf.switch``'s variadic-of-variadic cases) is opaque:
``successor_operands`` returns None and callers treat it as an unknown
terminator, as MLIR treats an op without ``BranchOpInterface``.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from tblgen_py.runtime.ir.attributes_dense import DenseArrayAttr
from tblgen_py.runtime.ir.operation import Operation
from tblgen_py.runtime.ir.value import BlockArgument, Value
from tblgen_py.runtime.ods import hooks
from tblgen_py.runtime.ods.specs import Segments

HOOK = "getSuccessorOperands"
"""The ``BranchOpInterface`` method naming a successor's operands."""
OPERAND_SEGMENTS = "operandSegmentSizes"


class SuccessorOperandRange:
    """Operands ``start .. start + length`` of ``op``, forwarded to one successor.

    The successor's first ``produced`` arguments are produced by the op itself;
    the forwarded operands feed the arguments after them.  ``group`` is the ODS
    operand group holding the range when ``operandSegmentSizes`` must follow
    edits (None: the op has no segment sizes).
    """

    __slots__ = ("op", "start", "length", "produced", "group")

    def __init__(
        self, op: Operation, start: int, length: int, produced: int, group: int | None
    ) -> None:
        self.op = op
        self.start = start
        self.length = length
        self.produced = produced
        self.group = group

    def values(self) -> list[Value]:
        """The forwarded values (MLIR's ``getForwardedOperands``)."""
        uses = self.op.operand_uses[self.start : self.start + self.length]
        return [use.value for use in uses]

    def erase(self, index: int) -> None:
        """Drop forwarded operand ``index``."""
        self.op.erase_operand(self.start + index)
        self.length -= 1
        self._resize(-1)

    def append(self, values: Sequence[Value]) -> None:
        """Forward ``values`` after the current operands."""
        if not values:
            return
        self.op.insert_operands(self.start + self.length, values)
        self.length += len(values)
        self._resize(len(values))

    def _resize(self, delta: int) -> None:
        """Keep the op's ``operandSegmentSizes`` in step with an edit."""
        if self.group is None:
            return
        op = self.op
        attr = op.get_attr(OPERAND_SEGMENTS)
        if not isinstance(attr, DenseArrayAttr):
            raise ValueError(f"'{op.name}' has no {OPERAND_SEGMENTS} to update")
        sizes = list(attr.values)
        sizes[self.group] += delta
        resized = DenseArrayAttr.get(attr.element_type, sizes)
        props = op.properties
        if isinstance(props, dict) and OPERAND_SEGMENTS in props:
            props[OPERAND_SEGMENTS] = resized
        else:
            op.attributes[OPERAND_SEGMENTS] = resized


def successor_operands(op: Operation, index: int) -> SuccessorOperandRange | None:
    """The operands ``op`` forwards to successor ``index`` (None: not known)."""
    hook = hooks.lookup(type(op), HOOK)
    if hook is None:
        return None
    probe = _GroupProbe(op)
    forwarded, produced = _unpack(hook(probe, index))
    if len(probe.groups) == 1:
        group = probe.groups[0]
        start, end = op._ods_operand_range(group)  # type: ignore[attr-defined]
        if _same(op, start, end, forwarded):
            return SuccessorOperandRange(
                op, start, end - start, produced, _segment_group(op, group)
            )
    if _same(op, 0, len(op.operand_uses), forwarded) and not _attr_sized(op):
        return SuccessorOperandRange(op, 0, len(forwarded), produced, None)
    return None


def successor_block_argument(op: Operation, operand: int) -> BlockArgument | None:
    """The successor argument fed by operand number ``operand`` of ``op``, if any."""
    for index, use in enumerate(op.successor_uses):
        found = successor_operands(op, index)
        if found is not None and found.start <= operand < found.start + found.length:
            return use.block.arguments[found.produced + operand - found.start]
    return None


class _GroupProbe:
    """Stands for an op while its hook runs, noting the ODS operand groups read."""

    def __init__(self, op: Operation) -> None:
        self._op = op
        self.groups: list[int] = []

    def __getattr__(self, name: str) -> object:
        return getattr(self._op, name)

    def _ods_operands(self, index: int) -> list[Value]:
        """The real op's group ``index``, noted."""
        self.groups.append(index)
        read: Callable[[int], list[Value]] = self._op._ods_operands  # type: ignore[attr-defined]
        return read(index)


def _unpack(found: object) -> tuple[list[Value], int]:
    """Forwarded values and produced count from what the hook returned."""
    forwarded = getattr(found, "forwarded", found)
    produced = getattr(found, "produced", 0)
    if not isinstance(forwarded, Sequence) or not isinstance(produced, int):
        raise TypeError(f"{HOOK} returned {found!r}, not a sequence of values")
    return list(forwarded), produced


def _same(op: Operation, start: int, end: int, values: list[Value]) -> bool:
    """Whether operands ``start .. end`` of ``op`` are exactly ``values``."""
    uses = op.operand_uses
    if end - start != len(values) or end > len(uses):
        return False
    return all(uses[start + i].value is value for i, value in enumerate(values))


def _attr_sized(op: Operation) -> bool:
    """Whether ``op``'s operand groups are sized by ``operandSegmentSizes``."""
    return getattr(op, "_ODS_OPERAND_SEGMENTS", None) is Segments.ATTR_SIZED


def _segment_group(op: Operation, group: int) -> int | None:
    """``group`` if edits must update ``operandSegmentSizes``, else None."""
    return group if _attr_sized(op) else None
