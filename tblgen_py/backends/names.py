"""Identifier and literal rules for generated Python (one place for all of them)."""

from __future__ import annotations

import keyword
from functools import lru_cache

from tblgen_py.ods.lazy_re import LazyPattern

_RESERVED_BUILTINS = frozenset({"callable", "issubclass", "type"})
_ODS_RESERVED = frozenset(
    {
        "attributes",
        "create",
        "context",
        "ip",
        "operands",
        "print",
        "get_asm",
        "loc",
        "verify",
        "regions",
        "results",
        "self",
        "operation",
        "DIALECT_NAMESPACE",
        "OPERATION_NAME",
    }
)
_NON_ALNUM = LazyPattern(r"[^0-9A-Za-z]")
_CAMEL_BOUNDARY = LazyPattern(r"(?<=[a-z0-9])(?=[A-Z])|(?<=[A-Z])(?=[A-Z][a-z])")


@lru_cache(maxsize=None)  # asked again for every use of a name
def sanitize_name(name: str) -> str:
    """An ODS name as a Python identifier, as ``--gen-python-op-bindings`` spells it."""
    plain = name.isascii() and name.replace("_", "a").isalnum()
    text = name if plain else _NON_ALNUM.sub("_", name)
    if text[:1].isdigit():
        return "_" + text
    if (
        keyword.iskeyword(text)
        or text in _RESERVED_BUILTINS
        or text in _ODS_RESERVED
        or text.startswith("_ods_")
        or text.endswith("_ods")
    ):
        return text + "_"
    return text


RUNTIME_RESERVED = frozenset(
    """ODS_HOOKS ODS_TRAITS OP OPERATION_NAME attributes clone create detach
    drop_all_references erase erase_operand from_op get_attr has_ods_trait has_trait
    insert_operands is_ancestor is_before_in_block is_pure location move_after
    move_before name next num_operands num_results operand operand_uses operands
    parent parent_op parent_region prev properties region regions registered remove
    replace_all_uses_with result result_types results set_attr set_operand
    set_operands set_successor successor_blocks successor_uses successors traits
    use_empty verify verify_region_invariants verify_symbol_uses walk walk_ops build
    build_generic call_hook fold canonicalize
    get_canonicalization_patterns default_dialect property_conversion_error list
    dict tuple int bool float str object
    property type Sequence Mapping""".split()
)
"""Names of the runtime ``OpView``/``OpAdaptor`` API and of builtins used in
annotations: an accessor with such a name gets a ``_`` suffix (``name_``)."""


BUILTIN_NAMES = frozenset(
    "list dict tuple int bool float str object property type Sequence Mapping".split()
)
"""Names generated annotations use; module-level functions must not shadow them."""


@lru_cache(maxsize=None)  # asked again for every use of a name
def accessor_name(name: str) -> str:
    """The Python accessor for an ODS name (runtime API names get a ``_``)."""
    text = sanitize_name(name)
    return text + "_" if text in RUNTIME_RESERVED else text


@lru_cache(maxsize=None)  # asked again for every use of a name
def snake_case(name: str) -> str:
    """``overflowFlags`` -> ``overflow_flags`` (value-builder keyword style)."""
    lower = name.lower()
    return lower if lower == name else _CAMEL_BOUNDARY.sub("_", name).lower()


@lru_cache(maxsize=None)  # asked again for every use of a name
def py_string(text: str) -> str:
    """A string literal as black writes it (double quotes preferred)."""
    literal = repr(text)
    if literal.startswith("'") and '"' not in text:
        return '"' + literal[1:-1].replace("\\'", "'") + '"'
    return literal


def docstring_lines(text: str, indent: str) -> list[str]:
    """A black-clean docstring (with its quotes) for ``text``, indented."""
    body = text.replace("\\", "\\\\").replace('"""', '\\"\\"\\"').expandtabs()
    lines = [line.rstrip() for line in body.strip("\n").splitlines()]
    while lines and not lines[-1]:
        lines.pop()
    if lines:
        lines = [lines[0].strip(), *_dedent(lines[1:])]
    if not lines:
        return []
    if lines[0].startswith(" "):
        lines[0] = lines[0].lstrip()
    if lines[-1].endswith('"'):
        lines[-1] += " "
    if len(lines) == 1:
        return [f'{indent}"""{lines[0]}"""']
    out = [f'{indent}"""{lines[0]}']
    out += [f"{indent}{line}" if line else "" for line in lines[1:]]
    out.append(f'{indent}"""')
    return out


def _dedent(lines: list[str]) -> list[str]:
    """Remove the common leading indentation of the non-blank lines."""
    widths = [len(line) - len(line.lstrip()) for line in lines if line.strip()]
    cut = min(widths) if widths else 0
    return [line[cut:] for line in lines]
