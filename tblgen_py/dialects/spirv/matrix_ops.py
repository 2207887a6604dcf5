"""The verifiers of SPIR-V's matrix ops (MLIR's ``SPIRVOps.cpp`` and
``CooperativeMatrixOps.cpp``): ``spirv.MatrixTimesScalar``,
``spirv.Transpose``, ``spirv.MatrixTimesMatrix``, ``spirv.VectorShuffle`` and
the KHR cooperative matrix load, store and multiply-add, over the
``type_classes`` matrix types."""

from __future__ import annotations

from tblgen_py.dialects.spirv.type_classes import (
    CooperativeMatrixType,
    MatrixType,
    PointerType,
)
from tblgen_py.dialects.spirv.spirv_enums import enum_name
from tblgen_py.runtime.ir.attributes import ArrayAttr, IntegerAttr
from tblgen_py.runtime.ir.operation import Operation
from tblgen_py.runtime.ir.types import FloatType, IntegerType, VectorType
from tblgen_py.runtime.ir.verifier import PlainVerifyError, VerifyError
from tblgen_py.runtime.ods.hooks import implement_op

_MAKE_POINTER_AVAILABLE = 8
_MAKE_POINTER_VISIBLE = 16
_ALIGNED = 2
"""``spirv::MemoryAccess`` bits."""


def _types(op: Operation) -> list[object]:
    return [use.value.type for use in op.operand_uses]


def is_scalar(ty: object) -> bool:
    """``isa<spirv::ScalarType>``: a 1/8/16/32/64-bit integer or a 16/32/64-bit
    float."""
    if isinstance(ty, IntegerType):
        return ty.width in (1, 8, 16, 32, 64)
    return isinstance(ty, FloatType) and ty.width in (16, 32, 64)


@implement_op("spirv.MatrixTimesScalar", "verify")
def verify_matrix_times_scalar(op: Operation) -> None:
    """The scalar has the matrix's element type."""
    matrix, scalar = _types(op)
    element = getattr(matrix, "element_type", None)
    if isinstance(matrix, (MatrixType, CooperativeMatrixType)) and scalar != element:
        raise VerifyError(
            "input matrix components' type and scaling value must have the same type"
        )


@implement_op("spirv.Transpose", "verify")
def verify_transpose(op: Operation) -> None:
    """The result is the input's transpose: rows and columns swapped."""
    source, result = _types(op)[0], op.results[0].type
    if not isinstance(source, MatrixType) or not isinstance(result, MatrixType):
        return
    if source.num_rows != result.num_columns:
        raise PlainVerifyError(
            "input matrix rows count must be equal to output matrix columns count"
        )
    if source.num_columns != result.num_rows:
        raise PlainVerifyError(
            "input matrix columns count must be equal to output matrix rows count"
        )
    if source.element_type != result.element_type:
        raise PlainVerifyError(
            "input and output matrices must have the same component type"
        )


@implement_op("spirv.MatrixTimesMatrix", "verify")
def verify_matrix_times_matrix(op: Operation) -> None:
    """``(R x K) * (K x C) -> (R x C)`` of one component type."""
    left, right = _types(op)
    result = op.results[0].type
    if not all(isinstance(t, MatrixType) for t in (left, right, result)):
        return
    assert isinstance(left, MatrixType) and isinstance(right, MatrixType)
    assert isinstance(result, MatrixType)
    if left.num_columns != right.num_rows:
        raise PlainVerifyError(
            "left matrix columns' count must be equal to the right matrix rows' count"
        )
    if right.num_columns != result.num_columns:
        raise PlainVerifyError(
            "right and result matrices must have equal columns' count"
        )
    if right.element_type != result.element_type:
        raise PlainVerifyError(
            "right and result matrices' component type must be the same"
        )
    if left.element_type != result.element_type:
        raise PlainVerifyError(
            "left and result matrices' component type must be the same"
        )
    if left.num_rows != result.num_rows:
        raise PlainVerifyError("left and result matrices must have equal rows' count")


