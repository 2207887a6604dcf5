"""The verifiers of MLIR's ``TosaOps.cpp`` for the convolutions
(``tosa.conv2d``, ``tosa.conv3d``, ``tosa.depthwise_conv2d``,
``tosa.transpose_conv2d``): ``verifyConvOp`` (element types of input,
weight, bias, result and zero points), ``verifyConvOpModes`` (the
accumulator type) and ``verifyConvOpErrorIf`` (padding, strides, dilations,
output sizes, bias channels).  The zero points' values are not checked."""

from __future__ import annotations

from tblgen_py.dialects._support import is_dynamic, quoted
from tblgen_py.dialects.tosa.verifiers import storage_type
from tblgen_py.runtime.ir.operation import Operation
from tblgen_py.runtime.ir.types import FloatType, RankedTensorType
from tblgen_py.runtime.ir.verifier import VerifyError
from tblgen_py.runtime.ods.hooks import implement_op

_F8 = ("f8E5M2", "f8E4M3FN")


def _operands(op: Operation) -> list[object]:
    return [use.value.type for use in op.operand_uses]


def verify_conv_types(op: Operation) -> None:
    """``verifyConvOp``: float bias and result agree; input and weight both
    float or both not (equal for f8); zero points of their inputs' types."""
    source, weight, bias, input_zp, weight_zp = _operands(op)[:5]
    in_e, w_e = storage_type(source), storage_type(weight)
    bias_raw = getattr(bias, "element_type", None)
    result_raw = getattr(op.results[0].type, "element_type", None)
    bias_e, result_e = storage_type(bias), storage_type(op.results[0].type)
    if isinstance(bias_raw, FloatType) and isinstance(result_raw, FloatType):
        if bias_e != result_e:
            raise VerifyError(
                "expect both bias and result to have same element type, got "
                f"{quoted(bias_e)} and {quoted(result_e)}"
            )
    if str(in_e) in _F8 or str(w_e) in _F8:
        if in_e != w_e:
            raise VerifyError(
                "expect both input and weight to have same element type, got "
                f"{quoted(in_e)} and {quoted(w_e)}"
            )
    if isinstance(in_e, FloatType) != isinstance(w_e, FloatType):
        raise VerifyError(
            "expect both input and weight to be float or not together, got "
            f"{quoted(in_e)} and {quoted(w_e)}"
        )
    in_zp = storage_type(input_zp)
    if in_e != in_zp:
        raise VerifyError(
            "expect both input and its zero point are the same element type, got "
            f"{quoted(in_e)} and {quoted(in_zp)}"
        )
    w_zp = storage_type(weight_zp)
    if w_e != w_zp:
        raise VerifyError(
            "expect both weight and its zero point are the same element type, got "
            f"{quoted(w_e)} and {quoted(w_zp)}"
        )


def verify_conv_modes(op: Operation) -> None:
    """``verifyConvOpModes``: the accumulator type the input type allows."""
    element = str(storage_type(_operands(op)[0]))
    acc = str(getattr(op.get_attr("acc_type"), "value", ""))
    rules = (
        ("i8", ("i32",), "accumulator type for i8 tensor is not i32"),
        ("i16", ("i48",), "accumulator type for i16 tensor is not i48"),
        ("f8E5M2", ("f16",), "accumulator type for f8 tensor is not f16"),
        ("f8E4M3", ("f16",), "accumulator type for f8 tensor is not f16"),
        ("f16", ("f16", "f32"), "accumulator type for f16 tensor is not f16/f32"),
        ("bf16", ("f32",), "accumulator type for bf16 tensor is not f32"),
        ("f32", ("f32",), "accumulator type for f32 tensor is not f32"),
    )
    for kind, allowed, message in rules:
        if element == kind and acc not in allowed:
            raise VerifyError(message)


def _array(op: Operation, name: str) -> tuple[int, ...]:
    return tuple(getattr(op.get_attr(name), "values", ()))


def _list(values: tuple[int, ...]) -> str:
    return "[" + ", ".join(str(v) for v in values) + "]"


