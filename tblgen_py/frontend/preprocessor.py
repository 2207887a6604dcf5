"""TableGen's line-oriented preprocessor: #define, #ifdef, #ifndef, #else, #endif.

llvm-tblgen 22 knows exactly these five directives (no ``#if``, ``#elif``,
``#undef`` or ``defined()``). A directive is recognised only when ``#`` is the
first token of a line (only blanks and comments before it) and the directive
word is followed by a blank, a newline, ``//`` or ``/*``; otherwise ``#`` is the
paste operator. Each file has its own control stack: a region opened in one
file must be closed in the same file.

Every diagnostic is a :class:`PrepDiag`; ``counted`` says whether llvm-tblgen
counts it in its final "N errors." line (its ``PrintError(const char *)``
overload prints without counting).
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from tblgen_py.support.diagnostics import Diagnostic, Level, TableGenSyntaxError

DIRECTIVES = ("ifdef", "ifndef", "else", "endif", "define")

_DIRECTIVE_RE = re.compile(r"(ifdef|ifndef|else|endif|define)(?=[ \t\r\n]|/[/*])")
_MACRO_NAME_RE = re.compile(r"[ \t]*([A-Za-z_][A-Za-z0-9_]*)?", re.ASCII)
_VALID_MACRO_RE = re.compile(r"[A-Za-z_][A-Za-z0-9_]*", re.ASCII)
_COMMENT_EDGE_RE = re.compile(r"/\*|\*/")
_LINE_BEGIN_RE = re.compile(r"[ \t\r\n]*")
_BLANKS_RE = re.compile(r"[ \t]*")
_LINE_REST_RE = re.compile(r"[^\r\n]*")
# The next line end after which a directive or a line-leading comment may start;
# lines in between cannot change a skipped region.
_CANDIDATE_LINE_RE = re.compile(r"\n[ \t\r\n]*(?:#|/\*)")


class PrepDiag:
    """A diagnostic at a character offset of the file being preprocessed."""

    __slots__ = ("level", "message", "pos", "counted")

    def __init__(
        self, level: Level, message: str, pos: int, counted: bool = True
    ) -> None:
        self.level = level
        self.message = message
        self.pos = pos
        self.counted = counted

    def __eq__(self, other: object) -> bool:
        if type(other) is not PrepDiag:
            return NotImplemented
        return (self.level, self.message, self.pos, self.counted) == (
            other.level,
            other.message,
            other.pos,
            other.counted,
        )

    def __hash__(self) -> int:
        return hash((self.level, self.message, self.pos, self.counted))

    def __repr__(self) -> str:
        return (
            f"PrepDiag(level={self.level!r}, message={self.message!r}, "
            f"pos={self.pos!r}, counted={self.counted!r})"
        )


class Control:
    """One open #ifdef/#ifndef (kind "ifdef") or #else (kind "else") region."""

    __slots__ = ("kind", "defined", "src_pos")

    def __init__(self, kind: str, defined: bool, src_pos: int) -> None:
        self.kind = kind
        self.defined = defined
        self.src_pos = src_pos

    def __repr__(self) -> str:
        return f"Control({self.kind!r}, {self.defined!r}, {self.src_pos!r})"


class DirectiveResult:
    """Outcome of a directive: where live lexing resumes, or where the error token sits."""

    __slots__ = ("pos", "diags", "error_at")

    def __init__(
        self,
        pos: int,
        diags: list[PrepDiag] | None = None,
        error_at: int | None = None,
    ) -> None:
        self.pos = pos
        self.diags: list[PrepDiag] = [] if diags is None else diags
        self.error_at = error_at


def directive_at(text: str, pos: int) -> str | None:
    """The directive word starting at ``pos`` (just after ``#``), or None."""
    m = _DIRECTIVE_RE.match(text, pos)
    return m.group(1) if m else None


def skip_block_comment(text: str, pos: int) -> int:
    """Offset just past the nested ``/* */`` comment whose body starts at ``pos``; -1 if unterminated."""
    depth = 1
    search = _COMMENT_EDGE_RE.search
    while True:
        m = search(text, pos)
        if m is None:
            return -1
        pos = m.end()
        if m.group() == "*/":
            depth -= 1
            if depth == 0:
                return pos
        else:
            depth += 1


