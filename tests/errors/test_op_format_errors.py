"""Invalid op assembly formats are rejected by ``--gen-op-defs`` with
``mlir-tblgen-22``'s message, located in the ``.td`` file (the messages are
compared with mlir-tblgen-22 itself in
``tests/conformance/test_op_format_diff.py``)."""

from __future__ import annotations

import functools
from pathlib import Path

import pytest
from op_format_cases import CASES, FORMAT_COLUMN, cases_source, selector

from tblgen_py.backends.base import BackendOptions
from tblgen_py.backends.ops import OpDefsBackend
from tblgen_py.tools.mlir_tblgen import main
from tblgen_py.support.diagnostics import BackendError
from tblgen_py.records.keeper import RecordKeeper
from tblgen_py.frontend.session import parse_records

ROOT = Path(__file__).resolve().parents[2]


@functools.lru_cache(maxsize=1)
def _records(directory: str) -> tuple[RecordKeeper, list[tuple[int, int]]]:
    path = Path(directory) / "cases.td"
    text, where = cases_source()
    path.write_text(text)
    parsed = parse_records(str(path), include_dirs=[str(ROOT / "td")])
    assert parsed.ok
    return parsed.keeper, where


@pytest.fixture(scope="module")
def records(
    tmp_path_factory: pytest.TempPathFactory,
) -> tuple[RecordKeeper, list[tuple[int, int]]]:
    """Every case in one parsed file."""
    return _records(str(tmp_path_factory.mktemp("formats")))


@pytest.mark.parametrize("index", range(len(CASES)), ids=[c.name for c in CASES])
def test_invalid_format_is_rejected(
    index: int, records: tuple[RecordKeeper, list[tuple[int, int]]]
) -> None:
    """The first error is MLIR's message at the format; a note names the op."""
    keeper, where = records
    case = CASES[index]
    with pytest.raises(BackendError) as info:
        OpDefsBackend().emit(
            keeper, BackendOptions("cases.td", op_include_regex=selector(index))
        )
    error, note, *rest = info.value.diagnostics
    assert error.message == case.message
    assert note.message == "in custom assembly format for this operation"
    def_line, format_line = where[index]
    assert error.span is not None and note.span is not None
    line, column = error.span.file.line_col(error.span.start)
    if case.format:
        assert line == format_line
        assert FORMAT_COLUMN <= column <= FORMAT_COLUMN + len(case.format)
    assert note.span.file.line_col(note.span.start) == (def_line, 5)
    assert all(d.span == error.span for d in rest)


def test_cli_exits_1_without_output(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """The command line prints the diagnostics, exits 1 and writes nothing."""
    text, where = cases_source()
    path = tmp_path / "cases.td"
    path.write_text(text)
    out = tmp_path / "out.py"
    argv = ["--gen-op-defs", "-I", str(ROOT / "td"), "-op-include-regex", selector(0)]
    assert main([*argv, str(path), "-o", str(out)]) == 1
    err = capsys.readouterr().err
    assert not out.exists()
    line = where[0][1]
    column = FORMAT_COLUMN + CASES[0].format.index("%")
    assert err.startswith(f"{path}:{line}:{column}: error: {CASES[0].message}\n")
    assert "Traceback" not in err


def test_valid_format_is_accepted(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """A format binding every operand, its type and the attributes passes."""
    path = tmp_path / "ok.td"
    path.write_text(
        'include "mlir/IR/OpBase.td"\n'
        'def K_Dialect : Dialect { let name = "k"; }\n'
        'def K_AddOp : Op<K_Dialect, "add", [AllTypesMatch<["lhs", "rhs", "sum"]>]> {\n'
        "  let arguments = (ins AnyInteger:$lhs, AnyInteger:$rhs);\n"
        "  let results = (outs AnyInteger:$sum);\n"
        "  let assemblyFormat = [{$lhs `,` $rhs attr-dict `:` type($sum)}];\n"
        "}\n"
    )
    out = tmp_path / "out.py"
    assert (
        main(["--gen-op-defs", "-I", str(ROOT / "td"), str(path), "-o", str(out)]) == 0
    )
    assert "class AddOp" in out.read_text()
    assert capsys.readouterr().err == ""
