"""Parsing top-level objects: class, def, defm, multiclass, let, foreach, if, ...

``parse_file`` is the entry point; see ``state`` for the error conventions.
"""

from __future__ import annotations

from tblgen_py.frontend.hot_kinds import K as FAST_KINDS
from tblgen_py.frontend.lexer import OBJECT_START, Lexer
from tblgen_py.frontend.parse_base import NAME_MODE
from tblgen_py.frontend.parse_multiclass import MultiClassParser
from tblgen_py.frontend.parse_ops import OperationParser
from tblgen_py.frontend.state import (
    DefsetRecord,
    ForeachLoop,
    LetRecord,
    MultiClass,
    Scope,
)
from tblgen_py.records.active import fatal
from tblgen_py.records.keeper import RecordKeeper
from tblgen_py.records.ops import TernOpInit
from tblgen_py.records.record import Record
from tblgen_py.records.types import BIT, INT, STRING, ListRecTy
from tblgen_py.records.values import (
    UNSET,
    Init,
    IntInit,
    ListInit,
    StringInit,
    TRUE,
    TypedInit,
    VarInit,
)

K = FAST_KINDS  # the TokenKind members, cheaper to read (see hot_kinds)


class Parser(MultiClassParser, OperationParser):
    """TableGen's recursive-descent parser producing records in a RecordKeeper."""

    def __init__(
        self, lexer: Lexer, keeper: RecordKeeper, warn_unused: bool = True
    ) -> None:
        super().__init__(lexer, keeper)
        self.warn_unused = warn_unused

    def parse_file(self) -> bool:
        """File ::= ObjectList EOF; returns True on error."""
        scope = self.push_scope()
        if self.parse_object_list(None):
            return True
        self.pop_scope(scope)
        if self.at_kind(K.EOF):
            return False
        return self.tok_error("Unexpected token at top level")

    def parse_object_list(self, mc: MultiClass | None) -> bool:
        """ObjectList ::= Object*"""
        while self.tok.kind in OBJECT_START:
            if self.parse_object(mc):
                return True
        return False

    def parse_object(self, mc: MultiClass | None) -> bool:
        """Object ::= assert | class | def | defm | defset | deftype | defvar | dump | foreach | if | let | multiclass"""
        kind = self.tok.kind
        if kind is K.KW_ASSERT:
            return self.parse_assert(None)
        if kind is K.KW_DEF:
            return self.parse_def(mc)
        if kind is K.KW_DEFM:
            return self.parse_defm(mc)
        if kind is K.KW_DEFVAR:
            return self.parse_defvar(None)
        if kind is K.KW_DUMP:
            return self.parse_dump(None)
        if kind is K.KW_FOREACH:
            return self.parse_foreach(mc)
        if kind is K.KW_IF:
            return self.parse_if(mc)
        if kind is K.KW_LET:
            return self.parse_top_level_let(mc)
        if kind is K.KW_DEFSET:
            if mc is not None:
                return self.tok_error("defset is not allowed inside multiclass")
            return self.parse_defset()
        if kind is K.KW_DEFTYPE:
            if mc is not None:
                return self.tok_error("deftype is not allowed inside multiclass")
            return self.parse_deftype()
        if kind is K.KW_CLASS:
            if mc is not None:
                return self.tok_error("class is not allowed inside multiclass")
            if self.loops:
                return self.tok_error("class is not allowed inside foreach loop")
            return self.parse_class()
        if kind is K.KW_MULTICLASS:
            if self.loops:
                return self.tok_error("multiclass is not allowed inside foreach loop")
            return self.parse_multiclass()
        return self.tok_error(
            "Expected assert, class, def, defm, defset, dump, foreach, if, or let"
        )

    # -- declarations and bodies

    def parse_def(self, mc: MultiClass | None) -> bool:
        """DefInst ::= DEF ObjectName ObjectBody"""
        def_loc = self.loc
        self.lex()
        name_loc = self.loc if self.at_kind(K.ID) else def_loc
        name = self.parse_object_name(mc)
        if name is None:
            return True
        if name is UNSET:
            rec = Record(
                self.records.new_anonymous_name(), [def_loc], is_anonymous=True
            )
        else:
            if not (isinstance(name, TypedInit) and name.type is STRING):
                fatal(f"Record name '{name}' is not a string!", name_loc)
            rec = Record(name, [name_loc])
        if self.parse_object_body(rec):
            return True
        return self.add_entry(rec)

    def parse_class(self) -> bool:
        """ClassInst ::= CLASS ID TemplateArgList? ObjectBody"""
        self.lex()
        if not self.at_kind(K.ID):
            return self.tok_error("expected class name after 'class' keyword")
        name = self.tok.value
        assert isinstance(name, str)
        if name in self.type_aliases:
            return self.tok_error(f"there is already a defined type alias '{name}'")
        rec = self.records.get_class(name)
        if rec is not None:
            if rec.values or rec.direct_scs or rec.template_args:
                return self.tok_error(f"Class '{rec.name_string}' already defined")
            rec.forward_locs.append(rec.locs[0])
            rec.locs = [self.loc]
        else:
            rec = Record(StringInit.get(name), [self.loc], is_class=True)
            self.records.add_class(rec)
        self.lex()
        scope = self.push_scope(kind=Scope.RECORD, rec=rec)
        if self.at("<"):
            if self.parse_template_arg_list(rec):
                return True
        if self.parse_object_body(rec):
            return True
        if self.warn_unused:
            for targ in rec.template_args:
                field = rec.get_value(targ)
                if field is not None and not field.used:
                    self.records.warning(
                        f"unused template argument: {targ.value}", field.loc
                    )
        self.pop_scope(scope)
        return False

    def parse_defset(self) -> bool:
        """Defset ::= DEFSET Type Id '=' '{' ObjectList '}'"""
        self.lex()
        loc = self.loc
        ty = self.parse_type()
        if ty is None:
            return True
        if type(ty) is not ListRecTy:
            return self.error(loc, "expected list type")
        defset = DefsetRecord(loc, ty.element_type)
        if not self.at_kind(K.ID):
            return self.tok_error("expected identifier")
        name = self.tok.value
        assert isinstance(name, str)
        if self.records.get_global(name) is not None:
            return self.tok_error("def or global variable of this name already exists")
        if not self.lex().kind is K.EQUAL:
            return self.tok_error("expected '='")
        if not self.lex().kind is K.L_BRACE:
            return self.tok_error("expected '{'")
        brace = self.loc
        self.lex()
        self.defsets.append(defset)
        failed = self.parse_object_list(None)
        self.defsets.pop()
        if failed:
            return True
        if not self.consume("}"):
            self.tok_error("expected '}' at end of defset")
            return self.error(brace, "to match this '{'")
        self.records.globals[name] = ListInit.get(defset.elements, defset.elt_ty)
        return False

    def parse_deftype(self) -> bool:
        """DefType ::= DEFTYPE Id '=' Type ';'"""
        self.lex()
        if not self.at_kind(K.ID):
            return self.tok_error("expected identifier")
        name = self.tok.value
        assert isinstance(name, str)
        if name in self.records.classes or name in self.type_aliases:
            return self.tok_error("type of this name '" + name + "' already exists")
        self.lex()
        if not self.consume("="):
            return self.tok_error("expected '='")
        loc = self.loc
        ty = self.parse_type()
        if ty is None:
            return True
        if type(ty).__name__ == "RecordRecTy":
            return self.error(
                loc, "cannot define type alias for class type '" + str(ty) + "'"
            )
        self.type_aliases[name] = ty
        if not self.consume(";"):
            return self.tok_error("expected ';'")
        return False

    def parse_foreach(self, mc: MultiClass | None) -> bool:
        """Foreach ::= FOREACH Declaration IN ('{' ObjectList '}' | Object)"""
        loc = self.loc
        self.lex()
        decl = self.parse_foreach_declaration()
        if decl is None:
            return self.tok_error("expected declaration in for")
        iter_var, list_value = decl
        if not self.consume("in"):
            return self.tok_error("Unknown tok")
        loop = ForeachLoop(loc, iter_var, list_value)
        scope = self.push_scope(kind=Scope.LOOP, loop=loop)
        self.loops.append(loop)
        if not self.at("{"):
            if self.parse_object(mc):
                return True
        else:
            brace = self.loc
            self.lex()
            if self.parse_object_list(mc):
                return True
            if not self.consume("}"):
                self.tok_error("expected '}' at end of foreach command")
                return self.error(brace, "to match this '{'")
        self.pop_scope(scope)
        self.loops.pop()
        return self.add_entry(loop)

    def parse_foreach_declaration(self) -> tuple[VarInit, Init] | None:
        """ForeachDeclaration ::= ID '=' ('{' RangeList '}' | RangePiece | Value)"""
        if not self.at_kind(K.ID):
            self.tok_error("Expected identifier in foreach declaration")
            return None
        decl_name = StringInit.get(self.tok.value)  # type: ignore[arg-type]
        self.lex()
        if not self.consume("="):
            self.tok_error("Expected '=' in foreach declaration")
            return None
        ranges: list[int] = []
        list_value: Init | None = None
        iter_type = None
        if self.at("{"):
            self.lex()
            self.parse_range_list(ranges)
            if not self.consume("}"):
                self.tok_error("expected '}' at end of bit range list")
                return None
        else:
            value_loc = self.loc
            value = self.parse_value(None)
            if value is None:
                return None
            if isinstance(value, TypedInit) and type(value.type) is ListRecTy:
                list_value = value
                iter_type = value.type.element_type
            elif isinstance(value, TypedInit):
                if self.parse_range_piece(ranges, value):
                    return None
            else:
                self.error(value_loc, f"expected a list, got '{value}'")
                if self.cur_multiclass is not None:
                    self.note(
                        None,
                        "references to multiclass template arguments cannot be resolved at this time",
                    )
                return None
        if ranges:
            iter_type = INT
            list_value = ListInit.get([IntInit.get(r) for r in ranges], INT)
        if iter_type is None or list_value is None:
            return None
        return VarInit.get(decl_name, iter_type), list_value

    def parse_if(self, mc: MultiClass | None) -> bool:
        """If ::= IF Value THEN IfBody (ELSE IfBody)?"""
        loc = self.loc
        self.lex()
        cond = self.parse_value(None)
        if cond is None:
            return True
        if not self.consume("then"):
            return self.tok_error("Unknown tok")
        empty = ListInit.get([], BIT)
        single = ListInit.get([TRUE], BIT)
        bit_list = BIT.list_ty()
        then_list = TernOpInit.get("if", cond, single, empty, bit_list).fold(None)
        self.loops.append(ForeachLoop(loc, None, then_list))
        if self.parse_if_body(mc, "then"):
            return True
        if self.add_entry(self.loops.pop()):
            return True
        if self.consume("else"):
            else_list = TernOpInit.get("if", cond, empty, single, bit_list).fold(None)
            self.loops.append(ForeachLoop(loc, None, else_list))
            if self.parse_if_body(mc, "else"):
                return True
            if self.add_entry(self.loops.pop()):
                return True
        return False

    def parse_if_body(self, mc: MultiClass | None, kind: str) -> bool:
        """IfBody ::= Object | '{' ObjectList '}'"""
        scope = self.push_scope()
        if not self.at("{"):
            if self.parse_object(mc):
                return True
        else:
            brace = self.loc
            self.lex()
            if self.parse_object_list(mc):
                return True
            if not self.consume("}"):
                self.tok_error(f"expected '}}' at end of '{kind}' clause")
                return self.error(brace, "to match this '{'")
        self.pop_scope(scope)
        return False

    def parse_let_list(self, out: list[LetRecord]) -> None:
        """LetList ::= LetItem (',' LetItem)*"""
        while True:
            if not self.at_kind(K.ID):
                self.tok_error("expected identifier in let definition")
                out.clear()
                return
            name = StringInit.get(self.tok.value)  # type: ignore[arg-type]
            name_loc = self.loc
            self.lex()
            bits: list[int] = []
            if self.parse_optional_range_list(bits, "<", ">"):
                out.clear()
                return
            bits.reverse()
            if not self.consume("="):
                self.tok_error("expected '=' in let expression")
                out.clear()
                return
            value = self.parse_value(None)
            if value is None:
                out.clear()
                return
            out.append(LetRecord(name, bits, value, name_loc))
            if not self.consume(","):
                return

    def parse_top_level_let(self, mc: MultiClass | None) -> bool:
        """Object ::= LET LetList IN ('{' ObjectList '}' | Object)"""
        self.lex()
        lets: list[LetRecord] = []
        self.parse_let_list(lets)
        if not lets:
            return True
        self.let_stack.append(lets)
        if not self.consume("in"):
            return self.tok_error("expected 'in' at end of top-level 'let'")
        if not self.at("{"):
            if self.parse_object(mc):
                return True
        else:
            brace = self.loc
            self.lex()
            scope = self.push_scope()
            if self.parse_object_list(mc):
                return True
            if not self.consume("}"):
                self.tok_error("expected '}' at end of top level let command")
                return self.error(brace, "to match this '{'")
            self.pop_scope(scope)
        self.let_stack.pop()
        return False


__all__ = ["Parser", "NAME_MODE"]
