"""The ``pdl_interp`` ports through ``mlir-opt-py`` with no dialect flags: the
hand-written syntax of ``pdl_interp.func``/``foreach``, its format directives
and verifiers.  Expected texts are mlir-opt-22's on the same inputs (the
conformance corpora have more)."""

from __future__ import annotations

import pytest

from tblgen_py.tools.mlir_opt import main

INPUT = """\
pdl_interp.func @matcher(%root : !pdl.operation) {
  %vals = pdl_interp.get_results of %root : !pdl.range<value>
  %tys = pdl_interp.get_value_type of %vals : !pdl.range<type>
  %t = pdl_interp.extract 0 of %tys : !pdl.type
  pdl_interp.foreach %v : !pdl.value in %vals {
    %op = pdl_interp.create_operation "foo.op"(%v : !pdl.value) -> (%t : !pdl.type)
    pdl_interp.continue
  } -> ^end
^end:
  pdl_interp.finalize
}
"""
# mlir-opt-22 on INPUT
OUTPUT = """\
module {
  pdl_interp.func @matcher(%arg0: !pdl.operation) {
    %0 = pdl_interp.get_results of %arg0 : !pdl.range<value>
    %1 = pdl_interp.get_value_type of %0 : !pdl.range<type>
    %2 = pdl_interp.extract 0 of %1 : !pdl.type
    pdl_interp.foreach %arg1 : !pdl.value in %0 {
      %3 = pdl_interp.create_operation "foo.op"(%arg1 : !pdl.value)  -> (%2 : !pdl.type)
      pdl_interp.continue
    } -> ^bb1
  ^bb1:  // pred: ^bb0
    pdl_interp.finalize
  }
}

"""


def _run(
    capsys: pytest.CaptureFixture[str], tmp_path: object, text: str
) -> tuple[int, str, str]:
    path = tmp_path / "in.mlir"  # type: ignore[operator]
    path.write_text(text)
    status = main([str(path)])
    out, err = capsys.readouterr()
    return status, out, err.replace(str(path), "in.mlir")


def test_custom_form_round_trips(capsys, tmp_path) -> None:  # type: ignore[no-untyped-def]
    assert _run(capsys, tmp_path, INPUT) == (0, OUTPUT, "")


@pytest.mark.parametrize(
    ("text", "error"),
    [
        (
            'pdl_interp.func @a(%root : !pdl.operation) {\n  pdl_interp.switch_operation_name of %root to ["a.op", "b.op"](^x) -> ^x\n^x:\n  pdl_interp.finalize\n}\n',
            "in.mlir:2:3: error: 'pdl_interp.switch_operation_name' op expected "
            "number of cases to match the number of case values, got 1 but "
            "expected 2",
        ),
        (
            'pdl_interp.func @b() {\n  %op = pdl_interp.create_operation "foo.op" -> <inferred>\n  pdl_interp.finalize\n}\n',
            "in.mlir:2:9: error: 'pdl_interp.create_operation' op has inferred "
            "results, but the created operation 'foo.op' does not support result "
            "type inference (or is not registered)",
        ),
        (
            "pdl_interp.func @d(%vals : !pdl.range<value>) {\n  pdl_interp.foreach %v : !pdl.value on %vals {\n    pdl_interp.continue\n  } -> ^end\n^end:\n  pdl_interp.finalize\n}\n",
            "in.mlir:2:38: error: custom op 'pdl_interp.foreach' expected 'in' "
            "after loop variable",
        ),
    ],
)
def test_first_errors(capsys, tmp_path, text: str, error: str) -> None:  # type: ignore[no-untyped-def]
    status, out, err = _run(capsys, tmp_path, text)
    assert (status, out, err.splitlines()[0]) == (1, "", error)
