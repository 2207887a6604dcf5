"""``nvgpu`` verifiers of the Hopper ops (NVGPUDialect.cpp): the TMA copies
and descriptors (``verifyTmaDescriptorWithMemref``), the warp-group matrix
multiply ops and ``nvgpu.rcp``.

A tensor map descriptor describes a static, shared-memory box of at most 256
elements per dimension; a swizzled box's last dimension spans exactly the
swizzle's bytes; a copy's memref matches the box and its coordinates count
its rank (at most 5).
"""

from __future__ import annotations

from tblgen_py.dialects._support import quoted
from tblgen_py.runtime.ir.attributes import IntegerAttr
from tblgen_py.runtime.ir.operation import Operation
from tblgen_py.runtime.ir.types import FloatType, IntegerType, MemRefType, VectorType
from tblgen_py.runtime.ir.verifier import PlainVerifyError, VerifyError
from tblgen_py.runtime.ods.enums import dialect_attr_text
from tblgen_py.runtime.ods.hooks import implement_op

__all__ = ["SHARED_MEMORY_SPACE", "is_shared", "verify_tma_descriptor"]

SHARED_MEMORY_SPACE = 3

MAX_TMA_DIMENSION = 256
MAX_TMA_TENSOR_DIMENSION = 5
WGMMA_SIZE_M = 64
_SWIZZLE_BYTES = {"SWIZZLE_32B": 32, "SWIZZLE_64B": 64, "SWIZZLE_128B": 128}
_ALLOWED_N = tuple(range(8, 257, 8))
_ALLOWED_N_SHORT = (8, 16, 24, 32, *range(48, 257, 16))


def is_shared(space: object) -> bool:
    """``NVGPUDialect::isSharedMemoryAddressSpace``."""
    if isinstance(space, IntegerAttr):
        return space.value == SHARED_MEMORY_SPACE
    if space is None:
        return False
    try:
        return dialect_attr_text(space, "gpu", "address_space") == "workgroup"
    except ValueError:
        return False


def _bits(ty: object) -> int:
    """``getIntOrFloatBitWidth`` (0 for other types)."""
    return ty.width if isinstance(ty, (IntegerType, FloatType)) else 0


def _kind(value: object) -> str:
    return str(getattr(value, "name", value))


def verify_tma_descriptor(desc: object, memref: MemRefType | None = None) -> None:
    """``verifyTmaDescriptorWithMemref``: the descriptor's box, then (if
    given) the memref copied to or from it."""
    box = getattr(desc, "tensor")
    assert isinstance(box, MemRefType)
    if _kind(getattr(desc, "interleave")) != "INTERLEAVE_NONE":
        raise PlainVerifyError("Interleave options are not supported yet.")
    if not is_shared(box.memory_space):
        raise PlainVerifyError(
            "the tensor map descriptor has incorrect address space, it must be "
            "shared memory address space."
        )
    if not box.has_static_shape:
        raise PlainVerifyError("the tensor map descriptor must be static shaped")
    for dim in box.shape:
        if dim <= 0 or dim > MAX_TMA_DIMENSION:
            raise PlainVerifyError(
                "the tensor map descriptor must have dimensions between 1 and "
                f"{MAX_TMA_DIMENSION} but it is {dim}"
            )
    swizzle = _kind(getattr(desc, "swizzle"))
    if box.rank > 1 and swizzle != "SWIZZLE_NONE":
        last = _bits(box.element_type) * box.shape[-1] // 8
        expected = _SWIZZLE_BYTES.get(swizzle, 0)
        if last != expected:
            raise PlainVerifyError(
                f"the tensormap descriptor must have last dimension of {expected} "
                f"bytes but it is {last} bytes"
            )
    if memref is not None:
        _verify_copied_memref(box, memref)


