"""DRR patterns (MLIR's ``tblgen::Pattern``): a typed view of a ``Pattern`` def."""

from __future__ import annotations

from dataclasses import dataclass

from tblgen_py.support.diagnostics import Span
from tblgen_py.drr.dag import DagArg, DagNode, count_ops, wrap
from tblgen_py.ods.fields import dag_field, list_field
from tblgen_py.records.keeper import RecordKeeper
from tblgen_py.records.record import Record
from tblgen_py.records.values import DagInit, IntInit


class PatternError(Exception):
    """A Pattern def whose fields do not have DRR's shape."""


@dataclass(frozen=True)
class Pattern:
    """Source dag, result dags, constraints, supplemental dags and benefit."""

    record: Record
    source: DagNode
    results: tuple[DagArg, ...]
    constraints: tuple[DagArg, ...]
    supplemental: tuple[DagArg, ...]
    benefit_delta: int

    @property
    def name(self) -> str:
        """The def name (``anonymous_N`` for ``def : Pat<...>``)."""
        return self.record.name_string

    @property
    def loc(self) -> Span | None:
        """Where the def is written."""
        return self.record.loc

    @property
    def benefit(self) -> int:
        """Matched ops plus ``addBenefit``."""
        return count_ops(self.source) + self.benefit_delta

    @classmethod
    def from_record(cls, record: Record) -> Pattern:
        """Build the view of a ``Pattern`` def."""
        source = dag_field(record, "sourcePattern")
        if source is None:
            raise PatternError("sourcePattern is not a dag")
        return cls(
            record,
            DagNode(source),
            _dag_list(record, "resultPatterns"),
            _dag_list(record, "constraints"),
            _dag_list(record, "supplementalPatterns"),
            _benefit_delta(record),
        )


def _dag_list(record: Record, field: str) -> tuple[DagArg, ...]:
    """The elements of a ``list<dag>`` field."""
    items = []
    for element in list_field(record, field):
        if not isinstance(element, DagInit):
            raise PatternError(f"{field} holds a non-dag value: {element}")
        items.append(wrap(element, None))
    return tuple(items)


def _benefit_delta(record: Record) -> int:
    """N of ``(addBenefit N)``."""
    dag = dag_field(record, "benefitDelta") or dag_field(record, "benefitAdded")
    if dag is None or not dag.args:
        return 0
    first = dag.args[0]
    if not isinstance(first, IntInit):
        raise PatternError(f"addBenefit takes an integer, got {first}")
    return first.value


def pattern_records(records: RecordKeeper) -> list[Record]:
    """Every ``Pattern`` def, in LLVM's record order."""
    return records.derived_definitions_if_defined("Pattern")
