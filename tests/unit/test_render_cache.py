"""The compiled-template cache of ``backends.render``."""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path

import jinja2
import pytest

from tblgen_py.backends import render
from tblgen_py.support.cache_dir import CACHE_ENV

CONTEXT: dict[str, object] = {
    "input_path": "in.td",
    "doc_lines": ["Doc."],
    "imports": [],
    "dialect_lines": ['DIALECT_NAMESPACES = ("t",)'],
    "checks": [],
    "ops": [],
    "has_formats": False,
    "footer": ["OPS = ()"],
}


@pytest.fixture
def cache_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """A fresh cache directory and a fresh environment using it."""
    monkeypatch.setenv(CACHE_ENV, str(tmp_path))
    render.environment.cache_clear()
    yield tmp_path / "templates"
    render.environment.cache_clear()


def uncached_render() -> str:
    """The module template rendered by an environment without a cache."""
    env = jinja2.Environment(
        loader=jinja2.FileSystemLoader(str(render.template_dir())),
        undefined=jinja2.StrictUndefined,
        trim_blocks=True,
        lstrip_blocks=True,
        keep_trailing_newline=True,
    )
    env.filters.update(render.TEMPLATE_FILTERS)
    return env.get_template("ops/module.py.j2").render(**CONTEXT)


def test_compiled_templates_are_stored_and_reused(cache_dir: Path) -> None:
    first = render.render("ops/module.py.j2", **CONTEXT)
    stored = sorted(os.listdir(cache_dir))
    assert len(stored) == 3  # the module template, its header and format macros
    render.environment.cache_clear()
    assert render.render("ops/module.py.j2", **CONTEXT) == first == uncached_render()
    assert sorted(os.listdir(cache_dir)) == stored


def test_key_depends_on_environment_options(cache_dir: Path) -> None:
    env = render.environment()
    cache = env.bytecode_cache
    assert isinstance(cache, render.TemplateCodeCache)
    other = render.TemplateCodeCache(str(cache_dir), cache.options + "|changed")
    name, filename = "ops/module.py.j2", "/t/ops/module.py.j2"
    assert cache.get_cache_key(name, filename) != other.get_cache_key(name, filename)
    assert jinja2.__version__ in cache.options


def test_unwritable_cache_does_not_stop_rendering(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("not a directory")
    monkeypatch.setenv(CACHE_ENV, str(blocker))
    render.environment.cache_clear()
    try:
        assert render.environment().bytecode_cache is None
        assert render.render("ops/module.py.j2", **CONTEXT) == uncached_render()
    finally:
        render.environment.cache_clear()


def test_failed_write_is_ignored(cache_dir: Path) -> None:
    env = render.environment()
    os.chmod(cache_dir, 0o500)
    try:
        if os.access(cache_dir, os.W_OK):  # running as root: use a vanished dir
            assert isinstance(env.bytecode_cache, render.TemplateCodeCache)
            env.bytecode_cache.directory = str(cache_dir / "missing")
        assert render.render("ops/module.py.j2", **CONTEXT) == uncached_render()
    finally:
        os.chmod(cache_dir, 0o700)
