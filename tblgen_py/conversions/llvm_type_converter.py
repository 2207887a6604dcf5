"""The LLVM type converter: builtin types to LLVM dialect types.

Follows MLIR's ``LLVMTypeConverter``: signless integers and LLVM floats stay,
signed/unsigned integers become signless, ``index`` becomes an integer of the
index bitwidth, 1-D vectors keep their shape (n-D ones become arrays), complex
numbers and memrefs become structs (a memref descriptor: allocated and
aligned pointers, offset, sizes and strides; an unranked memref: its rank
and a pointer to a ranked descriptor).  Function signatures expand
memref arguments into the descriptor's fields and pack several results into
one struct.  Unresolved conversions materialize as
``unrealized_conversion_cast``.
"""

from __future__ import annotations

from collections.abc import Sequence

from tblgen_py.conversions.llvm_types import (
    array_type,
    emit_unknown_error,
    func_type,
    insert_value,
    is_compatible_type,
    is_llvm_type,
    ptr_type,
    struct_type,
    void_type,
)
from tblgen_py.runtime.conversion import (
    FAILED,
    UNREALIZED_CAST,
    AttributeConversionResult,
    TypeConverter,
)
from tblgen_py.runtime.ir.attributes import IntegerAttr, StridedLayoutAttr
from tblgen_py.runtime.ir.attributes_dense import DenseArrayAttr
from tblgen_py.runtime.ir.builder import Builder
from tblgen_py.runtime.ir.types import (
    ComplexType,
    FloatType,
    FunctionType,
    IndexType,
    IntegerType,
    MemRefType,
    Type,
    UnrankedMemRefType,
    VectorType,
    i,
)
from tblgen_py.runtime.ir.value import BlockArgument, Value

BAD_MEMORY_SPACE = (
    "conversion of memref memory space {} to integer address space failed. "
    "Consider adding memory space conversions."
)
"""MLIR's error for a memref whose memory space has no integer address space."""
NOT_STRIDED = (
    "conversion to strided form failed either due to non-strided layout maps "
    "(which should have been normalized away) or other reasons"
)
"""MLIR's error for a memref whose layout has no strided form."""
DYNAMIC = -(1 << 63)
"""``ShapedType::kDynamic``."""
FUNCTION_OPS = frozenset({"func.func", "llvm.func"})
"""The function-like ops whose entry block arguments may be bare pointers."""
DEFAULT_INDEX_BITWIDTH = 64
"""The index width of the default data layout."""
LLVM_FLOATS = frozenset({"f16", "bf16", "f32", "f64", "f80", "f128", "tf32"})


def unrealized_cast(
    builder: object, ty: object, inputs: Sequence[Value], loc: object, *rest: object
) -> Value | None:
    """Materialize a conversion as one ``unrealized_conversion_cast``."""
    if not isinstance(builder, Builder):
        return None
    return builder.create(UNREALIZED_CAST, inputs, [ty], location=loc).results[0]


