"""Where MLIR's ``.td`` headers are, and which MLIR version they belong to.

Searched in order: the ``--mlir-include`` option or ``$MLIR_TBLGEN_PY_MLIR_INCLUDE``
(used even for another MLIR version, with a warning naming both), then
``llvm-config-22``/``llvm-config --includedir``, the Debian layout
``/usr/lib/llvm-NN/include`` (``libmlir-NN-dev``) and the pip package
``xtc-mlir-dev``; of these, only headers of MLIR 22 are used.  Finding none is
one ``MissingHeadersError`` that says how to get them.
"""

from __future__ import annotations

import os
import re
import sys
from collections.abc import Iterator
from dataclasses import dataclass

MLIR_MAJOR = 22
"""The MLIR version whose dialects this package reproduces."""
INCLUDE_ENV = "MLIR_TBLGEN_PY_MLIR_INCLUDE"
PIP_PACKAGE = "xtc-mlir-dev"
DEBIAN_ROOT = "/usr/lib"
MARKER = os.path.join("mlir", "IR", "OpBase.td")
"""A file every MLIR include directory has."""

_DEBIAN_DIR = re.compile(r"llvm-(\d+)$")
_VERSION_DEFINE = re.compile(r"#define\s+LLVM_VERSION_MAJOR\s+(\d+)")


class MissingHeadersError(ImportError):
    """No usable MLIR headers: the message says how to get them."""


@dataclass(frozen=True)
class MLIRHeaders:
    """An include directory holding ``mlir/...`` and the MLIR major version
    (None: unknown)."""

    include_dir: str
    version: int | None
    origin: str


def has_headers(directory: str) -> bool:
    """Whether ``directory`` holds MLIR's ``.td`` files."""
    return os.path.isfile(os.path.join(directory, MARKER))


def header_version(directory: str) -> int | None:
    """``LLVM_VERSION_MAJOR`` of ``llvm/Config/llvm-config.h`` beside the MLIR
    headers, else the ``NN`` of a ``.../llvm-NN/include`` path."""
    config = os.path.join(directory, "llvm", "Config", "llvm-config.h")
    try:
        with open(config, encoding="utf-8", errors="replace") as handle:
            found = _VERSION_DEFINE.search(handle.read())
    except OSError:
        found = None
    if found is not None:
        return int(found.group(1))
    parent = os.path.basename(os.path.dirname(os.path.normpath(directory)))
    match = _DEBIAN_DIR.match(parent)
    return int(match.group(1)) if match else None


def _llvm_config(program: str) -> MLIRHeaders | None:
    """The include directory and version ``program`` reports, if it runs."""
    if os.sep not in program and not _on_path(program):
        return None
    import subprocess  # only here: with an include override, start-up skips it

    try:
        run = subprocess.run(
            [program, "--includedir", "--version"],
            capture_output=True,
            text=True,
            timeout=10,
        )
    except (OSError, subprocess.SubprocessError):
        return None
    lines = run.stdout.split()
    if run.returncode != 0 or len(lines) != 2:
        return None
    major = lines[1].split(".")[0]
    version = int(major) if major.isdigit() else header_version(lines[0])
    return MLIRHeaders(lines[0], version, program)


def _on_path(program: str) -> bool:
    """Whether an executable ``program`` is in a ``$PATH`` directory (no
    process is started for a program that is not there)."""
    for directory in os.environ.get("PATH", os.defpath).split(os.pathsep):
        path = os.path.join(directory or ".", program)
        if os.path.isfile(path) and os.access(path, os.X_OK):
            return True
    return False


def _debian_dirs() -> Iterator[MLIRHeaders]:
    """``/usr/lib/llvm-NN/include``, MLIR 22's first, then newest first."""
    try:
        names = os.listdir(DEBIAN_ROOT)
    except OSError:
        return
    found = [(int(m.group(1)), n) for n in names if (m := _DEBIAN_DIR.match(n))]
    found.sort(key=lambda item: (item[0] != MLIR_MAJOR, -item[0]))
    for version, name in found:
        path = os.path.join(DEBIAN_ROOT, name, "include")
        yield MLIRHeaders(path, version, f"{DEBIAN_ROOT}/{name}")


def _pip_package() -> MLIRHeaders | None:
    """The include directory of the installed ``xtc-mlir-dev`` wheel."""
    from importlib import metadata

    try:
        dist = metadata.distribution(PIP_PACKAGE)
    except metadata.PackageNotFoundError:
        return None
    major = dist.version.split(".")[0]
    path = str(dist.locate_file(os.path.join("mlir", "include")))
    version = int(major) if major.isdigit() else None
    return MLIRHeaders(path, version, f"pip package {PIP_PACKAGE} {dist.version}")


def candidates() -> Iterator[MLIRHeaders]:
    """The automatic places, in search order (``None`` entries dropped)."""
    for program in (f"llvm-config-{MLIR_MAJOR}", "llvm-config"):
        found = _llvm_config(program)
        if found is not None:
            yield found
    yield from _debian_dirs()
    found = _pip_package()
    if found is not None:
        yield found


def find_headers(explicit: str | None = None) -> MLIRHeaders:
    """The MLIR headers to generate from (see the module docstring)."""
    explicit = explicit or os.environ.get(INCLUDE_ENV) or None
    if explicit is not None:
        return _explicit(explicit)
    refused: list[MLIRHeaders] = []
    for found in candidates():
        if not has_headers(found.include_dir):
            continue
        if found.version == MLIR_MAJOR:
            return found
        refused.append(found)
    raise MissingHeadersError(missing_message(refused))


def _explicit(directory: str) -> MLIRHeaders:
    """An include directory named by the user: used, with a warning if it is
    not MLIR 22's."""
    if not has_headers(directory):
        problem = f"  not used: {directory} (--mlir-include or ${INCLUDE_ENV}) has no {MARKER}"
        raise MissingHeadersError(missing_message([], problem))
    version = header_version(directory)
    if version != MLIR_MAJOR:
        seen = "of an unknown version" if version is None else f"of MLIR {version}"
        sys.stderr.write(
            f"warning: the MLIR headers in '{directory}' are {seen}; mlir-tblgen-py "
            f"matches MLIR {MLIR_MAJOR}: using them anyway\n"
        )
    return MLIRHeaders(directory, version, "--mlir-include")


def missing_message(refused: list[MLIRHeaders], problem: str | None = None) -> str:
    """The one message for missing headers: what was not used, and how to get
    MLIR 22's."""
    lines = [f"MLIR {MLIR_MAJOR}'s dialect headers (.td files) were not found."]
    if problem is not None:
        lines.append(problem)
    for found in refused:
        seen = "of unknown version" if found.version is None else found.version
        lines.append(
            f"  not used: {found.include_dir} ({found.origin}): MLIR {seen}, "
            f"not {MLIR_MAJOR}"
        )
    lines.append(
        f"Get them with `apt-get install libmlir-{MLIR_MAJOR}-dev`, or "
        f"`pip install 'tblgen_py[mlir]'` (the {PIP_PACKAGE} package), or name "
        f"an include directory with --mlir-include DIR or ${INCLUDE_ENV}."
    )
    return "\n".join(lines)
