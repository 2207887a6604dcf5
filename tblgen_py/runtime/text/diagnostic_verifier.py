"""``--verify-diagnostics``: match ``// expected-error {{...}}`` comments."""

from __future__ import annotations

import re
from dataclasses import dataclass

_EXPECT_RE = re.compile(
    r"expected-(error|warning|note|remark)(-re)?"
    r"(?:\s*@(?:([+-]\d+)|(above)|(below)|(unknown)))?\s*\{\{(.*)\}\}$"
)


@dataclass
class Expectation:
    """One expected diagnostic: level, message fragment and target line."""

    level: str
    message: str
    line: int | None
    offset: int
    regex: bool = False
    matched: bool = False

    def matches(self, level: str, message: str, line: int | None) -> bool:
        """Whether an emitted diagnostic satisfies this expectation."""
        if level != self.level or line != self.line:
            return False
        if self.regex:
            return _regex_match(self.message, message)
        return self.message in message


def _regex_match(pattern: str, message: str) -> bool:
    """MLIR's ``-re`` syntax: literal text with ``{{regex}}`` pieces."""
    parts = re.split(r"\{\{(.*?)\}\}", pattern)
    regex = "".join(re.escape(p) if i % 2 == 0 else p for i, p in enumerate(parts))
    try:
        return re.search(regex, message) is not None
    except re.error:
        return False


def parse_expectations(text: str) -> list[Expectation]:
    """Every ``expected-*`` directive in ``text`` (lines are 1-based)."""
    found = []
    base = 0
    for line_no, line in enumerate(text.split("\n"), start=1):
        start, base = base, base + len(line) + 1
        if "expected-" not in line:
            continue
        for m in _EXPECT_RE.finditer(line.rstrip("\r")):
            level, regex, delta, above, below, unknown, message = m.groups()
            target: int | None = line_no
            if delta is not None:
                target = line_no + int(delta)
            elif above:
                target = line_no - 1
            elif below:
                target = line_no + 1
            elif unknown:
                target = None
            found.append(
                Expectation(level, message, target, start + m.start(), bool(regex))
            )
    return found
