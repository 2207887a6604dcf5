"""Parser helpers for custom op forms (MLIR's OpAsmParser), mixed into Parser.

A registered op class may define ``parse(parser, state)`` (a classmethod) that
reads its custom syntax after the op name with these helpers and fills the
``OperationState``; see ``ModuleOp.parse`` and the custom-op unit tests.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import NoReturn

from tblgen_py.runtime.ir.affine import AffineMapAttr
from tblgen_py.runtime.ir.attributes import StringAttr
from tblgen_py.runtime.ir.block import Block
from tblgen_py.runtime.ir.location import LocationAttr
from tblgen_py.runtime.ir.operation import Operation
from tblgen_py.runtime.ir.region import Region
from tblgen_py.runtime.ir.value import BlockArgument, Value
from tblgen_py.runtime.text.attr_parser import AttrTypeParser
from tblgen_py.runtime.text.bigint import parse_decimal
from tblgen_py.runtime.text.lexer import TokenKind
from tblgen_py.runtime.text.op_state import UnresolvedOperand
from tblgen_py.runtime.text.parse_affine import SSAIds
from tblgen_py.runtime.text.ssa_scope import SSAScopes

_PERCENT = TokenKind.PERCENT_IDENT
_STRING = TokenKind.STRING
_BARE = TokenKind.BARE_IDENT
_CARET = TokenKind.CARET_IDENT


class OpAsmParserMixin(AttrTypeParser):
    """Operands, keywords, type lists and attribute dictionaries for custom parsers."""

    ssa: SSAScopes
    op_names: list[str]
    """The names of the custom ops being parsed, innermost last."""
    resolved: list[tuple[UnresolvedOperand, object, Value]] | None = None
    """The uses the custom parse hook running resolved, with their types and
    values (kept while a line may be memoized, see ``line_memo``)."""

    def parse_operation(self, block: Block) -> Operation:
        """Parse one operation into ``block`` (provided by the Parser)."""
        raise NotImplementedError

    def replay_lines(self, block: Block) -> bool:
        """Append the ops of the lines from the current token that the line
        memo rebuilds, if any (provided by the Parser)."""
        return False

    def parse_trailing_location(self, target: Operation | BlockArgument) -> bool:
        """An optional trailing ``loc(...)`` (provided by the Parser)."""
        raise NotImplementedError

    def error_with_note(
        self, message: str, at: int, note: str, note_at: int
    ) -> NoReturn:
        """An error with a note (provided by the Parser)."""
        raise NotImplementedError

    def op_location(self, offset: int) -> LocationAttr:
        """The location of a source offset (provided by the Parser)."""
        raise NotImplementedError

    # -- operands --------------------------------------------------------------
    def parse_ssa_use(self) -> UnresolvedOperand:
        """``%name`` or ``%name#N``."""
        tok = self.tok
        if tok.kind is not _PERCENT:
            self.error_wrong_token("expected SSA operand")
        self.consume()
        number = 0
        nxt = self.tok
        if nxt.kind is TokenKind.HASH_IDENT:
            digits = nxt.text[1:]
            if not digits.isdigit():
                self.error("invalid SSA value result number")
            number = parse_decimal(digits)
            if number >= 1 << 32:  # MLIR reads it as a 32-bit unsigned
                self.error("invalid SSA value result number")
            self.consume()
        return UnresolvedOperand(tok.text, number, tok.start)

    parse_operand = parse_ssa_use

    def parse_optional_operand(self) -> UnresolvedOperand | None:
        """An SSA use if one starts here."""
        return self.parse_ssa_use() if self.tok.kind is _PERCENT else None

    def parse_optional_ssa_use_list(self) -> list[UnresolvedOperand]:
        """A possibly empty comma-separated list of SSA uses."""
        if self.tok.kind is not _PERCENT:
            return []
        uses = [self.parse_ssa_use()]
        while self.tok.text == ",":
            self.consume()
            uses.append(self.parse_ssa_use())
        return uses

    parse_operand_list = parse_optional_ssa_use_list

    def parse_affine_map_of_ssa_ids(
        self, open_: str = "[", close: str = "]"
    ) -> tuple[AffineMapAttr, list[UnresolvedOperand]]:
        """``OpAsmParser::parseAffineMapOfSSAIds``: `[` %i + 1, symbol(%n) `]`
        as a map and its operands (dimensions first, then symbols)."""
        ids = SSAIds(self.parse_ssa_use)
        amap = self.parse_affine_exprs_of_ssa_ids(open_, close, ids)
        uses = [*ids.dims, *ids.symbols]
        return AffineMapAttr.get(amap), uses  # type: ignore[return-value]

    def resolve_operand(self, use: UnresolvedOperand, type: object) -> Value:
        """The value named by ``use``, checked against ``type``."""
        value = self.ssa.resolve(use, type)
        if self.resolved is not None:
            self.resolved.append((use, type, value))
        return value

    def resolve_operands(
        self, uses: Sequence[UnresolvedOperand], types: Sequence[object], at: int
    ) -> list[Value]:
        """``resolveOperands``: ``uses`` against ``types``; a count mismatch is
        the op's error (``custom op '<name>'``) at ``at``."""
        if len(uses) != len(types):
            names = self.op_names
            prefix = f"custom op '{names[-1]}' " if names else ""
            self.error(
                f"{prefix}number of operands and types do not match: got "
                f"{len(uses)} operands and {len(types)} types",
                at,
            )
        resolve = self.ssa.resolve
        values = [resolve(use, ty) for use, ty in zip(uses, types)]
        if self.resolved is not None:
            self.resolved += zip(uses, types, values)
        return values

    # -- keywords and punctuation ---------------------------------------------
    def parse_optional_keyword(self, keyword: str) -> bool:
        """Consume the bare keyword ``keyword`` if it is next."""
        tok = self.tok
        if tok.kind is _BARE and tok.text == keyword:
            self.consume()
            return True
        return False

    def parse_keyword(self, keyword: str) -> None:
        """Consume the bare keyword ``keyword`` or report it as expected."""
        if not self.parse_optional_keyword(keyword):
            self.error_wrong_token(f"expected '{keyword}'")

    # -- types -----------------------------------------------------------------
    def parse_colon_type_list(self) -> list[object]:
        """`:` type (`,` type)*."""
        self.expect(":", "expected ':'")
        return list(self.parse_type_list_no_parens())

    def parse_optional_arrow_type_list(self) -> list[object]:
        """(`->` function-result-types)? (an empty list when absent)."""
        if self.tok.kind is not TokenKind.ARROW:
            return []
        self.consume()
        return list(self.parse_function_result_types())

    # -- attributes and symbols ------------------------------------------------
    def new_region(self) -> Region:
        """A fresh region for a custom parser to fill."""
        return Region()

    def parse_optional_symbol_name(self) -> StringAttr | None:
        """``@name`` as a StringAttr, or None."""
        tok = self.tok
        if tok.kind is not TokenKind.AT_IDENT:
            return None
        self.consume()
        text = tok.text[1:]
        value = tok.string_value() if text.startswith('"') else text
        return StringAttr.get(value)

    def parse_optional_attr_dict(self) -> dict[str, object]:
        """``{...}`` as a Python dict, or an empty dict."""
        if self.tok.text != "{" or self.tok.kind is _STRING:
            return {}
        return dict(self.parse_attribute_dict().items)

    def parse_optional_attr_dict_with_keyword(self) -> dict[str, object]:
        """``attributes {...}``, or an empty dict."""
        if not self.parse_optional_keyword("attributes"):
            return {}
        return dict(self.parse_attribute_dict().items)

    # -- regions and blocks --------------------------------------------------------
    def parse_region(
        self,
        region: Region,
        entry_args: Sequence[tuple[UnresolvedOperand, object, object]] = (),
        isolated: bool = False,
    ) -> None:
        """``{`` block* ``}`` with optional pre-declared entry arguments."""
        self.expect("{", "expected '{' to begin a region")
        if entry_args or self.tok.text != "}":
            self.parse_region_body(region, entry_args, isolated)
        self.consume()

    def parse_optional_region(
        self,
        region: Region,
        entry_args: Sequence[tuple[UnresolvedOperand, object, object]] = (),
    ) -> bool:
        """Parse a region if the next token is ``{``."""
        if self.tok.text != "{":
            return False
        self.parse_region(region, entry_args)
        return True

    def parse_region_body(
        self,
        region: Region,
        entry_args: Sequence[tuple[UnresolvedOperand, object, object]],
        isolated: bool,
    ) -> None:
        """Blocks up to the closing ``}``."""
        ssa = self.ssa
        ssa.push(isolated)
        block = Block()
        if entry_args:
            if self.tok.kind is _CARET:
                self.error("invalid block name in region with named arguments")
            for use, ty, loc in entry_args:
                previous = ssa.reference_offset(use.name, use.number)
                if previous is not None:
                    self.error_with_note(
                        f"region entry argument '{use.name}' is already in use",
                        use.offset,
                        "previously referenced here",
                        previous,
                    )
                arg = block.add_argument(ty, loc or self.op_location(use.offset))
                ssa.define(use.name, use.number, arg, use.offset)
        if self.tok.kind is _CARET:
            block = self.parse_block(block)
        else:
            self.parse_block_body(block)
        region.add_block(block)
        while self.tok.text != "}" or self.tok.kind is _STRING:
            region.add_block(self.parse_block(None))
        ssa.pop()

    def parse_block(self, block: Block | None) -> Block:
        """``^name(args):`` followed by the block's operations."""
        tok = self.tok
        if tok.kind is not _CARET:
            self.error_wrong_token("expected block name")
        self.consume()
        block = self.ssa.define_block(tok.text, tok.start, block)
        if self.tok.text == "(":
            self.parse_block_arg_list(block)
        self.expect(":", "expected ':' after block name")
        self.parse_block_body(block)
        return block

    def parse_block_body(self, block: Block) -> None:
        """Operations until the next block label or ``}``."""
        parse_operation = self.parse_operation
        replay_lines = self.replay_lines
        while True:
            tok = self.tok
            if tok.kind is _CARET or (tok.text == "}" and tok.kind is not _STRING):
                return
            if not replay_lines(block):
                parse_operation(block)

    def parse_block_arg_list(self, block: Block) -> None:
        """``(`` %arg `:` type loc? (`,` ...)* ``)``."""
        self.consume()
        if self.tok.text == ")":
            self.consume()
            return
        existing = len(block.arguments)
        index = 0
        while True:
            use = self.parse_ssa_use()
            self.expect(":", "expected ':' and type for SSA operand")
            ty = self.parse_type()
            if existing:
                if index >= existing:
                    self.error("too many arguments specified in argument list")
                arg = block.arguments[index]
                if arg.type != ty:
                    self.error("argument and block argument type mismatch")
            else:
                arg = block.add_argument(ty, self.op_location(use.offset))
            index += 1
            self.parse_trailing_location(arg)
            self.ssa.define(use.name, use.number, arg, use.offset)
            if self.tok.text != ",":
                break
            self.consume()
        self.expect(")", "expected ')'")
