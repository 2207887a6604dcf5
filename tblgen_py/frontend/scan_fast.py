"""The lexer's fast path: the common tokens of a chunk of text from one ``findall``.

``findall`` returns (trivia, token) pairs without building a match object per
token, which is most of what a ``finditer`` loop costs. Only the token classes
whose spelling alone tells their kind are taken here; anything else (``#``,
``include``, signs, hex and binary numbers, escapes in strings, nested comments,
errors ...) is "deferred": the caller lexes that one token with the exact
scanner of ``lexer`` and then resumes here.

A chunk ends at ``endpos``; a token that reaches ``endpos`` (before the end of
the text) may be cut short, so it is left for the next, larger chunk. Any other
token of the chunk is exact: a match that examined no character at or beyond
``endpos`` is the match the whole text gives, and every way a longer token can
be cut by ``endpos`` ends in a deferred one-character token (an unterminated
string, code block or comment) or in a token that reaches ``endpos``.

A :class:`FastCursor` keeps one file's chunk between calls: lexing that stopped
at a directive, an ``include`` or a deferred token resumes in the same chunk when
the new position is a match boundary of it (or lies in trivia before one), as
``findall`` from there would give the same matches.
"""

from __future__ import annotations

import re

from tblgen_py.support.diagnostics import SourceFile
from tblgen_py.frontend.tokens import (
    BANG_OPERATORS,
    KEYWORDS,
    PlainToken,
    Token,
    TokenKind,
    TokenValue,
)

__all__ = ["TRIVIA", "FastCursor"]

# Blanks, newlines and comments before a token; group "nl" records a newline.
# Block comments that nest (or never end) fall through to the token alternatives.
TRIVIA = r"""
    (?:[ \t]+
      |(?P<nl>[\r\n])[ \t\r\n]*
      |//[^\r\n]*
      |/\*[^*/\x00]*(?:(?:\*(?!/)|/(?!\*))[^*/\x00]*)*\*/
    )*
"""

# The same language as TRIVIA, in a form ``re`` matches faster: blanks first,
# and the loop over comments entered only before one.
_PLAIN_TRIVIA = r"""
    [ \t\r\n]*
    (?:(?=/[/*])
      (?:(?://[^\r\n]*|/\*[^*/\x00]*(?:(?:\*(?!/)|/(?!\*))[^*/\x00]*)*\*/)[ \t\r\n]*)*
    |)
"""
_TRIVIA_RE = re.compile(_PLAIN_TRIVIA, re.VERBOSE | re.DOTALL | re.ASCII)

# Group 1: the trivia (its length gives the token's start); group 2: the token.
# A number is taken only when no letter, digit or '_' follows (else it may be a
# hex, binary or digit-led identifier); the last alternatives, one character
# or the end of the chunk, are deferred. As in the exact scanner, some token
# always follows the longest trivia, so no match backtracks into a comment.
_FAST_RE = re.compile(
    "(" + _PLAIN_TRIVIA + r""")
    ([A-Za-z_][A-Za-z0-9_]*
    |[:;,<>\]{}()=?]
    |"[^"\\\r\n]*"
    |\$[A-Za-z_][A-Za-z0-9_]*
    |\[\{[^}]*(?:\}[^\]][^}]*)*\}\]
    |\[(?!\{)
    |[0-9]+(?![0-9A-Za-z_])
    |\.(?!\.)
    |![A-Za-z]+
    |\#
    |.
    |\Z
    )""",
    re.VERBOSE | re.DOTALL | re.ASCII,
)

# Words whose kind is fixed: the keywords (but ``include``, which the exact
# scanner turns into an event) and the punctuation that has no longer form.
_FIXED: dict[str, TokenKind] = {
    word: kind for word, kind in KEYWORDS.items() if kind is not TokenKind.KW_INCLUDE
}
_FIXED.update({char: TokenKind(char) for char in ":;,<>]{}()=?"})

# Classes of the other words by their first character.
_ID_CLASS, _STR_CLASS, _VAR_CLASS, _SQUARE_CLASS, _INT_CLASS = range(1, 6)
_DOT_CLASS, _BANG_CLASS, _HASH_CLASS = 6, 7, 8
_CLASS_OF: dict[str, int] = {
    char: _ID_CLASS for char in "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz_"
}
_CLASS_OF.update({char: _INT_CLASS for char in "0123456789"})
_CLASS_OF.update(
    {'"': _STR_CLASS, "$": _VAR_CLASS, "[": _SQUARE_CLASS, ".": _DOT_CLASS}
)
_CLASS_OF["!"] = _BANG_CLASS
_CLASS_OF["#"] = _HASH_CLASS
_I64_MAX = (1 << 63) - 1
# Kinds as globals (reading an attribute of an Enum class costs more).
_BANG = TokenKind.BANG
_CODE = TokenKind.CODE
_DOT = TokenKind.DOT
_INT = TokenKind.INT
_L_SQUARE = TokenKind.L_SQUARE
_STR = TokenKind.STR
_VARNAME = TokenKind.VARNAME
_PASTE = TokenKind.PASTE