class LLVMTypeConverter(TypeConverter):
    """Converts builtin types to LLVM-compatible types."""

    def __init__(
        self,
        index_bitwidth: int = DEFAULT_INDEX_BITWIDTH,
        use_bare_ptr_call_conv: bool = False,
    ) -> None:
        super().__init__()
        self.index_bitwidth = index_bitwidth
        """The width of the integer ``index`` becomes."""
        self.use_bare_ptr_call_conv = use_bare_ptr_call_conv
        """Whether function boundaries pass memrefs as bare pointers."""
        self.add_conversion(lambda ty: ty if is_compatible_type(ty) else None)
        self.add_conversion(self._convert_builtin)
        self.add_source_materialization(unrealized_cast)
        self.add_target_materialization(unrealized_cast)
        self.add_target_materialization(self.pack_memref)
        self.add_source_materialization(self._pack_memref_back)
        self.add_argument_materialization(self._pack_memref_back)
        self.add_type_attribute_conversion(
            lambda ty, attr: AttributeConversionResult.result(attr),
            (MemRefType, UnrankedMemRefType),
            IntegerAttr,
        )

    def _pack_memref_back(
        self, builder: object, ty: object, inputs: Sequence[Value], loc: object
    ) -> Value | None:
        """Expanded descriptor fields back to the memref: pack, then cast; a
        bare pointer argument of a function's entry block: a descriptor of
        its static shape, then cast."""
        if isinstance(ty, UnrankedMemRefType):
            unranked = self.convert_type(ty)
            if len(inputs) != 2 or unranked is None:
                return None
            packed = self.pack_unranked(builder, unranked, inputs, loc)
            return (
                None if packed is None else unrealized_cast(builder, ty, [packed], loc)
            )
        if not isinstance(ty, MemRefType):
            return None
        struct = self.convert_memref(ty)
        if len(inputs) == 1:
            if not _is_function_argument(inputs[0]) or not isinstance(builder, Builder):
                return None
            desc: Value | None = self.from_static_shape(builder, ty, inputs[0], loc)
        else:
            desc = self.pack_memref(builder, struct, inputs, loc, ty)
        if desc is None:
            return None
        return unrealized_cast(builder, ty, [desc], loc)

    @staticmethod
    def pack_unranked(
        builder: object, ty: object, inputs: Sequence[Value], loc: object
    ) -> Value | None:
        """``UnrankedMemRefDescriptor::pack``: rank and descriptor pointer."""
        if not isinstance(builder, Builder):
            return None
        desc: Value = builder.create(
            "llvm.mlir.poison", [], [ty], location=loc
        ).results[0]
        for index, value in enumerate(inputs):
            desc = LLVMTypeConverter._insert(builder, desc, value, [index], loc)
        return desc

    def pack_memref(
        self,
        builder: object,
        ty: object,
        inputs: Sequence[Value],
        loc: object,
        original: object,
    ) -> Value | None:
        """Build a memref descriptor from its expanded fields (function
        arguments), or from a function's bare pointer argument."""
        if isinstance(original, UnrankedMemRefType):
            if len(inputs) != 2 or self.convert_type(original) != ty:
                return None
            return self.pack_unranked(builder, ty, inputs, loc)
        if not isinstance(builder, Builder) or not isinstance(original, MemRefType):
            return None
        if len(inputs) == 1 and _is_function_argument(inputs[0]):
            if self.convert_memref(original) != ty:
                return None
            return self.from_static_shape(builder, original, inputs[0], loc)
        rank = len(original.shape)
        if len(inputs) != 3 + 2 * rank or self.convert_memref(original) != ty:
            return None
        desc = builder.create("llvm.mlir.poison", [], [ty], location=loc).results[0]
        fields = [([0], inputs[0]), ([1], inputs[1]), ([2], inputs[2])]
        for dim in range(rank):
            fields.append(([3, dim], inputs[3 + dim]))
            fields.append(([4, dim], inputs[3 + rank + dim]))
        for path, value in fields:
            desc = builder.create(
                "llvm.insertvalue",
                [desc, value],
                [ty],
                {"position": DenseArrayAttr.get(i(64), path)},
                location=loc,
            ).results[0]
        return desc

    def from_static_shape(
        self, builder: Builder, ty: MemRefType, pointer: Value, loc: object
    ) -> Value:
        """``MemRefDescriptor::fromStaticShape``: ``pointer`` as both pointers,
        then the constant offset and each dimension's size and stride."""
        struct = self.convert_memref(ty)
        strides, offset = static_strides_and_offset(ty) or ([], 0)
        desc: Value = builder.create(
            "llvm.mlir.poison", [], [struct], location=loc
        ).results[0]
        desc = self._insert(builder, desc, pointer, [0], loc)
        desc = self._insert(builder, desc, pointer, [1], loc)
        desc = self._insert(
            builder, desc, self._constant(builder, offset, loc), [2], loc
        )
        for dim, (size, stride) in enumerate(zip(ty.shape, strides)):
            size_value = self._constant(builder, size, loc)
            desc = self._insert(builder, desc, size_value, [3, dim], loc)
            stride_value = self._constant(builder, stride, loc)
            desc = self._insert(builder, desc, stride_value, [4, dim], loc)
        return desc

    def _constant(self, builder: Builder, value: int, loc: object) -> Value:
        return builder.create(
            "llvm.mlir.constant",
            [],
            [self.index_type],
            {"value": IntegerAttr.get(IndexType.get(), value)},
            location=loc,
        ).results[0]

    @staticmethod
    def _insert(
        builder: Builder, desc: Value, value: Value, path: list[int], loc: object
    ) -> Value:
        return insert_value(builder, desc, value, path, loc)

    def can_convert_to_bare_ptr(self, ty: object) -> bool:
        """``canConvertToBarePtr``: a ranked memref of static shape, strides
        and offset."""
        if not isinstance(ty, MemRefType) or self.descriptor_fields(ty) is None:
            return False
        return static_strides_and_offset(ty) is not None

    def convert_calling_convention_type(
        self, ty: object, bare: bool
    ) -> list[object] | None:
        """A function argument's types: a memref's bare pointer or expanded
        descriptor, else the converted type."""
        if isinstance(ty, UnrankedMemRefType):
            fields = self.unranked_fields(ty)
            return None if fields is None or bare else fields
        if isinstance(ty, MemRefType):
            if bare:
                pointer = self.bare_ptr_type(ty)
                return None if pointer is None else [pointer]
            if not self.check_memref(ty):
                return None
            return self.expanded_memref(ty)
        return self.convert_type_list(ty)

    @property
    def index_type(self) -> IntegerType:
        """The integer type ``index`` converts to."""
        return i(self.index_bitwidth)

    def _convert_builtin(self, ty: object) -> object:
        if isinstance(ty, IndexType):
            return self.index_type
        if isinstance(ty, IntegerType):
            return ty if ty.is_signless else i(ty.width)
        if isinstance(ty, FloatType):
            return ty if ty.name in LLVM_FLOATS else i(ty.width)
        if isinstance(ty, VectorType):
            return self._convert_vector(ty)
        if isinstance(ty, ComplexType):
            element = self.convert_type(ty.element_type)
            return None if element is None else struct_type([element, element])
        if isinstance(ty, MemRefType):
            converted = self.convert_memref(ty) if self.check_memref(ty) else None
            return FAILED if converted is None else converted
        if isinstance(ty, UnrankedMemRefType):
            fields = self.unranked_fields(ty)
            return None if fields is None else struct_type(fields)
        if isinstance(ty, FunctionType):
            return ptr_type()
        return None

    def _convert_vector(self, ty: VectorType) -> object:
        element = self.convert_type(ty.element_type)
        if element is None or not isinstance(element, Type):
            return None
        shape = list(ty.shape)
        if not shape:
            return None
        result: object = VectorType.get(shape[-1:], element, list(ty.scalable[-1:]))
        for size in reversed(shape[:-1]):
            result = array_type(size, result)
        return result

    # -- memrefs -----------------------------------------------------------
    def check_memref(self, ty: MemRefType) -> bool:
        """``getMemRefDescriptorFields``'s checks: a memref whose layout map
        is not strided, or whose memory space has no integer address space,
        reports MLIR's (non-fatal) error; one whose element type does not
        convert fails silently."""
        if _non_strided(ty.layout):
            emit_unknown_error(NOT_STRIDED)
            return False
        if self.convert_type(ty.element_type) is None:
            return False
        if self.memref_address_space(ty) is None:
            emit_unknown_error(BAD_MEMORY_SPACE.format(ty.memory_space))
            return False
        return True

    def memref_address_space(self, ty: object) -> int | None:
        """``getMemRefAddressSpace``: the integer address space of a memref's
        memory space through the type attribute conversions (no memory space
        is 0), None when it has none."""
        space = getattr(ty, "memory_space", None)
        if space is None:
            return 0
        converted = self.convert_type_attribute(ty, space)
        if converted is None:
            return None
        attr = converted.attribute
        if attr is None:
            return 0
        if not isinstance(attr, IntegerAttr):
            return None
        kind = attr.type
        if isinstance(kind, IndexType) or (
            isinstance(kind, IntegerType) and kind.is_signless
        ):
            return int(attr.value)
        return None

    def element_ptr_type(self, ty: object) -> object:
        """``getElementPtrType``: ``!llvm.ptr`` in the memref's address space
        (only asked of memrefs that converted)."""
        space = self.memref_address_space(ty)
        assert space is not None, "unsupported address space"
        return ptr_type(space)

    def bare_ptr_type(self, ty: object) -> object | None:
        """``convertMemRefToBarePtr``: the pointer a static memref is passed
        as under the bare-pointer convention, None if it cannot be."""
        if not self.can_convert_to_bare_ptr(ty):
            return None
        space = self.memref_address_space(ty)
        return None if space is None else ptr_type(space)

    def descriptor_fields(self, ty: MemRefType) -> list[object] | None:
        """The fields of ``ty``'s descriptor (None if not convertible)."""
        if self.convert_type(ty.element_type) is None:
            return None
        layout = ty.layout
        if layout is not None and not isinstance(layout, StridedLayoutAttr):
            if not identity_layout(layout):
                return None
        space = self.memref_address_space(ty)
        if space is None:
            return None
        rank = len(ty.shape)
        index = self.index_type
        pointer = ptr_type(space)
        fields: list[object] = [pointer, pointer, index]
        if rank:
            fields += [array_type(rank, index), array_type(rank, index)]
        return fields

    def unranked_fields(self, ty: UnrankedMemRefType) -> list[object] | None:
        """``getUnrankedMemRefDescriptorFields``: the rank and a pointer to
        the ranked descriptor (None if the element type does not convert)."""
        if self.convert_type(ty.element_type) is None:
            return None
        return [self.index_type, ptr_type()]

    def convert_memref(self, ty: MemRefType) -> object:
        """The descriptor struct of ``ty``."""
        fields = self.descriptor_fields(ty)
        return None if fields is None else struct_type(fields)

    def expanded_memref(self, ty: MemRefType) -> list[object] | None:
        """``ty`` as function arguments: pointers, offset, each size and stride."""
        fields = self.descriptor_fields(ty)
        if fields is None:
            return None
        rank = len(ty.shape)
        index: object = self.index_type
        return fields[:3] + [index] * (2 * rank)

    # -- functions ---------------------------------------------------------
    def convert_function_signature(
        self, ty: FunctionType, variadic: bool = False, bare: bool = False
    ) -> tuple[Type, list[list[object]]] | None:
        """The LLVM function type and each input's converted types (memrefs
        as bare pointers with ``bare``)."""
        inputs: list[list[object]] = []
        for arg in ty.inputs:
            converted = self.convert_calling_convention_type(arg, bare)
            if converted is None:
                return None
            inputs.append(converted)
        result = self.pack_function_results(list(ty.results), bare)
        if result is None:
            return None
        flat = [t for group in inputs for t in group]
        return func_type(result, flat, variadic), inputs

    def pack_function_results(
        self, results: Sequence[object], bare: bool = False
    ) -> object | None:
        """``void``, the one converted result, or a struct of all of them
        (memrefs as bare pointers with ``bare``)."""
        if not results:
            return void_type()
        converted: list[object] = []
        for ty in results:
            new: object
            if bare and isinstance(ty, (MemRefType, UnrankedMemRefType)):
                new = self.bare_ptr_type(ty)
            else:
                new = self.convert_type(ty)
            if new is None:
                return None
            converted.append(new)
        return converted[0] if len(converted) == 1 else struct_type(converted)


