"""``arith`` dialect: ``arith.constant``, ``arith.select``, the casts'
``areCastCompatible`` and the width checks of the extension/truncation ops.

Folders live in ``arith_fold_int`` (arithmetic, bitwise, division, shifts),
``arith_fold_cmp`` (cmpi, select, integer casts), ``arith_fold_float`` and
``constant_fold`` (the constant op and the dialect's constant materializer,
installed by ``register``)."""

from __future__ import annotations

import importlib
from collections.abc import Callable, Sequence

from tblgen_py.dialects.constant_fold import install_materializer
from tblgen_py.dialects._support import (
    bit_width,
    element_type_or_self,
    is_signless_i1,
    quoted,
    shapes_compatible,
)
from tblgen_py.runtime.ir.attributes import FloatAttr, IntegerAttr
from tblgen_py.runtime.ir.attributes_dense import (
    DenseElementsAttr,
    DenseResourceElementsAttr,
    SparseElementsAttr,
)
from tblgen_py.runtime.ir.context import Context
from tblgen_py.runtime.ir.operation import Operation
from tblgen_py.runtime.ir.types import (
    FloatType,
    IndexType,
    IntegerType,
    RankedTensorType,
    ShapedType,
    UnrankedTensorType,
    VectorType,
)
from tblgen_py.runtime.ir.verifier import PlainVerifyError, VerifyError
from tblgen_py.runtime.ir.value import Value
from tblgen_py.runtime.ods.hooks import implement_op

__all__ = ["i1_same_shape", "register"]


def register(context: object) -> None:
    """``--load-dialect`` entry point: hooks attach on import; this adds the
    constant materializer of ``arith`` to ``context``."""
    if isinstance(context, Context):
        install_materializer(context, "arith")


CastCheck = Callable[[Operation, Sequence[object], Sequence[object]], bool]
TypeCheck = Callable[[object], bool]


def i1_same_shape(ty: object) -> object:
    """``getI1SameShape``: ``i1`` in the shape of a vector or tensor type."""
    i1 = IntegerType.get(1)
    if isinstance(ty, VectorType):
        return VectorType.get(ty.shape, i1, ty.scalable)
    if isinstance(ty, RankedTensorType):
        return RankedTensorType.get(ty.shape, i1, ty.encoding)
    if isinstance(ty, UnrankedTensorType):
        return UnrankedTensorType.get(i1)
    return i1


@implement_op("arith.cmpi", "infer_return_types")
@implement_op("arith.cmpf", "infer_return_types")
def compare_result_types(
    operands: Sequence[object], attributes: object, regions: int
) -> list[object]:
    """The comparisons' ``TypesMatchWith`` result: ``getI1SameShape`` of the
    operand type (what DRR result patterns build without a type need)."""
    return [i1_same_shape(getattr(operands[0], "type", None))]


@implement_op("arith.select", "verify")
def verify_select(op: Operation) -> None:
    """An ``i1`` condition, or a mask of the result's shape."""
    condition = op.operand_uses[0].value.type
    if is_signless_i1(condition):
        return
    result = op.results[0].type
    if not isinstance(result, (VectorType, RankedTensorType, UnrankedTensorType)):
        raise VerifyError(
            f"expected condition to be a signless i1, but got {quoted(condition)}"
        )
    expected = i1_same_shape(result)
    if condition != expected:
        raise VerifyError(
            "expected condition type to have the same shape as the result type, "
            f"expected {quoted(expected)}, but got {quoted(condition)}"
        )


def _one_to_one(inputs: Sequence[object], outputs: Sequence[object]) -> bool:
    """``areValidCastInputsAndOutputs``: one of each, of compatible shapes
    (ranked tensors: with the same encoding)."""
    if len(inputs) != 1 or len(outputs) != 1:
        return False
    a, b = inputs[0], outputs[0]
    if isinstance(a, ShapedType) != isinstance(b, ShapedType):
        return False
    if isinstance(a, RankedTensorType) and isinstance(b, RankedTensorType):
        if a.encoding != b.encoding:
            return False
    return not isinstance(a, ShapedType) or shapes_compatible(a, b)


