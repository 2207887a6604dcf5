"""Regenerate ``generated/`` from ``td/examples`` (the ``make generate`` target).

Each example file gives ``generated/<stem>_ops.py`` (``--gen-op-defs``) and,
when it defines them, ``generated/<stem>_enums.py`` (``--gen-enum-defs``),
``<stem>_attrs.py`` (``--gen-attrdef-defs``), ``<stem>_types.py``
(``--gen-typedef-defs``) and ``<stem>_rewriters.py``, all built with ``-I td``;
each PDLL example gives ``generated/<stem>_patterns.py`` (``mlir-pdll-py -x=python``).  Output is deterministic; files are rewritten only
when their content changes.

``DIALECT_PATTERNS`` are our DRR files for MLIR's dialects (canonicalization
patterns): they include MLIR's installed ``.td`` files, so they are generated
(into ``tblgen_py/dialects/<name>/``) only where the LLVM 22 headers are.
"""

from __future__ import annotations

import sys
from collections.abc import Sequence
from pathlib import Path

EXAMPLES = (
    "Toy",
    "Operands",
    "Attributes",
    "Regions",
    "Interfaces",
    "Builders",
    "Properties",
    "Enums",
    # Attribute and type classes (AttrDef/TypeDef), with their enums.
    "AttrsAndTypes",
    "AttrTypeFormats",
    "Formats",
    # DRR examples: op classes plus --gen-rewriters patterns (drr helper).
    "DrrBasics",
    "DrrNative",
    "DrrMultiResult",
    "DrrMatchers",
    "DrrChecks",
)
PDLL_EXAMPLES = ("PdllBasics", "PdllToy")
"""``td/examples/<stem>.pdll`` -> ``generated/<stem>_patterns.py`` (``-x=python``)."""
DIALECT_PATTERNS = (
    (
        "td/dialects/arith/ArithCanonicalization.td",
        "tblgen_py/dialects/arith/canonicalization_drr.py",
        ("tblgen_py.dialects.arith.canonicalization_native",),
    ),
)
"""(our .td, the generated module, the modules supplying its native code)."""
MLIR_INCLUDE = Path("/usr/lib/llvm-22/include")
BACKENDS = (
    ("gen-op-defs", "ops"),
    ("gen-enum-defs", "enums"),
    ("gen-attrdef-defs", "attrs"),
    ("gen-typedef-defs", "types"),
    ("gen-rewriters", "rewriters"),  # only files that define patterns
)


def outputs(root: Path, flags: Sequence[str] | None = None) -> dict[Path, str]:
    """Every generated file's path and text (only backends in ``flags`` if given)."""
    from tblgen_py.backends import registry
    from tblgen_py.backends.base import BackendOptions
    from tblgen_py.frontend.session import parse_records

    result: dict[Path, str] = {}
    backends = registry()
    for stem in EXAMPLES:
        rel = f"td/examples/{stem}.td"
        parsed = parse_records(str(root / rel), include_dirs=[str(root / "td")])
        if not parsed.ok:
            raise SystemExit(f"generate: {rel} does not parse")
        for flag, suffix in BACKENDS:
            if flags is not None and flag not in flags:
                continue
            backend = backends.get(flag)
            if backend is None:
                continue
            text = backend.emit(parsed.keeper, BackendOptions(rel))
            if "\nclass " not in text:  # nothing of this kind in the file
                continue
            result[root / "generated" / f"{stem.lower()}_{suffix}.py"] = text
    if flags is None or "gen-rewriters" in flags:
        result.update(dialect_pattern_outputs(root))
    if flags is None:
        result.update(pdll_outputs(root))
    return result


def pdll_outputs(root: Path) -> dict[Path, str]:
    """The ``mlir-pdll-py -x=python`` modules of ``PDLL_EXAMPLES``."""
    from tblgen_py.tools.pdl_loading import PDLLoadError, pdll_to_python

    result: dict[Path, str] = {}
    for stem in PDLL_EXAMPLES:
        rel = f"td/examples/{stem}.pdll"
        try:
            text = pdll_to_python(str(root / rel), [str(root / "td")], rel)
        except PDLLoadError:
            raise SystemExit(f"generate: {rel} does not compile") from None
        result[root / "generated" / f"{stem.lower()}_patterns.py"] = text
    return result


def dialect_pattern_outputs(
    root: Path, include: Path = MLIR_INCLUDE
) -> dict[Path, str]:
    """The generated modules of ``DIALECT_PATTERNS`` (none without MLIR's headers)."""
    from tblgen_py.backends.rewrites import generate
    from tblgen_py.frontend.session import parse_records

    if not (include / "mlir" / "IR" / "OpBase.td").is_file():
        print(f"generate: no MLIR headers in {include}; dialect patterns skipped")
        return {}
    result: dict[Path, str] = {}
    for rel, target, natives in DIALECT_PATTERNS:
        parsed = parse_records(str(root / rel), include_dirs=[str(include)])
        if not parsed.ok:
            raise SystemExit(f"generate: {rel} does not parse")
        result[root / target] = generate(parsed.keeper, rel, natives).text
    return result


def main(argv: Sequence[str] | None = None) -> int:
    """Write every output under ``generated/``; print the files that changed."""
    root = Path(__file__).resolve().parents[2]
    (root / "generated").mkdir(exist_ok=True)
    from tblgen_py.tools.output import encode, write_output

    for path, text in outputs(root).items():
        if path.exists() and path.read_bytes() == encode(text):
            continue
        write_output(str(path), text)
        print(f"generated {path.relative_to(root)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