def _verify_copied_memref(box: MemRefType, memref: MemRefType) -> None:
    if box.element_type != memref.element_type:
        raise PlainVerifyError(
            "the element type of tensor map descriptor and memref must be same"
        )
    if not is_shared(memref.memory_space):
        raise PlainVerifyError(
            "the destination memref has incorrect address space, it must be "
            "shared memory address space."
        )
    if not memref.has_static_shape:
        raise PlainVerifyError("the destination memref must be static shaped")
    if memref.rank != box.rank:
        raise PlainVerifyError(
            "the shape of tensor map descriptor and memref must have same rank"
        )
    if tuple(box.shape) != tuple(memref.shape):
        raise PlainVerifyError(
            f"memref and tensor map shapes mismatch {quoted(box)} != {quoted(memref)}"
        )
    if box.shape[-1] * _bits(box.element_type) // 8 % 16:
        raise PlainVerifyError(
            "the bytes in the last dimension of the tensor map must be a multiple "
            "of 16"
        )


def _verify_tma_copy(op: Operation, memref_name: str) -> None:
    desc = getattr(op, "tensorMapDescriptor").type
    memref = getattr(op, memref_name).type
    verify_tma_descriptor(desc, memref)
    count = len(list(getattr(op, "coordinates")))
    if count > MAX_TMA_TENSOR_DIMENSION:
        raise PlainVerifyError(
            f"Maximum {MAX_TMA_TENSOR_DIMENSION} coordinates are supported."
        )
    if count != getattr(desc, "tensor").rank:
        raise PlainVerifyError(
            "number of coordinates do not match with the rank of tensor "
            "descriptor map."
        )


@implement_op("nvgpu.tma.async.load", "verify")
def verify_tma_async_load(op: Operation) -> None:
    """``TmaAsyncLoadOp::verify``."""
    _verify_tma_copy(op, "dst")


@implement_op("nvgpu.tma.async.store", "verify")
def verify_tma_async_store(op: Operation) -> None:
    """``TmaAsyncStoreOp::verify``."""
    _verify_tma_copy(op, "src")


@implement_op("nvgpu.tma.create.descriptor", "verify")
def verify_tma_create_descriptor(op: Operation) -> None:
    """``TmaCreateDescriptorOp::verify``."""
    if len(list(getattr(op, "boxDimensions"))) > MAX_TMA_TENSOR_DIMENSION:
        raise PlainVerifyError(
            f"Maximum {MAX_TMA_TENSOR_DIMENSION} coordinates are supported."
        )
    verify_tma_descriptor(op.results[0].type)


@implement_op("nvgpu.warpgroup.generate.descriptor", "verify")
def verify_warpgroup_generate_descriptor(op: Operation) -> None:
    """``WarpgroupGenerateDescriptorOp::verify``: 128-byte swizzle only."""
    desc = getattr(op, "tensorMap").type
    verify_tma_descriptor(desc)
    if _kind(getattr(desc, "swizzle")) != "SWIZZLE_128B":
        raise PlainVerifyError(
            "supports only swizzle_128b is supported for the time being"
        )
    if _kind(getattr(desc, "interleave")) != "INTERLEAVE_NONE":
        raise PlainVerifyError("supports only none is supported for the time being")


def _allowed_types(d: object, a: object, b: object) -> bool:
    """``isAllowedWGMMADataType``."""
    names = str(d), str(a), str(b)
    if names[1:] in (("f16", "f16"), ("bf16", "bf16")):
        return names[0] in ("f32", "f16")
    if names == ("f32", "tf32", "tf32"):
        return True
    if names[1:] in (("i16", "i16"), ("i1", "i1")):
        return names[0] == "i32"
    f8 = ("f8E5M2", "f8E4M3FN")
    return names[1] in f8 and names[2] in f8 and names[0] in ("f32", "f16")


def _allowed_n(size: int, a: object) -> bool:
    """``isAllowedSizeN``."""
    if str(a) in ("bf16", "f16", "f32", "tf32", "f8E5M2", "f8E4M3FN"):
        if size in _ALLOWED_N:
            return True
    return str(a) in ("i8", "i1") and size in _ALLOWED_N_SHORT


