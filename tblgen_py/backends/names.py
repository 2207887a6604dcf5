"""Identifier and literal rules for generated Python (one place for all of them)."""

from __future__ import annotations

import ast
import builtins
import hashlib
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
ODS_RESERVED = _RESERVED_BUILTINS | _ODS_RESERVED
"""Names ODS arguments cannot keep in Python (builder parameters, accessors)."""
_CPP_LITERAL_SUFFIX = LazyPattern(r"(?<=\d)[uUlLfF]+$")
_NON_ALNUM = LazyPattern(r"[^0-9A-Za-z]")
_CAMEL_BOUNDARY = LazyPattern(r"(?<=[a-z0-9])(?=[A-Z])|(?<=[A-Z])(?=[A-Z][a-z])")


@lru_cache(maxsize=None)  # asked again for every use of a name
def python_identifier(name: str, reserved: frozenset[str] = frozenset()) -> str:
    """Any text as a safe Python identifier (the one sanitizer of names).

    Characters outside ``[0-9A-Za-z_]`` become ``_``; a leading digit gets a
    ``_`` prefix; names with a leading ``_`` that is not such a prefix
    (private names, dunders, which Python mangles or treats specially, and the
    ``_ods_`` internals) get an ``ods`` prefix (``__init__`` -> ``ods__init__``);
    keywords and ``reserved`` names get a ``_`` suffix.
    """
    plain = name.isascii() and name.replace("_", "a").isalnum()
    text = name if plain else _NON_ALNUM.sub("_", name)
    if not text:
        return "ods_"
    if text[:1].isdigit():
        return "_" + text
    if text.startswith("_") and not text[1:2].isdigit():
        text = "ods" + text
    if keyword.iskeyword(text) or text in reserved:
        return text + "_"
    return text


_KEPT_CHARACTERS = 32
"""How much of a replaced name ``distinct_identifier`` keeps before its hash."""


@lru_cache(maxsize=None)  # asked again for every use of a name
def distinct_identifier(name: str, reserved: frozenset[str] = frozenset()) -> str:
    """``python_identifier``, with a short hash of ``name`` appended when
    characters had to be replaced, so that different texts stay different."""
    text = python_identifier(name, reserved)
    if not name or (name.isascii() and name.replace("_", "a").isalnum()):
        return text
    digest = hashlib.sha1(name.encode("utf-8", "surrogatepass")).hexdigest()[:8]
    return f"{text[:_KEPT_CHARACTERS]}_{digest}"  # the hash tells long names apart


@lru_cache(maxsize=None)  # asked again for every use of a name
def sanitize_name(name: str) -> str:
    """An ODS name as a Python identifier, as ``--gen-python-op-bindings`` spells it."""
    if name.startswith("_ods_") and name.isascii() and name.isidentifier():
        return name + "_"  # the bindings' spelling (no runtime name ends in "_")
    text = python_identifier(name, ODS_RESERVED)
    return text + "_" if text.endswith("_ods") else text


def identifier_words(text: str) -> list[str]:
    """The runs of ASCII letters and digits in ``text`` (``'lhs' is x`` ->
    ``["lhs", "is", "x"]``), for names built by joining them."""
    return [word for word in _NON_ALNUM.compiled.split(text) if word]


