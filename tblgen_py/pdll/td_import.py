"""ODS information from an included ``.td`` file (MLIR's
``Parser::processTdIncludeRecords``): operations for the ODS context, and the
``Attr``, ``Type`` and ``OpInterface`` defs that become native constraints."""

from __future__ import annotations

from dataclasses import dataclass

from tblgen_py.ods.constraints import Arity
from tblgen_py.ods.fields import def_field, derived_defs, derives, string_field
from tblgen_py.ods.inference import known_sources
from tblgen_py.ods.operator import OdsError, Operator
from tblgen_py.ods.predicates import PredicateError, cpp_condition
from tblgen_py.pdll.ods_context import (
    OdsAttribute,
    OdsOperation,
    OperandOrResult,
    VariableLengthKind,
)
from tblgen_py.records.keeper import RecordKeeper
from tblgen_py.records.record import Record
from tblgen_py.support.diagnostics import Span


@dataclass(frozen=True)
class NativeConstraint:
    """An ODS constraint def seen by PDLL as ``Constraint name(self: kind) [{code}]``."""

    name: str
    span: Span
    kind: str
    """``Attr``, ``Type`` or ``Op``: the constraint of the ``self`` argument."""
    code: str


def _length_kind(arity: Arity) -> VariableLengthKind:
    if arity is Arity.OPTIONAL:
        return VariableLengthKind.OPTIONAL
    if arity is Arity.SINGLE:
        return VariableLengthKind.SINGLE
    return VariableLengthKind.VARIADIC


def _record_span(record: Record) -> Span | None:
    loc = record.loc
    return None if loc is None else Span(loc.file, loc.start, loc.start + 1)


def ods_operations(keeper: RecordKeeper) -> list[OdsOperation]:
    """Every ``Op`` def as PDLL's ODS operation (defs ODS rejects are skipped)."""
    infer_known = keeper.get_def("InferTypeOpInterface") is not None
    found: list[OdsOperation] = []
    for record in derived_defs(keeper, "Op"):
        span = _record_span(record)
        try:
            op = Operator.from_record(record, infer_known)
        except (OdsError, PredicateError):
            continue
        if span is None:
            continue
        infers = op.has_interface("InferTypeOpInterface") or (
            infer_known and _all_result_types_known(op)
        )
        found.append(
            OdsOperation(
                op.operation_name,
                span,
                op.summary,
                op.cpp_class_name,
                infers,
                [
                    OperandOrResult(
                        o.name, _length_kind(o.arity), o.constraint.constraint.def_name
                    )
                    for o in op.operands
                ],
                [
                    OperandOrResult(
                        r.name, _length_kind(r.arity), r.constraint.constraint.def_name
                    )
                    for r in op.results
                ],
                [
                    OdsAttribute(a.name, a.attr.is_optional, a.attr.constraint.def_name)
                    for a in op.attributes
                ],
            )
        )
    return found


def _all_result_types_known(op: Operator) -> bool:
    """Whether ODS attaches ``InferTypeOpInterface`` itself (every result's type
    follows from an operand, an attribute or a buildable type)."""
    if op.has_native_trait("SameOperandsAndResultType"):
        return any(not operand.arity.is_variable for operand in op.operands)
    return bool(op.results) and not op.regions and known_sources(op) is not None


def tgfmt_self(template: str) -> str:
    """``tgfmt`` with only ``$_self`` bound (to ``self``); other placeholders stay."""
    out: list[str] = []
    i = 0
    while i < len(template):
        j = template.find("$", i)
        if j < 0:
            out.append(template[i:])
            break
        out.append(template[i:j])
        if template.startswith("$$", j):
            out.append("$")
            i = j + 2
        elif template.startswith("$_self", j) and not _ident_char(template, j + 6):
            out.append("self")
            i = j + 6
        else:
            out.append("$")
            i = j + 1
    return "".join(out)


def _ident_char(text: str, index: int) -> bool:
    return index < len(text) and (text[index].isalnum() or text[index] == "_")


def _condition(record: Record) -> str:
    predicate = def_field(record, "predicate")
    if predicate is None:
        return "true"
    return cpp_condition(predicate)


def native_constraints(keeper: RecordKeeper) -> list[NativeConstraint]:
    """The ``Attr``, ``Type`` and ``OpInterface`` defs, in MLIR's order."""
    found: list[NativeConstraint] = []
    for class_name, kind in (("Attr", "Attr"), ("Type", "Type")):
        for record in derived_defs(keeper, class_name):
            span = _record_span(record)
            if span is None or _skipped(record):
                continue
            try:
                condition = tgfmt_self(_condition(record))
            except PredicateError:
                continue
            code = f"return ::mlir::success({condition});"
            found.append(NativeConstraint(record.name_string, span, kind, code))
    for record in derived_defs(keeper, "OpInterface"):
        span = _record_span(record)
        if span is None or _skipped(record):
            continue
        cpp = f"{string_field(record, 'cppNamespace')}::{string_field(record, 'cppInterfaceName')}"
        code = f"return ::mlir::success(llvm::isa<{cpp}>(self));"
        found.append(NativeConstraint(record.name_string, span, "Op", code))
    return found


def _skipped(record: Record) -> bool:
    return record.is_anonymous or derives(record, "DeclareInterfaceMethods")
