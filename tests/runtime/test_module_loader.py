"""One loader for every module option of mlir-opt-py: each file is one module."""

from __future__ import annotations

import os
import sys
from pathlib import Path

import pytest

from tblgen_py.runtime.ir.context import Context
from tblgen_py.tools import mlir_opt
from tblgen_py.tools.dialect_loading import load_dialects
from tblgen_py.tools.module_loader import ModuleLoadError, load_module

REPO = Path(__file__).resolve().parents[2]
OPS = REPO / "generated" / "drrbasics_ops.py"
PATTERNS = REPO / "generated" / "drrbasics_rewriters.py"


def test_every_spelling_of_a_path_gives_one_module(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    (tmp_path / "mod_spellings.py").write_text("class Marker:\n    pass\n")
    os.symlink(tmp_path / "mod_spellings.py", tmp_path / "link.py")
    monkeypatch.chdir(tmp_path)
    first = load_module("mod_spellings.py")
    assert load_module(str(tmp_path / "mod_spellings.py")) is first
    assert load_module("./link.py") is first
    assert load_module(str(tmp_path / "sub" / ".." / "mod_spellings.py")) is first


def test_a_file_already_imported_by_name_is_reused(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    (tmp_path / "mod_by_name.py").write_text("VALUE = object()\n")
    monkeypatch.syspath_prepend(str(tmp_path))
    import mod_by_name  # type: ignore[import-not-found]

    try:
        assert load_module(str(tmp_path / "mod_by_name.py")) is mod_by_name
        assert load_module("mod_by_name") is mod_by_name
    finally:
        del sys.modules["mod_by_name"]


def test_dialect_and_pattern_options_share_the_op_classes() -> None:
    """--load-dialect, --load-ops and the ops a pattern module imports agree."""
    ops = load_module(str(OPS))
    assert load_module(os.path.relpath(OPS)) is ops
    context = Context()
    load_dialects(context, [os.path.relpath(OPS)])
    assert context.lookup_op_class("drrb.identity") is ops.IdentityOp


@pytest.mark.parametrize(
    ("spec", "message"),
    [
        ("no/such/module.py", "cannot load module 'no/such/module.py': no such file"),
        ("no_such_module_xyz", "cannot import module 'no_such_module_xyz': "),
    ],
)
def test_failures_are_load_errors(spec: str, message: str) -> None:
    with pytest.raises(ModuleLoadError) as info:
        load_module(spec)
    assert str(info.value).startswith(message)


def test_failing_module_can_be_loaded_after_a_fix(tmp_path: Path) -> None:
    path = tmp_path / "flaky_mod.py"
    path.write_text("raise RuntimeError('not yet')\n")
    with pytest.raises(ModuleLoadError, match="RuntimeError: not yet"):
        load_module(str(path))
    path.write_text("READY = True\n")
    assert load_module(str(path)).READY is True


def test_load_ops_is_load_dialect(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Both spellings register through one code path, with one error message."""
    source = tmp_path / "in.mlir"
    source.write_text('"drrb.identity"() : () -> ()\n')
    for flag in ("--load-dialect", "--load-ops"):
        assert mlir_opt.main([flag, str(OPS), str(source)]) == 1
        err = capsys.readouterr().err
        assert err.startswith(
            f"{source}:1:1: error: 'drrb.identity' op requires one result\n"
        )
    parsed = mlir_opt.build_arg_parser().parse_args(
        ["--load-ops", "a.py", "--load-dialect", "b.py"]
    )
    assert parsed.load_dialects == ["a.py", "b.py"]
