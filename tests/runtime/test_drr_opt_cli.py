"""``mlir-opt-py --load-patterns ... --greedy/--walk`` with DRR-generated patterns."""

from __future__ import annotations

from pathlib import Path

import pytest

from drr_harness import GENERATED, func
from tblgen_py.tools import mlir_opt, opt_patterns
from tblgen_py.runtime.rewrite import GreedyRewriteStrictness

PATTERNS = str(GENERATED / "drrbasics_rewriters.py")
INPUT = func(
    """
    %0 = "drrb.d_op"(%x, %x) : (f32, f32) -> f32
    %1 = "drrb.identity"(%0) : (f32) -> f32
    """,
    "%x: f32",
    "%1",
    "f32",
)


@pytest.fixture
def source(tmp_path: Path) -> str:
    path = tmp_path / "input.mlir"
    path.write_text(INPUT)
    return str(path)


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    status = mlir_opt.main(["--allow-unregistered-dialect", *argv])
    out, err = capsys.readouterr()
    return status, out, err


def test_greedy_applies_loaded_patterns(
    capsys: pytest.CaptureFixture[str], source: str
) -> None:
    status, out, _ = run(capsys, source, "--load-patterns", PATTERNS, "--greedy")
    assert status == 0
    assert "drrb." not in out
    assert "    return %arg0 : f32" in out  # func is loaded on first use


def test_walk_applies_each_op_once(
    capsys: pytest.CaptureFixture[str], source: str
) -> None:
    status, out, _ = run(capsys, source, "--load-patterns", PATTERNS, "--walk")
    assert status == 0
    assert "    return %0 : f32" in out
    assert out.count("drrb.identity") == 1


def test_disable_patterns_by_name(
    capsys: pytest.CaptureFixture[str], source: str
) -> None:
    _, out, _ = run(
        capsys,
        source,
        "--load-patterns",
        PATTERNS,
        "--greedy",
        "--disable-patterns",
        "SameOperands,DropIdentity",
    )
    assert '"drrb.d_op"(%arg0, %arg0)' in out


def test_enable_patterns_by_name(
    capsys: pytest.CaptureFixture[str], source: str
) -> None:
    _, out, _ = run(
        capsys,
        source,
        "--load-patterns",
        PATTERNS,
        "--greedy",
        "--enable-patterns",
        "DropIdentity",
    )
    assert '"drrb.d_op"(%arg0, %arg0)' in out
    assert "    return %0 : f32" in out


def test_debug_only_prints_the_driver_log(
    capsys: pytest.CaptureFixture[str], source: str
) -> None:
    status, _, err = run(
        capsys,
        source,
        "--load-patterns",
        PATTERNS,
        "--greedy",
        "--debug-only=greedy-rewriter",
    )
    assert status == 0
    assert "Processing operation : 'drrb.d_op'" in err
    assert "* Pattern SameOperands : 'drrb.d_op -> (drrb.identity)' {" in err


def test_unknown_module_is_an_error(
    capsys: pytest.CaptureFixture[str], source: str
) -> None:
    with pytest.raises(SystemExit) as exc:
        run(capsys, source, "--load-patterns", "no_such_patterns_module", "--greedy")
    assert exc.value.code == 1
    assert (
        "mlir-opt-py: error: cannot import module 'no_such_patterns_module'"
        in capsys.readouterr().err
    )


def test_module_without_populate_is_an_error(
    capsys: pytest.CaptureFixture[str], source: str, tmp_path: Path
) -> None:
    empty = tmp_path / "empty_patterns.py"
    empty.write_text("X = 1\n")
    with pytest.raises(SystemExit):
        run(capsys, source, "--load-patterns", str(empty), "--greedy")
    assert (
        "has neither populate_with_generated(patterns) nor populate(patterns)"
        in capsys.readouterr().err
    )


def test_populate_function_is_accepted(
    capsys: pytest.CaptureFixture[str], source: str, tmp_path: Path
) -> None:
    module = tmp_path / "custom_patterns.py"
    module.write_text(
        "from tblgen_py.runtime.rewrite import RewritePatternSet\n"
        "def populate(patterns: RewritePatternSet) -> None:\n"
        "    def erase_identity(op, rewriter):\n"
        "        rewriter.replace_op(op, [op.operands[0]])\n"
        "        return True\n"
        "    patterns.add_fn('drrb.identity', erase_identity)\n"
    )
    _, out, _ = run(capsys, source, "--load-patterns", str(module), "--greedy")
    assert "drrb.identity" not in out


