"""``nvgpu`` dialect: the verifiers of ``nvgpu.device_async_copy`` and the
warp-level matrix multiplies ``nvgpu.mma.sync``/``nvgpu.mma.sp.sync``
(NVGPUDialect.cpp).

An asynchronous copy goes to shared memory (memory space ``3`` or
``#gpu.address_space<workgroup>``) between unit-stride innermost dimensions,
4, 8 or 16 bytes at a time.  A matrix multiply's per-thread vectors tile
the ``mmaShape`` in 8x8 fundamental tensor core tiles (128 bits deep, 256
for f64) across a warp of 32 threads.
"""

from __future__ import annotations

from tblgen_py.dialects.nvgpu.tma_verify import SHARED_MEMORY_SPACE, is_shared
from tblgen_py.runtime.ir.operation import Operation, VerifyError
from tblgen_py.runtime.ir.strided_layout import strides_and_offset
from tblgen_py.runtime.ir.types import FloatType, IntegerType, MemRefType, VectorType
from tblgen_py.runtime.ir.verifier import PlainVerifyError
from tblgen_py.runtime.ods.hooks import implement_op

__all__ = ["register"]

WARP_SIZE = 32


def _last_dim_unit_stride(ty: MemRefType) -> bool:
    """``MemRefType::isLastDimUnitStride``."""
    found = strides_and_offset(ty)
    return found is not None and (not found[0] or found[0][-1] == 1)


def _width(ty: object) -> int:
    return ty.width if isinstance(ty, (IntegerType, FloatType)) else 0


@implement_op("nvgpu.device_async_copy", "verify")
def verify_device_async_copy(op: Operation) -> None:
    """``DeviceAsyncCopyOp::verify``."""
    src, dst = getattr(op, "src").type, getattr(op, "dst").type
    assert isinstance(src, MemRefType) and isinstance(dst, MemRefType)
    if not _last_dim_unit_stride(src):
        raise PlainVerifyError("source memref most minor dim must have unit stride")
    if not _last_dim_unit_stride(dst):
        raise PlainVerifyError(
            "destination memref most minor dim must have unit stride"
        )
    if not is_shared(dst.memory_space):
        raise PlainVerifyError(
            "destination memref must have a memory space attribute of "
            f"IntegerAttr({SHARED_MEMORY_SPACE}) or gpu::AddressSpaceAttr(Workgroup)"
        )
    if dst.element_type != src.element_type:
        raise PlainVerifyError("source and destination must have the same element type")
    for ty, name, label in (
        (src, "srcIndices", "source"),
        (dst, "dstIndices", "destination"),
    ):
        count = len(list(getattr(op, name)))
        if count != len(ty.shape):
            raise VerifyError(f"expected {len(ty.shape)} {label} indices, got {count}")
    _verify_copy_size(op, dst)


def _verify_copy_size(op: Operation, dst: MemRefType) -> None:
    """4, 8 or 16 bytes; 16 when bypassing L1."""
    elements = int(getattr(op.get_attr("dstElements"), "value", 0))
    width = _width(dst.element_type)
    size = width * elements // 8
    if size not in (4, 8, 16):
        options = "".join(
            f"{bits // width}{sep}"
            for bits, sep in ((32, ", "), (64, ", "), (128, "."))
            if width and bits // width > 0
        )
        raise PlainVerifyError(
            f"Requested copy elements is {elements} with width {width}. But copy "
            f"elements could be one of {options}"
        )
    if op.get_attr("bypassL1") is not None and size != 16:
        raise VerifyError(
            f"bypassL1 does not satify alignment for '{dst}' with destination element "
            f"{elements}. Unset bypassL1, or set destination element to {128 // width}"
        )


def _mma_shape(op: Operation) -> list[int]:
    shape = [
        int(getattr(a, "value", 0))
        for a in getattr(op.get_attr("mmaShape"), "elements", ())
    ]
    if len(shape) != 3:
        raise VerifyError("mmaShape must have exactly 3 elements")
    return shape


