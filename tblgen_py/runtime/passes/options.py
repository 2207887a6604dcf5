"""Pass options: declared per pass, parsed from ``name=value`` text as MLIR does.

A pass declares its options as a tuple of ``PassOption``; ``parse_options``
reads the text of ``canonicalize{max-iterations=3 top-down=false}`` (or of
``--canonicalize=max-iterations=3``) into a dict of values.  The words follow
LLVM's ``cl::opt`` parsers (``bool``, ``long``, ``int``, ``uint``, enum
values and ``ListOption``s split at commas), and the errors read as theirs:
``for the --top-down option: '2' is invalid value for boolean argument! Try 0
or 1``.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field

from tblgen_py.runtime.passes.errors import PassOptionError

__all__ = ["OptionValue", "PassOption", "parse_options", "print_options"]

OptionValue = bool | int | str | list[int | str]
"""A parsed option value: ``bool``, integers, strings, enum names, lists."""

_TRUE = frozenset({"true", "TRUE", "True", "1", ""})
_FALSE = frozenset({"false", "FALSE", "False", "0"})
_INT_RANGES = {
    "long": (-(2**63), 2**63 - 1),
    "int": (-(2**31), 2**31 - 1),
    "uint": (0, 2**32 - 1),
    "ulong": (0, 2**64 - 1),
}


@dataclass(frozen=True)
class PassOption:
    """One option of a pass: its argument name, kind, default and help.

    ``kind``: ``bool``, ``long``, ``int``, ``uint``, ``ulong``, ``string``,
    ``enum`` (one of ``choices``) or ``list`` (of ``element`` values, default
    empty).
    """

    name: str
    kind: str
    default: OptionValue
    description: str = ""
    choices: tuple[str, ...] = ()
    element: str = "string"
    choice_help: Mapping[str, str] = field(default_factory=dict)

    def parse(self, text: str | None) -> OptionValue:
        """The value of ``name=text`` (``text`` None: the name alone)."""
        if self.kind == "list":
            if text is None:
                raise self._error("requires a value!")
            return [self._parse_scalar(self.element, item) for item in split_list(text)]
        if text is None:
            if self.kind == "bool":
                return True
            raise self._error("requires a value!")
        return self._parse_scalar(self.kind, text)

    def _parse_scalar(self, kind: str, text: str) -> bool | int | str:
        if kind == "bool":
            if text in _TRUE:
                return True
            if text in _FALSE:
                return False
            raise self._error(
                f"'{text}' is invalid value for boolean argument! Try 0 or 1"
            )
        if kind in _INT_RANGES:
            value = parse_integer(text)
            low, high = _INT_RANGES[kind]
            if value is None or not low <= value <= high:
                raise self._error(f"'{text}' value invalid for {kind} argument!")
            return value
        if kind == "enum" and text not in self.choices:
            raise self._error(f"Cannot find option named '{text}'!")
        return text

    def _error(self, message: str) -> PassOptionError:
        return PassOptionError(f"for the --{self.name} option: {message}")

    def print(self, value: OptionValue) -> str:
        """``name=value`` as ``--dump-pass-pipeline`` prints it ("" for an empty list)."""
        if isinstance(value, list):
            if not value:
                return ""
            return f"{self.name}={{{','.join(str(item) for item in value)}}}"
        if isinstance(value, bool):
            return f"{self.name}={'true' if value else 'false'}"
        return f"{self.name}={value}"


def parse_integer(text: str) -> int | None:
    """``StringRef::getAsInteger`` with radix 0: ``0x``/``0b``/``0o``/``0`` prefixes."""
    body = text[1:] if text.startswith("-") else text
    sign = -1 if text.startswith("-") else 1
    lowered = body.lower()
    for prefix, base in (("0x", 16), ("0b", 2), ("0o", 8)):
        if lowered.startswith(prefix):
            return _digits(body[2:], base, sign)
    if len(body) > 1 and body.startswith("0"):
        return _digits(body[1:], 8, sign)
    return _digits(body, 10, sign)


def _digits(text: str, base: int, sign: int) -> int | None:
    if not text or not all(ch.isalnum() and ch.isascii() for ch in text):
        return None
    try:
        return sign * int(text, base)
    except ValueError:
        return None


def find_char(text: str, index: int, char: str) -> int:
    """The next ``char`` from ``index`` outside ``{}``/``()``/``[]`` and quotes (-1: none)."""
    closers = {"{": "}", "(": ")", "[": "]"}
    i = index
    while i < len(text):
        ch = text[i]
        if ch == char:
            return i
        if ch in closers:
            i = find_char(text, i + 1, closers[ch])
        elif ch in "\"'":
            i = text.find(ch, i + 1)
        if i < 0:
            return -1
        i += 1
    return -1


def _clean(text: str) -> str:
    """An option word without surrounding quotes or one ``{...}`` pair."""
    text = text.strip()
    if len(text) <= 1:
        return text
    if text[0] == text[-1] and text[0] in "\"'":
        return text[1:-1].strip()
    if text[0] == "{" and find_char(text, 1, "}") == len(text) - 1:
        return text[1:-1].strip()
    return text


def split_list(text: str) -> list[str]:
    """A ``ListOption`` value split at top-level commas."""
    if not text:
        return []
    items: list[str] = []
    while True:
        comma = find_char(text, 0, ",")
        if comma < 0:
            items.append(_clean(text))
            return items
        items.append(_clean(text[:comma]))
        text = text[comma + 1 :].lstrip()


def next_argument(text: str) -> tuple[str, str | None, str]:
    """The next ``key[=value]`` of an option string, and the rest after it."""
    end = 0
    while end < len(text) and text[end] not in " =":
        end += 1
    key = _clean(text[:end])
    if end == len(text) or text[end] == " ":
        return key, None, text[end:].lstrip()
    text = text[end + 1 :]
    i = 0
    while i < len(text) and text[i] != " ":
        ch = text[i]
        if ch in "\"'":
            close = text.find(ch, i + 1)
            i = close if close >= 0 else i
        elif ch == "{":
            i = _skip_braces(text, i)
        i += 1
    return key, _clean(text[:i]), text[i:].lstrip()


def _skip_braces(text: str, start: int) -> int:
    """The index before the ``}`` closing the ``{`` at ``start`` (or the end)."""
    depth = 0
    i = start
    while i < len(text):
        ch = text[i]
        if ch in "\"'":
            close = text.find(ch, i + 1)
            i = close if close >= 0 else i
        elif ch == "{":
            depth += 1
        elif ch == "}":
            depth -= 1
            if depth == 0:
                return i - 1
        i += 1
    return i - 1


def parse_options(options: Sequence[PassOption], text: str) -> dict[str, OptionValue]:
    """The values set by ``text`` (``name=value`` words separated by spaces)."""
    by_name = {option.name: option for option in options}
    values: dict[str, OptionValue] = {}
    text = text.strip()
    while text:
        key, value, text = next_argument(text)
        if not key:
            continue
        option = by_name.get(key)
        if option is None:
            raise PassOptionError(
                f"<Pass-Options-Parser>: no such option {key}", cl_message=False
            )
        values[key] = option.parse(value)
    return values


def print_options(
    options: Sequence[PassOption], values: Mapping[str, OptionValue]
) -> str:
    """``{a=1 b=2}``: every option, sorted by name, as MLIR prints a pipeline."""
    if not options:
        return ""
    ordered = sorted(options, key=lambda option: option.name)
    return "{" + " ".join(option.print(values[option.name]) for option in ordered) + "}"
