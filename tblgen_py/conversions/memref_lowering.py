"""What the memref lowerings share: ``MemRefLowering`` (index constants,
descriptor fields, GEPs, the strided address of an element) and the layout
helpers (``getStridesAndOffset`` of identity and ``strided<>`` layouts, a
descriptor promoted to the stack, mixed static/dynamic lists)."""

from __future__ import annotations

from collections.abc import Sequence

from tblgen_py.conversions.llvm_pattern import LLVMPattern
from tblgen_py.conversions.llvm_types import (
    extract_value,
    i32_attr,
    insert_value,
    ptr_type,
    store_to,
)
from tblgen_py.runtime.conversion import ConversionPatternRewriter
from tblgen_py.runtime.ir.attributes import IntegerAttr, StridedLayoutAttr, TypeAttr
from tblgen_py.runtime.ir.attributes_dense import DenseArrayAttr
from tblgen_py.runtime.ir.types import IndexType, MemRefType, i
from tblgen_py.runtime.ir.value import Value

DYNAMIC = -(1 << 63)
DYNAMIC_INDEX = -(1 << 31)
"""``GEPOp``'s marker of a non-constant index in ``rawConstantIndices``."""
NSW_NUW = 3
INBOUNDS_NUW = 7


def identity_strides(ty: MemRefType) -> list[int]:
    """The strides of the identity layout (``DYNAMIC`` where unknown)."""
    strides: list[int] = []
    running = 1
    for size in reversed(ty.shape):
        strides.append(running)
        if running != DYNAMIC:
            running = DYNAMIC if size < 0 else running * size
    return list(reversed(strides))


def strides_and_offset(ty: MemRefType) -> tuple[list[int], int] | None:
    """``getStridesAndOffset`` for identity and ``strided<>`` layouts."""
    layout = ty.layout
    if layout is None:
        return identity_strides(ty), 0
    if isinstance(layout, StridedLayoutAttr):
        return list(layout.strides), layout.offset
    return None


class MemRefLowering(LLVMPattern):
    """Shared helpers: constants, descriptors, addresses, runtime functions."""

    def index_constant(
        self, rewriter: ConversionPatternRewriter, value: int, loc: object
    ) -> Value:
        """``llvm.mlir.constant(value : index)`` of the index integer type."""
        return rewriter.create(
            "llvm.mlir.constant",
            [],
            [self.llvm_converter.index_type],
            {"value": IntegerAttr.get(IndexType.get(), value)},
            location=loc,
        ).results[0]

    def extract(
        self,
        rewriter: ConversionPatternRewriter,
        desc: Value,
        path: Sequence[int],
        ty: object,
        loc: object,
    ) -> Value:
        """``llvm.extractvalue`` at ``path``."""
        return extract_value(rewriter, desc, path, ty, loc)

    def insert(
        self,
        rewriter: ConversionPatternRewriter,
        desc: Value,
        value: Value,
        path: Sequence[int],
        loc: object,
    ) -> Value:
        """``llvm.insertvalue`` at ``path``."""
        return insert_value(rewriter, desc, value, path, loc)

    def gep(
        self,
        rewriter: ConversionPatternRewriter,
        base: Value,
        index: Value,
        element: object,
        flags: int,
        loc: object,
    ) -> Value:
        """``llvm.getelementptr base[index]`` over ``element`` (of ``base``'s
        pointer type)."""
        return rewriter.create(
            "llvm.getelementptr",
            [base, index],
            [base.type],
            {
                "elem_type": TypeAttr.get(element),  # type: ignore[arg-type]
                "noWrapFlags": i32_attr(flags),
                "rawConstantIndices": DenseArrayAttr.get(i(32), [DYNAMIC_INDEX]),
            },
            location=loc,
        ).results[0]

    def binary(
        self,
        rewriter: ConversionPatternRewriter,
        name: str,
        lhs: Value,
        rhs: Value,
        flags: int,
        loc: object,
    ) -> Value:
        """``llvm.mul``/``llvm.add`` with overflow flags."""
        return rewriter.create(
            name,
            [lhs, rhs],
            [lhs.type],
            {"overflowFlags": i32_attr(flags)},
            location=loc,
        ).results[0]

    def strided_address(
        self,
        rewriter: ConversionPatternRewriter,
        ty: MemRefType,
        desc: Value,
        indices: Sequence[Value],
        loc: object,
    ) -> Value:
        """The address of element ``indices`` (``getStridedElementPtr``)."""
        index_type = self.llvm_converter.index_type
        layout = strides_and_offset(ty)
        assert layout is not None
        strides, offset = layout
        element = self.llvm_converter.convert_type(ty.element_type)
        pointer = self.llvm_converter.element_ptr_type(ty)
        base = self.extract(rewriter, desc, [1], pointer, loc)
        if offset != 0:
            shift = (
                self.extract(rewriter, desc, [2], index_type, loc)
                if offset == DYNAMIC
                else self.index_constant(rewriter, offset, loc)
            )
            base = self.gep(rewriter, base, shift, element, 0, loc)
        linear: Value | None = None
        for dim, (increment, stride) in enumerate(zip(indices, strides)):
            if stride != 1:
                factor = (
                    self.extract(rewriter, desc, [4, dim], index_type, loc)
                    if stride == DYNAMIC
                    else self.index_constant(rewriter, stride, loc)
                )
                increment = self.binary(
                    rewriter, "llvm.mul", increment, factor, NSW_NUW, loc
                )
            linear = (
                increment
                if linear is None
                else self.binary(rewriter, "llvm.add", linear, increment, NSW_NUW, loc)
            )
        if linear is None:
            return base
        return self.gep(rewriter, base, linear, element, INBOUNDS_NUW, loc)


def promote_descriptor(
    rewriter: ConversionPatternRewriter, desc: Value, loc: object
) -> Value:
    """``promoteOneMemRefDescriptor``: one stack slot (counted in ``i64``
    whatever the index bitwidth) holding ``desc``."""
    one = rewriter.create(
        "llvm.mlir.constant",
        [],
        [i(64)],
        {"value": IntegerAttr.get(IndexType.get(), 1)},
        location=loc,
    ).results[0]
    return stack_copy(rewriter, desc, one, loc)


def stack_copy(
    rewriter: ConversionPatternRewriter, desc: Value, count: Value, loc: object
) -> Value:
    """``count`` stack slots of ``desc``'s type, the first holding ``desc``."""
    slot = rewriter.create(
        "llvm.alloca",
        [count],
        [ptr_type()],
        {"elem_type": TypeAttr.get(desc.type)},  # type: ignore[arg-type]
        location=loc,
    ).results[0]
    store_to(rewriter, desc, slot, loc)
    return slot


STATIC_LISTS = ("offsets", "sizes", "strides")


def mixed(static: Sequence[int], dynamic: Sequence[Value]) -> list[Value | int]:
    """Static values with each ``DYNAMIC`` replaced by the next operand."""
    pending = list(dynamic)
    mixed: list[Value | int] = []
    for value in static:
        mixed.append(pending.pop(0) if value == DYNAMIC else value)
    return mixed
