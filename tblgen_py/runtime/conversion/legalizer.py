"""The operation legalizer: makes one op legal by folding or by patterns.

Follows MLIR's ``OperationLegalizer``: an op is legal as the target says, or
is ignored, or folds, or a pattern rewrites it and every op the pattern
created, modified or moved is legalized in turn (recursively); a failure
rolls the pattern's changes back and the next pattern is tried.
"""

from __future__ import annotations

from tblgen_py.runtime.conversion.config import ConversionConfig
from tblgen_py.runtime.conversion.cost_model import LegalizationGraph
from tblgen_py.runtime.conversion.rewriter import ConversionPatternRewriter
from tblgen_py.runtime.conversion.rewriter_impl import (
    ConversionRewriterImpl,
    RewriterState,
)
from tblgen_py.runtime.conversion.rewrites import (
    BlockRewrite,
    BlockTypeConversionRewrite,
    CreateOperationRewrite,
    EraseBlockRewrite,
    ModifyOperationRewrite,
    ReplaceBlockArgRewrite,
)
from tblgen_py.runtime.conversion.target import ConversionTarget
from tblgen_py.runtime.ir.operation import Operation
from tblgen_py.runtime.rewrite.applicator import PatternApplicator
from tblgen_py.runtime.ods.hooks import MissingHookError
from tblgen_py.runtime.rewrite.fold import (
    FoldResult,
    fold_op,
    is_constant_op,
    materialize_results,
)
from tblgen_py.runtime.rewrite.log import LINE_COMMENT, ScopedLog, op_ref, op_text
from tblgen_py.runtime.rewrite.pattern import Pattern, as_op_class
from tblgen_py.runtime.rewrite.pattern_set import FrozenRewritePatternSet


