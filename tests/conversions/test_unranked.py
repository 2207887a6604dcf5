"""Unranked memrefs in the LLVM lowerings: the ``{rank, pointer}``
descriptor, ``memref.rank``, and the copies of returned descriptors.

The expected texts are what mlir-opt-22 prints for the same input and flags.
"""

from __future__ import annotations

from tblgen_py.conversions.llvm_type_converter import LLVMTypeConverter
from tblgen_py.conversions.llvm_types import ptr_type, struct_type
from tblgen_py.runtime.ir import Context
from tblgen_py.runtime.ir.types import UnrankedMemRefType, f32, i
from tblgen_py.runtime.text.parser import parse_source
from tblgen_py.runtime.text.printer import PrintOptions, print_module
from tblgen_py.conversions.passes import run_pipeline


def run(text: str, *passes: str) -> str:
    """Our passes on generic ``text``; the generic result."""
    context = Context(allow_unregistered_dialects=True)
    module = parse_source(text, context)
    run_pipeline(module, context, passes)
    return print_module(module, PrintOptions(generic=True), context) + "\n"


RANK = """\
"builtin.module"() ({
  "func.func"() <{function_type = (memref<*xf32>) -> index, sym_name = "rank"}> ({
  ^bb0(%arg0: memref<*xf32>):
    %0 = "memref.rank"(%arg0) : (memref<*xf32>) -> index
    "func.return"(%0) : (index) -> ()
  }) : () -> ()
}) : () -> ()

"""

RANK_EXPECTED = """\
"builtin.module"() ({
  "func.func"() <{function_type = (memref<*xf32>) -> index, sym_name = "rank"}> ({
  ^bb0(%arg0: memref<*xf32>):
    %0 = "builtin.unrealized_conversion_cast"(%arg0) : (memref<*xf32>) -> !llvm.struct<(i32, ptr)>
    %1 = "llvm.extractvalue"(%0) <{position = array<i64: 0>}> : (!llvm.struct<(i32, ptr)>) -> i32
    %2 = "builtin.unrealized_conversion_cast"(%1) : (i32) -> index
    "func.return"(%2) : (index) -> ()
  }) : () -> ()
}) : () -> ()

"""

RETURNED = """\
"builtin.module"() ({
  "func.func"() <{function_type = () -> memref<*xi8>, sym_name = "ext", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{function_type = () -> memref<*xi8>, sym_name = "caller"}> ({
    %0 = "func.call"() <{callee = @ext}> : () -> memref<*xi8>
    "func.return"(%0) : (memref<*xi8>) -> ()
  }) : () -> ()
}) : () -> ()

"""

