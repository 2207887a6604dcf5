"""The MLIR text parser for builtin types, attributes and locations.

``AttrTypeParser(source, path)`` keeps the lexer state (``tok`` is the current
token) and the alias tables (``attr_aliases``, ``type_aliases``), the parsed
``resources`` and ``distinct_attrs``.  Operation parsers subclass it.

Entry points: ``parse_type``, ``parse_optional_type``, ``parse_function_type``,
``parse_type_list_parens`` / ``parse_type_list_no_parens``,
``parse_function_result_types``, ``parse_colon_type``,
``parse_attribute(type=None)``, ``parse_optional_attribute``,
``parse_attribute_dict`` (returns a ``DictionaryAttr``), ``parse_location``
(the ``loc(...)`` form; ``allow_forward_alias=True`` for op locations, then
``resolve_location``), ``parse_optional_location`` and
``parse_top_level_definition`` (``#a = ...``, ``!t = ...``, ``{-# ... #-}``).
Dialects plug in through ``dialect_type_hooks`` / ``dialect_attr_hooks``
(namespace -> ``hook(parser, dialect, body, token)``); without a hook (or when
it returns None) ``!d.x<...>`` / ``#d.x<...>`` stay verbatim as
``OpaqueType`` / ``OpaqueAttr``.
Token helpers: ``peek``, ``consume``, ``consume_if(text)``,
``consume_kind_if(kind)``, ``expect(text, msg)``, ``expect_kind``,
``parse_comma_list(open, close, fn, context)``; errors: ``error(msg, at)`` and
``error_wrong_token(msg)`` raise ``MLIRParseError``.
"""

from __future__ import annotations

from tblgen_py.runtime.text.lexer import MLIRParseError, Token, TokenKind
from tblgen_py.runtime.text.parse_affine import AffineParserMixin
from tblgen_py.runtime.text.parse_attrs import _KEYWORD_ATTRS
from tblgen_py.runtime.text.parse_dense import DenseParserMixin
from tblgen_py.runtime.text.parse_locs import DeferredLoc, LocationParserMixin

__all__ = ["AttrTypeParser", "MLIRParseError", "Token", "TokenKind", "DeferredLoc"]


class AttrTypeParser(LocationParserMixin, DenseParserMixin, AffineParserMixin):
    """Recursive-descent parser for MLIR builtin types, attributes and locations.

    One mixin per grammar area, each over the attribute core (``parse_attrs``,
    itself over ``parse_types``): locations (with file metadata, ``parse_resources``),
    dense elements and arrays, affine maps and sets.  Their keyword attributes are
    added to the attribute parser's keyword table below.
    """

    def at_eof(self) -> bool:
        """Whether all input has been consumed."""
        return self.tok.kind is TokenKind.EOF


_KEYWORD_ATTRS.update(
    {
        "affine_map": AttrTypeParser._parse_affine_map_attr,
        "affine_set": AttrTypeParser._parse_affine_set_attr,
        "dense": AttrTypeParser._parse_dense,
        "sparse": AttrTypeParser._parse_sparse,
        "dense_resource": AttrTypeParser._parse_dense_resource,
        "array": AttrTypeParser._parse_dense_array,
        "loc": AttrTypeParser._parse_loc_attr,
    }
)
