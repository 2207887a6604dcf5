"""Comparing our TableGen runs with the reference tools' runs."""

from __future__ import annotations

import json

from tests.support.tablegen_ref import ToolRun

CONTEXT_LINES = 3


def first_text_difference(ours: bytes, ref: bytes) -> str:
    """The first differing line of two outputs with a little context."""
    our_lines, ref_lines = ours.splitlines(), ref.splitlines()
    if our_lines == ref_lines:
        return (
            f"only in line endings: ours ends {ours[-20:]!r}, reference {ref[-20:]!r}"
        )
    index = next(
        (i for i, pair in enumerate(zip(our_lines, ref_lines)) if pair[0] != pair[1]),
        min(len(our_lines), len(ref_lines)),
    )
    start = max(0, index - CONTEXT_LINES)

    def window(lines: list[bytes]) -> str:
        chunk = lines[start : index + CONTEXT_LINES + 1]
        return "\n".join(
            f"  {start + n + 1:6}| {line!r}" for n, line in enumerate(chunk)
        )

    return (
        f"first difference at line {index + 1} "
        f"(ours {len(our_lines)} lines, reference {len(ref_lines)}):\n"
        f" ours:\n{window(our_lines)}\n reference:\n{window(ref_lines)}"
    )


class JsonObject(tuple):  # type: ignore[type-arg]
    """A parsed JSON object: its (key, value) pairs in order."""

    def __repr__(self) -> str:
        return "{" + ", ".join(f"{key!r}: {value!r}" for key, value in self) + "}"


def first_json_difference(ours: object, ref: object, where: str = "$") -> str | None:
    """Where two parsed JSON values first differ (key order counts), if they do."""
    if type(ours) is not type(ref):
        return f"{where}: {ours!r:.200} expected {ref!r:.200}"
    if isinstance(ours, JsonObject) and isinstance(ref, JsonObject):
        return _object_difference(ours, ref, where)
    if isinstance(ours, list) and isinstance(ref, list):
        for index, (a, b) in enumerate(zip(ours, ref)):
            found = first_json_difference(a, b, f"{where}[{index}]")
            if found:
                return found
        if len(ours) != len(ref):
            return f"{where}: {len(ours)} elements, expected {len(ref)}"
        return None
    return None if ours == ref else f"{where}: {ours!r:.200} expected {ref!r:.200}"


def _object_difference(ours: JsonObject, ref: JsonObject, where: str) -> str | None:
    """First difference between two JSON objects, keys and order included."""
    for index, ((key, a), (ref_key, b)) in enumerate(zip(ours, ref)):
        if key != ref_key:
            return f"{where}: key #{index} is {key!r}, expected {ref_key!r}"
        found = first_json_difference(a, b, f"{where}[{key!r}]")
        if found:
            return found
    if len(ours) != len(ref):
        return f"{where}: {len(ours)} keys, expected {len(ref)}"
    return None


def json_difference(ours: bytes, ref: bytes) -> str | None:
    """How our --dump-json output differs from the reference, parsed with key order."""
    if ours == ref:
        return None
    try:
        parsed = json.loads(ours, object_pairs_hook=JsonObject)
    except ValueError as exc:
        return f"our output is not JSON: {exc}"
    return first_json_difference(parsed, json.loads(ref, object_pairs_hook=JsonObject))


def differences(kind: str, ours: ToolRun, ref: ToolRun) -> list[str]:
    """Every way our run differs from the reference run."""
    if ours.crash:
        return [f"our run raised:\n{ours.crash[-3000:]}"]
    found = []
    if ours.status != ref.status:
        found.append(f"exit status {ours.status}, expected {ref.status}")
    if ours.stderr != ref.stderr:
        found.append("stderr " + first_text_difference(ours.stderr, ref.stderr))
    if kind == "json" and ref.status == 0:
        problem = json_difference(ours.stdout, ref.stdout)
        if problem:
            found.append(f"JSON differs at {problem}")
    elif ours.stdout != ref.stdout:
        found.append("stdout " + first_text_difference(ours.stdout, ref.stdout))
    return found
