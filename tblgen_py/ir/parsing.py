"""Reading types, attributes, ops and modules from text in a context."""

from __future__ import annotations

from tblgen_py.runtime.errors import MLIRError
from tblgen_py.runtime.ir.attributes import Attribute
from tblgen_py.runtime.ir.context import Context
from tblgen_py.runtime.ir.operation import Operation
from tblgen_py.runtime.ir.scope import current_context
from tblgen_py.runtime.ir.types import Type
from tblgen_py.runtime.ir.verifier import verify
from tblgen_py.runtime.text.attr_parser import AttrTypeParser
from tblgen_py.runtime.text.parser import parse_source


def resolve_context(context: object) -> Context:
    """``context``, else the current one (ValueError if there is none)."""
    ctx = context if context is not None else current_context()
    if not isinstance(ctx, Context):
        raise ValueError("No current Context")
    return ctx


def _parser(asm: str, context: object) -> AttrTypeParser:
    parser = AttrTypeParser(asm, "-")
    ctx = context if context is not None else current_context()
    if isinstance(ctx, Context):
        parser.dialects = ctx.dialects
    return parser


def parse_type(asm: str, context: object = None) -> Type:
    """The type spelled ``asm``."""
    parser = _parser(asm, context)
    try:
        found = parser.parse_type()
    except MLIRError as error:
        raise MLIRError(f"Unable to parse type: '{asm}'\n{error}") from error
    if not parser.at_eof():
        raise MLIRError(f"Unable to parse type: '{asm}'")
    return found


def parse_attribute(asm: str, context: object = None) -> Attribute:
    """The attribute spelled ``asm``."""
    parser = _parser(asm, context)
    try:
        found = parser.parse_attribute()
    except MLIRError as error:
        raise MLIRError(f"Unable to parse attribute: '{asm}'\n{error}") from error
    if not parser.at_eof():
        raise MLIRError(f"Unable to parse attribute: '{asm}'")
    return found


def parse_module(asm: str, context: object = None, source_name: str = "-") -> Operation:
    """The ``builtin.module`` read from ``asm``, verified (MLIRError otherwise)."""
    ctx = resolve_context(context)
    try:
        module = parse_source(asm, ctx, source_name)
        verify(module)
    except MLIRError as error:
        raise MLIRError(f"Unable to parse module assembly:\n{error}") from error
    return module
