"""The state behind a ``ConversionPatternRewriter``: mapping, change log, casts.

Follows MLIR's ``ConversionPatternRewriterImpl``.  It listens to the
rewriter's notifications and records each change as an ``IRRewrite``;
replacements go to the value mapping and materialize as
``unrealized_conversion_cast`` ops where types disagree.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from tblgen_py.runtime.conversion.config import (
    CONVERSION_DEBUG_TYPE,
    UNREALIZED_CAST,
    ConversionConfig,
)
from tblgen_py.runtime.conversion.rewrites import (
    BlockTypeConversionRewrite,
    CreateBlockRewrite,
    CreateOperationRewrite,
    EraseBlockRewrite,
    InlineBlockRewrite,
    IRRewrite,
    MoveBlockRewrite,
    ModifyOperationRewrite,
    MoveOperationRewrite,
    PlaceArgumentCastsRewrite,
    ReplaceBlockArgRewrite,
    ReplaceOperationRewrite,
    UnresolvedMaterializationRewrite,
)
from tblgen_py.runtime.conversion.signature import SignatureConversion
from tblgen_py.runtime.conversion.value_mapping import ConversionValueMapping
from tblgen_py.runtime.ir.block import Block
from tblgen_py.runtime.ir.builder import Builder, InsertionPoint
from tblgen_py.runtime.ir.operation import Operation
from tblgen_py.runtime.ir.region import Region
from tblgen_py.runtime.ir.value import BlockArgument, OpResult, Value
from tblgen_py.runtime.rewrite.listener import RewriterListener
from tblgen_py.runtime.rewrite.log import ScopedLog, op_ref

if TYPE_CHECKING:
    from tblgen_py.runtime.conversion.type_converter import TypeConverter
    from tblgen_py.runtime.ir.context import Context

RewriterState = tuple[int, int, int]
"""How many rewrites, ignored ops and replaced ops there were at one point."""


def value_location(value: Value) -> object:
    """The location of a value: its op's, or the block argument's."""
    if isinstance(value, OpResult):
        return value.op.location
    if isinstance(value, BlockArgument):
        return value.location
    return None


def compute_insert_point(value: Value) -> InsertionPoint:
    """Right after ``value``'s definition (a block's start for arguments)."""
    if isinstance(value, OpResult):
        block = value.op.parent
        assert block is not None
        return InsertionPoint(block, value.op.next)
    block = value.parent_block
    assert block is not None
    return InsertionPoint(block, block.first_op)


def compute_insert_point_of(values: Sequence[Value]) -> InsertionPoint:
    """After the last-defined of ``values`` (a block's start for arguments)."""
    last: Value | None = None
    for value in values:
        op = value.defining_op
        if op is None:
            continue
        if last is None or last.defining_op is None:
            last = value
            continue
        last_op = last.defining_op
        if op.parent is last_op.parent and last_op.is_before_in_block(op):
            last = value
    return compute_insert_point(last if last is not None else values[0])


class ConversionRewriterImpl(RewriterListener):
    """Records every change a conversion makes, to commit or roll back."""

    def __init__(self, context: Context | None, config: ConversionConfig) -> None:
        self.context = context
        self.config = config
        self.mapping = ConversionValueMapping()
        self.rewrites: list[IRRewrite] = []
        self.ignored_ops: dict[Operation, None] = {}
        """Ops not to legalize (nested in recursively legal ops)."""
        self.replaced_ops: dict[Operation, None] = {}
        """Ops replaced or erased (with everything nested in them)."""
        self.unresolved_materializations: dict[
            Operation, UnresolvedMaterializationRewrite
        ] = {}
        self.n_to_1_materializations: set[Operation] = set()
        self.n_to_1_targets: dict[tuple[tuple[Value, ...], object], Value] = {}
        """Casts of several values to one legal type, reused by later patterns."""
        self.lazy_argument_casts: dict[Operation, Operation] = {}
        """A converted block argument's target cast (to the legal type of its
        original type, when that is not its new arguments') to the argument
        cast it reads, while no pattern has asked for it: MLIR 22 builds the
        target materialization at the block's start only then, and the
        source one of an argument still used at the block's start on commit."""
        self.lazy_argument_targets: dict[Operation, Operation] = {}
        """The same casts, argument cast to target cast."""
        self.argument_casts: dict[Operation, bool] = {}
        """Each converted block argument's argument cast: whether a pattern
        asked for its packed legal value."""
        self.current_type_converter: TypeConverter | None = None
        self.region_to_converter: dict[Region, TypeConverter] = {}
        self.signature_blocks: set[Block] = set()
        self.converted_blocks: dict[Block, Block] = {}
        """Each block whose signature was converted, to its replacement."""
        """Blocks made by signature conversions (their parents need no re-legalizing)."""
        self.log: ScopedLog | None = ScopedLog.open(CONVERSION_DEBUG_TYPE)

    # -- state -----------------------------------------------------------
    def current_state(self) -> RewriterState:
        """A snapshot to reset to."""
        return (len(self.rewrites), len(self.ignored_ops), len(self.replaced_ops))

    def reset_state(self, state: RewriterState) -> None:
        """Undo everything done since ``state``."""
        self.undo_rewrites(state[0])
        _truncate(self.ignored_ops, state[1])
        _truncate(self.replaced_ops, state[2])

    def undo_rewrites(self, keep: int = 0) -> None:
        """Roll back rewrites, newest first, until ``keep`` remain."""
        for rewrite in reversed(self.rewrites[keep:]):
            rewrite.rollback()
        del self.rewrites[keep:]

    def apply_rewrites(self) -> None:
        """Commit every rewrite (commits may add more), then clean up."""
        index = 0
        while index < len(self.rewrites):
            self.rewrites[index].commit()
            index += 1
        erased: set[Operation] = set()
        for rewrite in self.rewrites:
            if isinstance(rewrite, ReplaceOperationRewrite):
                if rewrite.op in erased:
                    continue
                erased.update(rewrite.op.walk_ops())
            rewrite.cleanup()

    def append(self, rewrite: IRRewrite) -> None:
        """Record a rewrite."""
        self.rewrites.append(rewrite)

    def is_op_ignored(self, op: Operation) -> bool:
        """Whether ``op`` needs no legalization (ignored or replaced)."""
        return op in self.replaced_ops or op in self.ignored_ops

    def was_op_replaced(self, op: Operation | None) -> bool:
        """Whether ``op`` was replaced or erased."""
        return op is not None and op in self.replaced_ops

    # -- operand remapping -----------------------------------------------
    def remap_values(
        self, tag: str, loc: object, values: Sequence[Value]
    ) -> list[list[Value]] | None:
        """The replacement values of ``values`` as the current converter wants."""
        remapped: list[list[Value]] = []
        converter = self.current_type_converter
        for index, operand in enumerate(values):
            repl = self.mapping.lookup_or_default(operand)
            unpacked = self.unpack_n_to_1(repl)
            if converter is None:
                remapped.append(unpacked)
                continue
            orig_type = operand.type
            legal = converter.convert_type_list(orig_type)
            if legal is None:
                self.log_failure_reason(
                    f"unable to convert type for {tag} #{index}, type was {orig_type}"
                )
                return None
            if not legal:
                remapped.append([])
                continue
            operand_loc = loc if loc is not None else value_location(operand)
            if len(legal) != 1:
                if [v.type for v in unpacked] == legal:
                    remapped.append(unpacked)
                    continue
                remapped.append(
                    self.build_unresolved_materialization(
                        "target",
                        compute_insert_point(repl),
                        operand_loc,
                        None,
                        unpacked,
                        legal,
                        orig_type,
                        converter,
                    )
                )
                continue
            desired = legal[0]
            if len(unpacked) != 1:
                existing = self.mapping.lookup_or_null(operand, desired)
                if existing is not None:
                    remapped.append([existing])
                    continue
                remapped.append(
                    [self._n_to_1_target(unpacked, desired, orig_type, operand_loc)]
                )
                continue
            new_operand = self.mapping.lookup_or_default(operand, desired)
            if new_operand.type != desired:
                new_operand = self.build_unresolved_materialization(
                    "target",
                    compute_insert_point(new_operand),
                    operand_loc,
                    new_operand,
                    unpacked,
                    [desired],
                    orig_type,
                    converter,
                )[0]
            remapped.append([new_operand])
        for values in remapped:
            for value in values:
                self._place_argument_casts(value)
        return remapped

    def _place_argument_casts(self, value: Value) -> None:
        """Move a lazy argument target cast defining ``value`` (and the
        argument cast before it) to its block's start."""
        target = value.defining_op
        argument = self.lazy_argument_casts.get(target) if target else None
        if target is not None and argument is not None:
            self.place_argument_casts(argument, target)

    def place_argument_casts(self, argument: Operation, target: Operation) -> None:
        """Move a lazy pair of argument casts to its block's start (logged)."""
        del self.lazy_argument_casts[target]
        del self.lazy_argument_targets[argument]
        self.argument_casts[argument] = True
        block = argument.parent
        if block is None or target.parent is not block:
            return
        self.append(PlaceArgumentCastsRewrite(self, (argument, target)))
        argument.detach()
        block.insert_before(argument, block.first_op)
        target.detach()
        block.insert_after(target, argument)

    def read_argument_through(self, new_arg: Value, value: Value) -> None:
        """The argument casts reading ``new_arg`` (a converted block's
        argument) read ``value`` instead, placed right after its definition:
        MLIR 22's ``replaceAllUsesWith`` of the new argument, whose original
        argument's source materialization is then built from ``value``."""
        anchor = value.defining_op
        for use in list(new_arg.uses):
            cast = use.owner
            if cast not in self.argument_casts or anchor is None:
                continue
            casts: tuple[Operation, ...] = (cast,)
            target = self.lazy_argument_targets.pop(cast, None)
            if target is not None:
                del self.lazy_argument_casts[target]
                casts = (cast, target)
            self.argument_casts[cast] = True
            self.append(ModifyOperationRewrite(self, cast))
            cast.set_operand(use.index, value)
            self.append(PlaceArgumentCastsRewrite(self, casts))
            block = anchor.parent
            assert block is not None
            previous = anchor
            for op in casts:
                op.detach()
                block.insert_after(op, previous)
                previous = op

    def place_source_argument_cast(self, argument: Operation | None) -> None:
        """On commit, for an argument still used: its argument cast goes to
        the block's start (MLIR 22's source materialization from the new
        arguments), unless a pattern asked for its packed legal value (MLIR
        then builds it from that value, after it)."""
        if argument is None or self.argument_casts.get(argument, True):
            return
        target = self.lazy_argument_targets.get(argument)
        if target is not None:
            self.place_argument_casts(argument, target)
            return
        block = argument.parent
        if block is None:
            return
        self.append(PlaceArgumentCastsRewrite(self, (argument,)))
        argument.detach()
        block.insert_before(argument, block.first_op)

    def _n_to_1_target(
        self, values: list[Value], desired: object, orig_type: object, loc: object
    ) -> Value:
        """One cast of ``values`` to ``desired``, reused while it exists."""
        key = (tuple(values), desired)
        cached = self.n_to_1_targets.get(key)
        if cached is not None:
            op = cached.defining_op
            if op is not None and op in self.unresolved_materializations:
                return cached
        cast = self.build_unresolved_materialization(
            "target",
            compute_insert_point_of(values),
            loc,
            None,
            values,
            [desired],
            orig_type,
            self.current_type_converter,
        )[0]
        self.n_to_1_targets[key] = cast
        return cast

    # -- materializations ------------------------------------------------
    def build_unresolved_materialization(
        self,
        kind: str,
        point: InsertionPoint,
        loc: object,
        value_to_map: Value | None,
        inputs: Sequence[Value],
        output_types: Sequence[object],
        original_type: object,
        converter: TypeConverter | None,
    ) -> list[Value]:
        """An ``unrealized_conversion_cast`` of ``inputs`` (none if types match)."""
        if [v.type for v in inputs] == list(output_types):
            if value_to_map is not None:
                self.mapping.map(value_to_map, inputs[0])
            return list(inputs)
        cast = self.build_cast(point, loc, inputs, output_types)
        if value_to_map is not None:
            self.mapping.map(value_to_map, cast.results[0])
        self.append(
            UnresolvedMaterializationRewrite(
                self,
                cast,
                converter,
                kind,
                original_type if kind == "target" else None,
                value_to_map,
            )
        )
        return list(cast.results)

    def build_cast(
        self,
        point: InsertionPoint,
        loc: object,
        inputs: Sequence[Value],
        output_types: Sequence[object],
    ) -> Operation:
        """Insert an untracked ``unrealized_conversion_cast`` at ``point``."""
        builder = Builder(point, self.context)
        return builder.create(UNREALIZED_CAST, inputs, output_types, location=loc)

    def insert_n_to_1_materialization(
        self,
        point: InsertionPoint,
        loc: object,
        replacements: Sequence[Value],
        original: Value,
        converter: TypeConverter | None,
    ) -> tuple[Operation, Operation] | None:
        """Pack ``replacements`` into one value of ``original``'s type (and
        legal type); the two casts, if both were built."""
        original_type = original.type
        arg_mat = self.build_unresolved_materialization(
            "argument",
            point,
            loc,
            original,
            replacements,
            [original_type],
            None,
            converter,
        )[0]
        if arg_mat.defining_op is not None and arg_mat not in replacements:
            self.n_to_1_materializations.add(arg_mat.defining_op)
        legal: object = None
        if converter is not None:
            legal = converter.convert_type(original_type)
        elif len(replacements) == 1:
            legal = replacements[0].type
        if legal is None or legal == original_type:
            return None
        target = self.build_unresolved_materialization(
            "target",
            compute_insert_point(arg_mat),
            loc,
            arg_mat,
            [arg_mat],
            [legal],
            original_type,
            converter,
        )[0]
        if target.defining_op is not None and target is not arg_mat:
            self.n_to_1_materializations.add(target.defining_op)
        if arg_mat.defining_op is None or target.defining_op is None:
            return None
        if target is arg_mat:
            return None
        return arg_mat.defining_op, target.defining_op

    def unpack_n_to_1(self, value: Value) -> list[Value]:
        """The values an N:1 packing cast was built from (else ``[value]``)."""
        op = value.defining_op
        if op is None or op not in self.n_to_1_materializations:
            return [value]
        unpacked: list[Value] = []
        for operand in op.operands:
            unpacked.extend(self.unpack_n_to_1(operand))
        return unpacked

    def find_or_build_replacement_value(
        self, value: Value, converter: TypeConverter | None
    ) -> Value | None:
        """A replacement of ``value``'s own type, cast back to it if needed."""
        repl = self.mapping.lookup_or_null(value, value.type)
        if repl is not None:
            return repl
        if all(
            use.owner in self.replaced_ops for use in value.uses
        ) and not self.mapping.is_mapped_to(value):
            return None
        repl = self.mapping.lookup_or_null(value)
        if repl is None:
            return None
        cast = self.build_unresolved_materialization(
            "source",
            compute_insert_point(repl),
            value_location(value),
            value,
            [repl],
            [value.type],
            None,
            converter,
        )[0]
        self.mapping.map(value, cast)
        return cast

    # -- signatures ------------------------------------------------------
    def convert_region_types(
        self,
        rewriter: Builder,
        region: Region,
        converter: TypeConverter,
        entry_conversion: SignatureConversion | None,
    ) -> Block | None | bool:
        """Convert every block's argument types; False on failure."""
        self.region_to_converter[region] = converter
        if not region.blocks:
            return None
        for block in list(region.blocks[1:]):
            conversion = converter.convert_block_signature(block)
            if conversion is None:
                return False
            self.apply_signature_conversion(rewriter, block, converter, conversion)
        entry = region.blocks[0]
        if entry_conversion is None:
            entry_conversion = converter.convert_block_signature(entry)
            if entry_conversion is None:
                return False
        return self.apply_signature_conversion(
            rewriter, entry, converter, entry_conversion
        )

    def apply_signature_conversion(
        self,
        rewriter: Builder,
        block: Block,
        converter: TypeConverter | None,
        conversion: SignatureConversion,
    ) -> Block:
        """Replace ``block`` by a block with the converted argument types."""
        already = self.converted_blocks.get(block)
        if already is not None:
            return already
        converted = list(conversion.converted_types)
        if [arg.type for arg in block.arguments] == converted:
            return block
        region = block.parent
        assert region is not None
        locs: list[object] = [None] * len(converted)
        for index, arg in enumerate(block.arguments):
            mapping = conversion.get_input_mapping(index)
            if mapping is None or mapping.replaced_with_values:
                continue
            for offset in range(mapping.size):
                locs[mapping.input_no + offset] = arg.location
        new_block = Block(converted, locs)
        region.insert_block(region.index_of(block) + 1, new_block)
        self.notify_block_inserted(new_block)
        self.signature_blocks.add(new_block)
        self.append(InlineBlockRewrite(self, new_block, block))
        for op in list(block):
            block.unlink(op)
            new_block.append(op)
        for use in list(block.uses):
            use.set(new_block)
        self._map_block_arguments(block, new_block, converter, conversion)
        self.append(BlockTypeConversionRewrite(self, block, new_block))
        self.converted_blocks[block] = new_block
        self.append(EraseBlockRewrite(self, block))
        region.detach_block(block)
        return new_block

    def _map_block_arguments(
        self,
        block: Block,
        new_block: Block,
        converter: TypeConverter | None,
        conversion: SignatureConversion,
    ) -> None:
        for index, arg in enumerate(block.arguments):
            start = InsertionPoint(new_block, new_block.first_op)
            mapping = conversion.get_input_mapping(index)
            if mapping is None:
                self.build_unresolved_materialization(
                    "source", start, arg.location, arg, [], [arg.type], None, converter
                )
            elif mapping.replaced_with_values:
                self.mapping.map(arg, mapping.replacement_values[0])
            else:
                repl = new_block.arguments[
                    mapping.input_no : mapping.input_no + mapping.size
                ]
                casts = self.insert_n_to_1_materialization(
                    start,
                    arg.location,
                    repl,
                    arg,
                    converter,
                )
                if casts is not None:
                    self.argument_casts[casts[0]] = False
                if casts is not None and [v.type for v in repl] != list(
                    casts[1].result_types
                ):
                    self.lazy_argument_casts[casts[1]] = casts[0]
                    self.lazy_argument_targets[casts[0]] = casts[1]
            self.append(ReplaceBlockArgRewrite(self, block, arg, converter))

    # -- notifications ---------------------------------------------------
    def notify_operation_inserted(
        self, op: Operation, previous: InsertionPoint | None
    ) -> None:
        """Record a created op, or a moved one."""
        if self.log is not None:
            self.log.line(f"** Insert  : {op_ref(op)}")
        if previous is None:
            self.append(CreateOperationRewrite(self, op))
            return
        self.append(MoveOperationRewrite(self, op, previous.block, previous.anchor))

    def notify_block_inserted(self, block: Block) -> None:
        """Record a created block."""
        if self.log is not None:
            parent = block.parent_op
            if parent is not None:
                self.log.line(f"** Insert Block into : {op_ref(parent)}")
        self.append(CreateBlockRewrite(self, block))

    def notify_block_moved(
        self, block: Block, region: Region, before: Block | None
    ) -> None:
        """Record a block moved out of ``region``."""
        self.append(MoveBlockRewrite(self, block, region, before))

    def notify_op_replaced(
        self, op: Operation, new_values: Sequence[Sequence[Value]]
    ) -> None:
        """Map ``op``'s results to ``new_values``; the op goes on commit."""
        is_materialization = op in self.unresolved_materializations
        for repl, result in zip(new_values, op.results):
            if not repl:
                if is_materialization:
                    continue
                self.build_unresolved_materialization(
                    "source",
                    compute_insert_point(result),
                    op.location,
                    result,
                    [],
                    [result.type],
                    None,
                    self.current_type_converter,
                )
                continue
            if is_materialization:
                raise ValueError("attempting to replace an unresolved materialization")
            if len(repl) == 1:
                self.mapping.map(result, repl[0])
            else:
                self.insert_n_to_1_materialization(
                    compute_insert_point(result),
                    op.location,
                    repl,
                    result,
                    self.current_type_converter,
                )
        self.append(ReplaceOperationRewrite(self, op, self.current_type_converter))
        for nested in op.walk_ops():
            self.replaced_ops[nested] = None

    def notify_match_failure(self, op: Operation | None, reason: str) -> None:
        """Log why a pattern failed."""
        self.log_failure_reason(reason)

    def log_failure_reason(self, reason: str) -> None:
        """``** Failure : reason`` in the debug log."""
        if self.log is not None:
            self.log.line(f"** Failure : {reason}")
        if self.log is not None and self.config.notify_callback is not None:
            self.config.notify_callback(reason)


def _truncate(ordered: dict[Operation, None], size: int) -> None:
    """Drop the newest entries of an insertion-ordered set down to ``size``."""
    while len(ordered) > size:
        ordered.popitem()
