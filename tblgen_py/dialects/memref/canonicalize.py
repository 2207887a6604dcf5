"""Canonicalization of ``memref``, ported from MLIR's C++ (``MemRefOps.cpp``), in part.

- ``memref.alloc``/``memref.alloca``: their allocation effect (so an unused
  one is trivially dead), ``SimplifyAllocConst`` (constant dynamic sizes go
  into the type, a ``memref.cast`` gives back the old type) and
  ``SimplifyDeadAlloc`` (an allocation only stored into and freed goes, with
  those users);
- ``foldMemRefCast`` in the folds of ``memref.cast`` (then the cast-interface
  fold), ``load``, ``store``, ``dealloc`` and ``dim``: an operand made by a
  ``memref.cast`` of a ranked memref is replaced by the cast's source;
- ``memref.dim``'s fold also reads dynamic sizes off ``view`` and
  ``subview`` (through its dropped dimensions).
"""

from __future__ import annotations

from collections.abc import Callable

from tblgen_py.dialects.dim_fold import fold_dim
from tblgen_py.dialects.fold_support import splat_int, to_signed, with_trait_folds
from tblgen_py.dialects.memref.views import dropped_dims, transpose_permutation
from tblgen_py.dialects.offset_size_stride import mixed_slice
from tblgen_py.runtime.ir.affine import AffineDimExpr, AffineMap, AffineMapAttr
from tblgen_py.runtime.ir.attributes import BoolAttr, IntegerAttr
from tblgen_py.runtime.ir.attributes_dense import DenseArrayAttr
from tblgen_py.runtime.ir.operation import Operation
from tblgen_py.runtime.ir.region import Region
from tblgen_py.runtime.ir.types import (
    DYNAMIC,
    IntegerType,
    MemRefType,
    UnrankedMemRefType,
)
from tblgen_py.runtime.ir.value import Value
from tblgen_py.runtime.ods.hooks import implement_op
from tblgen_py.runtime.rewrite import (
    PatternRewriter,
    RewritePattern,
    RewritePatternSet,
    constant_value,
)
from tblgen_py.runtime.rewrite.effects import EffectInstance, EffectKind

__all__ = ["fold_memref_cast", "fold_transpose"]

_ALLOCS = ("memref.alloc", "memref.alloca")
_I32 = IntegerType.get(32)


def _alloc_effects(op: Operation) -> list[EffectInstance]:
    """``MemAlloc`` on the allocated result."""
    return [EffectInstance(EffectKind.ALLOCATE, op.results[0])]


def _read_effects(op: Operation) -> list[EffectInstance]:
    """``MemRead`` on the memref operand (``memref.load``)."""
    return [EffectInstance(EffectKind.READ, op.operands[0])]


for _name in _ALLOCS:
    implement_op(_name, "getEffects")(_alloc_effects)
implement_op("memref.load", "getEffects")(_read_effects)


def fold_memref_cast(op: Operation, inner: Value | None = None) -> bool:
    """``foldMemRefCast``: operands from a ``memref.cast`` of a ranked memref
    (other than ``inner``) take the cast's source; whether any did."""
    folded = False
    for use in op.operand_uses:
        value = use.value
        cast = value.defining_op
        if cast is None or cast.name != "memref.cast" or value is inner:
            continue
        source = cast.operands[0]
        if isinstance(source.type, UnrankedMemRefType):
            continue
        op.set_operand(use.index, source)
        folded = True
    return folded


def _fold_in_place(op: Operation, adaptor: object) -> object:
    """The op's own results when a cast operand was folded."""
    return list(op.results) if fold_memref_cast(op) else None


implement_op("memref.cast", "fold")(with_trait_folds(_fold_in_place))
implement_op("memref.load", "fold")(_fold_in_place)
implement_op("memref.dealloc", "fold")(_fold_in_place)
for _name in ("memref.prefetch", "memref.dma_start", "memref.dma_wait"):
    implement_op(_name, "fold")(_fold_in_place)


@implement_op("memref.atomic_rmw", "fold")
def fold_atomic_rmw(op: Operation, adaptor: object) -> object:
    """atomicrmw(memrefcast) -> atomicrmw (the value operand itself is kept)."""
    return list(op.results) if fold_memref_cast(op, op.operands[0]) else None