class Preprocessor:
    """Macro set plus directive evaluation, shared by every file of one run."""

    def __init__(self, defines: Iterable[str] = ()) -> None:
        self.macros: set[str] = set()
        for name in defines:
            if not _VALID_MACRO_RE.fullmatch(name):
                message = f"invalid macro name `{name}` specified on command line"
                raise TableGenSyntaxError([Diagnostic(Level.ERROR, message)])
            self.macros.add(name)

    def directive(
        self, text: str, word_pos: int, kind: str, controls: list[Control]
    ) -> DirectiveResult:
        """Run a directive met while lexing live tokens; skip any disabled region it opens."""
        result = DirectiveResult(word_pos)
        if not self._apply(text, word_pos, kind, controls, result):
            return result
        if kind == "else" or (kind in ("ifdef", "ifndef") and not controls[-1].defined):
            self._skip_region(text, controls, result)
        return result

    def _apply(
        self,
        text: str,
        word_pos: int,
        kind: str,
        controls: list[Control],
        result: DirectiveResult,
    ) -> bool:
        """Update macros and the control stack for one directive; False after an error."""
        tok_start = word_pos
        pos = word_pos + len(kind)
        diags = result.diags
        if kind in ("ifdef", "ifndef", "define"):
            m = _MACRO_NAME_RE.match(text, pos)
            assert m is not None
            name = m.group(1)
            tok_start = m.start(1) if name else m.end()
            pos = m.end()
            if not name:
                return _fail(result, f"expected macro name after #{kind}", tok_start)
            if kind == "define":
                if name in self.macros:
                    message = f"duplicate definition of macro: {name}"
                    diags.append(PrepDiag(Level.WARNING, message, tok_start))
                self.macros.add(name)
            else:
                defined = (name in self.macros) == (kind == "ifdef")
                controls.append(Control("ifdef", defined, tok_start))
        elif not controls:
            message = (
                "#else without #ifdef or #ifndef"
                if kind == "else"
                else "#endif without #ifdef"
            )
            return _fail(result, message, tok_start)
        elif kind == "else":
            top = controls[-1]
            if top.kind != "ifdef":
                diags.append(
                    PrepDiag(Level.ERROR, "double #else", tok_start, counted=False)
                )
                diags.append(
                    PrepDiag(Level.ERROR, "previous #else is here", top.src_pos)
                )
                result.error_at = tok_start
                return False
            controls[-1] = Control("else", not top.defined, tok_start)
        ok, end, tok_start = _skip_directive_end(text, pos, tok_start, diags)
        if not ok:
            suffix = " NAME" if kind in ("ifdef", "ifndef", "define") else ""
            message = f"only comments are supported after #{kind}{suffix}"
            return _fail(result, message, end, tok_start)
        if kind == "endif":
            controls.pop()
        result.pos = end
        return True

    def _skip_region(
        self, text: str, controls: list[Control], result: DirectiveResult
    ) -> None:
        """Skip lines until a directive re-enables lexing; report a missing #endif."""
        n = len(text)
        pos = result.pos
        while True:
            candidate = _CANDIDATE_LINE_RE.search(text, pos)
            pos = n if candidate is None else candidate.start()
            pos = _skip_line_begin(text, pos, result)
            if pos < 0:
                return
            if pos < n and text[pos] == "#":
                pos += 1
                kind = directive_at(text, pos)
                if kind is not None and kind != "define":
                    result.pos = pos
                    if not self._apply(text, pos, kind, controls, result):
                        return
                    pos = result.pos
                    if all(c.defined for c in controls):
                        return
            if pos >= n:
                break
        report_unclosed(text, controls, result.diags)
        result.error_at = n


def _match_end(pattern: re.Pattern[str], text: str, pos: int) -> int:
    """End of a match of a pattern that cannot fail (it accepts the empty string)."""
    m = pattern.match(text, pos)
    assert m is not None
    return m.end()


def report_unclosed(text: str, controls: list[Control], diags: list[PrepDiag]) -> None:
    """LLVM's pair of errors for a file that ends inside a preprocessor region."""
    diags.append(
        PrepDiag(Level.ERROR, "reached EOF without matching #endif", len(text), False)
    )
    diags.append(
        PrepDiag(
            Level.ERROR, "the latest preprocessor control is here", controls[-1].src_pos
        )
    )


def _fail(
    result: DirectiveResult, message: str, pos: int, tok_start: int | None = None
) -> bool:
    """Record a counted error at ``pos`` and the error token at ``tok_start``."""
    result.diags.append(PrepDiag(Level.ERROR, message, pos))
    result.error_at = pos if tok_start is None else tok_start
    return False


def _skip_directive_end(
    text: str, pos: int, tok_start: int, diags: list[PrepDiag]
) -> tuple[bool, int, int]:
    """Skip blanks and comments up to the end of the directive's line.

    Returns (ok, where LLVM's cursor stopped, LLVM's token start): the newline
    or end of file when ok, else the offending character (or the end of file
    after an unterminated comment).
    """
    n = len(text)
    while pos < n:
        pos = _match_end(_BLANKS_RE, text, pos)
        if pos >= n:
            break
        char = text[pos]
        if char in "\r\n":
            return True, pos, tok_start
        if char != "/":
            return False, pos, pos
        follow = text[pos + 1 : pos + 2]
        if follow == "/":
            pos = _match_end(_LINE_REST_RE, text, pos)
        elif follow == "*":
            tok_start = pos
            end = skip_block_comment(text, pos + 2)
            if end < 0:
                diags.append(
                    PrepDiag(Level.ERROR, "unterminated comment", pos, counted=False)
                )
                return False, n, tok_start
            pos = end
        else:
            diags.append(
                PrepDiag(Level.ERROR, "unexpected character", pos, counted=False)
            )
            return False, pos, pos
    return True, pos, tok_start


def _skip_line_begin(text: str, pos: int, result: DirectiveResult) -> int:
    """Skip blanks, newlines and ``/* */`` comments; -1 after an unterminated comment."""
    n = len(text)
    while True:
        pos = _match_end(_LINE_BEGIN_RE, text, pos)
        if pos >= n or not text.startswith("/*", pos):
            return pos
        end = skip_block_comment(text, pos + 2)
        if end < 0:
            result.diags.append(
                PrepDiag(Level.ERROR, "unterminated comment", pos, counted=False)
            )
            result.error_at = pos
            return -1
        pos = end
