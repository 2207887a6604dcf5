"""Op signatures of ``--gen-python-op-bindings`` output and of our ``--gen-op-defs``.

Both are read with ``ast``: for each op (by ``OPERATION_NAME``) the builder's
positional and keyword-only parameter names, the property (accessor) names and
the value-builder function's name and parameters.
"""

from __future__ import annotations

import ast
from dataclasses import dataclass, field

from tblgen_py.backends.names import RUNTIME_RESERVED


@dataclass
class OpSignature:
    """What the comparison looks at for one op."""

    class_name: str
    positional: list[str] = field(default_factory=list)
    keyword_only: list[str] = field(default_factory=list)
    accessors: set[str] = field(default_factory=set)
    successors: set[str] = field(default_factory=set)
    """Names ODS gives successors and properties: the reference has no
    accessors for them; ours may."""
    function: str = ""
    function_positional: list[str] = field(default_factory=list)
    function_keyword_only: list[str] = field(default_factory=list)


def _is_property(node: ast.expr) -> bool:
    """``@property`` or ``@builtins.property``."""
    if isinstance(node, ast.Name):
        return node.id == "property"
    return isinstance(node, ast.Attribute) and node.attr == "property"


def _operation_name(cls: ast.ClassDef) -> str | None:
    """The class's ``OPERATION_NAME`` literal."""
    for stmt in cls.body:
        if isinstance(stmt, ast.Assign) and len(stmt.targets) == 1:
            target = stmt.targets[0]
            if isinstance(target, ast.Name) and target.id == "OPERATION_NAME":
                if isinstance(stmt.value, ast.Constant):
                    return str(stmt.value.value)
    return None


def _params(fn: ast.FunctionDef, skip_self: bool) -> tuple[list[str], list[str]]:
    """Positional and keyword-only parameter names."""
    args = [a.arg for a in fn.args.args]
    if skip_self:
        args = args[1:]
    return args, [a.arg for a in fn.args.kwonlyargs]


def _called_class(fn: ast.FunctionDef) -> str | None:
    """The class a value builder instantiates."""
    for node in ast.walk(fn):
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name):
            if node.func.id[:1].isupper() or node.func.id != fn.name:
                return node.func.id
    return None


def _spec_names(cls: ast.ClassDef, attribute: str) -> set[str]:
    """First arguments of the spec calls assigned to ``attribute``."""
    names: set[str] = set()
    for stmt in cls.body:
        if isinstance(stmt, ast.Assign) and any(
            isinstance(t, ast.Name) and t.id == attribute for t in stmt.targets
        ):
            for call in ast.walk(stmt.value):
                if isinstance(call, ast.Call) and call.args:
                    first = call.args[0]
                    if isinstance(first, ast.Constant) and isinstance(first.value, str):
                        names.add(first.value)
    return names


def _tuple_names(cls: ast.ClassDef, attribute: str) -> set[str]:
    """String elements of the tuple assigned to ``attribute``."""
    for stmt in cls.body:
        if isinstance(stmt, ast.Assign) and any(
            isinstance(t, ast.Name) and t.id == attribute for t in stmt.targets
        ):
            if isinstance(stmt.value, ast.Tuple):
                return {
                    e.value
                    for e in stmt.value.elts
                    if isinstance(e, ast.Constant) and isinstance(e.value, str)
                }
    return set()


def signatures(source: str) -> dict[str, OpSignature]:
    """Every op's signature in a generated module, by operation name."""
    tree = ast.parse(source)
    by_class: dict[str, OpSignature] = {}
    ops: dict[str, OpSignature] = {}
    for node in tree.body:
        if not isinstance(node, ast.ClassDef):
            continue
        name = _operation_name(node)
        if name is None:
            continue
        sig = OpSignature(node.name)
        for stmt in node.body:
            if not isinstance(stmt, ast.FunctionDef):
                continue
            if stmt.name == "__init__":
                sig.positional, sig.keyword_only = _params(stmt, True)
            elif any(_is_property(d) for d in stmt.decorator_list):
                sig.accessors.add(stmt.name)
        sig.successors = _spec_names(node, "_ODS_SUCCESSORS")
        sig.successors |= _tuple_names(node, "_ODS_PROPERTIES")
        ops[name] = sig
        by_class[node.name] = sig
    for node in tree.body:
        if isinstance(node, ast.FunctionDef):
            target = _called_class(node)
            sig = by_class.get(target or "")
            if sig is not None and not sig.function:
                sig.function = node.name
                sig.function_positional, sig.function_keyword_only = _params(
                    node, False
                )
    return ops


def _accessor_matches(ours: set[str], name: str) -> bool:
    """Our accessor for a reference name (runtime API names carry a ``_``)."""
    if name in ours:
        return True
    return name in RUNTIME_RESERVED and name + "_" in ours


def differences(ref: OpSignature, ours: OpSignature) -> list[str]:
    """Human-readable differences (empty when the op agrees)."""
    problems = []
    if (ref.positional, ref.keyword_only) != (ours.positional, ours.keyword_only):
        problems.append(
            f"builder ({ref.positional}, *{ref.keyword_only}) != "
            f"ours ({ours.positional}, *{ours.keyword_only})"
        )
    missing = sorted(
        n for n in ref.accessors if not _accessor_matches(ours.accessors, n)
    )
    if missing:
        problems.append(f"missing accessors {missing}")
    extra = sorted(
        n
        for n in ours.accessors
        if not n.endswith("_attr")
        and not n.startswith("_gen_region_")
        and n not in ours.successors
        and n.removesuffix("_") not in ours.successors
        and n != "result_"
        and n not in ref.accessors
        and n.removesuffix("_") not in ref.accessors
    )
    if extra:
        problems.append(f"extra accessors {extra}")
    ref_fn = (ref.function, ref.function_positional, ref.function_keyword_only)
    our_fn = (ours.function, ours.function_positional, ours.function_keyword_only)
    if ref_fn != our_fn:
        problems.append(f"value builder {ref_fn} != ours {our_fn}")
    return problems
