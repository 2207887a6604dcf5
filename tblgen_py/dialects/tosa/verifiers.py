"""The verifiers of MLIR's ``TosaOps.cpp`` for the data-movement, reduction
and pooling ops: ``tosa.concat``, the ``tosa.reduce_*`` ops,
``tosa.clamp``, ``tosa.argmax`` and ``tosa.max_pool2d``/``tosa.avg_pool2d``
(``verifySameElementTypes``, ``verifyReduceOp``, ``verifyPoolingOp``)."""

from __future__ import annotations

import math
from collections.abc import Sequence

from tblgen_py.dialects._support import is_dynamic, quoted, shapes_compatible
from tblgen_py.runtime.ir.attributes import FloatAttr, IntegerAttr
from tblgen_py.runtime.ir.operation import Operation
from tblgen_py.runtime.ir.types import (
    FloatType,
    IndexType,
    IntegerType,
    RankedTensorType,
    UnrankedTensorType,
)
from tblgen_py.runtime.ir.verifier import VerifyError
from tblgen_py.runtime.ods.hooks import implement_op

__all__ = ["storage_type"]

_TENSORS = (RankedTensorType, UnrankedTensorType)


def storage_type(ty: object) -> object:
    """``getStorageElementTypeOrSelf``: a quantized type's storage type."""
    element = getattr(ty, "element_type", ty)
    storage = getattr(element, "storage_type", None)
    if storage is not None and getattr(element, "DIALECT", "") == "quant":
        return storage
    return element


def _is_quantized(ty: object) -> bool:
    return getattr(ty, "DIALECT", "") == "quant"


def _int_index_or_float(ty: object) -> bool:
    return isinstance(ty, (IntegerType, IndexType, FloatType))


def verify_same_element_types(in_type: object, out_type: object) -> None:
    """``verifySameElementTypes``: tensors whose (scalar or quantized)
    element types agree."""
    if not isinstance(in_type, _TENSORS):
        raise VerifyError(f"expect shaped tensor for input, got {quoted(in_type)}")
    if not isinstance(out_type, _TENSORS):
        raise VerifyError(f"expect shaped tensor for output, got {quoted(out_type)}")
    a, b = in_type.element_type, out_type.element_type
    comparable = (_int_index_or_float(a) or _is_quantized(a)) and (
        _int_index_or_float(b) or _is_quantized(b)
    )
    if comparable and a != b:
        raise VerifyError(
            "expect input and output to have same element type, got "
            f"{quoted(a)} and {quoted(b)}"
        )


def _operand_types(op: Operation) -> list[object]:
    return [use.value.type for use in op.operand_uses]


def _int_attr(op: Operation, name: str) -> int:
    found = op.get_attr(name)
    return int(found.value) if isinstance(found, IntegerAttr) else 0


def _shape(ty: object) -> tuple[int, ...] | None:
    return tuple(ty.shape) if isinstance(ty, RankedTensorType) else None


# -- tosa.concat -----------------------------------------------------------------
@implement_op("tosa.concat", "verify")
def verify_concat(op: Operation) -> None:
    """Same element types; equal ranks; equal non-axis sizes; the axis sizes
    add up to the output's."""
    inputs = _operand_types(op)
    out = op.results[0].type
    if not inputs:
        raise VerifyError("expect at least one input")
    for ty in inputs:
        verify_same_element_types(ty, out)
    axis = _int_attr(op, "axis")
    shapes = [_shape(ty) for ty in inputs]
    first = next((s for s in shapes if s is not None), None)
    if first is not None and not 0 <= axis < len(first):
        raise VerifyError(
            "expect axis to be within range 0 < axis < "
            f"rank(input1[firstRankedTensorIdx]), got {axis}"
        )
    if first is None or any(s is None for s in shapes):
        return
    ranked = [s for s in shapes if s is not None]
    for number, shape in enumerate(ranked[1:], start=1):
        if len(shape) != len(first):
            raise VerifyError(
                "expect all operands to have the same rank, but got "
                f"{len(first)} vs {len(shape)} on operands 0 and {number}"
            )
        for index, (size, first_size) in enumerate(zip(shape, first)):
            if index == axis or is_dynamic(size) or is_dynamic(first_size):
                continue
            if size != first_size:
                raise VerifyError(
                    "expect all operand shapes to have the same sizes on non-axis "
                    f"dimensions, but got {size} vs {first_size} at index {index} "
                    f"on operands 0 and {number}"
                )
    if any(is_dynamic(s[axis]) for s in ranked):
        return
    total = sum(s[axis] for s in ranked)
    out_shape = _shape(out)
    if out_shape is not None and not is_dynamic(out_shape[axis]):
        if total != out_shape[axis]:
            raise VerifyError(
                "requires sum of axis dimensions of input1 equal to output axis "
                f"dimension, got {total} and {out_shape[axis]}"
            )


