"""Differential tests of the lexer and preprocessor against llvm-tblgen 22.

Seeded random programs stress one thing each: preprocessor regions (which
defs survive), numeric and string literals (their printed values), soups of
lexically tricky fragments (which error, where) and include graphs (lookup
order through -I, guards, the -d depfile). Each program runs through
llvm-tblgen and through our CLI in-process; stdout, stderr and exit status
must be identical (after naming the tool the same).
"""

from __future__ import annotations

import io
import random
import subprocess
from contextlib import redirect_stderr, redirect_stdout
from pathlib import Path

import pytest

pytestmark = pytest.mark.conformance

LLVM_TBLGEN = Path("/usr/lib/llvm-22/bin/llvm-tblgen")
CASES_PER_FAMILY = 200


def _reference(path: Path, defines: list[str]) -> tuple[int, str, str]:
    args = [str(LLVM_TBLGEN), path.name, *(f"-D{d}" for d in defines)]
    done = subprocess.run(args, cwd=path.parent, capture_output=True, timeout=30)
    stderr = done.stderr.decode("utf-8", "surrogateescape")
    stderr = stderr.replace(f"{LLVM_TBLGEN}: ", "mlir-tblgen-py: ")
    return done.returncode, done.stdout.decode("utf-8", "surrogateescape"), stderr


def _ours(
    path: Path, defines: list[str], monkeypatch: pytest.MonkeyPatch
) -> tuple[int, str, str]:
    from tblgen_py.tools.mlir_tblgen import main

    out, err = io.StringIO(), io.StringIO()
    monkeypatch.chdir(path.parent)
    with redirect_stdout(out), redirect_stderr(err):
        status = main([path.name, *(f"-D{d}" for d in defines)])
    return status, out.getvalue(), err.getvalue()


def _check(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, source: str, defines: list[str]
) -> None:
    path = tmp_path / "case.td"
    path.write_text(source, newline="")
    expected = _reference(path, defines)
    ours = _ours(path, defines, monkeypatch)
    if (
        expected[0] < 0
    ):  # llvm-tblgen crashed (e.g. a skipped region without a final newline)
        assert ours[0] == 1 and "error: " in ours[2], source
        return
    assert ours == expected, source


# -- preprocessor regions -----------------------------------------------------

_MACROS = ["A", "B", "C", "_d1"]
_SPACING = ["", " ", "\t", "  "]
_TRAILERS = ["", " // note", " /* c */", "/**/", "\t"]


def _directive(rng: random.Random, word: str, name: str = "") -> str:
    """One directive line with random blanks and trailing comments."""
    lead = rng.choice(["", "", " ", "/* x */ "])
    arg = f"{rng.choice([' ', ' ', chr(9)])}{name}" if name else ""
    return f"{lead}#{word}{arg}{rng.choice(_TRAILERS)}\n"


def _region(rng: random.Random, depth: int, counter: list[int]) -> str:
    """A balanced sequence of defs, #define and nested #ifdef/#ifndef regions."""
    parts: list[str] = []
    for _ in range(rng.randint(1, 4)):
        roll = rng.random()
        if roll < 0.4 or depth > 3:
            counter[0] += 1
            parts.append(f"{rng.choice(_SPACING)}def D{counter[0]};\n")
        elif roll < 0.55:
            parts.append(_directive(rng, "define", rng.choice(_MACROS)))
        else:
            word = rng.choice(["ifdef", "ifndef"])
            parts.append(_directive(rng, word, rng.choice(_MACROS)))
            parts.append(_region(rng, depth + 1, counter))
            if rng.random() < 0.5:
                parts.append(_directive(rng, "else"))
                parts.append(_region(rng, depth + 1, counter))
            parts.append(_directive(rng, "endif"))
    return "".join(parts)


