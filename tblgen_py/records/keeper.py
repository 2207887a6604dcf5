"""The RecordKeeper: every class, def and global of one run, plus its diagnostics."""

from __future__ import annotations

import re

TYPE_CHECKING = False  # typing is not imported at run time (start-up cost)

from tblgen_py.support.diagnostics import Diagnostic, Level, Span
from tblgen_py.records.active import Locs, fatal
from tblgen_py.records.record import TEMPLATE_ARG, Record
from tblgen_py.records.resolve import MapResolver, RecordResolver
from tblgen_py.records.scalars import AnonymousNameInit, IntInit, StringInit
from tblgen_py.records.types import INT

if TYPE_CHECKING:
    from tblgen_py.records.values import DefInit, Init, VarDefInit

INSTANTIATED = "instantiated from multiclass"


class RecordKeeper:
    """Owns records by name (sorted on output) and collects diagnostics."""

    def __init__(self) -> None:
        self.classes: dict[str, Record] = {}
        self.defs: dict[str, Record] = {}
        self.globals: dict[str, Init] = {}
        self.anon_counter = 0
        self.diagnostics: list[Diagnostic] = []
        self.error_count = 0

    # -- records

    def get_class(self, name: str) -> Record | None:
        """The class named ``name``."""
        return self.classes.get(name)

    def get_def(self, name: str) -> Record | None:
        """The def named ``name``."""
        return self.defs.get(name)

    def add_class(self, rec: Record) -> None:
        """Register a class."""
        self.classes[rec.name_string] = rec

    def add_def(self, rec: Record) -> None:
        """Register a concrete def."""
        self.defs[rec.name_string] = rec

    def get_global(self, name: str) -> Init | None:
        """A def or a global ``defvar``/``defset`` value."""
        rec = self.defs.get(name)
        if rec is not None:
            return rec.def_init()
        return self.globals.get(name)

    def new_anonymous_name(self) -> Init:
        """A fresh ``anonymous_N`` name."""
        name = AnonymousNameInit(self.anon_counter)
        self.anon_counter += 1
        return name

    def derived_definitions(self, class_name: str) -> list[Record]:
        """Defs deriving from the class, in LLVM's LessRecord order."""
        cls = self.classes.get(class_name)
        if cls is None:
            fatal(f"The class '{class_name}' is not defined\n")
        found = [d for d in self.defs.values() if d.is_subclass_of(cls)]
        return sorted(found, key=lambda d: numeric_key(d.name_string))

    def derived_definitions_if_defined(self, class_name: str) -> list[Record]:
        """Like derived_definitions, empty if the class does not exist."""
        if class_name not in self.classes:
            return []
        return self.derived_definitions(class_name)

    def sorted_classes(self) -> list[Record]:
        """Classes in name order (std::map order)."""
        return [self.classes[k] for k in sorted(self.classes, key=_byte_key)]

    def sorted_defs(self) -> list[Record]:
        """Defs in name order (std::map order)."""
        return [self.defs[k] for k in sorted(self.defs, key=_byte_key)]

    # -- anonymous instantiation of ``Class<args>``

    def instantiate_class(self, vdi: VarDefInit) -> DefInit:
        """Create the anonymous def for a fully resolved ``Class<args>``."""
        cls = vdi.cls
        rec = Record(
            self.new_anonymous_name(), [vdi.loc] if vdi.loc else [], is_anonymous=True
        )
        resolver = MapResolver(rec)
        targs = cls.template_args
        for val in cls.values:
            if val.kind is TEMPLATE_ARG:
                resolver.set(val.name, val.value)
        rec.inherit_from(cls)
        rec.assertions = list(cls.assertions)
        rec.dumps = list(cls.dumps)
        for arg in vdi.args:
            if arg.name is None:
                assert arg.index is not None
                resolver.set(targs[arg.index], arg.value)
            else:
                resolver.set(arg.name, arg.value)
        rec.resolve_with(resolver)
        rec.add_direct_superclass(cls, cls.locs[-1] if cls.locs else None)
        rec.resolve_final()
        self.add_def(rec)
        self.check_record_assertions(rec)
        self.emit_record_dumps(rec)
        return rec.def_init()

    # -- assertions and dumps

    def check_assert(self, loc: Span | None, cond: Init, message: Init) -> bool:
        """Report a failed ``assert``; True if it failed."""
        value = cond.convert_to(INT)
        if type(value) is not IntInit:
            self.error("assert condition must of type bit, bits, or int.", loc)
            return True
        if not value.value:
            text = (
                message.value
                if type(message) is StringInit
                else "(assert message is not a string)"
            )
            self.error(f"assertion failed: {text}", loc)
            return True
        return False

    def dump_message(self, loc: Span | None, message: Init) -> None:
        """Print a ``dump`` statement's message as a note."""
        if type(message) is StringInit:
            self.note(message.value, loc)
        else:
            self.error("dump value is not of type string", loc)

    def check_record_assertions(self, rec: Record) -> None:
        """Evaluate a record's assertions against its final fields."""
        if not rec.assertions:
            return
        resolver = RecordResolver(rec)
        resolver.is_final = True
        failed = False
        for loc, cond, message in rec.assertions:
            cond, message = cond.resolve(resolver), message.resolve(resolver)
            failed |= self.check_assert(loc, cond, message)
        if failed:
            self.error("assertion failed in this record", rec.locs)

    def emit_record_dumps(self, rec: Record) -> None:
        """Print a record's ``dump`` messages."""
        if not rec.dumps:
            return
        resolver = RecordResolver(rec)
        resolver.is_final = True
        for loc, message in rec.dumps:
            self.dump_message(loc, message.resolve(resolver))

    # -- diagnostics

    def error(self, message: str, loc: Locs = None) -> None:
        """Record an error (LLVM's PrintError)."""
        self.error_count += 1
        self._report(Level.ERROR, message, loc)

    def warning(self, message: str, loc: Locs = None) -> None:
        """Record a warning."""
        self._report(Level.WARNING, message, loc)

    def note(self, message: str, loc: Locs = None) -> None:
        """Record a note."""
        self._report(Level.NOTE, message, loc)

    def _report(self, level: Level, message: str, loc: Locs) -> None:
        """One message at the first position, a note for each further one."""
        if loc is None or isinstance(loc, Span):
            self.diagnostics.append(Diagnostic(level, message, loc))
            return
        first = loc[0] if loc else None
        self.diagnostics.append(Diagnostic(level, message, first))
        for extra in loc[1:]:
            self.diagnostics.append(Diagnostic(Level.NOTE, INSTANTIATED, extra))


def _byte_key(name: str) -> bytes:
    return name.encode("utf-8", "surrogateescape")


_DIGITS = re.compile(r"(\d+)")


def numeric_key(name: str) -> tuple[object, ...]:
    """Sort key approximating StringRef::compare_numeric."""
    parts = _DIGITS.split(name)
    return tuple(int(p) if i % 2 else p for i, p in enumerate(parts))
