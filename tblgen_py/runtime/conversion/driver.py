"""The conversion drivers: partial, full and analysis conversions.

Follows MLIR's ``OperationConverter``: walk the ops pre-order (skipping the
insides of recursively legal ops), legalize each; on failure undo every
change, on success commit them, fold away the casts the driver built and
resolve those still in use with the type converters' materializations.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from enum import Enum

from tblgen_py.runtime.conversion.config import ConversionConfig
from tblgen_py.runtime.conversion.legalizer import OperationLegalizer
from tblgen_py.runtime.conversion.reconcile import reconcile_unrealized_casts
from tblgen_py.runtime.conversion.rewriter import ConversionPatternRewriter
from tblgen_py.runtime.conversion.rewriter_impl import ConversionRewriterImpl
from tblgen_py.runtime.conversion.rewrites import UnresolvedMaterializationRewrite
from tblgen_py.runtime.conversion.target import ConversionTarget
from tblgen_py.runtime.errors import MLIRError
from tblgen_py.runtime.ir.builder import Builder, InsertionPoint
from tblgen_py.runtime.ir.context import Context
from tblgen_py.runtime.ir.block import Block
from tblgen_py.runtime.ir.operation import Operation
from tblgen_py.runtime.ir.region import Region
from tblgen_py.runtime.rewrite.pattern import Pattern
from tblgen_py.runtime.rewrite.pattern_set import (
    FrozenRewritePatternSet,
    RewritePatternSet,
)
from tblgen_py.runtime.text.printer import PrintOptions, print_operation


class ConversionMode(Enum):
    """How failures to legalize count (MLIR's ``OpConversionMode``)."""

    PARTIAL = "partial"
    FULL = "full"
    ANALYSIS = "analysis"


@dataclass
class ConversionNote:
    """A note attached to a conversion failure."""

    message: str
    location: object = None


@dataclass
class ConversionFailure(MLIRError):
    """Why a conversion failed: an error at an op's location, with notes."""

    message: str
    location: object = None
    op: Operation | None = None
    notes: list[ConversionNote] = field(default_factory=list)

    def __str__(self) -> str:
        return self.message


PatternsArg = FrozenRewritePatternSet | RewritePatternSet | Iterable[Pattern]


def _frozen(patterns: PatternsArg) -> FrozenRewritePatternSet:
    if isinstance(patterns, FrozenRewritePatternSet):
        return patterns
    return FrozenRewritePatternSet(patterns)


class OperationConverter:
    """Converts ops to a target with patterns, in one mode."""

    def __init__(
        self,
        target: ConversionTarget,
        patterns: PatternsArg,
        config: ConversionConfig,
        mode: ConversionMode,
    ) -> None:
        self.config = config
        self.mode = mode
        self.legalizer = OperationLegalizer(target, _frozen(patterns), config)

    def convert_operations(
        self, ops: Iterable[Operation], context: Context | None = None
    ) -> None:
        """Convert ``ops`` and everything nested; raise ConversionFailure."""
        roots = list(ops)
        if not roots:
            return
        to_convert = self._collect(roots)
        rewriter = ConversionPatternRewriter(context, self.config)
        impl = rewriter.impl
        for op in to_convert:
            failure = self._convert(rewriter, op)
            if failure is not None:
                impl.undo_rewrites()
                raise failure
        if self.mode is ConversionMode.ANALYSIS:
            impl.undo_rewrites()
            return
        impl.apply_rewrites()
        live = [cast for cast in impl.unresolved_materializations if cast.parent]
        remaining = reconcile_unrealized_casts(live)
        if self.config.build_materializations:
            pending = dict.fromkeys(remaining)
            for cast in remaining:
                rewrite = impl.unresolved_materializations[cast]
                if _legalize_through_argument(rewriter, impl, rewrite, pending):
                    pending.pop(cast, None)
            for cast in list(pending):
                rewrite = impl.unresolved_materializations[cast]
                _legalize_materialization(rewriter, rewrite)

    def _collect(self, roots: list[Operation]) -> list[Operation]:
        target = self.legalizer.target
        found: list[Operation] = []

        def visit(op: Operation) -> None:
            found.append(op)
            details = target.is_legal(op)
            if details is not None and details.is_recursively_legal:
                return
            for region in op.regions:
                for block in dominance_order(region):
                    for nested in list(block):
                        visit(nested)

        for root in roots:
            visit(root)
        return found

    def _convert(
        self, rewriter: ConversionPatternRewriter, op: Operation
    ) -> ConversionFailure | None:
        if not self.legalizer.legalize(op, rewriter):
            if self.mode is ConversionMode.FULL:
                return ConversionFailure(
                    f"failed to legalize operation '{op.name}'", op.location, op
                )
            if self.mode is ConversionMode.PARTIAL:
                if self.legalizer.is_illegal(op):
                    return ConversionFailure(
                        f"failed to legalize operation '{op.name}' that was "
                        "explicitly marked illegal",
                        op.location,
                        op,
                    )
                if self.config.unlegalized_ops is not None:
                    self.config.unlegalized_ops.add(op)
        elif self.mode is ConversionMode.ANALYSIS:
            if self.config.legalizable_ops is not None:
                self.config.legalizable_ops.add(op)
        return None


def dominance_order(region: Region) -> list[Block]:
    """The blocks reachable from the entry, depth first along successors.

    MLIR's ``ForwardDominanceIterator``: dominators come before the blocks
    they dominate; unreachable blocks are not visited.
    """
    if not region.blocks:
        return []
    order: list[Block] = []
    seen: set[Block] = set()
    stack: list[tuple[Block, int]] = [(region.blocks[0], 0)]
    seen.add(region.blocks[0])
    order.append(region.blocks[0])
    while stack:
        block, index = stack.pop()
        successors = block.successors
        if index < len(successors):
            stack.append((block, index + 1))
            succ = successors[index]
            if succ not in seen and succ.parent is region:
                seen.add(succ)
                order.append(succ)
                stack.append((succ, 0))
    return order


def _legalize_through_argument(
    rewriter: ConversionPatternRewriter,
    impl: ConversionRewriterImpl,
    rewrite: UnresolvedMaterializationRewrite,
    pending: dict[Operation, None],
) -> bool:
    """A target cast of a live argument materialization (N block arguments
    packed to the original type): materialize the target type from the block
    arguments themselves, before the argument cast, which then casts that
    value back to the original type (as MLIR maps the arguments to the
    target value), or goes when nothing else uses it."""
    cast, converter = rewrite.op, rewrite.converter
    if rewrite.kind != "target" or converter is None or len(cast.operands) != 1:
        return False
    argument = cast.operands[0].defining_op
    if argument is None or argument not in pending:
        return False
    arg_rewrite = impl.unresolved_materializations[argument]
    if arg_rewrite.kind != "argument":
        return False
    builder = Builder(InsertionPoint.before(argument), rewriter.context)
    types = [result.type for result in cast.results]
    values = converter.materialize_target_conversions(
        builder, cast.location, types, argument.operands, rewrite.original_type
    )
    if len(values) != 1:
        return False
    for result, new in zip(cast.results, values):
        result.replace_all_uses_with(new)
    cast.erase()
    if argument.results[0].uses:
        argument.set_operands(list(values))
    else:
        argument.erase()
    pending.pop(argument, None)
    return True


def _legalize_materialization(
    rewriter: ConversionPatternRewriter, rewrite: UnresolvedMaterializationRewrite
) -> None:
    """Replace a live cast by the converter's materialization, or fail."""
    cast = rewrite.op
    inputs = cast.operands
    converter = rewrite.converter
    if converter is not None:
        builder = Builder(InsertionPoint.before(cast), rewriter.context)
        types = [result.type for result in cast.results]
        values: list[object] = []
        if rewrite.kind == "argument":
            value = converter.materialize_argument_conversion(
                builder, cast.location, types[0], inputs
            )
            if value is not None:
                values = [value]
        if not values and rewrite.kind in ("argument", "target"):
            values = list(
                converter.materialize_target_conversions(
                    builder, cast.location, types, inputs, rewrite.original_type
                )
            )
        elif rewrite.kind == "source":
            value = converter.materialize_source_conversion(
                builder, cast.location, types[0], inputs
            )
            if value is not None:
                values = [value]
        if values:
            for result, new in zip(cast.results, values):
                result.replace_all_uses_with(new)  # type: ignore[arg-type]
            cast.erase()
            return
    input_types = ", ".join(str(v.type) for v in inputs)
    output_types = ", ".join(str(r.type) for r in cast.results)
    user = next(use.owner for r in cast.results for use in r.uses)
    text = print_operation(user, PrintOptions(generic=True), in_context=True)
    raise ConversionFailure(
        f"failed to legalize unresolved materialization from ({input_types}) to "
        f"({output_types}) that remained live after conversion",
        cast.location,
        cast,
        [ConversionNote(f"see existing live user here: {text}", user.location)],
    )


def _roots(ops: Operation | Iterable[Operation]) -> list[Operation]:
    return [ops] if isinstance(ops, Operation) else list(ops)


def apply_partial_conversion(
    ops: Operation | Iterable[Operation],
    target: ConversionTarget,
    patterns: PatternsArg,
    config: ConversionConfig | None = None,
    context: Context | None = None,
) -> None:
    """Legalize what can be; only ops explicitly illegal must be converted.

    Raises ``ConversionFailure`` (and leaves the IR unchanged) otherwise.
    """
    converter = OperationConverter(
        target, patterns, config or ConversionConfig(), ConversionMode.PARTIAL
    )
    converter.convert_operations(_roots(ops), context)


def apply_full_conversion(
    ops: Operation | Iterable[Operation],
    target: ConversionTarget,
    patterns: PatternsArg,
    config: ConversionConfig | None = None,
    context: Context | None = None,
) -> None:
    """Legalize every op; raises ``ConversionFailure`` (IR unchanged) otherwise."""
    converter = OperationConverter(
        target, patterns, config or ConversionConfig(), ConversionMode.FULL
    )
    converter.convert_operations(_roots(ops), context)


def apply_analysis_conversion(
    ops: Operation | Iterable[Operation],
    target: ConversionTarget,
    patterns: PatternsArg,
    config: ConversionConfig | None = None,
    context: Context | None = None,
) -> set[Operation]:
    """The ops a partial conversion could legalize; the IR is left unchanged."""
    config = config or ConversionConfig()
    if config.legalizable_ops is None:
        config.legalizable_ops = set()
    converter = OperationConverter(target, patterns, config, ConversionMode.ANALYSIS)
    converter.convert_operations(_roots(ops), context)
    return config.legalizable_ops
