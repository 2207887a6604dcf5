"""Validate each op's ``assemblyFormat`` for ``--gen-op-defs`` and report
problems as ``mlir-tblgen`` does, located in the ``.td`` file."""

from __future__ import annotations

from tblgen_py.support.diagnostics import BackendError, Diagnostic, Level, Span
from tblgen_py.ods.assembly_format import FormatError, OpFormat, parse_op_format
from tblgen_py.ods.fields import raw_field
from tblgen_py.ods.operator import Operator
from tblgen_py.records.values import StringInit


def has_assembly_format(op: Operator) -> bool:
    """Whether ``assemblyFormat`` is set (an empty string counts, as in ODS)."""
    return isinstance(raw_field(op.record, "assemblyFormat"), StringInit)


def check_op_formats(ops: list[Operator]) -> dict[str, OpFormat]:
    """The parsed formats by op name; raise BackendError at the first bad one."""
    formats = {}
    for op in ops:
        if not has_assembly_format(op):
            continue
        try:
            formats[op.operation_name] = parse_op_format(op)
        except FormatError as exc:
            raise BackendError(format_diagnostics(op, exc)) from None
    return formats


def format_diagnostics(op: Operator, exc: FormatError) -> list[Diagnostic]:
    """The error, the note naming the op, and the error's own note if any."""
    at = _format_span(op, exc.offset)
    found = [
        Diagnostic(Level.ERROR, exc.message, at),
        Diagnostic(
            Level.NOTE, "in custom assembly format for this operation", op.record.loc
        ),
    ]
    if exc.note:
        found.append(Diagnostic(Level.NOTE, exc.note, at))
    return found


def _format_span(op: Operator, offset: int) -> Span | None:
    """Where ``offset`` of the format string is in the source: the format's
    text found verbatim after the def (or anywhere in its file), else the def."""
    loc = op.record.loc
    if loc is None:
        return None
    text = op.assembly_format
    source = loc.file.text
    start = source.find(text, loc.start) if text else -1
    if start < 0 and text:
        start = source.find(text)
    if start < 0:
        return loc
    return Span(loc.file, start + offset, start + offset)
