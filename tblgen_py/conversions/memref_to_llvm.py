"""``--finalize-memref-to-llvm``: memrefs to descriptors and LLVM memory ops.

Follows MLIR's ``MemRefToLLVM.cpp`` for memrefs with identity or ``strided<>``
layouts: a memref value becomes its descriptor struct (allocated and aligned
pointers, offset, sizes, strides).  ``alloc`` computes the byte size with a
GEP from a null pointer and calls ``malloc`` (padded and aligned when it has
an ``alignment``), or ``aligned_alloc`` with ``use-aligned-alloc``;
``use-generic-functions`` calls the ``_mlir_memref_to_llvm_*`` functions
instead; ``alloca`` uses ``llvm.alloca``; both build the descriptor.
``load``/``store`` address the aligned pointer linearized by the strides;
``dealloc`` calls ``free``.  ``memref.global`` becomes an ``llvm.mlir.global``
of nested arrays, ``get_global`` a descriptor of its first element; ranked
``cast`` keeps the descriptor, a cast to an unranked memref promotes it to the
stack beside its rank (``{rank, pointer}``), one from an unranked memref loads
it back; ``rank`` reads the unranked descriptor's rank, ``reinterpret_cast`` builds a new one and
``extract_strided_metadata`` reads it; ``copy`` between contiguous memrefs
is a ``memcpy``, other copies call the runtime's ``memrefCopy``; ``alloca_scope`` saves and restores the stack around its
inlined body.  ``subview`` and the reshapes stay (MLIR expands them first).  The
runtime functions are declared at the start of the module when first needed.
The casts, ``rank``, ``dim``, ``reinterpret_cast``, the metadata and memory
space casts are in ``memref_descriptors_to_llvm``, ``view``/``transpose`` in
``memref_views_to_llvm``.  A memref's pointers are in the address space of its
memory space (``malloc``'s result is ``llvm.addrspacecast`` to it).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from tblgen_py.conversions.llvm_pattern import llvm_conversion_target
from tblgen_py.conversions.llvm_symbols import call, declare_function
from tblgen_py.conversions.llvm_type_converter import (
    LLVMTypeConverter,
    identity_layout,
)
from tblgen_py.conversions.memref_descriptors_to_llvm import (
    CastLowering,
    DimLowering,
    ExtractStridedMetadataLowering,
    MemorySpaceCastLowering,
    RankLowering,
    ReinterpretCastLowering,
)
from tblgen_py.conversions.memref_lowering import (
    DYNAMIC,
    MemRefLowering,
    stack_copy,
    strides_and_offset,
)
from tblgen_py.conversions.memref_views_to_llvm import TransposeLowering, ViewLowering
from tblgen_py.conversions.llvm_types import (
    array_type,
    enum_attr,
    i32_attr,
    i64_attr,
    ptr_type,
    struct_type,
    void_type,
)
from tblgen_py.runtime.conversion import (
    ConversionPatternRewriter,
    apply_partial_conversion,
)
from tblgen_py.runtime.ir.attributes import (
    BoolAttr,
    FlatSymbolRefAttr,
    FloatAttr,
    IntegerAttr,
    StridedLayoutAttr,
    StringAttr,
    TypeAttr,
    UnitAttr,
)
from tblgen_py.runtime.ir.attributes_dense import DenseArrayAttr, DenseElementsAttr
from tblgen_py.runtime.ir.context import Context
from tblgen_py.runtime.ir.operation import Operation
from tblgen_py.runtime.ir.types import (
    FloatType,
    IndexType,
    MemRefType,
    i,
)
from tblgen_py.runtime.ir.value import Value
from tblgen_py.runtime.rewrite.pattern import Pattern

MIN_ALIGNED_ALLOC_ALIGNMENT = 16
"""``kMinAlignedAllocAlignment``: the least alignment ``aligned_alloc`` gets."""


@dataclass(frozen=True)
class MemRefOptions:
    """The options of ``--finalize-memref-to-llvm`` besides the index bitwidth."""

    use_aligned_alloc: bool = False
    use_generic_functions: bool = False

    def function(self, name: str) -> str:
        """The runtime function: ``name``, or its ``_mlir_memref_to_llvm_`` form
        (``malloc`` is then ``_mlir_memref_to_llvm_alloc``)."""
        if not self.use_generic_functions:
            return name
        return "_mlir_memref_to_llvm_" + ("alloc" if name == "malloc" else name)


def power_of_2_ceil(value: int) -> int:
    """``llvm::PowerOf2Ceil``: the least power of two >= ``value`` (0 for 0)."""
    return 0 if value == 0 else 1 << (value - 1).bit_length()


def element_size_in_bytes(element: object) -> int:
    """The data-layout size of a memref element of a builtin scalar type."""
    if isinstance(element, IndexType):
        return 8  # the default data layout's index size, whatever the option
    width = getattr(element, "width", None)
    if not isinstance(width, int):
        width = 64
    return max(1, (width + 7) // 8)


class AllocLikeLowering(MemRefLowering):
    """``memref.alloc`` (``malloc`` or ``aligned_alloc``) and ``memref.alloca``."""

    def __init__(
        self,
        root: str,
        converter: LLVMTypeConverter,
        on_heap: bool,
        options: MemRefOptions | None = None,
    ) -> None:
        super().__init__(root, converter)
        self.on_heap = on_heap
        self.options = options or MemRefOptions()

    def match_and_rewrite(
        self,
        op: Operation,
        operands: Sequence[Value],
        rewriter: ConversionPatternRewriter,
    ) -> bool:
        """Compute sizes and strides, allocate, build the descriptor."""
        ty = op.results[0].type
        conv = self.llvm_converter
        if not isinstance(ty, MemRefType) or conv.descriptor_fields(ty) is None:
            return False
        props = op.properties if isinstance(op.properties, dict) else {}
        alignment = props.get("alignment")
        if ty.layout is not None:
            return False
        if len(operands) != sum(1 for size in ty.shape if size < 0):
            return False
        loc = op.location
        sizes, strides, total = self._sizes(rewriter, ty, list(operands), loc)
        element = conv.convert_type(ty.element_type)
        if not self.on_heap:
            stack: dict[str, object] = {"elem_type": TypeAttr.get(element)}  # type: ignore[arg-type]
            if isinstance(alignment, IntegerAttr) and alignment.value:
                stack["alignment"] = i64_attr(alignment.value)
            pointer = rewriter.create(
                "llvm.alloca", [total], [conv.element_ptr_type(ty)], stack, location=loc
            ).results[0]
            desc = self._descriptor(rewriter, ty, pointer, pointer, sizes, strides, loc)
            rewriter.replace_op(op, desc)
            return True
        explicit = alignment.value if isinstance(alignment, IntegerAttr) else None
        null = rewriter.create("llvm.mlir.zero", [], [ptr_type()], location=loc)
        end = self.gep(rewriter, null.results[0], total, element, 0, loc)
        size = rewriter.create(
            "llvm.ptrtoint", [end], [conv.index_type], location=loc
        ).results[0]
        if self.options.use_aligned_alloc:
            allocated = self._aligned_alloc(rewriter, op, ty, size, explicit)
            aligned = allocated
        else:
            allocated, aligned = self._malloc(rewriter, op, ty, size, explicit)
        desc = self._descriptor(rewriter, ty, allocated, aligned, sizes, strides, loc)
        rewriter.replace_op(op, [desc])
        return True

    def _malloc(
        self,
        rewriter: ConversionPatternRewriter,
        op: Operation,
        ty: MemRefType,
        size: Value,
        alignment: int | None,
    ) -> tuple[Value, Value]:
        """``AllocOpLowering``: malloc, padded and aligned for ``alignment``."""
        loc, index_type = op.location, self.llvm_converter.index_type
        align = None
        if alignment is not None:
            align = self.index_constant(rewriter, alignment, loc)
            size = self.binary(rewriter, "llvm.add", size, align, 0, loc)
        name = self.options.function("malloc")
        declare_function(rewriter, op, name, ptr_type(), [index_type])
        allocated: Value = call(rewriter, name, [size], [ptr_type()], loc).results[0]
        allocated = self._cast_to_space(rewriter, allocated, ty, loc)
        if align is None:
            return allocated, allocated
        address = rewriter.create(
            "llvm.ptrtoint", [allocated], [index_type], location=loc
        ).results[0]
        bumped = self._round_up(rewriter, address, align, loc)
        aligned = rewriter.create(
            "llvm.inttoptr", [bumped], [allocated.type], location=loc
        ).results[0]
        return allocated, aligned

    def _cast_to_space(
        self,
        rewriter: ConversionPatternRewriter,
        pointer: Value,
        ty: MemRefType,
        loc: object,
    ) -> Value:
        """``castAllocFuncResult``: the allocation function's pointer cast to
        the memref's address space (``llvm.addrspacecast``) if it is not 0."""
        target = self.llvm_converter.element_ptr_type(ty)
        if target == pointer.type:
            return pointer
        return rewriter.create(
            "llvm.addrspacecast", [pointer], [target], location=loc
        ).results[0]

    def _aligned_alloc(
        self,
        rewriter: ConversionPatternRewriter,
        op: Operation,
        ty: MemRefType,
        size: Value,
        alignment: int | None,
    ) -> Value:
        """``AlignedAllocOpLowering``: ``aligned_alloc(alignment, size)``."""
        loc, index_type = op.location, self.llvm_converter.index_type
        element_bytes = element_size_in_bytes(ty.element_type)
        if alignment is None:
            alignment = max(MIN_ALIGNED_ALLOC_ALIGNMENT, power_of_2_ceil(element_bytes))
        align = self.index_constant(rewriter, alignment, loc)
        static = element_bytes
        for dim in ty.shape:
            static *= dim if dim >= 0 else 1
        if static % alignment:
            size = self._round_up(rewriter, size, align, loc)
        name = self.options.function("aligned_alloc")
        declare_function(rewriter, op, name, ptr_type(), [index_type, index_type])
        allocated = call(rewriter, name, [align, size], [ptr_type()], loc).results[0]
        return self._cast_to_space(rewriter, allocated, ty, loc)

    def _round_up(
        self,
        rewriter: ConversionPatternRewriter,
        value: Value,
        align: Value,
        loc: object,
    ) -> Value:
        """``createAligned``: ``value`` rounded up to a multiple of ``align``."""
        one = self.index_constant(rewriter, 1, loc)
        bump = self.binary(rewriter, "llvm.sub", align, one, 0, loc)
        bumped = self.binary(rewriter, "llvm.add", value, bump, 0, loc)
        rest = rewriter.create(
            "llvm.urem", [bumped, align], [value.type], location=loc
        ).results[0]
        return self.binary(rewriter, "llvm.sub", bumped, rest, 0, loc)

    def _sizes(
        self,
        rewriter: ConversionPatternRewriter,
        ty: MemRefType,
        dynamic: list[Value],
        loc: object,
    ) -> tuple[list[Value], list[Value], Value]:
        """``getMemRefDescriptorSizes``: sizes, strides and the element count."""
        sizes = [
            dynamic.pop(0) if size < 0 else self.index_constant(rewriter, size, loc)
            for size in ty.shape
        ]
        strides: list[Value] = [sizes[0]] * len(sizes) if sizes else []
        running = self.index_constant(rewriter, 1, loc)
        stride = 1
        for dim in range(len(sizes) - 1, -1, -1):
            strides[dim] = running
            static = ty.shape[dim]
            use_size = stride == 1
            if static < 0:
                stride = DYNAMIC
            if stride != DYNAMIC:
                stride *= static
            if use_size:
                running = sizes[dim]
            elif stride == DYNAMIC:
                running = self.binary(rewriter, "llvm.mul", running, sizes[dim], 0, loc)
            else:
                running = self.index_constant(rewriter, stride, loc)
        return sizes, strides, running

    def _descriptor(
        self,
        rewriter: ConversionPatternRewriter,
        ty: MemRefType,
        allocated: Value,
        aligned: Value,
        sizes: Sequence[Value],
        strides: Sequence[Value],
        loc: object,
    ) -> Value:
        struct = self.llvm_converter.convert_memref(ty)
        poison = rewriter.create("llvm.mlir.poison", [], [struct], location=loc)
        desc: Value = poison.results[0]
        desc = self.insert(rewriter, desc, allocated, [0], loc)
        desc = self.insert(rewriter, desc, aligned, [1], loc)
        offset = self.index_constant(rewriter, 0, loc)
        desc = self.insert(rewriter, desc, offset, [2], loc)
        for dim, size in enumerate(sizes):
            desc = self.insert(rewriter, desc, size, [3, dim], loc)
        for dim, stride in enumerate(strides):
            desc = self.insert(rewriter, desc, stride, [4, dim], loc)
        return desc


