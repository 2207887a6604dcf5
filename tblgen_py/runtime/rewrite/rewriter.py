"""PatternRewriter: a builder whose every IR mutation notifies a listener."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator, Sequence
from contextlib import contextmanager
from typing import TYPE_CHECKING, TypeVar

from tblgen_py.runtime.ir.block import Block
from tblgen_py.runtime.ir.builder import Builder, InsertionPoint
from tblgen_py.runtime.ir.operation import IRMapping, Operation
from tblgen_py.runtime.ir.region import Region
from tblgen_py.runtime.ir.value import OpOperand, Value

if TYPE_CHECKING:
    from tblgen_py.runtime.ir.context import Context
    from tblgen_py.runtime.rewrite.listener import RewriterListener

OpT = TypeVar("OpT", bound=Operation)
Reason = str | Callable[[], str]
_POINT_SLOT = Builder.__dict__["insertion_point"]


class PatternRewriter(Builder):
    """Creates, replaces, erases and updates IR on behalf of patterns.

    All mutations a pattern makes go through these methods so that the driver
    (the ``listener``) can track them.  ``has_changed`` is set by any mutation.
    """

    __slots__ = ("listener", "has_changed", "insertion_anchor", "notes_failures")

    def __init__(
        self,
        context: Context | None = None,
        listener: RewriterListener | None = None,
        insertion_point: InsertionPoint | None = None,
        location: object = None,
    ) -> None:
        self.insertion_anchor: Operation | None = None
        """Set by applicators: the insertion point is before this op, computed on use."""
        super().__init__(insertion_point, context, location)
        self.listener = listener
        """Receives a notification for each mutation (None: nobody listens)."""
        self.has_changed = False
        """Whether any mutation happened since the flag was last cleared."""
        self.notes_failures = True
        """False when ``notify_match_failure`` reaches nobody: patterns may skip it."""

    @property
    def insertion_point(self) -> InsertionPoint | None:
        """Where ``insert`` and ``create`` put new ops (None: nowhere)."""
        anchor = self.insertion_anchor
        if anchor is None:
            point: InsertionPoint | None = _POINT_SLOT.__get__(self, PatternRewriter)
            return point
        if anchor.parent is None:
            raise ValueError(
                f"insertion point is before '{anchor.name}', which is no longer in a block"
            )
        self.insertion_anchor = None
        point = InsertionPoint(anchor.parent, anchor)
        _POINT_SLOT.__set__(self, point)
        return point

    @insertion_point.setter
    def insertion_point(self, point: InsertionPoint | None) -> None:
        self.insertion_anchor = None
        _POINT_SLOT.__set__(self, point)

    # -- creation -------------------------------------------------------------
    def insert(self, op: OpT) -> OpT:
        """Insert a detached ``op`` at the insertion point and notify."""
        point = self.insertion_point
        if point is None:
            return op
        if point.anchor is None:
            point.block.append(op)
        else:
            point.block.insert_before(op, point.anchor)
        self.has_changed = True
        if self.listener is not None:
            self.listener.notify_operation_inserted(op, None)
        return op

    def create_block(
        self,
        region: Region,
        arg_types: Iterable[object] = (),
        arg_locs: Iterable[object] | None = None,
    ) -> Block:
        """Append a new block to ``region``, move the insertion point into it."""
        block = super().create_block(region, arg_types, arg_locs)
        self.has_changed = True
        if self.listener is not None:
            self.listener.notify_block_inserted(block)
        return block

    def clone(self, op: Operation, mapping: IRMapping | None = None) -> Operation:
        """Insert a deep copy of ``op``; nested clones are notified first."""
        new = op.clone(mapping)
        listener = self.listener
        if listener is not None and self.insertion_point is not None:
            for nested in new.walk_ops():
                if nested is not new:
                    listener.notify_operation_inserted(nested, None)
        return self.insert(new)

    # -- replacement and erasure ----------------------------------------------
    def replace_op(
        self, op: Operation, new: Sequence[Value] | Operation | Value
    ) -> None:
        """Replace every result of ``op`` by ``new``, then erase ``op``.

        ``new`` is one value per result, an op whose results take their place,
        or (for a single-result op) one value.
        """
        values = replacement_values(new)
        if len(values) != len(op.results):
            raise ValueError(
                f"replacing '{op.name}': {len(values)} values for {len(op.results)} results"
            )
        listener = self.listener
        if listener is not None:
            listener.notify_operation_replaced(op, values)
        for result, value in zip(op.results, values):
            if result.uses and result is not value:
                for use in list(result.uses):
                    use.set(value)
                    if listener is not None:
                        listener.notify_operation_modified(use.owner)
        self.erase_op(op)

    def replace_op_with_new_op(
        self,
        op: Operation,
        new: str | type[Operation] | Operation,
        operands: Sequence[Value] = (),
        result_types: Sequence[object] | None = None,
        properties: dict[str, object] | None = None,
        attributes: dict[str, object] | None = None,
        regions: int | Iterable[Region] = 0,
        successors: Sequence[Block] = (),
    ) -> Operation:
        """Build ``new`` (a name, an op class or a detached op) here; replace ``op`` by it."""
        if isinstance(new, Operation):
            created = self.insert(new)
        else:
            types = op.result_types if result_types is None else result_types
            cls = new if isinstance(new, type) else None
            name = new if isinstance(new, str) else None
            location = op.location if self.location is None else self.location
            if cls is None:
                created = self.create(
                    str(name),
                    operands,
                    types,
                    properties,
                    attributes,
                    regions,
                    successors,
                    location,
                )
            else:
                created = self.insert(
                    cls.create(
                        None,
                        operands,
                        types,
                        properties,
                        attributes,
                        regions,
                        successors,
                        location,
                    )
                )
        self.replace_op(op, created)
        return created

    def erase_op(self, op: Operation) -> None:
        """Erase ``op``, whose results must be unused, with its nested ops."""
        for result in op.results:
            if result.uses:
                raise ValueError(
                    f"cannot erase '{op.name}': result #{result.index} still has uses"
                )
        self.has_changed = True
        listener = self.listener
        if listener is not None:
            if op.regions:
                _notify_nested_erasure(op, listener)
            listener.notify_operation_erased(op)
        op.erase(check_uses=False)

    def erase_block(self, block: Block) -> None:
        """Erase ``block`` and every op in it."""
        if block.uses:
            raise ValueError("cannot erase a block that is still a successor")
        self.has_changed = True
        listener = self.listener
        if listener is not None:
            for op in block.reversed():
                _notify_nested_erasure(op, listener)
                listener.notify_operation_erased(op)
            listener.notify_block_erased(block)
        block.erase()

    # -- in-place modification ------------------------------------------------
    def start_op_modification(self, op: Operation) -> None:
        """Begin an in-place update of ``op``'s attributes, operands or location."""

    def finalize_op_modification(self, op: Operation) -> None:
        """End an in-place update of ``op``; the listener hears about it."""
        self.has_changed = True
        if self.listener is not None:
            self.listener.notify_operation_modified(op)

    def cancel_op_modification(self, op: Operation) -> None:
        """Abandon an in-place update of ``op`` (its changes must be undone)."""

    def modify_op_in_place(self, op: Operation, callback: Callable[[], None]) -> None:
        """Run ``callback`` as an in-place update of ``op``."""
        self.start_op_modification(op)
        callback()
        self.finalize_op_modification(op)

    @contextmanager
    def modifying(self, op: Operation) -> Iterator[Operation]:
        """``with rewriter.modifying(op):`` wraps a block in start/finalize."""
        self.start_op_modification(op)
        try:
            yield op
        except BaseException:
            self.cancel_op_modification(op)
            raise
        self.finalize_op_modification(op)

    # -- uses -----------------------------------------------------------------
    def replace_all_uses_with(self, old: Value, new: Value) -> None:
        """Make every user of ``old`` use ``new``; each user counts as modified."""
        if old is new:
            return
        listener = self.listener
        for use in list(old.uses):
            use.set(new)
            self.has_changed = True
            if listener is not None:
                listener.notify_operation_modified(use.owner)

    def replace_all_op_uses_with(self, op: Operation, values: Sequence[Value]) -> None:
        """Replace the uses of every result of ``op`` by ``values``, keeping ``op``."""
        if len(values) != len(op.results):
            raise ValueError("replacement count does not match the result count")
        if self.listener is not None:
            self.listener.notify_operation_replaced(op, values)
        for result, value in zip(op.results, values):
            self.replace_all_uses_with(result, value)

    def replace_uses_with_if(
        self, old: Value, new: Value, predicate: Callable[[OpOperand], bool]
    ) -> None:
        """Replace the uses of ``old`` for which ``predicate`` holds."""
        for use in list(old.uses):
            if predicate(use):
                self.start_op_modification(use.owner)
                use.set(new)
                self.finalize_op_modification(use.owner)

    # -- moving IR ------------------------------------------------------------
    def move_op_before(self, op: Operation, anchor: Operation) -> None:
        """Move ``op`` right before ``anchor``."""
        previous = _position_of(op)
        op.move_before(anchor)
        self._notify_moved(op, previous)

    def move_op_after(self, op: Operation, anchor: Operation) -> None:
        """Move ``op`` right after ``anchor``."""
        previous = _position_of(op)
        op.move_after(anchor)
        self._notify_moved(op, previous)

    def inline_block_before(
        self,
        source: Block,
        dest: Block | Operation,
        before: Operation | None = None,
        arg_values: Sequence[Value] = (),
    ) -> None:
        """Move ``source``'s ops before ``before`` in ``dest`` (or before op ``dest``), erase it.

        Uses of the block arguments are replaced by ``arg_values``.
        """
        if isinstance(dest, Operation):
            before, dest_block = dest, dest.parent
            if dest_block is None:
                raise ValueError("inline target operation is not in a block")
        else:
            dest_block = dest
        if len(arg_values) != len(source.arguments):
            raise ValueError("inline_block_before: wrong number of argument values")
        if source.uses:
            raise ValueError("cannot inline a block that is still a successor")
        for arg, value in zip(source.arguments, arg_values):
            self.replace_all_uses_with(arg, value)
        for op in list(source):
            previous = _position_of(op)
            source.unlink(op)
            dest_block.insert_before(op, before)
            self._notify_moved(op, previous)
        self.erase_block(source)

    def merge_blocks(
        self, source: Block, dest: Block, arg_values: Sequence[Value] = ()
    ) -> None:
        """Append ``source``'s ops to ``dest`` and erase ``source``."""
        self.inline_block_before(source, dest, None, arg_values)

    def _notify_moved(self, op: Operation, previous: InsertionPoint | None) -> None:
        self.has_changed = True
        if self.listener is not None:
            self.listener.notify_operation_inserted(op, previous)

    # -- diagnostics ----------------------------------------------------------
    def notify_match_failure(self, op: Operation | None, reason: Reason) -> bool:
        """Report why a pattern did not match ``op``; returns False for ``return``."""
        if self.listener is not None:
            text = reason if isinstance(reason, str) else reason()
            self.listener.notify_match_failure(op, text)
        return False


def replacement_values(new: Sequence[Value] | Operation | Value) -> Sequence[Value]:
    """The values a ``replace_op`` argument stands for."""
    if isinstance(new, Value):
        return [new]
    return new.results if isinstance(new, Operation) else new


def _position_of(op: Operation) -> InsertionPoint | None:
    """Where ``op`` currently sits (before its successor), if it is in a block."""
    return None if op.parent is None else InsertionPoint(op.parent, op.next)


def _notify_nested_erasure(op: Operation, listener: RewriterListener) -> None:
    """Notify the erasure of everything nested in ``op``, innermost and last first."""
    for region in op.regions:
        for block in reversed(region.blocks):
            for nested in block.reversed():
                _notify_nested_erasure(nested, listener)
                listener.notify_operation_erased(nested)
            listener.notify_block_erased(block)
