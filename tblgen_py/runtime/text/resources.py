"""File-metadata resources (``{-# dialect_resources ..., external_resources ... #-}``)
kept and printed as mlir-opt does.

``Context.resources`` maps a group name to its entries, already in printed form.
A dialect group (``builtin``) maps a resource key to its value text: the last
definition of a key wins, and a blob is printed only where a ``dense_resource``
uses it, in order of first use.  An external group is stored under
``EXTERNAL + name`` and maps a sequence number to one printed ``key: value`` line:
mlir-opt keeps and prints back every external entry, duplicates included.
"""

from __future__ import annotations

import binascii
from collections.abc import Iterable

from tblgen_py.runtime.text.print_rules import keyword_or_string

EXTERNAL = "{-# external_resources "
"""Prefix of the ``Context.resources`` key of an external resource group."""

MLIR_OPT_DIALECTS = frozenset(
    """acc affine amdgpu amx arith arm_neon arm_sme arm_sve async bufferization
    builtin cf complex dlti emitc func gpu index irdl linalg llvm math memref
    ml_program mpi nvgpu nvvm omp pdl pdl_interp ptr quant rocdl scf shape shard
    smt sparse_tensor spirv tensor test test_dyn test_irdl_to_cpp tosa transform
    ub vector wasmssa x86vector xegpu xevm""".split()
)
"""The dialects mlir-opt-22 registers (``mlir-opt --show-dialects``)."""

BLOB_DIALECTS = frozenset({"builtin", "test"})
"""Dialects whose resource entries are hex blobs."""

KEYLESS_DIALECTS = frozenset({"ml_program"})
"""Dialects with a resource section that declare no resource keys."""


def hex_blob(spelling: str) -> bytes | None:
    """The bytes of a ``"0x..."`` string token (raw spelling), else None."""
    body = spelling[1:-1] if spelling.startswith('"') else ""
    if not body.startswith("0x") or len(body) % 2:
        return None
    try:
        return binascii.unhexlify(body[2:])
    except binascii.Error:
        return None


def blob_error(spelling: str | None, key: str) -> str | None:
    """Why a string token (``None``: another token) is not a valid blob."""
    data = hex_blob(spelling) if spelling is not None else None
    head = f"expected hex string blob for key '{key}'"
    if data is None:
        return head
    if len(data) < 4:
        return f"{head} to encode alignment in first 4 bytes"
    align = int.from_bytes(data[:4], "little")
    if align & (align - 1):
        return (
            f"{head} to encode alignment in first 4 bytes, but got non-power-of-2"
            f" value: {align}"
        )
    return None


def blob_text(spelling: str) -> str:
    """The printed form of a valid blob: an empty blob prints alignment 0."""
    data = hex_blob(spelling) or b""
    if len(data) == 4:
        data = bytes(4)
    return '"0x' + data.hex().upper() + '"'


def merge_resources(
    into: dict[str, dict[str, str]], parsed: dict[str, dict[str, str]]
) -> None:
    """Add one file's resources to a context's (external entries accumulate)."""
    for group, entries in parsed.items():
        table = into.setdefault(group, {})
        if not group.startswith(EXTERNAL):
            table.update(entries)
            continue
        for line in entries.values():
            table[str(len(table))] = line


def resources_text(resources: dict[str, dict[str, str]], used: Iterable[str]) -> str:
    """The trailing ``{-# ... #-}`` section: used builtin blobs, external groups."""
    sections = []
    builtin = resources.get("builtin", {})
    lines = [f"{keyword_or_string(k)}: {builtin[k]}" for k in used if k in builtin]
    if lines:
        sections.append(_section("dialect_resources", [("builtin", lines)]))
    groups = [
        (name[len(EXTERNAL) :], list(entries.values()))
        for name, entries in resources.items()
        if name.startswith(EXTERNAL) and entries
    ]
    if groups:
        sections.append(_section("external_resources", groups))
    if not sections:
        return ""
    return "\n{-#\n" + ",\n".join(sections) + "\n#-}\n"


def _section(title: str, groups: list[tuple[str, list[str]]]) -> str:
    body = ",\n".join(
        f"    {name}: {{\n" + ",\n".join(f"      {line}" for line in lines) + "\n    }"
        for name, lines in groups
    )
    return f"  {title}: {{\n{body}\n  }}"