@implement_op("spirv.VectorShuffle", "verify")
def verify_vector_shuffle(op: Operation) -> None:
    """One selector per result element, each selecting from the two vectors
    (or 0xffffffff: undefined)."""
    result = op.results[0].type
    components = op.get_attr("components")
    if not isinstance(result, VectorType) or not isinstance(components, ArrayAttr):
        return
    count = len(components.elements)
    if result.shape[0] != count:
        raise VerifyError(
            f"result type element count ({result.shape[0]}) mismatch with the "
            f"number of component selectors ({count})"
        )
    total = sum(getattr(t, "shape", (0,))[0] for t in _types(op))
    for selector in components.elements:
        if not isinstance(selector, IntegerAttr):
            continue
        index = selector.value % (1 << 32)
        if index >= total and index != 0xFFFFFFFF:
            raise VerifyError(
                f"component selector {index} out of range: expected to be in "
                f"[0, {total}) or 0xffffffff"
            )


def _memory_bits(op: Operation) -> int | None:
    access = op.get_attr("memory_operand")
    value = getattr(access, "value", None)
    return None if value is None else int(value)


def _verify_coop_matrix_access(op: Operation, pointer: object, is_load: bool) -> None:
    """``verifyCoopMatrixAccess``: a scalar or vector pointee; memory operand
    bits the access allows; an alignment exactly when ``Aligned``."""
    if not isinstance(pointer, PointerType):
        return
    pointee = pointer.pointee_type
    if not is_scalar(pointee) and not isinstance(pointee, VectorType):
        raise VerifyError(
            f"Pointer must point to a scalar or vector type but provided '{pointee}'"
        )
    bits = _memory_bits(op)
    if bits is None:
        return
    if is_load and bits & _MAKE_POINTER_AVAILABLE:
        raise VerifyError("not compatible with memory operand 'MakePointerAvailable'")
    if not is_load and bits & _MAKE_POINTER_VISIBLE:
        raise VerifyError("not compatible with memory operand 'MakePointerVisible'")
    aligned = bool(bits & _ALIGNED)
    has_alignment = op.get_attr("alignment") is not None
    if aligned and not has_alignment:
        raise VerifyError("missing value for the 'Aligned' memory operand")
    if not aligned and has_alignment:
        raise VerifyError("found alignment attribute for non-'Aligned' memory operand")


@implement_op("spirv.KHR.CooperativeMatrixLoad", "verify")
def verify_cooperative_matrix_load(op: Operation) -> None:
    """See ``_verify_coop_matrix_access``."""
    _verify_coop_matrix_access(op, _types(op)[0], True)


@implement_op("spirv.KHR.CooperativeMatrixStore", "verify")
def verify_cooperative_matrix_store(op: Operation) -> None:
    """See ``_verify_coop_matrix_access``."""
    _verify_coop_matrix_access(op, _types(op)[0], False)


@implement_op("spirv.KHR.CooperativeMatrixMulAdd", "verify")
def verify_cooperative_matrix_mul_add(op: Operation) -> None:
    """``MxK * KxN + MxN``: uses A, B, Acc; one scope; integer elements when
    matrix operands are given."""
    a, b, c = _types(op)
    if not all(isinstance(t, CooperativeMatrixType) for t in (a, b, c)):
        return
    assert isinstance(a, CooperativeMatrixType) and isinstance(b, CooperativeMatrixType)
    assert isinstance(c, CooperativeMatrixType)
    for index, (ty, use) in enumerate(
        ((a, "MatrixA"), (b, "MatrixB"), (c, "MatrixAcc"))
    ):
        if enum_name(ty.use) != use:
            raise VerifyError(f"operand #{index} must be of use '{use}'")
    if not a.scope == b.scope == c.scope:
        raise VerifyError("matrix scope mismatch")
    if a.rows != c.rows:
        raise VerifyError("matrix size mismatch on dimension 'M'")
    if b.columns != c.columns:
        raise VerifyError("matrix size mismatch on dimension 'N'")
    if a.columns != b.rows:
        raise VerifyError("matrix size mismatch on dimension 'K'")
    if op.get_attr("matrix_operands") is not None:
        if not all(isinstance(t.element_type, IntegerType) for t in (a, b, c)):
            raise VerifyError(
                "Matrix Operands require all matrix element types to be Integer Types"
            )