# -- the reductions --------------------------------------------------------------
def _verify_axis_in_ranks(
    in_shape: Sequence[int] | None,
    out_shape: Sequence[int] | None,
    axis: int,
    what: str,
) -> None:
    """An ``axis`` below the input's and the output's (equal) ranks, where they
    are ranked; a rank-0 tensor allows axis 0."""
    if in_shape is not None:
        rank = len(in_shape)
        if axis >= rank and not (axis == 0 and rank == 0):
            raise VerifyError(
                f"expect input tensor rank ({rank}) to be larger than {what} axis "
                f"({axis})"
            )
    if out_shape is None:
        return
    rank = len(out_shape)
    if in_shape is not None and rank != len(in_shape):
        raise VerifyError("expect output tensor rank to be equal to input tensor rank")
    if axis >= rank and not (axis == 0 and rank == 0):
        raise VerifyError(
            f"expect output tensor rank ({rank}) to be larger than {what} axis "
            f"({axis})"
        )


def verify_reduce(op: Operation) -> None:
    """``verifyReduceOp``: a non-negative axis within the ranks, equal ranks,
    a reduced size of 1."""
    in_shape = _shape(op.operand_uses[0].value.type)
    out_shape = _shape(op.results[0].type)
    axis = _int_attr(op, "axis")
    if axis < 0:
        raise VerifyError("reduce axis must not be negative")
    _verify_axis_in_ranks(in_shape, out_shape, axis, "reduce")
    if out_shape is None:
        return
    rank = len(out_shape)
    if rank != 0 and not is_dynamic(out_shape[axis]) and out_shape[axis] != 1:
        raise VerifyError(
            f"expect reduced dimension size to be 1, got {out_shape[axis]}"
        )


for _name in ("all", "any", "max", "min", "product", "sum"):
    implement_op(f"tosa.reduce_{_name}", "verify")(verify_reduce)


# -- tosa.clamp ------------------------------------------------------------------
@implement_op("tosa.clamp", "verify")
def verify_clamp(op: Operation) -> None:
    """Same storage types in and out; min/max of the element type, ordered,
    not NaN."""
    element = storage_type(op.operand_uses[0].value.type)
    if element != storage_type(op.results[0].type):
        raise VerifyError("input/output element types are incompatible.")
    low, high = op.get_attr("min_val"), op.get_attr("max_val")
    kind = IntegerAttr if isinstance(element, IntegerType) else FloatAttr
    if (
        not isinstance(low, kind)
        or not isinstance(high, kind)
        or low.type != high.type
        or high.type != element
    ):
        raise VerifyError(
            "min/max attributes types are incompatible with input/output element "
            "types."
        )
    got = f"got min_val={low}, max_val={high}"
    if isinstance(low, FloatAttr) and isinstance(high, FloatAttr):
        if math.isnan(low.value) or math.isnan(high.value):
            raise VerifyError(f"min/max attributes should not be 'NaN', {got}")
        if high.value < low.value:
            raise VerifyError(f"expected min_val <= max_val, {got}")
        return
    assert isinstance(low, IntegerAttr) and isinstance(high, IntegerAttr)
    width = element.width if isinstance(element, IntegerType) else 64
    low_value, high_value = int(low.value), int(high.value)
    if isinstance(element, IntegerType) and (element.is_unsigned or width == 1):
        low_value &= (1 << width) - 1
        high_value &= (1 << width) - 1
    if high_value < low_value:
        raise VerifyError(f"expected min_val <= max_val, {got}")


