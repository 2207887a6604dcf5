"""Canonicalization of ``gpu``, ported from MLIR's ``GPUDialect.cpp``, in part:
``memcpy``/``memset`` fold ``memref.cast`` operands (``foldMemRefCast``);
``wait``: ``EraseRedundantGpuWaitOpPairs``, ``SimplifyGpuWaitOp``;
``barrier``: ``eraseRedundantGpuBarrierOps``; ``alloc``: its allocation
effect (an unused one is dead) and ``SimplifyDimOfAllocOp``; ``launch``:
``FoldLaunchArguments`` (ids of unit sizes are zero); ``memcpy``:
``EraseTrivialCopyOp`` (a copy into an allocation only freed goes)."""

from __future__ import annotations

from tblgen_py.dialects.memref.canonicalize import fold_memref_cast
from tblgen_py.dialects.mixed_indices import static_values
from tblgen_py.runtime.ir.attributes import IntegerAttr
from tblgen_py.runtime.ir.operation import Operation
from tblgen_py.runtime.ir.types import DYNAMIC, IndexType, MemRefType
from tblgen_py.runtime.ir.value import Value
from tblgen_py.runtime.ods import hooks
from tblgen_py.runtime.ods.hooks import implement_op
from tblgen_py.runtime.rewrite.effects import EffectInstance, EffectKind
from tblgen_py.runtime.rewrite import (
    PatternRewriter,
    RewritePattern,
    RewritePatternSet,
    constant_value,
)

__all__: list[str] = []


@implement_op("gpu.memcpy", "fold")
@implement_op("gpu.memset", "fold")
def fold_memref_casts(op: Operation, adaptor: object) -> object:
    """``memref::foldMemRefCast`` in place."""
    return list(op.results) if fold_memref_cast(op) else None


def _token_free_wait(value: Value) -> bool:
    op = value.defining_op
    return op is not None and op.name == "gpu.wait" and not op.operands


class EraseRedundantGpuWaitOpPairs(RewritePattern):
    """Dependencies on a ``gpu.wait async`` without dependencies go."""

    def __init__(self) -> None:
        super().__init__("gpu.wait", debug_name="EraseRedundantGpuWaitOpPairs")

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        if not any(_token_free_wait(value) for value in op.operands):
            return False
        kept = [value for value in op.operands if not _token_free_wait(value)]
        with rewriter.modifying(op):
            op.set_operands(kept)
        return True


class SimplifyGpuWaitOp(RewritePattern):
    """A ``gpu.wait`` with neither dependencies nor token goes; one with a
    single dependency and a token is that dependency; an unused token goes."""

    def __init__(self) -> None:
        super().__init__("gpu.wait", debug_name="SimplifyGpuWaitOp")

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        token = op.results[0] if op.results else None
        if not op.operands and token is None:
            rewriter.erase_op(op)
            return True
        if len(op.operands) == 1 and token is not None:
            rewriter.replace_op(op, [op.operands[0]])
            return True
        if token is not None and not token.uses:
            rewriter.erase_op(op)
            return True
        return False


@implement_op("gpu.wait", "canonicalization_patterns")
def wait_patterns(patterns: RewritePatternSet, context: object) -> None:
    """``WaitOp::getCanonicalizationPatterns``."""
    patterns.add(EraseRedundantGpuWaitOpPairs(), SimplifyGpuWaitOp())


class EraseRedundantGpuBarrier(RewritePattern):
    """A barrier right before another barrier goes."""

    def __init__(self) -> None:
        super().__init__("gpu.barrier", debug_name="eraseRedundantGpuBarrierOps")

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        block = op.parent
        if block is None:
            return False
        ops = block.operations
        position = ops.index(op)
        following = ops[position + 1] if position + 1 < len(ops) else None
        if following is None or following.name != "gpu.barrier":
            return False
        rewriter.erase_op(op)
        return True


@implement_op("gpu.barrier", "canonicalization_patterns")
def barrier_patterns(patterns: RewritePatternSet, context: object) -> None:
    """``BarrierOp::getCanonicalizationPatterns``."""
    patterns.add(EraseRedundantGpuBarrier())


class SimplifyDimOfAllocOp(RewritePattern):
    """``memref.dim`` of a dynamic size of a ``gpu.alloc``: that size."""

    def __init__(self) -> None:
        super().__init__("memref.dim", debug_name="SimplifyDimOfAllocOp")

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        index_attr = constant_value(op.operands[1])
        if not isinstance(index_attr, IntegerAttr):
            return False
        index = index_attr.value
        ty = op.operands[0].type
        if not isinstance(ty, MemRefType) or not 0 <= index < len(ty.shape):
            return False
        if ty.shape[index] != DYNAMIC:
            return False
        alloc = op.operands[0].defining_op
        if alloc is None or alloc.name != "gpu.alloc":
            return False
        segments = static_values(alloc.get_attr("operandSegmentSizes"))
        sizes = alloc.operands[segments[0] : segments[0] + segments[1]]
        position = sum(1 for size in ty.shape[:index] if size == DYNAMIC)
        rewriter.replace_op(op, [sizes[position]])
        return True


