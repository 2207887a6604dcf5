"""Debug logs: the greedy driver's tree (``greedy-rewriter``) and the walk driver's."""

from __future__ import annotations

import logging

import pytest

from tblgen_py.runtime.ir import Operation
from tblgen_py.runtime.rewrite import (
    OpRewritePattern,
    PatternRewriter,
    RewritePattern,
    apply_patterns_greedily,
    walk_and_apply_patterns,
)
from tblgen_py.runtime.rewrite.log import DEBUG_ONLY_ENV, ScopedLog, debug_enabled
from tests.runtime.test_rewrite_support import (
    AddIOp,
    ConstantOp,
    dedent,
    func_body,
    normalize_addresses,
    parse,
)

TEXT = func_body("""
    %0 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %1 = "arith.addi"(%arg0, %0) : (i32, i32) -> i32
    "func.return"(%1) : (i32) -> ()
    """)


class Refuse(RewritePattern):
    """Always gives up, with a reason."""

    ROOT = "arith.addi"
    BENEFIT = 2

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        return rewriter.notify_match_failure(op, "not yet")


class AddZero(OpRewritePattern[AddIOp]):
    """``addi(x, 0) -> x``."""

    OP_CLASS = AddIOp
    GENERATED_OPS = ("t.none", "t.other")

    def match_and_rewrite(self, op: AddIOp, rewriter: PatternRewriter) -> bool:
        rhs = op.operand(1).defining_op
        if not isinstance(rhs, ConstantOp):
            return False
        rewriter.replace_op(op, [op.operand(0)])
        return True


EXPECTED = dedent("""
    //===-------------------------------------------===//
    Processing operation : 'func.return'(0xADDR) {
      "func.return"(%1) : (i32) -> ()

    } -> failure : pattern failed to match
    //===-------------------------------------------===//

    //===-------------------------------------------===//
    Processing operation : 'arith.addi'(0xADDR) {
      %1 = "arith.addi"(%arg0, %0) : (i32, i32) -> i32

      * Pattern Refuse : 'arith.addi -> ()' {
        ** Match Failure : not yet
      } -> failure : pattern failed to match

      * Pattern AddZero : 'arith.addi -> (t.none, t.other)' {
        ** Replace : 'arith.addi'(0xADDR)
        ** Modified: 'func.return'(0xADDR)
        ** Erase   : 'arith.addi'(0xADDR)
      } -> success : pattern applied successfully
    } -> success : pattern matched
    //===-------------------------------------------===//

    //===-------------------------------------------===//
    Processing operation : 'func.return'(0xADDR) {
      "func.return"(%arg0) : (i32) -> ()

    } -> failure : pattern failed to match
    //===-------------------------------------------===//

    //===-------------------------------------------===//
    Processing operation : 'func.func'(0xADDR) {
    } -> failure : pattern failed to match
    //===-------------------------------------------===//

    //===-------------------------------------------===//
    Processing operation : 'arith.constant'(0xADDR) {
      %0 = "arith.constant"() <{value = 0 : i32}> : () -> i32

      ** Erase   : 'arith.constant'(0xADDR)
    } -> success : operation is trivially dead
    //===-------------------------------------------===//

    //===-------------------------------------------===//
    Processing operation : 'func.func'(0xADDR) {
    } -> failure : pattern failed to match
    //===-------------------------------------------===//

    //===-------------------------------------------===//
    Processing operation : 'func.return'(0xADDR) {
      "func.return"(%arg0) : (i32) -> ()

    } -> failure : pattern failed to match
    //===-------------------------------------------===//
    """)


def run_greedy() -> None:
    apply_patterns_greedily(parse(TEXT), [Refuse(), AddZero()])


class TestGreedyLog:
    def test_environment_variable_writes_stderr(
        self, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
    ) -> None:
        monkeypatch.setenv(DEBUG_ONLY_ENV, "other,greedy-rewriter")
        run_greedy()
        assert normalize_addresses(capsys.readouterr().err) == EXPECTED

    def test_logging_module(self, caplog: pytest.LogCaptureFixture) -> None:
        with caplog.at_level(logging.DEBUG, logger="tblgen_py.rewrite.greedy-rewriter"):
            run_greedy()
        lines = [record.getMessage() for record in caplog.records]
        assert normalize_addresses("\n".join(lines) + "\n") == EXPECTED

    def test_off_by_default(
        self, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
    ) -> None:
        monkeypatch.delenv(DEBUG_ONLY_ENV, raising=False)
        assert not debug_enabled("greedy-rewriter")
        run_greedy()
        assert capsys.readouterr().err == ""

    def test_folding_and_insertion_are_logged(
        self, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
    ) -> None:
        from tblgen_py.runtime.rewrite import RewritePatternSet
        from tests.runtime.test_rewrite_support import arith_context

        ctx = arith_context()
        module = parse(
            func_body("""
                %0 = "arith.constant"() <{value = 3 : i32}> : () -> i32
                %1 = "arith.muli"(%0, %0) : (i32, i32) -> i32
                "func.return"(%1) : (i32) -> ()
                """),
            ctx,
        )
        monkeypatch.setenv(DEBUG_ONLY_ENV, "greedy-rewriter")
        apply_patterns_greedily(module, RewritePatternSet(ctx))
        log = normalize_addresses(capsys.readouterr().err)
        assert dedent("""
            Processing operation : 'arith.muli'(0xADDR) {
              %1 = "arith.muli"(%0, %0) : (i32, i32) -> i32

            } -> success : operation was folded
            //===-------------------------------------------===//
            ** Insert  : 'arith.constant'(0xADDR)
            ** Replace : 'arith.muli'(0xADDR)
            ** Modified: 'func.return'(0xADDR)
            ** Erase   : 'arith.muli'(0xADDR)
            """) in log


class TestScopedLog:
    def test_indentation_and_blank_lines(self) -> None:
        lines: list[str] = []
        log = ScopedLog(lines.append)
        log.blank_line()
        log.line("a {")
        log.indent()
        log.line("b")
        log.blank_line()
        log.blank_line()
        log.unindent()
        log.unindent()
        log.write("c")
        log.write("d\n")
        assert lines == ["a {", "  b", "", "cd"]


WALK_TEXT = func_body("""
    %0 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %1 = "arith.addi"(%arg0, %0) : (i32, i32) -> i32
    "func.return"(%1) : (i32) -> ()
    """)


def test_walk_log(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setenv(DEBUG_ONLY_ENV, "walk-rewriter")
    walk_and_apply_patterns(parse(WALK_TEXT), [AddZero()])
    assert capsys.readouterr().err == dedent("""
        Visiting op: %0 = "arith.constant"() <{value = 0 : i32}> : () -> i32
        Visiting op: %1 = "arith.addi"(%arg0, %0) : (i32, i32) -> i32
        \tOp matched and rewritten
        Visiting op: "func.return"(%arg0) : (i32) -> ()
        Visiting op: "func.func"() <{function_type = (i32, i32) -> i32, sym_name = "f"}> ({
        ^bb0(%arg0: i32, %arg1: i32):
          %0 = "arith.constant"() <{value = 0 : i32}> : () -> i32
          "func.return"(%arg0) : (i32) -> ()
        }) : () -> ()
        """)
