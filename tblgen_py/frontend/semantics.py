"""Semantic actions of the parser: fields, inheritance, loops, defs (TGParser's)."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from tblgen_py.support.diagnostics import Span
from tblgen_py.frontend.state import (
    AssertionEntry,
    DumpEntry,
    Entry,
    ForeachLoop,
    MultiClass,
    ParserState,
    Scope,
)
from tblgen_py.records.ops import BinOpInit, TernOpInit, cast_to, str_concat
from tblgen_py.records.record import FieldKind, Record, RecordVal
from tblgen_py.records.resolve import MapResolver
from tblgen_py.records.types import STRING, bits_type
from tblgen_py.records.values import (
    ArgumentInit,
    BitsInit,
    Init,
    ListInit,
    StringInit,
    TypedInit,
    VarBitInit,
    VarInit,
    join_text,
)

Substs = list[tuple[Init, Init]]


def qualify_name(rec: Record, name: Init, scoper: str) -> Init:
    """``RecName:name`` (or ``::`` for multiclasses), folded when possible."""
    rec_name = rec.name
    if type(rec_name) is StringInit and type(name) is StringInit:
        text = join_text((rec_name.value, scoper, name.value))
        return StringInit.get(text, rec_name.is_code or name.is_code)
    new = str_concat(rec_name, StringInit.get(scoper))
    new = str_concat(new, name)
    if type(new) is BinOpInit:
        return new.fold(rec)
    return new


def implicit_name(rec: Record, mc: MultiClass | None = None) -> Init:
    """The qualified name of the implicit ``NAME`` template argument."""
    return qualify_name(rec, StringInit.get("NAME"), "::" if mc else ":")


def _bits_concrete(rec: Record, val: RecordVal) -> bool:
    bits = val.value
    assert type(bits) is BitsInit
    for bit in bits.bits:
        is_ref = False
        if type(bit) is VarBitInit:
            var = bit.var
            if type(var) is VarInit and rec.get_value(var.name_str) is not None:
                is_ref = True
        elif type(bit) is VarInit:
            is_ref = True
        if not (is_ref or bit.is_concrete()):
            return False
    return True


class Semantics(ParserState):
    """Building records from parsed pieces."""

    # -- name lookup (TGVarScope::getVar)

    def _find_in_args(self, rec: Record, name: StringInit, scoper: str) -> Init | None:
        arg_name = qualify_name(rec, name, scoper)
        if rec.is_template_arg(arg_name):
            field = rec.get_value(arg_name)
            assert field is not None
            field.used = True
            return VarInit.get(arg_name, field.type)
        if name.value == "NAME":
            return VarInit.get(arg_name, STRING)
        return None

    def get_var(self, name: StringInit) -> Init | None:
        """Resolve an identifier through the scope chain."""
        scope: Scope | None = self.scope
        while scope is not None:
            found = scope.vars.get(name.value)
            if found is not None:
                return found
            if scope.kind == Scope.RECORD and scope.rec is not None:
                rec = scope.rec
                field = rec.get_value(name)
                if field is not None:
                    return VarInit.get(name, field.type)
                if rec.is_class:
                    arg = self._find_in_args(rec, name, ":")
                    if arg is not None:
                        return arg
            elif scope.kind == Scope.LOOP and scope.loop is not None:
                var = scope.loop.iter_var
                if var is not None and var.name is name:
                    return var
            elif scope.kind == Scope.MULTICLASS and self.cur_multiclass is not None:
                arg = self._find_in_args(self.cur_multiclass.rec, name, "::")
                if arg is not None:
                    return arg
            scope = scope.parent
        return None

    # -- fields

    def add_value(self, rec: Record | None, loc: Span, val: RecordVal) -> bool:
        """Add a field, or set it if it exists (TGParser::AddValue)."""
        if rec is None:
            assert self.cur_multiclass is not None
            rec = self.cur_multiclass.rec
        existing = rec.get_value(val.name)
        if existing is not None:
            if existing.set_value(val.value):
                return self.error(
                    loc,
                    f"New definition of '{val.name.value}' of type '{val.type}' is "
                    f"incompatible with previous definition of type '{existing.type}'",
                )
        else:
            rec.add_value(val.copy())
        return False

    def set_value(
        self,
        rec: Record | None,
        loc: Span,
        name: Init,
        bit_list: Sequence[int],
        value: Init | None,
        allow_self_assignment: bool = False,
    ) -> bool:
        """Assign a field (or some of its bits) (TGParser::SetValue)."""
        if value is None:
            return False
        if rec is None:
            assert self.cur_multiclass is not None
            rec = self.cur_multiclass.rec
        field = rec.get_value(name)
        if field is None:
            return self.error(loc, f"Value '{name.as_unquoted()}' unknown!")
        if not bit_list and type(value) is VarInit:
            if value.name is name and not allow_self_assignment:
                return self.error(loc, "Recursion / self-assignment forbidden")
        if bit_list:
            cur = field.value
            if type(cur) is not BitsInit:
                return self.error(
                    loc, f"Value '{name.as_unquoted()}' is not a bits type"
                )
            cast = cast_to(value, bits_type(len(bit_list)))
            if cast is None:
                return self.error(loc, "Initializer is not compatible with bit range")
            new_bits: list[Init | None] = [None] * len(cur.bits)
            for i, bit in enumerate(bit_list):
                # llvm-tblgen reports a bit past the end as already set
                if bit >= len(new_bits) or new_bits[bit] is not None:
                    return self.error(
                        loc,
                        f"Cannot set bit #{bit} of value '{name.as_unquoted()}' more than once",
                    )
                new_bits[bit] = cast.get_bit(i)
            value = BitsInit.get(
                [nb if nb is not None else cur.bits[i] for i, nb in enumerate(new_bits)]
            )
        if field.set_value(value):
            if type(value) is BitsInit:
                kind = f" of type bit initializer with length {len(value.bits)}"
            elif isinstance(value, TypedInit):
                kind = f" of type '{value.type}'"
            else:
                kind = ""
            return self.error(
                loc,
                f"Field '{name.as_unquoted()}' of type '{field.type}' is incompatible "
                f"with value '{value}'{kind}",
            )
        return False

    # -- template arguments

    def resolve_arguments(
        self,
        rec: Record,
        args: Sequence[ArgumentInit],
        loc: Span,
        handler: Callable[[Init, Init], None] | None = None,
    ) -> bool:
        """Bind argument values (and defaults) to a record's template args."""
        unsolved = list(rec.template_args)
        for arg in args:
            arg_name: Init = (
                rec.template_args[arg.index] if arg.name is None else arg.name  # type: ignore[index]
            )
            if arg_name not in unsolved:
                return self.error(
                    loc,
                    f"We can only specify the template argument '{arg_name.as_unquoted()}' once",
                )
            if handler is not None:
                handler(arg_name, arg.value)
            unsolved.remove(arg_name)
        for arg_name in unsolved:
            field = rec.get_value(arg_name)
            assert field is not None
            default = field.value
            if not default.is_complete():
                text = arg_name.as_unquoted()
                self.error(loc, f"value not specified for template argument '{text}'")
                self.note(field.loc, f"declared in '{rec.name_string}'")
                return True
            if handler is not None:
                handler(arg_name, default)
        return False

    # -- inheritance

    def add_subclass(
        self, rec: Record, cls: Record, args: Sequence[ArgumentInit], ref: Span
    ) -> bool:
        """Inherit the fields of ``cls<args>`` into ``rec`` (TGParser::AddSubClass)."""
        resolver = MapResolver(rec)
        for field in rec.inherit_from(cls):
            if self.add_value(rec, ref, field):
                return True
        if self.resolve_arguments(cls, args, ref, resolver.set):
            return True
        rec.assertions.extend(cls.assertions)
        rec.dumps.extend(cls.dumps)
        name: Init = (
            VarInit.get(implicit_name(rec), STRING) if rec.is_class else rec.name
        )
        resolver.set(implicit_name(cls), name)
        rec.resolve_with(resolver)
        if rec.is_subclass_of(cls):
            return self.error(ref, f"Already subclass of '{cls.name_string}'!\n")
        rec.add_direct_superclass(cls, ref)
        return False

    def add_subclass_entry(
        self, entry: Entry, cls: Record, args: Sequence[ArgumentInit], ref: Span
    ) -> bool:
        """Apply a class parent to every record an entry will produce."""
        if isinstance(entry, Record):
            return self.add_subclass(entry, cls, args, ref)
        if isinstance(entry, ForeachLoop):
            for sub in entry.entries:
                if self.add_subclass_entry(sub, cls, args, ref):
                    return True
        return False

    def resolve_multiclass_args(
        self,
        substs: Substs,
        mc: MultiClass,
        args: Sequence[ArgumentInit],
        defm_name: Init,
        loc: Span,
    ) -> bool:
        """Bind a multiclass's arguments (and NAME) for instantiation."""
        substs.append((implicit_name(mc.rec, mc), defm_name))
        return self.resolve_arguments(
            mc.rec, args, loc, lambda name, value: substs.append((name, value))
        )

    # -- entries, loops and defs

    def add_entry(self, entry: Entry) -> bool:
        """Route a parsed record/loop/assert/dump (TGParser::addEntry)."""
        if self.loops:
            self.loops[-1].entries.append(entry)
            return False
        if isinstance(entry, ForeachLoop):
            mc = self.cur_multiclass
            return self.resolve_loop(
                entry, [], mc is None, mc.entries if mc is not None else None
            )
        if self.cur_multiclass is not None:
            self.cur_multiclass.entries.append(entry)
            return False
        if isinstance(entry, AssertionEntry):
            self.records.check_assert(entry.loc, entry.condition, entry.message)
            return False
        if isinstance(entry, DumpEntry):
            self.records.dump_message(entry.loc, entry.message)
            return False
        return self.add_def_one(entry)

    def resolve_loop(
        self,
        loop: ForeachLoop,
        substs: Substs,
        final: bool,
        dest: list[Entry] | None,
        loc: Span | None = None,
    ) -> bool:
        """Expand a loop over its list (TGParser::resolve(ForeachLoop))."""
        resolver = _map_resolver(substs)
        lst = loop.list_value.resolve(resolver)
        if type(lst) is TernOpInit and lst.opc == "if" and final:
            old_cond = lst.lhs
            resolver.is_final = True
            cond = old_cond.resolve(resolver)
            if cond is old_cond:
                self.error(
                    loop.loc,
                    f"unable to resolve if condition '{cond}' at end of containing scope",
                )
                return True
            lst = TernOpInit.get("if", cond, lst.mhs, lst.rhs, lst.type).fold(None)
        if type(lst) is not ListInit:
            if not final:
                assert dest is not None
                new_loop = ForeachLoop(loop.loc, loop.iter_var, lst)
                dest.append(new_loop)
                return self.resolve_entries(
                    loop.entries, substs, final, new_loop.entries, loc
                )
            self.error(loop.loc, f"attempting to loop over '{lst}', expected a list")
            return True
        for elt in lst.elements:
            if loop.iter_var is not None:
                substs.append((loop.iter_var.name, elt))
            failed = self.resolve_entries(loop.entries, substs, final, dest)
            if loop.iter_var is not None:
                substs.pop()
            if failed:
                return True
        return False

    def resolve_entries(
        self,
        source: list[Entry],
        substs: Substs,
        final: bool,
        dest: list[Entry] | None,
        loc: Span | None = None,
    ) -> bool:
        """Instantiate entries with substitutions (TGParser::resolve)."""
        for entry in source:
            failed = False
            if isinstance(entry, ForeachLoop):
                failed = self.resolve_loop(entry, substs, final, dest)
            elif isinstance(entry, AssertionEntry):
                resolver = _map_resolver(substs)
                cond = entry.condition.resolve(resolver)
                message = entry.message.resolve(resolver)
                if dest is not None:
                    dest.append(AssertionEntry(entry.loc, cond, message))
                else:
                    self.records.check_assert(entry.loc, cond, message)
            elif isinstance(entry, DumpEntry):
                message = entry.message.resolve(_map_resolver(substs))
                if dest is not None:
                    dest.append(DumpEntry(entry.loc, message))
                else:
                    self.records.dump_message(entry.loc, message)
            else:
                rec = entry.copy()
                if loc is not None:
                    rec.locs.append(loc)
                resolver = _map_resolver(substs, rec)
                rec.resolve_with(resolver)
                if dest is not None:
                    dest.append(rec)
                else:
                    failed = self.add_def_one(rec)
            if failed:
                return True
        return False

    def add_def_one(self, rec: Record) -> bool:
        """Finish a def and add it to the keeper (TGParser::addDefOne)."""
        new_name: Init | None = None
        prev = self.records.get_def(rec.name_string)
        if prev is not None:
            if not rec.is_anonymous:
                self.error(rec.locs, f"def already exists: {rec.name_string}")
                self.note(prev.locs, "location of previous definition")
                return True
            new_name = self.records.new_anonymous_name()
        rec.resolve_final(new_name)
        self.check_concrete(rec)
        if type(rec.name) is not StringInit:
            self.error(
                rec.locs, f"record name '{rec.name}' could not be fully resolved"
            )
            return True
        self.records.check_record_assertions(rec)
        self.records.emit_record_dumps(rec)
        for defset in self.defsets:
            def_init = rec.def_init()
            if not def_init.type.type_is_a(defset.elt_ty):
                self.error(
                    rec.locs,
                    f"adding record of incompatible type '{def_init.type}' to defset",
                )
                self.note(defset.loc, "location of defset declaration")
                return True
            defset.elements.append(def_init)
        self.records.add_def(rec)
        return False

    def check_concrete(self, rec: Record) -> None:
        """Report fields that did not resolve to concrete values."""
        nonconcrete_ok = FieldKind.NONCONCRETE_OK
        for val in rec.values:
            value = val.value
            if not value.has_refs or val.kind is nonconcrete_ok:
                continue  # values without references are concrete
            ok = (
                _bits_concrete(rec, val)
                if type(value) is BitsInit
                else value.is_concrete()
            )
            if not ok:
                self.error(
                    rec.locs,
                    f"Initializer of '{val.name.value}' in '{rec.name_string}' could "
                    f"not be fully resolved: {value}",
                )

    def apply_let_stack(self, rec: Record) -> bool:
        """Apply the enclosing top-level ``let``s to a record."""
        for lets in self.let_stack:
            for let in lets:
                if self.set_value(rec, let.loc, let.name, let.bits, let.value):
                    return True
        return False

    def apply_let_stack_entry(self, entry: Entry) -> bool:
        """Apply the enclosing ``let``s to every record an entry produces."""
        if isinstance(entry, Record):
            return self.apply_let_stack(entry)
        if isinstance(entry, ForeachLoop):
            for sub in entry.entries:
                if self.apply_let_stack_entry(sub):
                    return True
        return False


def _map_resolver(substs: Substs, rec: Record | None = None) -> MapResolver:
    resolver = MapResolver(rec)
    for key, value in substs:
        resolver.set(key, value)
    return resolver
