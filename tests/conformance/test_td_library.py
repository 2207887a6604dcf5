"""Our ODS library in td/ against MLIR's own headers, through mlir-tblgen-22.

Every example under td/examples must give byte-identical generator output
whether it is built with ``-I td`` or with ``-I /usr/lib/llvm-22/include``.
The records the library and the examples define must also print the same
under ``--print-records``, except for the documented differences that
``_normalize_record`` removes: prose we word ourselves (descriptions), C++
that only the interface generators emit (interface method bodies, the
helper code and verifier of an interface class), which we write our own
way, and the legacy ``verifier`` field that only our Op class has. Op
generators see an interface only through its methods' names, signatures
and whether they have a body or default, which are compared exactly:
each normalized field keeps its name and only its text is dropped, and an
empty body prints differently from a non-empty one.
"""

from __future__ import annotations

import functools
import re
import subprocess
import sys
import tempfile
from pathlib import Path

import pytest

pytestmark = pytest.mark.conformance

ROOT = Path(__file__).resolve().parents[2]
OURS = ROOT / "td"
UPSTREAM = Path("/usr/lib/llvm-22/include")
MLIR_TBLGEN = Path("/usr/lib/llvm-22/bin/mlir-tblgen")
EXAMPLES = sorted((OURS / "examples").glob("*.td"))
LEGACY = OURS / "examples" / "legacy"
ALL_CLASSES = OURS / "conformance" / "AllClasses.td"

# One file including every header we provide.
ALL_HEADERS = "\n".join(
    f'include "{name}"'
    for name in (
        "mlir/IR/OpBase.td",
        "mlir/IR/EnumAttr.td",
        "mlir/IR/PatternBase.td",
        "mlir/IR/OpAsmInterface.td",
        "mlir/IR/RegionKindInterface.td",
        "mlir/IR/SymbolInterfaces.td",
        "mlir/Interfaces/SideEffectInterfaces.td",
        "mlir/Interfaces/InferTypeOpInterface.td",
        "mlir/Interfaces/CastInterfaces.td",
        "mlir/Interfaces/CallInterfaces.td",
        "mlir/Interfaces/ControlFlowInterfaces.td",
    )
)

GENERATORS = (
    "--gen-op-decls",
    "--gen-op-defs",
    "--gen-enum-decls",
    "--gen-enum-defs",
    "--gen-rewriters",
    "--gen-op-doc",
    "--gen-enum-doc",
    "--gen-attrdef-decls",
    "--gen-attrdef-defs",
    "--gen-typedef-decls",
    "--gen-typedef-defs",
    "--gen-op-interface-decls",
    "--gen-op-interface-defs",
    "--gen-attr-interface-decls",
    "--gen-type-interface-decls",
)

# Generators that fail unless the input includes a given header.
REQUIRES = {
    "--gen-rewriters": "mlir/IR/PatternBase.td",
    "--gen-enum-doc": "mlir/IR/EnumAttr.td",
}

_CLASS = re.compile(r"^class ([^<\s]+)", re.M)
_RECORD = re.compile(r"^def (\S+) \{(.*?)^\}", re.S | re.M)
_ANON = re.compile(r"anonymous_\d+")
_DESCRIPTION = re.compile(
    r"^  (?:code|string) description = (?:\[\{.*?\}\]|\".*?\");$", re.S | re.M
)
# C++ that only the interface generators emit: the bodies of interface
# methods and the helper code and verifier of the interface class itself.
_METHOD_CODE = re.compile(
    r"^  (?:code|string) (body|defaultBody) = (?:\[\{.*?\}\]|\".*?\");$", re.S | re.M
)
_INTERFACE_CODE = re.compile(
    r"^  (?:code|string) (extraClassDeclaration|extraSharedClassDeclaration|"
    r"extraTraitClassDeclaration|extraClassOf|verify) = (?:\[\{.*?\}\]|\".*?\");$",
    re.S | re.M,
)
_VERIFIER = re.compile(r"^  (?:code|string) verifier = \"\";\n", re.M)


