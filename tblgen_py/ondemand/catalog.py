"""Which ``.td`` files define each of MLIR's dialects, read from the headers.

No hand-kept list: the catalog scans ``mlir/Dialect/**/*.td`` as text.  A
``def X : Dialect`` with ``let name = "..."`` names a dialect; a class belongs
to a dialect when its parent list names the dialect's record or a class that
belongs to it; a file defines a dialect's ops, attributes or types when one of
its ``def``s does.  Of those files, the ones no other includes (directly or
through other files) are the dialect's roots: generating each root with
``-dialect <name>`` covers the whole dialect once.  The scan over-approximates
at worst (a root with nothing of the dialect generates nothing).
"""

from __future__ import annotations

import keyword
import os
import re
from dataclasses import dataclass, field

_COMMENT = re.compile(r"//[^\n]*|/\*.*?\*/", re.S)
_STRING = re.compile(r'"(?:[^"\\\n]|\\.)*"')
_DIALECT = re.compile(r"\bdef\s+(\w+)\s*:\s*Dialect\s*\{")
_NAME = re.compile(r'\blet\s+name\s*=\s*"([^"]+)"')
_DEPENDENT = re.compile(r"\blet\s+dependentDialects\s*=\s*\[([^\]]*)\]")
_DEF = re.compile(r"\b(class|def)\s+([^:;{}=]+?)\s*(<[^{};]*?>)?\s*:\s*([^{;]*)")
_INCLUDE = re.compile(r'^\s*include\s+"([^"]+)"', re.M)
_WORD = re.compile(r"[A-Za-z_]\w*")
BUILTIN = frozenset({"builtin"})
"""Dialects the runtime itself provides."""


@dataclass
class FileScan:
    """What one ``.td`` file declares, as far as the catalog needs."""

    path: str
    includes: list[str] = field(default_factory=list)
    classes: dict[str, set[str]] = field(default_factory=dict)
    defs: list[set[str]] = field(default_factory=list)
    dialects: dict[str, str] = field(default_factory=dict)
    dependent: dict[str, list[str]] = field(default_factory=dict)
    """Dialect record -> the C++ classes of its ``dependentDialects``."""


def scan_file(path: str, text: str) -> FileScan:
    """The includes, classes (name -> words of its parents), defs and dialect
    records (record -> dialect name) of one file's text."""
    scan = FileScan(path)
    text = _COMMENT.sub(" ", text)
    scan.includes = _INCLUDE.findall(text)
    for match in _DIALECT.finditer(text):
        body = _braced(text, match.end())
        name = _NAME.search(body)
        if name is not None:
            scan.dialects[match.group(1)] = name.group(1)
            found = _DEPENDENT.search(body)
            listed = _STRING.findall(found.group(1)) if found else []
            scan.dependent[match.group(1)] = [item[1:-1] for item in listed]
    bare = _STRING.sub('""', text)
    for match in _DEF.finditer(bare):
        words = set(_WORD.findall(match.group(4)))
        if match.group(1) == "class":
            scan.classes.setdefault(match.group(2).strip(), set()).update(words)
        else:
            scan.defs.append(words)
    return scan


def _braced(text: str, start: int) -> str:
    """The text from ``start`` (just after a ``{``) to its closing brace."""
    depth = 1
    for index in range(start, len(text)):
        char = text[index]
        if char == "{":
            depth += 1
        elif char == "}":
            depth -= 1
            if depth == 0:
                return text[start:index]
    return text[start:]


def scan_headers(include_dir: str) -> list[FileScan]:
    """Every ``.td`` file under ``<include_dir>/mlir``, scanned, in path order."""
    root = os.path.join(include_dir, "mlir")
    scans = []
    for directory, dirs, files in os.walk(root):
        dirs.sort()
        for name in sorted(files):
            if name.endswith(".td"):
                path = os.path.join(directory, name)
                with open(path, encoding="utf-8", errors="replace") as handle:
                    scans.append(scan_file(path, handle.read()))
    return scans