def global_type(ty: MemRefType, converter: LLVMTypeConverter) -> object | None:
    """``convertGlobalMemrefTypeToLLVM``: nested arrays of the element type."""
    result = converter.convert_type(ty.element_type)
    if result is None:
        return None
    for size in reversed(ty.shape):
        result = array_type(size, result)
    return result


def _global_memref(ty: object, converter: LLVMTypeConverter) -> MemRefType | None:
    """``ty`` if a global of it converts: static, identity layout, a memory
    space with an integer address space."""
    if not isinstance(ty, MemRefType) or ty.layout is not None:
        return None
    if any(size < 0 for size in ty.shape):
        return None
    return ty if converter.convert_type(ty) is not None else None


class GlobalLowering(MemRefLowering):
    """``memref.global`` to ``llvm.mlir.global`` (``GlobalMemrefOpLowering``)."""

    def match_and_rewrite(
        self,
        op: Operation,
        operands: Sequence[Value],
        rewriter: ConversionPatternRewriter,
    ) -> bool:
        """The array-typed global with the initial value (undef if uninitialized)."""
        props = op.properties if isinstance(op.properties, dict) else {}
        kind = props.get("type")
        ty = _global_memref(getattr(kind, "type", None), self.llvm_converter)
        if ty is None:
            return False
        array = global_type(ty, self.llvm_converter)
        visibility = props.get("sym_visibility")
        public = visibility is None or visibility == StringAttr.get("public")
        new_props: dict[str, object] = {
            "addr_space": i32_attr(self.llvm_converter.memref_address_space(ty) or 0),
            "global_type": TypeAttr.get(array),  # type: ignore[arg-type]
            "linkage": enum_attr("linkage", "external" if public else "private"),
            "sym_name": props["sym_name"],
            "visibility_": i64_attr(0),
        }
        if "constant" in props:
            new_props["constant"] = UnitAttr.get()
        alignment = props.get("alignment")
        if isinstance(alignment, IntegerAttr) and alignment.value:
            new_props["alignment"] = alignment
        initial = props.get("initial_value")
        uninitialized = isinstance(initial, UnitAttr)
        if initial is not None and not uninitialized:
            if not isinstance(initial, DenseElementsAttr):
                return False
            new_props["value"] = _splat(initial) if not ty.shape else initial
        loc = op.location
        new = rewriter.create(
            "llvm.mlir.global", [], [], new_props, regions=1, location=loc
        )
        if uninitialized:
            rewriter.create_block(new.regions[0])
            undef = rewriter.create("llvm.mlir.undef", [], [array], location=loc)
            rewriter.create("llvm.return", list(undef.results), [], location=loc)
        rewriter.replace_op(op, new)
        return True


