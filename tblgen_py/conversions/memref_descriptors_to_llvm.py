"""The memref lowerings of descriptors as a whole: ``memref.cast`` (ranked
descriptors kept, unranked ones promoted to the stack or loaded back),
``rank``, ``reinterpret_cast``, ``extract_strided_metadata`` and
``memory_space_cast`` (pointers ``llvm.addrspacecast`` to the result's
address space) and ``dim``."""

from __future__ import annotations

from collections.abc import Sequence

from tblgen_py.conversions.memref_lowering import (
    DYNAMIC,
    DYNAMIC_INDEX,
    STATIC_LISTS,
    MemRefLowering,
    mixed,
    promote_descriptor,
)
from tblgen_py.conversions.llvm_types import (
    array_type,
    i32_attr,
    load_from,
    ptr_type,
    store_to,
)
from tblgen_py.conversions.unranked_copy import POINTER_BYTES, UnrankedCopier
from tblgen_py.runtime.conversion import ConversionPatternRewriter
from tblgen_py.runtime.ir.attributes import BoolAttr, IntegerAttr, TypeAttr
from tblgen_py.runtime.ir.attributes_dense import DenseArrayAttr
from tblgen_py.runtime.ir.operation import Operation
from tblgen_py.runtime.ir.types import MemRefType, UnrankedMemRefType, i
from tblgen_py.runtime.ir.value import Value


class CastLowering(MemRefLowering):
    """``memref.cast``: between ranked memrefs the descriptor as it is; to an
    unranked memref the ranked descriptor promoted to the stack with its rank;
    from one the ranked descriptor loaded from the unranked one's pointer."""

    def match_and_rewrite(
        self,
        op: Operation,
        operands: Sequence[Value],
        rewriter: ConversionPatternRewriter,
    ) -> bool:
        """Forward, promote or load the descriptor."""
        source, result = op.operands[0].type, op.results[0].type
        conv, loc = self.llvm_converter, op.location
        if isinstance(source, MemRefType) and isinstance(result, UnrankedMemRefType):
            unranked = conv.convert_type(result)
            if conv.convert_memref(source) is None or unranked is None:
                return False
            pointer = promote_descriptor(rewriter, operands[0], loc)
            rank = self.index_constant(rewriter, len(source.shape), loc)
            packed = conv.pack_unranked(rewriter, unranked, [rank, pointer], loc)
            if packed is None:
                return False
            rewriter.replace_op(op, [packed])
            return True
        if isinstance(source, UnrankedMemRefType) and isinstance(result, MemRefType):
            ranked = conv.convert_memref(result)
            if ranked is None or conv.convert_type(source) is None:
                return False
            pointer = self.extract(rewriter, operands[0], [1], ptr_type(), loc)
            rewriter.replace_op(op, [load_from(rewriter, pointer, ranked, loc)])
            return True
        if not isinstance(source, MemRefType) or not isinstance(result, MemRefType):
            return False
        converted = conv.convert_memref(source)
        if converted is None or converted != conv.convert_memref(result):
            return False
        rewriter.replace_op(op, [operands[0]])
        return True


class RankLowering(MemRefLowering):
    """``memref.rank``: the constant rank of a ranked memref, the first field
    of an unranked one's descriptor."""

    def match_and_rewrite(
        self,
        op: Operation,
        operands: Sequence[Value],
        rewriter: ConversionPatternRewriter,
    ) -> bool:
        """A constant or an ``extractvalue``."""
        ty, loc = op.operands[0].type, op.location
        index = self.llvm_converter.index_type
        if isinstance(ty, MemRefType):
            rank = self.index_constant(rewriter, len(ty.shape), loc)
        elif isinstance(ty, UnrankedMemRefType):
            rank = self.extract(rewriter, operands[0], [0], index, loc)
        else:
            return False
        rewriter.replace_op(op, [rank])
        return True


