"""The change log of a conversion: one object per IR rewrite, undoable.

Follows MLIR's ``IRRewrite`` family.  Some rewrites are applied to the IR at
once (creating, moving, modifying, inlining), some only in the conversion's
value mapping until committed (replacing ops and block arguments).  A failed
pattern or conversion rolls rewrites back in reverse order; a successful
conversion commits them in order, then cleans up (erases what was unlinked).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from tblgen_py.runtime.ir.block import Block
from tblgen_py.runtime.ir.operation import Operation
from tblgen_py.runtime.ir.region import Region
from tblgen_py.runtime.ir.value import BlockArgument, Value

if TYPE_CHECKING:
    from tblgen_py.runtime.conversion.rewriter_impl import ConversionRewriterImpl
    from tblgen_py.runtime.conversion.type_converter import TypeConverter


class IRRewrite:
    """One recorded change: rolled back on failure, committed on success."""

    __slots__ = ("impl",)

    def __init__(self, impl: ConversionRewriterImpl) -> None:
        self.impl = impl

    def rollback(self) -> None:
        """Undo the change."""

    def commit(self) -> None:
        """Make the change final (ops and blocks are only unlinked here)."""

    def cleanup(self) -> None:
        """Erase what ``commit`` unlinked."""


class BlockRewrite(IRRewrite):
    """A change to one block."""

    __slots__ = ("block",)

    def __init__(self, impl: ConversionRewriterImpl, block: Block) -> None:
        super().__init__(impl)
        self.block = block


class CreateBlockRewrite(BlockRewrite):
    """A block was created; rollback unlinks its ops and removes it."""

    __slots__ = ()

    def rollback(self) -> None:
        """Remove the block (its ops are undone by their own rewrites)."""
        block = self.block
        for op in list(block):
            block.unlink(op)
        for use in list(block.uses):
            use.drop()
        if block.parent is not None:
            block.parent.detach_block(block)


class EraseBlockRewrite(BlockRewrite):
    """A block was unlinked from its region; it is destroyed on cleanup."""

    __slots__ = ("region", "insert_before")

    def __init__(self, impl: ConversionRewriterImpl, block: Block) -> None:
        super().__init__(impl, block)
        region = block.parent
        assert region is not None
        self.region: Region = region
        index = region.index_of(block)
        following = region.blocks[index + 1 : index + 2]
        self.insert_before: Block | None = following[0] if following else None

    def rollback(self) -> None:
        """Put the block back where it was."""
        _insert_block(self.region, self.block, self.insert_before)

    def cleanup(self) -> None:
        """Destroy the (empty) block."""
        for arg in self.block.arguments:
            for use in list(arg.uses):
                use.drop()


class InlineBlockRewrite(BlockRewrite):
    """The ops of ``source`` were moved into ``block``."""

    __slots__ = ("source", "first", "last")

    def __init__(
        self, impl: ConversionRewriterImpl, block: Block, source: Block
    ) -> None:
        super().__init__(impl, block)
        self.source = source
        self.first: Operation | None = source.first_op
        self.last: Operation | None = source.last_op

    def rollback(self) -> None:
        """Move the inlined ops back to the front of the source block."""
        if self.first is None or self.last is None:
            return
        ops: list[Operation] = []
        op: Operation | None = self.first
        while op is not None:
            ops.append(op)
            if op is self.last:
                break
            op = op.next
        anchor = self.source.first_op
        for moved in ops:
            self.block.unlink(moved)
            self.source.insert_before(moved, anchor)


class MoveBlockRewrite(BlockRewrite):
    """A block was moved from ``region`` (before ``insert_before``)."""

    __slots__ = ("region", "insert_before")

    def __init__(
        self,
        impl: ConversionRewriterImpl,
        block: Block,
        region: Region,
        insert_before: Block | None,
    ) -> None:
        super().__init__(impl, block)
        self.region = region
        self.insert_before = insert_before

    def rollback(self) -> None:
        """Move the block back."""
        if self.block.parent is not None:
            self.block.parent.detach_block(self.block)
        _insert_block(self.region, self.block, self.insert_before)


class BlockTypeConversionRewrite(BlockRewrite):
    """``block`` was replaced by ``new_block`` with converted argument types."""

    __slots__ = ("new_block",)

    def __init__(
        self, impl: ConversionRewriterImpl, block: Block, new_block: Block
    ) -> None:
        super().__init__(impl, block)
        self.new_block = new_block

    def rollback(self) -> None:
        """Branches to the new block go back to the original one."""
        for use in list(self.new_block.uses):
            use.set(self.block)
        self.impl.converted_blocks.pop(self.block, None)


class AddBlockArgRewrite(BlockRewrite):
    """An argument was appended to a block; rollback removes it."""

    __slots__ = ()

    def rollback(self) -> None:
        """Drop the last argument."""
        self.block.erase_argument(len(self.block.arguments) - 1)


class ReplaceBlockArgRewrite(BlockRewrite):
    """A block argument was mapped to a replacement; uses change on commit."""

    __slots__ = ("arg", "converter")

    def __init__(
        self,
        impl: ConversionRewriterImpl,
        block: Block,
        arg: BlockArgument,
        converter: TypeConverter | None,
    ) -> None:
        super().__init__(impl, block)
        self.arg = arg
        self.converter = converter

    def commit(self) -> None:
        """Replace the argument's uses by its (materialized) replacement."""
        repl = self.impl.find_or_build_replacement_value(self.arg, self.converter)
        if repl is None:
            return
        owner = repl.defining_op
        if self.arg.uses:
            self.impl.place_source_argument_cast(owner)
        if owner is None:
            _replace_uses(self.arg, repl)
            return
        repl_block = owner.parent
        for use in list(self.arg.uses):
            user = use.owner
            if user.parent is not repl_block or owner.is_before_in_block(user):
                use.set(repl)

    def rollback(self) -> None:
        """Forget the mapping."""
        self.impl.mapping.erase(self.arg)


