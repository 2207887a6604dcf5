"""The syntax and verifiers of DLTI's attributes (DLTI.cpp).

``#dlti.dl_entry<key, value>`` is one entry: its key a type or a quoted
string.  ``#dlti.dl_spec``, ``#dlti.map``, ``#dlti.target_device_spec`` and
``#dlti.target_system_spec`` are lists of entries between angle brackets,
each written ``key = value`` (a type key only where the attribute allows
one: not in the two target specs) or as a ``#dlti.dl_entry``; they print as
``key = value``.  Their verifiers reject repeated and empty keys; a device
spec takes no type key and must not be empty, a system spec maps string keys
to device specs.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from tblgen_py.runtime.ir.attributes import Attribute, StringAttr
from tblgen_py.runtime.ir.types import Type
from tblgen_py.runtime.ods.attrdef import register_assembly_hooks, register_verifier

if TYPE_CHECKING:
    from tblgen_py.runtime.text.dialect_asm import DialectAsmParser, DialectAsmPrinter

__all__ = ["entry_key", "entry_value", "is_entry", "key_text"]

_ENTRY = ("dlti", "dl_entry")
_DEVICE_SPEC = ("dlti", "target_device_spec")


def is_entry(value: object) -> bool:
    """A ``#dlti.dl_entry`` (``DataLayoutEntryInterface``)."""
    return getattr(value, "DIALECT_MNEMONIC", None) == _ENTRY


def entry_key(entry: object) -> object:
    """The entry's key: a ``Type`` or a ``StringAttr``."""
    return getattr(entry, "key")


def entry_value(entry: object) -> Attribute:
    """The entry's value."""
    value: Attribute = getattr(entry, "value")
    return value


def key_text(key: object) -> str:
    """The key as MLIR streams it in messages: a type, or the string."""
    return key.value if isinstance(key, StringAttr) else str(key)


def _class(parser: DialectAsmParser, mnemonic: str) -> object:
    cls = parser.parser.dialect_value_class("dlti", mnemonic, False)
    assert cls is not None  # the hook is the class's own parser
    return cls


# -- #dlti.dl_entry ------------------------------------------------------------------
def parse_entry(parser: DialectAsmParser, type: Type | None) -> object:
    """``DataLayoutEntryAttr::parse``: `<` (type | string) `,` attr `>`."""
    parser.parse_punct("<")
    at = parser.current_location()
    key: object = parser.parse_optional_type()
    if key is None:
        text = parser.parse_optional_string()
        if text is None:
            parser.error("expected a type or a quoted string", at)
        key = StringAttr.get(text)
    parser.parse_punct(",")
    value = parser.parse_attribute()
    parser.parse_punct(">")
    return getattr(_class(parser, "dl_entry"), "get")(key, value)


def print_entry(value: object, printer: DialectAsmPrinter) -> None:
    """``<key, value>``, a string key quoted."""
    key = entry_key(value)
    printer.write("<")
    if isinstance(key, Type):
        printer.print_type(key)
    else:
        printer.write(f'"{key_text(key)}"')
    printer.write(", ")
    printer.print_attribute(entry_value(value))
    printer.write(">")


register_assembly_hooks("dlti.DataLayoutEntryAttr", parse_entry, print_entry)


# -- the lists of entries ----------------------------------------------------------------
def _key_value_pair(parser: DialectAsmParser, try_type: bool) -> object:
    """``parseKeyValuePair``: ``type = attr`` (when ``try_type``), ``"key" =
    attr``, or an entry attribute."""
    entry_cls = _class(parser, "dl_entry")
    if try_type:
        key = parser.parse_optional_type()
        if key is not None:
            parser.parse_punct("=")
            return getattr(entry_cls, "get")(key, parser.parse_attribute())
    text = parser.parse_optional_string()
    if text is not None:
        parser.parse_punct("=")
        return getattr(entry_cls, "get")(StringAttr.get(text), parser.parse_attribute())
    at = parser.current_location()
    entry = parser.parse_attribute()
    if not is_entry(entry):
        parser.error("invalid kind of attribute specified", at)
    return entry


