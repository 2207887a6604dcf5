"""``mlir-opt-py``: flags, exit codes and diagnostics as mlir-opt's."""

from __future__ import annotations

import io
import textwrap
from pathlib import Path

import pytest

from tblgen_py.tools import mlir_opt
from tblgen_py.tools.mlir_opt import main

SIMPLE = '"foo.x"() {a = 1 : i32} : () -> ()\n'


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    status = main(list(argv))
    out, err = capsys.readouterr()
    return status, out, err


@pytest.fixture
def write(tmp_path: Path):  # type: ignore[no-untyped-def]
    def _write(text: str, name: str = "in.mlir") -> str:
        path = tmp_path / name
        path.write_text(textwrap.dedent(text))
        return str(path)

    return _write


def test_prints_custom_module_by_default(capsys, write) -> None:  # type: ignore[no-untyped-def]
    status, out, err = run(capsys, "--allow-unregistered-dialect", write(SIMPLE))
    assert (status, err) == (0, "")
    assert out == 'module {\n  "foo.x"() {a = 1 : i32} : () -> ()\n}\n\n'


def test_generic_and_output_file(capsys, write, tmp_path) -> None:  # type: ignore[no-untyped-def]
    target = tmp_path / "out.mlir"
    status, out, _ = run(
        capsys,
        "--allow-unregistered-dialect",
        "--mlir-print-op-generic",
        "-o",
        str(target),
        write(SIMPLE),
    )
    assert status == 0 and out == ""
    assert target.read_text().startswith('"builtin.module"() ({\n')


