"""Running grammar-fuzzed programs through llvm-tblgen 22 and our CLI, and comparing.

Both tools run from the program's own directory on ``input.td`` (its generated
include beside it), with the same action flag. The verdict compares exit
status, stderr (our program name spelled as LLVM's) and the output (records
text byte for byte, JSON as ordered JSON). Where llvm-tblgen crashes or hangs
there is nothing to compare: our run must then still end cleanly, in a dump or
a diagnostic; where it exits 1 without an error message, ours must exit 1 with
the same output followed by an error. Reference runs are cached by content and run two at a time
while ours run in-process.
"""

from __future__ import annotations

import hashlib
import re
import subprocess
from collections.abc import Iterable
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

from tests.support.tablegen_compare import differences, first_text_difference
from tests.support.tablegen_fuzz import ERROR_LINE, FuzzTimeout, deadline, verdict
from tests.support.tablegen_grammar import INPUT, GrammarCase, make_case
from tests.support.tablegen_ours import run_in_process
from tests.support.tablegen_ref import (
    KINDS,
    LLVM_BIN,
    REPO_ROOT,
    ToolRun,
    _decode,
    _encode,
    _tool_identity,
)

REFERENCE = LLVM_BIN / "llvm-tblgen"
CACHE_DIR = REPO_ROOT / ".cache" / "conformance" / "tablegen_grammar"
REF_TIMEOUT = 10.0
OUR_TIMEOUT = 30.0  # generous: the machine may be shared
HANG = -1000  # the status recorded for a reference run that timed out
ERROR_COUNT = re.compile(rb"^\S*llvm-tblgen: ", re.M)


def write_case(case: GrammarCase, directory: Path) -> None:
    """Write the program's files into ``directory``."""
    directory.mkdir(parents=True, exist_ok=True)
    for name, text in case.files:
        (directory / name).write_text(text, encoding="utf-8")


def _cache_key(case: GrammarCase) -> str:
    """Content key of one reference run."""
    digest = hashlib.sha256(_tool_identity(REFERENCE).encode())
    digest.update(case.action.encode())
    for name, text in case.files:
        digest.update(b"\0" + name.encode() + b"\0" + text.encode())
    return digest.hexdigest()


def reference_run(case: GrammarCase, directory: Path) -> ToolRun:
    """llvm-tblgen's result for the program (from the cache when present)."""
    entry = CACHE_DIR / _cache_key(case)
    if entry.is_file():
        cached = _decode(entry.read_bytes())
        if cached is not None:
            return cached
    argv = [str(REFERENCE), KINDS[case.action][1], INPUT]
    try:
        proc = subprocess.run(
            argv, cwd=directory, capture_output=True, timeout=REF_TIMEOUT
        )
        run = ToolRun(proc.returncode, proc.stdout, proc.stderr)
    except subprocess.TimeoutExpired:
        run = ToolRun(HANG, b"", b"")
    CACHE_DIR.mkdir(parents=True, exist_ok=True)
    entry.write_bytes(_encode(run))
    return run


def our_run(case: GrammarCase, directory: Path) -> ToolRun | None:
    """Our in-process result, or None when it did not end in time."""
    try:
        with deadline(OUR_TIMEOUT):
            return run_in_process([KINDS[case.action][1], INPUT], cwd=directory)
    except FuzzTimeout:
        return None


def judge(case: GrammarCase, ours: ToolRun | None, ref: ToolRun) -> str | None:
    """What is wrong with our run, or None when it matches (or is clean)."""
    if ours is None:
        return f"no result after {OUR_TIMEOUT:g}s (hang)"
    if ref.status == HANG or ref.status < 0 or ref.status > 1:
        return verdict(case.action, ours)  # llvm-tblgen hung or crashed
    ref = ToolRun(
        ref.status, ref.stdout, ERROR_COUNT.sub(b"mlir-tblgen-py: ", ref.stderr)
    )
    if ref.status == 1 and not ERROR_LINE.search(ref.stderr):
        return _judge_silent_failure(case, ours, ref)
    found = differences(case.action, ours, ref)
    return "\n".join(found) if found else None


def _judge_silent_failure(case: GrammarCase, ours: ToolRun, ref: ToolRun) -> str | None:
    """llvm-tblgen exited 1 with no error: ours prints the same, then says why."""
    if ours.status != 1:
        return f"exit status {ours.status}, expected 1"
    if not ours.stderr.startswith(ref.stderr):
        return "stderr " + first_text_difference(ours.stderr, ref.stderr)
    return verdict(case.action, ours)


def run_cases(
    campaign: str, indices: Iterable[int], workdir: Path
) -> tuple[dict[int, str], dict[str, int]]:
    """Check the programs ``indices``; their problems and a tally of verdicts."""
    cases = [make_case(campaign, index) for index in indices]
    for case in cases:
        write_case(case, workdir / str(case.index))
    problems: dict[int, str] = {}
    tally = {"accepted": 0, "rejected": 0, "llvm crashed or hung": 0}
    with ThreadPoolExecutor(max_workers=2) as pool:
        refs = [pool.submit(reference_run, c, workdir / str(c.index)) for c in cases]
        for case, future in zip(cases, refs):
            ours = our_run(case, workdir / str(case.index))
            ref = future.result()
            problem = judge(case, ours, ref)
            if problem:
                problems[case.index] = problem
            tally[_kind(ref)] += 1
    return problems, tally


def _kind(ref: ToolRun) -> str:
    """Which tally a reference run counts in."""
    if ref.status == 0:
        return "accepted"
    return "rejected" if ref.status == 1 else "llvm crashed or hung"


def describe(campaign: str, problems: dict[int, str], shown: int = 4) -> str:
    """The first few problems with their inputs, for an assertion message."""
    parts = [f"{len(problems)} grammar-fuzzed programs of {campaign!r} differ"]
    for index in sorted(problems)[:shown]:
        case = make_case(campaign, index)
        parts.append(
            f"--- program {index} ({case.action}); regenerate with "
            f"tablegen_grammar.make_case({campaign!r}, {index})\n"
            f"{problems[index][:2500]}\ninput.td:\n{case.source[:2000]}"
        )
    return "\n".join(parts)
