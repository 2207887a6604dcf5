"""``llvm`` dialect: the syntax of its types (MLIR's ``LLVMTypeSyntax.cpp``).

The runtime keeps LLVM dialect types other than ``!llvm.ptr``, ``!llvm.x86_amx``
and ``!llvm.ppc_fp128`` (which have generated classes) as opaque dialect types
whose text is what ``mlir-opt`` prints.  This module reads them as the LLVM
dialect's ``parseType`` does (``void``, ``token``, ``label``, ``metadata``,
``func<...>``, ``array<...>``, ``struct<...>``, ``target<...>``, and the
prefix-less short forms of these inside one another), reports its errors at
the same places, checks the element types (``LLVMArrayType::verify``,
``LLVMStructType::isValidElementType``, ``LLVMFunctionType::verify``) and the
bodies of identified structs (one body per name and context, recursive
self-references), and builds the opaque type from the printed form.
"""

from __future__ import annotations

import re
import weakref
from typing import NamedTuple

from tblgen_py.runtime.ir.types import FloatType, IntegerType, OpaqueType, VectorType
from tblgen_py.runtime.predicates.registry import register_class
from tblgen_py.runtime.text.lexer import Token, TokenKind, int_literal
from tblgen_py.runtime.text.parser_base import ParserBase, register_dialect_type_hook
from tblgen_py.runtime.text.print_rules import quoted

__all__ = ["identity_key", "is_compatible_type", "parse_llvm_type"]


class LLVMTypeText(NamedTuple):
    """A parsed type: its text inside an LLVM type (``display``) and the LLVM
    keyword it starts with (empty for a type of another dialect)."""

    display: str
    kind: str

    @property
    def full(self) -> str:
        """The type as printed on its own (``!llvm.`` prefix for LLVM types)."""
        return f"!llvm.{self.display}" if self.kind else self.display


_SIMPLE = frozenset({"void", "token", "label", "metadata", "ppc_fp128", "x86_amx"})
_NOT_IN_AGGREGATE = frozenset({"void", "label", "metadata", "func", "token"})
"""Kinds that ``LLVMStructType``/``LLVMArrayType`` reject as elements."""
_NOT_RESULT = frozenset({"func", "metadata", "label"})
_NOT_ARGUMENT = frozenset({"void", "func"})
_KIND = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")
_OPAQUE = "opaque"
"""The registry's mark of a struct declared ``opaque`` (it has no body)."""

_enclosing: list[str] = []
"""Names of the identified structs whose bodies are being read (outermost
first): a nested ``struct<"name">`` refers back to one of them."""

_bodies: weakref.WeakKeyDictionary[object, dict[str, str]] = weakref.WeakKeyDictionary()
"""Per context: identified struct name -> its body's identity key (or
``_OPAQUE``), as MLIR keeps one mutable ``LLVMStructType`` per name."""


def _registry(parser: ParserBase) -> dict[str, str]:
    context = getattr(parser, "context", None)
    if context is None:
        return {}
    found = _bodies.get(context)
    if found is None:
        found = _bodies[context] = {}
    return found


def parse_llvm_type(
    parser: ParserBase, dialect: str, data: str, tok: Token
) -> OpaqueType:
    """The dialect type hook of ``llvm``: re-read the symbol's text that
    ``tok`` starts (``!llvm.kw...`` or ``!llvm<...>``) as LLVM's type syntax."""
    at = tok.start + len("!llvm.") if "." in tok.text else tok.end + 1
    resume, prev_end = parser.tok.start, parser.prev_end
    parser.reset_to(at)
    text = _Reader(parser).parse_outer()
    parser.reset_to(resume)
    parser.prev_end = prev_end
    return OpaqueType.get("llvm", text)