def _splat(attr: DenseElementsAttr) -> object:
    """The one element of a rank-0 initial value, as an attribute."""
    element, value = attr.element_type, attr.values[0]
    if isinstance(element, FloatType) and isinstance(value, int):
        return FloatAttr.from_bits(element, value)
    if isinstance(value, int):
        return IntegerAttr.get(element, value)
    return attr


class GetGlobalLowering(AllocLikeLowering):
    """``memref.get_global``: a descriptor of the global's first element."""

    def __init__(self, root: str, converter: LLVMTypeConverter) -> None:
        super().__init__(root, converter, on_heap=True)

    def match_and_rewrite(
        self,
        op: Operation,
        operands: Sequence[Value],
        rewriter: ConversionPatternRewriter,
    ) -> bool:
        """Sizes, the global's address, and a dead-beef allocated pointer."""
        conv = self.llvm_converter
        ty = _global_memref(op.results[0].type, conv)
        props = op.properties if isinstance(op.properties, dict) else {}
        name = props.get("name")
        if ty is None or not isinstance(name, FlatSymbolRefAttr):
            return False
        loc = op.location
        sizes, strides, total = self._sizes(rewriter, ty, [], loc)
        element = conv.convert_type(ty.element_type)
        null = rewriter.create("llvm.mlir.zero", [], [ptr_type()], location=loc)
        end = self.gep(rewriter, null.results[0], total, element, 0, loc)
        rewriter.create("llvm.ptrtoint", [end], [conv.index_type], location=loc)
        array = global_type(ty, conv)
        pointer = conv.element_ptr_type(ty)
        address = rewriter.create(
            "llvm.mlir.addressof", [], [pointer], {"global_name": name}, location=loc
        ).results[0]
        first = rewriter.create(
            "llvm.getelementptr",
            [address],
            [pointer],
            {
                "elem_type": TypeAttr.get(array),  # type: ignore[arg-type]
                "noWrapFlags": i32_attr(0),
                "rawConstantIndices": DenseArrayAttr.get(
                    i(32), [0] * (len(ty.shape) + 1)
                ),
            },
            location=loc,
        ).results[0]
        dead_beef = rewriter.create(  # of the pointer-sized integer type
            "llvm.mlir.constant",
            [],
            [i(64)],
            {"value": IntegerAttr.get(IndexType.get(), 0xDEADBEEF)},
            location=loc,
        ).results[0]
        allocated = rewriter.create(
            "llvm.inttoptr", [dead_beef], [pointer], location=loc
        ).results[0]
        desc = self._descriptor(rewriter, ty, allocated, first, sizes, strides, loc)
        rewriter.replace_op(op, [desc])
        return True