def _owners(scans: list[FileScan]) -> dict[str, set[str]]:
    """Class or dialect record name -> the dialect records it belongs to."""
    owners: dict[str, set[str]] = {}
    for scan in scans:
        for record in scan.dialects:
            owners[record] = {record}
    parents: dict[str, set[str]] = {}
    for scan in scans:
        for name, words in scan.classes.items():
            parents.setdefault(name, set()).update(words)
    changed = True
    while changed:
        changed = False
        for name, words in parents.items():
            found = set().union(*(owners.get(word, set()) for word in words))
            if not found <= owners.setdefault(name, set()):
                owners[name] |= found
                changed = True
    return owners


def _included_by(scans: list[FileScan], include_dir: str) -> dict[str, set[str]]:
    """Path -> every path it includes, directly or through other files."""
    known = {scan.path for scan in scans}
    direct: dict[str, set[str]] = {}
    for scan in scans:
        here = os.path.dirname(scan.path)
        found = set()
        for name in scan.includes:
            for base in (include_dir, here):
                path = os.path.normpath(os.path.join(base, name))
                if path in known:
                    found.add(path)
                    break
        direct[scan.path] = found
    closure: dict[str, set[str]] = {}

    def reach(path: str) -> set[str]:
        if path not in closure:
            closure[path] = set()
            result = set(direct.get(path, ()))
            for child in direct.get(path, ()):
                result |= reach(child)
            closure[path] = result
        return closure[path]

    for scan in scans:
        reach(scan.path)
    return closure


def dependent_dialects(scans: list[FileScan]) -> dict[str, list[str]]:
    """Dialect name -> the names of its ``dependentDialects`` (loaded with it,
    as MLIR does); a C++ class (``arith::ArithDialect``) names the dialect
    whose def is that class name with the underscores taken out."""
    by_class = {
        record.replace("_", ""): name
        for scan in scans
        for record, name in scan.dialects.items()
    }
    found: dict[str, list[str]] = {}
    for scan in scans:
        for record, classes in scan.dependent.items():
            names = [by_class.get(cpp.rpartition("::")[2]) for cpp in classes]
            known = sorted({n for n in names if n is not None and n not in BUILTIN})
            found[scan.dialects[record]] = known
    return found


def build_catalog(include_dir: str) -> dict[str, list[str]]:
    """Dialect name -> its root ``.td`` files (relative to ``include_dir``)."""
    return build_tables(include_dir)[0]


def build_tables(include_dir: str) -> tuple[dict[str, list[str]], dict[str, list[str]]]:
    """The catalog (see ``build_catalog``) and ``dependent_dialects``."""
    scans = scan_headers(include_dir)
    owners = _owners(scans)
    records = {rec: name for scan in scans for rec, name in scan.dialects.items()}
    defining: dict[str, set[str]] = {}
    for scan in scans:
        for words in scan.defs:
            for word in words:
                for record in owners.get(word, ()):
                    defining.setdefault(records[record], set()).add(scan.path)
    closure = _included_by(scans, include_dir)
    catalog: dict[str, list[str]] = {}
    for name, paths in sorted(defining.items()):
        if name in BUILTIN:
            continue
        roots = {p for p in paths if not any(p in closure[o] for o in paths)}
        chosen = _cover(roots, closure)
        catalog[name] = sorted(os.path.relpath(p, include_dir) for p in chosen)
    return catalog, dependent_dialects(scans)


def _cover(roots: set[str], closure: dict[str, set[str]]) -> list[str]:
    """Fewer files that include every root: repeatedly the file including the
    most roots not yet covered (at least two), the smallest on a tie."""
    chosen: list[str] = []
    left = set(roots)
    while left:
        best = max(
            sorted(closure),
            key=lambda p: (len(left & closure[p]), -len(closure[p])),
        )
        if len(left & closure[best]) < 2:
            break
        chosen.append(best)
        left -= closure[best]
    return chosen + sorted(left)


def module_name(dialect: str) -> str:
    """The Python module name of a dialect (``async`` -> ``async_``)."""
    return dialect + "_" if keyword.iskeyword(dialect) else dialect


def dialect_of_module(module: str) -> str:
    """The dialect name of a ``module_name`` (``async_`` -> ``async``)."""
    bare = module[:-1] if module.endswith("_") else module
    return bare if keyword.iskeyword(bare) else module