def _elements(
    inputs: Sequence[object], outputs: Sequence[object]
) -> tuple[object, object]:
    """The element types of the single input and output."""
    return element_type_or_self(inputs[0]), element_type_or_self(outputs[0])


def _width_cast(kind: type, wider: bool) -> CastCheck:
    """``checkWidthChangeCast``: same kind, result wider (or narrower)."""

    def check(
        op: Operation, inputs: Sequence[object], outputs: Sequence[object]
    ) -> bool:
        if not _one_to_one(inputs, outputs):
            return False
        src, dst = _elements(inputs, outputs)
        if not isinstance(src, kind) or not isinstance(dst, kind):
            return False
        a, b = bit_width(src) or 0, bit_width(dst) or 0
        return b > a if wider else b < a

    return check


def _kind_cast(src_ok: TypeCheck, dst_ok: TypeCheck) -> CastCheck:
    """A cast from one kind of element type to another."""

    def check(
        op: Operation, inputs: Sequence[object], outputs: Sequence[object]
    ) -> bool:
        if not _one_to_one(inputs, outputs):
            return False
        src, dst = _elements(inputs, outputs)
        return src_ok(src) and dst_ok(dst)

    return check


def _signless(ty: object) -> bool:
    """A signless integer type."""
    return isinstance(ty, IntegerType) and ty.is_signless


def _float(ty: object) -> bool:
    """A float type."""
    return isinstance(ty, FloatType)


def _index_cast(
    op: Operation, inputs: Sequence[object], outputs: Sequence[object]
) -> bool:
    """``areIndexCastCompatible``: index to signless integer or back."""
    if not _one_to_one(inputs, outputs):
        return False
    src, dst = _elements(inputs, outputs)
    index = IndexType.get()
    return (src == index and _signless(dst)) or (_signless(src) and dst == index)


def _bitcast(
    op: Operation, inputs: Sequence[object], outputs: Sequence[object]
) -> bool:
    """Integer or float element types of the same bit width."""
    if not _one_to_one(inputs, outputs):
        return False
    src, dst = _elements(inputs, outputs)
    kinds = (IntegerType, FloatType)
    if not isinstance(src, kinds) or not isinstance(dst, kinds):
        return False
    return bit_width(src) == bit_width(dst)


_CASTS: dict[str, CastCheck] = {
    "arith.extf": _width_cast(FloatType, True),
    "arith.truncf": _width_cast(FloatType, False),
    "arith.extsi": _width_cast(IntegerType, True),
    "arith.extui": _width_cast(IntegerType, True),
    "arith.trunci": _width_cast(IntegerType, False),
    "arith.sitofp": _kind_cast(_signless, _float),
    "arith.uitofp": _kind_cast(_signless, _float),
    "arith.fptosi": _kind_cast(_float, _signless),
    "arith.fptoui": _kind_cast(_float, _signless),
    "arith.index_cast": _index_cast,
    "arith.index_castui": _index_cast,
    "arith.bitcast": _bitcast,
}
for _name, _check in _CASTS.items():
    implement_op(_name, "areCastCompatible")(_check)


def _verify_width_change(wider: bool) -> Callable[[Operation], None]:
    """``verifyExtOp``/``verifyTruncateOp``: the element width must change."""

    def verify(op: Operation) -> None:
        src = element_type_or_self(op.operand_uses[0].value.type)
        dst = element_type_or_self(op.results[0].type)
        a, b = bit_width(src) or 0, bit_width(dst) or 0
        if wider and a >= b:
            raise PlainVerifyError(
                f"result type {quoted(dst)} must be wider than operand type {quoted(src)}"
            )
        if not wider and a <= b:
            raise PlainVerifyError(
                f"result type {quoted(dst)} must be shorter than operand type "
                f"{quoted(src)}"
            )

    return verify


for _name in ("arith.extf", "arith.extsi", "arith.extui"):
    implement_op(_name, "verify")(_verify_width_change(True))