def _is_identity_layout(ty: MemRefType) -> bool:
    """``getLayout().isIdentity()``: no layout, an identity map, or a 1-D
    ``strided<[1]>`` without offset (its map is the identity)."""
    layout = ty.layout
    if layout is None:
        return True
    if isinstance(layout, StridedLayoutAttr):
        return len(ty.shape) == 1 and list(layout.strides) == [1] and not layout.offset
    return identity_layout(layout)


def is_contiguous_row_major(ty: MemRefType) -> bool:
    """``isStaticShapeAndContiguousRowMajor``: a static shape whose inner
    dimensions have the row-major strides and whose outer ones have size 1."""
    if any(size < 0 for size in ty.shape):
        return False
    layout = strides_and_offset(ty)
    if layout is None:
        return False
    strides, _ = layout
    running, dim = 1, len(strides) - 1
    while dim >= 0 and strides[dim] == running:
        running *= ty.shape[dim]
        dim -= 1
    while dim >= 0 and ty.shape[dim] == 1:
        dim -= 1
    return dim < 0


def _copies_contiguously(ty: object) -> bool:
    """Whether ``memref.copy`` may use ``memcpy`` for an operand of type ``ty``
    (empty memrefs go to ``memrefCopy``)."""
    if not isinstance(ty, MemRefType):
        return False
    if _is_identity_layout(ty):
        return True
    count = 1
    for size in ty.shape:
        count *= size
    return count > 0 and is_contiguous_row_major(ty)


