"""Native constraints and rewrites a pattern module defines itself.

A ``[{ }]`` body marked as Python (its first line ``# python``) becomes a
module-level function ``fn(rewriter, <params>)`` with that body; the function is
the native's last resort, after what the user registers or supplies by name
(see ``runtime/pdl/generated``).  C++ bodies are not translated here yet: the
user supplies them.
"""

from __future__ import annotations

import ast
import textwrap

from tblgen_py.backends.names import py_string, sanitize_name
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
