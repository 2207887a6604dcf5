"""Record dumps: ``--print-records`` text and ``--dump-json`` (llvm-tblgen's formats)."""

from __future__ import annotations

import os

TYPE_CHECKING = False  # typing is not imported at run time (start-up cost)

from tblgen_py.records.record import FieldKind, Record, RecordVal
from tblgen_py.records.types import STRING, RecTy
from tblgen_py.records.values import (
    UNSET,
    BitInit,
    BitsInit,
    DagInit,
    DefInit,
    Init,
    IntInit,
    ListInit,
    StringInit,
    VarBitInit,
    VarInit,
)

if TYPE_CHECKING:
    from tblgen_py.records.keeper import RecordKeeper

NONCONCRETE_OK, TEMPLATE_ARG = FieldKind.NONCONCRETE_OK, FieldKind.TEMPLATE_ARG


class _Printer:
    """Formats records, remembering the text of each type and value printed.

    Values and types are interned and immutable once parsing is over, so each
    distinct one is printed once however many fields hold it.
    """

    def __init__(self) -> None:
        self.types: dict[RecTy, str] = {}
        self.values: dict[Init, str] = {}

    def field(self, val: RecordVal) -> str:
        """``[field ]type name = value``."""
        value, ty = val.value, val.type
        if ty is STRING:
            tname = "code" if type(value) is StringInit and value.is_code else "string"
        else:
            tname = self.types.get(ty)  # type: ignore[assignment]
            if tname is None:
                tname = self.types[ty] = str(ty)
        text = self.values.get(value)
        if text is None:
            text = self.values[value] = str(value)
        prefix = "field " if val.kind is NONCONCRETE_OK else ""
        return f"{prefix}{tname} {val.name.value} = {text}"

    def record(self, rec: Record) -> str:
        """One record as ``Name<targs> {\t// supers`` ... ``}`` (operator<<)."""
        parts = [rec.name_string]
        if rec.template_args:
            args = []
            for targ in rec.template_args:
                field = rec.get_value(targ)
                assert field is not None
                args.append(self.field(field))
            parts.append("<" + ", ".join(args) + ">")
        parts.append(" {")
        supers = rec.superclasses()
        if supers:
            parts.append("\t//" + "".join([" " + s.name_string for s in supers]))
        parts.append("\n")
        later: list[RecordVal] = []
        for val in rec.values:
            kind = val.kind
            if kind is NONCONCRETE_OK:
                parts.append(f"  {self.field(val)};\n")
            elif kind is not TEMPLATE_ARG:
                later.append(val)
        for val in later:
            parts.append(f"  {self.field(val)};\n")
        parts.append("}\n")
        return "".join(parts)


def format_record(rec: Record) -> str:
    """One record as ``Name<targs> {\t// supers`` ... ``}`` (operator<<)."""
    return _Printer().record(rec)


def print_records(keeper: RecordKeeper) -> str:
    """The whole ``--print-records`` output."""
    printer = _Printer()
    out = ["------------- Classes -----------------\n"]
    out.extend(["class " + printer.record(c) for c in keeper.sorted_classes()])
    out.append("------------- Defs -----------------\n")
    out.extend(["def " + printer.record(d) for d in keeper.sorted_defs()])
    return "".join(out)


def _json_value(value: Init) -> object:
    kind = type(value)
    if value is UNSET:
        return None
    if kind is BitInit:
        return 1 if value.value else 0  # type: ignore[attr-defined]
    if kind is BitsInit:
        return [_json_value(b) for b in value.bits]  # type: ignore[attr-defined]
    if kind is IntInit:
        return value.value  # type: ignore[attr-defined]
    if kind is StringInit:
        return value.value  # type: ignore[attr-defined]
    if kind is ListInit:
        return [_json_value(e) for e in value.elements]  # type: ignore[attr-defined]
    obj: dict[str, object] = {"printable": str(value)}
    if kind is DefInit:
        obj["kind"] = "def"
        obj["def"] = value.record.name_string  # type: ignore[attr-defined]
        return obj
    if kind is VarInit:
        obj["kind"] = "var"
        obj["var"] = value.name_str  # type: ignore[attr-defined]
        return obj
    if kind is VarBitInit and type(value.var) is VarInit:  # type: ignore[attr-defined]
        obj["kind"] = "varbit"
        obj["var"] = value.var.name_str  # type: ignore[attr-defined]
        obj["index"] = value.bit  # type: ignore[attr-defined]
        return obj
    if kind is DagInit:
        obj["kind"] = "dag"
        obj["operator"] = _json_value(value.op)  # type: ignore[attr-defined]
        if value.name is not None:  # type: ignore[attr-defined]
            obj["name"] = value.name.value  # type: ignore[attr-defined]
        obj["args"] = [
            [_json_value(a), None if n is None else n.value]
            for a, n in zip(value.args, value.arg_names)  # type: ignore[attr-defined]
        ]
        return obj
    obj["kind"] = "complex"
    return obj


def _loc_string(loc: object) -> str:
    span = loc
    line, _ = span.file.line_col(span.start)  # type: ignore[attr-defined]
    return f"{os.path.basename(span.file.path)}:{line}"  # type: ignore[attr-defined]


def dump_json(keeper: RecordKeeper) -> str:
    """The ``--dump-json`` output (keys sorted as llvm::json prints them)."""
    root: dict[str, object] = {"!tablegen_json_version": 1}
    instances: dict[str, list[str]] = {
        c.name_string: [] for c in keeper.sorted_classes()
    }
    for rec in keeper.sorted_defs():
        name = rec.name_string
        obj: dict[str, object] = {}
        fields: list[str] = []
        for val in rec.values:
            if val.is_template_arg:
                continue
            if val.is_nonconcrete_ok:
                fields.append(val.name.value)
            obj[val.name.value] = _json_value(val.value)
        obj["!fields"] = fields
        supers = [s.name_string for s in rec.superclasses()]
        obj["!superclasses"] = supers
        obj["!name"] = name
        obj["!anonymous"] = rec.is_anonymous
        obj["!locs"] = [_loc_string(loc) for loc in rec.locs]
        root[name] = obj
        for sup in supers:
            instances.setdefault(sup, []).append(name)
    root["!instanceof"] = instances
    import json

    text = json.dumps(root, sort_keys=True, separators=(",", ":"), ensure_ascii=False)
    # llvm::json replaces invalid UTF-8 (kept here as surrogate escapes) by U+FFFD.
    text = text.encode("utf-8", "surrogateescape").decode("utf-8", "replace")
    return text + "\n"