def _parse_entries(
    parser: DialectAsmParser, mnemonic: str, try_type: bool, allow_empty: bool
) -> object:
    """``parseAngleBracketedEntries``: `<` entries `>`, verified at the name."""
    name_at = parser.name_location()
    parser.parse_punct("<")
    entries: list[object] = []
    if not parser.parse_optional_punct(">"):
        entries = parser.parse_comma_separated_list(
            lambda: _key_value_pair(parser, try_type)
        )
        parser.parse_punct(">")
    if not entries and not allow_empty:
        parser.error("no DLTI entries provided", name_at)
    cls = _class(parser, mnemonic)
    message = _VERIFY[mnemonic](tuple(entries))
    if message:
        parser.error(message, name_at)
    return getattr(cls, "get")(tuple(entries))


def _print_entries(value: object, printer: DialectAsmPrinter) -> None:
    """``printAngleBracketedEntries``: `<` key `=` value, ... `>`."""
    printer.write("<")
    for index, entry in enumerate(getattr(value, "entries")):
        if index:
            printer.write(", ")
        key = entry_key(entry)
        if isinstance(key, Type):
            printer.print_type(key)
        else:
            printer.write(f'"{key_text(key)}"')
        printer.write(" = ")
        printer.print_attribute(entry_value(entry))
    printer.write(">")


def verify_entries(entries: Sequence[object], allow_types: bool = True) -> str | None:
    """``verifyEntries``: keys present, unique, not empty strings (no type
    keys unless ``allow_types``)."""
    seen: set[object] = set()
    for entry in entries:
        if not is_entry(entry):
            return "contained invalid DLTI entry"
        key = entry_key(entry)
        if not allow_types and isinstance(key, Type):
            return "type as DLTI key is not allowed"
        if isinstance(key, StringAttr) and not key.value:
            return "empty string as DLTI key is not allowed"
        if key in seen:
            shown = f'"{key.value}"' if isinstance(key, StringAttr) else str(key)
            return f"repeated DLTI key: {shown}"
        seen.add(key)
    return None


def verify_device_spec(entries: Sequence[object]) -> str | None:
    """``TargetDeviceSpecAttr::verify``."""
    return verify_entries(entries, allow_types=False)


def verify_system_spec(entries: Sequence[object]) -> str | None:
    """``TargetSystemSpecAttr::verify``: string keys, each a device spec's."""
    seen: set[object] = set()
    for entry in entries:
        key = entry_key(entry)
        if not isinstance(key, StringAttr):
            return "non-string key of DLTI system spec"
        spec = entry_value(entry)
        if getattr(spec, "DIALECT_MNEMONIC", None) != _DEVICE_SPEC:
            return f'value associated with key "{key.value}" is not a DLTI device spec'
        message = verify_device_spec(getattr(spec, "entries"))
        if message:
            return message
        if key in seen:
            return f'repeated device ID in dlti.target_system_spec: "{key.value}"'
        seen.add(key)
    return None


_VERIFY = {
    "dl_spec": verify_entries,
    "map": verify_entries,
    "target_device_spec": verify_device_spec,
    "target_system_spec": verify_system_spec,
}


def _entries_hooks(mnemonic: str, try_type: bool, allow_empty: bool) -> None:
    def parse(parser: DialectAsmParser, type: Type | None) -> object:
        return _parse_entries(parser, mnemonic, try_type, allow_empty)

    parse.__doc__ = f"``#dlti.{mnemonic}<...>``."
    cpp = {
        "dl_spec": "DataLayoutSpecAttr",
        "map": "MapAttr",
        "target_device_spec": "TargetDeviceSpecAttr",
        "target_system_spec": "TargetSystemSpecAttr",
    }[mnemonic]
    register_assembly_hooks(f"dlti.{cpp}", parse, _print_entries)
    register_verifier(f"dlti.{cpp}", _VERIFY[mnemonic])


_entries_hooks("dl_spec", try_type=True, allow_empty=True)
_entries_hooks("map", try_type=True, allow_empty=True)
_entries_hooks("target_device_spec", try_type=False, allow_empty=False)
_entries_hooks("target_system_spec", try_type=False, allow_empty=False)
