"""``--finalize-memref-to-llvm``: memref alloc/alloca/load/store/dealloc to LLVM.

Follows MLIR's ``MemRefToLLVM.cpp`` for memrefs with identity or ``strided<>`` layouts: a
memref value becomes its descriptor struct (allocated and aligned pointers,
offset, sizes, strides).  ``alloc`` computes the byte size with a GEP from a
null pointer and calls ``malloc``; ``alloca`` uses ``llvm.alloca``; both
build the descriptor.  ``load``/``store`` address the aligned pointer
linearized by the strides; ``dealloc`` calls ``free``.  ``malloc`` and
``free`` are declared at the start of the module when first needed.
"""

from __future__ import annotations

from collections.abc import Sequence

from tblgen_py.conversions.func_to_llvm import position
from tblgen_py.conversions.llvm_pattern import LLVMPattern, llvm_conversion_target
from tblgen_py.conversions.llvm_type_converter import LLVMTypeConverter
from tblgen_py.conversions.llvm_types import (
    enum_attr,
    fastmath_attr,
    func_type,
    i32_attr,
    i64_attr,
    ptr_type,
    void_type,
)
from tblgen_py.runtime.conversion import (
    ConversionPatternRewriter,
    apply_partial_conversion,
)
from tblgen_py.runtime.ir.attributes import (
    FlatSymbolRefAttr,
    IntegerAttr,
    StridedLayoutAttr,
    StringAttr,
    TypeAttr,
)
from tblgen_py.runtime.ir.attributes_dense import DenseArrayAttr
from tblgen_py.runtime.ir.builder import InsertionPoint
from tblgen_py.runtime.ir.context import Context
from tblgen_py.runtime.ir.operation import Operation
from tblgen_py.runtime.ir.types import IndexType, MemRefType, i
from tblgen_py.runtime.ir.value import Value
from tblgen_py.runtime.rewrite.pattern import Pattern

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
        return rewriter.create(
            "llvm.extractvalue",
            [desc],
            [ty],
            {"position": DenseArrayAttr.get(i(64), list(path))},
            location=loc,
        ).results[0]

    def insert(
        self,
        rewriter: ConversionPatternRewriter,
        desc: Value,
        value: Value,
        path: Sequence[int],
        loc: object,
    ) -> Value:
        """``llvm.insertvalue`` at ``path``."""
        return rewriter.create(
            "llvm.insertvalue",
            [desc, value],
            [desc.type],
            {"position": DenseArrayAttr.get(i(64), list(path))},
            location=loc,
        ).results[0]

    def gep(
        self,
        rewriter: ConversionPatternRewriter,
        base: Value,
        index: Value,
        element: object,
        flags: int,
        loc: object,
    ) -> Value:
        """``llvm.getelementptr base[index]`` over ``element``."""
        return rewriter.create(
            "llvm.getelementptr",
            [base, index],
            [ptr_type()],
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

    def call(
        self,
        rewriter: ConversionPatternRewriter,
        callee: str,
        operands: Sequence[Value],
        results: Sequence[object],
        loc: object,
    ) -> Operation:
        """``llvm.call @callee``."""
        props: dict[str, object] = {
            "CConv": enum_attr("cconv", "ccc"),
            "TailCallKind": enum_attr("tailcallkind", "none"),
            "callee": FlatSymbolRefAttr.get(callee),
            "fastmathFlags": fastmath_attr([]),
            "op_bundle_sizes": DenseArrayAttr.get(i(32), []),
            "operandSegmentSizes": DenseArrayAttr.get(i(32), [len(operands), 0]),
        }
        return rewriter.create(
            "llvm.call", list(operands), list(results), props, location=loc
        )

    def declare(
        self,
        rewriter: ConversionPatternRewriter,
        op: Operation,
        name: str,
        result: object,
        inputs: Sequence[object],
    ) -> None:
        """Declare ``llvm.func @name`` at the module's start unless it exists."""
        module = op
        while module.parent_op is not None:
            module = module.parent_op
        body = module.regions[0].blocks[0]
        for existing in body:
            props = existing.properties
            if isinstance(props, dict) and props.get("sym_name") == StringAttr.get(
                name
            ):
                return
        saved = rewriter.insertion_point
        rewriter.insertion_point = InsertionPoint(body, body.first_op)
        rewriter.create(
            "llvm.func",
            [],
            [],
            {
                "CConv": enum_attr("cconv", "ccc"),
                "function_type": TypeAttr.get(func_type(result, inputs)),
                "linkage": enum_attr("linkage", "external"),
                "sym_name": StringAttr.get(name),
                "visibility_": i64_attr(0),
            },
            regions=1,
            location=op.location,
        )
        rewriter.insertion_point = saved

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
        base = self.extract(rewriter, desc, [1], ptr_type(), loc)
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


class AllocLikeLowering(MemRefLowering):
    """``memref.alloc`` (malloc) and ``memref.alloca`` (llvm.alloca)."""

    def __init__(self, root: str, converter: LLVMTypeConverter, on_heap: bool) -> None:
        super().__init__(root, converter)
        self.on_heap = on_heap

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
        if ty.layout is not None or "alignment" in props:
            return False
        if len(operands) != sum(1 for size in ty.shape if size < 0):
            return False
        loc = op.location
        sizes, strides, total = self._sizes(rewriter, ty, list(operands), loc)
        element = conv.convert_type(ty.element_type)
        if self.on_heap:
            null = rewriter.create("llvm.mlir.zero", [], [ptr_type()], location=loc)
            end = self.gep(rewriter, null.results[0], total, element, 0, loc)
            size = rewriter.create(
                "llvm.ptrtoint", [end], [conv.index_type], location=loc
            ).results[0]
            self.declare(rewriter, op, "malloc", ptr_type(), [conv.index_type])
            pointer = self.call(rewriter, "malloc", [size], [ptr_type()], loc).results[
                0
            ]
        else:
            pointer = rewriter.create(
                "llvm.alloca",
                [total],
                [ptr_type()],
                {"elem_type": TypeAttr.get(element)},  # type: ignore[arg-type]
                location=loc,
            ).results[0]
        desc = self._descriptor(rewriter, ty, pointer, sizes, strides, loc)
        rewriter.replace_op(op, [desc])
        return True

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
        pointer: Value,
        sizes: Sequence[Value],
        strides: Sequence[Value],
        loc: object,
    ) -> Value:
        struct = self.llvm_converter.convert_memref(ty)
        poison = rewriter.create("llvm.mlir.poison", [], [struct], location=loc)
        desc: Value = poison.results[0]
        desc = self.insert(rewriter, desc, pointer, [0], loc)
        desc = self.insert(rewriter, desc, pointer, [1], loc)
        offset = self.index_constant(rewriter, 0, loc)
        desc = self.insert(rewriter, desc, offset, [2], loc)
        for dim, size in enumerate(sizes):
            desc = self.insert(rewriter, desc, size, [3, dim], loc)
        for dim, stride in enumerate(strides):
            desc = self.insert(rewriter, desc, stride, [4, dim], loc)
        return desc