@pytest.mark.parametrize("seed", range(CASES_PER_FAMILY))
def test_preprocessor_regions(
    seed: int, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    rng = random.Random(seed)
    source = _region(rng, 0, [0])
    if rng.random() < 0.2:  # an unbalanced variant: drop or duplicate one line
        lines = source.splitlines(keepends=True)
        index = rng.randrange(len(lines))
        lines.insert(index, lines[index]) if rng.random() < 0.5 else lines.pop(index)
        source = "".join(lines)
    defines = rng.sample(_MACROS, rng.randint(0, 2))
    _check(tmp_path, monkeypatch, source, defines)


# -- literals -------------------------------------------------------------------


def _int_literal(rng: random.Random) -> str:
    kind = rng.randrange(6)
    if kind == 0:
        return str(rng.randint(-(1 << 64), 1 << 65))
    if kind == 1:
        return rng.choice(["+", "-", ""]) + str(rng.randint(0, 1 << 64))
    if kind == 2:
        return f"0x{rng.randint(0, 1 << 66):x}"
    if kind == 3:
        return f"0x{rng.randint(0, 1 << 64):X}"
    if kind == 4:
        return rng.choice(
            ["9223372036854775807", "-9223372036854775808", "18446744073709551615"]
        )
    return "0" * rng.randint(0, 3) + str(rng.randint(0, 999))


def _string_literal(rng: random.Random) -> str:
    pieces = [
        "a",
        " ",
        "#",
        "'",
        "/*",
        "//",
        "[{",
        "}]",
        "\\t",
        "\\n",
        "\\\\",
        '\\"',
        "\\'",
    ]
    if rng.random() < 0.1:
        pieces += ["\\q", "\\", "\n"]
    return '"' + "".join(rng.choice(pieces) for _ in range(rng.randint(0, 8))) + '"'


@pytest.mark.parametrize("seed", range(CASES_PER_FAMILY))
def test_literal_values(
    seed: int, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    rng = random.Random(seed)
    width = rng.randint(1, 64)
    binary = "0b" + "".join(rng.choice("01") for _ in range(width))
    source = (
        f"def X {{\n  int i = {_int_literal(rng)};\n  int j = {_int_literal(rng)};\n"
        f'  bits<{width}> b = {binary};\n  string u = "é€";\n'
        f"  string s = {_string_literal(rng)};\n}}\n"
    )
    _check(tmp_path, monkeypatch, source, [])


# -- lexically tricky fragments at top level -----------------------------------

_FRAGMENTS = [
    "def A;",
    "def 2nd;",
    "def x8x8;",
    "def a#b;",
    "class C<int x>;",
    "defvar v = 0x1f;",
    "defvar w = 0b0101;",
    'defvar s = "x";',
    "defvar c = [{ } }} ]}];",
    "defvar e = !add(1, -2);",
    "defvar n = +3;",
    "defvar m = - 3;",
    "/* a /* nested */ b */",
    "// line",
    "\n",
    " ",
    "\t",
    "#ifdef Z\n",
    "#endif\n",
    "#else\n",
    "#define Z\n",
    "..",
    "...",
    "$",
    "$v",
    "!",
    "!nope",
    '"open',
    "[{ open",
    "/* open",
    "@",
    "\x0c",
    "0x",
    "0b",
    "99999999999999999999",
    "\\",
    'include "missing.td"',
    "include",
    "#",
    "\r\n",
    "/",
    "'",
]


@pytest.mark.parametrize("seed", range(CASES_PER_FAMILY))
def test_fragment_soup(
    seed: int, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    rng = random.Random(seed)
    lines = []
    for _ in range(rng.randint(1, 6)):
        lines.append("".join(rng.choice(_FRAGMENTS) for _ in range(rng.randint(1, 3))))
    _check(tmp_path, monkeypatch, "\n".join(lines) + rng.choice(["\n", ""]), [])


# -- known mismatches (parser side; strict, so a fix makes them fail loudly) ----

# -- include graphs -------------------------------------------------------------

_DIRS = ["", "a/", "b/", "a/c/"]


def _include_tree(rng: random.Random, root: Path) -> list[str]:
    """Write a random include DAG under ``root``; returns the -I directories."""
    count = rng.randint(2, 6)
    places = [rng.choice(_DIRS) + f"f{i}.td" for i in range(count)]
    places[0] = "main.td"
    for index, place in enumerate(places):
        lines = [f"def R{index}_{k};" for k in range(rng.randint(0, 2))]
        for target in range(index + 1, count):
            if rng.random() < 0.5:
                name = places[target]
                if rng.random() < 0.5:  # by bare name, found through -I (or not at all)
                    name = name.rsplit("/", 1)[-1]
                lines.insert(rng.randint(0, len(lines)), f'include "{name}"')
        if index and rng.random() < 0.6:
            lines = [f"#ifndef G{index}", f"#define G{index}", *lines, "#endif"]
        path = root / place
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text("\n".join(lines) + "\n")
    dirs = [d.rstrip("/") if rng.random() < 0.5 else d for d in _DIRS[1:]]
    return rng.sample(dirs, rng.randint(0, len(dirs)))


@pytest.mark.parametrize("seed", range(CASES_PER_FAMILY // 2))
def test_include_graphs(
    seed: int, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from tblgen_py.tools.mlir_tblgen import main

    rng = random.Random(seed)
    dirs = _include_tree(rng, tmp_path)
    flags = [f"-I{d}" for d in dirs]
    reference = subprocess.run(
        [str(LLVM_TBLGEN), "main.td", *flags, "-o", "ref.out", "-d", "ref.d"],
        cwd=tmp_path,
        capture_output=True,
        timeout=30,
    )
    monkeypatch.chdir(tmp_path)
    err = io.StringIO()
    with redirect_stderr(err):
        status = main(["main.td", *flags, "-o", "our.out", "-d", "our.d"])
    expected_err = reference.stderr.decode().replace(
        f"{LLVM_TBLGEN}: ", "mlir-tblgen-py: "
    )
    assert (status, err.getvalue()) == (reference.returncode, expected_err)
    if status == 0:
        assert (tmp_path / "our.out").read_text() == (tmp_path / "ref.out").read_text()
        ours = (tmp_path / "our.d").read_text().replace("our.out:", "")
        assert ours == (tmp_path / "ref.d").read_text().replace("ref.out:", "")