def static_strides_and_offset(ty: MemRefType) -> tuple[list[int], int] | None:
    """The strides and offset of a static-shaped memref with an identity or a
    fully static ``strided<>`` layout, else None."""
    if any(size < 0 for size in ty.shape):
        return None
    layout = ty.layout
    if isinstance(layout, StridedLayoutAttr):
        values = [*layout.strides, layout.offset]
        if any(value == DYNAMIC for value in values):
            return None
        return list(layout.strides), layout.offset
    if layout is not None and not identity_layout(layout):
        return None
    strides: list[int] = []
    running = 1
    for size in reversed(ty.shape):
        strides.append(running)
        running *= size
    return list(reversed(strides)), 0


def _is_function_argument(value: Value) -> bool:
    """Whether ``value`` is an argument of a function's entry block."""
    if not isinstance(value, BlockArgument) or not is_llvm_type(value.type, "ptr"):
        return False
    block = value.owner
    parent = block.parent_op
    return block.is_entry_block() and parent is not None and parent.name in FUNCTION_OPS


def _non_strided(layout: object) -> bool:
    """Whether a layout is an ``affine_map`` no strided form can express (one
    with several results that is not the identity)."""
    if layout is None or isinstance(layout, StridedLayoutAttr):
        return False
    text = str(layout)
    if not text.startswith("affine_map<(") or "->" not in text:
        return False
    results = text.split("->", 1)[1].strip().removesuffix(">").strip()
    depth, count = 0, 1
    for char in results[1:-1]:
        if char in "([":
            depth += 1
        elif char in ")]":
            depth -= 1
        elif char == "," and depth == 0:
            count += 1
    return count > 1 and not identity_layout(layout)


def identity_layout(layout: object) -> bool:
    """Whether an ``affine_map`` memref layout is the identity."""
    text = str(layout)
    return text.startswith("affine_map<(") and "->" in text and _is_identity(text)


def _is_identity(text: str) -> bool:
    inner = text[len("affine_map<") : -1]
    dims, results = (part.strip() for part in inner.split("->", 1))
    return dims == results
