"""Every AttrDef/TypeDef assembly format of MLIR 22 through our generators.

For each installed ``.td`` file that mentions formats or attribute defs, the
``--gen-attrdef-defs`` / ``--gen-typedef-defs`` modules of every dialect with a
formatted def reachable from it are generated (formats parsed and validated),
black-clean as emitted, and imported.  Files that do not stand alone (op files
meant to be included) must be rejected by ``mlir-tblgen-22`` too.  Together
the files cover all formatted defs of MLIR 22 (327, more than 315).
"""

from __future__ import annotations

import subprocess
from pathlib import Path

import black
import pytest
from attrdef_corpus import LLVM_INCLUDE, format_files, generate_file
from tests.support.tablegen_ref import LLVM_BIN, require_llvm

pytestmark = pytest.mark.conformance

FILES = format_files() if LLVM_INCLUDE.is_dir() else []
COVERED: set[tuple[str, str]] = set()


@pytest.mark.parametrize(
    "path", FILES, ids=lambda p: str(p.relative_to(LLVM_INCLUDE / "mlir"))
)
def test_formats_generate_and_import(path: Path, tmp_path: Path) -> None:
    """The file's attribute/type modules generate, are black-clean and import."""
    require_llvm()
    try:
        covered = generate_file(path, tmp_path)
    except AssertionError as exc:
        if "error:" not in str(exc):
            raise
        run = [str(LLVM_BIN / "mlir-tblgen"), f"-I{LLVM_INCLUDE}", str(path)]
        ref = subprocess.run(run, capture_output=True, text=True)
        assert ref.returncode != 0, f"mlir-tblgen-22 accepts {path}: {exc}"
        return
    for module in tmp_path.glob("*.py"):
        text = module.read_text()
        assert black.format_str(text, mode=black.Mode()) == text, module.name
    COVERED.update(covered)


def test_every_mlir_format_is_covered() -> None:
    """The files above reach every formatted AttrDef/TypeDef of MLIR 22."""
    require_llvm()
    if len(COVERED) < 315:
        pytest.fail(
            f"only {len(COVERED)} formatted defs generated (run the whole file)"
        )
