"""MLIR parser for operations, regions and blocks (generic form + custom hook).

Custom assembly forms: an op class registered in the Context may define a
classmethod ``parse(parser, state)`` that reads its custom syntax (after the op
name) with this ``Parser`` and fills the ``OperationState``; the printer calls
its ``print(printer)`` method when not printing generically (see ``ModuleOp``).
Every other op is read in the generic form.
"""

from __future__ import annotations

import re
from bisect import bisect_right
from collections.abc import Collection
from typing import Any, NoReturn

from tblgen_py.support.diagnostics import Diagnostic, Level, SourceFile, Span
from tblgen_py.runtime.ir.attributes import DictionaryAttr
from tblgen_py.runtime.ir.block import Block
from tblgen_py.runtime.ir.context import Context, Dialect, ModuleOp
from tblgen_py.runtime.ir.location import FileLineColLoc, LocationAttr
from tblgen_py.runtime.ir.operation import IsTerminator, Operation
from tblgen_py.runtime.ir.region import Region
from tblgen_py.runtime.ir.types import FunctionType, interned
from tblgen_py.runtime.ir.value import BlockArgument
from tblgen_py.runtime.text.attr_parser import DeferredLoc
from tblgen_py.runtime.text.line_memo import (
    LineKey,
    LineMemo,
    MaskedEntry,
    MemoEntry,
    next_class,
    replay,
    replay_masked,
)
from tblgen_py.runtime.text.line_replay import replay_lines
from tblgen_py.runtime.text.op_asm_parser import OpAsmParserMixin
from tblgen_py.runtime.text.bigint import parse_decimal
from tblgen_py.runtime.text.lexer import MLIRParseError, Token, TokenKind, int_literal
from tblgen_py.runtime.text.op_state import OperationState, UnresolvedOperand
from tblgen_py.runtime.text.resources import MLIR_OPT_DIALECTS, merge_resources
from tblgen_py.runtime.text.ssa_scope import SSAScopes

_ID = r"(?:[0-9]+|[A-Za-z$._\-][A-Za-z0-9$._\-]*)"
_USE = rf"%{_ID}(?:#[0-9]{{1,9}})?"  # larger result numbers: the slow path
_HEAD_RE = re.compile(
    rf'(?:(%{_ID})(?::([0-9]+))? = )?("[^"\\\n\x00]+")\(({_USE}(?:, {_USE})*)?\)'
)
_USE_RE = re.compile(_USE)
_NAMED_CUSTOM_RE = re.compile(rf"(%{_ID}) = (?=[A-Za-z_])")
"""``%name = op...`` spelled as printers write it: the memo's fast path."""
_INT_TYPE = re.compile(r"[su]?i[0-9]+")
_PERCENT = TokenKind.PERCENT_IDENT
_CARET = TokenKind.CARET_IDENT
_STRING = TokenKind.STRING
_BARE = TokenKind.BARE_IDENT
_EOF = TokenKind.EOF
_DIALECT_FAQ = (
    "for more info on dialect registration see https://mlir.llvm.org/getting_started/"
    "Faq/#registered-loaded-dependent-whats-up-with-dialects-management"
)


