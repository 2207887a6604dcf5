"""``mlir-opt-py --greedy --region-simplify=...``."""

from __future__ import annotations

from pathlib import Path

import pytest

from tblgen_py.tools import mlir_opt, opt_patterns
from tblgen_py.runtime.rewrite.config import GreedySimplifyRegionLevel
from tests.runtime.test_rewrite_support import dedent

INPUT = dedent("""
    "rs.func"() ({
    ^bb0(%a: i32, %c: i1):
      "rs.br"(%a)[^bb1] : (i32) -> ()
    ^bb1(%x: i32):
      "t.effect"() : () -> ()
      "rs.cond_br"(%c, %x)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (i1, i32) -> ()
    ^bb2:
      "rs.return"(%a) : (i32) -> ()
    ^bb3:
      "rs.return"(%a) : (i32) -> ()
    }) : () -> ()
    """)


@pytest.fixture
def argv(tmp_path: Path) -> list[str]:
    """Input, an empty pattern module and a module registering the ``rs`` ops."""
    source = tmp_path / "input.mlir"
    source.write_text(INPUT)
    patterns = tmp_path / "no_patterns.py"
    patterns.write_text("def populate(patterns: object) -> None:\n    pass\n")
    ops = tmp_path / "rs_ops.py"
    ops.write_text(
        "from tblgen_py.runtime.ir import Dialect\n"
        "from tests.runtime.test_region_simplify_support import CLASSES\n"
        "def register(context):\n"
        "    context.load_dialect(Dialect('rs', CLASSES))\n"
    )
    return [
        "--allow-unregistered-dialect",
        "--mlir-print-op-generic",
        str(source),
        "--load-ops",
        str(ops),
        "--load-patterns",
        str(patterns),
        "--greedy",
    ]


def run(capsys: pytest.CaptureFixture[str], argv: list[str]) -> str:
    assert opt_patterns.main(argv) == 0
    return capsys.readouterr().out


def test_disabled_only_erases_unreachable_blocks(
    capsys: pytest.CaptureFixture[str], argv: list[str]
) -> None:
    out = run(capsys, [*argv, "--region-simplify=disabled"])
    assert "^bb3" not in out
    assert "^bb1(%0: i32)" in out


@pytest.mark.parametrize("level", ["normal", "aggressive", None])
def test_dead_arguments_go(
    capsys: pytest.CaptureFixture[str], argv: list[str], level: str | None
) -> None:
    flag = [] if level is None else [f"--region-simplify={level}"]
    out = run(capsys, [*argv, *flag])
    assert "^bb1:  // 2 preds: ^bb0, ^bb1" in out
    assert '"rs.br"()[^bb1]' in out


def test_flag_reaches_the_config() -> None:
    parser = mlir_opt.build_arg_parser()
    if not any(a.dest == "load_patterns" for a in parser._actions):
        opt_patterns.add_options(parser)
    default = opt_patterns.greedy_config(parser.parse_args([]), None)  # type: ignore[arg-type]
    assert default.region_simplification is GreedySimplifyRegionLevel.AGGRESSIVE
    args = parser.parse_args(["--region-simplify", "normal"])
    config = opt_patterns.greedy_config(args, None)  # type: ignore[arg-type]
    assert config.region_simplification is GreedySimplifyRegionLevel.NORMAL


def test_bad_level_is_a_usage_error(
    capsys: pytest.CaptureFixture[str], argv: list[str]
) -> None:
    with pytest.raises(SystemExit) as exit_info:
        opt_patterns.main([*argv, "--region-simplify=sometimes"])
    assert exit_info.value.code == 2
    assert "invalid choice: 'sometimes'" in capsys.readouterr().err
