"""``--gen-{op,dialect,attrdef,typedef,enum}-doc`` against ``mlir-tblgen-22``.

Every page must be byte-identical to mlir-tblgen-22's, and a run that fails
there must fail here (exit 1). Inputs:

- the ops files of ``test_ods_mlir_dialects`` (a cover of every op of
  ``mlir/Dialect``; the dialect page with ``-dialect`` of its ops) and every
  other MLIR 22 header that defines a dialect, each with ``-I <include root>``
  and ``-I <its own directory>``;
- ``td/examples`` against both include trees (our ``td/`` and MLIR 22's);
- our own cases in ``doc_corpus/`` (groups, section order, inference,
  derived attributes, CRLF text, template-like and HTML text), once more
  from under an ``mlir/include/mlir/`` tree for the ``[source]`` links.

No known mismatches: every case must match.
"""

from __future__ import annotations

import difflib
import functools
import os
import re
import shutil
import subprocess
import tempfile
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

import pytest
from test_ods_mlir_dialects import MLIR_OPS_FILES
from tests.support.tablegen_ref import LLVM_BIN, LLVM_INCLUDE, require_llvm

from tblgen_py.backends import get_backend
from tblgen_py.backends.base import BackendError, BackendOptions
from tblgen_py.frontend.session import parse_records

pytestmark = pytest.mark.conformance

ROOT = Path(__file__).resolve().parents[2]
CORPUS = Path(__file__).parent / "doc_corpus"
KINDS = ("op", "dialect", "attrdef", "typedef", "enum")
_DIALECT_DEF = re.compile(r"^def \w+\s*:\s*Dialect\b", re.MULTILINE)

Case = tuple[str, tuple[str, ...], str]
"""An input path, its include directories and its ``-dialect`` (or "")."""


def _header_cases() -> list[Case]:
    """The ops files (with their dialect), then the other dialect headers."""
    cases: list[Case] = []
    for rel, dialect in MLIR_OPS_FILES:
        path = LLVM_INCLUDE / "mlir" / "Dialect" / rel
        cases.append((str(path), (str(LLVM_INCLUDE), str(path.parent)), dialect))
    listed = {case[0] for case in cases}
    for path in sorted((LLVM_INCLUDE / "mlir").rglob("*.td")):
        text = path.read_text(encoding="utf-8", errors="replace")
        if str(path) not in listed and _DIALECT_DEF.search(text):
            cases.append((str(path), (str(LLVM_INCLUDE), str(path.parent)), ""))
    return cases


def _own_cases() -> list[Case]:
    """``td/examples`` with both include trees, and the corpus."""
    cases: list[Case] = []
    for path in sorted((ROOT / "td" / "examples").glob("*.td")):
        dialect = "prop" if path.stem == "Properties" else ""
        for include in (ROOT / "td", LLVM_INCLUDE):
            cases.append((str(path), (str(include),), dialect))
    for path in sorted(CORPUS.glob("*.td")):
        cases.append((str(path), (str(LLVM_INCLUDE),), ""))
    return cases


def _ours(case: Case) -> dict[str, str | None]:
    """Our page of each kind (None when the generator reports an error)."""
    path, includes, dialect = case
    parsed = parse_records(path, include_dirs=list(includes))
    pages: dict[str, str | None] = {}
    for kind in KINDS:
        if not parsed.ok:
            pages[kind] = None
            continue
        options = BackendOptions(path, dialect)
        try:
            pages[kind] = get_backend(f"gen-{kind}-doc").emit(parsed.keeper, options)
        except BackendError:
            pages[kind] = None
    return pages


def _reference(case: Case, kind: str, extra: tuple[str, ...] = ()) -> str | None:
    """mlir-tblgen-22's page (None when it fails)."""
    path, includes, dialect = case
    args = [str(LLVM_BIN / "mlir-tblgen"), f"--gen-{kind}-doc", *extra]
    if dialect and kind == "dialect":
        args.append(f"-dialect={dialect}")
    for include in includes:
        args += ["-I", include]
    proc = subprocess.run([*args, path], capture_output=True, timeout=600, check=False)
    # Bytes, not text mode: a description's CRLF must reach the comparison.
    return (
        proc.stdout.decode("utf-8", "surrogateescape") if proc.returncode == 0 else None
    )


