"""Parsing value lists, dag argument lists, template argument lists and object names."""

from __future__ import annotations

from tblgen_py.frontend.hot_kinds import K as FAST_KINDS
from tblgen_py.support.diagnostics import Span
from tblgen_py.frontend.parse_base import NAME_MODE, ParserBase
from tblgen_py.frontend.semantics import implicit_name, qualify_name
from tblgen_py.records.ops import cast_to, str_concat
from tblgen_py.records.record import Record
from tblgen_py.records.resolve import HasReferenceResolver
from tblgen_py.records.types import (
    STRING,
    RecTy,
)
from tblgen_py.records.values import (
    UNSET,
    ArgumentInit,
    Init,
    StringInit,
    TypedInit,
    VarInit,
)
from tblgen_py.frontend.hot_kinds import (
    COMMA as _COMMA,
    R_SQUARE as _R_SQUARE,
    EQUAL as _EQUAL,
    GREATER as _GREATER,
    COLON as _COLON,
)

K = FAST_KINDS  # the TokenKind members, cheaper to read (see hot_kinds)
# Tokens that end an object name (an empty one when first): ``:`` ``;`` ``{``.
_NAME_END = frozenset({K.COLON, K.SEMI, K.L_BRACE})


class ListParser(ParserBase):
    """Comma-separated lists of values and the names of objects."""

    # -- lists of values

    def parse_dag_arg_list(
        self, out: list[tuple[Init, StringInit | None]], rec: Record | None
    ) -> None:
        """DagArg ::= Value (':' VARNAME)? | VARNAME"""
        while True:
            if self.tok.kind is K.VARNAME:
                out.append((UNSET, StringInit.get(self.tok.value)))  # type: ignore[arg-type]
                self.lex()
            else:
                value = self.parse_value(rec)
                if value is None:
                    out.clear()
                    return
                var_name: StringInit | None = None
                if self.tok.kind is _COLON:
                    if self.lex().kind is not K.VARNAME:
                        self.tok_error("expected variable name in dag literal")
                        out.clear()
                        return
                    var_name = StringInit.get(self.tok.value)  # type: ignore[arg-type]
                    self.lex()
                out.append((value, var_name))
            if self.tok.kind is not _COMMA:
                return
            self.lex()

    def parse_value_list(
        self, out: list[Init], rec: Record | None, item_type: RecTy | None = None
    ) -> None:
        """ValueList ::= Value (',' Value)* ','?"""
        value = self.parse_value(rec, item_type)
        if value is None:
            out.clear()
            return
        out.append(value)
        while self.tok.kind is _COMMA:
            if self.lex().kind is _R_SQUARE:
                return
            value = self.parse_value(rec, item_type)
            if value is None:
                out.clear()
                return
            out.append(value)

    def parse_template_arg_value_list(
        self,
        out: list[ArgumentInit],
        rec: Record | None,
        args_rec: Record,
        is_defm: bool = False,
        locs: list[Span] | None = None,
    ) -> bool:
        """ArgValueList ::= positional values, then ``name = value`` pairs, then '>'.

        ``locs`` receives where each argument starts (its name, if named).
        """
        targs = args_rec.template_args
        if self.consume(">"):
            return False
        has_named = False
        index = 0
        while True:
            if index >= len(targs):
                return self.tok_error(f"Too many template arguments: {index + 1}")
            value_loc: Span = self.tok
            if locs is not None:
                locs.append(value_loc)
            field = args_rec.get_value(targs[index])
            assert field is not None
            value = self.parse_value(rec, None if has_named else field.type)
            if value is None:
                return True
            if self.tok.kind is _EQUAL:
                if type(value) is not StringInit:
                    return self.error(
                        value_loc,
                        "The name of named argument should be a valid identifier",
                    )
                qualified = qualify_name(args_rec, value, "::" if is_defm else ":")
                named = args_rec.get_value(qualified)
                if named is None:
                    return self.error(value_loc, f"Argument {value} doesn't exist")
                self.lex()
                value_loc = self.loc
                named_value = self.parse_value(rec, named.type)
                if named_value is None:
                    return True
                if named_value is UNSET:
                    return self.error(
                        value_loc,
                        "The value of named argument should be initialized, but we got "
                        f"'{named_value}'",
                    )
                out.append(ArgumentInit.get(named_value, None, qualified))
                has_named = True
            else:
                if has_named:
                    return self.error(
                        value_loc,
                        "Positional argument should be put before named argument",
                    )
                out.append(ArgumentInit.get(value, index))
            kind = self.tok.kind
            if kind is _GREATER:
                self.lex()
                return False
            if kind is not _COMMA:
                return self.tok_error("Expected comma before next argument")
            self.lex()
            index += 1

    def check_template_arg_values(
        self, values: list[ArgumentInit], locs: list[Span], args_rec: Record
    ) -> bool:
        """Cast argument values to the declared types (CheckTemplateArgValues).

        ``locs`` holds where each value starts, for the diagnostics.
        """
        targs = args_rec.template_args
        for i, arg in enumerate(values):
            arg_name: Init = targs[arg.index] if arg.name is None else arg.name  # type: ignore[index]
            field = args_rec.get_value(arg_name)
            assert field is not None
            value = arg.value
            if isinstance(value, TypedInit):
                cast = cast_to(value, field.type)
                if cast is None:
                    return self.error(
                        locs[i],
                        f"Value specified for template argument '{field.name.value}' is "
                        f"of type {value.type}; expected type {field.type}: {value}",
                    )
                if cast is not value:
                    values[i] = arg.clone_with_value(cast)
        return False

    # -- object names

    def parse_object_name(self, mc: object) -> Init | None:
        """ObjectName ::= Value ('#' Value)* | empty"""
        if self.tok.kind in _NAME_END:
            return UNSET
        cur = self.cur_multiclass
        rec = cur.rec if cur is not None else None
        name = self.parse_value(rec, STRING, NAME_MODE)
        if name is None:
            return None
        if cur is not None:
            name_str = implicit_name(cur.rec, cur)
            finder = HasReferenceResolver(name_str)
            name.resolve(finder)
            if not finder.found:
                name = str_concat(VarInit.get(name_str, STRING), name)
        return name
