"""``mlir-opt-py`` pass flags, ``--pass-pipeline`` and their errors (as mlir-opt)."""

from __future__ import annotations

from pathlib import Path

import pytest

from tblgen_py.runtime.ir import Operation
from tblgen_py.runtime.passes import Pass, PassOption, register_pass
from tblgen_py.tools import mlir_opt as opt_cli

ORDER: list[str] = []


@register_pass
class TagPass(Pass):
    """Appends its tag to ORDER and to the module's ``tags`` attribute."""

    argument = "test-cli-tag"
    options = (
        PassOption("tag", "string", "", "the tag"),
        PassOption("fail", "bool", False, "signal failure"),
    )

    def run_on_operation(self, op: Operation) -> None:
        ORDER.append(str(self.option("tag")))
        if self.option("fail"):
            self.signal_pass_failure()


@pytest.fixture
def source(tmp_path: Path) -> Path:
    path = tmp_path / "in.mlir"
    path.write_text('"t.a"() : () -> ()\n')
    ORDER.clear()
    return path


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    status = opt_cli.main(["--allow-unregistered-dialect", *argv])
    out, err = capsys.readouterr()
    return status, out, err


def test_flags_run_in_command_line_order(
    capsys: pytest.CaptureFixture[str], source: Path
) -> None:
    """Pass flags (with and without options) build one pipeline in order; a pass
    flag does not swallow the input file after it."""
    status, out, err = run(
        capsys,
        "--test-cli-tag=tag=one",
        "-canonicalize",
        "--test-cli-tag=tag='two'",
        "--dump-pass-pipeline",
        "--test-cli-tag",
        str(source),
    )
    assert status == 0, err
    assert ORDER == ["one", "two", ""]
    assert out == 'module {\n  "t.a"() : () -> ()\n}\n\n'
    assert err.startswith("Pass Manager with 4 passes:\nbuiltin.module(\n")
    assert "  test-cli-tag{fail=false tag=two},\n" in err


def test_pipeline_and_option_errors(
    capsys: pytest.CaptureFixture[str], source: Path
) -> None:
    """Errors print as mlir-opt's (LLVM's option line, then ``<unknown>:0``)."""
    status, out, err = run(capsys, "--canonicalize=max-iterations=x", str(source))
    assert (status, out) == (1, "")
    assert err == (
        "mlir-opt-py: for the --max-iterations option: 'x' value invalid for long "
        "argument!\n<unknown>:0: error: \n"
    )
    status, out, err = run(capsys, "--canonicalize=bogus=1", str(source))
    assert err == "<unknown>:0: error: <Pass-Options-Parser>: no such option bogus\n\n"
    status, out, err = run(capsys, "--pass-pipeline=builtin.module(nope)", str(source))
    assert status == 1 and err == (
        "<unknown>:0: error: MLIR Textual PassPipeline Parser:1:1: error: 'nope' "
        "does not refer to a registered pass or pass pipeline\nnope\n^\n\n"
    )
    status, out, err = run(
        capsys, "--canonicalize", "--pass-pipeline=builtin.module(cse)", str(source)
    )
    assert status == 1 and err == (
        "<unknown>:0: error: '-pass-pipeline' option can't be used with individual "
        "pass options\n"
    )


def test_failed_pass_leaves_output_untouched(
    capsys: pytest.CaptureFixture[str], source: Path, tmp_path: Path
) -> None:
    """A pass signalling failure: exit 1, nothing printed, ``-o`` not written;
    later passes do not run."""
    output = tmp_path / "out.mlir"
    output.write_text("keep\n")
    pipeline = "builtin.module(test-cli-tag{fail=1 tag=a},test-cli-tag{tag=b})"
    status, out, err = run(
        capsys, f"--pass-pipeline={pipeline}", str(source), "-o", str(output)
    )
    assert (status, out, err) == (1, "", "")
    assert ORDER == ["a"]
    assert output.read_text() == "keep\n"


def test_anchor_mismatch(capsys: pytest.CaptureFixture[str], source: Path) -> None:
    """A pipeline anchored on another op is reported at the top-level op."""
    status, out, err = run(capsys, "--pass-pipeline=t.a(canonicalize)", str(source))
    assert status == 1
    assert err.startswith(
        f"{source}:0:0: error: can't run 't.a' pass manager on 'builtin.module' op"
    )
