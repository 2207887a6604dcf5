"""Mutation fuzzing of the TableGen front end: every input ends in a dump or a diagnostic."""

from __future__ import annotations

import json
import random
import re
import signal
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from types import FrameType

from tests.support.tablegen_ours import OUR_FLAGS, run_in_process
from tests.support.tablegen_ref import LLVM_INCLUDE, REPO_ROOT, ToolRun, tblgen_args

SEED_DIR = Path(__file__).resolve().parents[1] / "conformance" / "fuzz_seeds"
FAILURE_DIR = REPO_ROOT / ".cache" / "fuzz"
# Small, self-contained files of the MLIR tree (their includes are small too).
TREE_SEEDS = (
    "mlir/IR/Utils.td",
    "mlir/Pass/PassBase.td",
    "mlir/IR/BytecodeBase.td",
    "mlir/IR/DialectBase.td",
    "mlir/Dialect/Func/Transforms/Passes.td",
    "mlir/Dialect/Tosa/IR/TosaDialectBytecode.td",
    "mlir/Dialect/OpenMP/OpenMPDialect.td",
    "mlir/Dialect/Index/IR/IndexDialect.td",
    "mlir/IR/Constraints.td",
)
TIMEOUT_SECONDS = 10.0
RECORDS_HEADER = b"------------- Classes -----------------\n"
# stderr of a rejected input: diagnostics (warnings may come first), one an error.
DIAGNOSTIC_START = re.compile(
    rb"(Included from [^\n]*:\d+:\n)*([^\n]*:\d+:\d+: )?(error|warning|note): "
)
ERROR_LINE = re.compile(rb"^([^\n]*:\d+:\d+: )?error: ", re.M)
TOKEN = re.compile(
    rb"""\s+|//[^\n]*|/\*.*?\*/|"(?:\\.|[^"\\\n])*"|\[\{.*?\}\]|"""
    rb"""[A-Za-z_][A-Za-z0-9_]*|0x[0-9A-Fa-f]+|0b[01]+|\d+|\.\.\.|.""",
    re.S,
)


@dataclass(frozen=True)
class Seed:
    """A valid input the mutations start from."""

    name: str
    data: bytes


@dataclass(frozen=True)
class FuzzCase:
    """One mutated input and how to run it."""

    index: int
    seed: str
    mutations: tuple[str, ...]
    action: str
    data: bytes


def handwritten_seeds() -> list[Seed]:
    """Our own small inputs covering most of the TableGen language."""
    return [Seed(p.name, p.read_bytes()) for p in sorted(SEED_DIR.glob("*.td"))]


def tree_seeds() -> list[Seed]:
    """Small files of the installed MLIR tree (run with -I on the include root)."""
    return [Seed(rel, (LLVM_INCLUDE / rel).read_bytes()) for rel in TREE_SEEDS]


def _tokens(data: bytes) -> list[bytes]:
    """Split an input into rough TableGen tokens, whitespace and comments included."""
    return TOKEN.findall(data)


def _solid(tokens: list[bytes]) -> list[int]:
    """Indices of tokens that are not whitespace."""
    return [i for i, tok in enumerate(tokens) if not tok.isspace()] or [0]


def truncate(data: bytes, rng: random.Random) -> bytes:
    """Cut the input at a random byte."""
    return data[: rng.randrange(len(data) + 1)]


def delete_token(data: bytes, rng: random.Random) -> bytes:
    """Drop one token."""
    tokens = _tokens(data)
    if tokens:
        del tokens[rng.choice(_solid(tokens))]
    return b"".join(tokens)


def duplicate_token(data: bytes, rng: random.Random) -> bytes:
    """Copy one token to a random token boundary (often right after itself)."""
    tokens = _tokens(data)
    if tokens:
        source = rng.choice(_solid(tokens))
        target = source + 1 if rng.random() < 0.5 else rng.randrange(len(tokens) + 1)
        tokens.insert(target, tokens[source])
    return b"".join(tokens)


def flip_byte(data: bytes, rng: random.Random) -> bytes:
    """Flip one bit of one byte (may leave invalid UTF-8 behind)."""
    if not data:
        return data
    where = rng.randrange(len(data))
    return (
        data[:where]
        + bytes([data[where] ^ (1 << rng.randrange(8))])
        + data[where + 1 :]
    )


def swap_lines(data: bytes, rng: random.Random) -> bytes:
    """Exchange two lines."""
    lines = data.split(b"\n")
    a, b = rng.randrange(len(lines)), rng.randrange(len(lines))
    lines[a], lines[b] = lines[b], lines[a]
    return b"\n".join(lines)


