"""A run of consecutive custom-form op lines rebuilt from the line memo.

``Parser.parse_operation`` rebuilds one memoized line at a time through
tokens: it cuts the line, looks its shape up, lexes the token after it (an
optional element may have peeked at it), resolves the uses and creates the
op.  Lines of a block body come in runs that each hit the memo (every line
of a basic block in a large file, once its shapes were parsed), so
``replay_lines`` takes a whole run in one loop over the text: one regex
match per line for the token after it, the line number counted along, no
``Token`` made until the run ends.

It rebuilds a line only when ``Parser.parse_operation`` would rebuild it
from the memo with nothing to report (each use defined before with its
recorded type, each masked literal in range, a fresh result name): on
anything else the run stops before the line, with no side effect, and the
parser reads the line the usual way (and reports what is wrong with it).
"""

from __future__ import annotations

import re
from bisect import bisect_right
from typing import TYPE_CHECKING

from tblgen_py.runtime.ir.block import Block
from tblgen_py.runtime.ir.location import FileLineColLoc
from tblgen_py.runtime.ir.types import interned
from tblgen_py.runtime.text.lexer import TokenKind, token_class
from tblgen_py.runtime.text.line_memo import UNCUT, MemoEntry, literal_attr

if TYPE_CHECKING:
    from tblgen_py.runtime.text.parser import Parser

_ID = r"(?:[0-9]+|[A-Za-z$._\-][A-Za-z0-9$._\-]*)"
_NAMED = re.compile(rf"(%{_ID}) = (?=[A-Za-z_])")
"""``%name = op...`` spelled as printers write it (one result)."""
_PERCENT = TokenKind.PERCENT_IDENT
_BARE = TokenKind.BARE_IDENT
_FILE_LINE_COL = FileLineColLoc


def replay_lines(parser: Parser, block: Block) -> bool:
    """Append to ``block`` the ops of the lines from the current token for
    as long as each is rebuilt from the memo; False: the first one is not
    (``parser.tok`` is then unchanged)."""
    memo = parser.memo
    tok = parser.tok
    kind = tok.kind
    if memo is None or (kind is not _PERCENT and kind is not _BARE):
        return False
    text = parser.source.text
    dialect = parser.default_dialects[-1]
    entries = memo.entries
    masked_entries = memo.masked
    cut_parts = memo.cut_parts
    cut_lines = memo.lines
    scope = parser.ssa.isolated[-1]
    values = scope.values
    defs = scope.defs[-1]
    path = parser.source.path
    location_at = FileLineColLoc.at
    starts = parser._line_starts
    if starts is None:
        starts = parser._line_starts = parser._line_table()
    line_index = parser._line
    ascii_text = parser._ascii
    pos = tok.start
    last = None
    last_op = block.last_op
    new = object.__new__
    while True:
        name = None
        op_start = pos
        if kind is _PERCENT:
            named = _NAMED.match(text, pos)
            if named is None:
                break
            name = named.group(1)
            op_start = named.end()
            if name in values:
                break  # a redefinition, or a forward reference resolved
        end = text.find("\n", op_start)
        if end < 0:
            end = len(text)
        found = cut_lines.get((dialect, text[op_start:end]), UNCUT)  # repeated lines
        if found is UNCUT:
            found, end = cut_parts(text, op_start, dialect)
        if found is None:
            memo.last = (op_start, dialect, None)  # the parser reads it next
            break
        key, parts, masked_key, literals = found
        kept = entries.get(key)
        masked = masked_entries.get(masked_key) if masked_key is not None else None
        if not kept and not masked:
            break
        after = token_class(text, end)
        if after is None:
            break  # a lexical error: the parser reports it
        next_class, next_kind, next_start = after
        entry: MemoEntry | None = None
        props: dict[str, object] | None = None
        attrs: dict[str, object]  # set with ``entry``
        if masked:
            found_masked = masked.get(next_class)
            if found_masked is not None and (
                name is None or len(found_masked.entry.result_types) == 1
            ):
                entry = found_masked.entry
                props = dict(entry.properties) if entry.properties else {}
                attrs = dict(entry.attributes)
                for (begin, finish), (in_props, attr_name, ty, negative) in zip(
                    literals, found_masked.slots
                ):
                    attr = literal_attr(
                        text[op_start + begin : op_start + finish], negative, ty
                    )
                    if attr is None:
                        entry = None
                        break
                    (props if in_props else attrs)[attr_name] = attr
                else:
                    if entry.properties is None:
                        props = None
        if entry is None and kept:
            entry = kept.get(next_class)
            if entry is not None:
                if name is not None and len(entry.result_types) != 1:
                    entry = None
                else:
                    kept_props = entry.properties
                    props = dict(kept_props) if kept_props is not None else None
                    attrs = dict(entry.attributes)
        if entry is None:
            break
        operands = []
        for index, ty in entry.resolves:
            defined = values.get(parts[2 * index + 1])
            if type(defined) is not tuple:
                break  # undefined, forward-used or numbered: the parser resolves
            value = defined[0]
            if value.type is not ty and value.type != ty:
                break
            operands.append(value)
        else:
            # The location, as Parser.op_location computes it.
            if op_start >= starts[line_index + 1]:
                line_index += 1
                if op_start >= starts[line_index + 1]:
                    line_index = bisect_right(starts, op_start) - 1
            elif op_start < starts[line_index]:
                line_index = bisect_right(starts, op_start) - 1
            begin = starts[line_index]
            col = op_start - begin + 1
            if not ascii_text:
                col = len(text[begin:op_start].encode("utf-8", "surrogateescape")) + 1
            line_no = line_index + 1
            location = interned((_FILE_LINE_COL, path, line_no, col, line_no, col))
            if location is None:
                location = location_at(path, line_no, col)
            # Operation.create and Block.append, for a new op at the end.
            op = new(entry.cls)
            op._init(
                entry.name, operands, entry.result_types, props, attrs, 0, (), location
            )
            op.prev = last_op
            op.parent = block
            if last_op is None:
                block.first_op = op
            else:
                last_op.next = op
            block.last_op = last_op = op
            if name is not None:
                values[name] = (op.results[0], pos)
                defs.append(name)
            last = (op_start, end)
            pos = next_start
            kind = next_kind
            if kind is _PERCENT or kind is _BARE:
                continue
        break
    if last is None:
        return False
    parser._line = line_index
    parser.prev_end = last[0] + len(text[last[0] : last[1]].rstrip())
    parser.tok = parser.lexer.relex(pos)
    return True
