"""Locating the LLVM 22 TableGen tools and caching their reference outputs."""

from __future__ import annotations

import hashlib
import os
import subprocess
import zlib
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

import pytest

LLVM_BIN = Path("/usr/lib/llvm-22/bin")
LLVM_INCLUDE = Path("/usr/lib/llvm-22/include")
MLIR_TD_ROOT = LLVM_INCLUDE / "mlir"
REPO_ROOT = Path(__file__).resolve().parents[2]
CACHE_DIR = REPO_ROOT / ".cache" / "conformance" / "tablegen"

# kind -> (reference tool, action flag); the kind names the known-mismatch entries.
KINDS: dict[str, tuple[str, str]] = {
    "records": ("mlir-tblgen", "--print-records"),
    "json": ("llvm-tblgen", "--dump-json"),
}
MISSING_TOOLS_HINT = "run `make llvm` to install the LLVM/MLIR 22 tools and headers"


@dataclass(frozen=True)
class ToolRun:
    """What one tblgen run produced; ``crash`` holds a traceback if it raised."""

    status: int
    stdout: bytes
    stderr: bytes
    crash: str = ""


def missing_tools() -> list[str]:
    """Return the reference tools or directories that are not installed."""
    needed = [LLVM_BIN / tool for tool, _ in KINDS.values()] + [MLIR_TD_ROOT]
    return [str(path) for path in needed if not path.exists()]


def require_llvm() -> None:
    """Fail (never skip) the calling test when the reference tools are missing."""
    missing = missing_tools()
    if missing:
        pytest.fail(
            f"LLVM 22 tools not found ({', '.join(missing)}): {MISSING_TOOLS_HINT}"
        )


def td_files() -> list[str]:
    """Every .td file under the MLIR include tree, relative to ``LLVM_INCLUDE``."""
    if not MLIR_TD_ROOT.is_dir():
        return []
    return sorted(
        p.relative_to(LLVM_INCLUDE).as_posix() for p in MLIR_TD_ROOT.rglob("*.td")
    )


def tblgen_args(kind: str, input_path: str | Path) -> list[str]:
    """The argument list both tools get: one action, the include root, the input."""
    return [KINDS[kind][1], "-I", str(LLVM_INCLUDE), str(input_path)]


def conformance_args(kind: str, rel: str) -> list[str]:
    """Arguments for one input by absolute path (both tools run in ``LLVM_INCLUDE``).

    The cwd matters: tblgen looks for an include there before the -I directories.
    """
    return tblgen_args(kind, LLVM_INCLUDE / rel)


def _tree_digest(root: Path) -> str:
    """Hash of every .td file under ``root``: the inputs and all they can include."""
    digest = hashlib.sha256()
    for path in sorted(root.rglob("*.td")):
        digest.update(path.relative_to(root).as_posix().encode() + b"\0")
        digest.update(path.read_bytes() + b"\0")
    return digest.hexdigest()


def _tool_identity(tool: Path) -> str:
    """The resolved path, size and mtime of a tool binary."""
    real = tool.resolve()
    stat = real.stat()
    return f"{real}:{stat.st_size}:{stat.st_mtime_ns}"


def _encode(run: ToolRun) -> bytes:
    """Serialize a run as a header line and the two streams, compressed."""
    header = f"{run.status} {len(run.stdout)} {len(run.stderr)}\n".encode()
    return zlib.compress(header + run.stdout + run.stderr, 1)


def _decode(blob: bytes) -> ToolRun | None:
    """Inverse of ``_encode``; None for a damaged entry."""
    try:
        data = zlib.decompress(blob)
        header, _, body = data.partition(b"\n")
        status, out_len, err_len = (int(field) for field in header.split())
    except (zlib.error, ValueError):
        return None
    if len(body) != out_len + err_len:
        return None
    return ToolRun(status, body[:out_len], body[out_len:])


def run_tool(tool: Path, args: Sequence[str]) -> ToolRun:
    """Run a reference tool and capture its exit status and both streams."""
    proc = subprocess.run(
        [str(tool), *args], capture_output=True, cwd=LLVM_INCLUDE, timeout=600
    )
    return ToolRun(proc.returncode, proc.stdout, proc.stderr)


class ReferenceCache:
    """Reference outputs keyed by tool identity, arguments and the .td tree's content.

    Any change to a tool binary or to any .td file under the include root (the
    only place inputs and their includes come from) gives new keys, so a stale
    entry is never used.
    """

    def __init__(self, cache_dir: Path = CACHE_DIR, include_root: Path = LLVM_INCLUDE):
        self.cache_dir = cache_dir
        self.include_root = include_root
        self._tree: str | None = None
        self._tools: dict[str, str] = {}

    def _key(self, tool: Path, args: Sequence[str]) -> str:
        """Cache key of one tool invocation."""
        if self._tree is None:
            self._tree = _tree_digest(self.include_root)
        if tool.name not in self._tools:
            self._tools[tool.name] = _tool_identity(tool)
        text = "\0".join([self._tools[tool.name], self._tree, *args])
        return hashlib.sha256(text.encode()).hexdigest()

    def run(self, kind: str, rel: str) -> ToolRun:
        """The reference tool's result for ``rel``, from the cache when current."""
        tool = LLVM_BIN / KINDS[kind][0]
        args = conformance_args(kind, rel)
        entry = self.cache_dir / self._key(tool, args)
        if entry.is_file():
            cached = _decode(entry.read_bytes())
            if cached is not None:
                return cached
        run = run_tool(tool, args)
        self.cache_dir.mkdir(parents=True, exist_ok=True)
        tmp = entry.with_suffix(f".{os.getpid()}.tmp")
        tmp.write_bytes(_encode(run))
        os.replace(tmp, entry)
        return run
