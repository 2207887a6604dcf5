"""Record dumps: ``--print-records`` text and ``--dump-json`` (llvm-tblgen's formats)."""

from __future__ import annotations

import json
import os
from typing import TYPE_CHECKING

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
    from tblgen_py.records.record import Record


def format_record(rec: Record) -> str:
    """One record as ``Name<targs> {\\t// supers`` ... ``}`` (operator<<)."""
    parts = [rec.name_string]
    if rec.template_args:
        args = []
        for targ in rec.template_args:
            field = rec.get_value(targ)
            assert field is not None
            args.append(field.format())
        parts.append("<" + ", ".join(args) + ">")
    parts.append(" {")
    supers = rec.superclasses()
    if supers:
        parts.append("\t//" + "".join(" " + s.name_string for s in supers))
    parts.append("\n")
    body = [v for v in rec.values if not v.is_template_arg]
    for val in body:
        if val.is_nonconcrete_ok:
            parts.append(f"  {val.format()};\n")
    for val in body:
        if not val.is_nonconcrete_ok:
            parts.append(f"  {val.format()};\n")
    parts.append("}\n")
    return "".join(parts)


def print_records(keeper: RecordKeeper) -> str:
    """The whole ``--print-records`` output."""
    out = ["------------- Classes -----------------\n"]
    out.extend("class " + format_record(c) for c in keeper.sorted_classes())
    out.append("------------- Defs -----------------\n")
    out.extend("def " + format_record(d) for d in keeper.sorted_defs())
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
    text = json.dumps(root, sort_keys=True, separators=(",", ":"), ensure_ascii=False)
    # llvm::json replaces invalid UTF-8 (kept here as surrogate escapes) by U+FFFD.
    text = text.encode("utf-8", "surrogateescape").decode("utf-8", "replace")
    return text + "\n"
