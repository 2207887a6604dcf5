"""Differential fuzzing of mlir-opt-py against mlir-opt-22 on generated MLIR.

Inputs come from the grammar (``tests/runtime/mlir_grammar.py``); one in four
is also damaged by ``mutate`` so error paths are compared too.  A batch of
inputs goes through each tool once, as chunks of a ``--split-input-file``
file: every chunk is processed independently by both tools, so its verdict
(printed or failed), its printed output and its diagnostics can be compared
one chunk at a time.
"""

from __future__ import annotations

import bisect
import contextlib
import difflib
import io
import random
import re
import subprocess
import tempfile
from dataclasses import dataclass
from pathlib import Path

from tblgen_py.tools import mlir_opt
from tests.runtime.mlir_fuzz import mutate
from tests.runtime.mlir_grammar import MLIRGrammar

MLIR_OPT = "/usr/lib/llvm-22/bin/mlir-opt"
MARKER = "// -----"
MODES = {
    "generic": ("--mlir-print-op-generic",),
    "debuginfo": ("--mlir-print-op-generic", "--mlir-print-debuginfo"),
}
_RECORD = re.compile(
    r"^(?:\S[^\n]*?:\d+:\d+|<unknown>:0): (error|warning|note|remark): "
)


def fuzz_input(seed: int) -> str:
    """Input number ``seed``: a generated module, every fourth one damaged."""
    if seed % 4 != 3:
        return MLIRGrammar(random.Random(seed)).module()
    rng = random.Random(seed)
    text = MLIRGrammar(rng, invalid=True).module()
    for _ in range(5):  # a mutant must not split itself into two chunks
        damaged = mutate(text, rng)
        if "-----" not in damaged:
            return damaged
    return text


@dataclass
class ChunkOutcome:
    """What one tool did with one chunk."""

    output: str
    diagnostics: str

    @property
    def failed(self) -> bool:
        """Whether the chunk was rejected (a success prints a module)."""
        return not self.output.strip()


def _chunk_outcomes(
    stdout: str, stderr: str, path: Path, starts: list[int]
) -> list[ChunkOutcome]:
    """Split a --split-input-file run into per-chunk outcomes.

    Outputs are joined by the marker line.  Diagnostics come in chunk order,
    each error opening a group; a group whose error points into the batch file
    belongs to the chunk holding that line, any other to the next failed chunk.
    """
    count = len(starts)
    outputs = stdout.split(MARKER + "\n")
    if len(outputs) != count:
        raise AssertionError(f"{len(outputs)} output chunks for {count} inputs")
    groups: list[list[str]] = []
    for line in stderr.splitlines(keepends=True):
        record = _RECORD.match(line)
        if (record is not None and record.group(1) == "error") or not groups:
            groups.append([])
        groups[-1].append(line)
    failed = [index for index, text in enumerate(outputs) if not text.strip()]
    diagnostics = ["" for _ in outputs]
    prefix = f"{path}:"
    chunk = -1
    for group in groups:
        head = group[0]
        if head.startswith(prefix):
            line = int(head[len(prefix) :].split(":", 1)[0])
            chunk = bisect.bisect_right(starts, line) - 1
        else:
            later = [index for index in failed if index > chunk]
            chunk = later[0] if later else count - 1
        diagnostics[chunk] += "".join(group)
    return [ChunkOutcome(o, d) for o, d in zip(outputs, diagnostics)]


def run_reference(path: Path, mode: str, starts: list[int]) -> list[ChunkOutcome]:
    """mlir-opt-22 on the batch file."""
    argv = [MLIR_OPT, "--allow-unregistered-dialect", "--split-input-file"]
    done = subprocess.run(
        [*argv, *MODES[mode], str(path)], capture_output=True, timeout=300
    )
    return _chunk_outcomes(_decode(done.stdout), _decode(done.stderr), path, starts)


def run_ours(path: Path, mode: str, starts: list[int]) -> list[ChunkOutcome]:
    """mlir-opt-py (in this process) on the batch file."""
    out = io.TextIOWrapper(io.BytesIO(), encoding="utf-8")
    err = io.TextIOWrapper(io.BytesIO(), encoding="utf-8")
    argv = ["--allow-unregistered-dialect", "--split-input-file", *MODES[mode]]
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        mlir_opt.main([*argv, str(path)])
    texts = []
    for stream in (out, err):
        stream.flush()
        texts.append(_decode(stream.buffer.getvalue()))  # type: ignore[attr-defined]
    if "Traceback" in texts[1] or "internal error" in texts[1]:
        raise AssertionError(f"mlir-opt-py crashed:\n{texts[1]}")
    return _chunk_outcomes(texts[0], texts[1], path, starts)


def chunk_starts(inputs: list[str]) -> list[int]:
    """The 1-based first line of each input in the joined batch file."""
    starts = []
    line = 1
    for text in inputs:
        starts.append(line)
        line += text.count("\n") + 2  # the marker line and its newline
    return starts


def _decode(data: bytes) -> str:
    return data.decode("utf-8", "surrogateescape")


def run_batch(seeds: range, mode: str) -> dict[int, str]:
    """Mismatching seeds of the batch, each with a description of the difference."""
    inputs = [fuzz_input(seed) for seed in seeds]
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "fuzz.mlir"
        path.write_text(f"\n{MARKER}\n".join(inputs), "utf-8", "surrogateescape")
        starts = chunk_starts(inputs)
        ref = run_reference(path, mode, starts)
        ours = run_ours(path, mode, starts)
    mismatches: dict[int, str] = {}
    for seed, text, want, got in zip(seeds, inputs, ref, ours):
        if want == got:
            continue
        diff = difflib.unified_diff(
            (want.output + want.diagnostics).splitlines(keepends=True),
            (got.output + got.diagnostics).splitlines(keepends=True),
            "mlir-opt-22",
            "mlir-opt-py",
        )
        mismatches[seed] = f"{''.join(diff)}--- input {seed} ({mode}) ---\n{text}\n"
    return mismatches
