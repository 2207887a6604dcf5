"""ConversionPatternRewriter: a PatternRewriter whose changes can be undone.

Follows MLIR's ``ConversionPatternRewriter``.  Creating, moving and modifying
IR happens at once and is logged; replacing and erasing ops and blocks only
updates the value mapping (the IR changes when the conversion commits), so a
failed pattern or conversion leaves the IR as it was.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from typing import TYPE_CHECKING

from tblgen_py.runtime.conversion.config import ConversionConfig
from tblgen_py.runtime.conversion.rewriter_impl import ConversionRewriterImpl
from tblgen_py.runtime.conversion.rewrites import (
    AddBlockArgRewrite,
    EraseBlockRewrite,
    InlineBlockRewrite,
    ModifyOperationRewrite,
    ReplaceBlockArgRewrite,
)
from tblgen_py.runtime.conversion.signature import SignatureConversion
from tblgen_py.runtime.ir.block import Block
from tblgen_py.runtime.ir.builder import InsertionPoint
from tblgen_py.runtime.ir.operation import Operation
from tblgen_py.runtime.ir.region import Region
from tblgen_py.runtime.ir.value import BlockArgument, OpOperand, Value
from tblgen_py.runtime.rewrite.log import op_ref
from tblgen_py.runtime.rewrite.rewriter import PatternRewriter, replacement_values

if TYPE_CHECKING:
    from tblgen_py.runtime.conversion.type_converter import TypeConverter
    from tblgen_py.runtime.ir.context import Context


class ConversionError(ValueError):
    """A rewriter call a conversion cannot honour (invalid API use)."""


class ConversionPatternRewriter(PatternRewriter):
    """The rewriter conversion patterns receive; every change is undoable."""

    __slots__ = ("impl",)

    def __init__(
        self, context: Context | None = None, config: ConversionConfig | None = None
    ) -> None:
        impl = ConversionRewriterImpl(context, config or ConversionConfig())
        super().__init__(context, impl)
        self.impl = impl
        """The change log, value mapping and casts of this conversion."""

    # -- replacement and erasure ---------------------------------------------
    def replace_op(
        self, op: Operation, new: Sequence[Value] | Operation | Value
    ) -> None:
        """Map ``op``'s results to ``new``; ``op`` is erased when committed."""
        values = replacement_values(new)
        if len(values) != len(op.results):
            raise ConversionError(
                f"replacing '{op.name}': {len(values)} values for {len(op.results)} results"
            )
        self.replace_op_with_multiple(op, [[value] for value in values])

    def replace_op_with_multiple(
        self, op: Operation, new_values: Sequence[Sequence[Value]]
    ) -> None:
        """Replace each result of ``op`` by a range of values (1:N)."""
        if len(new_values) != len(op.results):
            raise ConversionError("incorrect # of replacement values")
        self._log(f"** Replace : {op_ref(op)}")
        self.has_changed = True
        self.impl.notify_op_replaced(op, new_values)

    def erase_op(self, op: Operation) -> None:
        """Mark ``op`` (and what is nested in it) erased."""
        self._log(f"** Erase   : {op_ref(op)}")
        self.has_changed = True
        self.impl.notify_op_replaced(op, [[] for _ in op.results])

    def erase_block(self, block: Block) -> None:
        """Erase the ops of ``block`` and unlink it (it returns on rollback)."""
        if self.impl.was_op_replaced(block.parent_op):
            raise ConversionError("attempting to erase a block within a replaced op")
        for op in list(block):
            self.erase_op(op)
        self.impl.append(EraseBlockRewrite(self.impl, block))
        region = block.parent
        assert region is not None
        region.detach_block(block)

    def inline_block_before(
        self,
        source: Block,
        dest: Block | Operation,
        before: Operation | None = None,
        arg_values: Sequence[Value] = (),
    ) -> None:
        """Move ``source``'s ops into ``dest`` before ``before``; erase ``source``."""
        if isinstance(dest, Operation):
            before, dest_block = dest, dest.parent
            if dest_block is None:
                raise ConversionError("inline target operation is not in a block")
        else:
            dest_block = dest
        if len(arg_values) != len(source.arguments):
            raise ConversionError("incorrect # of argument replacement values")
        self.impl.append(InlineBlockRewrite(self.impl, dest_block, source))
        for arg, value in zip(source.arguments, arg_values):
            self.replace_uses_of_block_argument(arg, value)
        for op in list(source):
            source.unlink(op)
            dest_block.insert_before(op, before)
        self.has_changed = True
        self.erase_block(source)

    def replace_uses_of_block_argument(self, arg: BlockArgument, to: Value) -> None:
        """Map ``arg`` to ``to``; uses change when the conversion commits."""
        impl = self.impl
        impl.append(
            ReplaceBlockArgRewrite(impl, arg.block, arg, impl.current_type_converter)
        )
        impl.mapping.map(impl.mapping.lookup_or_default(arg), to)

    def replace_converted_argument(self, new_arg: Value, value: Value) -> None:
        """Make what the original argument converted to ``new_arg`` became
        read ``value`` (defined in the new block) instead: MLIR 22's
        ``replaceAllUsesWith`` of a new block argument."""
        self.impl.read_argument_through(new_arg, value)

    def replace_all_uses_with(self, old: Value, new: Value) -> None:
        """Make every user of ``old`` use ``new``, each as a logged modification."""
        if old is new:
            return
        for use in list(old.uses):
            self.start_op_modification(use.owner)
            use.set(new)
            self.finalize_op_modification(use.owner)

    def replace_uses_with_if(
        self, old: Value, new: Value, predicate: Callable[[OpOperand], bool]
    ) -> None:
        """Replace the uses of ``old`` for which ``predicate`` holds."""
        for use in list(old.uses):
            if predicate(use):
                self.start_op_modification(use.owner)
                use.set(new)
                self.finalize_op_modification(use.owner)

    # -- blocks ----------------------------------------------------------------
    def create_block(
        self,
        region: Region,
        arg_types: Iterable[object] = (),
        arg_locs: Iterable[object] | None = None,
    ) -> Block:
        """Append a new block to ``region`` (logged), insertion point inside."""
        return super().create_block(region, arg_types, arg_locs)

    def split_block(self, block: Block, before: Operation | None) -> Block:
        """Move ``before`` and the ops after it into a new block after ``block``."""
        region = block.parent
        assert region is not None
        new_block = Block()
        region.insert_block(region.index_of(block) + 1, new_block)
        self.has_changed = True
        self.impl.notify_block_inserted(new_block)
        while before is not None and before.parent is not new_block:
            op = block.last_op
            assert op is not None
            block.unlink(op)
            new_block.insert_before(op, new_block.first_op)
            self.impl.notify_operation_inserted(op, InsertionPoint(block, None))
        return new_block

    def create_block_before(
        self,
        before: Block,
        arg_types: Iterable[object] = (),
        arg_locs: Iterable[object] | None = None,
    ) -> Block:
        """A new block right before ``before``; the insertion point moves into it."""
        region = before.parent
        assert region is not None
        block = Block(arg_types, arg_locs)
        region.insert_block(region.index_of(before), block)
        self.has_changed = True
        self.impl.notify_block_inserted(block)
        self.insertion_point = InsertionPoint(block, None)
        return block

    def add_block_argument(self, block: Block, ty: object, loc: object = None) -> Value:
        """Append an argument to ``block`` (removed again on rollback)."""
        arg = block.add_argument(ty, loc)
        self.impl.append(AddBlockArgRewrite(self.impl, block))
        return arg

    def move_block_before(self, block: Block, before: Block) -> None:
        """Move ``block`` before ``before`` (maybe into another region)."""
        region = block.parent
        assert region is not None and before.parent is not None
        index = region.index_of(block)
        following = region.blocks[index + 1] if index + 1 < len(region.blocks) else None
        region.detach_block(block)
        dest = before.parent
        dest.insert_block(dest.index_of(before), block)
        self.has_changed = True
        self.impl.notify_block_moved(block, region, following)

    def inline_region_before(
        self, region: Region, dest: Region, before: Block | None
    ) -> None:
        """Move every block of ``region`` into ``dest`` before ``before``."""
        for block in list(region.blocks):
            source = block.parent
            assert source is not None
            index = source.index_of(block)
            following = (
                source.blocks[index + 1] if index + 1 < len(source.blocks) else None
            )
            source.detach_block(block)
            at = len(dest.blocks) if before is None else dest.index_of(before)
            dest.insert_block(at, block)
            self.has_changed = True
            self.impl.notify_block_moved(block, source, following)

    # -- in-place modification --------------------------------------------------
    def start_op_modification(self, op: Operation) -> None:
        """Snapshot ``op`` before an in-place update."""
        if self.impl.was_op_replaced(op):
            raise ConversionError(
                f"attempting to modify a replaced/erased op '{op.name}'"
            )
        self.impl.append(ModifyOperationRewrite(self.impl, op))

    def cancel_op_modification(self, op: Operation) -> None:
        """Restore ``op`` from its latest snapshot and drop that snapshot."""
        rewrites = self.impl.rewrites
        for index in range(len(rewrites) - 1, -1, -1):
            rewrite = rewrites[index]
            if isinstance(rewrite, ModifyOperationRewrite) and rewrite.op is op:
                rewrite.rollback()
                del rewrites[index]
                return
        raise ConversionError("no root update started on op")

    # -- signatures and remapping ----------------------------------------------
    def apply_signature_conversion(
        self,
        block: Block,
        conversion: SignatureConversion,
        converter: TypeConverter | None = None,
    ) -> Block:
        """Replace ``block`` by one with ``conversion``'s argument types."""
        if self.impl.was_op_replaced(block.parent_op):
            raise ConversionError("attempting to convert a block within a replaced op")
        return self.impl.apply_signature_conversion(self, block, converter, conversion)

    def convert_region_types(
        self,
        region: Region,
        converter: TypeConverter,
        entry_conversion: SignatureConversion | None = None,
    ) -> Block | None | bool:
        """Convert the argument types of every block of ``region``.

        Returns the new entry block (None for an empty region), False when a
        type does not convert.
        """
        if self.impl.was_op_replaced(region.parent):
            raise ConversionError("attempting to convert a region of a replaced op")
        return self.impl.convert_region_types(self, region, converter, entry_conversion)

    def get_remapped_value(self, value: Value) -> Value | None:
        """The replacement of ``value`` in the current converter's types."""
        remapped = self.impl.remap_values("value", None, [value])
        if remapped is None:
            return None
        if len(remapped[0]) != 1:
            raise ConversionError("1:N conversion not supported")
        return remapped[0][0]

    def get_remapped_values(self, values: Sequence[Value]) -> list[Value] | None:
        """The replacements of ``values``; None when a type does not convert."""
        if not values:
            return []
        remapped = self.impl.remap_values("value", None, values)
        if remapped is None:
            return None
        results: list[Value] = []
        for group in remapped:
            if len(group) != 1:
                raise ConversionError("1:N conversion not supported")
            results.append(group[0])
        return results

    def _log(self, line: str) -> None:
        if self.impl.log is not None:
            self.impl.log.line(line)