class CopyLowering(MemRefLowering):
    """``memref.copy``: ``llvm.intr.memcpy`` between contiguous memrefs, else
    a call of the runtime's ``memrefCopy`` with both descriptors made
    unranked and promoted to the stack."""

    def match_and_rewrite(
        self,
        op: Operation,
        operands: Sequence[Value],
        rewriter: ConversionPatternRewriter,
    ) -> bool:
        """``memcpy`` or ``memrefCopy``."""
        source, target = (value.type for value in op.operands)
        for ty in (source, target):
            if not isinstance(ty, MemRefType):
                return rewriter.notify_match_failure(op, "unranked memrefs")
            if self.llvm_converter.convert_memref(ty) is None:
                return False
        if _copies_contiguously(source) and _copies_contiguously(target):
            return self._memcpy(op, operands, rewriter)
        return self._runtime_call(op, operands, rewriter)

    def _element_size(
        self, rewriter: ConversionPatternRewriter, element: object, loc: object
    ) -> Value:
        """``getSizeInBytes``: the address of element 1 past null, as an integer."""
        null = rewriter.create("llvm.mlir.zero", [], [ptr_type()], location=loc)
        one_past = rewriter.create(
            "llvm.getelementptr",
            list(null.results),
            [ptr_type()],
            {
                "elem_type": TypeAttr.get(element),  # type: ignore[arg-type]
                "noWrapFlags": i32_attr(0),
                "rawConstantIndices": DenseArrayAttr.get(i(32), [1]),
            },
            location=loc,
        ).results[0]
        return rewriter.create(
            "llvm.ptrtoint", [one_past], [self.llvm_converter.index_type], location=loc
        ).results[0]

    def _memcpy(
        self,
        op: Operation,
        operands: Sequence[Value],
        rewriter: ConversionPatternRewriter,
    ) -> bool:
        """Element count times element size bytes, from offset to offset."""
        source = op.operands[0].type
        assert isinstance(source, MemRefType)
        conv, loc = self.llvm_converter, op.location
        element = conv.convert_type(source.element_type)
        if element is None:
            return False
        index = conv.index_type
        count = self.index_constant(rewriter, 1, loc)
        for dim in range(len(source.shape)):
            size = self.extract(rewriter, operands[0], [3, dim], index, loc)
            count = self.binary(rewriter, "llvm.mul", count, size, 0, loc)
        element_size = self._element_size(rewriter, element, loc)
        total = self.binary(rewriter, "llvm.mul", count, element_size, 0, loc)
        pointers = []
        for desc, value in zip(operands, op.operands):
            pointer = conv.element_ptr_type(value.type)
            base = self.extract(rewriter, desc, [1], pointer, loc)
            offset = self.extract(rewriter, desc, [2], index, loc)
            pointers.append(self.gep(rewriter, base, offset, element, 0, loc))
        rewriter.create(
            "llvm.intr.memcpy",
            [pointers[1], pointers[0], total],
            [],
            {"isVolatile": BoolAttr.get(False)},
            location=loc,
        )
        rewriter.erase_op(op)
        return True

    def _runtime_call(
        self,
        op: Operation,
        operands: Sequence[Value],
        rewriter: ConversionPatternRewriter,
    ) -> bool:
        """Save the stack, promote the descriptors, call ``memrefCopy``, restore."""
        conv, loc = self.llvm_converter, op.location
        source = op.operands[0].type
        assert isinstance(source, MemRefType)
        element = conv.convert_type(source.element_type)
        if element is None:
            return False
        saved = rewriter.create("llvm.intr.stacksave", [], [ptr_type()], location=loc)
        unranked = [
            self._make_unranked(rewriter, desc, value.type, loc)
            for desc, value in zip(operands, op.operands)
        ]
        one = self.index_constant(rewriter, 1, loc)
        pointers = [stack_copy(rewriter, desc, one, loc) for desc in unranked]
        element_size = self._element_size(rewriter, element, loc)
        declare_function(
            rewriter,
            op,
            "memrefCopy",
            void_type(),
            [conv.index_type, ptr_type(), ptr_type()],
        )
        call(rewriter, "memrefCopy", [element_size, *pointers], [], loc)
        rewriter.create("llvm.intr.stackrestore", list(saved.results), [], location=loc)
        rewriter.erase_op(op)
        return True

    def _make_unranked(
        self,
        rewriter: ConversionPatternRewriter,
        desc: Value,
        ty: object,
        loc: object,
    ) -> Value:
        """The unranked descriptor ``{rank, pointer}`` of a ranked one, the
        ranked descriptor promoted to the stack (``promoteOneMemRefDescriptor``,
        which counts its slot in ``i64`` whatever the index bitwidth)."""
        assert isinstance(ty, MemRefType)
        index = self.llvm_converter.index_type
        rank = rewriter.create(
            "llvm.mlir.constant",
            [],
            [index],
            {"value": IntegerAttr.get(index, len(ty.shape))},
            location=loc,
        ).results[0]
        one = rewriter.create(
            "llvm.mlir.constant",
            [],
            [i(64)],
            {"value": IntegerAttr.get(IndexType.get(), 1)},
            location=loc,
        ).results[0]
        pointer = stack_copy(rewriter, desc, one, loc)
        struct = struct_type([index, ptr_type()])
        packed = rewriter.create("llvm.mlir.poison", [], [struct], location=loc)
        unranked = self.insert(rewriter, packed.results[0], rank, [0], loc)
        return self.insert(rewriter, unranked, pointer, [1], loc)


