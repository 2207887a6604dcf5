"""Locations and alias definitions (a mixin of ``AttrTypeParser``); file metadata
is ``parse_resources.py``."""

from __future__ import annotations

from tblgen_py.runtime.ir.attributes import Attribute
from tblgen_py.runtime.ir.location import (
    CallSiteLoc,
    FileLineColRange,
    FusedLoc,
    LocationAttr,
    NameLoc,
    UnknownLoc,
)
from tblgen_py.runtime.ir.types import Type
from tblgen_py.runtime.text.lexer import Token, TokenKind, int_literal
from tblgen_py.runtime.text.parse_attrs import AttributeParserMixin
from tblgen_py.runtime.text.parse_resources import ResourceParserMixin


class DeferredLoc(LocationAttr):
    """Placeholder for ``loc(#alias)`` whose alias is defined later in the file."""

    __slots__ = ("alias", "token")
    alias: str
    token: Token

    def __init__(self, alias: str, token: Token) -> None:
        object.__setattr__(self, "alias", alias)
        object.__setattr__(self, "token", token)


class LocationParserMixin(AttributeParserMixin, ResourceParserMixin):
    """``parse_location`` and ``parse_top_level_definition``."""

    def parse_location(self, allow_forward_alias: bool = False) -> LocationAttr:
        """`loc` `(` location-instance `)`.

        With ``allow_forward_alias`` (op and block-argument locations), an alias
        not yet defined gives a ``DeferredLoc``; call ``resolve_location`` on it
        once the whole file is parsed.
        """
        where = "location" if allow_forward_alias else "inline location"
        self.expect("loc", "expected 'loc' keyword")
        self.expect("(", f"expected '(' in {where}")
        tok = self.tok
        if (
            allow_forward_alias
            and tok.kind is TokenKind.HASH_IDENT
            and "." not in tok.text
        ):
            loc = self._parse_location_alias()
        else:
            loc = self.parse_location_instance()
        self.expect(")", f"expected ')' in {where}")
        return loc

    def parse_optional_location(
        self, allow_forward_alias: bool = True
    ) -> LocationAttr | None:
        """A trailing `loc(...)`, or None if absent."""
        if self.tok.text != "loc" or self.tok.kind is not TokenKind.BARE_IDENT:
            return None
        return self.parse_location(allow_forward_alias)

    def _parse_location_alias(self) -> LocationAttr:
        tok = self.consume()
        alias = tok.text[1:]
        attr = self.attr_aliases.get(alias)
        if attr is None:
            return DeferredLoc(alias, tok)
        if not isinstance(attr, LocationAttr):
            self.error(f"expected location, but found '{attr}'", tok)
        return attr

    def resolve_location(self, loc: LocationAttr) -> LocationAttr:
        """Replace a ``DeferredLoc`` by its (now defined) alias."""
        if not isinstance(loc, DeferredLoc):
            return loc
        attr = self.attr_aliases.get(loc.alias)
        if attr is None:
            self.error("operation location alias was never defined", loc.token)
        if not isinstance(attr, LocationAttr):
            self.error(f"expected location, but found '{attr}'", loc.token)
        return attr

    def parse_location_instance(self) -> LocationAttr:
        """A location without the `loc(...)` wrapper."""
        try:
            return self._parse_location_instance()
        except RecursionError:
            self.error("location nesting is too deep")

    def _parse_location_instance(self) -> LocationAttr:
        tok = self.tok
        if tok.kind is TokenKind.HASH_IDENT:
            attr = self.parse_extended_attr(None)
            if not isinstance(attr, LocationAttr):
                self.error(f"expected location attribute, but got{attr}", tok)
            return attr
        if tok.kind is TokenKind.STRING:
            return self._parse_name_or_file_loc()
        if tok.kind is TokenKind.BARE_IDENT:
            if tok.text == "callsite":
                return self._parse_callsite()
            if tok.text == "fused":
                return self._parse_fused()
            if tok.text == "unknown":
                self.consume()
                return UnknownLoc.get()
        self.error_wrong_token("expected location instance")

    def _loc_int(self, what: str) -> int:
        tok = self.tok
        if tok.kind is not TokenKind.INTEGER:
            self.error_wrong_token(
                f"expected integer {what} number in FileLineColRange"
            )
        value = int_literal(tok.text)
        if value >= 1 << 32:
            self.error(f"expected integer {what} number in FileLineColRange")
        self.consume()
        return value

    def _parse_name_or_file_loc(self) -> LocationAttr:
        name = self.consume().string_value()
        if self.consume_if(":"):
            line = self._loc_int("line")
            if not self.consume_if(":"):
                return FileLineColRange.get(name, line, 0)
            col = self._loc_int("column")
            if self.tok.text != "to" or self.tok.kind is not TokenKind.BARE_IDENT:
                # As MLIR's FileLineColLoc::get: an empty file name becomes "-".
                return FileLineColRange.get(name or "-", line, col)
            self.consume()
            end_line = line
            after_to: Token = self.tok
            if after_to.kind is TokenKind.INTEGER:
                end_line = self._loc_int("line")
            if not self.consume_if(":"):
                self.error_wrong_token(
                    "expected either integer or `:` post `to` in FileLineColRange"
                )
            end_col = self._loc_int("column")
            return FileLineColRange.get(name, line, col, end_line, end_col)
        if self.consume_if("("):
            child = self.parse_location_instance()
            self.expect(")", "expected ')' after child location of NameLoc")
            return NameLoc.get(name, child)
        return NameLoc.get(name)

    def _parse_callsite(self) -> LocationAttr:
        self.consume()
        self.expect("(", "expected '(' in callsite location")
        callee = self.parse_location_instance()
        if self.tok.text != "at" or self.tok.kind is not TokenKind.BARE_IDENT:
            self.error_wrong_token("expected 'at' in callsite location")
        self.consume()
        caller = self.parse_location_instance()
        self.expect(")", "expected ')' in callsite location")
        return CallSiteLoc.get(callee, caller)

    def _parse_fused(self) -> LocationAttr:
        self.consume()
        metadata: Attribute | None = None
        if self.consume_if("<"):
            metadata = self.parse_attribute()
            self.expect(">", "expected '>' after fused location metadata")
        locs: list[LocationAttr] = []
        self.parse_comma_list(
            "[",
            "]",
            lambda: locs.append(self.parse_location_instance()),
            " in fused location",
        )
        return FusedLoc.get(locs, metadata)

    def _parse_loc_attr(self, type: Type | None) -> Attribute:
        return self.parse_location()

    # -- top level -------------------------------------------------------------------

    def parse_top_level_definition(self) -> bool:
        """`#alias = attr`, `!alias = type` or `{-# ... #-}`; False if none starts here."""
        tok = self.tok
        if tok.kind is TokenKind.HASH_IDENT:
            self._parse_alias_definition(tok, self.attr_aliases, "attribute")
            return True
        if tok.kind is TokenKind.EXCL_IDENT:
            self._parse_alias_definition(tok, self.type_aliases, "type")
            return True
        if tok.kind is TokenKind.FILE_METADATA_BEGIN:
            self.parse_file_metadata()
            return True
        return False

    def _parse_alias_definition(
        self, tok: Token, table: dict[str, object], what: str
    ) -> None:
        name = tok.text[1:]
        if "." in name:
            self.error(
                f"{what} names with a '.' are reserved for dialect-defined names", tok
            )
        if name in table:
            self.error(f"redefinition of {what} alias id '{name}'", tok)
        self.consume()
        self.expect("=", f"expected '=' in {what} alias definition")
        table[name] = (
            self.parse_attribute() if what == "attribute" else self.parse_type()
        )