class _Reader:
    """The LLVM dialect's ``dispatchParse`` over a parser positioned in a type."""

    def __init__(self, parser: ParserBase) -> None:
        self.p = parser

    def parse_outer(self) -> str:
        """``detail::parseType``: a keyword type (no other dialect's types)."""
        return self.parse_nested(allow_any=False).display

    def parse_nested(self, allow_any: bool = True) -> LLVMTypeText:
        """Any type (``!llvm.`` types lose their prefix), or an LLVM keyword type."""
        p = self.p
        key = p.tok
        if p.starts_type():  # type: ignore[attr-defined]
            parsed = str(p.parse_type())  # type: ignore[attr-defined]
            if not allow_any:
                p.error("unexpected type, expected keyword", key.start)
            if parsed.startswith("!llvm."):
                display = parsed[len("!llvm.") :]
                match = _KIND.match(display)
                return LLVMTypeText(display, match.group() if match else display)
            return LLVMTypeText(parsed, "")
        if key.kind is not TokenKind.BARE_IDENT:
            p.error("expected valid keyword")
        p.consume()
        word = key.text
        if word in _SIMPLE:
            return LLVMTypeText(word, word)
        reader = _KEYWORDS.get(word)
        if reader is None:
            p.error(f"unknown LLVM type: {word}", key.start)
        return LLVMTypeText(reader(self), word)

    # -- one reader per keyword -------------------------------------------------

    def parse_ptr(self) -> str:
        """``ptr`` (``<`` address space ``>``)?"""
        p = self.p
        if p.consume_if("<") is None:
            return "ptr"
        space = self._integer(1 << 32)
        p.expect(">")
        return "ptr" if space == 0 else f"ptr<{space}>"

    def parse_array(self) -> str:
        """``array<`` count ``x`` element ``>`` (``LLVMArrayType::verify``)."""
        p = self.p
        less = p.tok.start
        p.expect("<")
        count = self._integer(1 << 64)
        tok = p.tok
        if tok.kind is not TokenKind.BARE_IDENT or tok.text != "x":
            p.error_wrong_token("expected 'x'")
        p.consume()
        element = self.parse_nested()
        p.expect(">")
        if element.kind in _NOT_IN_AGGREGATE:
            p.error(f"invalid array element type: '{element.full}'", less)
        return f"array<{count} x {element.display}>"

    def parse_func(self) -> str:
        """``func<`` result ``(`` params (``, ...``)? ``)>``."""
        p = self.p
        less = p.tok.start
        p.expect("<")
        result = self.parse_nested()
        p.expect("(")
        params: list[LLVMTypeText] = []
        var_arg = False
        if p.consume_if(")") is None:
            while True:
                if p.consume_kind_if(TokenKind.ELLIPSIS) is not None:
                    var_arg = True
                    p.expect(")")
                    break
                params.append(self.parse_nested())
                if p.consume_if(",") is None:
                    p.expect(")")
                    break
        p.expect(">")
        if result.kind in _NOT_RESULT:
            p.error(f"invalid function result type: '{result.full}'", less)
        for param in params:
            if param.kind in _NOT_ARGUMENT:
                p.error(f"invalid function argument type: '{param.full}'", less)
        shown = [param.display for param in params] + (["..."] if var_arg else [])
        return f"func<{result.display} ({', '.join(shown)})>"

    def parse_target(self) -> str:
        """``target<"name"`` (``,`` types then integers)? ``>``; the
        parameters print in full (``!llvm.`` prefix kept)."""
        p = self.p
        p.expect("<")
        name = p.tok
        if name.kind is not TokenKind.STRING:
            p.error("expected string")
        p.consume()
        parts = [quoted(name.string_value())]
        seen_int = False
        while p.consume_if(",") is not None:
            if p.tok.kind is TokenKind.INTEGER:
                parts.append(str(self._integer(1 << 32)))
                seen_int = True
                continue
            start = p.tok.start
            if seen_int:
                p.error(
                    "failed to parse parameter list for target extension type", start
                )
            parts.append(self.parse_nested().full)
        p.expect(">")
        return f"target<{', '.join(parts)}>"

    def parse_struct(self) -> str:
        """``struct<`` ("name" ``,``)? (``opaque`` | ``packed``? ``(`` types ``)``)
        ``>``, or ``struct<"name">`` inside the body of struct ``name``."""
        p = self.p
        less = p.tok.start
        p.expect("<")
        name = None
        if p.tok.kind is TokenKind.STRING:
            name = p.consume().string_value()
            if name in _enclosing:
                if p.consume_if(">") is not None:
                    return f"struct<{quoted(name)}>"
                p.expect(",")
                p.error("identifier already used for an enclosing struct")
            if p.peek().kind is TokenKind.GREATER:
                p.error("struct without a body only allowed in a recursive struct")
            p.expect(",")
        head = f"struct<{quoted(name)}, " if name is not None else "struct<"
        keyword = p.tok
        if p.consume_if("opaque") is not None:
            return head + self._opaque_struct(name, keyword)
        packed = p.consume_if("packed") is not None
        p.expect("(")
        subtypes_at = p.tok.start if p.tok.kind is not TokenKind.R_PAREN else keyword
        members = self._struct_members(name)
        p.expect(">")
        for member in members:
            if member.kind in _NOT_IN_AGGREGATE:
                at = less if name is None else _offset(subtypes_at)
                p.error(f"invalid LLVM structure element type: '{member.full}'", at)
        body = ("packed " if packed else "") + "("
        body += ", ".join(member.display for member in members) + ")"
        if name is not None:
            self._set_body(name, body, _offset(subtypes_at))
        return head + body + ">"

    def _struct_members(self, name: str | None) -> list[LLVMTypeText]:
        """The member types up to ``)`` (the name on the enclosing stack)."""
        p = self.p
        if p.consume_if(")") is not None:
            return []
        members: list[LLVMTypeText] = []
        if name is not None:
            _enclosing.append(name)
        try:
            members.append(self.parse_nested())
            while p.consume_if(",") is not None:
                members.append(self.parse_nested())
        finally:
            if name is not None:
                _enclosing.pop()
        p.expect(")")
        return members

    def _opaque_struct(self, name: str | None, keyword: Token) -> str:
        p = self.p
        if name is None:
            p.error("only identified structs can be opaque", keyword.start)
        p.expect(">")
        known = _registry(p).setdefault(name, _OPAQUE)
        if known != _OPAQUE:
            p.error("redeclaring defined struct as opaque", keyword.start)
        return "opaque>"

    def _set_body(self, name: str, body: str, at: int) -> None:
        """``LLVMStructType::setBody``: the first body of a name sticks."""
        key = identity_key(body)
        known = _registry(self.p).setdefault(name, key)
        if known != key:
            self.p.error("identified type already used with a different body", at)

    def _integer(self, limit: int) -> int:
        p = self.p
        tok = p.tok
        if tok.kind is not TokenKind.INTEGER:
            p.error("expected integer value")
        value = int_literal(tok.text)
        if value >= limit:
            p.error("integer value too large", tok.start)
        p.consume()
        return value


