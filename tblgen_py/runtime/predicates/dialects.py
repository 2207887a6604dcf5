"""Accessors of dialect types the runtime keeps opaque, read from their syntax.

``!llvm.ptr<3>`` has address space 3, ``!quant.uniform<i8:f32, 0.5>`` an 8-bit
storage type and ``!transform.op<"scf.for">`` the operation name ``scf.for``.
A generated dialect class that models the parameter answers through
``call_method`` instead.
"""

from __future__ import annotations

import re

from tblgen_py.runtime.ir import types as T
from tblgen_py.runtime.text.attr_parser import AttrTypeParser, MLIRParseError
from tblgen_py.runtime.predicates.base import (
    OPAQUE_ACCESSORS,
    PredicateUnavailable,
    method,
    unavailable,
)
from tblgen_py.runtime.predicates.types import call_method

_LLVM_PTR = re.compile(r"ptr(?:<\s*(\d+)\s*>)?$")
_QUANT_STORAGE = re.compile(r"(?:any|uniform|calibrated)<\s*[iu](\d+)\b")
_TRANSFORM_OP = re.compile(r'op<\s*"((?:[^"\\]|\\.)*)"\s*>$')


def _opaque_data(value: object, dialect: str) -> str | None:
    """The body of an opaque type of ``dialect`` (``ptr<3>``), else None."""
    if isinstance(value, T.OpaqueType) and value.dialect == dialect:
        return value.data.strip()
    return None


@method("getAddressSpace")
def get_address_space(value: object) -> object:
    """``LLVMPointerType::getAddressSpace()`` (0 when not written)."""
    data = _opaque_data(value, "llvm")
    if data is not None:
        match = _LLVM_PTR.match(data)
        if match is None:
            raise unavailable("getAddressSpace()", value)
        return int(match.group(1) or 0)
    return call_method(value, "getAddressSpace")


@method("getStorageTypeIntegralWidth")
def get_storage_type_integral_width(value: object) -> object:
    """``QuantizedType::getStorageTypeIntegralWidth()``: bits of ``iN``/``uN``."""
    data = _opaque_data(value, "quant")
    if data is not None:
        match = _QUANT_STORAGE.match(data)
        if match is None:
            raise unavailable("getStorageTypeIntegralWidth()", value)
        return int(match.group(1))
    return call_method(value, "getStorageTypeIntegralWidth")


@method("isSlice")
def is_slice(value: object) -> object:
    """``sparse_tensor::SparseTensorEncodingAttr::isSlice()``."""
    return call_method(value, "isSlice")


@method("getOperationName")
def get_operation_name(value: object) -> object:
    """``transform::OperationType::getOperationName()``."""
    data = _opaque_data(value, "transform")
    if data is not None:
        match = _TRANSFORM_OP.match(data)
        if match is None:
            raise unavailable("getOperationName()", value)
        return match.group(1)
    return call_method(value, "getOperationName")


def _parse_types(text: str, value: object) -> list[T.Type]:
    """Comma-separated types at the start of ``text`` (the rest is ignored)."""
    parser = AttrTypeParser(text, "<predicate>")
    try:
        types = [parser.parse_type()]
        while parser.consume_if(","):
            if parser.tok.text[:1].isalpha() and parser.tok.text[0].isupper():
                break
            types.append(parser.parse_type())
    except MLIRParseError:
        raise unavailable("the parameters", value) from None
    return types


@method("getPointeeType", "getPointee")
def get_pointee_type(value: object) -> object:
    """Pointee of ``!spirv.ptr<T, Class>`` or ``!emitc.ptr<T>``."""
    for dialect in ("spirv", "emitc"):
        data = _opaque_data(value, dialect)
        if data is not None and data.startswith("ptr<"):
            return _parse_types(data[4:], value)[0]
    try:
        return call_method(value, "getPointeeType")
    except PredicateUnavailable:  # emitc's pointer type names it ``pointee``
        return call_method(value, "getPointee")


@method("getValueType")
def get_value_type(value: object) -> object:
    """The wrapped type of ``!emitc.lvalue<T>``."""
    data = _opaque_data(value, "emitc")
    if data is not None and data.startswith("lvalue<"):
        return _parse_types(data[7:], value)[0]
    return call_method(value, "getValueType")


@method("getBody")
def get_body(value: object) -> object:
    """Element types of a literal ``!llvm.struct<(...)>`` or ``packed (...)``."""
    data = _opaque_data(value, "llvm")
    if data is not None:
        match = re.match(r"struct<\s*(?:packed\s*)?\(", data)
        if match is None:
            raise unavailable("getBody() of a named struct", value)
        if data[match.end() :].lstrip().startswith(")"):
            return ()
        return tuple(_parse_types(data[match.end() :], value))
    return call_method(value, "getBody")


def _tosa_shape_rank(data: str) -> int:
    """The rank of ``!tosa.shape<N>``."""
    match = re.fullmatch(r"shape<\s*(\d+)\s*>", data)
    if match is None:
        raise PredicateUnavailable(f"getRank() of !tosa.{data}")
    return int(match.group(1))


OPAQUE_ACCESSORS[("tosa", "getRank")] = _tosa_shape_rank


def _gpu_mma_element_type(data: str) -> object:
    """The element type of ``!gpu.mma_matrix<16x16xf16, "AOp">``."""
    match = re.fullmatch(r"mma_matrix<\s*(?:\d+x)+(.*),\s*\"\w*\"\s*>", data)
    if match is None:
        raise PredicateUnavailable(f"getElementType() of !gpu.{data}")
    return _parse_types(match.group(1), data)[0]


OPAQUE_ACCESSORS[("gpu", "getElementType")] = _gpu_mma_element_type


@method("getImageType")
def get_image_type(value: object) -> object:
    """``spirv::SampledImageType::getImageType()``."""
    return call_method(value, "getImageType")


@method("getDim")
def get_dim(value: object) -> object:
    """``spirv::ImageType::getDim()``."""
    return call_method(value, "getDim")


@method("getSamplingInfo")
def get_sampling_info(value: object) -> object:
    """``spirv::ImageType::getSamplingInfo()``."""
    return call_method(value, "getSamplingInfo")


@method("getSamplerUseInfo")
def get_sampler_use_info(value: object) -> object:
    """``spirv::ImageType::getSamplerUseInfo()``."""
    return call_method(value, "getSamplerUseInfo")
