"""MLIR 22 dialect op modules generated for differential tests, and mlir-opt runs.

``generate`` builds ``--gen-op-defs`` output for one installed ``.td`` file
into a directory and imports it; ``mlir_opt`` runs mlir-opt-22 on a file with
generic output (unregistered dialects allowed).
"""

from __future__ import annotations

import subprocess
from pathlib import Path
from types import ModuleType

from tests.support.tablegen_ref import LLVM_BIN, LLVM_INCLUDE

from tblgen_py.backends.base import BackendOptions
from tblgen_py.frontend.session import parse_records
from tblgen_py.tools.output_set import import_module_set, op_module_set

MLIR_OPT = LLVM_BIN / "mlir-opt"


def generate(rel: str, dialect: str, directory: Path, suffix: str) -> ModuleType:
    """Generate and import the op module of ``mlir/Dialect/<rel>``
    (``<dialect>_<suffix>.py`` in ``directory``)."""
    path = LLVM_INCLUDE / "mlir" / "Dialect" / rel
    parsed = parse_records(
        str(path), include_dirs=[str(LLVM_INCLUDE), str(path.parent)]
    )
    assert parsed.ok, "".join(d.render() for d in parsed.diagnostics)
    options = BackendOptions(f"mlir/Dialect/{rel}", dialect)
    module_path = directory / f"{dialect}_{suffix}.py"
    text, siblings = op_module_set(parsed.keeper, options)
    module_path.write_text(text)
    for name, sibling in siblings.items():
        (directory / f"{name}.py").write_text(sibling)
    return import_module_set(module_path.stem, text, siblings, str(module_path))


def mlir_opt(path: Path, *options: str) -> subprocess.CompletedProcess[str]:
    """mlir-opt's generic-form run on ``path``."""
    run = [str(MLIR_OPT), "--allow-unregistered-dialect", "--mlir-print-op-generic"]
    return subprocess.run([*run, *options, str(path)], capture_output=True, text=True)
