"""File-metadata dictionaries ``{-# ... #-}`` (a mixin of the MLIR text parser).

Entries are checked as mlir-opt checks them while parsing: blobs of ``builtin``
(and ``test``) resources must be ``"0x..."`` hex with a power-of-2 alignment in
their first 4 bytes; external resources are blobs, booleans or strings.  The
result goes to ``self.resources`` in the form ``resources.py`` documents.
"""

from __future__ import annotations

from collections.abc import Callable, Collection

from tblgen_py.support.diagnostics import Diagnostic, Level, Span
from tblgen_py.runtime.text.lexer import MLIRLexError, Token, TokenKind
from tblgen_py.runtime.text.parser_base import ParserBase
from tblgen_py.runtime.text.print_rules import keyword_or_string, quoted
from tblgen_py.runtime.text.resources import (
    BLOB_DIALECTS,
    EXTERNAL,
    KEYLESS_DIALECTS,
    MLIR_OPT_DIALECTS,
    blob_error,
    blob_text,
)

_BARE = TokenKind.BARE_IDENT
_STRING = TokenKind.STRING
_RESOURCE_KEY = "expected identifier key for 'resource' entry"


class ResourceParserMixin(ParserBase):
    """Parses ``{-# dialect_resources: {...}, external_resources: {...} #-}``."""

    def known_dialects(self) -> Collection[str]:
        """Dialect names a ``dialect_resources`` group may name."""
        return MLIR_OPT_DIALECTS

    def parse_file_metadata(self) -> None:
        """`{-#` (bare-id `:` resource-groups (`,` ...)*)? `#-}`."""
        self.consume()
        self._parse_list_until("#-}", self._parse_metadata_entry)

    def _parse_list_until(self, end: str, element: Callable[[], None]) -> None:
        """(element (`,` element)*)? `end` (the opening token is consumed)."""
        if self.consume_if(end):
            return
        element()
        while self.consume_if(","):
            element()
        if self.tok.text != end:
            self.error_wrong_token(f"expected ',' or '{end}'")
        self.consume()

    def _parse_metadata_entry(self) -> None:
        key = self.tok
        if key.kind is not _BARE:
            self.error("expected identifier key in file metadata dictionary")
        self.consume()
        self.expect(":")
        if key.text == "dialect_resources":
            self._parse_groups(self._parse_dialect_group)
        elif key.text == "external_resources":
            self._parse_groups(self._parse_external_group)
        else:
            self.error(f"unknown key '{key.text}' in file metadata dictionary", key)

    def _parse_groups(self, body: Callable[[Token], None]) -> None:
        """`{` (bare-id `:` `{` entries `}`)* `}`."""
        self.expect("{")

        def group() -> None:
            name = self.tok
            if name.kind is not _BARE:
                self.error(_RESOURCE_KEY)
            self.consume()
            self.expect(":")
            self.expect("{")
            body(name)

        self._parse_list_until("}", group)

    def _parse_dialect_group(self, name: Token) -> None:
        dialect = name.text
        if dialect not in self.known_dialects():
            self.error(f"dialect '{dialect}' is unknown", name)
        if dialect not in BLOB_DIALECTS and dialect not in KEYLESS_DIALECTS:
            self.error(f"unexpected 'resource' section for dialect '{dialect}'")
        table = self.resources.setdefault(dialect, {})

        def entry() -> None:
            at = self.tok
            key = self._parse_resource_key(_RESOURCE_KEY)
            if dialect in KEYLESS_DIALECTS:
                self.error(
                    f"unknown 'resource' key '{key}' for dialect '{dialect}'", at
                )
            head = f"expected hex string blob for key '{key}'"
            value = self._parse_resource_value(head)
            spelling = value.text if value.kind is _STRING else None
            message = blob_error(spelling, key)
            if message is not None:
                self.error(message, value.start)
            table[key] = blob_text(value.text)

        self._parse_list_until("}", entry)

    def _parse_external_group(self, name: Token) -> None:
        table = self.resources.setdefault(EXTERNAL + name.text, {})

        def entry() -> None:
            key = self._parse_resource_key(
                "expected identifier key for 'external_resources' entry"
            )
            value = self._parse_resource_value(f"expected string value for key '{key}'")
            text = self._external_value(value, key)
            table[str(len(table))] = f"{keyword_or_string(key)}: {text}"

        self._parse_list_until("}", entry)

    def _external_value(self, value: Token, key: str) -> str:
        """mlir-opt's fallback: a bool, a blob, or else a string."""
        if value.kind is _BARE and value.text in ("true", "false"):
            return value.text
        if value.text.startswith('"0x'):
            message = blob_error(value.text, key)
            if message is not None:
                self.error(message, value.start)
            return blob_text(value.text)
        if value.kind is not _STRING:
            self.error(f"expected string value for key '{key}'", value.start)
        return quoted(value.string_value())

    def _parse_resource_key(self, message: str) -> str:
        """A bare identifier or string key."""
        tok = self.tok
        if tok.kind is _BARE:
            key = tok.text
        elif tok.kind is _STRING:
            key = tok.string_value()
        else:
            self.error(message)
        self.consume()
        return key

    def _parse_resource_value(self, bad_token: str) -> Token:
        """`:` then any one token; when it does not lex, mlir-opt reports the
        lexical error and then ``bad_token`` at the same place."""
        if self.tok.text != ":":
            self.error_wrong_token("expected ':'")
        try:
            self.consume()
        except MLIRLexError as exc:
            span = exc.diagnostics[0].span
            if span is not None:
                at = Span(self.source, span.start, span.start)
                exc.diagnostics.append(Diagnostic(Level.ERROR, bad_token, at))
            raise
        value = self.tok
        self.consume()
        return value