class ReinterpretCastLowering(MemRefLowering):
    """``memref.reinterpret_cast`` of a ranked memref: a new descriptor with
    the source's pointers and the given offset, sizes and strides."""

    def match_and_rewrite(
        self,
        op: Operation,
        operands: Sequence[Value],
        rewriter: ConversionPatternRewriter,
    ) -> bool:
        """Fill the descriptor from static values and remapped operands."""
        ty, source = op.results[0].type, op.operands[0].type
        if not isinstance(ty, MemRefType) or not isinstance(source, MemRefType):
            return False
        struct = self.llvm_converter.convert_memref(ty)
        props = op.properties if isinstance(op.properties, dict) else {}
        segments = props.get("operandSegmentSizes")
        statics = [props.get(f"static_{name}") for name in STATIC_LISTS]
        if struct is None or not isinstance(segments, DenseArrayAttr):
            return False
        if not all(isinstance(attr, DenseArrayAttr) for attr in statics):
            return False
        groups: list[list[Value]] = []
        start = 1
        for count in segments.values[1:]:
            groups.append(list(operands[start : start + count]))
            start += count
        offsets, sizes, strides = (
            mixed(attr.values, group)  # type: ignore[union-attr]
            for attr, group in zip(statics, groups)
        )
        loc = op.location
        desc: Value = rewriter.create(
            "llvm.mlir.poison", [], [struct], location=loc
        ).results[0]
        pointer = self.llvm_converter.element_ptr_type(source)
        allocated = self.extract(rewriter, operands[0], [0], pointer, loc)
        aligned = self.extract(rewriter, operands[0], [1], pointer, loc)
        desc = self.insert(rewriter, desc, allocated, [0], loc)
        desc = self.insert(rewriter, desc, aligned, [1], loc)
        desc = self.insert(
            rewriter, desc, self._value(rewriter, offsets[0], loc), [2], loc
        )
        for dim, (size, stride) in enumerate(zip(sizes, strides)):
            value = self._value(rewriter, size, loc)
            desc = self.insert(rewriter, desc, value, [3, dim], loc)
            value = self._value(rewriter, stride, loc)
            desc = self.insert(rewriter, desc, value, [4, dim], loc)
        rewriter.replace_op(op, [desc])
        return True

    def _value(
        self, rewriter: ConversionPatternRewriter, item: Value | int, loc: object
    ) -> Value:
        """A remapped operand, or an index constant for a static value."""
        if isinstance(item, int):
            return self.index_constant(rewriter, item, loc)
        return item


class ExtractStridedMetadataLowering(MemRefLowering):
    """``memref.extract_strided_metadata``: a rank-0 descriptor of the base
    buffer, then the offset, sizes and strides read from the descriptor."""

    def match_and_rewrite(
        self,
        op: Operation,
        operands: Sequence[Value],
        rewriter: ConversionPatternRewriter,
    ) -> bool:
        """Extract the pointers, build the base descriptor, extract the rest."""
        ty = op.operands[0].type
        base = op.results[0].type if op.results else None
        if not isinstance(ty, MemRefType) or not isinstance(base, MemRefType):
            return False
        struct = self.llvm_converter.convert_memref(base)
        if struct is None or self.llvm_converter.convert_memref(ty) is None:
            return False
        loc, desc = op.location, operands[0]
        index = self.llvm_converter.index_type
        pointer = self.llvm_converter.element_ptr_type(ty)
        allocated = self.extract(rewriter, desc, [0], pointer, loc)
        aligned = self.extract(rewriter, desc, [1], pointer, loc)
        buffer: Value = rewriter.create(
            "llvm.mlir.poison", [], [struct], location=loc
        ).results[0]
        buffer = self.insert(rewriter, buffer, allocated, [0], loc)
        buffer = self.insert(rewriter, buffer, aligned, [1], loc)
        zero = self.index_constant(rewriter, 0, loc)
        buffer = self.insert(rewriter, buffer, zero, [2], loc)
        rank = len(ty.shape)
        paths = [[2]] + [[3, dim] for dim in range(rank)]
        paths += [[4, dim] for dim in range(rank)]
        values = [self.extract(rewriter, desc, path, index, loc) for path in paths]
        rewriter.replace_op(op, [buffer, *values])
        return True


POINTER_FIELDS_BYTES = 2 * POINTER_BYTES
"""The two pointers an unranked memref's ranked descriptor starts with."""