_FIRST_CHUNK = 8192


class FastCursor:
    """One file's current ``findall`` chunk and how far it has been turned into tokens."""

    __slots__ = ("text", "matches", "index", "at", "endpos", "chunk")

    def __init__(self, text: str, chunk: int = _FIRST_CHUNK) -> None:
        self.text = text
        self.matches: list[tuple[str, str]] = []
        self.index = 0  # the next match to use
        self.at = -1  # where its trivia starts
        self.endpos = 0
        self.chunk = chunk

    def scan(
        self, pos: int, file: SourceFile, tokens: list[Token], line_start: bool
    ) -> tuple[int, bool]:
        """Append the tokens from ``pos`` up to the first deferred one.

        ``line_start``: whether a ``#`` first here may start a directive (one
        after a newline may anyway: both are deferred). Returns where lexing
        goes on, and True (a deferred token starts there).
        """
        if not self._seek(pos):
            self._refill(pos)
        while True:
            pos, deferred = self._run(file, tokens, line_start)
            if deferred:
                return pos, True
            line_start = line_start and not tokens
            self.chunk += self.chunk
            self._refill(pos)

    def _refill(self, pos: int) -> None:
        """Match a new chunk from ``pos``."""
        self.endpos = min(pos + self.chunk, len(self.text))
        self.matches = _FAST_RE.findall(self.text, pos, self.endpos)
        self.index = 0
        self.at = pos

    def _seek(self, pos: int) -> bool:
        """Move to the match whose trivia holds ``pos``; False if there is none."""
        at = self.at
        if pos == at:
            return True
        if pos < at:
            return False
        matches, index = self.matches, self.index
        while index < len(matches):
            trivia, word = matches[index]
            start = at + len(trivia)
            if start >= pos:
                if start > pos and _TRIVIA_RE.fullmatch(self.text, pos, start) is None:
                    return False
                if at != pos:  # the trivia now starts at ``pos``
                    matches[index] = (self.text[pos:start], word)
                self.index, self.at = index, pos
                return True
            at = start + len(word)
            index += 1
        return False

    def _run(
        self, file: SourceFile, tokens: list[Token], line_start: bool
    ) -> tuple[int, bool]:
        """Turn matches into tokens; stop at a deferred one or where the chunk is cut."""
        text, matches, index, pos = self.text, self.matches, self.index, self.at
        if line_start and index < len(matches) and matches[index][1] == "#":
            return pos, True  # perhaps a directive
        append = tokens.append
        fixed, class_of, ident = _FIXED, _CLASS_OF, TokenKind.ID
        cut = self.endpos if self.endpos < len(text) else -1
        deferred = True
        for index in range(index, len(matches)):
            trivia, word = matches[index]
            start = pos + len(trivia)
            end = start + len(word)
            if end == cut:
                deferred = False
                break
            kind = fixed.get(word)
            value: TokenValue = word
            if kind is None:
                klass = class_of.get(word[0]) if word else None
                if klass == _ID_CLASS:
                    if word == "include":
                        break
                    kind = ident
                elif klass == _HASH_CLASS:
                    if "\n" in trivia or "\r" in trivia:
                        break  # perhaps a directive
                    kind = _PASTE
                else:
                    classified = _classify(klass, word, text, end)
                    if classified is None:
                        break
                    kind, value = classified
            t = PlainToken()
            t.kind = kind
            t.value = value
            t.start = start
            t.end = end
            t.file = file
            append(t)
            pos = end
        else:
            index = len(matches)
        self.index, self.at = index, pos
        return pos, deferred


def _classify(
    klass: int | None, word: str, text: str, end: int
) -> tuple[TokenKind, TokenValue] | None:
    """Kind and value of a word that is not an identifier; None to defer it."""
    if len(word) > 1:
        if klass == _STR_CLASS:
            return _STR, word[1:-1]
        if klass == _VAR_CLASS:
            return _VARNAME, word[1:]
        if klass == _SQUARE_CLASS:
            if "\x00" in word:
                return None  # LLVM reports each NUL of a code block
            return _CODE, word[2:-2]
        if klass == _BANG_CLASS:
            name = word[1:]
            return (_BANG, name) if name in BANG_OPERATORS else None
    if klass == _INT_CLASS:
        after = text[end : end + 1]
        if after.isalnum() or after == "_":
            return None  # a digit the number alternative did not take
        if len(word) > 19:
            return None  # maybe out of range: the full lexer decides
        value = int(word)
        return (_INT, value) if value <= _I64_MAX else None
    if len(word) == 1:
        if klass == _SQUARE_CLASS and text[end : end + 1] != "{":
            return _L_SQUARE, word
        if klass == _DOT_CLASS and text[end : end + 1] != ".":
            return _DOT, word
    return None