class AllocaScopeLowering(MemRefLowering):
    """``memref.alloca_scope``: the body inlined between ``llvm.intr.stacksave``
    and ``llvm.intr.stackrestore``, its results as a continuation block's
    arguments."""

    def match_and_rewrite(
        self,
        op: Operation,
        operands: Sequence[Value],
        rewriter: ConversionPatternRewriter,
    ) -> bool:
        """Split, inline, save the stack, branch in and out."""
        block, region = op.parent, op.regions[0]
        if block is None or not region.blocks:
            return False
        last = region.blocks[-1].last_op
        if last is None or last.name != "memref.alloca_scope.return":
            return False
        loc = op.location
        remaining = rewriter.split_block(block, op)
        continuation = remaining
        if op.results:
            types = [result.type for result in op.results]
            continuation = rewriter.create_block_before(
                remaining, types, [loc] * len(types)
            )
            rewriter.create("llvm.br", [], [], successors=[remaining], location=loc)
        first, after = region.blocks[0], region.blocks[-1]
        assert continuation.parent is not None
        rewriter.inline_region_before(region, continuation.parent, continuation)
        rewriter.set_insertion_point_to_end(block)
        saved = rewriter.create("llvm.intr.stacksave", [], [ptr_type()], location=loc)
        rewriter.create("llvm.br", [], [], successors=[first], location=loc)
        rewriter.set_insertion_point_before(last)
        branch = rewriter.create(
            "llvm.br",
            list(last.operands),
            [],
            successors=[continuation],
            location=last.location,
        )
        rewriter.replace_op(last, branch)
        rewriter.set_insertion_point_before(branch)
        rewriter.create("llvm.intr.stackrestore", list(saved.results), [], location=loc)
        rewriter.replace_op(op, list(continuation.arguments))
        return True


