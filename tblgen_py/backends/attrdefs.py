"""``--gen-attrdef-defs`` / ``--gen-typedef-defs``: one Python class per AttrDef/TypeDef.

Each class has typed parameter accessors, ``get(...)`` (uniqued, verified when
the def sets ``genVerifyDecl``) and ``parse``/``print`` from its declarative
``assemblyFormat`` (validated with mlir-tblgen's messages), from Python hooks
for ``hasCustomAssemblyFormat``, or from the mnemonic alone.  Enums come from
the dialect's ``--gen-enum-defs`` module (``<input stem>_enums``), imported, not
copied; ``register(context)`` loads the classes into their dialect.
"""

from __future__ import annotations


from tblgen_py.backends.attr_format_code import format_expr
from tblgen_py.backends.attr_params import ParamModel, ParamResolver
from tblgen_py.backends.base import BackendOptions
from tblgen_py.backends.enums import enums_module_of
from tblgen_py.backends.expr_layout import call, expr_lines, tuple_of
from tblgen_py.backends.layout import LINE_LENGTH, bracketed
from tblgen_py.backends.names import (
    MODULE_RESERVED,
    distinct_identifier,
    docstring_lines,
    py_string,
    sanitize_name,
    snake_case,
)
from tblgen_py.backends.render import render
from tblgen_py.support.diagnostics import (
    BackendError,
    Diagnostic,
    Level,
    SourceFile,
    Span,
)
from tblgen_py.ods.assembly_format.attr_parser import DefFormatError, parse_def_format
from tblgen_py.ods.attrdef import AttrOrTypeDef, all_defs_by_cpp_type, attr_or_type_defs
from tblgen_py.ods.enums import enum_infos
from tblgen_py.ods.named_tuple import NamedTuple
from tblgen_py.records.keeper import RecordKeeper


class DefModel(NamedTuple):
    """What the template prints for one AttrDef/TypeDef class."""

    class_name: str
    base: str
    docstring: tuple[str, ...]
    slots: tuple[str, ...]
    constants: tuple[str, ...]
    params: tuple[ParamModel, ...]
    parameters_lines: tuple[str, ...]
    format_lines: tuple[str, ...]
    get_lines: tuple[str, ...]
    get_doc: str
    get_call: tuple[str, ...]


def select_defs(
    records: RecordKeeper, is_attr: bool, dialect: str
) -> list[AttrOrTypeDef]:
    """``collectAllDefs``: the defs of ``dialect`` (of the only dialect if empty)."""
    defs = attr_or_type_defs(records, is_attr)
    if dialect:
        return [d for d in defs if d.dialect_name == dialect]
    if len({d.dialect_name for d in defs}) > 1:
        raise BackendError(
            [
                Diagnostic(
                    Level.ERROR,
                    "defs belonging to more than one dialect. Must select one via "
                    "'--(attr|type)defs-dialect'",
                )
            ]
        )
    return defs


def format_diagnostics(def_: AttrOrTypeDef, exc: DefFormatError) -> list[Diagnostic]:
    """mlir-tblgen's report: each error in the format, a note at the def, then
    ``failed to parse assembly format`` at the def."""
    assert def_.assembly_format is not None
    source = SourceFile("", def_.assembly_format)
    out: list[Diagnostic] = []
    for error in exc.errors:
        out.append(Diagnostic(Level.ERROR, error.message, Span(source, error.offset)))
        out.append(
            Diagnostic(
                Level.NOTE, "in custom assembly format for this operation", def_.loc
            )
        )
    out.append(Diagnostic(Level.ERROR, "failed to parse assembly format", def_.loc))
    return out


