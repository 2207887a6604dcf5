"""MLIR and LLVM free functions used by ODS predicates.

``predicate_base.FUNCTIONS`` maps the normalised C++ name (``getElementTypeOrSelf``,
``LLVM::isCompatibleOuterType``, ``hasNItems``...) to these helpers.  Dialect
types the runtime keeps opaque are recognised by dialect and mnemonic.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Callable, Iterable

from tblgen_py.runtime.ir import attributes as A
from tblgen_py.runtime.ir import types as T
from tblgen_py.runtime.ir.region import Region
from tblgen_py.runtime.ir.verifier import PlainVerifyError
from tblgen_py.runtime.predicates.base import function, method, unavailable
from tblgen_py.runtime.predicates.types import call_method

_MNEMONIC_END = re.compile(r"[<{(\s]")
"""Where the mnemonic of an opaque type's text ends."""


def _mnemonic(value: object, dialect: str) -> str | None:
    """The mnemonic of an opaque ``!dialect.mnemonic<...>`` type, else None."""
    if isinstance(value, (T.OpaqueType, A.OpaqueAttr)) and value.dialect == dialect:
        return _MNEMONIC_END.split(value.data, maxsplit=1)[0]
    names = getattr(value, "DIALECT_MNEMONIC", None)
    if isinstance(names, tuple) and names[0] == dialect:
        return str(names[1])
    return None


def _float_named(value: object, *names: str) -> bool:
    """Whether ``value`` is one of the named float types."""
    return isinstance(value, T.FloatType) and value.name in names


_LLVM_FLOATS = ("bf16", "f16", "f32", "f64", "f80", "f128")
_LLVM_OUTER = {
    "array",
    "func",
    "label",
    "metadata",
    "ppc_fp128",
    "ptr",
    "struct",
    "token",
    "target",
    "void",
    "x86_amx",
}


@function("getElementTypeOrSelf")
def get_element_type_or_self(value: object) -> object:
    """``getElementTypeOrSelf``: the element type of shaped types, else the type."""
    if not isinstance(value, T.Type):
        value = getattr(value, "type", value)
    if isinstance(value, T.ShapedType):
        return value.element_type
    return value


@function("LLVM::isCompatibleOuterType")
def llvm_is_compatible_outer_type(value: object) -> bool:
    """``LLVM::isCompatibleOuterType``: builtin or LLVM type usable by LLVM ops."""
    # builtin integers and vectors first (the common case): never floats or llvm types
    if isinstance(value, T.IntegerType):
        return value.is_signless
    if isinstance(value, T.VectorType):
        return len(value.shape) == 1
    return _float_named(value, *_LLVM_FLOATS) or _mnemonic(value, "llvm") in _LLVM_OUTER


@function("LLVM::isCompatibleFloatingPointType")
def llvm_is_compatible_floating_point_type(value: object) -> bool:
    """``LLVM::isCompatibleFloatingPointType``."""
    return _float_named(value, *_LLVM_FLOATS) or _mnemonic(value, "llvm") == "ppc_fp128"


@function("LLVM::isCompatibleVectorType")
def llvm_is_compatible_vector_type(value: object) -> bool:
    """``LLVM::isCompatibleVectorType``: 1-D vectors of LLVM scalars or pointers."""
    if not isinstance(value, T.VectorType) or len(value.shape) != 1:
        return False
    elt = value.element_type
    if isinstance(elt, T.IntegerType):
        return elt.is_signless
    return _float_named(elt, *_LLVM_FLOATS) or _mnemonic(elt, "llvm") == "ptr"


@function("LLVM::isScalableVectorType", "isScalableVectorType")
def llvm_is_scalable_vector_type(value: object) -> bool:
    """``LLVM::isScalableVectorType``."""
    return isinstance(value, T.VectorType) and any(value.scalable)


@dataclass(frozen=True)
class ElementCount:
    """``llvm::ElementCount``: a known minimum, times vscale if scalable."""

    min: int
    scalable: bool

    def __mul__(self, factor: object) -> ElementCount:
        if not isinstance(factor, int):
            return NotImplemented
        return ElementCount(self.min * factor, self.scalable)


@function("LLVM::getVectorNumElements", "getVectorNumElements")
def llvm_get_vector_num_elements(value: object) -> ElementCount:
    """``LLVM::getVectorNumElements``: scalable when a dimension is."""
    if not isinstance(value, T.VectorType):
        raise unavailable("getVectorNumElements()", value)
    count = 1
    for size in value.shape:
        count *= size
    return ElementCount(count, any(value.scalable))


