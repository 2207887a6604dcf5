"""The verifiers of SPIR-V's image ops (MLIR's ``ImageOps.cpp``) that read
the ``!spirv.image`` type: ``spirv.ImageQuerySize``'s dimension rules and
result size."""

from __future__ import annotations

from tblgen_py.dialects.spirv.spirv_enums import enum_name
from tblgen_py.dialects.spirv.type_classes import ImageType
from tblgen_py.runtime.ir.operation import Operation
from tblgen_py.runtime.ir.types import VectorType
from tblgen_py.runtime.ir.verifier import PlainVerifyError
from tblgen_py.runtime.ods.hooks import implement_op

_SIZE_COMPONENTS = {
    "Dim1D": 1,
    "Buffer": 1,
    "Dim2D": 2,
    "Cube": 2,
    "Rect": 2,
    "Dim3D": 3,
}
"""How many sizes ``spirv.ImageQuerySize`` returns for each dimension
(one more for an arrayed image)."""


@implement_op("spirv.ImageQuerySize", "verify")
def verify_image_query_size(op: Operation) -> None:
    """A 1D/2D/3D/Cube image is multisampled or not sampled; Buffer and Rect
    are any; the result has one component per size."""
    image = op.operand_uses[0].value.type
    if not isinstance(image, ImageType):
        return
    dim = enum_name(image.dim)
    if dim in ("Dim1D", "Dim2D", "Dim3D", "Cube"):
        multisampled = enum_name(image.sampling_info) == "MultiSampled"
        sampler = enum_name(image.sampler_use_info)
        if not multisampled and sampler not in ("SamplerUnknown", "NoSampler"):
            raise PlainVerifyError(
                "if Dim is 1D, 2D, 3D, or Cube, it must also have either an MS of 1 "
                "or a Sampled of 0 or 2"
            )
    elif dim not in ("Buffer", "Rect"):
        raise PlainVerifyError(
            "the Dim operand of the image type must be 1D, 2D, 3D, Buffer, Cube, or Rect"
        )
    wanted = _SIZE_COMPONENTS[dim]
    if enum_name(image.arrayed_info) == "Arrayed":
        wanted += 1
    result = op.results[0].type
    found = result.shape[0] if isinstance(result, VectorType) else 1
    if wanted != found:
        raise PlainVerifyError(
            f"expected the result to have {wanted} component(s), but found "
            f"{found} component(s)"
        )