def _access_type(op: Operation, index: int) -> MemRefType | None:
    ty = op.operands[index].type
    if not isinstance(ty, MemRefType) or strides_and_offset(ty) is None:
        return None
    return ty


def _access_hints(op: Operation) -> dict[str, object]:
    """The ``llvm.load``/``llvm.store`` properties of a memref access: its
    ``alignment`` (if not 0), ``nontemporal`` (if true), the ordering."""
    props = op.properties if isinstance(op.properties, dict) else {}
    hints: dict[str, object] = {}
    alignment = props.get("alignment")
    if isinstance(alignment, IntegerAttr) and alignment.value:
        hints["alignment"] = i64_attr(alignment.value)
    nontemporal = props.get("nontemporal")
    if isinstance(nontemporal, BoolAttr) and nontemporal.value:
        hints["nontemporal"] = UnitAttr.get()
    hints["ordering"] = i64_attr(0)
    return hints


class LoadLowering(MemRefLowering):
    """``memref.load`` to ``llvm.load`` of the element's address."""

    def match_and_rewrite(
        self,
        op: Operation,
        operands: Sequence[Value],
        rewriter: ConversionPatternRewriter,
    ) -> bool:
        """Address, then load."""
        ty = _access_type(op, 0)
        result = self.llvm_converter.convert_type(op.results[0].type)
        if ty is None or result is None:
            return False
        loc = op.location
        address = self.strided_address(rewriter, ty, operands[0], operands[1:], loc)
        new = rewriter.create(
            "llvm.load", [address], [result], _access_hints(op), location=loc
        )
        rewriter.replace_op(op, new)
        return True


