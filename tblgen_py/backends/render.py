"""The one Jinja environment of the backends (templates live in ``templates/``)."""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path

import jinja2

TEMPLATE_FILTERS: dict[str, object] = {}


def template_dir() -> Path:
    """The ``templates/`` directory (next to the package, or shipped inside it)."""
    here = Path(__file__).resolve().parent
    for candidate in (here.parent / "templates", here.parent.parent / "templates"):
        if candidate.is_dir():
            return candidate
    raise FileNotFoundError("mlir-tblgen-py templates directory not found")


@lru_cache(maxsize=1)
def environment() -> jinja2.Environment:
    """The shared environment: strict undefined, trimmed blocks, kept newline."""
    env = jinja2.Environment(
        loader=jinja2.FileSystemLoader(str(template_dir())),
        undefined=jinja2.StrictUndefined,
        trim_blocks=True,
        lstrip_blocks=True,
        keep_trailing_newline=True,
        autoescape=False,
    )
    env.filters.update(TEMPLATE_FILTERS)
    return env


def render(template: str, **context: object) -> str:
    """Render ``template`` (a path under ``templates/``) with ``context``."""
    return environment().get_template(template).render(**context)