def _offset(at: int | Token) -> int:
    return at.start if isinstance(at, Token) else at


_KEYWORDS = {
    "ptr": _Reader.parse_ptr,
    "array": _Reader.parse_array,
    "func": _Reader.parse_func,
    "target": _Reader.parse_target,
    "struct": _Reader.parse_struct,
}

_IDENTIFIED = re.compile(r'struct<("(?:[^"\\]|\\.)*")')


def identity_key(text: str) -> str:
    """``text`` with every identified struct reduced to its name
    (``struct<"n", (i32)>`` -> ``struct<"n">``): two texts of one type agree."""
    out: list[str] = []
    pos = 0
    while True:
        match = _IDENTIFIED.search(text, pos)
        if match is None:
            out.append(text[pos:])
            return "".join(out)
        out.append(text[pos : match.end()] + ">")
        pos = _after_struct(text, match.end())


def _after_struct(text: str, pos: int) -> int:
    """The offset after the ``>`` closing a struct whose name ends at ``pos``."""
    depth = 1
    while pos < len(text) and depth:
        char = text[pos]
        if char == '"':
            closing = re.compile(r'"(?:[^"\\]|\\.)*"').match(text, pos)
            pos = closing.end() if closing else pos + 1
            continue
        depth += {"<": 1, ">": -1}.get(char, 0)
        pos += 1
    return pos


_COMPATIBLE_FLOATS = frozenset({"bf16", "f16", "f32", "f64", "f80", "f128"})


def is_compatible_type(ty: object) -> bool:
    """``LLVM::isCompatibleType``: LLVM dialect types, signless integers, the
    floats LLVM has and 1-D vectors of those."""
    if isinstance(ty, VectorType):
        return len(ty.shape) == 1 and is_compatible_type(ty.element_type)
    if isinstance(ty, IntegerType):
        return ty.is_signless
    if isinstance(ty, FloatType):
        return str(ty) in _COMPATIBLE_FLOATS
    return str(ty).startswith("!llvm.")


def _pointer_element_type(value: object) -> bool:
    """``isa<LLVM::PointerElementTypeInterface>``: only other dialects' types
    implement it (none of MLIR's), so only a value declaring it has it."""
    declared = getattr(value, "CPP_CLASS_NAMES", ())
    return "LLVM::PointerElementTypeInterface" in declared


register_dialect_type_hook("llvm", parse_llvm_type)
register_class("LLVM::PointerElementTypeInterface", _pointer_element_type)
