"""Grammar area: the module and its directives.

module    ::= (directive | top-level-decl)*
directive ::= `#include` string
"""

from __future__ import annotations

import os

from tblgen_py.pdll.ast import nodes as n
from tblgen_py.pdll.diagnostics import ParseFailure
from tblgen_py.pdll.lexer import TokenKind
from tblgen_py.pdll.parser.decls import DeclParser
from tblgen_py.pdll.parser.td_include import TdIncludeParser
from tblgen_py.support.diagnostics import SourceFile, Span

K = TokenKind


class Parser(TdIncludeParser, DeclParser):
    """The PDLL parser: ``parse_module`` returns the AST or raises ParseFailure."""

    def parse_module(self) -> n.Module:
        """module"""
        start = self.tok.span
        self.push_scope()
        decls: list[n.Decl] = []
        self.parse_module_body(decls)
        self.pop_scope()
        return n.Module(Span(start.file, start.start, start.start), decls)

    def parse_module_body(self, decls: list[n.Decl]) -> None:
        """Top-level declarations up to the end of the current buffer."""
        while self.tok.kind is not K.EOF:
            if self.tok.kind is K.DIRECTIVE:
                self.parse_directive(decls)
                continue
            decls.append(self.parse_top_level_decl())

    def parse_directive(self, decls: list[n.Decl]) -> None:
        """directive"""
        if self.tok.spelling == "#include":
            self.parse_include(decls)
            return
        self.fail(f"unknown directive `{self.tok.spelling}`")

    def parse_include(self, decls: list[n.Decl]) -> None:
        """`#include` string: a ``.pdll`` file's declarations or a ``.td`` file's ODS."""
        directive = self.consume().span
        if not self.tok.is_string():
            self.fail(
                "expected string file name after `include` directive", at=directive
            )
        file_tok = self.consume()
        filename = file_tok.string_value()
        if filename.endswith(".pdll"):
            self._include_pdll(filename, file_tok.span, decls)
            return
        if filename.endswith(".td"):
            self.parse_td_include(filename, file_tok.span, decls)
            return
        self.fail(
            "expected include filename to end with `.pdll` or `.td`", at=file_tok.span
        )

    def open_include(self, filename: str) -> tuple[str, str] | None:
        """``SourceMgr::OpenIncludeFile``: the name as given, then each ``-I``."""
        for path in [filename] + [os.path.join(d, filename) for d in self.include_dirs]:
            try:
                with open(
                    path, encoding="utf-8", errors="surrogateescape", newline=""
                ) as f:
                    text = f.read()
            except (OSError, ValueError):
                continue
            if "\0" in filename:
                return None
            return path, text
        return None

    def _include_pdll(self, filename: str, span: Span, decls: list[n.Decl]) -> None:
        opened = self.open_include(filename)
        if opened is None:
            self.fail(f"unable to open include file `{filename}`", at=span)
        path, text = opened
        self.included_files.append(path)
        end = Span(span.file, span.end, span.end)
        self.lexer.push_include(SourceFile(path, text, included_from=end), span.end)
        self.tok = self.lexer.lex_token()
        self.parse_module_body(decls)
        self.tok = self.lexer.lex_token()


def parse_module(parser: Parser) -> n.Module | None:
    """Run ``parser``; None when it reported an error."""
    try:
        return parser.parse_module()
    except ParseFailure:
        return None
    except RecursionError:
        parser.diag.error(parser.tok.span, "input is nested too deeply")
        return None