# -- tosa.argmax -----------------------------------------------------------------
@implement_op("tosa.argmax", "verify")
def verify_argmax(op: Operation) -> None:
    """An integer result of the input's shape without the axis."""
    result = op.results[0].type
    if not isinstance(getattr(result, "element_type", None), (IntegerType, IndexType)):
        raise VerifyError("result tensor is not of integer type")
    in_shape = _shape(op.operand_uses[0].value.type)
    if in_shape is None:
        return
    axis = _int_attr(op, "axis")
    if not 0 <= axis < len(in_shape):
        raise VerifyError("specified axis is outside the rank of the tensor")
    out_shape = _shape(result)
    if out_shape is None:
        return
    expected = in_shape[:axis] + in_shape[axis + 1 :]
    compatible = len(expected) == len(out_shape) and all(
        a == b or is_dynamic(a) or is_dynamic(b) for a, b in zip(expected, out_shape)
    )
    if not compatible:
        raise VerifyError(
            f"expected output shape '{_dims(expected)}', got '{_dims(out_shape)}'"
        )


def _dims(shape: tuple[int, ...]) -> str:
    return ", ".join("-9223372036854775808" if is_dynamic(s) else str(s) for s in shape)


# -- pooling ---------------------------------------------------------------------
def _array(op: Operation, name: str) -> tuple[int, ...]:
    return tuple(getattr(op.get_attr(name), "values", ()))


def _list(values: tuple[int, ...]) -> str:
    return "[" + ", ".join(str(v) for v in values) + "]"


def verify_pooling(op: Operation) -> None:
    """``verifyPoolingOp``: positive kernel and strides, padding below the
    kernel, output sizes the window arithmetic gives."""
    kernel, strides, pad = (_array(op, n) for n in ("kernel", "stride", "pad"))
    if any(k < 1 for k in kernel):
        raise VerifyError(f"expect all kernel values to be >= 1, got {_list(kernel)}")
    if any(s < 1 for s in strides):
        raise VerifyError(f"expect all stride values to be >= 1, got {_list(strides)}")
    if any(p < 0 for p in pad):
        raise VerifyError(f"expect all padding values to be >= 0, got {_list(pad)}")
    if len(kernel) < 2 or len(strides) < 2 or len(pad) < 4:
        return
    if pad[3] >= kernel[1] or pad[2] >= kernel[1]:
        raise VerifyError(
            "expected left/right padding to be less than the width of the kernel, "
            f"got pad_left={pad[2]}, pad_right={pad[3]}, kernel_x={kernel[1]}"
        )
    if pad[0] >= kernel[0] or pad[1] >= kernel[0]:
        raise VerifyError(
            "expected top/bottom padding to be less than the height of the kernel, "
            f"got pad_top={pad[0]}, pad_bottom={pad[1]}, kernel_y={kernel[0]}"
        )
    in_shape = _shape(op.operand_uses[0].value.type)
    out_shape = _shape(op.results[0].type)
    if in_shape is None or out_shape is None or len(in_shape) < 3:
        return
    _pool_size(in_shape[1], out_shape[1], kernel[0], strides[0], pad[0], pad[1],
               ("height", "y", "top", "bottom"))  # fmt: skip
    _pool_size(in_shape[2], out_shape[2], kernel[1], strides[1], pad[2], pad[3],
               ("width", "x", "left", "right"))  # fmt: skip


def _pool_size(
    size: int,
    out: int,
    kernel: int,
    stride: int,
    before: int,
    after: int,
    names: tuple[str, str, str, str],
) -> None:
    if is_dynamic(size):
        return
    dim, axis, before_name, after_name = names
    numerator = size + before + after - kernel
    if numerator % stride != 0:
        raise VerifyError(
            f"expected input_{dim} + pad_{before_name} + pad_{after_name} - "
            f"kernel_{axis} to be wholly divisible by stride_{axis}, got "
            f"({size} + {before} + {after} - {kernel}) / {stride}"
        )
    calculated = numerator // stride + 1
    if not is_dynamic(out) and calculated != out:
        raise VerifyError(
            f"calculated output {dim} did not match expected: "
            f"calculated={calculated}, expected={out}"
        )