@method("getKnownMinValue")
def get_known_min_value(value: object) -> int:
    """``ElementCount::getKnownMinValue``."""
    if not isinstance(value, ElementCount):
        raise unavailable("getKnownMinValue()", value)
    return value.min


@function("LLVM::isLoadableType")
def llvm_is_loadable_type(value: object) -> bool:
    """``LLVM::isLoadableType``: compatible, sized, not void/function/opaque."""
    if not llvm_is_compatible_outer_type(value):
        return False
    mnemonic = _mnemonic(value, "llvm")
    if mnemonic in ("void", "func"):
        return False
    if mnemonic == "struct" and isinstance(value, T.OpaqueType):
        return not value.data.rstrip().endswith("opaque>")
    if mnemonic == "target":  # supportsMemOps: only ``spirv.*`` types (CanBeGlobal)
        return str(value).startswith('!llvm.target<"spirv.')
    return True


_SMT_VALUE_TYPES = {"bool", "bv", "array", "int", "func", "sort"}


@function("smt::isAnySMTValueType")
def smt_is_any_smt_value_type(value: object) -> bool:
    """``smt::isAnySMTValueType``."""
    return _mnemonic(value, "smt") in _SMT_VALUE_TYPES


@function("smt::isAnyNonFuncSMTValueType")
def smt_is_any_non_func_smt_value_type(value: object) -> bool:
    """``smt::isAnyNonFuncSMTValueType``."""
    return _mnemonic(value, "smt") in _SMT_VALUE_TYPES - {"func"}


@function("tosa::isa_tosa_shape_type")
def tosa_isa_tosa_shape_type(value: object) -> bool:
    """``tosa::isa_tosa_shape_type``."""
    return _mnemonic(value, "tosa") == "shape"


@function("emitc::isSupportedIntegerType")
def emitc_is_supported_integer_type(value: object) -> bool:
    """``emitc::isSupportedIntegerType``: i1, i8, i16, i32, i64 of any signedness."""
    return isinstance(value, T.IntegerType) and value.width in (1, 8, 16, 32, 64)


@function("emitc::isSupportedFloatType")
def emitc_is_supported_float_type(value: object) -> bool:
    """``emitc::isSupportedFloatType``: f16, bf16, f32, f64."""
    return _float_named(value, "f16", "bf16", "f32", "f64")


@function("emitc::isPointerWideType")
def emitc_is_pointer_wide_type(value: object) -> bool:
    """``emitc::isPointerWideType``: size_t, ssize_t, ptrdiff_t."""
    return _mnemonic(value, "emitc") in ("size_t", "ssize_t", "ptrdiff_t")


@function("emitc::isIntegerIndexOrOpaqueType")
def emitc_is_integer_index_or_opaque_type(value: object) -> bool:
    """``emitc::isIntegerIndexOrOpaqueType``."""
    if isinstance(value, T.IndexType) or _mnemonic(value, "emitc") == "opaque":
        return True
    return emitc_is_supported_integer_type(value) or emitc_is_pointer_wide_type(value)


@function("emitc::isSupportedEmitCType")
def emitc_is_supported_emitc_type(value: object) -> bool:
    """``emitc::isSupportedEmitCType``."""
    mnemonic = _mnemonic(value, "emitc")
    if mnemonic in ("opaque", "size_t", "ssize_t", "ptrdiff_t"):
        return True
    if mnemonic == "ptr":
        return emitc_is_supported_emitc_type(call_method(value, "getPointee"))
    if mnemonic == "array":
        elt = call_method(value, "getElementType")
        return _mnemonic(elt, "emitc") != "array" and emitc_is_supported_emitc_type(elt)
    if isinstance(value, T.IndexType):
        return True
    if isinstance(value, T.IntegerType):
        return emitc_is_supported_integer_type(value)
    if isinstance(value, T.FloatType):
        return emitc_is_supported_float_type(value)
    if isinstance(value, (T.RankedTensorType, T.UnrankedTensorType)):
        if (
            not value.has_static_shape
            or _mnemonic(value.element_type, "emitc") == "array"
        ):
            return False
        return emitc_is_supported_emitc_type(value.element_type)
    if isinstance(value, T.TupleType):
        return all(
            _mnemonic(t, "emitc") != "array" and emitc_is_supported_emitc_type(t)
            for t in value.types
        )
    return False


