"""The ported lowerings on small generic-form inputs (no LLVM tools needed).

The expected texts are what mlir-opt-22 prints for the same input and flags
(the differential corpus in tests/conformance checks many more).
"""

from __future__ import annotations

import sys
from collections.abc import Iterator
from pathlib import Path
from textwrap import dedent

import pytest

from tblgen_py.conversions.passes import PassOptionError, parse_pass, run_pipeline
from tblgen_py.runtime.conversion import ConversionFailure
from tblgen_py.runtime.ir import Context
from tblgen_py.runtime.text.parser import parse_source
from tblgen_py.runtime.text.printer import PrintOptions, print_module
from tblgen_py.tools import mlir_opt

FUNC_INDEX = """\
"builtin.module"() ({
  "func.func"() <{function_type = (i32, index) -> index, sym_name = "f"}> ({
  ^bb0(%arg0: i32, %arg1: index):
    %0 = "arith.addi"(%arg0, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %1 = "arith.index_cast"(%0) : (i32) -> index
    %2 = "arith.addi"(%1, %arg1) <{overflowFlags = #arith.overflow<nsw>}> : (index, index) -> index
    "func.return"(%2) : (index) -> ()
  }) : () -> ()
}) : () -> ()
"""


def run(text: str, *passes: str) -> str:
    """Our passes on generic ``text``; the generic result."""
    context = Context(allow_unregistered_dialects=True)
    module = parse_source(dedent(text), context)
    run_pipeline(module, context, passes)
    return print_module(module, PrintOptions(generic=True), context)


def body(text: str) -> list[str]:
    """The stripped lines of the function body."""
    return [line.strip() for line in text.splitlines()[3:-2]]


class TestArithToLLVM:
    def test_index_arithmetic_gets_casts(self) -> None:
        assert body(run(FUNC_INDEX, "convert-arith-to-llvm")) == [
            '%0 = "builtin.unrealized_conversion_cast"(%arg1) : (index) -> i64',
            '%1 = "llvm.add"(%arg0, %arg0) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32',
            '%2 = "llvm.sext"(%1) : (i32) -> i64',
            '%3 = "llvm.add"(%2, %0) <{overflowFlags = 1 : i32}> : (i64, i64) -> i64',
            '%4 = "builtin.unrealized_conversion_cast"(%3) : (i64) -> index',
            '"func.return"(%4) : (index) -> ()',
        ]

    def test_index_bitwidth_option(self) -> None:
        lines = body(run(FUNC_INDEX, "convert-arith-to-llvm=index-bitwidth=32"))
        assert (
            lines[0]
            == '%0 = "builtin.unrealized_conversion_cast"(%arg1) : (index) -> i32'
        )
        assert '"llvm.sext"' not in "\n".join(lines)

    def test_tensor_ops_stay(self) -> None:
        text = """\
        "builtin.module"() ({
          %0 = "test.src"() : () -> tensor<4xi32>
          %1 = "arith.addi"(%0, %0) <{overflowFlags = #arith.overflow<none>}> : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
        }) : () -> ()
        """
        assert '"arith.addi"' in run(text, "convert-arith-to-llvm")


