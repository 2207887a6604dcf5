"""PDL patterns compiled by ``runtime.pdl`` and run by the greedy driver, and
``mlir-opt-py --load-pdl`` (PDLL and PDL text)."""

from __future__ import annotations

import contextlib
import io
from pathlib import Path

import pytest

from tblgen_py.runtime.ir.context import Context
from tblgen_py.runtime.ir.operation import Operation
from tblgen_py.runtime.pdl import (
    NativeRegistry,
    PDLError,
    PDLPattern,
    compile_pdl_module,
)
from tblgen_py.runtime.rewrite import (
    FrozenRewritePatternSet,
    RewritePatternSet,
    apply_patterns_greedily,
)
from tblgen_py.runtime.text.parser import Parser
from tblgen_py.runtime.text.printer import PrintOptions, print_module
from tblgen_py.support.diagnostics import SourceFile
from tblgen_py.tools.opt_patterns import main as opt_main
from tblgen_py.tools.pdl_loading import parse_pdl, pdll_to_pdl_text

IR = """module {
  %0 = "test.zero"() : () -> i32
  %1 = "test.add"(%0, %0) : (i32, i32) -> i32
  %2 = "test.add"(%1, %0) {k = 1 : i64} : (i32, i32) -> i32
  "test.use"(%2) : (i32) -> ()
}
"""


def _patterns(
    tmp_path: Path, pdll: str, natives: NativeRegistry | None = None
) -> list[PDLPattern]:
    path = tmp_path / "p.pdll"
    path.write_text(pdll)
    module = parse_pdl(pdll_to_pdl_text(str(path)), str(path), Context(True))
    return list(compile_pdl_module(module, natives))


def _apply(patterns: list[PDLPattern], ir: str = IR) -> str:
    context = Context(allow_unregistered_dialects=True)
    module = Parser(SourceFile("in.mlir", ir), context).parse_module(0, 0)
    pattern_set = RewritePatternSet(context)
    pattern_set.add(*patterns)
    apply_patterns_greedily(module, FrozenRewritePatternSet(pattern_set))
    return print_module(module, PrintOptions(), context)


def test_replace_with_operand_and_benefit(tmp_path: Path) -> None:
    patterns = _patterns(
        tmp_path,
        "Pattern AddZero with benefit(3) {\n"
        "  let root = op<test.add>(x: Value, op<test.zero>) -> (t: Type);\n"
        "  replace root with x;\n}\n",
    )
    assert [(p.root_name, p.benefit, p.debug_name) for p in patterns] == [
        ("test.add", 3, "AddZero")
    ]
    out = _apply(patterns)
    assert '"test.add"' not in out
    assert '"test.use"(%0) : (i32) -> ()' in out


def test_attribute_constraint_and_new_op(tmp_path: Path) -> None:
    pdll = (
        "Pattern {\n"
        '  let root = op<test.add>(a: Value, b: Value) {k = attr<"1 : i64">} -> (t: Type);\n'
        "  replace root with op<test.sub>(b, a) -> (t);\n}\n"
    )
    out = _apply(_patterns(tmp_path, pdll))
    assert '%2 = "test.sub"(%0, %1) : (i32, i32) -> i32' in out
    assert '%1 = "test.add"(%0, %0) : (i32, i32) -> i32' in out


def test_native_constraint_and_rewrite(tmp_path: Path) -> None:
    natives = NativeRegistry()
    seen: list[str] = []
    natives.register_constraint("HasK", lambda rw, op: op.get_attr("k") is not None)

    def tag(rewriter: object, op: Operation) -> None:
        seen.append(op.name)
        rewriter.erase_op(op)  # type: ignore[attr-defined]

    natives.register_rewrite("Tag", tag)
    pdll = (
        "Constraint HasK(op: Op);\nRewrite Tag(op: Op);\n"
        "Pattern { let root = op<test.use>(op<test.add>); erase root; }\n"
        "Pattern { let root = op<test.add>(_: Value, _: Value) -> (_: Type);\n"
        "  HasK(root); rewrite root with { Tag(root); }; }\n"
    )
    out = _apply(_patterns(tmp_path, pdll, natives))
    assert seen == ["test.add"]
    assert "k = 1" not in out and '"test.use"' not in out


def test_unknown_native_constraint_is_an_error(tmp_path: Path) -> None:
    pdll = "Constraint Missing(op: Op);\nPattern { let root = op<test.use>; Missing(root); erase root; }\n"
    with pytest.raises(PDLError, match="no native constraint 'Missing'"):
        _apply(_patterns(tmp_path, pdll))


def _opt(argv: list[str]) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        try:
            status = opt_main(argv)
        except SystemExit as exc:
            status = int(exc.code or 0)
    return status, out.getvalue(), err.getvalue()


def test_load_pdl_text_and_pdll(tmp_path: Path) -> None:
    source = tmp_path / "in.mlir"
    source.write_text(IR)
    pdll = tmp_path / "p.pdll"
    pdll.write_text("Pattern { let root = op<test.use>(_: Value); erase root; }\n")
    pdl = tmp_path / "p.mlir"
    pdl.write_text(pdll_to_pdl_text(str(pdll)))
    results = [
        _opt(
            [
                "-allow-unregistered-dialect",
                "--load-pdl",
                str(f),
                "--greedy",
                str(source),
            ]
        )
        for f in (pdll, pdl)
    ]
    assert results[0] == results[1]
    status, out, err = results[0]
    assert status == 0 and err == ""
    assert '"test.use"' not in out and '"test.zero"' in out


def test_load_pdl_bad_file(tmp_path: Path) -> None:
    source = tmp_path / "in.mlir"
    source.write_text(IR)
    bad = tmp_path / "bad.mlir"
    bad.write_text('"pdl.pattern"(')
    status, out, err = _opt(
        ["-allow-unregistered-dialect", "--load-pdl", str(bad), str(source)]
    )
    assert status == 1 and out == ""
    assert err.startswith("mlir-opt-py: error: cannot parse PDL file")
