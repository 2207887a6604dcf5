"""Op traits (MLIR's ``Trait``): native, predicate, internal and interface traits."""

from __future__ import annotations

from enum import Enum
from functools import lru_cache
from typing import Iterator

from tblgen_py.ods.fields import def_field, derives, list_field, string_field
from tblgen_py.ods.lazy_re import LazyPattern
from tblgen_py.ods.named_tuple import NamedTuple
from tblgen_py.records.record import Record
from tblgen_py.records.values import DefInit, StringInit


class TraitKind(Enum):
    """The four trait kinds of ``mlir/TableGen/Trait.h``."""

    NATIVE = "native"
    PRED = "pred"
    INTERNAL = "internal"
    INTERFACE = "interface"


_TEMPLATE_ARGS = LazyPattern(r"<.*>", needle="<")


class Trait(NamedTuple):
    """One (flattened) trait of an op."""

    record: Record
    kind: TraitKind
    name: str
    qualified_name: str
    summary: str
    predicate: Record | None
    values: tuple[str, ...]
    declares_methods: bool

    @classmethod
    @lru_cache(maxsize=4096)  # views are immutable: one per record
    def from_record(cls, record: Record) -> Trait:
        """Classify ``record`` and compute its short and qualified names."""
        kind = _kind_of(record)
        qualified = _qualified_name(record, kind)
        return cls(
            record,
            kind,
            _short_name(record, kind, qualified),
            qualified,
            string_field(record, "summary"),
            def_field(record, "predicate") if kind is TraitKind.PRED else None,
            tuple(
                e.value
                for e in list_field(record, "values")
                if isinstance(e, StringInit)
            ),
            derives(record, "DeclareInterfaceMethods"),
        )


def _kind_of(record: Record) -> TraitKind:
    """The trait kind, tested in ``Trait::create``'s order."""
    if derives(record, "PredTrait"):
        return TraitKind.PRED
    if derives(record, "GenInternalTrait"):
        return TraitKind.INTERNAL
    if derives(record, "InterfaceTrait"):
        return TraitKind.INTERFACE
    return TraitKind.NATIVE


def _qualified_name(record: Record, kind: TraitKind) -> str:
    """The C++ name mlir-tblgen would emit for the trait."""
    if kind is TraitKind.PRED:
        return ""
    trait = string_field(record, "trait")
    namespace = string_field(record, "cppNamespace")
    if kind is TraitKind.INTERFACE:
        namespace = string_field(record, "cppNamespace")
        name = string_field(record, "cppInterfaceName")
        return f"{namespace}::{name}" if namespace else name
    if kind is TraitKind.NATIVE and namespace:
        return f"{namespace}::{trait}"
    return trait


def _without_template_args(text: str) -> str:
    """``text`` without its ``<...>`` (as ``re.sub("<.*>", "", text)``)."""
    if "\n" in text:
        return _TEMPLATE_ARGS.sub("", text)
    start, end = text.find("<"), text.rfind(">")
    return text[:start] + text[end + 1 :] if 0 <= start < end else text


def _short_name(record: Record, kind: TraitKind, qualified: str) -> str:
    """A readable name: the def name, else the C++ name without namespace."""
    if not record.is_anonymous and not record.name_string.startswith("anonymous_"):
        return record.name_string
    if kind is TraitKind.PRED:
        return string_field(record, "summary")
    text = _without_template_args(qualified)
    for suffix in ("::Impl", "::Trait"):
        text = text.removesuffix(suffix)
    return text.rsplit("::", 1)[-1]


def flatten_traits(record: Record, field: str = "traits") -> Iterator[Record]:
    """The trait defs of ``record.<field>``, expanding ``TraitList`` groups."""
    for element in list_field(record, field):
        if not isinstance(element, DefInit):
            continue
        trait = element.record
        if derives(trait, "TraitList"):
            yield from flatten_traits(trait, "traits")
        else:
            yield trait


def declared_trait_names(record: Record) -> list[str]:
    """The names of the traits as written, before flattening lists like ``Pure``."""
    names = []
    for element in list_field(record, "traits"):
        if isinstance(element, DefInit) and derives(element.record, "TraitList"):
            names.append(element.record.name_string)
    return names
