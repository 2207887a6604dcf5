"""``llvm.emit_c_interface``: the ``_mlir_ciface_`` wrappers of FuncToLLVM.

A defined function gets a wrapper taking each memref as a pointer to its
descriptor (results that lower to a struct are stored through an extra first
pointer argument) that loads and unpacks the descriptors and calls the
function (``wrapForExternalCallers``).  A declared function gets a private
body that packs its expanded memref arguments into descriptors on the stack
and calls the declared wrapper (``wrapExternalFunction``).
"""

from __future__ import annotations

from collections.abc import Sequence

from tblgen_py.conversions.llvm_pattern import inherent
from tblgen_py.conversions.llvm_symbols import call
from tblgen_py.conversions.llvm_type_converter import LLVMTypeConverter
from tblgen_py.conversions.llvm_types import (
    enum_attr,
    extract_value,
    func_type,
    i64_attr,
    is_llvm_type,
    load_from,
    ptr_type,
    store_to,
    void_type,
)
from tblgen_py.runtime.conversion import ConversionPatternRewriter
from tblgen_py.runtime.ir.attributes import IntegerAttr, StringAttr, TypeAttr
from tblgen_py.runtime.ir.operation import Operation
from tblgen_py.runtime.ir.types import FunctionType, IndexType, MemRefType
from tblgen_py.runtime.ir.value import Value

EMIT_C_INTERFACE = "llvm.emit_c_interface"
"""The unit attribute asking for a C wrapper."""
CIFACE_PREFIX = "_mlir_ciface_"


def c_wrapper_type(
    converter: LLVMTypeConverter, ty: FunctionType
) -> tuple[object, list[object], object | None] | None:
    """``convertFunctionTypeCWrapper``: the wrapper's type, its parameters,
    and the struct its results are returned through (via the first
    argument), if any."""
    result = converter.pack_function_results(list(ty.results))
    if result is None:
        return None
    inputs: list[object] = []
    struct = result if is_llvm_type(result, "struct") else None
    if struct is not None:
        inputs.append(ptr_type())
        result = void_type()
    for arg in ty.inputs:
        converted = converter.convert_type(arg)
        if converted is None:
            return None
        inputs.append(ptr_type() if isinstance(arg, MemRefType) else converted)
    return func_type(result, inputs), inputs, struct


def _create_function(
    rewriter: ConversionPatternRewriter,
    func: Operation,
    name: str,
    ty: object,
    attributes: dict[str, object],
) -> Operation:
    """An external ``llvm.func`` with ``func``'s visibility."""
    props: dict[str, object] = {
        "CConv": enum_attr("cconv", "ccc"),
        "function_type": TypeAttr.get(ty),  # type: ignore[arg-type]
        "linkage": enum_attr("linkage", "external"),
        "sym_name": StringAttr.get(name),
        "visibility_": i64_attr(0),
    }
    visibility = inherent(func).get("sym_visibility")
    if visibility is not None:
        props["sym_visibility"] = visibility
    return rewriter.create(
        "llvm.func", [], [], props, dict(attributes), regions=1, location=func.location
    )


def _name(func: Operation) -> str:
    """A function's symbol name."""
    name = func.properties["sym_name"]  # type: ignore[index]
    assert isinstance(name, StringAttr)
    return name.value


def _stack_slot(
    rewriter: ConversionPatternRewriter,
    converter: LLVMTypeConverter,
    ty: object,
    loc: object,
) -> Value:
    """``alloca 1 x ty`` (the count an index constant)."""
    one = rewriter.create(
        "llvm.mlir.constant",
        [],
        [converter.index_type],
        {"value": IntegerAttr.get(IndexType.get(), 1)},
        location=loc,
    ).results[0]
    return rewriter.create(
        "llvm.alloca",
        [one],
        [ptr_type()],
        {"elem_type": TypeAttr.get(ty)},  # type: ignore[arg-type]
        location=loc,
    ).results[0]


