"""The view lowerings ``--finalize-memref-to-llvm`` does itself (MLIR's
``ViewOpLowering`` and ``TransposeOpLowering``).

``memref.view`` of an ``i8`` buffer: a new descriptor with the source's
allocated pointer, its aligned pointer advanced by the byte shift, offset 0
and the result's sizes, with contiguous strides (static ones as constants,
dynamic ones the running product of the inner sizes).  ``memref.transpose``:
the descriptor with its sizes and strides permuted.  ``subview`` and the
reassociating reshapes are not lowered here (MLIR expands them first with
``--expand-strided-metadata``): they stay.
"""

from __future__ import annotations

from collections.abc import Sequence

from tblgen_py.conversions.memref_lowering import (
    DYNAMIC,
    MemRefLowering,
    strides_and_offset,
)
from tblgen_py.runtime.conversion import ConversionPatternRewriter
from tblgen_py.runtime.ir.affine import AffineDimExpr, AffineMapAttr
from tblgen_py.runtime.ir.operation import Operation
from tblgen_py.runtime.ir.types import MemRefType
from tblgen_py.runtime.ir.value import Value


class ViewLowering(MemRefLowering):
    """``memref.view`` to a descriptor over the shifted source buffer."""

    def match_and_rewrite(
        self,
        op: Operation,
        operands: Sequence[Value],
        rewriter: ConversionPatternRewriter,
    ) -> bool:
        """Pointers, shift, offset 0, then sizes and strides innermost first."""
        conv, loc = self.llvm_converter, op.location
        ty, source = op.results[0].type, op.operands[0].type
        if not isinstance(ty, MemRefType) or not isinstance(source, MemRefType):
            return False
        struct = conv.convert_type(ty)
        element = conv.convert_type(source.element_type)
        layout = strides_and_offset(ty)
        if struct is None or element is None or layout is None:
            return False
        strides, offset = layout
        if strides and strides[-1] not in (0, 1):
            return False
        desc, shift, sizes = operands[0], operands[1], list(operands[2:])
        pointer = conv.element_ptr_type(source)
        target: Value = rewriter.create(
            "llvm.mlir.poison", [], [struct], location=loc
        ).results[0]
        allocated = self.extract(rewriter, desc, [0], pointer, loc)
        target = self.insert(rewriter, target, allocated, [0], loc)
        aligned = self.extract(rewriter, desc, [1], pointer, loc)
        aligned = self.gep(rewriter, aligned, shift, element, 0, loc)
        target = self.insert(rewriter, target, aligned, [1], loc)
        zero = self.index_constant(rewriter, offset, loc)
        target = self.insert(rewriter, target, zero, [2], loc)
        stride: Value | None = None
        next_size: Value | None = None
        for dim in range(len(ty.shape) - 1, -1, -1):
            size = self._size(rewriter, ty, sizes, dim, loc)
            target = self.insert(rewriter, target, size, [3, dim], loc)
            stride = self._stride(rewriter, strides[dim], next_size, stride, loc)
            target = self.insert(rewriter, target, stride, [4, dim], loc)
            next_size = size
        rewriter.replace_op(op, [target])
        return True

    def _size(
        self,
        rewriter: ConversionPatternRewriter,
        ty: MemRefType,
        sizes: Sequence[Value],
        dim: int,
        loc: object,
    ) -> Value:
        """A static size as a constant, a dynamic one from the operands."""
        if ty.shape[dim] != DYNAMIC:
            return self.index_constant(rewriter, ty.shape[dim], loc)
        return sizes[sum(1 for size in ty.shape[:dim] if size == DYNAMIC)]

    def _stride(
        self,
        rewriter: ConversionPatternRewriter,
        static: int,
        next_size: Value | None,
        running: Value | None,
        loc: object,
    ) -> Value:
        """A static stride as a constant, else the running stride times the
        next inner size (1 for the innermost)."""
        if static != DYNAMIC:
            return self.index_constant(rewriter, static, loc)
        if next_size is None:
            return self.index_constant(rewriter, 1, loc)
        if running is None:
            return next_size
        return self.binary(rewriter, "llvm.mul", running, next_size, 0, loc)


class TransposeLowering(MemRefLowering):
    """``memref.transpose``: the same pointers and offset, sizes and strides
    permuted (the descriptor itself for the identity permutation)."""

    def match_and_rewrite(
        self,
        op: Operation,
        operands: Sequence[Value],
        rewriter: ConversionPatternRewriter,
    ) -> bool:
        """Copy the fields, each target dimension from its source one."""
        conv, loc = self.llvm_converter, op.location
        source = op.operands[0].type
        props = op.properties if isinstance(op.properties, dict) else {}
        permutation = props.get("permutation")
        if not isinstance(source, MemRefType) or not isinstance(
            permutation, AffineMapAttr
        ):
            return False
        affine = permutation.value
        desc = operands[0]
        if affine.is_identity():
            rewriter.replace_op(op, [desc])
            return True
        positions = [getattr(expr, "position", None) for expr in affine.results]
        struct = conv.convert_type(source)
        if struct is None or not all(
            isinstance(expr, AffineDimExpr) for expr in affine.results
        ):
            return False
        index, pointer = conv.index_type, conv.element_ptr_type(source)
        target: Value = rewriter.create(
            "llvm.mlir.poison", [], [struct], location=loc
        ).results[0]
        for field, ty in ((0, pointer), (1, pointer), (2, index)):
            value = self.extract(rewriter, desc, [field], ty, loc)
            target = self.insert(rewriter, target, value, [field], loc)
        for dim, position in enumerate(positions):
            assert isinstance(position, int)
            size = self.extract(rewriter, desc, [3, position], index, loc)
            target = self.insert(rewriter, target, size, [3, dim], loc)
            stride = self.extract(rewriter, desc, [4, position], index, loc)
            target = self.insert(rewriter, target, stride, [4, dim], loc)
        rewriter.replace_op(op, [target])
        return True
