"""Mutation fuzzing of the MLIR parser: bad input gives diagnostics, never a traceback."""

from __future__ import annotations

import random
import time
from pathlib import Path

from tblgen_py.runtime.ir.context import Context
from tblgen_py.runtime.ir.verifier import VerificationError, verify
from tblgen_py.runtime.text.lexer import MLIRParseError
from tblgen_py.runtime.text.parser import parse_source
from tblgen_py.runtime.text.printer import PrintOptions, print_module

CORPUS_DIRS = [
    Path(__file__).parent.parent / "conformance" / "mlir_corpus",
    Path(__file__).parent.parent / "conformance" / "mlir_attr_corpus",
]
TOKENS = [
    "%0",
    "%1#1",
    "%x:2",
    "^bb0",
    "^bb1(%a: i32)",
    ":",
    "=",
    "(",
    ")",
    "{",
    "}",
    "[",
    "]",
    "<",
    ">",
    ",",
    "->",
    '"foo.op"',
    '"',
    "loc(",
    "#loc",
    "#map",
    "!t",
    "@sym",
    "i32",
    "f32",
    "index",
    "tensor<",
    "memref<?x",
    "vector<4x",
    "dense<",
    "0x",
    "-1",
    "1.5e10",
    "unit",
    "true",
    "affine_map<(d0) -> (d0)>",
    "{-#",
    "#-}",
    "\\",
    "\n",
    "// -----",
    "({",
    "})",
    "<{",
    "}>",
    "...",
    "?",
    "*",
    "@",
    "#",
]
# A guard against hangs (runaway backtracking, loops), not a timing check: the
# inputs are a few KiB and parse in milliseconds, so only a hang comes near it,
# even on a loaded machine.
SLOW_SECONDS = 30.0


def corpus_texts() -> list[str]:
    """Every corpus file's text, in a stable order."""
    texts = []
    for directory in CORPUS_DIRS:
        for path in sorted(directory.glob("*.mlir")):
            texts.append(path.read_text())
    return texts


def mutate(text: str, rng: random.Random) -> str:
    """Apply one to three random edits to ``text``."""
    for _ in range(rng.randint(1, 3)):
        text = _edit(text, rng)
    return text


def _edit(text: str, rng: random.Random) -> str:
    n = len(text)
    pos = rng.randint(0, n)
    kind = rng.randrange(7)
    if kind == 0 and n:
        end = min(n, pos + rng.randint(1, 8))
        return text[:pos] + text[end:]
    if kind == 1:
        return text[:pos] + rng.choice(TOKENS) + text[pos:]
    if kind == 2 and n:
        return text[:pos]
    if kind == 3 and n:
        start = rng.randint(0, n - 1)
        piece = text[start : start + rng.randint(1, 40)]
        return text[:pos] + piece + text[pos:]
    if kind == 4:
        lines = text.split("\n")
        rng.shuffle(lines)
        return "\n".join(lines)
    if kind == 5 and n:
        return text[:pos] + chr(rng.randint(0, 0x7F)) + text[pos + 1 :]
    return text[:pos] + rng.choice('()[]{}<>%^#!@",:=') + text[pos:]


def check_input(text: str) -> str:
    """Parse/verify/print ``text``; return the outcome or raise on a real bug."""
    start = time.perf_counter()
    context = Context(allow_unregistered_dialects=True)
    try:
        module = parse_source(text, context, path="fuzz.mlir")
    except MLIRParseError as exc:
        rendered = exc.render()
        assert rendered.startswith("fuzz.mlir:"), rendered
        return "parse-error"
    finally:
        elapsed = time.perf_counter() - start
        assert elapsed < SLOW_SECONDS, f"parse took {elapsed:.2f}s"
    printed = print_module(module, PrintOptions(debuginfo=True), context)
    try:
        verify(module)
    except VerificationError:
        return "verify-error"
    again = _reprint(printed)
    if again != printed:
        # mlir-opt itself normalizes some printed forms on re-parse (e.g. an
        # `unknown` kept inside a fused location); the text must then be stable.
        assert _reprint(again) == again, "printed IR does not reach a fixpoint"
    return "ok"


def _reprint(text: str) -> str:
    context = Context(allow_unregistered_dialects=True)
    module = parse_source(text, context, path="fuzz.mlir")
    return print_module(module, PrintOptions(debuginfo=True), context)


def run_fuzz(count: int, seed: int) -> dict[str, int]:
    """Check ``count`` mutated inputs; return how many ended each way."""
    rng = random.Random(seed)
    texts = corpus_texts()
    outcomes: dict[str, int] = {}
    for _ in range(count):
        text = mutate(rng.choice(texts), rng)
        try:
            outcome = check_input(text)
        except AssertionError as exc:
            raise AssertionError(f"{exc}\n--- input ---\n{text}") from None
        except Exception as exc:  # noqa: BLE001 - any other exception is the bug
            raise AssertionError(
                f"{type(exc).__name__}: {exc}\n--- input ---\n{text}"
            ) from exc
        outcomes[outcome] = outcomes.get(outcome, 0) + 1
    return outcomes
