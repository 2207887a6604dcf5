"""Unranked memref descriptors copied across function boundaries.

Follows MLIR's ``ConvertToLLVMPattern::copyUnrankedDescriptors``: an
unranked memref returned from a function has its ranked descriptor (which
may live in the callee's stack frame) copied to the heap with ``malloc``;
the caller copies it back to its own stack with ``alloca`` and frees the
heap copy.  The copy's size is ``UnrankedMemRefDescriptor::computeSize``:
two pointers and ``1 + 2 * rank`` index-sized integers, densely packed.
"""

from __future__ import annotations

from collections.abc import Sequence

from tblgen_py.conversions.llvm_symbols import call, declare_function
from tblgen_py.conversions.llvm_type_converter import LLVMTypeConverter
from tblgen_py.conversions.llvm_types import (
    extract_value,
    i32_attr,
    insert_value,
    ptr_type,
    void_type,
)
from tblgen_py.runtime.conversion import ConversionPatternRewriter
from tblgen_py.runtime.ir.attributes import BoolAttr, IntegerAttr, TypeAttr
from tblgen_py.runtime.ir.operation import Operation
from tblgen_py.runtime.ir.types import IndexType, UnrankedMemRefType, i
from tblgen_py.runtime.ir.value import Value

POINTER_BYTES = 8
"""The size of a pointer in the default data layout."""


class UnrankedCopier:
    """Builds the copies of one op's unranked descriptors."""

    def __init__(
        self,
        rewriter: ConversionPatternRewriter,
        converter: LLVMTypeConverter,
        op: Operation,
    ) -> None:
        self.rewriter = rewriter
        self.converter = converter
        self.op = op
        self.loc = op.location

    def copy_all(
        self, types: Sequence[object], values: list[Value], to_dynamic: bool
    ) -> bool:
        """``copyUnrankedDescriptors``: replace each unranked memref's
        descriptor in ``values`` by a copy on the heap (``to_dynamic``) or
        on the stack; False if a type does not convert."""
        for index, ty in enumerate(types):
            if isinstance(ty, UnrankedMemRefType):
                copied = self.copy(ty, values[index], to_dynamic)
                if copied is None:
                    return False
                values[index] = copied
        return True

    def copy(
        self, ty: UnrankedMemRefType, desc: Value, to_dynamic: bool
    ) -> Value | None:
        """``copyUnrankedDescriptor``: allocate, ``memcpy``, free the source
        when copying to the stack, then a new descriptor of the copy."""
        struct = self.converter.convert_type(ty)
        if struct is None:
            return None
        index = self.converter.index_type
        if to_dynamic:
            declare_function(self.rewriter, self.op, "malloc", ptr_type(), [index])
        else:
            declare_function(self.rewriter, self.op, "free", void_type(), [ptr_type()])
        size = self.size(desc)
        if to_dynamic:
            memory = call(self.rewriter, "malloc", [size], [ptr_type()], self.loc)
        else:
            memory = self.rewriter.create(
                "llvm.alloca",
                [size],
                [ptr_type()],
                {"elem_type": TypeAttr.get(i(8))},
                location=self.loc,
            )
        pointer = memory.results[0]
        source = self._extract(desc, 1, ptr_type())
        self.rewriter.create(
            "llvm.intr.memcpy",
            [pointer, source, size],
            [],
            {"isVolatile": BoolAttr.get(False)},
            location=self.loc,
        )
        if not to_dynamic:
            call(self.rewriter, "free", [source], [], self.loc)
        packed: Value = self.rewriter.create(
            "llvm.mlir.poison", [], [struct], location=self.loc
        ).results[0]
        rank = self._extract(desc, 0, index)
        packed = self._insert(packed, rank, 0)
        return self._insert(packed, pointer, 1)

    def size(self, desc: Value) -> Value:
        """``computeSize``: ``2 * sizeof(ptr) + (2 * rank + 1) * sizeof(index)``."""
        one = self._constant(1)
        two = self._constant(2)
        index_size = self._constant((self.converter.index_bitwidth + 7) // 8)
        pointer_size = self._constant(POINTER_BYTES)
        pointers = self._binary("llvm.mul", two, pointer_size)
        rank = self._extract(desc, 0, self.converter.index_type)
        double_rank = self._binary("llvm.mul", two, rank)
        fields = self._binary("llvm.add", double_rank, one)
        field_bytes = self._binary("llvm.mul", fields, index_size)
        return self._binary("llvm.add", pointers, field_bytes)

    def _constant(self, value: int) -> Value:
        return self.rewriter.create(
            "llvm.mlir.constant",
            [],
            [self.converter.index_type],
            {"value": IntegerAttr.get(IndexType.get(), value)},
            location=self.loc,
        ).results[0]

    def _binary(self, name: str, lhs: Value, rhs: Value) -> Value:
        return self.rewriter.create(
            name,
            [lhs, rhs],
            [lhs.type],
            {"overflowFlags": i32_attr(0)},
            location=self.loc,
        ).results[0]

    def _extract(self, desc: Value, field: int, ty: object) -> Value:
        return extract_value(self.rewriter, desc, [field], ty, self.loc)

    def _insert(self, desc: Value, value: Value, field: int) -> Value:
        return insert_value(self.rewriter, desc, value, [field], self.loc)