def check_def(def_: AttrOrTypeDef) -> None:
    """``AttrOrTypeDef``'s checks of the mnemonic and format fields."""
    custom, declarative = (
        def_.has_custom_assembly_format,
        def_.assembly_format is not None,
    )
    message = ""
    if def_.mnemonic is not None:
        if custom and declarative:
            message = (
                "cannot specify both 'assemblyFormat' and 'hasCustomAssemblyFormat'"
            )
        elif def_.parameters and not custom and not declarative:
            message = (
                "must specify either 'assemblyFormat' or 'hasCustomAssemblyFormat' "
                "when 'mnemonic' is set"
            )
    elif custom or declarative:
        message = (
            "'assemblyFormat' or 'hasCustomAssemblyFormat' can only be used when "
            "'mnemonic' is set"
        )
    if not message and declarative and not def_.gen_accessors:
        message = "'assemblyFormat' requires 'genAccessors' to be true"
    if message:
        raise BackendError([Diagnostic(Level.ERROR, message, def_.loc)])


class _Emitter:
    """Builds the view models of one module."""

    def __init__(self, records: RecordKeeper, defs: list[AttrOrTypeDef]) -> None:
        enums = {
            f"{e.cpp_namespace}::{e.class_name}".lstrip(":"): e
            for e in enum_infos(records)
        }
        local = {d.cpp_type.lstrip(":"): def_class_name(d) for d in defs}
        self.resolver = ParamResolver(all_defs_by_cpp_type(records), enums, local)

    def model(self, def_: AttrOrTypeDef) -> DefModel:
        """The view model of one def."""
        check_def(def_)
        name = def_class_name(def_)
        params = [self.param(def_, p) for p in def_.parameters]
        fmt: tuple[str, ...] = ()
        if def_.assembly_format is not None:
            try:
                tree = parse_def_format(def_)
            except DefFormatError as exc:
                raise BackendError(format_diagnostics(def_, exc)) from None
            fmt = tuple(expr_lines(format_expr(tree), "    ", "FORMAT = "))
        specs = tuple_of([p.spec for p in params])
        parameters = tuple(expr_lines(specs, "    ", "PARAMETERS = ")) if params else ()
        return DefModel(
            name,
            "_ods_at.DialectAttribute" if def_.is_attr else "_ods_at.DialectType",
            tuple(docstring_lines(_doc(def_), "    ")),
            tuple(
                expr_lines(
                    tuple_of([py_string(p.name) for p in params]),
                    "    ",
                    "__slots__ = ",
                )
            ),
            _constants(def_),
            tuple(params),
            parameters,
            fmt,
            tuple(_get_lines(name, params)),
            f"The uniqued ``{_syntax(def_)}`` with these parameters.",
            tuple(
                expr_lines(
                    call("cls.build", *(p.name for p in params)), "        ", "return "
                )
            ),
        )

    def param(self, def_: AttrOrTypeDef, param: object) -> ParamModel:
        """One parameter's spec, annotation and default."""
        from tblgen_py.ods.attrdef import AttrOrTypeParameter

        assert isinstance(param, AttrOrTypeParameter)
        resolved = self.resolver.resolve(def_, param)
        args = [
            py_string(param.name),
            resolved.codec,
            py_string(param.cpp_type.strip()),  # as MLIR words its errors
        ]
        annotation = resolved.annotation
        if param.is_optional:
            args += [
                "optional=True",
                f"default={self.resolver.default(param, resolved)}",
            ]
            annotation += " | None"
        if param.is_self_type:
            args.append("self_type=True")
        attr = accessor(param.name)
        if attr != param.name:
            args.append(f"attr={py_string(attr)}")
        return ParamModel(
            attr,
            call("_ods_at.Parameter", *args),
            annotation,
            param.is_optional,
            param.summary.strip() or f"The ``{param.name}`` parameter.",
        )


def def_class_name(def_: AttrOrTypeDef) -> str:
    """The Python class of an attribute or type def (a safe module-level name)."""
    return distinct_identifier(def_.cpp_class_name, DEF_MODULE_RESERVED)


DEF_MODULE_RESERVED = MODULE_RESERVED | {"CLASSES"}
"""Module-level names of an attribute/type module besides the classes."""


def accessor(name: str) -> str:
    """A parameter's Python accessor: ``$elementType`` -> ``element_type``."""
    text = sanitize_name(snake_case(name))
    return text + "_" if text in _RESERVED else text