def _run(*args: str | Path) -> str:
    """Run mlir-tblgen-22 and return its stdout, failing the test on error."""
    proc = subprocess.run(
        [str(MLIR_TBLGEN), *map(str, args)], capture_output=True, text=True
    )
    assert proc.returncode == 0, proc.stderr
    return proc.stdout


def _both(*args: str | Path) -> tuple[str, str]:
    """Output with our include tree and with MLIR's."""
    return _run("-I", OURS, *args), _run("-I", UPSTREAM, *args)


def _renumber_anonymous(text: str) -> str:
    """Number anonymous records by first use instead of by creation.

    The Python bindings name attribute builders after the constraint record,
    and an inline constraint (``AnyAttrOf<[...]>:$x``) is an anonymous record
    whose number counts every anonymous record the headers created before
    it. That count is an artifact of how each header tree is written, so
    only the order of first use is compared.
    """
    numbers: dict[str, str] = {}

    def renumber(match: re.Match[str]) -> str:
        return numbers.setdefault(match.group(0), f"anonymous_#{len(numbers)}")

    return _ANON.sub(renumber, text)


def _dialects(td: Path) -> list[str]:
    """Names of the dialects a file defines (or includes)."""
    text = _run("--print-records", "-I", OURS, td)
    return [
        m.group(1)
        for body in (m.group(2) for m in _RECORD.finditer(text))
        if body.startswith("\t// Dialect\n")
        for m in [re.search(r'string name = "(.*?)";', body)]
        if m
    ]


def _records(text: str) -> dict[str, str]:
    """Record bodies by name from --print-records output."""
    defs = text.split("------------- Defs -------------", 1)[1]
    return {m.group(1): _normalize_record(m.group(2)) for m in _RECORD.finditer(defs)}


def _normalize_record(body: str) -> str:
    """Drop the fields where we differ on purpose (see module docstring)."""
    body = _DESCRIPTION.sub("  <description>", body)
    classes = body.split("\n", 1)[0]
    if "InterfaceMethod" in classes:
        body = _METHOD_CODE.sub(_drop_code, body)
    elif "Interface" in classes:
        body = _INTERFACE_CODE.sub(_drop_code, body)
    return _VERIFIER.sub("", body)


def _drop_code(match: re.Match[str]) -> str:
    """Replace a non-empty code field by its name (empty ones stay as they are)."""
    empty = match.group(0).endswith(("= [{}];", '= "";'))
    return match.group(0) if empty else f"  <{match.group(1)}: code>"


def _expand(records: dict[str, str], name: str, seen: tuple[str, ...] = ()) -> str:
    """A record with anonymous records it references inlined recursively."""

    def inline(match: re.Match[str]) -> str:
        anon = match.group(0)
        if anon in seen or anon not in records:
            return "<cycle>"
        return "{" + _expand(records, anon, seen + (anon,)) + "}"

    return _ANON.sub(inline, records[name])


@functools.cache
def _library_names() -> frozenset[str]:
    """Names of the records defined by the headers we provide."""
    return frozenset(_records(_run("--print-records", "-I", OURS, _all_td())))


@functools.cache
def _all_td() -> Path:
    """A temporary file including all our headers."""
    path = Path(tempfile.mkdtemp(prefix="td_library_")) / "all_headers.td"
    path.write_text(ALL_HEADERS + "\n")
    return path


def _record_diffs(td: Path, names: set[str] | None) -> list[str]:
    """Named records (all, or `names`) that print differently in the two trees."""
    ours, theirs = (_records(text) for text in _both("--print-records", td))
    common = [
        n
        for n in ours
        if n in theirs
        and not n.startswith("anonymous_")
        and (names is None or n in names)
    ]
    assert common, "no records to compare"
    return [n for n in common if _expand(ours, n) != _expand(theirs, n)]


@pytest.mark.parametrize(
    ("td", "generator"),
    [
        pytest.param(td, gen, id=f"{td.name}-{gen[6:]}")
        for td in EXAMPLES
        for gen in GENERATORS
        if REQUIRES.get(gen, "mlir/IR/OpBase.td") in td.read_text()
    ],
)
def test_generator_output_matches(td: Path, generator: str) -> None:
    """Each generator prints the same C++ with either include tree."""
    ours, theirs = _both(generator, td)
    assert ours == theirs