class TestPipelines:
    def test_func_then_reconcile_removes_every_cast(self) -> None:
        out = run(
            FUNC_INDEX,
            "convert-arith-to-llvm",
            "convert-func-to-llvm",
            "reconcile-unrealized-casts",
        )
        assert "unrealized_conversion_cast" not in out
        assert "!llvm.func<i64 (i32, i64)>" in out
        assert '"llvm.return"(%2) : (i64) -> ()' in out

    def test_convert_to_llvm_is_one_conversion(self) -> None:
        out = run(FUNC_INDEX, "convert-to-llvm", "reconcile-unrealized-casts")
        assert "arith." not in out and "func." not in out

    def test_scf_for_becomes_blocks(self) -> None:
        text = """\
        "builtin.module"() ({
        ^bb0(%lb: index, %ub: index, %st: index):
          "scf.for"(%lb, %ub, %st) ({
          ^bb1(%i: index):
            "test.use"(%i) : (index) -> ()
            "scf.yield"() : () -> ()
          }) : (index, index, index) -> ()
        }) : () -> ()
        """
        out = run(text, "convert-scf-to-cf")
        assert '"arith.cmpi"(%0, %arg1) <{predicate = 2 : i64}>' in out
        assert '"cf.cond_br"(%1)[^bb2, ^bb3]' in out
        assert "scf." not in out

    def test_options_are_checked_before_running(self) -> None:
        with pytest.raises(PassOptionError, match="no such option index-bitwidth"):
            run(FUNC_INDEX, "convert-arith-to-llvm", "convert-to-llvm=index-bitwidth=8")

    @pytest.mark.parametrize(
        ("entry", "parsed"),
        [
            ("convert-arith-to-llvm", ("convert-arith-to-llvm", {})),
            ("a=x=1,y=2", ("a", {"x": "1", "y": "2"})),
            ("a{x=1 y=2}", ("a", {"x": "1", "y": "2"})),
        ],
    )
    def test_parse_pass(self, entry: str, parsed: tuple[str, dict[str, str]]) -> None:
        assert parse_pass(entry) == parsed


PARALLEL_REDUCTION = """\
"builtin.module"() ({
  "func.func"() <{function_type = (index, i32) -> i32, sym_name = "f"}> ({
  ^bb0(%n: index, %init: i32):
    %c0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %c1 = "arith.constant"() <{value = 1 : index}> : () -> index
    %r = "scf.parallel"(%c0, %n, %c1, %init) <{operandSegmentSizes = array<i32: 1, 1, 1, 1>}> ({
    ^bb0(%i: index):
      %v = "test.value"(%i) : (index) -> i32
      "scf.reduce"(%v) ({
      ^bb0(%a: i32, %b: i32):
        %s = "test.combine"(%a, %b) : (i32, i32) -> i32
        "scf.reduce.return"(%s) : (i32) -> ()
      }) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    "func.return"(%r) : (i32) -> ()
  }) : () -> ()
}) : () -> ()
"""

PARALLEL_REDUCTION_CF = """\
"builtin.module"() ({
  "func.func"() <{function_type = (index, i32) -> i32, sym_name = "f"}> ({
  ^bb0(%arg0: index, %arg1: i32):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 1 : index}> : () -> index
    "cf.br"(%0, %arg1)[^bb1] : (index, i32) -> ()
  ^bb1(%2: index, %3: i32):  // 2 preds: ^bb0, ^bb2
    %4 = "arith.cmpi"(%2, %arg0) <{predicate = 2 : i64}> : (index, index) -> i1
    "cf.cond_br"(%4)[^bb2, ^bb3] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb2:  // pred: ^bb1
    %5 = "test.value"(%2) : (index) -> i32
    %6 = "test.combine"(%3, %5) : (i32, i32) -> i32
    %7 = "arith.addi"(%2, %1) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    "cf.br"(%7, %6)[^bb1] : (index, i32) -> ()
  ^bb3:  // pred: ^bb1
    "func.return"(%3) : (i32) -> ()
  }) : () -> ()
}) : () -> ()
"""

ASSERT = """\
"builtin.module"() ({
  "func.func"() <{function_type = (i1) -> (), sym_name = "f"}> ({
  ^bb0(%c: i1):
    "cf.assert"(%c) <{msg = "ok"}> : (i1) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
"""