class OperationLegalizer:
    """Legalizes ops against a target with a frozen pattern set."""

    def __init__(
        self,
        target: ConversionTarget,
        patterns: FrozenRewritePatternSet,
        config: ConversionConfig,
    ) -> None:
        self.target = target
        self.config = config
        self.applicator = PatternApplicator(patterns)
        graph = LegalizationGraph(target, list(patterns))
        self.applicator.apply_cost_model(graph.cost_model())
        self.applied: set[Pattern] = set()

    def is_illegal(self, op: Operation) -> bool:
        """Whether the target marks ``op`` illegal."""
        return self.target.is_illegal(op)

    def legalize(self, op: Operation, rewriter: ConversionPatternRewriter) -> bool:
        """Make ``op`` legal; whether that worked (changes kept on success)."""
        impl = rewriter.impl
        log = impl.log
        if log is not None:
            log.write("\n")
            log.line(LINE_COMMENT)
            log.line(f"Legalizing operation : {op_ref(op)} {{")
            log.indent()
            if not op.regions:
                log.line(op_text(op))
                log.write("\n")
        details = self.target.is_legal(op)
        if details is not None:
            note = (
                "; NOTE: operation is recursively legal; skipping internals"
                if details.is_recursively_legal
                else ""
            )
            _end(log, f"SUCCESS : operation marked legal by the target{note}")
            if details.is_recursively_legal:
                for nested in op.walk_ops():
                    if nested is not op:
                        impl.ignored_ops[nested] = None
            return True
        if impl.is_op_ignored(op):
            _end(log, "SUCCESS : operation marked 'ignored' during conversion")
            return True
        if self._legalize_with_fold(op, rewriter):
            _end(log, "SUCCESS : operation was folded")
            return True
        if self._legalize_with_pattern(op, rewriter):
            _end(log, "SUCCESS")
            return True
        _end(log, "FAILURE : no matched legalization pattern")
        return False

    # -- folding -----------------------------------------------------------
    def _legalize_with_fold(
        self, op: Operation, rewriter: ConversionPatternRewriter
    ) -> bool:
        impl = rewriter.impl
        state = impl.current_state()
        log = impl.log
        if log is not None:
            log.line("* Fold {")
            log.indent()
        _set_insertion_point(rewriter, op)
        results = None if is_constant_op(op) else _try_fold(op, impl.context)
        values = None
        if results:
            values = materialize_results(op, results, rewriter, impl.context)
        if results is None or (results and values is None):
            _close(log, "FAILURE : unable to fold")
            return False
        if not results:
            return self.legalize(op, rewriter)
        assert values is not None
        rewriter.replace_op(op, values)
        for index in range(state[0], len(impl.rewrites)):
            rewrite = impl.rewrites[index]
            if not isinstance(rewrite, CreateOperationRewrite):
                continue
            if not self.legalize(rewrite.op, rewriter):
                _close(
                    log,
                    f"FAILURE : failed to legalize generated constant '{rewrite.op.name}'",
                )
                impl.reset_state(state)
                return False
        _close(log, "SUCCESS")
        return True

    # -- patterns ----------------------------------------------------------
    def _legalize_with_pattern(
        self, op: Operation, rewriter: ConversionPatternRewriter
    ) -> bool:
        """Try patterns in cost-model order until one applies and legalizes."""
        impl = rewriter.impl
        state = impl.current_state()
        for pattern, fn, op_class in self.applicator.entries_for(op.name):
            if not self._can_apply(op, pattern, impl):
                continue
            _set_insertion_point(rewriter, op)
            if op_class is not None and not isinstance(op, op_class):
                as_op_class(op, op_class)
            if fn(op, rewriter):
                ok = self._legalize_pattern_result(op, rewriter, state)
                self.applied.discard(pattern)
                if ok:
                    return True
                impl.reset_state(state)
            self._on_failure(op, pattern, impl, state)
        return False

    def _on_failure(
        self,
        op: Operation,
        pattern: Pattern,
        impl: ConversionRewriterImpl,
        state: RewriterState,
    ) -> None:
        """Log the failure, roll the pattern's changes back."""
        _close(impl.log, "FAILURE : pattern failed to match")
        if impl.log is not None and self.config.notify_callback is not None:
            self.config.notify_callback(
                f'Failed to apply pattern "{pattern.debug_name}" on op:\n{op_text(op)}'
            )
        impl.reset_state(state)
        self.applied.discard(pattern)

    def _can_apply(
        self, op: Operation, pattern: Pattern, impl: ConversionRewriterImpl
    ) -> bool:
        log = impl.log
        if log is not None:
            log.write("\n")
            generated = ", ".join(pattern.generated_ops)
            log.line(f"* Pattern : '{op.name} -> ({generated})' {{")
            log.indent()
        if not pattern.has_bounded_rewrite_recursion:
            if pattern in self.applied:
                _close(log, "FAILURE : pattern was already applied")
                return False
            self.applied.add(pattern)
        return True

    def _legalize_pattern_result(
        self,
        op: Operation,
        rewriter: ConversionPatternRewriter,
        state: RewriterState,
    ) -> bool:
        impl = rewriter.impl
        new_state = impl.current_state()
        ok = (
            self._legalize_block_rewrites(op, rewriter, state, new_state)
            and self._legalize_root_updates(rewriter, state, new_state)
            and self._legalize_created_ops(rewriter, state, new_state)
        )
        if ok:
            _close(impl.log, "SUCCESS : pattern applied successfully")
        return ok

    def _legalize_block_rewrites(
        self,
        op: Operation,
        rewriter: ConversionPatternRewriter,
        state: RewriterState,
        new_state: RewriterState,
    ) -> bool:
        impl = rewriter.impl
        to_ignore: set[Operation] | None = None
        for index in range(state[0], new_state[0]):
            rewrite = impl.rewrites[index]
            if not isinstance(rewrite, BlockRewrite) or isinstance(
                rewrite,
                (BlockTypeConversionRewrite, EraseBlockRewrite, ReplaceBlockArgRewrite),
            ):
                continue
            block = rewrite.block
            if block in impl.signature_blocks:
                continue
            parent = block.parent_op
            if parent is None or parent is op or not block.arguments:
                continue
            assert block.parent is not None
            converter = impl.region_to_converter.get(block.parent)
            if converter is not None:
                conversion = converter.convert_block_signature(block)
                if conversion is None:
                    _close(impl.log, "FAILURE : failed to convert types of moved block")
                    return False
                impl.apply_signature_conversion(rewriter, block, converter, conversion)
                continue
            if to_ignore is None:
                to_ignore = {
                    r.op
                    for r in impl.rewrites[state[0] :]
                    if isinstance(r, CreateOperationRewrite)
                }
            if parent not in to_ignore:
                to_ignore.add(parent)
                if not self.legalize(parent, rewriter):
                    _close(
                        impl.log,
                        f"FAILURE : operation {op_ref(parent)} became illegal after rewrite",
                    )
                    return False
        return True

    def _legalize_created_ops(
        self,
        rewriter: ConversionPatternRewriter,
        state: RewriterState,
        new_state: RewriterState,
    ) -> bool:
        impl = rewriter.impl
        for index in range(state[0], new_state[0]):
            rewrite = impl.rewrites[index]
            if not isinstance(rewrite, CreateOperationRewrite):
                continue
            if not self.legalize(rewrite.op, rewriter):
                _close(
                    impl.log,
                    f"FAILURE : failed to legalize generated operation {op_ref(rewrite.op)}",
                )
                return False
        return True

    def _legalize_root_updates(
        self,
        rewriter: ConversionPatternRewriter,
        state: RewriterState,
        new_state: RewriterState,
    ) -> bool:
        impl = rewriter.impl
        for index in range(state[0], new_state[0]):
            rewrite = impl.rewrites[index]
            if not isinstance(rewrite, ModifyOperationRewrite):
                continue
            if not self.legalize(rewrite.op, rewriter):
                _close(
                    impl.log,
                    "FAILURE : failed to legalize operation updated in-place "
                    f"'{rewrite.op.name}'",
                )
                return False
        return True


def _end(log: ScopedLog | None, text: str) -> None:
    """Close a ``Legalizing operation`` scope with its result."""
    if log is None:
        return
    log.unindent()
    log.line(f"}} -> {text}")
    log.line(LINE_COMMENT)


def _close(log: ScopedLog | None, text: str) -> None:
    """Close a fold or pattern scope with its result."""
    if log is None:
        return
    log.unindent()
    log.line(f"}} -> {text}")


def _set_insertion_point(rewriter: ConversionPatternRewriter, op: Operation) -> None:
    """Insert before ``op`` (nowhere when ``op`` is not in a block)."""
    if op.parent is None:
        rewriter.insertion_point = None
    else:
        rewriter.set_insertion_point_before(op)


def _try_fold(op: Operation, context: object) -> list[FoldResult] | None:
    """``fold_op``, where a folder declared in ODS but not ported does not fold."""
    try:
        return fold_op(op, context=context)
    except MissingHookError:
        return None