@implement_op("tosa.max_pool2d", "verify")
def verify_max_pool2d(op: Operation) -> None:
    """Same element types in and out, then the pooling window checks."""
    verify_same_element_types(op.operand_uses[0].value.type, op.results[0].type)
    verify_pooling(op)


@implement_op("tosa.avg_pool2d", "verify")
def verify_avg_pool2d(op: Operation) -> None:
    """The pooling window checks, the accumulator type, the zero points'
    element types."""
    verify_pooling(op)
    values = [use.value.type for use in op.operand_uses]
    in_element = storage_type(values[0])
    out_element = storage_type(op.results[0].type)
    acc = getattr(op.get_attr("acc_type"), "value", None)
    acc_text = str(acc)
    if isinstance(in_element, IntegerType) and acc_text != "i32":
        raise VerifyError("accumulator type for integer tensor is not i32")
    element_text = str(in_element)
    if element_text == "f16" and acc_text not in ("f16", "f32"):
        raise VerifyError("accumulator type for f16 tensor is not f16/f32")
    if element_text == "bf16" and acc_text != "f32":
        raise VerifyError("accumulator type for bf16 tensor is not f32")
    if element_text == "f32" and acc_text != "f32":
        raise VerifyError("accumulator type for f32 tensor is not f32")
    if len(values) < 3:
        return
    in_zp, out_zp = storage_type(values[1]), storage_type(values[2])
    if in_element != in_zp:
        raise VerifyError(
            "expect both input and its zero point are the same element type, got "
            f"{quoted(in_element)} and {quoted(in_zp)}"
        )
    if out_element != out_zp:
        raise VerifyError(
            "expect both output and its zero point are the same element type, got "
            f"{quoted(out_element)} and {quoted(out_zp)}"
        )


# -- tosa.reverse / tosa.select ----------------------------------------------------
@implement_op("tosa.reverse", "verify")
def verify_reverse(op: Operation) -> None:
    """Same element types; a non-negative axis within the equal ranks."""
    in_type = op.operand_uses[0].value.type
    verify_same_element_types(in_type, op.results[0].type)
    axis = _int_attr(op, "axis")
    if axis < 0:
        raise VerifyError("expected non-negative reverse axis")
    _verify_axis_in_ranks(_shape(in_type), _shape(op.results[0].type), axis, "reverse")


@implement_op("tosa.select", "verify")
def verify_select(op: Operation) -> None:
    """Both choices of the output's element type; an ``i1`` predicate."""
    pred, on_true, on_false = (use.value.type for use in op.operand_uses)
    out = op.results[0].type
    verify_same_element_types(on_true, out)
    verify_same_element_types(on_false, out)
    element = getattr(pred, "element_type", None)
    if element is None:
        raise VerifyError(f"expect shaped tensor for input1, got {quoted(pred)}")
    if not (isinstance(element, IntegerType) and element.width == 1):
        raise VerifyError(
            f"expect element type of bool for input1, got {quoted(element)}"
        )


# -- tosa.gather / tosa.scatter --------------------------------------------------------
def _dim(shape: tuple[int, ...] | None, index: int) -> int | None:
    """A static size of a ranked shape, None when unknown."""
    if shape is None or index >= len(shape) or is_dynamic(shape[index]):
        return None
    return shape[index]


def _agree(known: int | None, size: int | None, what: str) -> int | None:
    """Fold ``size`` into ``known``; a mismatch is an error naming ``what``."""
    if known is None:
        return size
    if size is not None and size != known:
        raise VerifyError(f"requires {what} to have size {known}, got {size}")
    return known