class MemorySpaceCastLowering(MemRefLowering):
    """``memref.memory_space_cast``: a ranked descriptor rebuilt with both
    pointers ``llvm.addrspacecast``; an unranked one copied to a new stack
    descriptor, its pointers cast and its index fields ``memcpy``'d."""

    def match_and_rewrite(
        self,
        op: Operation,
        operands: Sequence[Value],
        rewriter: ConversionPatternRewriter,
    ) -> bool:
        """Cast the pointers of a ranked or unranked descriptor."""
        source, result = op.operands[0].type, op.results[0].type
        if isinstance(result, MemRefType) and isinstance(source, MemRefType):
            return self._ranked(op, operands[0], source, result, rewriter)
        if isinstance(result, UnrankedMemRefType):
            return self._unranked(op, operands[0], source, result, rewriter)
        return rewriter.notify_match_failure(op, "unexpected memref type")

    def _ranked(
        self,
        op: Operation,
        desc: Value,
        source: MemRefType,
        result: MemRefType,
        rewriter: ConversionPatternRewriter,
    ) -> bool:
        """``MemRefDescriptor::unpack``, cast both pointers, ``pack``."""
        conv, loc = self.llvm_converter, op.location
        struct = conv.convert_type(result)
        if struct is None:
            return False
        index, rank = conv.index_type, len(result.shape)
        pointer = conv.element_ptr_type(source)
        paths = [([0], pointer), ([1], pointer), ([2], index)]
        paths += [([3, dim], index) for dim in range(rank)]
        paths += [([4, dim], index) for dim in range(rank)]
        values = [self.extract(rewriter, desc, path, ty, loc) for path, ty in paths]
        target = conv.element_ptr_type(result)
        for field in (0, 1):
            values[field] = self._cast(rewriter, values[field], target, loc)
        packed = conv.pack_memref(rewriter, struct, values, loc, result)
        if packed is None:
            return False
        rewriter.replace_op(op, [packed])
        return True

    def _unranked(
        self,
        op: Operation,
        desc: Value,
        source: object,
        result: UnrankedMemRefType,
        rewriter: ConversionPatternRewriter,
    ) -> bool:
        """A new stack copy of the ranked descriptor behind ``desc``."""
        conv, loc = self.llvm_converter, op.location
        source_space = conv.memref_address_space(source)
        if source_space is None:
            return rewriter.notify_match_failure(op, "non-integer source address space")
        result_space = conv.memref_address_space(result)
        if result_space is None:
            return rewriter.notify_match_failure(op, "non-integer result address space")
        struct = conv.convert_type(result)
        if struct is None:
            return False
        index = conv.index_type
        rank = self.extract(rewriter, desc, [0], index, loc)
        inner = self.extract(rewriter, desc, [1], ptr_type(), loc)
        poison = rewriter.create("llvm.mlir.poison", [], [struct], location=loc)
        new_desc = self.insert(rewriter, poison.results[0], rank, [0], loc)
        size = UnrankedCopier(rewriter, conv, op).size(new_desc)
        copy = rewriter.create(
            "llvm.alloca",
            [size],
            [ptr_type()],
            {"elem_type": TypeAttr.get(i(8))},
            location=loc,
        ).results[0]
        new_desc = self.insert(rewriter, new_desc, copy, [1], loc)
        old_ptr, new_ptr = ptr_type(source_space), ptr_type(result_space)
        allocated = load_from(rewriter, inner, old_ptr, loc)
        aligned_at = self._field(rewriter, inner, 1, old_ptr, loc)
        aligned = load_from(rewriter, aligned_at, old_ptr, loc)
        allocated = self._cast(rewriter, allocated, new_ptr, loc)
        aligned = self._cast(rewriter, aligned, new_ptr, loc)
        store_to(rewriter, allocated, copy, loc)
        store_to(rewriter, aligned, self._field(rewriter, copy, 1, new_ptr, loc), loc)
        old_fields = self._field(rewriter, inner, 2, old_ptr, loc)
        new_fields = self._field(rewriter, copy, 2, new_ptr, loc)
        skipped = self.index_constant(rewriter, POINTER_FIELDS_BYTES, loc)
        count = self.binary(rewriter, "llvm.sub", size, skipped, 0, loc)
        rewriter.create(
            "llvm.intr.memcpy",
            [new_fields, old_fields, count],
            [],
            {"isVolatile": BoolAttr.get(False)},
            location=loc,
        )
        rewriter.replace_op(op, [new_desc])
        return True

    @staticmethod
    def _cast(
        rewriter: ConversionPatternRewriter, value: Value, ty: object, loc: object
    ) -> Value:
        return rewriter.create(
            "llvm.addrspacecast", [value], [ty], location=loc
        ).results[0]

    @staticmethod
    def _field(
        rewriter: ConversionPatternRewriter,
        base: Value,
        index: int,
        element: object,
        loc: object,
    ) -> Value:
        """``llvm.getelementptr base[index]`` over ``element`` (a constant index)."""
        return rewriter.create(
            "llvm.getelementptr",
            [base],
            [base.type],
            {
                "elem_type": TypeAttr.get(element),  # type: ignore[arg-type]
                "noWrapFlags": i32_attr(0),
                "rawConstantIndices": DenseArrayAttr.get(i(32), [index]),
            },
            location=loc,
        ).results[0]