def test_greedy_options_reach_the_config() -> None:
    parser = mlir_opt.build_arg_parser()
    (
        opt_patterns.add_options(parser)
        if not any(a.dest == "load_patterns" for a in parser._actions)
        else None
    )
    args = parser.parse_args(
        [
            "--greedy",
            "--top-down",
            "--max-iterations",
            "3",
            "--max-num-rewrites",
            "7",
            "--strictness",
            "existing-ops",
            "--no-fold",
        ]
    )
    config = opt_patterns.greedy_config(args, None)  # type: ignore[arg-type]
    assert config.use_top_down_traversal
    assert config.max_iterations == 3
    assert config.max_num_rewrites == 7
    assert config.strictness is GreedyRewriteStrictness.EXISTING_OPS
    assert not config.fold


def test_native_module_from_the_command_line(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    from tblgen_py.runtime import drr

    others = ("createMyOp", "extractValue", "reorder", "splitPair", "sumRest")
    (tmp_path / "drr_cli_native.py").write_text(
        "def createArrayAttr(b, x, y):\n    return b.getArrayAttr([y, x])\n"
        + "".join(f"def {name}(*args):\n    raise AssertionError\n" for name in others)
    )
    source = tmp_path / "input.mlir"
    source.write_text(
        func(
            '%0 = "drrn.two_attr"() <{op_attr1 = 1 : i32, op_attr2 = 2 : i32}> : () -> f32',
            "%x: f32",
            "%0",
            "f32",
        )
    )
    patterns = str(GENERATED / "drrnative_rewriters.py")
    try:
        status, out, _ = run(
            capsys,
            str(source),
            "--load-patterns",
            patterns,
            "--native-module",
            str(tmp_path / "drr_cli_native.py"),
            "--greedy",
            "--enable-patterns",
            "GroupAttrs",
        )
    finally:
        drr.clear_native_modules()
    assert status == 0
    assert '"drrn.one_attr"() <{op_attr = [2 : i32, 1 : i32]}> : () -> f32' in out


def test_missing_native_code_is_reported_not_raised(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    source = tmp_path / "input.mlir"
    source.write_text(
        func(
            '%0 = "drrn.two_attr"() <{op_attr1 = 1 : i32, op_attr2 = 2 : i32}> : () -> f32',
            "%x: f32",
            "%0",
            "f32",
        )
    )
    patterns = str(GENERATED / "drrnative_rewriters.py")
    with pytest.raises(SystemExit):
        run(
            capsys,
            str(source),
            "--load-patterns",
            patterns,
            "--greedy",
            "--enable-patterns",
            "GroupAttrs",
        )
    err = capsys.readouterr().err
    assert err == (
        f"mlir-opt-py: error: patterns from '{patterns}' need Python functions for "
        "native code: 'createArrayAttr', 'createMyOp', 'extractValue', 'reorder', "
        "'splitPair', 'sumRest'; define them in a module passed with --native-module\n"
    )


def test_missing_native_code_is_reported_when_loaded(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    """Before any pattern runs: here no op of the input matches any pattern."""
    from tblgen_py.runtime import drr

    source = tmp_path / "input.mlir"
    source.write_text(func("", "%x: f32", "%x", "f32"))
    (tmp_path / "partial_native.py").write_text("def reorder(*args):\n    pass\n")
    patterns = str(GENERATED / "drrnative_rewriters.py")
    try:
        with pytest.raises(SystemExit):
            run(
                capsys,
                str(source),
                "--load-patterns",
                patterns,
                "--native-module",
                str(tmp_path / "partial_native.py"),
                "--walk",
            )
    finally:
        drr.clear_native_modules()
    err = capsys.readouterr().err
    assert "'createMyOp', 'extractValue', 'splitPair'" in err
    assert "'reorder'" not in err


def test_patterns_are_labelled_by_their_td_file(
    capsys: pytest.CaptureFixture[str], source: str
) -> None:
    _, out, _ = run(
        capsys,
        source,
        "--load-patterns",
        PATTERNS,
        "--greedy",
        "--disable-patterns",
        "DrrBasics",
    )
    assert '"drrb.d_op"(%arg0, %arg0)' in out
    _, out, _ = run(
        capsys,
        source,
        "--load-patterns",
        PATTERNS,
        "--greedy",
        "--enable-patterns",
        "DrrBasics",
    )
    assert "drrb." not in out