@implement_op("nvgpu.warpgroup.mma", "verify")
def verify_warpgroup_mma(op: Operation) -> None:
    """``WarpgroupMmaOp::verify``: 2-d operands of agreeing sizes and types."""
    if op.get_attr("transposeA") is not None and op.get_attr("transposeB") is None:
        raise VerifyError(
            "supports non-transpose A (Row Major) and transpose B (Column Major) "
            "for the time being "
        )
    a = getattr(getattr(op, "descriptorA").type, "tensor")
    b = getattr(getattr(op, "descriptorB").type, "tensor")
    c = getattr(getattr(op, "matrixC").type, "fragmented")
    d = getattr(op.results[0].type, "fragmented")
    assert isinstance(a, MemRefType) and isinstance(b, MemRefType)
    assert isinstance(c, VectorType) and isinstance(d, VectorType)
    if c != d:
        raise VerifyError("type of matrix C and matrix D must be the same")
    if any(len(m.shape) != 2 for m in (a, b, c, d)):
        raise VerifyError("has matrices A, B, C and D, they must be 2 dimensional")
    if a.shape[1] != b.shape[0]:
        raise VerifyError(
            f"2nd dim matrix-A ({a.shape[1]})!= 1st dim matrix-B ({b.shape[0]} )"
        )
    if a.shape[0] != c.shape[0]:
        raise VerifyError(
            f"1st dim matrix-A ( {a.shape[0]} )!= 1st dim matrix-C ( {c.shape[0]} )"
        )
    if b.shape[1] != c.shape[1]:
        raise VerifyError(
            f"2nd dim matrix-B ( {b.shape[1]} ) != 2nd dim matrix-C ( {c.shape[1]} )"
        )
    ce, ae, be = c.element_type, a.element_type, b.element_type
    product = f"{quoted(ce)} += {quoted(ae)} * {quoted(be)}"
    if not _allowed_types(ce, ae, be):
        raise VerifyError(f"{product}, it is not supported.")
    if not _allowed_n(b.shape[1], ae):
        raise VerifyError(
            f"has input type {quoted(b)} n is set to {b.shape[1]}, it is not "
            "supported"
        )
    if str(ce) != "f32" and str(ae) not in ("f16", "bf16"):
        raise VerifyError(f"hit a limitation: {product}, it is not supported yet")


@implement_op("nvgpu.warpgroup.mma.store", "verify")
def verify_warpgroup_mma_store(op: Operation) -> None:
    """``WarpgroupMmaStoreOp::verify``: f32 results the size of the memref."""
    dst = getattr(op, "dstMemref").type
    vtype = getattr(getattr(op, "matrixD").type, "fragmented")
    assert isinstance(dst, MemRefType) and isinstance(vtype, VectorType)
    if str(vtype.element_type) != "f32":
        raise VerifyError("hit a limitation: only f32 results for the time being")
    if tuple(vtype.shape[:2]) != tuple(dst.shape[:2]):
        raise VerifyError(
            f"results [{quoted(vtype)}][{vtype.shape[1]}] values. However, "
            f"destination memref[{dst.shape[0]}][{dst.shape[1]}]  does not have "
            "same size as results"
        )


@implement_op("nvgpu.warpgroup.mma.init.accumulator", "verify")
def verify_warpgroup_mma_init_accumulator(op: Operation) -> None:
    """``WarpgroupMmaInitAccumulatorOp::verify``: a wgmma-sized fragment."""
    frag = getattr(op.results[0].type, "fragmented")
    assert isinstance(frag, VectorType)
    m, n = frag.shape[0], frag.shape[1]
    if m % WGMMA_SIZE_M or not _allowed_n(n, frag.element_type):
        raise VerifyError(
            f"has type {quoted(frag)}. It does not fit into warp-group level "
            "(wgmma) matrix multiplication instruction (or not supported yet)"
        )