@function("bufferization::detail::typesMatchAfterBufferization")
def bufferization_types_match_after_bufferization(
    op: object, tensor: object, buffer: object
) -> bool:
    """A builtin tensor matches a buffer of the same shape and element type;
    a mismatch is reported as MLIR's ``verifyCompatibleBufferType`` reports it
    (an error without the op prefix).  Other tensor-like types are not
    checked."""
    tensor_type = getattr(tensor, "type", tensor)
    buffer_type = getattr(buffer, "type", buffer)
    tensors = (T.RankedTensorType, T.UnrankedTensorType)
    if not isinstance(tensor_type, tensors) or not isinstance(
        buffer_type, T.ShapedType
    ):
        return True
    lhs = getattr(tensor_type, "shape", None)
    rhs = getattr(buffer_type, "shape", None)
    if lhs is not None and rhs is not None and tuple(lhs) != tuple(rhs):
        raise PlainVerifyError("shapes do not match")
    if tensor_type.element_type != buffer_type.element_type:
        raise PlainVerifyError("element types do not match")
    return True


@function("sparse_tensor::getSparseTensorEncoding")
def sparse_tensor_get_sparse_tensor_encoding(value: object) -> object:
    """The ``#sparse_tensor.encoding`` of a ranked tensor, else None."""
    if isinstance(value, T.RankedTensorType):
        encoding = value.encoding
        if _mnemonic(encoding, "sparse_tensor") == "encoding":
            return encoding
    return None


_SIZED_RANGES = (list, tuple, Region)
"""Ranges whose length is the number of items they iterate over."""


def _count(items: object) -> int:
    """Number of items of a range (a region counts its blocks)."""
    if type(items) in _SIZED_RANGES:
        return len(items)  # type: ignore[arg-type]
    if not isinstance(items, Iterable):
        raise unavailable("a range", items)
    return sum(1 for _ in items)


@function("hasNItems")
def has_n_items(items: object, count: int) -> bool:
    """``llvm::hasNItems(range, n)``."""
    return _count(items) == count


@function("hasNItemsOrMore")
def has_n_items_or_more(items: object, count: int) -> bool:
    """``llvm::hasNItemsOrMore(range, n)``."""
    return _count(items) >= count


@function("hasNItemsOrLess")
def has_n_items_or_less(items: object, count: int) -> bool:
    """``llvm::hasNItemsOrLess(range, n)``."""
    return _count(items) <= count


@function("is_sorted")
def is_sorted(items: object) -> bool:
    """``llvm::is_sorted(range)`` (non-decreasing)."""
    seq = list(items) if isinstance(items, Iterable) else []
    return all(a <= b for a, b in zip(seq, seq[1:]))


@function("begin")
def range_begin(items: object) -> tuple[tuple[object, ...], int]:
    """``std::begin(range)``: an iterator as (the items, a position)."""
    seq = tuple(items) if isinstance(items, Iterable) else ()
    return seq, 0


@function("end")
def range_end(items: object) -> tuple[tuple[object, ...], int]:
    """``std::end(range)``: the past-the-end iterator."""
    seq = tuple(items) if isinstance(items, Iterable) else ()
    return seq, len(seq)


@function("adjacent_find")
def adjacent_find(
    first: tuple[tuple[object, ...], int], last: tuple[tuple[object, ...], int]
) -> tuple[tuple[object, ...], int]:
    """``std::adjacent_find(first, last)``: the first of two equal neighbours
    (``last`` when there are none)."""
    seq, start = first
    for index in range(start, last[1] - 1):
        if seq[index] == seq[index + 1]:
            return seq, index
    return last


@function("equal")
def ranges_equal(lhs: object, rhs: object) -> bool:
    """``llvm::equal(a, b)``: same length and equal elements."""
    if not isinstance(lhs, Iterable) or not isinstance(rhs, Iterable):
        raise unavailable("llvm::equal", (lhs, rhs))
    return list(lhs) == list(rhs)


all_of = all
"""``llvm::all_of`` over a generator (the builtin, under a name no generated
value builder shadows)."""
any_of = any
"""``llvm::any_of`` (and, negated, ``none_of``) over a generator."""


@function("all_equal")
def all_equal(items: object) -> bool:
    """``llvm::all_equal(range)``."""
    seq = list(items) if isinstance(items, Iterable) else []
    return all(item == seq[0] for item in seq)