def _unpack(
    rewriter: ConversionPatternRewriter,
    converter: LLVMTypeConverter,
    desc: Value,
    ty: MemRefType,
    loc: object,
) -> list[Value]:
    """``MemRefDescriptor::unpack``: pointers, offset, sizes, strides."""
    index = converter.index_type
    rank = len(ty.shape)
    pointer = converter.element_ptr_type(ty)
    paths = [([0], pointer), ([1], pointer), ([2], index)]
    paths += [([3, dim], index) for dim in range(rank)]
    paths += [([4, dim], index) for dim in range(rank)]
    return [extract_value(rewriter, desc, path, field, loc) for path, field in paths]


def wrap_for_external_callers(
    rewriter: ConversionPatternRewriter,
    converter: LLVMTypeConverter,
    func: Operation,
    new_func: Operation,
    ty: FunctionType,
    attributes: dict[str, object],
) -> bool:
    """The ``_mlir_ciface_`` wrapper of a defined function."""
    wrapper = c_wrapper_type(converter, ty)
    if wrapper is None:
        return False
    wrapper_type, params, struct = wrapper
    name = CIFACE_PREFIX + _name(func)
    wrapper_op = _create_function(rewriter, func, name, wrapper_type, attributes)
    loc = func.location
    saved = rewriter.insertion_point
    block = rewriter.create_block(wrapper_op.regions[0], params, [loc] * len(params))
    arguments = list(block.arguments)[1 if struct is not None else 0 :]
    values: list[Value] = []
    for arg_type, argument in zip(ty.inputs, arguments):
        if isinstance(arg_type, MemRefType):
            loaded = load_from(
                rewriter, argument, converter.convert_type(arg_type), loc
            )
            values += _unpack(rewriter, converter, loaded, arg_type, loc)
        else:
            values.append(argument)
    result = converter.pack_function_results(list(ty.results))
    results = [] if not ty.results else [result]
    called = call(rewriter, _name(new_func), values, results, loc)
    if struct is not None:
        store_to(rewriter, called.results[0], block.arguments[0], loc)
        rewriter.create("llvm.return", [], [], location=loc)
    else:
        rewriter.create("llvm.return", list(called.results), [], location=loc)
    rewriter.insertion_point = saved
    return True


def wrap_external_function(
    rewriter: ConversionPatternRewriter,
    converter: LLVMTypeConverter,
    func: Operation,
    new_func: Operation,
    ty: FunctionType,
    attributes: dict[str, object],
    params: Sequence[object],
) -> bool:
    """The declared ``_mlir_ciface_`` wrapper and a private body (of
    ``params``, the declaration's parameters) calling it."""
    wrapper = c_wrapper_type(converter, ty)
    if wrapper is None:
        return False
    wrapper_type, _, struct = wrapper
    name = CIFACE_PREFIX + _name(func)
    _create_function(rewriter, func, name, wrapper_type, attributes)
    new_func.properties["linkage"] = enum_attr("linkage", "private")  # type: ignore[index]
    loc = func.location
    params = list(params)
    saved = rewriter.insertion_point
    block = rewriter.create_block(new_func.regions[0], params, [loc] * len(params))
    pending = list(block.arguments)
    values: list[Value] = []
    if struct is not None:
        values.append(_stack_slot(rewriter, converter, struct, loc))
    for arg_type in ty.inputs:
        if not isinstance(arg_type, MemRefType):
            values.append(pending.pop(0))
            continue
        count = 3 + 2 * len(arg_type.shape)
        fields, pending = pending[:count], pending[count:]
        struct_type = converter.convert_type(arg_type)
        packed = converter.pack_memref(rewriter, struct_type, fields, loc, arg_type)
        assert packed is not None
        slot = _stack_slot(rewriter, converter, struct_type, loc)
        store_to(rewriter, packed, slot, loc)
        values.append(slot)
    called = call(rewriter, name, values, [], loc)
    if struct is not None:
        result = load_from(rewriter, values[0], struct, loc)
        rewriter.create("llvm.return", [result], [], location=loc)
    else:
        rewriter.create("llvm.return", list(called.results), [], location=loc)
    rewriter.insertion_point = saved
    return True
