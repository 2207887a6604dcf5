"""``--report-untranslated``: how many constraint sites translate to Python.

``report_untranslated(keeper)`` translates the predicate of every constraint
site of every op (``predicate_sites``) and counts sites, distinct leaf C++
expressions and the leaves left untranslated; ``format_report`` prints it::

    constraint sites: 212 in 38 ops; distinct leaf predicates: 41
    translated: 210 of 212 sites (99.06%), 40 of 41 leaves
    untranslated leaves, by number of sites:
          2  (getFoo($_self))  -- unknown function 'getFoo'  [Foo.td:12:5]
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field

from tblgen_py.cpp.classes import CppClassTable
from tblgen_py.cpp.expr import TranslateContext, with_inline_getters
from tblgen_py.ods.predicate_sites import (
    ConstraintSite,
    SiteKind,
    op_constraint_sites,
    op_defs,
)
from tblgen_py.cpp.predicates import Translation, translate_tree
from tblgen_py.ods.predicates import PredicateError, predicate_tree
from tblgen_py.records.keeper import RecordKeeper
from tblgen_py.records.record import Record
from tblgen_py.records.values import DagInit

SELF_NAMES: dict[SiteKind, str] = {
    SiteKind.OPERAND: "type",
    SiteKind.RESULT: "type",
    SiteKind.ATTRIBUTE: "attr",
    SiteKind.PROPERTY: "prop",
    SiteKind.REGION: "region",
    SiteKind.SUCCESSOR: "successor",
    SiteKind.TRAIT: "op",
}
"""The Python name ``$_self`` is bound to, per kind of site."""


def op_entity_names(op: Record) -> list[str]:
    """Names of an op's operands, attributes, results, regions and successors."""
    names: list[str] = []
    for field_name in ("arguments", "results", "regions", "successors"):
        value = op.get_value(field_name)
        if value is not None and isinstance(value.value, DagInit):
            names += [n.value for n in value.value.arg_names if n is not None]
    return names


def site_context(site: ConstraintSite, table: CppClassTable) -> TranslateContext:
    """Placeholders of a site: ``$_self``, ``$_op`` and, for traits, ``$name``."""
    placeholders = {"_self": SELF_NAMES[site.kind], "_op": "op", "_ctxt": "None"}
    getters: dict[str, str] = {}
    if site.kind is SiteKind.TRAIT:
        for name in op_entity_names(site.op):
            placeholders[name] = f"op.{name}"
            getters[f"get{name[:1].upper()}{name[1:]}"] = f"op.{name}"
        extra = site.op.get_value("extraClassDeclaration")
        text = getattr(extra.value, "value", "") if extra is not None else ""
        placeholders = with_inline_getters(placeholders, str(text))
    return TranslateContext(
        placeholders,
        known_class=table.known,
        dialect_methods=frozenset(table.accessors),
        implicit_getters=getters,
    )


@dataclass
class PredicateStats:
    """Counts of one report; ``untranslated`` maps a leaf to its site count."""

    ops: int = 0
    sites: int = 0
    translated_sites: int = 0
    leaves: set[str] = field(default_factory=set)
    untranslated: Counter[str] = field(default_factory=Counter)
    runtime_class_sites: int = 0
    runtime_classes: Counter[str] = field(default_factory=Counter)
    reasons: dict[str, str] = field(default_factory=dict)
    locations: dict[str, str] = field(default_factory=dict)

    @property
    def percent(self) -> float:
        """Translated sites in percent (100 when there are none)."""
        return 100.0 * self.translated_sites / self.sites if self.sites else 100.0

    def add(
        self, site: ConstraintSite, translation: Translation, leaves: set[str]
    ) -> None:
        """Count one site."""
        self.sites += 1
        self.leaves |= leaves
        if translation.python_src is not None:
            self.translated_sites += 1
            if translation.runtime_classes:
                self.runtime_class_sites += 1
        self.runtime_classes.update(translation.runtime_classes)
        for leaf in translation.untranslated_leaves:
            self.untranslated[leaf.expr] += 1
            self.reasons.setdefault(leaf.expr, leaf.reason)
            span = leaf.span
            if span is not None:
                self.locations.setdefault(leaf.expr, span.location())

    def merge(self, other: PredicateStats) -> None:
        """Add another report's counts (for reports over many files)."""
        self.ops += other.ops
        self.sites += other.sites
        self.translated_sites += other.translated_sites
        self.runtime_class_sites += other.runtime_class_sites
        self.runtime_classes.update(other.runtime_classes)
        self.leaves |= other.leaves
        self.untranslated.update(other.untranslated)
        for key, value in other.reasons.items():
            self.reasons.setdefault(key, value)
        for key, value in other.locations.items():
            self.locations.setdefault(key, value)


def translate_site(site: ConstraintSite, table: CppClassTable) -> Translation:
    """Translate one site's predicate in its context."""
    return translate_tree(predicate_tree(site.predicate), site_context(site, table))


def report_untranslated(
    keeper: RecordKeeper, ops: list[Record] | None = None
) -> PredicateStats:
    """Translate every constraint site of ``ops`` (default: all ops) and count."""
    table = CppClassTable.from_keeper(keeper)
    stats = PredicateStats()
    for op in op_defs(keeper) if ops is None else ops:
        stats.ops += 1
        for site in op_constraint_sites(op):
            try:
                tree = predicate_tree(site.predicate)
            except PredicateError as exc:
                stats.add(site, _malformed(site, str(exc)), set())
                continue
            leaves = {leaf.expr for leaf in tree.leaves()}
            stats.add(site, translate_tree(tree, site_context(site, table)), leaves)
    return stats


def _malformed(site: ConstraintSite, reason: str) -> Translation:
    """The translation of a site whose predicate record is malformed."""
    from tblgen_py.cpp.predicates import UntranslatedLeaf

    leaf = UntranslatedLeaf(site.predicate.name_string, reason, site.predicate)
    return Translation(None, (leaf,))


def _one_line(text: str) -> str:
    """Collapse whitespace runs so a leaf prints on one line."""
    return " ".join(text.split())


def format_report(stats: PredicateStats) -> str:
    """The text ``--report-untranslated`` prints."""
    lines = [
        f"constraint sites: {stats.sites} in {stats.ops} ops; "
        f"distinct leaf predicates: {len(stats.leaves)}",
        f"translated: {stats.translated_sites} of {stats.sites} sites "
        f"({stats.percent:.2f}%), "
        f"{len(stats.leaves - set(stats.untranslated))} of {len(stats.leaves)} leaves",
    ]
    if stats.runtime_classes:
        lines.append(
            f"translated sites naming C++ classes not declared in the records "
            f"(resolved by run-time registration): {stats.runtime_class_sites}"
        )
        by_count = sorted(stats.runtime_classes.items(), key=lambda kv: (-kv[1], kv[0]))
        lines.append("  " + ", ".join(f"{name} ({count})" for name, count in by_count))
    if stats.untranslated:
        lines.append("untranslated leaves, by number of sites:")
    ranked = sorted(stats.untranslated.items(), key=lambda kv: (-kv[1], kv[0]))
    for expr, count in ranked:
        where = stats.locations.get(expr)
        suffix = f"  [{where}]" if where else ""
        reason = stats.reasons.get(expr, "")
        lines.append(f"{count:>7}  {_one_line(expr)}  -- {reason}{suffix}")
    return "\n".join(lines) + "\n"
