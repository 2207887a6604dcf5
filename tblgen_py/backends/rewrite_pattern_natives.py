"""Native constraints and rewrites a pattern module defines itself.

A ``[{ }]`` body marked as Python (its first line ``# python``) becomes a
module-level function ``fn(rewriter, <params>)`` with that body; the function is
the native's last resort, after what the user registers or supplies by name
(see ``runtime/pdl/generated``).  A C++ body goes through DRR's native-code
translation (``rewrite_native.translate_expr``): its statements are made one
expression (``cpp.statements``), ``success(c)``/``failure()`` are ``c``/false,
the parameters are the arguments and ``rewriter`` the C++ builder; a body with
no translation is left to the user (looked up by name when the pattern runs).
"""

from __future__ import annotations

import ast
import re
import textwrap

from tblgen_py.backends.names import py_string, sanitize_name
from tblgen_py.backends.rewrite_native import translate_expr
from tblgen_py.cpp.expr import Untranslatable
from tblgen_py.cpp.grammar import CppSyntaxError
from tblgen_py.cpp.statements import StatementError, desugar_lambdas
from tblgen_py.patterns.model import NativeCode, NodeKind, Pattern
from tblgen_py.support.diagnostics import BackendError, Diagnostic, Level


def native_functions(patterns: list[Pattern]) -> tuple[list[list[str]], list[str]]:
    """Function definitions (their lines) and the ``_BODIES`` entries."""
    seen: dict[str, NativeCode] = {}
    for pattern in patterns:
        for node in (*pattern.match, *pattern.rewrite):
            kinds = (NodeKind.CONSTRAINT, NodeKind.NATIVE_REWRITE)
            if node.kind in kinds and node.native is not None:
                seen.setdefault(node.native.name, node.native)
    functions: list[list[str]] = []
    entries: list[str] = []
    for name, native in seen.items():
        lines = python_function(native)
        if lines is None:
            lines = cpp_function(native)
        if lines is None:
            continue
        functions.append(lines)
        entries.append(f"{py_string(name)}: {_function_name(native)}")
    return functions, entries


def _function_name(native: NativeCode) -> str:
    return "_native_" + sanitize_name(native.name)


def python_function(native: NativeCode) -> list[str] | None:
    """A Python body as a function (None: not Python); BackendError if it does
    not parse.  The body is copied as written (black-clean if written so)."""
    if not native.is_python or native.code is None:
        return None
    body = textwrap.dedent(native.code.strip("\n")).strip("\n")
    params = ", ".join(f"{sanitize_name(p)}: Any" for p in native.params)
    head = f"def {_function_name(native)}(rewriter: Any{', ' if params else ''}{params}) -> Any:"
    lines = [head] + ["    " + line if line else "" for line in body.splitlines()]
    try:
        ast.parse("\n".join(lines))
    except SyntaxError as exc:
        message = f"the Python body of '{native.name}' does not parse: {exc.msg}"
        raise BackendError([Diagnostic(Level.ERROR, message, native.span)]) from None
    return lines


_LOGICAL = re.compile(r"(?:::)?(?:mlir::)?\b(success|failure)\s*\(")


def cpp_function(native: NativeCode) -> list[str] | None:
    """A C++ body translated to a function, or None when it has no translation."""
    if native.code is None or native.is_python:
        return None
    params = [sanitize_name(p) for p in native.params]
    try:
        expr = _translate(native.code, native.params, params)
    except (Untranslatable, CppSyntaxError, StatementError, ValueError):
        return None
    head_params = "".join(f", {p}: Any" for p in params)
    lines = [f"def {_function_name(native)}(rewriter: Any{head_params}) -> Any:"]
    if re.search(r"\b_b\b", expr):
        lines.append("    _b = _drr.CppBuilder(rewriter)")
    lines.append(f"    return {expr}")
    try:
        ast.parse("\n".join(lines))
    except SyntaxError:
        return None
    return lines


def _translate(code: str, names: tuple[str, ...], params: list[str]) -> str:
    """The Python expression of a C++ body over its parameters."""
    body = code.strip()
    if not body.startswith("return") or body.count(";") != 1:
        body = desugar_lambdas("[&]() {" + body + "}()")
    else:
        body = body.removeprefix("return").rstrip().removesuffix(";")
    body = _logical(body)
    for index, name in enumerate(names):
        body = re.sub(rf"(?<![\w.$>]){re.escape(name)}\b", f"$_arg{index}", body)
    body = re.sub(r"(?<![\w.$>])rewriter\b", "$_builder", body)
    return translate_expr(body, params, None)


def _logical(text: str) -> str:
    """``success(c)`` -> ``(c)``, ``success()`` -> ``true``, ``failure()`` -> ``false``."""
    out: list[str] = []
    pos = 0
    while True:
        match = _LOGICAL.search(text, pos)
        if match is None:
            return "".join(out) + text[pos:]
        close = _closing(text, match.end() - 1)
        inner = text[match.end() : close].strip()
        out.append(text[pos : match.start()])
        if match[1] == "failure":
            if inner:
                raise ValueError("failure() takes no argument")
            out.append("false")
        else:
            out.append(f"({_logical(inner)})" if inner else "true")
        pos = close + 1


def _closing(text: str, open_index: int) -> int:
    """The index of the parenthesis closing the one at ``open_index``."""
    depth = 0
    for index in range(open_index, len(text)):
        if text[index] == "(":
            depth += 1
        elif text[index] == ")":
            depth -= 1
            if depth == 0:
                return index
    raise ValueError("unbalanced parentheses")
