"""Token kinds the parsers test on hot paths, bound once as module globals."""

from __future__ import annotations

from tblgen_py.frontend.tokens import TokenKind

TYPE_CHECKING = False
if TYPE_CHECKING:
    K = TokenKind
else:
    # The same members in a plain class: reading an attribute of an Enum class
    # (``TokenKind.ID``) costs about ten times more.
    K = type("K", (), dict(TokenKind.__members__))

BANG = TokenKind.BANG
INT = TokenKind.INT
STR = TokenKind.STR
ID = TokenKind.ID
CODE = TokenKind.CODE
L_BRACE = TokenKind.L_BRACE
L_SQUARE = TokenKind.L_SQUARE
DOT = TokenKind.DOT
PASTE = TokenKind.PASTE
COMMA = TokenKind.COMMA
R_SQUARE = TokenKind.R_SQUARE
EQUAL = TokenKind.EQUAL
LESS = TokenKind.LESS
GREATER = TokenKind.GREATER
COLON = TokenKind.COLON
# Tokens that start a suffix of a simple value: `{...}`, `[...]`, `.field`, `#`.
SUFFIX_START = frozenset({L_BRACE, L_SQUARE, DOT, PASTE})