ASSERT_LLVM = """\
"builtin.module"() ({
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void ()>, linkage = #llvm.linkage<external>, sym_name = "abort", visibility_ = 0 : i64}> ({
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (ptr)>, linkage = #llvm.linkage<external>, sym_name = "puts", visibility_ = 0 : i64}> ({
  }) : () -> ()
  "llvm.mlir.global"() <{addr_space = 0 : i32, constant, global_type = !llvm.array<3 x i8>, linkage = #llvm.linkage<private>, sym_name = "assert_msg", value = dense<[111, 107, 0]> : tensor<3xi8>, visibility_ = 0 : i64}> ({
  }) : () -> ()
  "func.func"() <{function_type = (i1) -> (), sym_name = "f"}> ({
  ^bb0(%arg0: i1):
    "llvm.cond_br"(%arg0)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb1:  // pred: ^bb0
    "func.return"() : () -> ()
  ^bb2:  // pred: ^bb0
    %0 = "llvm.mlir.addressof"() <{global_name = @assert_msg}> : () -> !llvm.ptr
    %1 = "llvm.getelementptr"(%0) <{elem_type = !llvm.array<3 x i8>, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: 0>}> : (!llvm.ptr) -> !llvm.ptr
    "llvm.call"(%1) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @puts, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>}> : (!llvm.ptr) -> ()
    "llvm.call"() <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @abort, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 0, 0>}> : () -> ()
    "llvm.unreachable"() : () -> ()
  }) : () -> ()
}) : () -> ()
"""


class TestNewLowerings:
    """scf.parallel reductions and cf.assert, against mlir-opt-22's text."""

    def test_parallel_reduction_carries_the_value_through_the_loop(self) -> None:
        assert run(PARALLEL_REDUCTION, "convert-scf-to-cf") == PARALLEL_REDUCTION_CF

    def test_assert_prints_and_aborts(self) -> None:
        assert run(ASSERT, "convert-cf-to-llvm") == ASSERT_LLVM


class TestScfFailure:
    """scf.parallel without loops has no lowering: it cannot be legalized."""

    def test_illegal_scf_op_without_pattern_fails_and_rolls_back(self) -> None:
        text = """\
        "builtin.module"() ({
          %0 = "test.src"() : () -> i1
          "scf.if"(%0) ({
            "scf.yield"() : () -> ()
          }, {
          }) : (i1) -> ()
          %1 = "scf.parallel"(%0) <{operandSegmentSizes = array<i32: 0, 0, 0, 1>}> ({
            "scf.reduce"(%0) ({
            ^bb0(%a: i1, %b: i1):
              "scf.reduce.return"(%a) : (i1) -> ()
            }) : (i1) -> ()
          }) : (i1) -> i1
        }) : () -> ()
        """
        context = Context(allow_unregistered_dialects=True)
        module = parse_source(dedent(text), context)
        before = print_module(module, PrintOptions(generic=True), context)
        with pytest.raises(ConversionFailure) as info:
            run_pipeline(module, context, ["convert-scf-to-cf"])
        assert str(info.value) == (
            "failed to legalize operation 'scf.parallel' that was explicitly marked illegal"
        )
        assert print_module(module, PrintOptions(generic=True), context) == before


@pytest.fixture(autouse=True)
def _keep_recursion_limit() -> Iterator[None]:
    """``mlir_opt.main`` raises the recursion limit; later tests rely on the default."""
    limit = sys.getrecursionlimit()
    yield
    sys.setrecursionlimit(limit)