@implement_op("tosa.gather", "verify")
def verify_gather(op: Operation) -> None:
    """values [N, K, C], indices [N, W], output [N, W, C]."""
    values, indices = (use.value.type for use in op.operand_uses)
    out = op.results[0].type
    verify_same_element_types(values, out)
    v_shape, i_shape, o_shape = _shape(values), _shape(indices), _shape(out)
    n, c = _dim(v_shape, 0), _dim(v_shape, 2)
    w = None
    if i_shape is not None:
        n = _agree(n, _dim(i_shape, 0), "indices dimension 0")
        w = _dim(i_shape, 1)
    if o_shape is not None:
        _check_known(n, _dim(o_shape, 0), "output dimension 0")
        _check_known(w, _dim(o_shape, 1), "output dimension 1")
        _check_known(c, _dim(o_shape, 2), "output dimension 2")


def _check_known(known: int | None, size: int | None, what: str) -> None:
    if known is not None and size is not None and known != size:
        raise VerifyError(f"requires {what} to have size {known}, got {size}")


@implement_op("tosa.scatter", "verify")
def verify_scatter(op: Operation) -> None:
    """values_in [N, K, C], indices [N, W], input [N, W, C], values_out
    [N, K, C], K >= W."""
    values_in, indices, source = (use.value.type for use in op.operand_uses)
    out = op.results[0].type
    verify_same_element_types(values_in, out)
    verify_same_element_types(source, out)
    v_shape, i_shape = _shape(values_in), _shape(indices)
    s_shape, o_shape = _shape(source), _shape(out)
    n, k, c = _dim(v_shape, 0), _dim(v_shape, 1), _dim(v_shape, 2)
    w = None
    if i_shape is not None:
        n = _agree(n, _dim(i_shape, 0), "indices dimension 0")
        w = _dim(i_shape, 1)
    if s_shape is not None:
        n = _agree(n, _dim(s_shape, 0), "input dimension 0")
        w = _agree(w, _dim(s_shape, 1), "input dimension 1")
        c = _agree(c, _dim(s_shape, 2), "input dimension 2")
    if o_shape is not None:
        _check_known(n, _dim(o_shape, 0), "values_out dimension 0")
        k = _agree(k, _dim(o_shape, 1), "values_out dimension 1")
        _check_known(c, _dim(o_shape, 2), "values_out dimension 2")
    if k is not None and w is not None and not k >= w:
        raise VerifyError(f"requires dimensions K >= W, got K={k} and W={w}")


# -- tosa.transpose ----------------------------------------------------------------------
@implement_op("tosa.transpose", "verify")
def verify_transpose(op: Operation) -> None:
    """A permutation of the input's rank; the output the permuted input."""
    in_type = op.operand_uses[0].value.type
    out_type = op.results[0].type
    verify_same_element_types(in_type, out_type)
    perms = _array(op, "perms")
    in_shape, out_shape = _shape(in_type), _shape(out_type)
    if in_shape is not None and len(perms) != len(in_shape):
        raise VerifyError(
            f"expected perms attribute to have size {len(in_shape)} (input rank) but "
            f"got size {len(perms)}"
        )
    if in_shape is not None and out_shape is not None:
        if len(in_shape) != len(out_shape):
            raise VerifyError("expected input tensor rank to equal result tensor rank")
    if out_shape is not None and len(perms) != len(out_shape):
        raise VerifyError(
            f"expected perms attribute to have size {len(out_shape)} (output rank) "
            f"but got size {len(perms)}"
        )
    if sorted(perms) != list(range(len(perms))):
        raise VerifyError("expected valid permutation indices")
    if in_shape is None or out_shape is None:
        return
    static = not any(is_dynamic(s) for s in in_shape + out_shape)
    if static and math.prod(in_shape) != math.prod(out_shape):
        raise VerifyError(
            "expected input1 and output to have same numbers of elements, got "
            f"{math.prod(in_shape)} and {math.prod(out_shape)}"
        )
    for index, perm in enumerate(perms):
        if is_dynamic(in_shape[perm]) or is_dynamic(out_shape[index]):
            continue
        if in_shape[perm] != out_shape[index]:
            raise VerifyError(
                f"expected output tensor dim {index} to match input dim {perm} with "
                f"value of {in_shape[perm]}"
            )


