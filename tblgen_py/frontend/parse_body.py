"""Parsing record bodies: declarations, template argument lists, body items, parent classes."""

from __future__ import annotations

from tblgen_py.frontend.hot_kinds import K as FAST_KINDS
from tblgen_py.support.diagnostics import Span
from tblgen_py.frontend.parse_values import ValueParser
from tblgen_py.frontend.semantics import qualify_name
from tblgen_py.frontend.state import (
    AssertionEntry,
    DumpEntry,
    MultiClass,
    Scope,
)
from tblgen_py.records.ops import UnOpInit
from tblgen_py.records.record import FieldKind, Record, RecordVal
from tblgen_py.records.types import STRING, BitsRecTy, bits_type
from tblgen_py.records.values import (
    ArgumentInit,
    DefInit,
    Init,
    StringInit,
)

K = FAST_KINDS  # the TokenKind members, cheaper to read (see hot_kinds)


class BodyParser(ValueParser):
    """Record bodies, declarations, parent-class references and body-level statements."""

    def parse_declaration(self, rec: Record | None, template_args: bool) -> Init | None:
        """Declaration ::= FIELD? Type ID ('=' Value)?"""
        has_field = self.consume("field")
        ty = self.parse_type()
        if ty is None:
            return None
        if not self.at_kind(K.ID):
            self.tok_error("Expected identifier in declaration")
            return None
        text = self.tok.value
        assert isinstance(text, str)
        if text == "NAME":
            self.tok_error(f"'{text}' is a reserved variable name")
            return None
        assert self.scope is not None
        if not template_args and self.scope.var_already_defined(text):
            self.tok_error("local variable of this name already exists")
            return None
        id_loc = self.loc
        decl_name: Init = StringInit.get(text)
        self.lex()
        if not template_args:
            kind = FieldKind.NONCONCRETE_OK if has_field else FieldKind.NORMAL
            bad = self.add_value(rec, id_loc, RecordVal(decl_name, ty, kind, id_loc))  # type: ignore[arg-type]
        elif rec is not None:
            decl_name = qualify_name(rec, decl_name, ":")
            bad = self.add_value(
                rec, id_loc, RecordVal(decl_name, ty, FieldKind.TEMPLATE_ARG, id_loc)  # type: ignore[arg-type]
            )
        else:
            assert self.cur_multiclass is not None
            decl_name = qualify_name(self.cur_multiclass.rec, decl_name, "::")
            bad = self.add_value(
                rec, id_loc, RecordVal(decl_name, ty, FieldKind.TEMPLATE_ARG, id_loc)  # type: ignore[arg-type]
            )
        if bad:
            return None
        if self.consume("="):
            val_loc = self.loc
            value = self.parse_value(rec, ty)
            if value is None:
                return decl_name
            self.set_value(rec, val_loc, decl_name, (), value)
        return decl_name

    def parse_template_arg_list(self, rec: Record | None) -> bool:
        """TemplateArgList ::= '<' Declaration (',' Declaration)* '>'"""
        self.lex()
        target = rec if rec is not None else self.cur_multiclass.rec  # type: ignore[union-attr]
        arg = self.parse_declaration(rec, True)
        if arg is None:
            return True
        target.add_template_arg(arg)  # type: ignore[arg-type]
        while self.consume(","):
            loc = self.loc
            arg = self.parse_declaration(rec, True)
            if arg is None:
                return True
            if arg in target.template_args:
                return self.error(
                    loc, "template argument with the same name has already been defined"
                )
            target.add_template_arg(arg)  # type: ignore[arg-type]
        if not self.consume(">"):
            return self.tok_error("expected '>' at end of template argument list")
        return False

    def parse_body_item(self, rec: Record) -> bool:
        """BodyItem ::= Declaration ';' | LET ID OptionalBitList '=' Value ';' | Defvar | Dump | Assert"""
        kind = self.tok.kind
        if kind is K.KW_ASSERT:
            return self.parse_assert(rec)
        if kind is K.KW_DEFVAR:
            return self.parse_defvar(rec)
        if kind is K.KW_DUMP:
            return self.parse_dump(rec)
        if kind is not K.KW_LET:
            if self.parse_declaration(rec, False) is None:
                return True
            if not self.consume(";"):
                return self.tok_error("expected ';' after declaration")
            return False
        if self.lex().kind is not K.ID:
            return self.tok_error("expected field identifier after let")
        id_loc = self.loc
        field_name = StringInit.get(self.tok.value)  # type: ignore[arg-type]
        self.lex()
        bits: list[int] = []
        if self.parse_optional_range_list(bits, "{", "}"):
            return True
        bits.reverse()
        if not self.consume("="):
            return self.tok_error("expected '=' in let expression")
        field = rec.get_value(field_name)
        if field is None:
            return self.error(id_loc, f"Value '{field_name.value}' unknown!")
        ty = field.type
        if bits and type(ty) is BitsRecTy:
            ty = bits_type(len(bits))
        value = self.parse_value(rec, ty)
        if value is None:
            return True
        if not self.consume(";"):
            return self.tok_error("expected ';' after let expression")
        return self.set_value(rec, id_loc, field_name, bits, value)

    def parse_body(self, rec: Record) -> bool:
        """Body ::= ';' | '{' BodyItem* '}'"""
        if self.consume(";"):
            return False
        if not self.consume("{"):
            return self.tok_error(
                "Expected '{' to start body or ';' for declaration only"
            )
        while not self.at("}"):
            if self.parse_body_item(rec):
                return True
        self.lex()
        semi = self.loc
        if self.consume(";"):
            self.error(semi, "A class or def body should not end with a semicolon")
            self.note(None, "Semicolon ignored; remove to eliminate this error")
        return False

    def parse_subclass_reference(
        self, rec: Record | None, is_defm: bool
    ) -> tuple[Record | None, list[ArgumentInit], Span]:
        """SubClassRef ::= ClassID ('<' ArgValueList '>')?"""
        start = self.loc
        args: list[ArgumentInit] = []
        target: Record | None
        if is_defm:
            mc = self.parse_multiclass_id()
            target = mc.rec if mc is not None else None
        else:
            target = self.parse_class_id()
        if target is None:
            return None, args, start
        if not self.consume("<"):
            return target, args, start
        arg_locs: list[Span] = []
        if self.parse_template_arg_value_list(args, rec, target, is_defm, arg_locs):
            return None, args, start
        if self.check_template_arg_values(args, arg_locs, target):
            return None, args, start
        return target, args, start

    def parse_multiclass_id(self) -> MultiClass | None:
        """MultiClassID ::= ID"""
        if not self.at_kind(K.ID):
            self.tok_error("expected name for MultiClassID")
            return None
        result = self.multiclasses.get(self.tok.value)  # type: ignore[arg-type]
        if result is None:
            self.tok_error(f"Couldn't find multiclass '{self.tok.value}'")
        self.lex()
        return result

    def parse_object_body(self, rec: Record) -> bool:
        """ObjectBody ::= (':' SubClassRef (',' SubClassRef)*)? Body"""
        scope = self.push_scope(kind=Scope.RECORD, rec=rec)
        if self.consume(":"):
            while True:
                cls, args, ref = self.parse_subclass_reference(rec, False)
                if cls is None:
                    return True
                if self.add_subclass(rec, cls, args, ref):
                    return True
                if not self.consume(","):
                    break
        if self.apply_let_stack(rec):
            return True
        result = self.parse_body(rec)
        self.pop_scope(scope)
        return result

    # -- objects

    def parse_defvar(self, rec: Record | None) -> bool:
        """Defvar ::= DEFVAR Id '=' Value ';'"""
        self.lex()
        if not self.at_kind(K.ID):
            return self.tok_error("expected identifier")
        name = self.tok.value
        assert isinstance(name, str) and self.scope is not None
        if self.scope.var_already_defined(name):
            return self.tok_error("local variable of this name already exists")
        if rec is not None:
            field = rec.get_value(name)
            if field is not None and not field.is_template_arg:
                return self.tok_error("field of this name already exists")
        if self.scope.is_outermost() and self.records.get_global(name) is not None:
            return self.tok_error("def or global variable of this name already exists")
        self.lex()
        if not self.consume("="):
            return self.tok_error("expected '='")
        value = self.parse_value(rec)
        if value is None:
            return True
        if not self.consume(";"):
            return self.tok_error("expected ';'")
        if not self.scope.is_outermost():
            self.scope.vars[name] = value
        else:
            self.records.globals[name] = value
        return False

    def parse_assert(self, rec: Record | None) -> bool:
        """Assert ::= ASSERT condition ',' message ';'"""
        self.lex()
        cond_loc = self.loc
        cond = self.parse_value(rec)
        if cond is None:
            return True
        if not self.consume(","):
            self.tok_error("expected ',' in assert statement")
            return True
        message = self.parse_value(rec)
        if message is None:
            return True
        if not self.consume(";"):
            return self.tok_error("expected ';'")
        if rec is not None:
            rec.assertions.append((cond_loc, cond, message))
        else:
            self.add_entry(AssertionEntry(cond_loc, cond, message))
        return False

    def parse_dump(self, rec: Record | None) -> bool:
        """Dump ::= DUMP message ';'"""
        loc = self.loc
        self.lex()
        message = self.parse_value(rec)
        if message is None:
            return True
        if type(message) is DefInit:  # `dump SomeDef;` prints the record, as !repr
            message = UnOpInit.get("repr", message, STRING).fold(rec)
        if not self.consume(";"):
            return self.tok_error("expected ';'")
        if rec is not None:
            rec.dumps.append((loc, message))
        else:
            self.add_entry(DumpEntry(loc, message))
        return False
