"""Immediately-invoked C++ lambdas with statement bodies, as plain expressions.

ODS predicates sometimes compute a value in a lambda called on the spot
(its empty parameter list may be left out, ``[&]{ ... }()``)::

    [&]() -> VectorType { auto t = cast<VectorType>($_self);
                          if (t.getRank() == 0) return t;
                          return VectorType::Builder(t).setDim(0, 2); }()

``desugar_lambdas(text)`` rewrites each such lambda into one expression the
expression grammar reads: locals (``auto x = e;``, ``T x = e;``,
``static constexpr T x[] = {...};`` and ``T::Builder b(e);``) are inlined where
used, ``if (c) <then> <rest>`` becomes ``(c) ? (<then>) : (<rest>)``, and the
last ``return`` gives the value.  Other statements raise ``Untranslatable``.
"""

from __future__ import annotations

import re

from tblgen_py.ods.lazy_re import LazyPattern

_LAMBDA_HEAD = LazyPattern(r"\[&?\]\s*(?:\(\s*\)\s*(?:->\s*[\w:<>\s]+?)?)?\s*\{")
_CALL_TAIL = LazyPattern(r"\s*\(\s*\)")
_COMMENT = LazyPattern(r"//[^\n]*|/\*.*?\*/", re.DOTALL)
_DECL = LazyPattern(r"^(?:const\s+)?[\w:<>\s*&]+?\s+(\w+)\s*=\s*(.+)$", re.DOTALL)
_ARRAY = LazyPattern(
    r"^(?:static\s+)?(?:constexpr\s+)?[\w:]+\s+(\w+)\s*\[\s*\]\s*=\s*(\{.*\})$",
    re.DOTALL,
)
_BUILDER = LazyPattern(r"^[\w:]+::Builder\s+(\w+)\s*\((.+)\)$", re.DOTALL)
_RETURN = LazyPattern(r"^return\b(.*)$", re.DOTALL)
_OPEN = "([{"
_CLOSE = ")]}"


class StatementError(Exception):
    """A statement the desugaring does not handle; the message says which."""


def desugar_lambdas(text: str) -> str:
    """``text`` with every statement-bodied ``[&]() {...}()`` made an expression."""
    start = 0
    while True:
        match = _LAMBDA_HEAD.search(text, start)
        if match is None:
            return text
        close = _matching(text, match.end() - 1)
        tail = _CALL_TAIL.match(text, close + 1)
        body = text[match.end() : close]
        if tail is None or re.fullmatch(r"\s*return\b[^;]*;\s*", body):
            start = match.end()
            continue
        expr = _block_value(_statements(_COMMENT.sub(" ", body)), {})
        text = f"{text[: match.start()]}({expr}){text[tail.end() :]}"
        start = match.start()


def _matching(text: str, index: int) -> int:
    """The index of the bracket closing the one at ``index``."""
    depth = 0
    for pos in range(index, len(text)):
        char = text[pos]
        if char in _OPEN:
            depth += 1
        elif char in _CLOSE:
            depth -= 1
            if depth == 0:
                return pos
    raise StatementError("unbalanced brackets in a lambda body")


def _statements(body: str) -> list[str]:
    """Top-level statements; an ``if`` keeps its condition and branch together."""
    found: list[str] = []
    pos, size = 0, len(body)
    while pos < size:
        while pos < size and (body[pos].isspace() or body[pos] == ";"):
            pos += 1
        if pos >= size:
            break
        if re.match(r"if\s*\(", body[pos:]):
            cond_open = body.index("(", pos)
            cond_close = _matching(body, cond_open)
            end = _branch_end(body, cond_close + 1)
            found.append(body[pos:end].strip())
            pos = end
            continue
        end = _statement_end(body, pos)
        found.append(body[pos:end].strip())
        pos = end + 1
    return found


def _branch_end(body: str, pos: int) -> int:
    """The end of an ``if`` branch starting at ``pos`` (a block or a statement)."""
    while body[pos].isspace():
        pos += 1
    if body[pos] == "{":
        return _matching(body, pos) + 1
    return _statement_end(body, pos) + 1


def _statement_end(body: str, pos: int) -> int:
    """The index of the ``;`` ending the statement at ``pos``."""
    depth = 0
    for index in range(pos, len(body)):
        char = body[index]
        if char in _OPEN:
            depth += 1
        elif char in _CLOSE:
            depth -= 1
        elif char == ";" and depth == 0:
            return index
    raise StatementError("statement without ';' in a lambda body")


def _block_value(statements: list[str], env: dict[str, str]) -> str:
    """The value a statement list returns, as an expression."""
    env = dict(env)
    for index, stmt in enumerate(statements):
        returned = _RETURN.match(stmt)
        if returned:
            return _subst(returned.group(1).strip().rstrip(";"), env)
        if stmt.startswith("if"):
            return _if_value(stmt, statements[index + 1 :], env)
        name, value = _local(stmt, env)
        env[name] = value
    raise StatementError("lambda body without 'return'")


def _if_value(stmt: str, rest: list[str], env: dict[str, str]) -> str:
    """``if (c) then`` followed by ``rest``: ``(c) ? (then) : (rest)``."""
    cond_open = stmt.index("(")
    cond_close = _matching(stmt, cond_open)
    cond = _subst(stmt[cond_open + 1 : cond_close], env)
    branch = stmt[cond_close + 1 :].strip()
    if branch.startswith("{"):
        branch = branch[1:-1]
    then = _block_value(_statements(branch), env)
    other = _block_value(rest, env)
    return f"(({cond}) ? ({then}) : ({other}))"


def _local(stmt: str, env: dict[str, str]) -> tuple[str, str]:
    """A local declaration: its name and (substituted) value."""
    for pattern in (_ARRAY, _BUILDER, _DECL):
        match = pattern.match(stmt)
        if match:
            value = _subst(match.group(2).strip(), env)
            return match.group(1), value if pattern is _ARRAY else f"({value})"
    raise StatementError(f"statement '{stmt}' in a lambda body")


def _subst(expr: str, env: dict[str, str]) -> str:
    """``expr`` with the locals of ``env`` replaced by their values."""
    if not env:
        return expr
    names = "|".join(re.escape(name) for name in sorted(env, key=len, reverse=True))
    pattern = re.compile(rf"(?<![\w.$:])({names})\b(?!\s*::)")
    return pattern.sub(lambda m: env[m.group(1)], expr)