def _access_type(op: Operation, index: int) -> MemRefType | None:
    ty = op.operands[index].type
    if not isinstance(ty, MemRefType) or strides_and_offset(ty) is None:
        return None
    return ty


def _plain_access(op: Operation) -> bool:
    """No alignment or nontemporal hint (those are not ported)."""
    props = op.properties if isinstance(op.properties, dict) else {}
    return not ({"alignment", "nontemporal"} & set(props))


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
        if ty is None or result is None or not _plain_access(op):
            return False
        loc = op.location
        address = self.strided_address(rewriter, ty, operands[0], operands[1:], loc)
        new = rewriter.create(
            "llvm.load", [address], [result], {"ordering": i64_attr(0)}, location=loc
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
        if ty is None or not _plain_access(op):
            return False
        loc = op.location
        address = self.strided_address(rewriter, ty, operands[1], operands[2:], loc)
        new = rewriter.create(
            "llvm.store",
            [operands[0], address],
            [],
            {"ordering": i64_attr(0)},
            location=loc,
        )
        rewriter.replace_op(op, new)
        return True


class DeallocLowering(MemRefLowering):
    """``memref.dealloc`` to ``free`` of the allocated pointer."""

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
        self.declare(rewriter, op, "free", void_type(), [ptr_type()])
        pointer = self.extract(rewriter, operands[0], [0], ptr_type(), loc)
        rewriter.replace_op(op, self.call(rewriter, "free", [pointer], [], loc))
        return True


def memref_to_llvm_patterns(converter: LLVMTypeConverter) -> list[Pattern]:
    """The ported part of ``populateFinalizeMemRefToLLVMConversionPatterns``."""
    return [
        AllocLikeLowering("memref.alloc", converter, on_heap=True),
        AllocLikeLowering("memref.alloca", converter, on_heap=False),
        LoadLowering("memref.load", converter),
        StoreLowering("memref.store", converter),
        DeallocLowering("memref.dealloc", converter),
    ]


def convert_memref_to_llvm(
    module: Operation, context: Context | None = None, index_bitwidth: int = 64
) -> None:
    """Run ``--finalize-memref-to-llvm`` on ``module``; raises ``ConversionFailure``."""
    converter = LLVMTypeConverter(index_bitwidth)
    target = llvm_conversion_target()
    target.add_legal_op("func.func")
    apply_partial_conversion(
        module, target, memref_to_llvm_patterns(converter), context=context
    )