_RESERVED = frozenset(
    """build cls verify parameters sub_elements alias_name has_parser parse print
    parse_with_mnemonic print_body print_stripped print_mlir get""".split()
)
"""Names of the runtime base class an accessor must not shadow."""


def _syntax(def_: AttrOrTypeDef) -> str:
    prefix = "#" if def_.is_attr else "!"
    return f"{prefix}{def_.dialect_name}.{def_.mnemonic or def_.cpp_class_name}"


def _doc(def_: AttrOrTypeDef) -> str:
    text = (
        def_.summary.strip()
        or f"The {def_.name} {'attribute' if def_.is_attr else 'type'}."
    )
    return text + f"\n\n``{_syntax(def_)}``" if def_.mnemonic else text


def _constants(def_: AttrOrTypeDef) -> tuple[str, ...]:
    """The class-level facts the runtime base class reads."""
    lines = [
        f"DIALECT = {py_string(def_.dialect_name)}",
        f"MNEMONIC = {py_string(def_.mnemonic) if def_.mnemonic is not None else 'None'}",
        f"DEF_NAME = {py_string(def_.name)}",
        f"CPP_CLASS = {py_string(def_.cpp_class_name)}",
        f"CPP_NAME = {py_string(def_.cpp_type.lstrip(':'))}",
    ]
    if def_.gen_verify_decl:
        lines.append("GEN_VERIFY = True")
    if def_.has_custom_assembly_format:
        lines.append("CUSTOM_ASSEMBLY = True")
    return tuple(lines)


def _get_lines(name: str, params: list[ParamModel]) -> list[str]:
    """``def get(cls, ...) -> Name:`` with trailing optional parameters defaulted."""
    required_until = max(
        (i for i, p in enumerate(params) if not p.optional), default=-1
    )
    items = ["cls"]
    for index, p in enumerate(params):
        default = " = None" if index > required_until else ""
        items.append(f"{p.name}: {p.annotation}{default}")
    return bracketed("def get(", items, f") -> {name}:", "    ")


class _DefsBackend:
    """Shared by the AttrDef and TypeDef backends."""

    is_attr = True
    name = ""
    description = ""

    def emit(self, records: RecordKeeper, options: BackendOptions) -> str:
        """Render the selected dialect's defs."""
        defs = select_defs(records, self.is_attr, options.dialect)
        emitter = _Emitter(records, defs)
        models = [emitter.model(d) for d in defs]
        dialect = options.dialect or (defs[0].dialect_name if defs else "")
        enum_names = sorted(emitter.resolver.enum_imports)
        return render(
            "attrdefs/module.py.j2",
            input_path=options.input_path,
            doc_lines=[],
            enums_import=_enums_import(enums_module_of(options), enum_names),
            defs=models,
            dialect=py_string(dialect),
            kind="attribute" if self.is_attr else "type",
            keyword="attributes" if self.is_attr else "types",
            all_lines=tuple_lines_of(models),
        )


def tuple_lines_of(models: list[DefModel]) -> list[str]:
    """``CLASSES = (A, B)`` laid out black-style."""
    return expr_lines(tuple_of([m.class_name for m in models]), "", "CLASSES = ")


def _enums_import(module: str, names: list[str]) -> list[str]:
    """``from <stem>_enums import ...`` (black-style), or nothing."""
    if not names:
        return []
    head = f"from {module} import "
    one = head + ", ".join(names)
    if len(one) <= LINE_LENGTH:
        return [one]
    return bracketed(head + "(", names, ")", "", atom=True)


class AttrDefsBackend(_DefsBackend):
    """Generate attribute classes (``-attrdefs-dialect`` selects the dialect)."""

    is_attr = True
    name = "gen-attrdef-defs"
    description = "Generate AttrDef definitions as a Python module"


class TypeDefsBackend(_DefsBackend):
    """Generate type classes (``-typedefs-dialect`` selects the dialect)."""

    is_attr = False
    name = "gen-typedef-defs"
    description = "Generate TypeDef definitions as a Python module"
