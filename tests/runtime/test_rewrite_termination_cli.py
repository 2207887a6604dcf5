"""``mlir-opt-py --greedy``: non-convergence is an error, rewritten IR is verified."""

from __future__ import annotations

from pathlib import Path

import pytest

from tblgen_py.tools import mlir_opt as opt_cli

PATTERNS = '''
from tblgen_py.runtime.ir import Operation
from tblgen_py.runtime.rewrite import RewritePattern


class Body(Operation):
    """A registered op: its region is an SSA-dominance region."""

    __slots__ = ()
    OPERATION_NAME = "t.f"
    registered = True


def register(context):
    context.register_op(Body)
    context.dialects["t"].allow_unknown_operations()  # t.def, t.use


class Rename(RewritePattern):
    def __init__(self, src, dst):
        super().__init__(src, generated_ops=[dst])
        self.dst = dst

    def match_and_rewrite(self, op, rewriter):
        rewriter.replace_op_with_new_op(op, self.dst, op.operands, op.result_types)
        return True


class Hoist(RewritePattern):
    """Moves a t.use before the op defining its operand: invalid IR."""

    def __init__(self):
        super().__init__("t.use")

    def match_and_rewrite(self, op, rewriter):
        first = op.parent.first_op
        if first is op:
            return False
        with rewriter.modifying(op):
            op.move_before(first)
        return True


def populate(patterns):
    patterns.add(Rename("t.x", "t.y"))
    patterns.add(Rename("t.y", "t.x"))
    patterns.add(Hoist())
'''


@pytest.fixture
def files(tmp_path: Path) -> tuple[Path, Path]:
    patterns = tmp_path / "loop_patterns.py"
    patterns.write_text(PATTERNS)
    return patterns, tmp_path


def run(
    capsys: pytest.CaptureFixture[str], patterns: Path, text: Path, *flags: str
) -> tuple[int, str, str]:
    argv = ["--allow-unregistered-dialect", str(text), "--load-patterns"]
    status = opt_cli.main([*argv, str(patterns), "--greedy", *flags])
    out, err = capsys.readouterr()
    return status, out, err


def test_looping_pair_fails_without_output(
    capsys: pytest.CaptureFixture[str], files: tuple[Path, Path]
) -> None:
    """A <-> B with default settings ends: an error, exit 1, nothing printed."""
    patterns, tmp = files
    source = tmp / "loop.mlir"
    source.write_text('"t.x"() : () -> ()\n')
    status, out, err = run(capsys, patterns, source, "--max-num-rewrites", "3")
    assert status == 1 and out == ""
    assert err == (
        f"{source}:0:0: error: greedy pattern rewrite did not converge after "
        "10 iterations\n"
    )
    status, out, err = run(capsys, patterns, source, "--max-iterations=2")
    assert status == 1 and "after 2 iterations" in err


def test_rewritten_ir_is_verified(
    capsys: pytest.CaptureFixture[str], files: tuple[Path, Path]
) -> None:
    """Invalid IR built by a pattern is reported (as mlir-opt after a pass)."""
    patterns, tmp = files
    source = tmp / "dom.mlir"
    source.write_text(
        '"t.f"() ({\n  %0 = "t.def"() : () -> i32\n  "t.use"(%0) : (i32) -> ()\n'
        "}) : () -> ()\n"
    )
    status, out, err = run(capsys, patterns, source, "--load-ops", str(patterns))
    assert status == 1 and out == ""
    assert err.startswith(f"{source}:3:3: error: operand #0 does not dominate")
    flags = ("--load-ops", str(patterns), "--verify-each=false")
    status, out, err = run(capsys, patterns, source, *flags)
    assert status == 0 and err == ""
    assert out.index('"t.use"(%0)') < out.index('%0 = "t.def"')
    with pytest.raises(SystemExit) as info:  # argparse: a usage error
        run(capsys, patterns, source, "--verify-each=maybe")
    assert info.value.code == 2
    assert "'maybe' is invalid value for boolean" in capsys.readouterr().err
