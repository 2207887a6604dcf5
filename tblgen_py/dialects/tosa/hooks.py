"""``tosa`` dialect: the ports of MLIR's ``TosaOps.cpp`` (``tosa.const``
here; ``control_flow``, ``convolution``, ``shape_ops``, ``verifiers`` and
``asm`` hold the rest); the other ops with C++ verifiers or syntax still fail
with an error naming the op and the missing hook."""

from __future__ import annotations

from tblgen_py.dialects._support import is_tensor
from tblgen_py.dialects.tosa import asm as _asm  # noqa: F401  (attaches on import)
from tblgen_py.dialects.tosa import control_flow as _control_flow  # noqa: F401
from tblgen_py.dialects.tosa import fold as _fold  # noqa: F401
from tblgen_py.dialects.tosa import convolution as _convolution  # noqa: F401
from tblgen_py.dialects.tosa import rescale as _rescale  # noqa: F401
from tblgen_py.dialects.tosa import shape_ops as _shape_ops  # noqa: F401
from tblgen_py.dialects.tosa import verifiers as _verifiers  # noqa: F401
from tblgen_py.runtime.ir.operation import Operation
from tblgen_py.runtime.ir.verifier import VerifyError
from tblgen_py.runtime.ods.hooks import implement_op

__all__ = ["register"]


def _storage_type(ty: object) -> object:
    """A quantized type's storage type, else the type itself."""
    storage = getattr(ty, "storage_type", None)
    return (
        storage if storage is not None and getattr(ty, "DIALECT", "") == "quant" else ty
    )


@implement_op("tosa.const", "verify")
def verify_const(op: Operation) -> None:
    """Tensor attribute and result of the same element type (a quantized
    result may hold its storage type)."""
    attr_type = getattr(op.get_attr("values"), "type", None)
    result_type = op.results[0].type
    if not is_tensor(attr_type) or not is_tensor(result_type):
        raise VerifyError("expected tensors for attr/result type")
    attr_element = getattr(attr_type, "element_type", None)
    result_element = getattr(result_type, "element_type", None)
    if _storage_type(result_element) == attr_element:
        return
    if attr_element != result_element:
        raise VerifyError("expected same attr/result element types")


@implement_op("tosa.const", "fold")
def fold_const(op: Operation, adaptor: object) -> object:
    """``ConstOp::fold``: the ``values`` attribute."""
    return op.get_attr("values")


def register(context: object) -> None:
    """``--load-dialect`` entry point: the hooks attach on import."""