class TestCommandLine:
    def run_cli(
        self, tmp_path: Path, text: str, *flags: str, capsys: pytest.CaptureFixture[str]
    ) -> tuple[int, str, str]:
        path = tmp_path / "in.mlir"
        path.write_text(text)
        status = mlir_opt.main(
            [
                "--allow-unregistered-dialect",
                "--mlir-print-op-generic",
                *flags,
                str(path),
            ]
        )
        captured = capsys.readouterr()
        return status, captured.out, captured.err

    def test_flags_run_in_command_line_order(
        self, tmp_path: Path, capsys: pytest.CaptureFixture[str]
    ) -> None:
        status, out, _ = self.run_cli(
            tmp_path,
            FUNC_INDEX,
            "--convert-arith-to-llvm=index-bitwidth=32",
            "--convert-func-to-llvm=index-bitwidth=32",
            "--reconcile-unrealized-casts",
            capsys=capsys,
        )
        assert status == 0
        assert "!llvm.func<i32 (i32, i32)>" in out and "unrealized" not in out

    def test_pass_pipeline(
        self, tmp_path: Path, capsys: pytest.CaptureFixture[str]
    ) -> None:
        status, out, _ = self.run_cli(
            tmp_path,
            FUNC_INDEX,
            "--pass-pipeline=builtin.module(convert-arith-to-llvm{index-bitwidth=32},"
            "convert-func-to-llvm{index-bitwidth=32},reconcile-unrealized-casts)",
            capsys=capsys,
        )
        assert status == 0 and "!llvm.func<i32 (i32, i32)>" in out

    def test_failure_is_a_located_error(
        self, tmp_path: Path, capsys: pytest.CaptureFixture[str]
    ) -> None:
        text = Path(__file__).with_name("parallel_no_loops.mlir").read_text()
        status, out, err = self.run_cli(
            tmp_path, text, "--no-verify", "--convert-scf-to-cf", capsys=capsys
        )
        assert status == 1 and out == ""
        assert err.splitlines()[0].endswith(
            "in.mlir:6:10: error: failed to legalize operation 'scf.parallel' "
            "that was explicitly marked illegal"
        )
        assert "in.mlir:6:10: note: see current operation: " in err

    def test_unported_option_is_an_error(
        self, tmp_path: Path, capsys: pytest.CaptureFixture[str]
    ) -> None:
        status, out, err = self.run_cli(
            tmp_path,
            FUNC_INDEX,
            "--convert-to-llvm=dynamic=true",
            capsys=capsys,
        )
        assert status == 1 and out == ""
        assert (
            "error: option 'dynamic' of 'convert-to-llvm' is not supported yet" in err
        )


CUSTOM_INPUT = """\
func.func @f(%a: i32, %b: i32, %p: index) -> i1 {
  %0 = arith.addi %a, %b overflow<nsw> : i32
  %1 = arith.cmpi slt, %0, %b : i32
  %2 = arith.select %1, %a, %b : i32
  %3 = arith.index_cast %p : index to i32
  %4 = arith.cmpi eq, %2, %3 : i32
  return %4 : i1
}
"""

CUSTOM_OUTPUT = """\
module {
  llvm.func @f(%arg0: i32, %arg1: i32, %arg2: i64) -> i1 {
    %0 = llvm.add %arg0, %arg1 overflow<nsw> : i32
    %1 = llvm.icmp "slt" %0, %arg1 : i32
    %2 = llvm.select %1, %arg0, %arg1 : i1, i32
    %3 = llvm.trunc %arg2 : i64 to i32
    %4 = llvm.icmp "eq" %2, %3 : i32
    llvm.return %4 : i1
  }
}

"""


def test_llvm_output_prints_in_custom_form(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """The passes load the llvm dialect: their ops are registered and print in
    custom form with no --allow-unregistered-dialect (mlir-opt-22's text)."""
    path = tmp_path / "in.mlir"
    path.write_text(CUSTOM_INPUT)
    flags = ["--convert-to-llvm", "--reconcile-unrealized-casts", str(path)]
    status = mlir_opt.main(flags)
    captured = capsys.readouterr()
    assert status == 0, captured.err
    assert captured.out == CUSTOM_OUTPUT


NON_STRIDED = """\
"builtin.module"() ({
  "func.func"() <{function_type = (memref<4x4xf32, affine_map<(d0, d1) -> (d1, d0)>>) -> (), sym_name = "l"}> ({
  ^bb0(%arg0: memref<4x4xf32, affine_map<(d0, d1) -> (d1, d0)>>):
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
"""


def test_non_strided_layout_is_reported_without_failing() -> None:
    """The type converter reports a layout with no strided form on the context
    (MLIR's non-fatal ``emitError``); the function stays unconverted."""
    context = Context(allow_unregistered_dialects=True)
    module = parse_source(NON_STRIDED, context)
    run_pipeline(module, context, ["convert-func-to-llvm"])
    assert context.emitted == [
        (
            "error",
            "conversion to strided form failed either due to non-strided layout "
            "maps (which should have been normalized away) or other reasons",
        )
    ]
    assert '"func.func"' in print_module(module, PrintOptions(generic=True), context)