def test_stdin_and_debuginfo(capsys, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    monkeypatch.setattr("sys.stdin", io.StringIO(SIMPLE))
    status, out, _ = run(
        capsys,
        "--allow-unregistered-dialect",
        "--mlir-print-debuginfo",
        "--mlir-print-local-scope",
    )
    assert status == 0
    assert 'loc("<stdin>":1:1)' in out and out.endswith('} loc("<stdin>":0:0)\n')


def test_parse_error_exit_status(capsys, write) -> None:  # type: ignore[no-untyped-def]
    path = write('"foo.x"() : i32\n')
    status, out, err = run(capsys, "--allow-unregistered-dialect", path)
    assert status == 1 and out == ""
    assert (
        err
        == f'{path}:1:13: error: expected function type\n"foo.x"() : i32\n            ^\n'
    )


def test_unregistered_dialect_needs_flag(capsys, write) -> None:  # type: ignore[no-untyped-def]
    status, _, err = run(capsys, write(SIMPLE))
    assert status == 1 and "unregistered dialect" in err


def test_verifier_error_with_notes(capsys, write) -> None:  # type: ignore[no-untyped-def]
    path = write("""\
        "foo.r"() ({
          "foo.br"()[^bb1] : () -> ()
          "foo.x"() : () -> ()
        ^bb1:
          "foo.ret"() : () -> ()
        }) : () -> ()
        """)
    status, out, err = run(capsys, "--allow-unregistered-dialect", path)
    assert status == 1 and out == ""
    assert err.splitlines() == [
        f"{path}:2:3: error: operation with block successors must terminate its parent block",
        '  "foo.br"()[^bb1] : () -> ()',
        "  ^",
        f'{path}:2:3: note: see current operation: "foo.br"()[^bb1] : () -> ()',
    ]


def test_no_verify(capsys, write) -> None:  # type: ignore[no-untyped-def]
    path = write(
        '"foo.r"() ({\n  "foo.br"()[^bb1] : () -> ()\n  "foo.x"() : () -> ()\n'
        '^bb1:\n  "foo.ret"() : () -> ()\n}) : () -> ()\n'
    )
    assert run(capsys, "--allow-unregistered-dialect", path)[0] == 1
    assert run(capsys, "--allow-unregistered-dialect", "--no-verify", path)[0] == 0


def test_split_input_file(capsys, write) -> None:  # type: ignore[no-untyped-def]
    path = write(
        '"foo.a"() : () -> ()\n// -----\n"foo.b"(\n// -----\n"foo.c"() : () -> ()\n'
    )
    status, out, err = run(
        capsys, "--allow-unregistered-dialect", "--split-input-file", path
    )
    assert status == 1
    assert out == (
        'module {\n  "foo.a"() : () -> ()\n}\n\n// -----\n'
        '// -----\nmodule {\n  "foo.c"() : () -> ()\n}\n\n'
    )
    assert err.startswith(f"{path}:3:9: error: expected ')' to end operand list")


def test_verify_diagnostics_success(capsys, write) -> None:  # type: ignore[no-untyped-def]
    path = write("""\
        "foo.r"() ({
          // expected-error @+1 {{must terminate its parent block}}
          "foo.br"()[^bb1] : () -> ()
          "foo.x"() : () -> ()
        ^bb1:
          "foo.ret"() : () -> ()
        }) : () -> ()
        // -----
        // expected-error @below {{use of undeclared SSA value name}}
        "foo.y"(%0) : (i32) -> ()
        """)
    status, _, err = run(
        capsys,
        "--allow-unregistered-dialect",
        "--split-input-file",
        "--verify-diagnostics",
        path,
    )
    assert (status, err) == (0, "")


def test_verify_diagnostics_failures(capsys, write) -> None:  # type: ignore[no-untyped-def]
    path = write('// expected-error {{never}}\n"foo.x"() : i32\n')
    status, _, err = run(
        capsys, "--allow-unregistered-dialect", "--verify-diagnostics", path
    )
    assert status == 1
    assert f"{path}:2:13: error: unexpected error: expected function type" in err
    assert f'{path}:1:4: error: expected error "never" was not produced' in err


def test_missing_input(capsys, tmp_path) -> None:  # type: ignore[no-untyped-def]
    """Worded as mlir-opt-22 words it."""
    path = tmp_path / "absent.mlir"
    assert run(capsys, str(path))[::2] == (
        1,
        f"cannot open input file '{path}': No such file or directory\n",
    )
    assert run(capsys, str(tmp_path))[::2] == (
        1,
        f"cannot open input file '{tmp_path}': Is a directory\n",
    )


def test_option_hooks_extend_the_parser() -> None:
    added: list[str] = []

    def hook(parser) -> None:  # type: ignore[no-untyped-def]
        parser.add_argument("--example-hook-option", action="append", default=[])
        added.append("yes")

    mlir_opt.OPTION_HOOKS.append(hook)
    try:
        args = mlir_opt.build_arg_parser().parse_args(["--example-hook-option", "d.py"])
    finally:
        mlir_opt.OPTION_HOOKS.remove(hook)
    assert args.example_hook_option == ["d.py"] and added == ["yes"]


def test_deep_nesting(capsys, write) -> None:  # type: ignore[no-untyped-def]
    depth = 400
    text = '"foo.n"() ({\n' * depth + "}) : () -> ()\n" * depth
    status, out, err = run(capsys, "--allow-unregistered-dialect", write(text))
    assert (status, err) == (0, "")
    assert out.count('"foo.n"() ({') == depth


def test_too_deep_nesting_is_a_diagnostic(capsys, write) -> None:  # type: ignore[no-untyped-def]
    depth = 6000
    text = '"foo.n"() ({\n' * depth + "}) : () -> ()\n" * depth
    status, _, err = run(capsys, "--allow-unregistered-dialect", write(text))
    assert status == 1 and err == "mlir-opt-py: error: input nested too deeply\n"


def test_columns_count_bytes_and_tabs_expand(capsys, tmp_path) -> None:  # type: ignore[no-untyped-def]
    path = tmp_path / "t.mlir"
    path.write_text('\t"foo.d"() : i32\n')
    _, _, err = run(capsys, "--allow-unregistered-dialect", str(path))
    assert err == (
        f"{path}:1:14: error: expected function type\n"
        '        "foo.d"() : i32\n' + " " * 20 + "^\n"
    )
    path.write_text('"foo.\u00e9"() : i32\n')
    _, _, err = run(capsys, "--allow-unregistered-dialect", str(path))
    assert err == f'{path}:1:14: error: expected function type\n"foo.\u00e9"() : i32\n'


class TestExpectations:
    def test_directive_targets(self) -> None:
        from tblgen_py.runtime.text.diagnostic_verifier import parse_expectations

        text = (
            "// expected-error {{here}}\n"
            "// expected-note @+2 {{two below}}\n"
            "// expected-warning@-1 {{above by offset}}\n"
            "x // expected-remark @above {{prev}}\n"
            "// expected-error @below {{next}} trailing text is no directive\n"
            "// expected-error @unknown {{nowhere}}\n"
            "// expected-error-re {{a{{[0-9]+}}b}}\n"
        )
        found = [
            (e.level, e.message, e.line, e.regex) for e in parse_expectations(text)
        ]
        assert found == [
            ("error", "here", 1, False),
            ("note", "two below", 4, False),
            ("warning", "above by offset", 2, False),
            ("remark", "prev", 3, False),
            ("error", "nowhere", None, False),
            ("error", "a{{[0-9]+}}b", 7, True),
        ]
        regex = parse_expectations(text)[-1]
        assert regex.matches("error", "xa12b", 7)
        assert not regex.matches("error", "ab", 7)


def test_internal_errors_are_reported_without_traceback(capsys, write, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    def broken(*args: object) -> object:
        raise KeyError("boom")

    monkeypatch.setattr(mlir_opt, "print_module", broken)
    status, _, err = run(capsys, "--allow-unregistered-dialect", write(SIMPLE))
    assert status == 1
    assert err.startswith("mlir-opt-py: error: internal error: KeyError: 'boom'")
    with pytest.raises(KeyError):
        main(["--allow-unregistered-dialect", "--debug", write(SIMPLE)])