class StoreLowering(MemRefLowering):
    """``memref.store`` to ``llvm.store`` at the element's address."""

    def match_and_rewrite(
        self,
        op: Operation,
        operands: Sequence[Value],
        rewriter: ConversionPatternRewriter,
    ) -> bool:
        """Address, then store."""
        ty = _access_type(op, 1)
        if ty is None:
            return False
        loc = op.location
        address = self.strided_address(rewriter, ty, operands[1], operands[2:], loc)
        new = rewriter.create(
            "llvm.store",
            [operands[0], address],
            [],
            _access_hints(op),
            location=loc,
        )
        rewriter.replace_op(op, new)
        return True


class DeallocLowering(MemRefLowering):
    """``memref.dealloc`` to ``free`` of the allocated pointer."""

    def __init__(
        self, root: str, converter: LLVMTypeConverter, options: MemRefOptions
    ) -> None:
        super().__init__(root, converter)
        self.options = options

    def match_and_rewrite(
        self,
        op: Operation,
        operands: Sequence[Value],
        rewriter: ConversionPatternRewriter,
    ) -> bool:
        """Extract the allocated pointer and free it."""
        if _access_type(op, 0) is None:
            return False
        loc = op.location
        name = self.options.function("free")
        declare_function(rewriter, op, name, void_type(), [ptr_type()])
        space = self.llvm_converter.element_ptr_type(op.operands[0].type)
        pointer = self.extract(rewriter, operands[0], [0], space, loc)
        rewriter.replace_op(op, call(rewriter, name, [pointer], [], loc))
        return True


def memref_to_llvm_patterns(
    converter: LLVMTypeConverter, options: MemRefOptions | None = None
) -> list[Pattern]:
    """The ported part of ``populateFinalizeMemRefToLLVMConversionPatterns``."""
    options = options or MemRefOptions()
    return [
        AllocLikeLowering("memref.alloc", converter, on_heap=True, options=options),
        AllocLikeLowering("memref.alloca", converter, on_heap=False),
        LoadLowering("memref.load", converter),
        StoreLowering("memref.store", converter),
        DeallocLowering("memref.dealloc", converter, options),
        GlobalLowering("memref.global", converter),
        CastLowering("memref.cast", converter),
        MemorySpaceCastLowering("memref.memory_space_cast", converter),
        ViewLowering("memref.view", converter),
        TransposeLowering("memref.transpose", converter),
        RankLowering("memref.rank", converter),
        DimLowering("memref.dim", converter),
        ReinterpretCastLowering("memref.reinterpret_cast", converter),
        ExtractStridedMetadataLowering("memref.extract_strided_metadata", converter),
        CopyLowering("memref.copy", converter),
        AllocaScopeLowering("memref.alloca_scope", converter),
        GetGlobalLowering("memref.get_global", converter),
    ]


def convert_memref_to_llvm(
    module: Operation,
    context: Context | None = None,
    index_bitwidth: int = 64,
    options: MemRefOptions | None = None,
) -> None:
    """Run ``--finalize-memref-to-llvm`` on ``module``; raises ``ConversionFailure``."""
    converter = LLVMTypeConverter(index_bitwidth)
    target = llvm_conversion_target()
    target.add_legal_op("func.func")
    apply_partial_conversion(
        module, target, memref_to_llvm_patterns(converter, options), context=context
    )