@implement_op("memref.transpose", "fold")
def fold_transpose(op: Operation, adaptor: object) -> object:
    """``TransposeOp::fold``: an identity permutation to the input's own type is
    the input; a transpose of a transpose takes its input and the composed
    permutation (in place).  (No ``foldMemRefCast``: mlir-opt-22 keeps a
    transpose of a ``memref.cast``.)"""
    source = op.operands[0]
    dims = transpose_permutation(op)
    identity = dims is not None and dims == list(range(len(dims)))
    if identity and source.type == op.results[0].type:
        return source
    inner = source.defining_op
    if inner is not None and inner.name == "memref.transpose":
        inner_dims = transpose_permutation(inner)
        if (
            dims is not None
            and inner_dims is not None
            and isinstance(op.properties, dict)
        ):
            composed = [inner_dims[dim] for dim in dims]
            results = [AffineDimExpr.get(dim) for dim in composed]
            amap = AffineMap.get(len(composed), 0, results)
            op.set_operand(0, inner.operands[0])
            op.properties["permutation"] = AffineMapAttr.get(amap)
            return op.results[0]
    return None


def fold_memory_space_cast(op: Operation, adaptor: object) -> object:
    """``memory_space_cast(memory_space_cast(v))`` -> ``memory_space_cast(v)``
    (in place); then the cast interface's fold (a cast to its source's type
    is the source)."""
    parent = op.operands[0].defining_op
    if parent is None or parent.name != "memref.memory_space_cast":
        return None
    op.set_operand(0, parent.operands[0])
    return op.results[0]


implement_op("memref.memory_space_cast", "fold")(
    with_trait_folds(fold_memory_space_cast)
)


@implement_op("memref.store", "fold")
def fold_store(op: Operation, adaptor: object) -> object:
    """store(memrefcast) -> store (the stored value itself is kept)."""
    return [] if fold_memref_cast(op, op.operands[0]) else None


@implement_op("memref.dim", "fold")
def fold_memref_dim(op: Operation, adaptor: object) -> object:
    """``DimOp::fold``: a known size, else dim(memrefcast) -> dim."""
    folded = fold_dim(op, adaptor)
    if folded is not None:
        return folded
    index = getattr(adaptor, "operands", [None, None])[1]
    source_type = op.operands[0].type
    if not isinstance(index, IntegerAttr) or not isinstance(source_type, MemRefType):
        return None
    if 0 <= index.value < len(source_type.shape):
        size = _view_size(op.operands[0].defining_op, index.value)
        if size is not None:
            return size
    return _fold_in_place(op, adaptor)


def _view_size(view: Operation | None, index: int) -> Value | None:
    """The dynamic size operand giving dimension ``index`` of a ``memref.view``
    or ``memref.subview`` (through its dropped dimensions)."""
    if view is None:
        return None
    if view.name == "memref.view":
        shape = getattr(view.results[0].type, "shape", ())
        position = sum(1 for size in shape[:index] if size == DYNAMIC)
        return view.operands[2 + position]
    if view.name != "memref.subview":
        return None
    sizes = mixed_slice(view)[1]
    source, result = view.operands[0].type, view.results[0].type
    if not isinstance(source, MemRefType) or not isinstance(result, MemRefType):
        return None
    statics = [size if isinstance(size, int) else DYNAMIC for size in sizes]
    dropped = dropped_dims(source, result, statics)
    if dropped is None:
        return None
    size = sizes[[i for i, gone in enumerate(dropped) if not gone][index]]
    return size if isinstance(size, Value) else None


def _constant_size(value: Value) -> int | None:
    """A non-negative constant integer (``m_ConstantInt``, ``isNonNegative``)."""
    attr = constant_value(value)
    bits = splat_int(attr) if isinstance(attr, IntegerAttr) else None
    if bits is None:
        return None
    width = getattr(getattr(attr, "type", None), "width", 64)
    size = to_signed(bits, width)
    return size if size >= 0 else None


class SimplifyAllocConst(RewritePattern):
    """Constant dynamic sizes of an allocation move into its type."""

    def __init__(self, name: str) -> None:
        super().__init__(name, debug_name=f"SimplifyAllocConst<{name}>")

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        ty = op.results[0].type
        sizes, symbols = _alloc_operands(op)
        if not isinstance(ty, MemRefType) or all(
            _constant_size(size) is None for size in sizes
        ):
            return False
        shape: list[int] = []
        dynamic: list[Value] = []
        position = 0
        for dim in ty.shape:
            if dim != DYNAMIC:
                shape.append(dim)
                continue
            size = sizes[position]
            position += 1
            constant = _constant_size(size)
            if constant is None:
                shape.append(DYNAMIC)
                dynamic.append(size)
            else:
                shape.append(constant)
        new_type = MemRefType.get(shape, ty.element_type, ty.layout, ty.memory_space)
        properties = op.properties
        props = dict(properties) if isinstance(properties, dict) else {}
        if "operandSegmentSizes" in props:
            props["operandSegmentSizes"] = DenseArrayAttr.get(
                _I32, [len(dynamic), len(symbols)]
            )
        new = rewriter.create(
            op.name,
            [*dynamic, *symbols],
            [new_type],
            properties=props,
            attributes=dict(op.attributes),
            location=op.location,
        )
        rewriter.replace_op_with_new_op(op, "memref.cast", [new.results[0]], [ty])
        return True


