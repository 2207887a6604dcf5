"""``#include "x.td"``: parse the file with our TableGen front end, add its ops to
the ODS context and its constraint defs to the module as native constraints."""

from __future__ import annotations

from tblgen_py.frontend.session import parse_records
from tblgen_py.pdll.ast import nodes as n
from tblgen_py.pdll.ast import types as t
from tblgen_py.pdll.parser.base import ParserBase
from tblgen_py.pdll.td_import import (
    NativeConstraint,
    native_constraints,
    ods_operations,
)
from tblgen_py.support.diagnostics import Span, TableGenError

_SELF_CONSTRAINTS: dict[str, tuple[type[n.ConstraintDecl], t.Type]] = {
    "Attr": (n.AttrConstraintDecl, t.ATTR),
    "Type": (n.TypeConstraintDecl, t.TYPE),
    "Op": (n.OpConstraintDecl, t.OP),
}


_REQUIRED_CLASSES = ("Op", "Attr", "Type", "OpInterface")
"""The classes whose defs are imported, in the order MLIR looks them up."""


class TdIncludeParser(ParserBase):
    """Imports ODS from ``.td`` includes."""

    def open_include(self, filename: str) -> tuple[str, str] | None:
        """The path and text of an include (defined by the module area)."""
        raise NotImplementedError

    def parse_td_include(self, filename: str, span: Span, decls: list[n.Decl]) -> None:
        """Import the ODS operations and constraints of a ``.td`` file."""
        opened = self.open_include(filename)
        if opened is None:
            self.fail(f"unable to open include file `{filename}`", at=span)
        path, text = opened
        self.included_files.append(path)
        try:
            result = parse_records(path, include_dirs=self.include_dirs, text=text)
        except (TableGenError, RecursionError, ValueError) as exc:
            self.fail(
                f"error while processing include file `{filename}`: {exc}", at=span
            )
        # As mlir-pdll 22 does, TableGen's diagnostics become errors at the
        # include, and the records read up to a parse error are still imported.
        for diag in result.diagnostics:
            self.diag.error(
                span,
                f"error while processing include file `{filename}`: {diag.message}",
            )
        for class_name in _REQUIRED_CLASSES:
            if class_name not in result.keeper.classes:
                # TableGen's fatal error for a class that is not defined.
                raise self.diag.fatal(f"The class '{class_name}' is not defined\n")
        self.included_files.extend(result.included_files)
        end = Span(span.file, span.end, span.end)
        for op in ods_operations(result.keeper):
            if op.span.file.included_from is None:
                op.span.file.included_from = end
            self.ods.insert(op)
        for native in native_constraints(result.keeper):
            if self.cur_scope.lookup(native.name) is not None:
                continue
            decls.append(self._native_constraint_decl(native, end))

    def _native_constraint_decl(self, native: NativeConstraint, end: Span) -> n.Decl:
        span = native.span
        if span.file.included_from is None:
            span.file.included_from = end
        cls, ty = _SELF_CONSTRAINTS[native.kind]
        self.push_scope()
        if cls is n.OpConstraintDecl:
            constraint: n.ConstraintDecl = n.OpConstraintDecl(span, n.OpNameDecl(span))
        else:
            constraint = cls(span)
        param = n.VariableDecl(
            n.Name("self", span), ty, None, [n.ConstraintRef(constraint, span)]
        )
        self.cur_scope.add(param)
        self.pop_scope()
        decl = n.UserConstraintDecl(
            n.Name(native.name, span), [param], [], t.EMPTY_TUPLE, None, native.code
        )
        self.cur_scope.add(decl)
        return decl
