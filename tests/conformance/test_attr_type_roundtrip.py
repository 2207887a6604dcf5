"""Differential tests of builtin types/attributes/locations against mlir-opt-22.

For every corpus file and printing mode, mlir-opt's generic output must be
reproduced byte for byte both from the original input and from mlir-opt's own
output (round trip).  Float printing is also checked value by value.
"""

from __future__ import annotations

import functools
import random
import struct
import subprocess
import tempfile
from pathlib import Path

import pytest

from attr_harness import roundtrip

from tblgen_py.runtime.text.lexer import MLIRParseError
from tblgen_py.runtime.ir.float_format import SEMANTICS

pytestmark = pytest.mark.conformance

MLIR_OPT = "/usr/lib/llvm-22/bin/mlir-opt"
CORPUS = Path(__file__).parent / "mlir_attr_corpus"
FILES = sorted(p.name for p in CORPUS.glob("*.mlir"))
MODES = {
    "default": [],
    "debuginfo": ["--mlir-print-debuginfo"],
    "local": ["--mlir-print-local-scope"],
    "local_debuginfo": ["--mlir-print-local-scope", "--mlir-print-debuginfo"],
}
KNOWN_MISMATCHES: set[tuple[str, str]] = set()


def _run_mlir_opt(cwd: Path, name: str, mode: str) -> str:
    cmd = [MLIR_OPT, "--mlir-print-op-generic", "--allow-unregistered-dialect"]
    done = subprocess.run(
        [*cmd, *MODES[mode], name], cwd=cwd, capture_output=True, text=True, timeout=60
    )
    assert done.returncode == 0, done.stderr[:500]
    return done.stdout


@functools.cache
def mlir_opt(name: str, mode: str) -> str:
    """mlir-opt's generic output for a corpus file (run from the corpus dir)."""
    return _run_mlir_opt(CORPUS, name, mode)


@functools.cache
def mlir_opt_twice(name: str, mode: str) -> str:
    """mlir-opt run again on its own output (affine folds are not idempotent)."""
    with tempfile.TemporaryDirectory() as tmp:
        (Path(tmp) / name).write_text(mlir_opt(name, mode))
        return _run_mlir_opt(Path(tmp), name, mode)


def _params() -> list[object]:
    out = []
    for name in FILES:
        for mode in MODES:
            marks = []
            if (name, mode) in KNOWN_MISMATCHES:
                marks.append(pytest.mark.xfail(strict=True, reason="known mismatch"))
            out.append(pytest.param(name, mode, marks=marks, id=f"{name}-{mode}"))
    return out


@pytest.mark.parametrize("name,mode", _params())
def test_corpus_file(name: str, mode: str) -> None:
    """Our parse+print of the input, and of mlir-opt's output, equal mlir-opt's."""
    expected = mlir_opt(name, mode)
    debuginfo = "debuginfo" in mode
    local = mode.startswith("local")
    source = (CORPUS / name).read_text()
    assert roundtrip(source, name, debuginfo, local) == expected
    again = mlir_opt_twice(name, mode)
    assert roundtrip(expected, name, debuginfo, local) == again


def test_corpus_size() -> None:
    """The corpus keeps at least 80 files."""
    assert len(FILES) >= 80


def _random_bits(rng: random.Random, width: int) -> list[int]:
    values = [rng.getrandbits(width) for _ in range(150)]
    values += [1, (1 << (width - 1)), (1 << width) - 1, (1 << (width - 1)) - 1]
    return values


def _interesting_doubles(rng: random.Random) -> list[float]:
    out = [0.1, 0.2, 1.0 / 3, 2.0 / 3, 100.0, 1e10, 1e16, 1e17, 123456.0, 1234567.0]
    out += [12345678.0, 0.5, 1e-5, 1e-7, 3.0e38, 1e300, 5e-324, 65504.0, 448.0]
    for _ in range(150):
        out.append(struct.unpack("<d", rng.getrandbits(64).to_bytes(8, "little"))[0])
        out.append(rng.uniform(-1000, 1000))
        out.append(round(rng.uniform(-100, 100), rng.randint(0, 4)))
    return [v for v in out if v == v and abs(v) != float("inf")]


def _literal(value: float) -> str:
    """An MLIR float literal (always with a '.') for ``value``."""
    text = repr(value)
    mantissa, _, exponent = text.partition("e")
    if "." not in mantissa:
        mantissa += ".0"
    return mantissa + ("e" + exponent if exponent else "")


@pytest.mark.parametrize("name", sorted(SEMANTICS))
def test_float_printing(name: str, tmp_path: Path) -> None:
    """Bit patterns printed through mlir-opt and through our printer agree."""
    sem = SEMANTICS[name]
    rng = random.Random(name)
    bits = _random_bits(rng, sem.bits)
    attrs = ", ".join(f"a{i} = 0x{b:X} : {name}" for i, b in enumerate(bits))
    doubles = _interesting_doubles(rng)
    attrs += ", " + ", ".join(
        f"b{i} = {_literal(v)} : {name}" for i, v in enumerate(doubles)
    )
    src = tmp_path / "f.mlir"
    src.write_text(f'"test.op"() {{{attrs}}} : () -> ()\n')
    cmd = [
        MLIR_OPT,
        "--mlir-print-op-generic",
        "--allow-unregistered-dialect",
        str(src),
    ]
    done = subprocess.run(cmd, capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr[:500]
    expected = done.stdout
    got = roundtrip(src.read_text(), str(src))
    if got != expected:
        exp_items = expected.split(", ")
        got_items = got.split(", ")
        diffs = [(e, g) for e, g in zip(exp_items, got_items) if e != g]
        pytest.fail(f"{len(diffs)} differences, first: {diffs[:5]}")


ERROR_CASES = (CORPUS / "error_cases.txt").read_text().splitlines()


@pytest.mark.parametrize("attr_dict", ERROR_CASES)
def test_error_message(attr_dict: str, tmp_path: Path) -> None:
    """Invalid attribute/type text gives mlir-opt's message at mlir-opt's position."""
    source = f'"test.op"() {attr_dict} : () -> ()\n'
    path = tmp_path / "err.mlir"
    path.write_text(source)
    cmd = [
        MLIR_OPT,
        "--mlir-print-op-generic",
        "--allow-unregistered-dialect",
        "err.mlir",
    ]
    done = subprocess.run(cmd, cwd=tmp_path, capture_output=True, text=True, timeout=60)
    assert done.returncode != 0, "mlir-opt accepted the case; it is not an error case"
    with pytest.raises(MLIRParseError) as info:
        roundtrip(source, "err.mlir")
    assert info.value.render() == done.stderr
