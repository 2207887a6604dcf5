"""One PDLL front-end run: a source buffer to an AST module and diagnostics."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from tblgen_py.pdll.ast.nodes import Module
from tblgen_py.pdll.diagnostics import DiagnosticEngine
from tblgen_py.pdll.parser.module import Parser, parse_module
from tblgen_py.support.diagnostics import SourceFile


@dataclass
class ParseOutcome:
    """The module (None after an error), the diagnostics and the files included."""

    module: Module | None
    diag: DiagnosticEngine
    included_files: list[str] = field(default_factory=list)


def parse_pdll(path: str, text: str, include_dirs: Sequence[str] = ()) -> ParseOutcome:
    """Parse the PDLL source ``text`` of the buffer named ``path``."""
    diag = DiagnosticEngine()
    parser = Parser(SourceFile(path, text), diag, include_dirs)
    module = parse_module(parser)
    return ParseOutcome(module, diag, parser.included_files)