@function("getI1SameShape")
def get_i1_same_shape(value: object) -> object:
    """``getI1SameShape``: ``i1`` with the shape of a shaped type."""
    i1 = T.IntegerType.get(1)
    if isinstance(value, T.ShapedType):
        if isinstance(value, T.UnrankedTensorType):
            return T.UnrankedTensorType.get(i1)
        return call_clone_with(value, i1)
    return i1


def call_clone_with(value: object, element_type: T.Type) -> object:
    """``cloneWith(std::nullopt, element_type)``."""
    from tblgen_py.runtime.predicates.types import clone_with

    return clone_with(value, None, element_type)


@function("getUnaryOpResultType")
def get_unary_op_result_type(value: object) -> object:
    """SPIR-V's ``getUnaryOpResultType``: ``i1`` or a 1-D vector of ``i1``."""
    i1 = T.IntegerType.get(1)
    if isinstance(value, T.VectorType):
        return T.VectorType.get((value.num_elements,), i1)
    return i1


@function("IntegerType::get")
def integer_type_get(context: object, width: int) -> T.IntegerType:
    """``IntegerType::get(ctx, width)``: a signless integer type."""
    return T.IntegerType.get(width)


@function("VectorType::get")
def vector_type_get(
    shape: Iterable[int],
    element_type: T.Type,
    scalable: Iterable[object] | None = None,
) -> T.VectorType:
    """``VectorType::get(shape, elementType[, scalableDims])``."""
    flags = None if scalable is None else tuple(bool(s) for s in scalable)
    return T.VectorType.get(tuple(shape), element_type, flags)


@function("BFloat16Type::get")
def bfloat16_type_get(context: object) -> T.FloatType:
    """``BFloat16Type::get(ctx)``."""
    return T.FloatType.get("bf16")


@function("Float16Type::get")
def float16_type_get(context: object) -> T.FloatType:
    """``Float16Type::get(ctx)``."""
    return T.FloatType.get("f16")


@function("Float32Type::get")
def float32_type_get(context: object) -> T.FloatType:
    """``Float32Type::get(ctx)``."""
    return T.FloatType.get("f32")


def _has_symbol_table(op: object) -> bool:
    """Whether an operation carries the ``SymbolTable`` trait."""
    from tblgen_py.runtime.ir.operation import Operation, SymbolTableTrait

    if not isinstance(op, Operation):
        raise unavailable("an operation trait query", op)
    if not type(op).registered:
        return False  # as MLIR: an unregistered op has no traits
    return type(op).has_trait(SymbolTableTrait)


def _implements(op: object, interface: str) -> bool:
    """Whether an op class lists ``interface`` in its ``CPP_INTERFACES`` or,
    as generated op classes do, among its ``ODS_TRAITS``."""
    cls = type(op)
    if not getattr(cls, "registered", True):
        return False  # as MLIR: an unregistered op implements no interface
    interfaces = getattr(cls, "CPP_INTERFACES", None) or getattr(
        cls, "ODS_TRAITS", None
    )
    if interfaces is None:
        raise unavailable(f"isa<{interface}>", op)
    return interface in interfaces


def _nested_in(op: object, is_target: Callable[[object], bool]) -> bool:
    """Walk up from ``op`` to a matching op, stopping at symbol tables."""
    while op is not None:
        if _has_symbol_table(op):
            return False
        if is_target(op):
            return True
        op = getattr(op, "parent_op")
    return False


@function("isNestedInFunctionOpInterface", "spirv::isNestedInFunctionOpInterface")
def spirv_is_nested_in_function_op_interface(op: object) -> bool:
    """SPIR-V: ``op`` is, or is nested in, a function without a module between."""
    return _nested_in(op, lambda o: _implements(o, "FunctionOpInterface"))


@function("isNestedInGraphARMOpInterface", "spirv::isNestedInGraphARMOpInterface")
def spirv_is_nested_in_graph_arm_op_interface(op: object) -> bool:
    """SPIR-V: ``op`` is, or is nested in, a ``spirv.ARM.Graph``."""
    return _nested_in(op, lambda o: getattr(o, "name", None) == "spirv.ARM.Graph")


@function("isDirectInModuleLikeOp", "spirv::isDirectInModuleLikeOp")
def spirv_is_direct_in_module_like_op(op: object) -> bool:
    """SPIR-V: ``op`` is a symbol-table (module-like) op."""
    return op is not None and _has_symbol_table(op)
