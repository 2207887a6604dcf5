"""Every DRR pattern of MLIR 19's own .td files goes through ``--gen-rewriters``.

The 150 patterns live in the dialect canonicalization files and conversion
patterns under ``mlir/lib`` (77) and in ``mlir/test/lib/Dialect/Test/TestOps.td``
(73).  They come from the LLVM 19 source package, not installed headers::

    # with deb-src enabled in the apt sources
    apt-get source --download-only llvm-toolchain-19
    tar -xJf llvm-toolchain-19_*.orig.tar.xz --wildcards '*/mlir/*.td'

and ``MLIR19_SRC`` names the extracted ``mlir`` directory.  Each file must
generate without error against its own MLIR 19 headers, give a black-clean
module that imports, and need user-supplied Python (native code, C++ constants)
for exactly the patterns listed in ``NEEDS_PYTHON``.
"""

from __future__ import annotations

import importlib.util
import os
import re
from pathlib import Path

import pytest

from tblgen_py.backends.rewrites import generate
from tblgen_py.records.session import parse_records

pytestmark = pytest.mark.conformance

_CANDIDATES = (
    os.environ.get("MLIR19_SRC", ""),
    "/work/llvm19/llvm-toolchain-19_19.1.7/mlir",
    str(Path.home() / ".cache/mlir-tblgen-py/llvm-toolchain-19_19.1.7/mlir"),
)

# file -> (patterns, patterns that need user-supplied Python)
FILES: dict[str, tuple[int, int]] = {
    "lib/Dialect/Arith/IR/ArithCanonicalization.td": (43, 28),
    "lib/Dialect/SPIRV/IR/SPIRVCanonicalization.td": (16, 0),
    "lib/Dialect/Shape/IR/ShapeCanonicalization.td": (7, 0),
    "lib/Dialect/Polynomial/IR/PolynomialCanonicalization.td": (7, 5),
    "lib/Conversion/GPUToNVVM/GPUToNVVM.td": (1, 0),
    "lib/Conversion/GPUToROCDL/GPUToROCDL.td": (1, 0),
    "lib/Conversion/ShapeToStandard/ShapeToStandard.td": (2, 0),
    "test/lib/Dialect/Test/TestOps.td": (73, 10),
}


def mlir19_root() -> Path:
    """The extracted MLIR 19 source directory (fail, never skip, when missing)."""
    for candidate in _CANDIDATES:
        if candidate and (Path(candidate) / "include/mlir/IR/PatternBase.td").is_file():
            return Path(candidate)
    pytest.fail(
        "MLIR 19 sources not found: set MLIR19_SRC (see this module's docstring)"
    )


def _needs_python(text: str) -> int:
    """Pattern classes that call user-supplied native code or constants."""
    classes = re.split(r"\nclass ", text)[1:]
    markers = ("self._native.lookup(", "_drr.constant(")
    return sum(1 for body in classes if any(m in body for m in markers))


def test_all_150_patterns_are_covered() -> None:
    assert sum(count for count, _ in FILES.values()) == 150


@pytest.mark.parametrize("rel", sorted(FILES))
def test_generates_black_clean_importable_module(rel: str, tmp_path: Path) -> None:
    import black

    root = mlir19_root()
    path = root / rel
    parsed = parse_records(
        str(path), include_dirs=[str(root / "include"), str(path.parent)]
    )
    assert parsed.ok, "".join(d.render() for d in parsed.diagnostics)
    assert len(parsed.keeper.derived_definitions_if_defined("Pattern")) == FILES[rel][0]
    result = generate(parsed.keeper, rel)
    assert result.text.count("\nclass ") == FILES[rel][0]
    assert _needs_python(result.text) == FILES[rel][1]
    assert black.format_str(result.text, mode=black.Mode()) == result.text
    module_path = tmp_path / "patterns.py"
    module_path.write_text(result.text)
    spec = importlib.util.spec_from_file_location("drr_mlir19_patterns", module_path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    from tblgen_py.runtime.rewrite import RewritePatternSet

    patterns = RewritePatternSet()
    module.populate_with_generated(patterns)
    assert len(patterns) == FILES[rel][0]
