"""Argument and result attributes through ``--convert-func-to-llvm``.

The expected text is what mlir-opt-22 prints for the same input and flags.
"""

from __future__ import annotations

from tblgen_py.runtime.ir import Context
from tblgen_py.runtime.text.parser import parse_source
from tblgen_py.runtime.text.printer import PrintOptions, print_module
from tblgen_py.conversions.passes import run_pipeline

DECLS = """\
"builtin.module"() ({
  "func.func"() <{arg_attrs = [{llvm.noalias}, {llvm.signext}, {llvm.sret = index}], function_type = (memref<2xf32>, i32, !llvm.ptr) -> i32, res_attrs = [{llvm.zeroext}], sym_name = "f", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{arg_attrs = [{llvm.signext}], function_type = (i32) -> (i32, i1), res_attrs = [{llvm.zeroext}, {}], sym_name = "g", sym_visibility = "private"}> ({
  }) : () -> ()
}) : () -> ()

"""

DECLS_EXPECTED = """\
"builtin.module"() ({
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, arg_attrs = [{}, {}, {}, {}, {}, {llvm.signext}, {llvm.sret = i32}], function_type = !llvm.func<i32 (ptr, ptr, i32, i32, i32, i32, ptr)>, linkage = #llvm.linkage<external>, res_attrs = [{llvm.zeroext}], sym_name = "f", sym_visibility = "private", visibility_ = 0 : i64}> ({
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, arg_attrs = [{llvm.signext}], function_type = !llvm.func<struct<(i32, i1)> (i32)>, linkage = #llvm.linkage<external>, sym_name = "g", sym_visibility = "private", visibility_ = 0 : i64}> ({
  }) : () -> ()
}) : () -> ()

"""


def test_arg_and_result_attributes() -> None:
    """Kept on one-to-one arguments (``llvm.sret``'s type converted), empty
    on a memref's expanded fields, results' dropped when packed."""
    context = Context(allow_unregistered_dialects=True)
    module = parse_source(DECLS, context)
    run_pipeline(module, context, ["convert-func-to-llvm=index-bitwidth=32"])
    got = print_module(module, PrintOptions(generic=True), context) + "\n"
    assert got == DECLS_EXPECTED