for _name in ("arith.truncf", "arith.trunci"):
    implement_op(_name, "verify")(_verify_width_change(False))


@implement_op("arith.constant", "verify")
def verify_constant(op: Operation) -> None:
    """The value has the result type, is an integer, float or elements
    attribute; integers are signless; scalable vectors only take splats."""
    result = op.results[0].type
    value = op.get_attr("value")
    value_type = getattr(value, "type", None)
    if value_type != result:
        raise VerifyError(
            f"value type {quoted(value_type)} must match return type: "
            f"{quoted(result)}"
        )
    if isinstance(result, IntegerType) and not result.is_signless:
        raise VerifyError("integer return type must be signless")
    elements = (DenseElementsAttr, DenseResourceElementsAttr, SparseElementsAttr)
    if not isinstance(value, (IntegerAttr, FloatAttr, *elements)):
        raise VerifyError("value must be an integer, float, or elements attribute")
    scalable = isinstance(result, VectorType) and any(result.scalable)
    if scalable and not (isinstance(value, DenseElementsAttr) and value.is_splat):
        raise VerifyError(
            "intializing scalable vectors with elements attribute is not supported"
            " unless it's a vector splat"
        )


def _first_input(check: CastCheck) -> CastCheck:
    """A cast check applied to the first input only (the scale is ignored)."""

    def first(
        op: Operation, inputs: Sequence[object], outputs: Sequence[object]
    ) -> bool:
        return check(op, list(inputs[:1]), outputs)

    return first


# The scaling casts: the value operand changes width; the scale is not checked.
implement_op("arith.scaling_extf", "areCastCompatible")(
    _first_input(_width_cast(FloatType, True))
)
implement_op("arith.scaling_truncf", "areCastCompatible")(
    _first_input(_width_cast(FloatType, False))
)
implement_op("arith.scaling_extf", "verify")(_verify_width_change(True))
implement_op("arith.scaling_truncf", "verify")(_verify_width_change(False))

for _module in (
    "fold_int",
    "fold_minmax",
    "fold_casts",
    "fold_extended",
    "fold_cmp",
    "fold_float",
):
    importlib.import_module(f"tblgen_py.dialects.arith.{_module}")


@implement_op("arith.constant", "getAsmResultNames")
def constant_result_name(
    op: Operation, set_name: Callable[[object, str], None]
) -> None:
    """``%true``/``%false`` for i1, ``%c<value>_<type>`` for integers
    (``%c<value>`` for index), ``%cst`` for anything else."""
    result = op.results[0]
    value = op.get_attr("value")
    if not isinstance(value, IntegerAttr):
        set_name(result, "cst")
    elif isinstance(result.type, IntegerType) and result.type.width == 1:
        set_name(result, "true" if value.value else "false")
    elif isinstance(result.type, IntegerType):
        set_name(result, f"c{value.value}_{result.type}")
    else:
        set_name(result, f"c{value.value}")


@implement_op("arith.muli", "getAsmResultNames")
def muli_result_name(op: Operation, set_name: Callable[[object, str], None]) -> None:
    """``%c<base>_vscale`` for an index ``base * vector.vscale`` (either order)."""
    if not isinstance(op.results[0].type, IndexType) or len(op.operand_uses) != 2:
        return
    lhs, rhs = (use.value for use in op.operand_uses)
    for base, other in ((lhs, rhs), (rhs, lhs)):
        scale = other.defining_op
        constant = _constant_attr(base)
        if scale is not None and scale.name == "vector.vscale" and constant is not None:
            set_name(op.results[0], f"c{constant.value}_vscale")
            return


def _constant_attr(value: Value) -> IntegerAttr | None:
    """The integer attribute a constant-like op defines ``value`` as."""
    op = value.defining_op
    if op is None or "ConstantLike" not in getattr(type(op), "ODS_TRAITS", ()):
        return None
    attr = op.get_attr("value")
    return attr if isinstance(attr, IntegerAttr) else None


from tblgen_py.dialects.arith import asm  # noqa: E402,F401 - arith.select syntax