@implement_op("gpu.alloc", "canonicalization_patterns")
def alloc_patterns(patterns: RewritePatternSet, context: object) -> None:
    """``AllocOp::getCanonicalizationPatterns``."""
    patterns.add(SimplifyDimOfAllocOp())


@implement_op("gpu.alloc", "getEffects")
def alloc_effects(op: Operation) -> list[EffectInstance]:
    """``MemAlloc`` on the allocated memref."""
    return [EffectInstance(EffectKind.ALLOCATE, op.results[0])]


class FoldLaunchArguments(RewritePattern):
    """A block or thread id whose grid or block size is the constant 1 is
    zero: its uses read one ``arith.constant 0 : index`` made at the start of
    the body."""

    def __init__(self) -> None:
        super().__init__("gpu.launch", debug_name="FoldLaunchArguments")

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        body = op.regions[0].blocks[0]
        sizes = _launch_sizes(op)
        zero: Value | None = None
        for index, size in enumerate(sizes):
            attr = constant_value(size)
            if not isinstance(attr, IntegerAttr) or attr.value != 1:
                continue
            argument = body.arguments[index]
            if not argument.uses:
                continue
            if zero is None:
                saved = rewriter.insertion_point
                rewriter.set_insertion_point_to_start(body)
                zero = rewriter.create(
                    "arith.constant",
                    [],
                    [IndexType.get()],
                    {"value": IntegerAttr.get(IndexType.get(), 0)},
                    location=op.location,
                ).results[0]
                rewriter.insertion_point = saved
            rewriter.replace_all_uses_with(argument, zero)
        return zero is not None


def _launch_sizes(op: Operation) -> list[Value]:
    """The grid sizes then the block sizes (x, y, z) of a ``gpu.launch``: the
    sizes giving the block ids then the thread ids their ranges."""
    attr = op.get_attr("operandSegmentSizes")
    counts = [int(v) for v in getattr(attr, "values", ())]
    start = counts[0] if counts else 0
    return list(op.operands[start : start + 6])


@implement_op("gpu.launch", "canonicalization_patterns")
def launch_patterns(patterns: RewritePatternSet, context: object) -> None:
    """``LaunchOp::getCanonicalizationPatterns``: ``FoldLaunchArguments``."""
    patterns.add(FoldLaunchArguments())


def _only_allocates(op: Operation, value: Value) -> bool:
    """``hasSingleEffect<MemoryEffects::Allocate>(op, value)`` over the
    ported effects (``memref.alloc``/``alloca``, ``gpu.alloc``)."""
    cls = type(op)
    if getattr(cls, "ODS_TRAITS", None) is None:
        return False
    hook = hooks.lookup(cls, "getEffects")
    effects = list(hook(op)) if hook is not None else []  # type: ignore[call-overload]
    return bool(effects) and all(
        e.kind is EffectKind.ALLOCATE and e.value is value for e in effects
    )


def _only_frees(op: Operation, value: Value) -> bool:
    """``hasSingleEffect<MemoryEffects::Free>(op, value)``: a ``memref.dealloc``
    or ``gpu.dealloc`` (whose one effect frees their memref operand) of
    ``value``."""
    if op.name not in ("memref.dealloc", "gpu.dealloc"):
        return False
    return op.operands[-1] is value


class EraseTrivialCopyOp(RewritePattern):
    """A copy into an allocation only otherwise freed goes (its token, if
    any, is its single dependency)."""

    def __init__(self) -> None:
        super().__init__("gpu.memcpy", debug_name="EraseTrivialCopyOp")

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        dependencies = len(op.operands) - 2
        dest = op.operands[dependencies]
        alloc = dest.defining_op
        if alloc is None or not _only_allocates(alloc, dest):
            return False
        for use in dest.uses:
            if use.owner is not op and not _only_frees(use.owner, dest):
                return False
        token = bool(op.results)
        if dependencies > 1 or (dependencies == 0) == token:
            return False
        rewriter.replace_op(op, list(op.operands[:dependencies]))
        return True


@implement_op("gpu.memcpy", "canonicalization_patterns")
def memcpy_patterns(patterns: RewritePatternSet, context: object) -> None:
    """``MemcpyOp::getCanonicalizationPatterns``: ``EraseTrivialCopyOp``."""
    patterns.add(EraseTrivialCopyOp())