# -- tosa.table / the FFTs / tosa.matmul ---------------------------------------------------
@implement_op("tosa.table", "verify")
def verify_table(op: Operation) -> None:
    """The output has the input's shape."""
    in_shape = _shape(op.operand_uses[0].value.type)
    out_shape = _shape(op.results[0].type)
    if in_shape is None or out_shape is None:
        return
    if len(in_shape) != len(out_shape):
        raise VerifyError("expected input tensor rank to equal result tensor rank")
    for index, (size, out) in enumerate(zip(in_shape, out_shape)):
        if not is_dynamic(out) and out != size:
            raise VerifyError(
                f"dim(result, {index}) = {out} doesn't match dim(input, {index}) = "
                f"{_size(size)}"
            )


def _size(size: int) -> str:
    return "-9223372036854775808" if is_dynamic(size) else str(size)


def _power_of_two(size: int, name: str) -> None:
    if is_dynamic(size):
        return
    if size <= 0 or size & (size - 1):
        raise VerifyError(f"expected {name} to be a power of two, got {size}")


@implement_op("tosa.rfft2d", "verify")
def verify_rfft2d(op: Operation) -> None:
    """Equal output shapes; power-of-two height and width; the output width
    ``width / 2 + 1``."""
    outputs = [r.type for r in op.results]
    if not shapes_compatible(outputs[0], outputs[1]):
        raise VerifyError(
            "expected output shapes to match, got "
            + ", ".join(quoted(t) for t in outputs)
        )
    in_type = op.operand_uses[0].value.type
    in_shape = _shape(in_type)
    if in_shape is None or len(in_shape) < 3:
        return
    _power_of_two(in_shape[1], "height")
    _power_of_two(in_shape[2], "width")
    out_shape = _shape(outputs[0])
    if out_shape is None or len(out_shape) < 3:
        return
    head_in, head_out = in_shape[:-1], out_shape[:-1]
    if len(head_in) != len(head_out) or not all(
        a == b or is_dynamic(a) or is_dynamic(b) for a, b in zip(head_in, head_out)
    ):
        raise VerifyError(
            "expected batch and height dimensions of input/output to match, got "
            f"input={quoted(in_type)} output={quoted(outputs[0])}"
        )
    width, out_width = in_shape[2], out_shape[2]
    if not is_dynamic(width) and not is_dynamic(out_width):
        if out_width != width // 2 + 1:
            raise VerifyError(
                "expected output width to be equal to input_width / 2 + 1, got "
                f"{out_width}"
            )


@implement_op("tosa.fft2d", "verify")
def verify_fft2d(op: Operation) -> None:
    """Power-of-two height and width."""
    real, imag = (_shape(use.value.type) for use in op.operand_uses[:2])
    if real is None or imag is None or len(real) < 3 or len(imag) < 3:
        return
    height = real[1] if is_dynamic(real[1]) else imag[1]
    width = real[2] if is_dynamic(real[2]) else imag[2]
    _power_of_two(height, "height")
    _power_of_two(width, "width")


@implement_op("tosa.matmul", "verify")
def verify_matmul(op: Operation) -> None:
    """Quantized inputs both or neither; zero points of their inputs'
    storage types."""
    a, b = (use.value.type for use in op.operand_uses[:2])
    a_element = getattr(a, "element_type", None)
    b_element = getattr(b, "element_type", None)
    if a_element is None:
        raise VerifyError(f"expect a shaped tensor for input a, got {quoted(a)}")
    if b_element is None:
        raise VerifyError(f"expect a shaped tensor for input b, got {quoted(b)}")
    if _is_quantized(a_element) or _is_quantized(b_element):
        if not (_is_quantized(a_element) and _is_quantized(b_element)):
            raise VerifyError(
                "expect operands to be both quantized or both not quantized, got "
                f"{quoted(a_element)} and {quoted(b_element)}"
            )
    zero_points = [use.value.type for use in op.operand_uses[2:4]]
    for name, ty, zp in zip("ab", (a, b), zero_points):
        element, zp_element = storage_type(ty), storage_type(zp)
        if element != zp_element:
            raise VerifyError(
                f"expect input {name} and {name}_zp have the same element type, got "
                f"{quoted(element)} and {quoted(zp_element)}"
            )
