"""Parsing ``multiclass`` definitions and their ``defm`` instantiations."""

from __future__ import annotations

from tblgen_py.frontend.hot_kinds import K as FAST_KINDS
from tblgen_py.support.diagnostics import Span
from tblgen_py.frontend.parse_body import BodyParser
from tblgen_py.frontend.semantics import Substs, implicit_name
from tblgen_py.frontend.state import (
    Entry,
    MultiClass,
    Scope,
)
from tblgen_py.records.ops import str_concat
from tblgen_py.records.record import Record
from tblgen_py.records.types import STRING
from tblgen_py.records.values import (
    UNSET,
    ArgumentInit,
    StringInit,
    VarInit,
)

K = FAST_KINDS  # the TokenKind members, cheaper to read (see hot_kinds)


class MultiClassParser(BodyParser):
    """MultiClass and Defm (TGParser::ParseMultiClass, ParseDefm)."""

    warn_unused: bool  # set by Parser

    def parse_multiclass(self) -> bool:
        """MultiClassInst ::= MULTICLASS ID TemplateArgList? (':' BaseMultiClassList)? '{' MultiClassObject+ '}'"""
        self.lex()
        if not self.at_kind(K.ID):
            return self.tok_error("expected identifier after multiclass for name")
        name = self.tok.value
        assert isinstance(name, str)
        if name in self.multiclasses:
            return self.tok_error(f"multiclass '{name}' already defined")
        mc = MultiClass(Record(StringInit.get(name), [self.loc], is_class=True))
        self.multiclasses[name] = mc
        self.cur_multiclass = mc
        self.lex()
        scope = self.push_scope(kind=Scope.MULTICLASS, mc=mc)
        if self.at("<"):
            if self.parse_template_arg_list(None):
                return True
        inherits = False
        if self.consume(":"):
            inherits = True
            while True:
                ref_loc = self.loc
                sub = self.parse_multiclass_id()
                if sub is None:
                    return True
                args: list[ArgumentInit] = []
                if self.consume("<"):
                    if self.parse_template_arg_value_list(args, mc.rec, sub.rec, True):
                        return True
                if self.add_sub_multiclass(mc, sub, args, ref_loc):
                    return True
                if not self.consume(","):
                    break
        if not self.at("{"):
            if not inherits:
                return self.tok_error("expected '{' in multiclass definition")
            if not self.consume(";"):
                return self.tok_error("expected ';' in multiclass definition")
        else:
            if self.lex().kind is K.R_BRACE:
                return self.tok_error("multiclass must contain at least one def")
            while not self.at("}"):
                if self.tok.kind not in _MULTICLASS_OBJECTS:
                    return self.tok_error(
                        "expected 'assert', 'def', 'defm', 'defvar', 'dump', 'foreach', "
                        "'if', or 'let' in multiclass body"
                    )
                if self.parse_object(mc):
                    return True
            self.lex()
            semi = self.loc
            if self.consume(";"):
                self.error(semi, "A multiclass body should not end with a semicolon")
                self.note(None, "Semicolon ignored; remove to eliminate this error")
        if self.warn_unused:
            for targ in mc.rec.template_args:
                field = mc.rec.get_value(targ)
                if field is not None and not field.used:
                    self.records.warning(
                        f"unused template argument: {targ.value}", field.loc
                    )
        self.pop_scope(scope)
        self.cur_multiclass = None
        return False

    def add_sub_multiclass(
        self, mc: MultiClass, sub: MultiClass, args: list[ArgumentInit], loc: Span
    ) -> bool:
        """Copy a parent multiclass's entries into ``mc`` (AddSubMultiClass)."""
        substs: Substs = []
        name = VarInit.get(implicit_name(mc.rec, mc), STRING)
        if self.resolve_multiclass_args(substs, sub, args, name, loc):
            return True
        return self.resolve_entries(sub.entries, substs, False, mc.entries)

    def parse_defm(self, mc: MultiClass | None) -> bool:
        """DefMInst ::= DEFM ObjectName ':' DefmSubClassRef (',' ...)* ';'"""
        self.lex()
        defm_name = self.parse_object_name(mc)
        if defm_name is None:
            return True
        if defm_name is UNSET:
            defm_name = self.records.new_anonymous_name()
            if mc is not None:
                defm_name = str_concat(
                    VarInit.get(implicit_name(mc.rec, mc), STRING), defm_name
                )
        if not self.at(":"):
            return self.tok_error("expected ':' after defm identifier")
        new_entries: list[Entry] = []
        inherit_from_class = False
        self.lex()
        sub_loc = self.loc
        target, args, _ = self.parse_subclass_reference(None, True)
        while True:
            if target is None:
                return True
            sub = self.multiclasses[target.name_string]
            substs: Substs = []
            if self.resolve_multiclass_args(substs, sub, args, defm_name, sub_loc):
                return True
            final = mc is None and not self.loops
            if self.resolve_entries(sub.entries, substs, final, new_entries, sub_loc):
                return True
            if not self.consume(","):
                break
            if not self.at_kind(K.ID):
                return self.tok_error("expected identifier")
            sub_loc = self.loc
            inherit_from_class = self.records.get_class(self.tok.value) is not None  # type: ignore[arg-type]
            if inherit_from_class:
                break
            target, args, _ = self.parse_subclass_reference(None, True)
        if inherit_from_class:
            while True:
                cls, cargs, ref = self.parse_subclass_reference(None, False)
                if cls is None:
                    return True
                for entry in new_entries:
                    if self.add_subclass_entry(entry, cls, cargs, ref):
                        return True
                if not self.consume(","):
                    break
        for entry in new_entries:
            if self.apply_let_stack_entry(entry):
                return True
            self.add_entry(entry)
        if not self.consume(";"):
            return self.tok_error("expected ';' at end of defm")
        return False


_MULTICLASS_OBJECTS = frozenset(
    {
        K.KW_ASSERT,
        K.KW_DEF,
        K.KW_DEFM,
        K.KW_DEFVAR,
        K.KW_DUMP,
        K.KW_FOREACH,
        K.KW_IF,
        K.KW_LET,
    }
)