MUTATIONS: dict[str, Callable[[bytes, random.Random], bytes]] = {
    "truncate": truncate,
    "delete_token": delete_token,
    "duplicate_token": duplicate_token,
    "flip_byte": flip_byte,
    "swap_lines": swap_lines,
}


def make_case(seeds: list[Seed], name: str, index: int) -> FuzzCase:
    """The deterministic input number ``index`` of the campaign ``name``."""
    rng = random.Random(f"{name}:{index}")
    seed = rng.choice(seeds)
    data = seed.data
    applied = tuple(
        rng.choice(sorted(MUTATIONS)) for _ in range(rng.choice((1, 1, 2, 3)))
    )
    for mutation in applied:
        data = MUTATIONS[mutation](data, rng)
    action = "json" if rng.random() < 0.25 else "records"
    return FuzzCase(index, seed.name, applied, action, data)


def verdict(action: str, run: ToolRun) -> str | None:
    """Why a run is not a clean dump or diagnostic, or None when it is."""
    if run.crash:
        return f"uncaught exception:\n{run.crash[-2000:]}"
    if b"Traceback (most recent call last)" in run.stderr:
        return f"traceback on stderr:\n{run.stderr[-2000:]!r}"
    if run.status == 1:
        if DIAGNOSTIC_START.match(run.stderr) and ERROR_LINE.search(run.stderr):
            return None
        return f"exit 1 without an error diagnostic; stderr: {run.stderr[:300]!r}"
    if run.status != 0:
        return f"exit status {run.status}; stderr: {run.stderr[:300]!r}"
    if action == "records" and not run.stdout.startswith(RECORDS_HEADER):
        return f"exit 0 without a record dump; stdout: {run.stdout[:200]!r}"
    if action == "json":
        try:
            json.loads(run.stdout)
        except ValueError as exc:
            return f"exit 0 without valid JSON ({exc}); stdout: {run.stdout[:200]!r}"
    return None


class FuzzTimeout(BaseException):
    """Raised by the alarm when one input runs too long (not an Exception on purpose)."""


@contextmanager
def deadline(seconds: float) -> Iterator[None]:
    """Interrupt the body with FuzzTimeout after ``seconds`` of wall time."""

    def expire(signum: int, frame: FrameType | None) -> None:
        raise FuzzTimeout

    previous = signal.signal(signal.SIGALRM, expire)
    signal.setitimer(signal.ITIMER_REAL, seconds)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, previous)


def check_case(
    case: FuzzCase, path: Path, timeout: float = TIMEOUT_SECONDS
) -> str | None:
    """Run one input in-process from ``path``; the problem found, if any."""
    path.write_bytes(case.data)
    try:
        with deadline(timeout):
            run = run_in_process(tblgen_args(case.action, path))
    except FuzzTimeout:
        return f"no result after {timeout:g}s (hang)"
    return verdict(case.action, run)


def run_campaign(
    seeds: list[Seed], name: str, indices: range, workdir: Path
) -> list[tuple[FuzzCase, str]]:
    """Run the inputs ``indices`` of a campaign; the failing ones with their problem."""
    path = workdir / "input.td"
    failures = []
    for index in indices:
        case = make_case(seeds, name, index)
        problem = check_case(case, path)
        if problem:
            failures.append((case, problem))
    return failures


def _debug_traceback(case: FuzzCase, path: Path) -> str:
    """The traceback our CLI shows with ``--debug`` for an input, if it raises."""
    with deadline(TIMEOUT_SECONDS):
        run = run_in_process(["--debug", *tblgen_args(case.action, path)])
    return f"traceback with --debug:\n{run.crash[-2000:]}" if run.crash else ""


def report(name: str, failures: list[tuple[FuzzCase, str]], shown: int = 5) -> str:
    """Save failing inputs under .cache/fuzz/ and describe the first few."""
    FAILURE_DIR.mkdir(parents=True, exist_ok=True)
    parts = [f"{len(failures)} fuzz inputs of campaign {name!r} failed"]
    for case, problem in failures:
        saved = FAILURE_DIR / f"{name}-{case.index}.td"
        saved.write_bytes(case.data)
        if len(parts) <= shown:
            argv = [*OUR_FLAGS, *tblgen_args(case.action, saved)]
            debug = (
                "" if problem.startswith("no result") else _debug_traceback(case, saved)
            )
            parts.append(
                f"--- input {case.index} (seed {case.seed}, {'+'.join(case.mutations)})\n"
                f"reproduce: PYTHONIOENCODING=utf-8 python -m tblgen_py {' '.join(argv)}\n"
                f"{problem}\n{debug}\ninput: {case.data[:1500]!r}"
            )
    return "\n".join(parts)