class OperationRewrite(IRRewrite):
    """A change to one operation."""

    __slots__ = ("op",)

    def __init__(self, impl: ConversionRewriterImpl, op: Operation) -> None:
        super().__init__(impl)
        self.op = op


class MoveOperationRewrite(OperationRewrite):
    """An op was moved from ``block`` (before ``insert_before``)."""

    __slots__ = ("block", "insert_before")

    def __init__(
        self,
        impl: ConversionRewriterImpl,
        op: Operation,
        block: Block,
        insert_before: Operation | None,
    ) -> None:
        super().__init__(impl, op)
        self.block = block
        self.insert_before = insert_before

    def rollback(self) -> None:
        """Move the op back."""
        self.op.detach()
        self.block.insert_before(self.op, self.insert_before)


class PlaceArgumentCastsRewrite(IRRewrite):
    """A block argument's packing casts moved to its block's start when a
    pattern first asked for the packed value (MLIR 22 builds them only
    then); rollback moves them back and forgets the request."""

    __slots__ = ("casts", "places")

    def __init__(
        self, impl: ConversionRewriterImpl, casts: tuple[Operation, ...]
    ) -> None:
        super().__init__(impl)
        self.casts = casts
        self.places = [(op.parent, op.next) for op in casts]

    def rollback(self) -> None:
        """Put the casts back where they were and make them lazy again."""
        for op, (block, anchor) in reversed(list(zip(self.casts, self.places))):
            op.detach()
            assert block is not None
            block.insert_before(op, anchor)
        if len(self.casts) == 2:
            argument, target = self.casts
            self.impl.lazy_argument_casts[target] = argument
            self.impl.lazy_argument_targets[argument] = target
            self.impl.argument_casts[argument] = False