def unique_name(name: str, used: set[str]) -> str:
    """``name`` with ``_`` appended until it is not in ``used`` (then added)."""
    while name in used:
        name += "_"
    used.add(name)
    return name


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
    canonical_properties converted_properties
    dict tuple int bool float str object
    property type Sequence Mapping operation opview""".split()
)
"""Names of the runtime ``OpView``/``OpAdaptor`` API and of builtins used in
annotations: an accessor with such a name gets a ``_`` suffix (``name_``)."""


BUILTIN_NAMES = frozenset(
    "list dict tuple int bool float str object property type Sequence Mapping".split()
)
"""Names generated annotations use; module-level functions must not shadow them."""

GENERATED_BUILTINS = frozenset(
    """bool classmethod dict float getattr int isinstance len list object
    property staticmethod str sum super tuple type""".split()
)
"""The builtin functions generated code calls or annotates with (templates and
translated predicates); a test keeps every generated module within this set."""

_MODULE_NAMES = frozenset(
    {
        *BUILTIN_NAMES,
        "annotations",
        "enum",
        "Operation",
        "PatternRewriter",
        "RewritePattern",
        "RewritePatternSet",
        "DIALECT_NAMESPACES",
        "OPS",
        "register",
        "NATIVE_MODULES",
        "NATIVE_REQUIRED",
        "populate_with_generated",
    }
)

MODULE_RESERVED = frozenset({*dir(builtins), *_MODULE_NAMES})
"""Names a generated module imports, defines or calls (builtins): module-level
classes and functions made from input names get a ``_`` suffix instead."""

FUNCTION_RESERVED = frozenset({*GENERATED_BUILTINS, *_MODULE_NAMES})
"""The same for value builders, which keep the names of builtins generated code
never calls, as in MLIR's Python bindings (``math.abs``, ``pdl.range``)."""


@lru_cache(maxsize=None)  # asked again for every use of a name
def module_name(name: str) -> str:
    """A module-level class or function name made from input text."""
    return python_identifier(name, MODULE_RESERVED)


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
    """``text`` as a Python string literal (the one quoting function).

    The escapes are ``repr``'s; the quotes are black's choice: double quotes,
    unless they need more escapes than single quotes.
    """
    if text.count('"') > text.count("'"):
        return repr(text)  # text holds '"': repr picks single quotes
    return '"' + '\\"'.join(repr(part)[1:-1] for part in text.split('"')) + '"'


def cpp_literal(text: str) -> str | None:
    """A C++ literal (int, float, string, bool) as Python source."""
    text = text.strip()
    if text in ("true", "false"):
        return "True" if text == "true" else "False"
    candidate = _CPP_LITERAL_SUFFIX.sub("", text)
    try:
        value = ast.literal_eval(candidate)
    except (ValueError, SyntaxError):
        return None
    if isinstance(value, str):
        return py_string(value)
    if isinstance(value, (int, float)) and not isinstance(value, bool):
        return repr(value)
    return None


def _plain_doc(text: str) -> bool:
    """Whether ``text`` can go between triple quotes as it is."""
    return (
        "\\" not in text
        and '"""' not in text
        and all(line.isprintable() for line in text.split("\n"))
    )


def docstring_lines(text: str, indent: str) -> list[str]:
    """A black-clean docstring (with its quotes) for ``text``, indented.

    Text that could end the docstring or holds escapes is written as one
    ``py_string`` literal instead of between triple quotes.
    """
    text = text.expandtabs()
    if not _plain_doc(text):
        return _literal_docstring(text, indent)
    lines = [line.rstrip() for line in text.strip("\n").splitlines()]
    while lines and not lines[-1]:
        lines.pop()
    if lines:
        lines = [lines[0].strip(), *_dedent(lines[1:])]
    if not lines:
        return []
    if lines[0].startswith(" "):
        lines[0] = lines[0].lstrip()
    if lines[0].startswith('"'):
        lines[0] = " " + lines[0]  # black pads a quote next to the opening quotes
    if lines[-1].endswith('"'):
        lines[-1] += " "
    if len(lines) == 1:
        return [f'{indent}"""{lines[0]}"""']
    out = [f'{indent}"""{lines[0]}']
    out += [f"{indent}{line}" if line else "" for line in lines[1:]]
    out.append(f'{indent}"""')
    return out


def _literal_docstring(text: str, indent: str) -> list[str]:
    """``text`` as a one-line string-literal docstring (padded with a space
    where black would pad it: next to a quote or an odd backslash)."""
    text = text.strip()
    if not text:
        return []
    literal = py_string(text)
    if text[0] == literal[0]:
        text = " " + text
    if text[-1] == literal[0] or text.endswith("\\"):
        text += " "
    return [f"{indent}{py_string(text)}"]


def _dedent(lines: list[str]) -> list[str]:
    """Remove the common leading indentation of the non-blank lines."""
    widths = [len(line) - len(line.lstrip()) for line in lines if line.strip()]
    cut = min(widths) if widths else 0
    return [line[cut:] for line in lines]
