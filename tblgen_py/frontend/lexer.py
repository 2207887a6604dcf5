"""TableGen lexer: the one-regex scanner and the include-splicing token stream.

Token kinds and ``Token`` live in ``tokens`` (re-exported here).

Behaviour follows llvm-tblgen 22's TGLexer exactly: token boundaries (``8x8`` is
INT 8 then ID ``x8``; ``2ndName`` is an identifier; ``-5``/``+5`` are integers),
64-bit values (decimal above 2**63 wraps, beyond 2**64 is "number out of range"),
binary literals keep their digit count, ``[{ }]`` pairs every ``}`` with the
next character, ``/* */`` nests, and errors carry LLVM's message and position.

Use: ``Lexer(path, include_dirs=..., defines=..., text=None)``; ``lex()``/``peek()``
or the flat ``tokens`` list (fast path). Lexer errors never raise (only an
invalid ``-D`` name does, and an unreadable main file raises ``OSError``): the
stream ends with an ERROR token, as LLVM's parser sees ``tgtok::Error`` after
the lexer printed its message. Each token's ``diagnostics`` are what LLVM
prints when that token is lexed; ``error_count`` is how many of them LLVM counts
in "N errors.".

Each file's text is scanned in segments (between directives and includes) by
one compiled regex with ``finditer``; segments are cached per (path, offset)
for the run, so a file included again reuses its tokens.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Sequence

from tblgen_py.support.diagnostics import Diagnostic, Level, SourceFile, Span
from tblgen_py.frontend.tokens import (
    BANG_OPERATORS,
    KEYWORDS,
    OBJECT_START,
    PUNCTUATION,
    DiagnosedToken,
    Token,
    TokenKind,
    TokenValue,
)
from tblgen_py.frontend.scan_fast import TRIVIA, FastCursor
from tblgen_py.frontend.preprocessor import (
    PrepDiag,
    Preprocessor,
    directive_at,
    skip_block_comment,
)

__all__ = [
    "BANG_OPERATORS",
    "KEYWORDS",
    "OBJECT_START",
    "PUNCTUATION",
    "DiagnosedToken",
    "Lexer",
    "Token",
    "TokenKind",
    "TokenValue",
    "make_diagnostic",
    "scan",
]


def make_diagnostic(
    file: SourceFile, level: Level, message: str, pos: int
) -> Diagnostic:
    """A diagnostic at one offset of ``file``."""
    return Diagnostic(level, message, Span(file, pos, pos))


# ---------------------------------------------------------------------------
# Scanner: one compiled regex, dispatch on the matching alternative.

_TOKEN_RE = re.compile(
    TRIVIA + r"""
    (?:(?P<id>[A-Za-z_][A-Za-z0-9_]*)
    |(?P<code>\[\{[^}]*(?:\}[^\]][^}]*)*\}\])
    |(?P<punct>[:;,<>\]{}()=?]|\[(?!\{))
    |(?P<str>"[^"\\\r\n]*")
    |(?P<hex>0x[0-9a-fA-F]+)
    |(?P<bin>0b[01]+)
    |(?P<digid>[0-9]+(?!x[0-9a-fA-F]|b[01])[A-Za-z_][A-Za-z0-9_]*)
    |(?P<dec>[-+]?[0-9]+)
    |(?P<sign>[-+])
    |(?P<var>\$[A-Za-z_][A-Za-z0-9_]*)
    |(?P<bang>![A-Za-z]+)
    |(?P<ellipsis>\.\.\.)
    |(?P<dot>\.(?!\.))
    |(?P<hash>\#)
    |(?P<end>\Z)
    |(?P<strslow>")
    |(?P<codebad>\[\{)
    |(?P<bcomment>/\*)
    |(?P<badvar>\$)
    |(?P<badbang>!)
    |(?P<dotdot>\.\.)
    |(?P<nul>\x00)
    |(?P<bad>.)
    )""",
    re.VERBOSE | re.DOTALL | re.ASCII,
)
_G = _TOKEN_RE.groupindex
_NLG, _ID, _CODE, _PUNCT, _STR = _G["nl"], _G["id"], _G["code"], _G["punct"], _G["str"]
_HEX, _BIN, _DIGID, _DEC, _SIGN = (
    _G["hex"],
    _G["bin"],
    _G["digid"],
    _G["dec"],
    _G["sign"],
)
_VAR, _BANG, _ELLIPSIS, _DOT, _HASH = (
    _G["var"],
    _G["bang"],
    _G["ellipsis"],
    _G["dot"],
    _G["hash"],
)
_END, _STRSLOW, _CODEBAD, _BCOMMENT = (
    _G["end"],
    _G["strslow"],
    _G["codebad"],
    _G["bcomment"],
)
_BADVAR, _BADBANG, _DOTDOT, _NUL = _G["badvar"], _G["badbang"], _G["dotdot"], _G["nul"]

_STRING_RUN_RE = re.compile(r'[^"\\\r\n]*')
_ESCAPES = {"\\": "\\", "'": "'", '"': '"', "t": "\t", "n": "\n"}
_U64 = (1 << 64) - 1
_I64_MIN = -(1 << 63)

# Segment end events: (kind, ...).
EV_EOF, EV_DIRECTIVE, EV_INCLUDE, EV_ERROR, EV_LIMIT = range(5)
Event = tuple[int, int, str, list[PrepDiag]]
Segment = tuple[list[Token], list[tuple[int, PrepDiag]], Event]


def _match_end(pattern: re.Pattern[str], text: str, pos: int) -> int:
    """End of a match of a pattern that cannot fail (it accepts the empty string)."""
    m = pattern.match(text, pos)
    assert m is not None
    return m.end()


def _wrap64(value: int) -> int:
    """Reinterpret an unsigned 64-bit value as signed, as LLVM's int64_t does."""
    return value - (1 << 64) if value >= 1 << 63 else value


def _error(pos: int, message: str, tok_start: int | None = None) -> Event:
    """An error event: counted error at ``pos``, error token at ``tok_start``."""
    at = pos if tok_start is None else tok_start
    return (EV_ERROR, at, "", [PrepDiag(Level.ERROR, message, pos)])


def _lex_number(kind: int, text: str, start: int, end: int) -> tuple[int, Event | None]:
    """Value of a decimal, hex or binary literal; an error event when out of range."""
    if kind == _DEC:
        digits = text[start:end].lstrip("+-").lstrip("0") or "0"
        if len(digits) > 20:  # beyond 64 bits (and Python's int-string limit)
            return 0, _error(start, "number out of range")
        value = -int(digits) if text[start] == "-" else int(digits)
        if text[start] == "-":
            ok = value >= _I64_MIN
        else:
            ok = value <= _U64
            value = _wrap64(value)
    else:
        value = int(text[start + 2 : end], 16 if kind == _HEX else 2)
        ok = value <= _U64
        value = _wrap64(value)
    return value, None if ok else _error(start, "number out of range")


def _lex_string(text: str, quote: int) -> tuple[str, int, Event | None]:
    """Rule ``"([^"\\\\\\n]|\\\\[\\\\'"tn])*"``: the decoded value and end offset, or an error."""
    n = len(text)
    pos = quote + 1
    parts: list[str] = []
    while True:
        run = _match_end(_STRING_RUN_RE, text, pos)
        parts.append(text[pos:run])
        pos = run
        if pos >= n:
            return "", 0, _error(quote + 1, "end of file in string literal", quote)
        char = text[pos]
        if char == '"':
            return "".join(parts), pos + 1, None
        if char != "\\":
            return "", 0, _error(quote + 1, "end of line in string literal", quote)
        pos += 1
        if pos >= n:
            return "", 0, _error(quote + 1, "end of file in string literal", quote)
        char = text[pos]
        if char in "\r\n":
            return "", 0, _error(pos, "escaped newlines not supported in tblgen", quote)
        if char not in _ESCAPES:
            return "", 0, _error(pos, "invalid escape in string literal", quote)
        parts.append(_ESCAPES[char])
        pos += 1


def _nul_notes(
    text: str, start: int, end: int, at: int, index: int
) -> list[tuple[int, PrepDiag]]:
    """LLVM's error for each NUL character inside a comment or code block."""
    message = "NUL character is invalid in source; treated as space"
    count = text.count("\x00", start, end)
    return [(index, PrepDiag(Level.ERROR, message, at))] * count


def scan(
    text: str,
    pos: int,
    line_start: bool,
    file: SourceFile,
    limit: int = 0,
    cursor: FastCursor | None = None,
) -> Segment:
    """Lex live tokens from ``pos`` until end of file, a directive, ``include``, an
    error or (with ``limit``) one token; ``line_start``: whether ``#`` may start a
    directive.

    Runs of common tokens come from ``cursor`` (the file's ``FastCursor``, kept
    between calls); each token it defers is lexed by ``_scan_exact``.
    """
    if limit:
        return _scan_exact(text, pos, line_start, file, limit)
    if cursor is None:
        cursor = FastCursor(text)
    tokens: list[Token] = []
    notes: list[tuple[int, PrepDiag]] = []
    while True:
        pos, _ = cursor.scan(pos, file, tokens, line_start and not tokens)
        more, more_notes, event = _scan_exact(
            text, pos, line_start and not tokens, file, 1
        )
        if more_notes:
            base = len(tokens)
            notes += [(base + index, note) for index, note in more_notes]
        tokens += more
        if event[0] != EV_LIMIT:
            return tokens, notes, event
        pos = event[1]


def _scan_exact(
    text: str, pos: int, line_start: bool, file: SourceFile, limit: int = 0
) -> Segment:
    """``scan`` one token class at a time through ``_TOKEN_RE`` (every case exact)."""
    tokens: list[Token] = []
    notes: list[tuple[int, PrepDiag]] = []
    append = tokens.append
    keywords, punctuation, tok = KEYWORDS, PUNCTUATION, Token
    new = object.__new__  # the frequent kinds skip Token.__init__'s Python frame
    id_kind, int_kind, str_kind = TokenKind.ID, TokenKind.INT, TokenKind.STR
    g_id, g_punct, g_str, g_dec, g_hex = _ID, _PUNCT, _STR, _DEC, _HEX
    while True:
        for m in _TOKEN_RE.finditer(text, pos):
            group: int = m.lastindex  # type: ignore[assignment]
            start, end = m.span(group)
            if group == g_id:
                word = text[start:end]
                keyword = keywords.get(word)
                if keyword is None:
                    t = new(tok)
                    t.kind, t.value, t.start, t.end, t.file = (
                        id_kind,
                        word,
                        start,
                        end,
                        file,
                    )
                    append(t)
                elif keyword is TokenKind.KW_INCLUDE:
                    return tokens, notes, (EV_INCLUDE, end, "", [])
                else:
                    append(tok(keyword, word, start, end, file))
            elif group == g_punct:
                char = text[start]
                t = new(tok)
                t.kind, t.value, t.start, t.end, t.file = (
                    punctuation[char],
                    char,
                    start,
                    end,
                    file,
                )
                append(t)
            elif group == g_str:
                append(tok(str_kind, text[start + 1 : end - 1], start, end, file))
            elif group == g_dec or group == g_hex:
                value, failure = _lex_number(group, text, start, end)
                if failure is not None:
                    return tokens, notes, failure
                append(tok(int_kind, value, start, end, file))
            elif group == _HASH:
                if line_start or m.start(_NLG) >= 0:
                    kind = directive_at(text, end)
                    if kind is not None:
                        return tokens, notes, (EV_DIRECTIVE, end, kind, [])
                append(tok(TokenKind.PASTE, "#", start, end, file))
            elif group == _END:
                return tokens, notes, (EV_EOF, end, "", [])
            elif group == _BCOMMENT or group == _NUL:
                pos = _skip_special(text, start, len(tokens), notes)
                if pos < 0:
                    return tokens, notes, _unterminated_comment(start)
                line_start = line_start or m.start(_NLG) >= 0
                break
            else:
                failure = _scan_other(group, text, start, end, file, append)
                if failure is not None:
                    return tokens, notes, failure
                if group == _CODE and "\x00" in tokens[-1].text:
                    notes += _nul_notes(text, start, end, start, len(tokens) - 1)
                if group == _STRSLOW:
                    pos = tokens[-1].end
                    line_start = False
                    if limit:
                        return tokens, notes, (EV_LIMIT, pos, "", [])
                    break
            line_start = False
            if limit:
                return tokens, notes, (EV_LIMIT, end, "", [])
        else:
            return tokens, notes, (EV_EOF, len(text), "", [])


def _unterminated_comment(start: int) -> Event:
    """LLVM reports an unterminated comment without counting it."""
    diag = PrepDiag(Level.ERROR, "unterminated comment", start, counted=False)
    return (EV_ERROR, start, "", [diag])


def _skip_special(
    text: str, start: int, index: int, notes: list[tuple[int, PrepDiag]]
) -> int:
    """Skip a NUL (an error, treated as a blank) or a nested block comment."""
    if text[start] == "\x00":
        notes += _nul_notes(text, start, start + 1, start, index)
        return start + 1
    close = skip_block_comment(text, start + 2)
    if close >= 0 and "\x00" in text[start:close]:
        notes += _nul_notes(text, start, close, start, index)
    return close


def _scan_other(
    group: int,
    text: str,
    pos: int,
    end: int,
    file: SourceFile,
    append: Callable[[Token], None],
) -> Event | None:
    """The less frequent token classes; returns an error event or None."""
    if group == _CODE:
        append(Token(TokenKind.CODE, text[pos + 2 : end - 2], pos, end, file))
    elif group == _VAR:
        append(Token(TokenKind.VARNAME, text[pos + 1 : end], pos, end, file))
    elif group == _BANG:
        name = text[pos + 1 : end]
        if name not in BANG_OPERATORS:
            return _error(pos, "unknown operator")
        append(Token(TokenKind.BANG, name, pos, end, file))
    elif group == _STRSLOW:
        value, stop, failure = _lex_string(text, pos)
        if failure is not None:
            return failure
        append(Token(TokenKind.STR, value, pos, stop, file))
    elif group == _BIN:
        bits, failure = _lex_number(group, text, pos, end)
        if failure is not None:
            return failure
        append(Token(TokenKind.BIN_INT, (bits, end - pos - 2), pos, end, file))
    elif group == _DIGID:
        append(Token(TokenKind.ID, text[pos:end], pos, end, file))
    elif group == _SIGN or group == _DOT or group == _ELLIPSIS:
        word = text[pos:end]
        append(Token(PUNCTUATION[word], word, pos, end, file))
    else:
        return _error(pos, _SIMPLE_ERRORS[group])
    return None


_SIMPLE_ERRORS = {
    _CODEBAD: "unterminated code block",
    _DOTDOT: "invalid '..' punctuation",
    _BADVAR: "invalid variable name",
    _BADBANG: 'invalid "!operator"',
    _G["bad"]: "unexpected character",
}


# ---------------------------------------------------------------------------
# The public stream (built by includes.TokenStream).


class Lexer:
    """The TableGen token stream of one input file, includes spliced in.

    Lexer errors never raise: llvm-tblgen prints the lexer's message and hands
    the parser a ``tgtok::Error`` token, which the parser then reports again in
    its own words (e.g. "Unexpected token at top level"). Here the stream ends
    with an ERROR token carrying the lexer's diagnostics; after it (and after
    EOF) ``lex()`` keeps returning that last token. Diagnostics that do not stop
    lexing (a duplicate ``#define`` warning, a NUL character, an unclosed
    ``#ifdef`` at the end of a file, which LLVM reports before returning EOF)
    ride on the next token. An ``#ifdef`` left open at the end of an included
    file ends the whole stream with EOF there, as in LLVM. ``lex()`` moves each token's diagnostics into
    ``diagnostics`` (and its count into ``error_count``) when it returns it.

    Fast path: ``tokens`` is the whole flat ``list[Token]`` ending in EOF or
    ERROR; a parser indexing it directly must itself emit ``tok.diagnostics``
    the first time ``tok`` becomes current.
    """

    def __init__(
        self,
        path: str,
        *,
        include_dirs: Sequence[str] = (),
        defines: Iterable[str] = (),
        text: str | None = None,
    ) -> None:
        from tblgen_py.frontend.includes import (  # includes.py builds on this module
            IncludeResolver,
            TokenStream,
            read_source,
        )

        preprocessor = Preprocessor(defines)
        resolver = self._resolver = IncludeResolver(include_dirs)
        self.main_file = SourceFile(path, read_source(path) if text is None else text)
        self.diagnostics: list[Diagnostic] = []
        self.error_count = 0
        self._stream = TokenStream(self.main_file, resolver, preprocessor)
        self._tokens: list[Token] | None = None
        self._next = 0

    @property
    def tokens(self) -> list[Token]:
        """Every token of the flattened stream; the last one is EOF or ERROR."""
        if self._tokens is None:
            self._tokens = self._stream.build()
        return self._tokens

    def lex(self) -> Token:
        """Return the next token (EOF or ERROR forever once the stream ends)."""
        tokens = self.tokens
        index = self._next
        if index >= len(tokens):
            return tokens[-1]
        self._next = index + 1
        token = tokens[index]
        if token.diagnostics:
            self.diagnostics.extend(token.diagnostics)
            self.error_count += token.error_count
        return token

    def peek(self, n: int = 1) -> Token:
        """The token ``n`` places ahead without consuming; ``peek(1)`` is what lex() returns next."""
        tokens = self.tokens
        return tokens[max(0, min(self._next + n - 1, len(tokens) - 1))]

    @property
    def dependencies(self) -> list[str]:
        """Included files as llvm-tblgen writes them to a ``-d`` depfile (a sorted set)."""
        self.tokens
        return sorted(self._stream.included)

    @property
    def included_files(self) -> list[str]:
        """Included files in first-inclusion order."""
        self.tokens
        return list(self._stream.included)

    @property
    def reads(self) -> list[tuple[str, str | None]]:
        """The main file and every include path tried, with the text read (None:
        the path did not open)."""
        self.tokens
        return [(self.main_file.path, self.main_file.text), *self._resolver.probes]
