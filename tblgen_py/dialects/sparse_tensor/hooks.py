"""``sparse_tensor`` dialect: its ``OpAsmDialectInterface`` (an encoding
attribute prints under the ``#sparse`` alias, as SparseTensorDialect.cpp's
``getAlias`` names it), the encoding's syntax (``encoding``) and the
verifiers of ``crd_translate``, ``lvl``, ``values``, ``positions``,
``coordinates`` and ``convert``."""

from __future__ import annotations

from tblgen_py.dialects.sparse_tensor.encoding import SparseTensorEncodingAttr
from tblgen_py.runtime.ir.attributes import Attribute, IntegerAttr, OpaqueAttr
from tblgen_py.runtime.ir.dialect import OpAsmDialectInterface, set_alias_hook
from tblgen_py.runtime.ir.operation import Operation
from tblgen_py.runtime.ir.types import (
    DYNAMIC,
    IndexType,
    IntegerType,
    RankedTensorType,
    Type,
)
from tblgen_py.runtime.ir.value import Value
from tblgen_py.runtime.ir.verifier import PlainVerifyError
from tblgen_py.runtime.ods.attr_params import register_dialect_class
from tblgen_py.runtime.ods.hooks import implement_op

__all__ = ["register"]


class SparseTensorAsmInterface(OpAsmDialectInterface):
    """``getAlias``: ``sparse`` for ``#sparse_tensor.encoding<...>``."""

    def get_alias(self, value: Attribute | Type) -> str | None:
        """``sparse`` for an encoding attribute, None otherwise."""
        if isinstance(value, OpaqueAttr):  # kept as text: no Python parser
            is_encoding = value.dialect == "sparse_tensor" and (
                value.data.startswith("encoding<") or value.data == "encoding"
            )
        else:
            is_encoding = (
                getattr(value, "DIALECT", "") == "sparse_tensor"
                and getattr(value, "MNEMONIC", None) == "encoding"
            )
        return "sparse" if is_encoding else None


set_alias_hook("sparse_tensor", SparseTensorAsmInterface())


def register(context: object) -> None:
    """``--load-dialect`` entry point: the hooks attach on import; this makes
    the ported encoding class (the one its parser builds) the dialect's
    ``encoding`` and the class other parameters of that C++ type expect
    (``!sparse_tensor.storage_specifier<#enc>``), over the generated copy."""
    register_dialect_class(SparseTensorEncodingAttr.CPP_NAME, SparseTensorEncodingAttr)
    dialect = getattr(context, "dialects", {}).get("sparse_tensor")
    if dialect is not None:
        dialect.add_attribute(SparseTensorEncodingAttr)


@implement_op("sparse_tensor.crd_translate", "verify")
def verify_crd_translate(op: Operation) -> None:
    """``CrdTranslateOp::verify``: as many coordinates in and out as the
    encoding's ranks in the direction of the translation."""
    encoder = op.get_attr("encoder")
    if not isinstance(encoder, SparseTensorEncodingAttr):
        return
    in_rank, out_rank = encoder.lvl_rank, encoder.dim_rank
    if "dim_to_lvl" in str(op.get_attr("direction")):
        in_rank, out_rank = out_rank, in_rank
    if in_rank != len(op.operand_uses) or out_rank != len(op.results):
        raise PlainVerifyError("Coordinate rank mismatch with encoding")


def _encoding(ty: object) -> SparseTensorEncodingAttr | None:
    """``getSparseTensorEncoding``."""
    found = getattr(ty, "encoding", None)
    return found if isinstance(found, SparseTensorEncodingAttr) else None


def _lvl_rank(ty: object) -> int:
    """A tensor type's level rank (its rank without an encoding)."""
    encoding = _encoding(ty)
    if encoding is not None:
        return encoding.lvl_rank
    return len(getattr(ty, "shape", ()))


def constant_index(value: Value) -> int | None:
    """``getConstantIntValue``: an ``arith.constant``'s integer."""
    op = value.defining_op
    attr = op.get_attr("value") if op is not None else None
    if op is None or op.name not in ("arith.constant", "index.constant"):
        return None
    return int(attr.value) if isinstance(attr, IntegerAttr) else None


@implement_op("sparse_tensor.lvl", "verify")
def verify_lvl(op: Operation) -> None:
    """``LvlOp::verify``: a constant level is below the level rank."""
    level = constant_index(op.operand_uses[1].value)
    if level is not None and level >= _lvl_rank(op.operand_uses[0].value.type):
        raise PlainVerifyError(
            "Level index exceeds the rank of the input sparse tensor"
        )


@implement_op("sparse_tensor.values", "verify")
def verify_values(op: Operation) -> None:
    """``ToValuesOp::verify``: the buffer holds the tensor's elements."""
    tensor = op.operand_uses[0].value.type
    buffer = op.results[0].type
    if getattr(tensor, "element_type", None) != getattr(buffer, "element_type", 0):
        raise PlainVerifyError("unexpected mismatch in element types")


def _verify_buffer(op: Operation, width_of: str, what: str) -> None:
    """``lvlIsInBounds`` and ``isMatchingWidth`` (width 0: ``index``)."""
    tensor = op.operand_uses[0].value.type
    level = op.get_attr("level")
    if isinstance(level, IntegerAttr) and int(level.value) >= _lvl_rank(tensor):
        raise PlainVerifyError("requested level is out of bounds")
    encoding = _encoding(tensor)
    width = getattr(encoding, width_of, 0) if encoding is not None else 0
    element = getattr(op.results[0].type, "element_type", None)
    matches = (
        isinstance(element, IndexType)
        if width == 0
        else isinstance(element, IntegerType) and element.width == width
    )
    if not matches:
        raise PlainVerifyError(f"unexpected type for {what}")


implement_op("sparse_tensor.positions", "verify")(
    lambda op: _verify_buffer(op, "pos_width", "positions")
)
implement_op("sparse_tensor.coordinates", "verify")(
    lambda op: _verify_buffer(op, "crd_width", "coordinates")
)


@implement_op("sparse_tensor.convert", "verify")
def verify_convert(op: Operation) -> None:
    """``ConvertOp::verify``: ranked tensors of one rank whose static sizes
    agree (a dynamic destination size accepts any)."""
    source = op.operand_uses[0].value.type
    dest = op.results[0].type
    if not (
        isinstance(source, RankedTensorType) and isinstance(dest, RankedTensorType)
    ):
        raise PlainVerifyError("unexpected type in convert")
    if len(source.shape) != len(dest.shape):
        raise PlainVerifyError("unexpected conversion mismatch in rank")
    dest_encoding = _encoding(dest)
    if dest_encoding is not None and dest_encoding.is_slice:
        raise PlainVerifyError("cannot convert to a sparse tensor slice")
    for dim, (lhs, rhs) in enumerate(zip(source.shape, dest.shape)):
        if lhs != rhs and rhs != DYNAMIC:
            raise PlainVerifyError(f"unexpected conversion mismatch in dimension {dim}")