@pytest.mark.parametrize("td", EXAMPLES, ids=lambda p: p.name)
def test_dialect_and_python_output_matches(td: Path) -> None:
    """Dialect classes, docs and Python bindings match for every dialect."""
    dialects = _dialects(td)
    assert dialects
    for name in dialects:
        for args in (
            ("--gen-dialect-decls", f"-dialect={name}"),
            ("--gen-dialect-defs", f"-dialect={name}"),
            ("--gen-dialect-doc", f"-dialect={name}"),
            ("--gen-python-op-bindings", f"-bind-dialect={name}"),
        ):
            ours, theirs = (_renumber_anonymous(out) for out in _both(*args, td))
            assert ours == theirs, (name, args)


@pytest.mark.parametrize("td", EXAMPLES, ids=lambda p: p.name)
def test_example_records_match(td: Path) -> None:
    """Records an example defines print the same with either include tree."""
    ours = _records(_run("--print-records", "-I", OURS, td))
    own = {n for n in ours if n not in _library_names()}
    assert _record_diffs(td, own) == []


@pytest.mark.parametrize(
    "args",
    [
        pytest.param(("--gen-op-decls",), id="op-decls"),
        pytest.param(("--gen-op-defs",), id="op-defs"),
        pytest.param(("--gen-dialect-decls",), id="dialect-decls"),
        pytest.param(("--gen-python-op-bindings", "-bind-dialect=old"), id="python"),
    ],
)
def test_legacy_spellings_match_modern_ones(args: tuple[str, ...]) -> None:
    """Old spellings through our headers equal today's through MLIR's."""
    ours = _run("-I", OURS, *args, LEGACY / "Legacy.td")
    theirs = _run("-I", UPSTREAM, *args, LEGACY / "modern" / "Legacy.td")
    assert ours == theirs


def _defined_names(text: str) -> set[str]:
    """Classes and named defs in --print-records output."""
    return _class_names(text) | {n for n in _records(text) if not n.startswith("anon")}


def test_library_defines_everything_mlir_does() -> None:
    """Each header we mirror has all the classes and defs of MLIR's."""
    ours, theirs = (_defined_names(t) for t in _both("--print-records", _all_td()))
    assert sorted(theirs - ours) == []


def test_library_records_match() -> None:
    """Every def our headers share with MLIR's prints the same."""
    assert _record_diffs(_all_td(), None) == []


def _class_names(text: str) -> set[str]:
    """Names of the classes in --print-records output."""
    return set(_CLASS.findall(text.split("------------- Defs -------------", 1)[0]))


def test_every_shared_class_is_instantiated() -> None:
    """AllClasses.td has an ``all_<Class>`` def for each class MLIR also has."""
    ours, theirs = (_class_names(text) for text in _both("--print-records", _all_td()))
    defs = set(_records(_run("--print-records", "-I", OURS, ALL_CLASSES)))
    missing = sorted(c for c in ours & theirs if f"all_{c}" not in defs)
    assert missing == []
    assert len(ours & theirs) > 300


def test_all_classes_records_match() -> None:
    """An instance of every class prints the same with either include tree."""
    ours = _records(_run("--print-records", "-I", OURS, ALL_CLASSES))
    names = {n for n in ours if n.startswith("all_")}
    assert _record_diffs(ALL_CLASSES, names) == []


@pytest.mark.parametrize(
    "td", [*EXAMPLES, LEGACY / "Legacy.td", ALL_CLASSES], ids=lambda p: p.name
)
def test_our_front_end_reads_the_library(td: Path) -> None:
    """mlir-tblgen-py prints the same records as mlir-tblgen-22 from td/."""
    proc = subprocess.run(
        [
            sys.executable,
            "-m",
            "tblgen_py",
            "--print-records",
            "-I",
            str(OURS),
            str(td),
        ],
        capture_output=True,
        text=True,
        cwd=ROOT,
    )
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout == _run("--print-records", "-I", OURS, td)
