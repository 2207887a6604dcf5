"""MLIR's textual pass pipelines: ``builtin.module(func.func(canonicalize{...}), cse)``.

``parse_pass_pipeline`` reads the anchored form (``op-name(elements)``) into an
``OpPassManager``; ``add_pipeline_text`` adds the elements of an unanchored
list to a manager.  An element is a pass or pipeline name with optional
``{options}``, or an op name with a nested ``(list)``.  Errors read as
mlir-opt's, located in the pipeline text::

    MLIR Textual PassPipeline Parser:1:1: error: 'foo' does not refer to a
    registered pass or pass pipeline
"""

from __future__ import annotations

from dataclasses import dataclass, field

from tblgen_py.runtime.passes import registry
from tblgen_py.runtime.passes.errors import PassOptionError, PassPipelineError
from tblgen_py.runtime.passes.manager import Nesting, OpPassManager
from tblgen_py.support.diagnostics import SourceFile, render_at

__all__ = ["add_pipeline_text", "parse_pass_pipeline"]

BUFFER_NAME = "MLIR Textual PassPipeline Parser"
_SEPARATORS = ",(){"


@dataclass
class _Element:
    """A name at ``offset`` in the text: a pass (``options``) or op (``inner``)."""

    name: str
    offset: int
    options: str = ""
    inner: list[_Element] = field(default_factory=list)
    info: registry.PassInfo | None = None


class _PipelineText:
    """The structure of one pipeline text, then its names resolved."""

    def __init__(self, text: str) -> None:
        self.source = SourceFile(BUFFER_NAME, text)
        self.text = text

    def error(self, offset: int, message: str) -> PassPipelineError:
        rendered = render_at("error", message, self.source, offset, 1, True)
        return PassPipelineError(rendered)

    def parse(self) -> list[_Element]:
        """The elements, nested as the parentheses say."""
        text, pos = self.text, 0
        top: list[_Element] = []
        stack = [top]
        while True:
            current = stack[-1]
            sep = _find_any(text, pos)
            name_end = len(text) if sep < 0 else sep
            raw = text[pos:name_end]
            current.append(_Element(raw.strip(), pos + len(raw) - len(raw.lstrip())))
            if sep < 0:  # MLIR reports an unclosed list at this last name
                break
            pos = sep
            if text[pos] == "{":
                pos = self.parse_options(current[-1], pos)
            elif text[pos] == "(":
                stack.append(current[-1].inner)
                pos += 1
                continue
            while pos < len(text) and text[pos] == ")":
                if len(stack) == 1:
                    raise self.error(
                        pos,
                        "encountered extra closing ')' creating unbalanced "
                        "parentheses while parsing pipeline",
                    )
                stack.pop()
                pos = _skip_space(text, pos + 1)
            if pos == len(text):
                break
            if text[pos] != ",":
                raise self.error(pos, "expected ',' after parsing pipeline")
            pos += 1
        if len(stack) > 1:
            raise self.error(
                pos,
                "encountered unbalanced parentheses while parsing pipeline",
            )
        return top

    def parse_options(self, element: _Element, brace: int) -> int:
        """Store ``{...}`` after a name as its options; the offset after them."""
        depth, i = 1, brace + 1
        while i < len(self.text):
            if self.text[i] == "{":
                depth += 1
            elif self.text[i] == "}":
                depth -= 1
                if depth == 0:
                    element.options = self.text[brace + 1 : i]
                    return _skip_space(self.text, i + 1)
            i += 1
        raise self.error(brace, "missing closing '}' while processing pass options")

    def resolve(self, elements: list[_Element]) -> None:
        """Find each pass or pipeline name in the registry."""
        for element in elements:
            if element.inner:
                self.resolve(element.inner)
                continue
            element.info = registry.lookup(element.name)
            if element.info is None:
                raise self.error(
                    element.offset,
                    f"'{element.name}' does not refer to a registered pass or "
                    "pass pipeline",
                )


def _find_any(text: str, pos: int) -> int:
    for i in range(pos, len(text)):
        if text[i] in _SEPARATORS:
            return i
    return -1


def _skip_space(text: str, pos: int) -> int:
    while pos < len(text) and text[pos] in " \t\n\r\f\v":
        pos += 1
    return pos


def _add_elements(elements: list[_Element], manager: OpPassManager) -> None:
    for element in elements:
        try:
            if element.info is not None:
                element.info.add_to_pipeline(manager, element.options)
                continue
            _add_elements(element.inner, manager.nest(element.name))
        except PassOptionError as err:
            raise registry.option_failure(err, element.name, element.options) from None
        except PassPipelineError as err:
            suffix = "` to inner pipeline" if element.info is None else "`"
            raise PassPipelineError(
                f"{err.message}\nfailed to add `{element.name}` with options "
                f"`{element.options}{suffix}",
                err.cl_messages,
            ) from None


def add_pipeline_text(text: str, manager: OpPassManager) -> None:
    """Add the elements of ``text`` (``a,b(c)``) to ``manager``, nesting explicitly."""
    if not text:
        return
    pipeline = _PipelineText(text)
    elements = pipeline.parse()
    pipeline.resolve(elements)
    saved = manager.nesting
    manager.nesting = Nesting.EXPLICIT
    try:
        _add_elements(elements, manager)
    finally:
        manager.nesting = saved


def parse_pass_pipeline(text: str) -> OpPassManager:
    """An ``op-name(elements)`` pipeline as a manager anchored on ``op-name``."""
    text = text.strip()
    start = text.find("(")
    if start <= 0 or not text.endswith(")"):
        raise PassPipelineError(
            "expected pass pipeline to be wrapped with the anchor operation type, "
            "e.g. 'builtin.module(...)'"
        )
    manager = OpPassManager(text[:start].rstrip(), Nesting.IMPLICIT)
    add_pipeline_text(text[start + 1 : -1], manager)
    return manager