def _compare(case: Case) -> list[str]:
    """A message per kind whose page (or failure) differs."""
    ours = _ours(case)
    problems = []
    for kind in KINDS:
        want, got = _reference(case, kind), ours[kind]
        if want == got:
            continue
        if want is None or got is None:
            state = "fails" if got is None else "succeeds"
            problems.append(f"--gen-{kind}-doc: ours {state}, mlir-tblgen-22's not")
            continue
        diff = difflib.unified_diff(
            want.splitlines(True), got.splitlines(True), "mlir-tblgen-22", "ours"
        )
        problems.append(f"--gen-{kind}-doc:\n" + "".join(list(diff)[:40]))
    return problems


HEADER_CASES = _header_cases()
OWN_CASES = _own_cases()


@functools.lru_cache(maxsize=1)
def _all_results() -> dict[Case, list[str]]:
    """Every comparison, on two worker processes."""
    require_llvm()
    cases = HEADER_CASES + OWN_CASES
    with ProcessPoolExecutor(max_workers=2) as pool:
        return dict(zip(cases, pool.map(_compare, cases)))


def _case_id(case: Case) -> str:
    """The input path, shortened, and the include tree of an example."""
    path, includes, _ = case
    short = os.path.relpath(
        path, LLVM_INCLUDE if path.startswith(str(LLVM_INCLUDE)) else ROOT
    )
    if "td/examples" in path:
        short += " -I " + ("td" if includes[0] == str(ROOT / "td") else "llvm")
    return short


@pytest.mark.parametrize("case", HEADER_CASES + OWN_CASES, ids=_case_id)
def test_doc_pages_match_mlir_tblgen(case: Case) -> None:
    """All five pages of the input equal mlir-tblgen-22's."""
    problems = _all_results()[case]
    assert not problems, "\n".join(problems)


OPTION_INPUTS = [
    LLVM_INCLUDE / "mlir" / "Dialect" / "Arith" / "IR" / "ArithOps.td",
    ROOT / "td" / "examples" / "Attributes.td",
    *sorted(CORPUS.glob("*.td")),
]


@pytest.mark.parametrize("path", OPTION_INPUTS, ids=lambda p: p.name)
@pytest.mark.parametrize(
    ("flags", "prefix", "hugo"),
    [
        (("-allow-hugo-specific-features",), "::mlir::", True),
        (("-strip-prefix=::",), "::", False),
        (("-strip-prefix=::mlir::inf::",), "::mlir::inf::", False),
    ],
)
def test_doc_options(
    path: Path, flags: tuple[str, ...], prefix: str, hugo: bool
) -> None:
    """``-allow-hugo-specific-features`` and ``-strip-prefix`` as in mlir-tblgen-22."""
    require_llvm()
    case: Case = (str(path), (str(LLVM_INCLUDE), str(path.parent)), "")
    parsed = parse_records(str(path), include_dirs=list(case[1]))
    assert parsed.ok
    options = BackendOptions(str(path), strip_prefix=prefix, hugo_features=hugo)
    for kind in ("op", "dialect"):
        got = get_backend(f"gen-{kind}-doc").emit(parsed.keeper, options)
        assert got == _reference(case, kind, flags), f"--gen-{kind}-doc {flags}"


def test_source_links_under_an_mlir_include_tree() -> None:
    """Inputs under ``.../mlir/include/mlir/`` get the same ``[source]`` link."""
    require_llvm()
    with tempfile.TemporaryDirectory() as tmp:
        target = Path(tmp) / "llvm-project" / "mlir" / "include" / "mlir" / "Dialect"
        target.mkdir(parents=True)
        for path in sorted(CORPUS.glob("*.td")):
            copy = target / path.name
            shutil.copyfile(path, copy)
            problems = _compare((str(copy), (str(LLVM_INCLUDE),), ""))
            assert not problems, f"{path.name}:\n" + "\n".join(problems)