def _verify_mma(op: Operation, sparse: bool) -> None:
    """``verifyMmaSyncOp``: element type, then warp-wide sizes, then tile shapes."""
    m, n, k = _mma_shape(op)
    a, b, c = (getattr(op, name).type for name in ("matrixA", "matrixB", "matrixC"))
    assert isinstance(a, VectorType) and isinstance(b, VectorType)
    assert isinstance(c, VectorType)
    element = a.element_type
    is_f64 = isinstance(element, FloatType) and element.name == "f64"
    if sparse and is_f64:
        raise PlainVerifyError("f64 is not supported for sparse mode")
    if is_f64:
        shape_k, per_a, per_b = 4, 1, 1
    elif _mma_input(element):
        bits = _width(element)
        shape_k, per_a, per_b = 128 // bits, 32 // bits, 32 // bits
    else:
        raise PlainVerifyError(
            "expected input data type (i4,i8,f16,bf16,tf32,f64) supported by "
            f"{op.name}"
        )
    for label, vec in (("A", a), ("B", b), ("C", c)):
        if len(vec.shape) != 2:
            raise PlainVerifyError(f"matrix{label} must be 2 dimensional vector")
    factor = 2 if sparse else 1
    (a0, a1), (b0, b1), (c0, c1) = a.shape, b.shape, c.shape
    if a0 * a1 * WARP_SIZE != m * k // factor:
        raise VerifyError(f"expected {m * k} warp-wide matrix A elements")
    if b0 * b1 * WARP_SIZE != k * n:
        raise VerifyError(f"expected {k * n} warp-wide matrix B elements")
    if c0 * c1 * WARP_SIZE != m * n:
        raise VerifyError(f"expected {m * n} warp-wide matrix C elements")
    if op.get_attr("tf32Enabled") is not None and not _is_f32(element):
        raise VerifyError("expected tf32 tensor cores only for F32 operands")
    m_tile, n_tile, k_tile = m // 8, n // 8, k // shape_k
    if a0 != m_tile * k_tile // factor or a1 != per_a:
        raise VerifyError(
            f"expected matrix A to be shaped ({m_tile * k_tile} x {per_a})"
        )
    if b0 != k_tile * n_tile or b1 != per_b:
        raise VerifyError(
            f"expected matrix B to be shaped ({k_tile * n_tile} x {per_b})"
        )
    if c0 != m_tile * n_tile or c1 != 2:
        raise VerifyError(f"expected matrix C to be shaped ({m_tile * n_tile} x 2)")


def _is_f32(ty: object) -> bool:
    return isinstance(ty, FloatType) and ty.name == "f32"


def _mma_input(ty: object) -> bool:
    """f32, bf16, f16, i8 or i4 (any signedness)."""
    if isinstance(ty, FloatType):
        return ty.name in ("f32", "bf16", "f16")
    return isinstance(ty, IntegerType) and ty.width in (8, 4)


@implement_op("nvgpu.mma.sync", "verify")
def verify_mma_sync(op: Operation) -> None:
    """``MmaSyncOp::verify``."""
    _verify_mma(op, sparse=False)


@implement_op("nvgpu.mma.sp.sync", "verify")
def verify_mma_sparse_sync(op: Operation) -> None:
    """``MmaSparseSyncOp::verify``: also the sparsity selector (0 or 1)."""
    if int(getattr(op.get_attr("sparsitySelector"), "value", 0)) > 1:
        raise VerifyError("sparsity selector should be 0 or 1")
    _verify_mma(op, sparse=True)


@implement_op("nvgpu.ldmatrix", "verify")
def verify_ldmatrix(op: Operation) -> None:
    """``LdMatrixOp::verify``: from shared memory into a (numTiles x 32-bit)
    register vector; transposed only at 16-bit granularity."""
    src = getattr(op, "srcMemref").type
    res = op.results[0].type
    assert isinstance(src, MemRefType) and isinstance(res, VectorType)
    bits = _width(res.element_type)
    tiles = int(getattr(op.get_attr("numTiles"), "value", 0))
    transpose = bool(getattr(op.get_attr("transpose"), "value", False))
    if not is_shared(src.memory_space):
        raise PlainVerifyError(
            "expected nvgpu.ldmatrix srcMemref must have a memory space attribute "
            f"of IntegerAttr({SHARED_MEMORY_SPACE}) or "
            "gpu::AddressSpaceAttr(Workgroup)"
        )
    if bits > 32:
        raise PlainVerifyError("nvgpu.ldmatrix works for 32b or lower")
    if transpose and bits != 16:
        raise PlainVerifyError("nvgpu.ldmatrix transpose works only at 16b granularity")
    if len(res.shape) != 2:
        raise PlainVerifyError("results must be 2 dimensional vector")
    if res.shape[1] != 32 // bits:
        raise PlainVerifyError(f"expected vector register shape[1] = {32 // bits}")
    if res.shape[0] != tiles:
        raise PlainVerifyError(
            "expected vector register shape[0] and numTiles to match"
        )


def register(context: object) -> None:
    """``--load-dialect`` entry point: the hooks attach on import."""