class ModifyOperationRewrite(OperationRewrite):
    """An op was modified in place; the snapshot restores it."""

    __slots__ = (
        "name",
        "location",
        "attributes",
        "properties",
        "operands",
        "successors",
        "result_types",
    )

    def __init__(self, impl: ConversionRewriterImpl, op: Operation) -> None:
        super().__init__(impl, op)
        self.name = op.name
        self.location = op.location
        self.attributes = dict(op.attributes)
        props = op.properties
        self.properties: object = dict(props) if isinstance(props, dict) else props
        self.operands = op.operands
        self.successors = op.successors
        self.result_types = [result.type for result in op.results]

    def rollback(self) -> None:
        """Restore the snapshot."""
        op = self.op
        op.name = self.name
        op.location = self.location
        op.attributes = self.attributes
        op.properties = self.properties
        if op.operands != self.operands:
            op.set_operands(self.operands)
        for index, block in enumerate(self.successors):
            if op.successor_uses[index].block is not block:
                op.set_successor(index, block)
        for result, ty in zip(op.results, self.result_types):
            result.type = ty


class ReplaceOperationRewrite(OperationRewrite):
    """An op was replaced (or erased); it leaves the IR on commit."""

    __slots__ = ("converter",)

    def __init__(
        self,
        impl: ConversionRewriterImpl,
        op: Operation,
        converter: TypeConverter | None,
    ) -> None:
        super().__init__(impl, op)
        self.converter = converter

    def commit(self) -> None:
        """Replace the results' uses, then unlink the op."""
        op = self.op
        impl = self.impl
        replacements = [
            impl.find_or_build_replacement_value(result, self.converter)
            for result in op.results
        ]
        for result, new in zip(op.results, replacements):
            if new is not None:
                _replace_uses(result, new)
        if impl.config.unlegalized_ops is not None:
            impl.config.unlegalized_ops.discard(op)
        op.detach()

    def rollback(self) -> None:
        """Forget the results' mappings."""
        for result in self.op.results:
            self.impl.mapping.erase(result)

    def cleanup(self) -> None:
        """Destroy the op."""
        op = self.op
        for result in op.results:
            for use in list(result.uses):
                use.drop()
        op.erase(check_uses=False)


class CreateOperationRewrite(OperationRewrite):
    """An op was created; rollback erases it."""

    __slots__ = ()

    def rollback(self) -> None:
        """Erase the op (its regions' blocks are undone separately)."""
        op = self.op
        for region in op.regions:
            for block in list(region.blocks):
                region.detach_block(block)
        for result in op.results:
            for use in list(result.uses):
                use.drop()
        op.erase(check_uses=False)


class UnresolvedMaterializationRewrite(OperationRewrite):
    """An ``unrealized_conversion_cast`` the driver built for a type mismatch."""

    __slots__ = ("converter", "kind", "original_type", "mapped_value")

    def __init__(
        self,
        impl: ConversionRewriterImpl,
        op: Operation,
        converter: TypeConverter | None,
        kind: str,
        original_type: object,
        mapped_value: Value | None,
    ) -> None:
        super().__init__(impl, op)
        self.converter = converter
        self.kind = kind
        """"argument", "target" or "source"."""
        self.original_type = original_type
        self.mapped_value = mapped_value
        impl.unresolved_materializations[op] = self

    def rollback(self) -> None:
        """Forget the mapping and erase the cast."""
        impl = self.impl
        if self.mapped_value is not None:
            impl.mapping.erase(self.mapped_value)
        impl.unresolved_materializations.pop(self.op, None)
        impl.n_to_1_materializations.discard(self.op)
        for result in self.op.results:
            for use in list(result.uses):
                use.drop()
        self.op.erase(check_uses=False)


def _insert_block(region: Region, block: Block, before: Block | None) -> None:
    """Insert ``block`` into ``region`` before ``before`` (at the end if None)."""
    index = len(region.blocks) if before is None else region.index_of(before)
    region.insert_block(index, block)


def _replace_uses(old: Value, new: Value) -> None:
    """Make every use of ``old`` use ``new``."""
    for use in list(old.uses):
        use.set(new)