def _alloc_operands(op: Operation) -> tuple[list[Value], list[Value]]:
    """An allocation's dynamic sizes and symbol operands."""
    segments = op.get_attr("operandSegmentSizes")
    counts = list(getattr(segments, "values", ()))
    operands = op.operands
    dynamic = counts[0] if counts else len(operands)
    return operands[:dynamic], operands[dynamic:]


class SimplifyDeadAlloc(RewritePattern):
    """An allocation only stored into and freed goes, with those users."""

    def __init__(self, name: str) -> None:
        super().__init__(name, debug_name=f"SimplifyDeadAlloc<{name}>")

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        memref = op.results[0]
        users = [use.owner for use in memref.uses]
        for user in users:
            if user.name == "memref.store":
                if user.operands[0] is memref:
                    return False
            elif user.name != "memref.dealloc":
                return False
        for user in dict.fromkeys(users):
            rewriter.erase_op(user)
        rewriter.erase_op(op)
        return True


def _alloc_patterns(name: str) -> Callable[[RewritePatternSet, object], None]:
    def populate(patterns: RewritePatternSet, context: object) -> None:
        patterns.add(SimplifyAllocConst(name), SimplifyDeadAlloc(name))

    populate.__doc__ = f"``{name}``'s canonicalization patterns."
    return populate


for _name in _ALLOCS:
    implement_op(_name, "canonicalization_patterns")(_alloc_patterns(_name))


@implement_op("memref.realloc", "canonicalization_patterns")
def realloc_patterns(patterns: RewritePatternSet, context: object) -> None:
    """``memref.realloc``'s canonicalization pattern: ``SimplifyDeadAlloc``."""
    patterns.add(SimplifyDeadAlloc("memref.realloc"))


def _properly_contains(outer: Region | None, inner: Region | None) -> bool:
    """``Region::isProperAncestor``: ``inner`` is nested (strictly) in ``outer``."""
    if outer is None or inner is None:
        return False
    owner = inner.parent
    while owner is not None:
        region = owner.parent_region
        if region is outer:
            return True
        if region is None:
            return False
        owner = region.parent
    return False


class DimOfMemRefReshape(RewritePattern):
    """dim(reshape(src, shape), i) -> load shape[i] (placed right after the
    reshape, so that later stores into ``shape`` are not seen), index_cast to
    ``index`` if needed; only when ``i`` is cheaply known to dominate the
    reshape (defined before it in its block, or in an enclosing region)."""

    def __init__(self) -> None:
        super().__init__("memref.dim", debug_name="DimOfMemRefReshape")

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        reshape = op.operands[0].defining_op
        if reshape is None or reshape.name != "memref.reshape":
            return False
        index = op.operands[1]
        index_block = index.parent_block
        if index_block is reshape.parent:
            definer = index.defining_op
            if definer is not None and reshape.is_before_in_block(definer):
                return False
        elif op.parent is not reshape.parent:
            index_region = index_block.parent if index_block is not None else None
            if not _properly_contains(index_region, reshape.parent_region):
                return False
        rewriter.set_insertion_point_after(reshape)
        load: Value = rewriter.create(
            "memref.load",
            [reshape.operands[1], index],
            [getattr(reshape.operands[1].type, "element_type", None)],
            properties={"nontemporal": BoolAttr.get(False)},
            location=op.location,
        ).results[0]
        result_type = op.results[0].type
        if load.type != result_type:
            load = rewriter.create(
                "arith.index_cast", [load], [result_type], location=op.location
            ).results[0]
        rewriter.replace_op(op, [load])
        return True


@implement_op("memref.dim", "canonicalization_patterns")
def dim_patterns(patterns: RewritePatternSet, context: object) -> None:
    """``memref.dim``'s canonicalization pattern: ``DimOfMemRefReshape``."""
    patterns.add(DimOfMemRefReshape())
