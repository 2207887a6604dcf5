"""The one Jinja environment of the backends (templates live in ``templates/``).

Compiled templates are kept in ``<cache dir>/templates`` (Jinja's bytecode
cache, checked against each template's source checksum), so a run does not
lex, parse and compile the templates again; like ``__pycache__``, this is
independent of the rebuild cache that ``--no-cache`` bypasses.
"""

from __future__ import annotations

import os
from functools import lru_cache

import jinja2

from tblgen_py.backends.doc_text import nest_headings
from tblgen_py.backends.names import docstring_lines, py_string
from tblgen_py.support.cache_dir import default_cache_dir


def _docstring_filter(text: str, indent: str = "") -> str:
    """The ``docstring`` filter: ``text`` as a safe, black-clean docstring."""
    return "\n".join(docstring_lines(text, indent))


TEMPLATE_FILTERS: dict[str, object] = {
    "docstring": _docstring_filter,
    "py_string": py_string,
    "nest_headings": nest_headings,
}
"""Every string from the input reaches a generated module through one of these
(Markdown pages take input text as it is, as mlir-tblgen does; ``nest_headings``
lowers their headings a level)."""
_SYNTAX_OPTIONS = (
    "block_start_string",
    "block_end_string",
    "variable_start_string",
    "variable_end_string",
    "comment_start_string",
    "comment_end_string",
    "line_statement_prefix",
    "line_comment_prefix",
    "trim_blocks",
    "lstrip_blocks",
    "newline_sequence",
    "keep_trailing_newline",
    "autoescape",
    "optimized",
)


def template_dir() -> str:
    """The ``templates/`` directory (next to the package, or shipped inside it)."""
    package = os.path.dirname(os.path.dirname(os.path.realpath(__file__)))
    for root in (package, os.path.dirname(package)):
        candidate = os.path.join(root, "templates")
        if os.path.isdir(candidate):
            return candidate
    raise FileNotFoundError("mlir-tblgen-py templates directory not found")


class TemplateCodeCache(jinja2.FileSystemBytecodeCache):
    """Jinja's file bytecode cache; write failures are ignored.

    Keys include ``options`` (the Jinja version and the environment's syntax
    options), which the compiled code depends on besides the template source.
    """

    def __init__(self, directory: str, options: str) -> None:
        super().__init__(directory)
        self.options = options

    def get_cache_key(self, name: str, filename: str | None = None) -> str:
        """The key of a template under these options."""
        return super().get_cache_key(f"{name}|{self.options}", filename)

    def dump_bytecode(self, bucket: jinja2.bccache.Bucket) -> None:
        """Store compiled code, ignoring file-system errors."""
        try:
            super().dump_bytecode(bucket)
        except OSError:
            pass


def template_code_cache(env: jinja2.Environment) -> TemplateCodeCache | None:
    """The compiled-template cache of ``env``; None if its directory cannot be made."""
    directory = os.path.join(default_cache_dir(), "templates")
    try:
        os.makedirs(directory, exist_ok=True)
    except OSError:
        return None
    values = [repr(getattr(env, name)) for name in _SYNTAX_OPTIONS]
    return TemplateCodeCache(directory, "|".join([jinja2.__version__, *values]))


@lru_cache(maxsize=1)
def environment() -> jinja2.Environment:
    """The shared environment: strict undefined, trimmed blocks, kept newline."""
    env = jinja2.Environment(
        loader=jinja2.FileSystemLoader(template_dir()),
        undefined=jinja2.StrictUndefined,
        trim_blocks=True,
        lstrip_blocks=True,
        keep_trailing_newline=True,
        autoescape=False,
    )
    env.filters.update(TEMPLATE_FILTERS)
    env.bytecode_cache = template_code_cache(env)
    return env


def render(template: str, **context: object) -> str:
    """Render ``template`` (a path under ``templates/``) with ``context``."""
    return environment().get_template(template).render(**context)
