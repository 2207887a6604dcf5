"""Unknown ops of a loaded dialect, as mlir-opt-22 rejects them: in custom form
at parse time, in generic form by the verifier (unless the dialect allows
unknown operations, as MLIR's llvm and spirv do), with or without
``--allow-unregistered-dialect`` (which only admits unregistered dialects)."""

from __future__ import annotations

import pytest

from tblgen_py.tools.mlir_opt import main

GENERIC = (
    'func.func @f(%x: i32) {\n  %0 = "arith.foo"(%x) : (i32) -> i32\n  return\n}\n'
)
UNKNOWN_IN_LOADED = (
    "in.mlir:2:8: error: unregistered operation 'arith.foo' found in dialect "
    "('arith') that does not allow unknown operations"
)


def _run(capsys, tmp_path, text: str, *flags: str) -> tuple[int, str]:  # type: ignore[no-untyped-def]
    path = tmp_path / "in.mlir"
    path.write_text(text)
    status = main([*flags, str(path)])
    err = capsys.readouterr().err.replace(str(path), "in.mlir")
    return status, err.splitlines()[0] if err else ""


@pytest.mark.parametrize("flags", [(), ("--allow-unregistered-dialect",)])
def test_custom_form_is_unknown(capsys, tmp_path, flags) -> None:  # type: ignore[no-untyped-def]
    text = "func.func @f(%x: i32) {\n  %0 = arith.foo %x : i32\n  return\n}\n"
    expected = "in.mlir:2:8: error: custom op 'arith.foo' is unknown"
    assert _run(capsys, tmp_path, text, *flags) == (1, expected)


@pytest.mark.parametrize("flags", [(), ("--allow-unregistered-dialect",)])
def test_generic_form_of_a_loaded_dialect(capsys, tmp_path, flags) -> None:  # type: ignore[no-untyped-def]
    assert _run(capsys, tmp_path, GENERIC, *flags) == (1, UNKNOWN_IN_LOADED)


def test_dialects_allowing_unknown_operations(capsys, tmp_path) -> None:  # type: ignore[no-untyped-def]
    text = '"llvm.foo"() : () -> ()\n"spirv.foo"() : () -> ()\n'
    assert _run(capsys, tmp_path, text) == (0, "")


def test_unregistered_dialect_needs_the_flag(capsys, tmp_path) -> None:  # type: ignore[no-untyped-def]
    text = '"nodialect.foo"() : () -> ()\n'
    assert _run(capsys, tmp_path, text, "--allow-unregistered-dialect") == (0, "")
    assert _run(capsys, tmp_path, text) == (
        1,
        "in.mlir:1:16: error: operation being parsed with an unregistered "
        "dialect. If this is intended, please use -allow-unregistered-dialect "
        "with the MLIR tool used",
    )