def _constant_dim(value: Value) -> int | None:
    """``getConstantDimIndex``: the value of an ``arith.constant`` or
    ``llvm.mlir.constant`` index operand."""
    op = value.defining_op
    if op is None or op.name not in ("arith.constant", "llvm.mlir.constant"):
        return None
    props = op.properties if isinstance(op.properties, dict) else {}
    attr = props.get("value", op.attributes.get("value"))
    return int(attr.value) if isinstance(attr, IntegerAttr) else None


class DimLowering(MemRefLowering):
    """``memref.dim``: a static size as a constant, a dynamic one read from
    the descriptor (through a stack copy of the sizes for a variable index),
    an unranked memref's from its ranked descriptor in memory."""

    def match_and_rewrite(
        self,
        op: Operation,
        operands: Sequence[Value],
        rewriter: ConversionPatternRewriter,
    ) -> bool:
        """The size of dimension ``index``."""
        ty = op.operands[0].type
        if isinstance(ty, UnrankedMemRefType):
            size = self._unranked(op, operands, ty, rewriter)
        elif isinstance(ty, MemRefType):
            size = self._ranked(op, operands, ty, rewriter)
        else:
            return False
        if size is None:
            return False
        rewriter.replace_op(op, [size])
        return True

    def _ranked(
        self,
        op: Operation,
        operands: Sequence[Value],
        ty: MemRefType,
        rewriter: ConversionPatternRewriter,
    ) -> Value:
        conv, loc = self.llvm_converter, op.location
        index, rank = conv.index_type, len(ty.shape)
        known = _constant_dim(op.operands[1])
        if known is not None and 0 <= known < rank:
            if ty.shape[known] == DYNAMIC:
                return self.extract(rewriter, operands[0], [3, known], index, loc)
            return self.index_constant(rewriter, ty.shape[known], loc)
        one = self.index_constant(rewriter, 1, loc)
        array = array_type(rank, index)
        sizes = self.extract(rewriter, operands[0], [3], array, loc)
        slot = rewriter.create(
            "llvm.alloca",
            [one],
            [ptr_type()],
            {"elem_type": TypeAttr.get(array)},
            location=loc,
        ).results[0]
        store_to(rewriter, sizes, slot, loc)
        address = rewriter.create(
            "llvm.getelementptr",
            [slot, operands[1]],
            [ptr_type()],
            {
                "elem_type": TypeAttr.get(array),
                "noWrapFlags": i32_attr(0),
                "rawConstantIndices": DenseArrayAttr.get(i(32), [0, DYNAMIC_INDEX]),
            },
            location=loc,
        ).results[0]
        return load_from(rewriter, address, index, loc)

    def _unranked(
        self,
        op: Operation,
        operands: Sequence[Value],
        ty: UnrankedMemRefType,
        rewriter: ConversionPatternRewriter,
    ) -> Value | None:
        conv, loc = self.llvm_converter, op.location
        space = conv.memref_address_space(ty)
        scalar = conv.convert_type(MemRefType.get([], ty.element_type))
        if space is None or scalar is None:
            return None
        index, pointer = conv.index_type, ptr_type(space)
        inner = self.extract(rewriter, operands[0], [1], ptr_type(), loc)
        offset_at = rewriter.create(
            "llvm.getelementptr",
            [inner],
            [pointer],
            {
                "elem_type": TypeAttr.get(scalar),  # type: ignore[arg-type]
                "noWrapFlags": i32_attr(0),
                "rawConstantIndices": DenseArrayAttr.get(i(32), [0, 2]),
            },
            location=loc,
        ).results[0]
        one = self.index_constant(rewriter, 1, loc)
        position = self.binary(rewriter, "llvm.add", one, operands[1], 0, loc)
        size_at = self.gep(rewriter, offset_at, position, index, 0, loc)
        return load_from(rewriter, size_at, index, loc)