def _output_size(
    sizes: tuple[int, int, int],
    window: tuple[int, int, int, int],
    names: tuple[str, str, str, str],
) -> None:
    """``verifyOutputSize``: O == (I - 1 + pa + pb - (K - 1) * d) / s + 1."""
    size, kernel, out = sizes
    before, after, stride, dilation = window
    if is_dynamic(size) or is_dynamic(kernel):
        return
    dim, axis, before_name, after_name = names
    numerator = size - 1 + before + after - (kernel - 1) * dilation
    if numerator % stride != 0:
        raise VerifyError(
            f"expected input_{dim} - 1 + pad_{before_name} + pad_{after_name} - "
            f"(kernel_{dim} - 1) * dilation_{axis} to be wholly divisible by "
            f"stride_{axis}, got ({size} - 1 + {before} + {after} - ({kernel} - 1) "
            f"* {dilation}) / {stride}"
        )
    calculated = numerator // stride + 1
    if not is_dynamic(out) and calculated != out:
        raise VerifyError(
            f"calculated output {dim} did not match expected: "
            f"calculated={calculated}, expected={out}"
        )


_NAMES = (
    ("height", "y", "top", "bottom"),
    ("width", "x", "left", "right"),
)
_NAMES_3D = (("depth", "d", "front", "back"), *_NAMES)


def verify_conv_error_if(op: Operation, weight_dims: tuple[int, ...]) -> None:
    """``verifyConvOpErrorIf``; ``weight_dims``: the weight's spatial dims."""
    pad, strides, dilations = (_array(op, n) for n in ("pad", "stride", "dilation"))
    if any(p < 0 for p in pad):
        raise VerifyError(f"expect all padding values to be >= 0, got {_list(pad)}")
    if any(s < 1 for s in strides):
        raise VerifyError(f"expect all stride values to be >= 1, got {_list(strides)}")
    if any(d < 1 for d in dilations):
        raise VerifyError(
            f"expect all dilation values to be >= 1, got {_list(dilations)}"
        )
    out = op.results[0].type
    if not isinstance(out, RankedTensorType):
        return
    source, weight = _operands(op)[:2]
    if isinstance(source, RankedTensorType) and isinstance(weight, RankedTensorType):
        names = _NAMES_3D if len(weight_dims) == 3 else _NAMES
        for index, (w_dim, name) in enumerate(zip(weight_dims, names)):
            sizes = (
                source.shape[1 + index],
                weight.shape[w_dim],
                out.shape[1 + index],
            )
            window = (
                pad[2 * index],
                pad[2 * index + 1],
                strides[index],
                dilations[index],
            )
            _output_size(sizes, window, name)
    bias = _operands(op)[2]
    if not isinstance(bias, RankedTensorType):
        return
    channels, out_channels = bias.shape[0], out.shape[-1]
    if is_dynamic(channels) or is_dynamic(out_channels):
        return
    if channels not in (out_channels, 1):
        raise VerifyError(
            f"bias channels expected to be equal to output channels ({out_channels}) "
            f"or 1, got {channels}"
        )


@implement_op("tosa.conv2d", "verify")
def verify_conv2d(op: Operation) -> None:
    """Types, accumulator, window: weight [O, KH, KW, I]."""
    verify_conv_types(op)
    verify_conv_modes(op)
    verify_conv_error_if(op, (1, 2))


@implement_op("tosa.conv3d", "verify")
def verify_conv3d(op: Operation) -> None:
    """Types, accumulator, window: weight [O, KD, KH, KW, I]."""
    verify_conv_types(op)
    verify_conv_modes(op)
    verify_conv_error_if(op, (1, 2, 3))


@implement_op("tosa.depthwise_conv2d", "verify")
def verify_depthwise_conv2d(op: Operation) -> None:
    """Types, accumulator, window: weight [KH, KW, C, M]."""
    verify_conv_types(op)
    verify_conv_modes(op)
    verify_conv_error_if(op, (0, 1))


@implement_op("tosa.transpose_conv2d", "verify")
def verify_transpose_conv2d(op: Operation) -> None:
    """Types and accumulator (the transposed window is not checked)."""
    verify_conv_types(op)
    verify_conv_modes(op)
