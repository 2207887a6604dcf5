"""The rewrite backends are one emitter over the pattern model, for every language.

DRR's ``--gen-rewriters``, ``mlir-pdll-py -x=python`` and ``--load-pdl`` of PDL
text all build their class bodies with ``rewrite_match.emit_pattern`` (the one
walk of the match, which hands over to ``rewrite_build``, the one walk of the
rewrite) and print the one module template.  Statically: only those two
modules dispatch on the kinds of model nodes that walking needs, only
``rewrite_match`` on match-only kinds, and one template defines
``match_and_rewrite``.  Dynamically: each language's generator reaches
``emit_pattern`` once per pattern, and only through ``rewrite_body``.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

import tblgen_py
from tblgen_py.backends import rewrite_body
from tblgen_py.backends.rewrite_context import PatternContext
from tblgen_py.backends.rewrite_match import emit_pattern
from tblgen_py.backends.render import template_dir
from tblgen_py.patterns.model import Pattern

PACKAGE = Path(tblgen_py.__file__).parent
ROOT = PACKAGE.parent

WALKERS = {"backends/rewrite_match.py", "backends/rewrite_build.py"}
"""The modules that walk match and rewrite nodes."""

NODE_READERS = WALKERS | {
    "backends/rewrite_context.py",  # the module constant of a literal node
    "backends/rewrite_native.py",  # the native code a module defines
}
"""Modules outside ``patterns/`` that may look at a node's kind at all."""

MATCH_ONLY = {"OPERAND", "OPERANDS", "CONSTRAINT"}


def _kinds_used(path: Path) -> set[str]:
    """The ``NodeKind.<member>`` names a module reads."""
    tree = ast.parse(path.read_text(), str(path))
    return {
        node.attr
        for node in ast.walk(tree)
        if isinstance(node, ast.Attribute)
        and isinstance(node.value, ast.Name)
        and node.value.id == "NodeKind"
    }


def _modules() -> dict[str, set[str]]:
    found = {}
    for path in sorted(PACKAGE.rglob("*.py")):
        rel = path.relative_to(PACKAGE).as_posix()
        if rel.startswith(("patterns/", "pdll/", "drr/", "runtime/")):
            continue
        kinds = _kinds_used(path)
        if kinds:
            found[rel] = kinds
    return found


def test_only_the_emitter_reads_node_kinds() -> None:
    modules = _modules()
    assert set(modules) <= NODE_READERS, sorted(set(modules) - NODE_READERS)
    assert WALKERS <= set(modules)


def test_only_the_match_walker_reads_match_nodes() -> None:
    readers = {
        rel
        for rel, kinds in _modules().items()
        if kinds & MATCH_ONLY and rel != "backends/rewrite_native.py"
    }
    assert readers == {"backends/rewrite_match.py"}
    native = _modules().get("backends/rewrite_native.py", set())
    assert native & MATCH_ONLY <= {"CONSTRAINT"}


def test_one_module_template() -> None:
    templates = [
        path.relative_to(template_dir()).as_posix()
        for path in Path(template_dir()).rglob("*.j2")
        if "def match_and_rewrite" in path.read_text()
    ]
    assert templates == ["rewrites/module.py.j2"]


@pytest.fixture
def walked(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """The origin of every pattern ``emit_pattern`` walks."""
    origins: list[str] = []

    def spy(ctx: PatternContext, model: Pattern) -> None:
        origins.append(model.origin)
        emit_pattern(ctx, model)

    monkeypatch.setattr(rewrite_body, "emit_pattern", spy)
    return origins


def test_drr_goes_through_the_one_walk(
    walked: list[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    from tblgen_py.backends.rewrites import generate
    from tblgen_py.frontend.session import parse_records

    monkeypatch.chdir(ROOT)
    parsed = parse_records("td/examples/DrrBasics.td", include_dirs=["td"])
    assert parsed.ok and parsed.keeper is not None
    text = generate(parsed.keeper, "DrrBasics.td").text
    assert walked and set(walked) == {"DRR"}
    assert text.count("def match_and_rewrite") == len(walked)


def test_pdll_and_pdl_go_through_the_one_walk(walked: list[str]) -> None:
    from tblgen_py.tools.pdl_loading import pdl_to_python, pdll_to_python

    text = pdll_to_python(str(ROOT / "bench/addzero.pdll"))
    assert walked == ["PDLL"]
    assert "class AddZero(_Pattern):" in text
    pdl = """pdl.pattern @p : benefit(1) {
  %op = pdl.operation "test.a"
  pdl.rewrite %op {
    pdl.erase %op
  }
}
"""
    text = pdl_to_python("p.mlir", pdl)
    assert walked == ["PDLL", "PDL"]
    assert "rewriter.erase_op(" in text