class Parser(OpAsmParserMixin):
    """Parses a whole MLIR file (ops, regions, blocks, SSA names) into IR."""

    def __init__(
        self,
        source: SourceFile | str,
        context: Context,
        path: str = "<stdin>",
        memo: bool = True,
    ) -> None:
        super().__init__(source, path)
        self.context = context
        self.dialects = context.dialects
        self.ssa = SSAScopes(self)
        self.deferred_locs: list[Operation | BlockArgument] = []
        self._tail_cache: dict[str, tuple[OperationState, int, object]] = {}
        self._custom_ops: dict[str, tuple[str, type[Operation], Any, str]] = {}
        """Custom-form op names (with the default dialect when they have no
        dot) -> ``_custom_op``'s answer, found once per parse."""
        self._type_offset = 0
        self._ascii = self.source.text.isascii()
        self._line_starts: list[int] | None = None
        """``_line_table``, made when the first op location is."""
        self._line = 0
        """The line index of the last op location."""
        self.default_dialects = ["builtin"]
        self.name_offsets: list[int] = []
        """Where the names of the custom ops being parsed start (innermost
        last): MLIR's ``getNameLoc`` for their parse hooks."""
        self.op_names: list[str] = []
        self.memo: LineMemo | None = LineMemo() if memo else None
        """Custom-form lines parsed before, by shape (see ``line_memo``)."""
        """The names of the custom ops being parsed (innermost last)."""
        """MLIR's default-dialect stack: the prefix a custom op name without a
        dialect gets (the ``getDefaultDialect`` of the custom op around it)."""

    def load_dialect(self, name: str) -> Dialect | None:
        """The Context's dialect ``name``, loaded on first use if it can."""
        return self.context.get_or_load_dialect(name)

    def check_unregistered_value(self, what: str, dialect: str, at: int) -> None:
        """``OpaqueAttr``/``OpaqueType::verify``: text of a dialect the
        Context cannot load is an error unless unregistered dialects are
        allowed (``what``: the value as MLIR's message shows it)."""
        if self.context.allow_unregistered_dialects:
            return
        if dialect in self.dialects or self.load_dialect(dialect) is not None:
            return
        self.error(
            f"{what} created with unregistered dialect. If this is intended, "
            "please call allowUnregisteredDialects() on the MLIRContext, or use "
            "-allow-unregistered-dialect with the MLIR opt tool used",
            at,
        )

    def known_dialects(self) -> Collection[str]:
        """mlir-opt's dialects and those loaded into the context."""
        return MLIR_OPT_DIALECTS | self.context.dialects.keys()

    # -- errors with notes -------------------------------------------------------
    def error_with_note(
        self, message: str, at: int, note: str, note_at: int
    ) -> NoReturn:
        """Raise an error at ``at`` with a note at ``note_at``."""
        raise MLIRParseError(
            [
                Diagnostic(Level.ERROR, message, Span(self.source, at, at)),
                Diagnostic(Level.NOTE, note, Span(self.source, note_at, note_at)),
            ]
        )

    # -- top level -----------------------------------------------------------------
    def parse_module(self, line: int = 0, col: int = 0) -> Operation:
        """Parse the file; return its single ``builtin.module`` or a wrapping one.

        ``line``/``col``: the location of a wrapping module (a split chunk's start).
        """
        block = Block()
        self.ssa.push(isolated=True)
        while True:
            tok = self.tok
            kind = tok.kind
            if kind is _EOF:
                break
            if kind in (
                TokenKind.HASH_IDENT,
                TokenKind.EXCL_IDENT,
                TokenKind.FILE_METADATA_BEGIN,
            ):
                self.parse_top_level_definition()
            elif not self.replay_lines(block):
                self.parse_operation(block)
        self.finalize(block)
        merge_resources(self.context.resources, self.resources)
        first = block.first_op
        if first is not None and first is block.last_op and isinstance(first, ModuleOp):
            block.unlink(first)
            return first
        module = ModuleOp.create(
            regions=1, location=FileLineColLoc.get(self.source.path, line, col)
        )
        body = module.regions[0].add_block()
        op = block.first_op
        while op is not None:
            nxt = op.next
            block.unlink(op)
            body.append(op)
            op = nxt
        return module

    def finalize(self, block: Block) -> None:
        """Report undefined values, resolve deferred location aliases."""
        self.ssa.check_forward_refs()
        for target in self.deferred_locs:
            target.location = self.resolve_location(target.location)  # type: ignore[arg-type]
        self.ssa.pop()

    # -- operations ----------------------------------------------------------------
    def parse_operation(self, block: Block) -> Operation:
        """Parse one operation (with its results) and append it to ``block``."""
        tok = self.tok
        start = tok.start
        results: list[tuple[str, int, int]] = []
        named = None
        if tok.kind is _PERCENT and self.memo is not None:
            named = _NAMED_CUSTOM_RE.match(self.source.text, start)
            if named is not None:
                op = self._replay_named(block, named)
                if op is not None:
                    return op
                # `%name = ` read as _parse_result_ids reads it.
                results = [(named.group(1), 1, start)]
                self.prev_end = named.end() - 1
                self.tok = self.lexer.relex(named.end())
        if named is None and (tok.kind is _PERCENT or tok.kind is _STRING):
            head = _HEAD_RE.match(self.source.text, start)
            if head is not None and _plain_count(head.group(2)):
                return self._parse_simple_head(block, head)
            if tok.kind is _PERCENT:
                results = self._parse_result_ids()
        tok = self.tok
        if tok.kind is _STRING:
            op = self.parse_generic_operation()
        elif tok.kind is _BARE and not _INT_TYPE.fullmatch(tok.text):
            op = self.parse_custom_operation(results)
        else:  # MLIR lexes `i32` & co. as type tokens, never op names
            self.error_wrong_token("expected operation name in quotes")
        block.append(op)
        if results:
            self._define_results(op, results, start)
        return op

    replay_lines = replay_lines
    """Append the ops of the lines from the current token that the line memo
    rebuilds, if any (see ``line_replay``)."""

    def _replay_named(self, block: Block, named: re.Match[str]) -> Operation | None:
        """``%name = op ...`` rebuilt from the memo, when a line of its shape
        with one result was kept (None: parse it)."""
        memo = self.memo
        start = named.end()
        line = memo.cut(self.source.text, start, self.default_dialects[-1])  # type: ignore[union-attr]
        if line is None:
            return None
        kept = memo.peek(line)  # type: ignore[union-attr]
        masked = memo.peek_masked(line)  # type: ignore[union-attr]
        if not kept and not masked:
            return None
        following = self.lexer.relex(line.end)
        op = self._replay(line, start, kept, masked, following, single=True)
        if op is None:
            self.tok = self.lexer.relex(self.tok.start)
            return None
        self.tok = following
        self.prev_end = line.stop
        block.append(op)
        self.ssa.define(named.group(1), 0, op.results[0], named.start())
        return op

    def _replay(
        self,
        line: LineKey,
        start: int,
        kept: dict[str, MemoEntry] | None,
        masked: dict[str, MaskedEntry] | None,
        following: Token,
        single: bool = False,
    ) -> Operation | None:
        """The op of ``line`` from its masked shape's or its shape's entry for
        the token ``following`` it (``single``: only an op of one result)."""
        after = next_class(following)
        if masked:
            found = masked.get(after)
            if found is not None and (not single or len(found.entry.result_types) == 1):
                op = replay_masked(self, found, line, self.op_location(start))
                if op is not None:
                    return op
        if kept:
            entry = kept.get(after)
            if entry is not None and (not single or len(entry.result_types) == 1):
                return replay(self, entry, line, self.op_location(start))
        return None

    def _parse_result_ids(self) -> list[tuple[str, int, int]]:
        results = []
        while True:
            tok = self.tok
            if tok.kind is not _PERCENT:
                self.error_wrong_token("expected valid ssa identifier")
            self.consume()
            count = 1
            if self.tok.text == ":":
                self.consume()
                num = self.tok
                if num.kind is not TokenKind.INTEGER:
                    self.error_wrong_token("expected integer number of results")
                count = int_literal(num.text)
                if not 1 <= count < 1 << 64:
                    self.error("expected named operation to have at least 1 result")
                self.consume()
            results.append((tok.text, count, tok.start))
            if self.tok.text != ",":
                break
            self.consume()
        self.expect("=", "expected '=' after SSA name")
        return results

    def _define_results(
        self, op: Operation, ids: list[tuple[str, int, int]], start: int
    ) -> None:
        if len(ids) == 1 and len(op.results) == 1 and ids[0][1] == 1:
            self.ssa.define(ids[0][0], 0, op.results[0], ids[0][2])
            return
        expected = sum(count for _, count, _ in ids)
        if not op.results:
            self.error("cannot name an operation with no results", start)
        if expected != len(op.results):
            self.error(
                f"operation defines {len(op.results)} results but was provided "
                f"{expected} to bind",
                start,
            )
        index = 0
        define = self.ssa.define
        for name, count, offset in ids:
            for sub in range(count):
                define(name, sub, op.results[index], offset)
                index += 1

    def op_location(self, offset: int) -> LocationAttr:
        """The ``file:line:col`` location of source offset ``offset`` (byte column)."""
        starts = self._line_starts
        if starts is None:
            starts = self._line_starts = self._line_table()
        # SourceFile.line_col, without its bisection when the offset is on the
        # line of the last location or the next (the ops' order): index k
        # spans [starts[k], starts[k + 1]).
        k = self._line
        if offset >= starts[k + 1]:
            k += 1
            if offset >= starts[k + 1]:
                k = bisect_right(starts, offset) - 1
        elif offset < starts[k]:
            k = bisect_right(starts, offset) - 1
        self._line = k
        begin = starts[k]
        col = offset - begin + 1
        if not self._ascii:
            prefix = self.source.text[begin:offset]
            col = len(prefix.encode("utf-8", "surrogateescape")) + 1
        k += 1
        path = self.source.path
        found = interned((FileLineColLoc, path, k, col, k, col))  # FileLineColLoc.at
        if found is None:
            return FileLineColLoc.at(path, k, col)
        return found  # type: ignore[return-value]

    def _line_table(self) -> list[int]:
        """The source's line starts and, past the last line, the end of the
        text plus one (no offset reaches it)."""
        return [*self.source.line_starts(), len(self.source.text) + 1]

    def parse_generic_operation(self) -> Operation:
        """``"name"(operands)[succs] <props> (regions) {attrs} : type loc(...)``."""
        name_tok = self.consume()
        name = name_tok.string_value()
        if not name:
            self.error("empty operation name is invalid", name_tok)
        if "\0" in name:
            self.error("null character not allowed in operation name", name_tok)
        cls = self.context.lookup_or_load_op_class(name)
        if cls is None:
            self._check_unregistered(name, self.tok.start)
        state = OperationState(name, self.op_location(name_tok.start))
        self.expect("(", "expected '(' to start operand list")
        operands = self.parse_optional_ssa_use_list()
        self.expect(")", "expected ')' to end operand list")
        op = self._parse_generic_rest(state, cls, operands)
        self._check_properties(op, name_tok.start)
        return op

    def _parse_simple_head(self, block: Block, head: re.Match[str]) -> Operation:
        """Fast path for ``%r = "name"(%a, %b#1)`` spelled as mlir-opt prints it."""
        name = head.group(3)[1:-1]
        cls = self.context.lookup_or_load_op_class(name)
        if cls is None:
            self._check_unregistered(name, head.end(3))
        state = OperationState(name, self.op_location(head.start(3)))
        operands: list[UnresolvedOperand] = []
        uses = head.group(4)
        if uses:
            base = head.start(4)
            for use in _USE_RE.finditer(uses):
                value, _, number = use.group().partition("#")
                operands.append(
                    UnresolvedOperand(
                        value, int(number) if number else 0, base + use.start()
                    )
                )
        self.reset_to(head.end())
        op = self._parse_generic_rest(state, cls, operands)
        self._check_properties(op, head.start(3))
        block.append(op)
        result = head.group(1)
        if result is not None:
            count = parse_decimal(head.group(2) or "1")
            self._define_results(op, [(result, count, head.start(1))], head.start(1))
        return op

    def _parse_generic_rest(
        self,
        state: OperationState,
        cls: type[Operation] | None,
        operands: list[UnresolvedOperand],
    ) -> Operation:
        """Everything after the operand list, reusing identical rest-of-line parses."""
        text = self.source.text
        start = self.tok.start
        end = text.find("\n", start)
        if end < 0:
            end = len(text)
        key = text[start:end]
        hit = self._tail_cache.get(key)
        if hit is not None:
            return self._op_from_tail(state, cls, operands, hit, start, end)
        self.parse_generic_after_operands(state, cls, operands)
        op = self.create_operation(state, cls, complete=False)
        explicit_loc = self.parse_trailing_location(op)
        if (
            not state.regions
            and not state.successors
            and self.tok.start >= end
            and self.prev_end <= end  # the op ends on its first line
            and not text[self.prev_end : end].strip()
        ):
            loc = op.location if explicit_loc else None
            self._tail_cache[key] = (state, self._type_offset - start, loc)
        return op

    def _op_from_tail(
        self,
        state: OperationState,
        cls: type[Operation] | None,
        operands: list[UnresolvedOperand],
        hit: tuple[OperationState, int, object],
        start: int,
        end: int,
    ) -> Operation:
        """Build an op whose rest-of-line text was parsed before (same meaning)."""
        cached, type_offset, loc = hit
        inputs = cached.operands_types
        if len(inputs) != len(operands):
            self._operand_count_error(len(operands), len(inputs), start + type_offset)
        props = cached.properties
        state.properties = dict(props) if isinstance(props, dict) else props
        state.attributes = dict(cached.attributes)
        state.result_types = cached.result_types
        resolve = self.ssa.resolve
        state.operands = [resolve(use, ty) for use, ty in zip(operands, inputs)]
        op = self.create_operation(state, cls, complete=False)
        if loc is not None:
            op.location = loc
            if isinstance(loc, DeferredLoc):
                self.deferred_locs.append(op)
        self.reset_to(end)
        return op

    def _check_properties(self, op: Operation, offset: int) -> None:
        """A registered op's property conversion (``invalid properties ...``),
        then its properties completed (inherent attributes, defaults)."""
        cls = type(op)
        convert = getattr(cls, "property_conversion_error", None)
        if convert is not None and op.properties is not None:
            message = convert(op.properties)
            if message is not None:
                self.error(message, offset)
            kinds = getattr(cls, "_ODS_PROPERTY_KINDS", ())
            if kinds and isinstance(op.properties, dict):
                op.properties = dict(op.properties)  # the parser may share it
                cls.canonical_properties(op.properties)  # type: ignore[attr-defined]
        if op.attributes and cls._ODS_INHERENT:
            if op.properties is None and not cls._ODS_INHERENT.isdisjoint(
                op.attributes
            ):
                self._check_inherent_attrs(op, offset)
        if op.attributes or cls._ODS_DEFAULTS or cls._ODS_SEGMENT_GROUPS:
            self.context.init_properties(op)

    def _check_inherent_attrs(self, op: Operation, offset: int) -> None:
        """Inherent attributes written among the discardable ones (no
        ``<{...}>``) meet their constraints (``verifyInherentAttrs``)."""
        check = getattr(type(op), "_ods_inherent_attr_error", None)
        message = check(op.attributes) if check is not None else None
        if message is not None:
            self.error(f"'{op.name}' op {message}", offset)

    def _operand_count_error(self, count: int, types: int, offset: int) -> NoReturn:
        plural = "\0" if count == 1 else "s"  # mlir-opt prints a NUL here
        self.error(f"expected {count} operand type{plural} but had {types}", offset)

    def _check_unregistered(self, name: str, offset: int) -> None:
        ctx = self.context
        if ctx.allow_unregistered_dialects:
            return
        if ctx.is_registered_dialect(name.split(".", 1)[0]):
            return
        self.error(
            "operation being parsed with an unregistered dialect. If this is "
            "intended, please use -allow-unregistered-dialect with the MLIR tool used",
            offset,
        )

    def parse_generic_after_name(
        self, state: OperationState, cls: type[Operation] | None
    ) -> None:
        """Parse the generic form after the op name into ``state``."""
        self.expect("(", "expected '(' to start operand list")
        operands = self.parse_optional_ssa_use_list()
        self.expect(")", "expected ')' to end operand list")
        self.parse_generic_after_operands(state, cls, operands)

    def parse_generic_after_operands(
        self,
        state: OperationState,
        cls: type[Operation] | None,
        operands: list[UnresolvedOperand],
    ) -> None:
        """Successors, properties, regions, attributes and the function type."""
        text = self.tok.text
        if text == "[":
            if cls is not None and cls.registered and IsTerminator not in cls.traits:
                self.error("successors in non-terminator")
            state.successors = self.parse_successors()
            text = self.tok.text
        if text == "<":
            self.consume()
            props = self.parse_attribute()
            self.expect(">", "expected '>' to close properties")
            state.properties = (
                dict(props.items) if isinstance(props, DictionaryAttr) else props
            )
            text = self.tok.text
        if text == "(":
            self.consume()
            while True:
                region = Region()
                # MLIR's generic form never opens an isolated name scope: an
                # IsolatedFromAbove op's regions still see (and may not redefine)
                # outer names; the verifier rejects uses from above.
                self.parse_region(region, isolated=False)
                state.regions.append(region)
                if self.tok.text != ",":
                    break
                self.consume()
            self.expect(")", "expected ')' to end region list")
            text = self.tok.text
        if text == "{":
            state.attributes = dict(self.parse_attribute_dict().items)
        self.expect(":", "expected ':' followed by operation type")
        type_tok = self.tok
        self._type_offset = type_tok.start
        fn_type = self.parse_type()
        if not isinstance(fn_type, FunctionType):
            self.error("expected function type", type_tok)
        state.result_types = list(fn_type.results)
        inputs = fn_type.inputs
        state.operands_types = inputs
        if len(inputs) != len(operands):
            self._operand_count_error(len(operands), len(inputs), type_tok.start)
        resolve = self.ssa.resolve
        state.operands = [resolve(use, ty) for use, ty in zip(operands, inputs)]

    def create_operation(
        self,
        state: OperationState,
        cls: type[Operation] | None,
        complete: bool = True,
    ) -> Operation:
        """Build the op described by ``state``; ``complete``: with its properties
        completed (``Context.init_properties``; the generic form does it after
        checking the ones it read)."""
        op = (cls or Operation).create(
            state.name,
            state.operands,
            state.result_types,
            state.properties,
            state.attributes,
            state.regions,
            state.successors,
            state.location,
        )
        if (
            complete
            and cls is not None
            and (cls._ODS_DEFAULTS or (state.attributes and cls._ODS_INHERENT))
        ):
            self.context.init_properties(op)
        return op

    def parse_custom_operation(self, results: list[tuple[str, int, int]]) -> Operation:
        """An op in its custom form, through the op class's ``parse`` hook (or
        rebuilt from the memo of a line of the same shape)."""
        memo = self.memo
        if memo is None:
            return self._parse_custom(results, None)
        start = self.tok.start
        line = memo.cut(self.source.text, start, self.default_dialects[-1])
        if line is None:
            return self._parse_custom(results, None)
        kept = memo.shape(line)
        masked = memo.peek_masked(line)
        if kept or masked:
            following = self.lexer.relex(line.end)
            op = self._replay(line, start, kept, masked, following)
            if op is not None:
                self.tok = following
                self.prev_end = line.stop
                return op
            self.tok = self.lexer.relex(start)
        if kept is None and line.masked is None:
            return self._parse_custom(results, None)  # recorded when it comes again
        return self._parse_custom(results, line)

    def _parse_custom(
        self, results: list[tuple[str, int, int]], line: LineKey | None
    ) -> Operation:
        """The parse hook's run; with ``line``, kept in the memo if it may be."""
        name_tok = self.consume()
        spelled = name_tok.text
        key = spelled if "." in spelled else self.default_dialects[-1] + "." + spelled
        found = self._custom_ops.get(key)
        if found is None:
            found = self._custom_ops[key] = self._custom_op(name_tok)
        name, cls, parse, default_dialect = found
        state = OperationState(name, self.op_location(name_tok.start))
        state.result_names = results
        location = state.location
        self.default_dialects.append(default_dialect)
        self.name_offsets.append(name_tok.start)
        self.op_names.append(name)
        outer, self.resolved = self.resolved, [] if line is not None else None
        outer_literals = self.int_literals
        self.int_literals = [] if line is not None and line.masked else None
        outer_blind, self.literal_blind = self.literal_blind, False
        try:
            parse(self, state)
        finally:
            self.default_dialects.pop()
            self.name_offsets.pop()
            self.op_names.pop()
            resolved, self.resolved = self.resolved, outer
            literals, self.int_literals = self.int_literals, outer_literals
            blind, self.literal_blind = self.literal_blind, outer_blind
        op = self.create_operation(state, cls)
        explicit_loc = self.parse_trailing_location(op)
        memo = self.memo
        if line is not None and resolved is not None and memo is not None:
            if not explicit_loc and op.location is location:
                memo.record(line, self, op, resolved)
                if literals is not None and blind:
                    memo.record_masked(line, self, op, resolved, literals)
        return op

    def _custom_op(self, name_tok: Token) -> tuple[str, type[Operation], Any, str]:
        """The op a custom-form name spells: its name, class, ``parse`` hook and
        default dialect (an error if it has none)."""
        name = name_tok.text
        cls = self.context.lookup_or_load_op_class(name)
        if cls is None and "." not in name:
            name = self.default_dialects[-1] + "." + name
            cls = self.context.op_classes.get(name)
        parse = getattr(cls, "parse", None) if cls is not None else None
        if cls is None or parse is None:
            self.unknown_custom_op(name_tok.text, name, name_tok.start)
        return name, cls, parse, getattr(cls, "default_dialect", "")

    def unknown_custom_op(self, spelled: str, name: str, at: int) -> NoReturn:
        """mlir-opt's error for a custom op it cannot parse (``name``: the name
        tried, with the default dialect when ``spelled`` has none)."""
        tried = f" (tried '{name}' as well)" if name != spelled else ""
        dialect = name.partition(".")[0]
        known = self.known_dialects()
        if dialect not in known:
            listed = ", ".join(sorted(known))
            self.error_with_note(
                f"Dialect `{dialect}' not found for custom op '{spelled}' {tried}",
                at,
                f"Available dialects: {listed} ; {_DIALECT_FAQ}",
                at,
            )
        self.error(f"custom op '{spelled}' is unknown{tried}", at)

    def parse_successors(self) -> list[Block]:
        """``[`` ^bb (`,` ^bb)* ``]``."""
        self.expect("[", "expected '['")
        if self.tok.text == "]":
            self.error_wrong_token("expected list element")
        blocks = [self.parse_successor()]
        while self.tok.text == ",":
            self.consume()
            blocks.append(self.parse_successor())
        self.expect("]", "expected ',' or ']'")
        return blocks

    def parse_successor(self) -> Block:
        """One ``^name`` successor reference."""
        tok = self.tok
        if tok.kind is not _CARET:
            self.error_wrong_token("expected block name")
        self.consume()
        return self.ssa.block_named(tok.text, tok.start)

    # -- locations -------------------------------------------------------------------
    def parse_trailing_location(self, target: Operation | BlockArgument) -> bool:
        """An optional ``loc(...)`` (possibly a forward ``#alias``) for ``target``."""
        tok = self.tok
        if tok.kind is not _BARE or tok.text != "loc":
            return False
        loc = self.parse_location(True)
        if isinstance(loc, DeferredLoc):
            self.deferred_locs.append(target)
        target.location = loc
        return True


def _plain_count(digits: str | None) -> bool:
    """Whether a ``%x:N`` result count takes the fast path (1 <= N < 2**64)."""
    return digits is None or (digits[0] != "0" and len(digits) < 20)


def parse_source(
    text: str, context: Context | None = None, path: str = "<stdin>"
) -> Operation:
    """Parse MLIR text into a ``builtin.module`` (raises MLIRParseError)."""
    ctx = context if context is not None else Context(allow_unregistered_dialects=True)
    return Parser(SourceFile(path, text), ctx).parse_module()