RETURNED_EXPECTED = """\
"builtin.module"() ({
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<ptr (i32)>, linkage = #llvm.linkage<external>, sym_name = "malloc", visibility_ = 0 : i64}> ({
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (ptr)>, linkage = #llvm.linkage<external>, sym_name = "free", visibility_ = 0 : i64}> ({
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<struct<(i32, ptr)> ()>, linkage = #llvm.linkage<external>, sym_name = "ext", sym_visibility = "private", visibility_ = 0 : i64}> ({
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<struct<(i32, ptr)> ()>, linkage = #llvm.linkage<external>, sym_name = "caller", visibility_ = 0 : i64}> ({
    %0 = "llvm.call"() <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @ext, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 0, 0>}> : () -> !llvm.struct<(i32, ptr)>
    %1 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i32
    %2 = "llvm.mlir.constant"() <{value = 2 : index}> : () -> i32
    %3 = "llvm.mlir.constant"() <{value = 4 : index}> : () -> i32
    %4 = "llvm.mlir.constant"() <{value = 8 : index}> : () -> i32
    %5 = "llvm.mul"(%2, %4) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %6 = "llvm.extractvalue"(%0) <{position = array<i64: 0>}> : (!llvm.struct<(i32, ptr)>) -> i32
    %7 = "llvm.mul"(%2, %6) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %8 = "llvm.add"(%7, %1) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %9 = "llvm.mul"(%8, %3) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %10 = "llvm.add"(%5, %9) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %11 = "llvm.alloca"(%10) <{elem_type = i8}> : (i32) -> !llvm.ptr
    %12 = "llvm.extractvalue"(%0) <{position = array<i64: 1>}> : (!llvm.struct<(i32, ptr)>) -> !llvm.ptr
    "llvm.intr.memcpy"(%11, %12, %10) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i32) -> ()
    "llvm.call"(%12) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @free, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>}> : (!llvm.ptr) -> ()
    %13 = "llvm.mlir.poison"() : () -> !llvm.struct<(i32, ptr)>
    %14 = "llvm.extractvalue"(%0) <{position = array<i64: 0>}> : (!llvm.struct<(i32, ptr)>) -> i32
    %15 = "llvm.insertvalue"(%13, %14) <{position = array<i64: 0>}> : (!llvm.struct<(i32, ptr)>, i32) -> !llvm.struct<(i32, ptr)>
    %16 = "llvm.insertvalue"(%15, %11) <{position = array<i64: 1>}> : (!llvm.struct<(i32, ptr)>, !llvm.ptr) -> !llvm.struct<(i32, ptr)>
    %17 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i32
    %18 = "llvm.mlir.constant"() <{value = 2 : index}> : () -> i32
    %19 = "llvm.mlir.constant"() <{value = 4 : index}> : () -> i32
    %20 = "llvm.mlir.constant"() <{value = 8 : index}> : () -> i32
    %21 = "llvm.mul"(%18, %20) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %22 = "llvm.extractvalue"(%16) <{position = array<i64: 0>}> : (!llvm.struct<(i32, ptr)>) -> i32
    %23 = "llvm.mul"(%18, %22) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %24 = "llvm.add"(%23, %17) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %25 = "llvm.mul"(%24, %19) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %26 = "llvm.add"(%21, %25) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %27 = "llvm.call"(%26) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @malloc, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>}> : (i32) -> !llvm.ptr
    %28 = "llvm.extractvalue"(%16) <{position = array<i64: 1>}> : (!llvm.struct<(i32, ptr)>) -> !llvm.ptr
    "llvm.intr.memcpy"(%27, %28, %26) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i32) -> ()
    %29 = "llvm.mlir.poison"() : () -> !llvm.struct<(i32, ptr)>
    %30 = "llvm.extractvalue"(%16) <{position = array<i64: 0>}> : (!llvm.struct<(i32, ptr)>) -> i32
    %31 = "llvm.insertvalue"(%29, %30) <{position = array<i64: 0>}> : (!llvm.struct<(i32, ptr)>, i32) -> !llvm.struct<(i32, ptr)>
    %32 = "llvm.insertvalue"(%31, %27) <{position = array<i64: 1>}> : (!llvm.struct<(i32, ptr)>, !llvm.ptr) -> !llvm.struct<(i32, ptr)>
    "llvm.return"(%32) : (!llvm.struct<(i32, ptr)>) -> ()
  }) : () -> ()
}) : () -> ()

"""


def test_unranked_descriptor_follows_index_bitwidth() -> None:
    """``memref<*xf32>`` is ``{index, ptr}`` with the index bitwidth; as
    function arguments, its two fields."""
    memref = UnrankedMemRefType.get(f32())
    for width in (64, 32):
        converter = LLVMTypeConverter(index_bitwidth=width)
        assert converter.convert_type(memref) == struct_type([i(width), ptr_type()])
        fields = converter.convert_calling_convention_type(memref, bare=False)
        assert fields == [i(width), ptr_type()]
        assert converter.convert_calling_convention_type(memref, bare=True) is None


def test_rank_of_unranked_memref() -> None:
    """``memref.rank`` reads the descriptor's first field."""
    assert run(RANK, "finalize-memref-to-llvm=index-bitwidth=32") == RANK_EXPECTED


def test_returned_unranked_memref_is_copied_to_the_stack() -> None:
    """A call's unranked result is copied to the caller's stack and the
    callee's heap copy freed; the return copies it to the heap."""
    got = run(RETURNED, "convert-func-to-llvm=index-bitwidth=32")
    assert got == RETURNED_EXPECTED
