"""C++ predicate expressions -> Python source (tblgen_py.cpp.expr)."""

from __future__ import annotations

import pytest

from tblgen_py.cpp import ast
from tblgen_py.cpp.expr import TranslateContext, Untranslatable, translate_cpp
from tblgen_py.cpp.grammar import CppSyntaxError, parse_cpp


def ctx(**placeholders: str) -> TranslateContext:
    """A context binding ``$_self`` to ``t`` plus the given placeholders."""
    return TranslateContext({"_self": "t", "_op": "op", **placeholders})


TRANSLATIONS = [
    ("::llvm::isa<::mlir::IntegerType>($_self)", "_p.isa(t, 'IntegerType')"),
    ("llvm::isa<mlir::FloatType>($_self)", "_p.isa(t, 'FloatType')"),
    ("isa<IndexType>($_self)", "_p.isa(t, 'IndexType')"),
    (
        "::llvm::isa<::mlir::VectorType, ::mlir::RankedTensorType>($_self)",
        "_p.isa(t, 'VectorType', 'RankedTensorType')",
    ),
    ("$_self.isa<::mlir::TensorType>()", "_p.isa(t, 'TensorType')"),
    (
        "::llvm::cast<::mlir::IntegerType>($_self).getWidth() == 32",
        "_p.get_width(t) == 32",
    ),
    ("$_self.isSignlessInteger(32)", "_p.is_signless_integer(t, 32)"),
    ("$_self.isF32()", "_p.is_f32(t)"),
    ("$_self.isInteger()", "_p.is_integer(t)"),
    (
        "::llvm::cast<::mlir::ShapedType>($_self).hasRank()",
        "_p.has_rank(t)",
    ),
    (
        "::llvm::cast<::mlir::VectorType>($_self).getNumElements()\n   == 4",
        "_p.get_num_elements(t) == 4",
    ),
    ("!$_self.isIndex()", "not _p.is_index(t)"),
    ("!!$_self.isIndex()", "not not _p.is_index(t)"),
    ("$_self.isF16() || $_self.isF32()", "_p.is_f16(t) or _p.is_f32(t)"),
    (
        "$_self.isF16() || $_self.isF32() && $_self.isF64()",
        "_p.is_f16(t) or _p.is_f32(t) and _p.is_f64(t)",
    ),
    (
        "($_self.isF16() || $_self.isF32()) && $_self.isF64()",
        "(_p.is_f16(t) or _p.is_f32(t)) and _p.is_f64(t)",
    ),
    ("!($_self.isF16() || $_self.isF32())", "not (_p.is_f16(t) or _p.is_f32(t))"),
    # Comparisons do not chain in C++; Python would chain them.
    ("(a < b) == true", "(a < b) == True"),
    ("1 + 2 * 3 - 4", "1 + 2 * 3 - 4"),
    ("(1 + 2) * 3", "(1 + 2) * 3"),
    ("10 - (4 - 3)", "10 - (4 - 3)"),
    ("7 / 2 % 3", "7 // 2 % 3"),
    # Python's bitwise operators bind tighter than comparisons, unlike C++.
    ("(static_cast<uint32_t>($_self) & ~3) == 0", "int(t) & ~3 == 0"),
    ("a == b & 1", "(a == b) & 1"),
    ("-1 + 0x10", "-1 + 16"),
    ("$_self ? 1 : 2", "1 if _p.present(t) else 2"),
    (
        "::llvm::cast<::mlir::IntegerAttr>($_self).getValue().isStrictlyPositive()",
        "_p.is_strictly_positive(_p.get_value(t))",
    ),
    (
        "::llvm::cast<::mlir::IntegerAttr>($_self).getInt() >= 0",
        "_p.get_int(t) >= 0",
    ),
    (
        "::llvm::cast<::mlir::VectorType>($_self).getShape() == "
        "::llvm::ArrayRef<int64_t>({4})",
        "_p.get_shape(t) == (4,)",
    ),
    ("::llvm::ArrayRef<int64_t>{}", "()"),
    ("::llvm::SmallVector<int64_t, 2>(3, 7)", "(7,) * 3"),
    ("::llvm::SmallVector<int64_t>{3, 7}", "(3, 7,)"),
    (
        "::llvm::is_contained({16, 32}, "
        "::llvm::cast<::mlir::IntegerAttr>($_self).getInt())",
        "_p.get_int(t) in (16, 32)",
    ),
    (
        "::llvm::all_of(::llvm::cast<::mlir::RankedTensorType>($_self).getShape(), "
        "[](auto v) { return v != 0; })",
        "_p.all_of(v != 0 for v in _p.get_shape(t))",
    ),
    (
        "::llvm::none_of($_self, [&](::mlir::Attribute attr) { return !attr; })",
        "not _p.any_of(not _p.present(attr) for attr in t)",
    ),
    (
        "[](::mlir::Type elementType) { return elementType.isF32(); }"
        "(::llvm::cast<::mlir::ShapedType>($_self).getElementType())",
        "(lambda elementType: _p.is_f32(elementType))(_p.get_element_type(t))",
    ),
    (
        "std::equal_to<>()($lhs.getType(), $rhs.getType())",
        "_p.get_type(op.lhs) == _p.get_type(op.rhs)",
    ),
    ("$_self.hasTrait<::mlir::ValueSemantics>()", "_p.has_trait(t, 'ValueSemantics')"),
    (
        "::mlir::LLVM::isCompatibleOuterType($_self)",
        "_p.llvm_is_compatible_outer_type(t)",
    ),
    ("getElementTypeOrSelf($_self)", "_p.get_element_type_or_self(t)"),
    ("::llvm::hasNItems($_self, 1)", "_p.has_n_items(t, 1)"),
    (
        "::llvm::dyn_cast<::mlir::IntegerType>($_self) != nullptr",
        "_p.dyn_cast(t, 'IntegerType') != None",
    ),
    (
        "::llvm::isa_and_nonnull<::mlir::UnitAttr>($_self)",
        "_p.isa_and_present(t, 'UnitAttr')",
    ),
    ("$_op.getNumOperands() > 1", "_p.get_num_operands(op) > 1"),
    ('$_self.getName() == "x"', None),
    ("$_self.getBody()[0].isF32()", "_p.is_f32(_p.get_body(t)[0])"),
    ("bool($_self)", "bool(t)"),
]


@pytest.mark.parametrize(("cpp", "python"), [t for t in TRANSLATIONS if t[1]])
def test_translate(cpp: str, python: str) -> None:
    """Each C++ shape prints as the expected Python."""
    context = ctx(lhs="op.lhs", rhs="op.rhs")
    names = frozenset({"a", "b"})
    from dataclasses import replace

    assert translate_cpp(cpp, replace(context, local_names=names)) == python


def test_translations_are_python() -> None:
    """Every expected translation is a valid Python expression."""
    for _, python in TRANSLATIONS:
        if python:
            compile(python, "<test>", "eval")


UNTRANSLATABLE = [
    ('$_self.getName() == "x"', "unknown method 'getName'"),
    ("isValidThing($_self)", "unknown function 'isValidThing'"),
    ("$other.isF32()", "placeholder '$other' has no value here"),
    ("foo.isF32()", "unknown name 'foo'"),
    ("getProperties().scope", "field access '.scope'"),
    ("getProperties()", "unknown function 'getProperties'"),
    ("$_self.field", "field access '.field'"),
    ("::llvm::isa<::mlir::foo::BarType>($_self)", "unknown C++ class 'foo::BarType'"),
    ("::llvm::all_of($_self, pred)", "'all_of' needs a range and a lambda"),
    ("static_cast<Foo>($_self)", "static_cast to 'Foo'"),
]


@pytest.mark.parametrize(("cpp", "reason"), UNTRANSLATABLE)
def test_untranslatable(cpp: str, reason: str) -> None:
    """Constructs without a translation name what is missing."""
    with pytest.raises(Untranslatable, match="^" + __import__("re").escape(reason)):
        translate_cpp(cpp, ctx())


def test_unknown_classes_collected_when_allowed() -> None:
    """With a ``runtime_classes`` set, unknown classes are recorded, not errors."""
    from dataclasses import replace

    seen: set[str] = set()
    context = replace(ctx(), runtime_classes=seen)
    src = translate_cpp("::llvm::isa<::mlir::foo::BarType>($_self)", context)
    assert src == "_p.isa(t, 'foo::BarType')"
    assert seen == {"foo::BarType"}


SYNTAX_ERRORS = [
    ("$_self.isF32(", 12, "unexpected '(' in C++ predicate expression"),
    ("a + ", 2, "unexpected '+' in C++ predicate expression"),
    ("f(1) g", 5, "unexpected 'g' in C++ predicate expression"),
    ("[&](){ auto x = 1; return x; }()", 7, "expected 'return'"),
]


@pytest.mark.parametrize(("cpp", "offset", "message"), SYNTAX_ERRORS)
def test_syntax_error_offset(cpp: str, offset: int, message: str) -> None:
    """Text outside the grammar raises CppSyntaxError where parsing stopped."""
    with pytest.raises(CppSyntaxError) as info:
        parse_cpp(cpp)
    assert (info.value.offset, info.value.message) == (offset, message)


PARSES = [
    ("a < b", ast.Binary("<", ast.Name("a"), ast.Name("b"))),
    (
        "isa<T>(x)",
        ast.Call(ast.Name("isa", ("T",)), (ast.Name("x"),)),
    ),
    (
        "f<A<B>, 2>(x)",
        ast.Call(ast.Name("f", ("A<B>", "2")), (ast.Name("x"),)),
    ),
    (
        "a || b && c",
        ast.Binary("||", ast.Name("a"), ast.Binary("&&", ast.Name("b"), ast.Name("c"))),
    ),
    (
        "a - b - c",
        ast.Binary("-", ast.Binary("-", ast.Name("a"), ast.Name("b")), ast.Name("c")),
    ),
    (
        "x.template get<T>()",
        ast.Member(ast.Name("x"), "get", ("T",), ()),
    ),
    ("$_self", ast.Placeholder("_self")),
    ('"a\\"b"', ast.StrLit('a"b')),
    ("42u", ast.IntLit(42)),
    ("true", ast.BoolLit(True)),
    ("{1, 2}", ast.BraceList((ast.IntLit(1), ast.IntLit(2)))),
]


@pytest.mark.parametrize(("cpp", "tree"), PARSES)
def test_parse_tree(cpp: str, tree: ast.Node) -> None:
    """The grammar builds the expected tree (C++ precedence, templates)."""
    assert parse_cpp(cpp) == tree


@pytest.mark.parametrize(
    ("name", "normalized"),
    [
        ("::mlir::IntegerType", "IntegerType"),
        ("mlir::quant::QuantizedType", "quant::QuantizedType"),
        ("::llvm::isa", "isa"),
        (":: mlir :: LLVM :: X", "LLVM::X"),
        ("std::equal_to", "equal_to"),
    ],
)
def test_normalize_name(name: str, normalized: str) -> None:
    """C++ names are compared without leading ``::`` and ``mlir::``."""
    assert ast.normalize_name(name) == normalized


def test_handles_in_boolean_context_test_non_null() -> None:
    """``attr && isa<...>(attr)`` holds for an empty ``{}``/``[]`` (C++ non-null)."""
    from tblgen_py.runtime import predicates as _p
    from tblgen_py.runtime.ir.attributes import ArrayAttr, DictionaryAttr

    src = translate_cpp(
        "::llvm::all_of($_self, [](::mlir::Attribute attr) { return attr && "
        "::llvm::isa<::mlir::DictionaryAttr>(attr); })",
        TranslateContext({"_self": "t"}),
    )
    assert (
        src
        == "_p.all_of(_p.present(attr) and _p.isa(attr, 'DictionaryAttr') for attr in t)"
    )
    check = eval(f"lambda t: {src}", {"_p": _p})
    assert check(ArrayAttr.get([DictionaryAttr.get()]))
    assert not _p.present(None) and _p.present(ArrayAttr.get([]))
    assert not _p.present(0) and _p.present(2)


def test_native_type_function_calls_its_registered_port() -> None:
    """A ``TypesMatchWith`` transformer's C++ function, named in the context,
    is called through the predicate runtime; elsewhere it stays unknown."""
    text = "std::equal_to<>()(getWrapped($x.getType()), $y.getType())"
    natives = TranslateContext(
        {"_self": "t", "x": "a", "y": "b"},
        native_functions=frozenset({"getWrapped"}),
    )
    assert translate_cpp(text, natives) == (
        "_p.native_type_call('getWrapped', _p.get_type(a)) == _p.get_type(b)"
    )
    with pytest.raises(Untranslatable):
        translate_cpp(text, ctx(x="a", y="b"))


def _types() -> TranslateContext:
    """A context for the C++ that builds types (builders, transformers)."""
    return TranslateContext(
        {"_self": "t", "_builder": "None", "_ctxt": "None"}, type_snippets=True
    )


@pytest.mark.parametrize(
    ("cpp", "python"),
    [
        (
            "::mlir::VectorType::get({8} ,$_builder.getF32Type())",
            "_p.vector_type_get((8,), _p.builder_type('getF32Type'))",
        ),
        (
            "VectorType::get({2}, $_builder.getType<BFloat16Type>())",
            "_p.vector_type_get((2,), _p.builder_type('getType', 'BFloat16Type'))",
        ),
        (
            "$_builder.getIntegerType(32, true)",
            "_p.builder_type('getIntegerType', 32, True)",
        ),
        (
            "::llvm::cast<mlir::VectorType>($_self).cloneWith({}, "
            "IntegerType::get($_ctxt, 1))",
            "_p.clone_with(t, (), _p.integer_type_get(None, 1))",
        ),
        (
            "VectorType(VectorType::Builder(::llvm::cast<VectorType>($_self))"
            ".setDim(::llvm::cast<VectorType>($_self).getRank() - 1, 16))",
            "_p.set_dim(t, _p.get_rank(t) - 1, 16)",
        ),
        (
            "VectorType(VectorType::Builder(::llvm::cast<mlir::VectorType>($_self))"
            ".dropDim(0).setElementType(IntegerType::get($_self.getContext(), 1)))",
            "_p.set_element_type("
            "_p.drop_dim(t, 0), _p.integer_type_get(_p.get_context(t), 1))",
        ),
        (
            "[&]{ auto v = ::llvm::cast<mlir::VectorType>($_self); "
            "return VectorType::get({ 4, 4 }, v.getElementType(), { true, true }); }()",
            "_p.vector_type_get((4, 4), _p.get_element_type(t), (True, True))",
        ),
    ],
)
def test_type_snippets(cpp: str, python: str) -> None:
    """Type builders and transformers: ``$_builder``'s type methods, class
    conversions that keep the value, lambdas without a parameter list."""
    assert translate_cpp(cpp, _types()) == python


@pytest.mark.parametrize(
    "cpp",
    [
        "$_builder.getContext()",  # not a type
        "$_builder.getType<::mlir::LLVM::LLVMVoidType>()",  # not builtin
        '$_builder.getStringAttr("x")',
    ],
)
def test_type_snippets_outside_the_builder_grammar(cpp: str) -> None:
    with pytest.raises(Untranslatable):
        translate_cpp(cpp, _types())


def test_builder_methods_are_type_snippets_only() -> None:
    """Elsewhere ``$_builder`` keeps its meaning (DRR's native code); a
    conversion to a known class keeps the value everywhere."""
    plain = TranslateContext({"_self": "t", "_builder": "_b"})
    with pytest.raises(Untranslatable):
        translate_cpp("$_builder.getF32Type()", plain)
    assert translate_cpp("VectorType($_self)", plain) == "t"
    with pytest.raises(Untranslatable):
        translate_cpp("NoSuchTestOnlyType($_self)", plain)


def test_builder_types_build_builtin_types() -> None:
    """What the translated builders evaluate to."""
    from tblgen_py.runtime import predicates as _p
    from tblgen_py.runtime.ir import types as T

    src = translate_cpp(
        "::mlir::VectorType::get({2}, $_builder.getI16Type())", _types()
    )
    assert eval(src, {"_p": _p}) == T.VectorType.get((2,), T.IntegerType.get(16))
    src = translate_cpp("$_builder.getIntegerType(8, false)", _types())
    unsigned = T.IntegerType.get(8, T.Signedness.UNSIGNED)
    assert eval(src, {"_p": _p}) == unsigned
    src = translate_cpp("$_builder.getType<Float8E4M3FNType>()", _types())
    assert eval(src, {"_p": _p}) == T.FloatType.get("f8E4M3FN")
    scalable = _p.vector_type_get((4,), T.FloatType.get("f32"), (True,))
    assert str(scalable) == "vector<[4]xf32>"


def test_dialect_type_get_through_the_type_getter() -> None:
    """``Cls::get(params)`` of a class the getter knows; others stay unknown."""
    found = {"emitc::PointerType": ("_f.dialect_type", ("'mlir::emitc::PointerType'",))}
    context = TranslateContext(
        {"_self": "t"}, type_snippets=True, type_getter=found.get
    )
    text = "emitc::PointerType::get(::llvm::cast<emitc::LValueType>($_self).getValueType())"
    assert translate_cpp(text, context) == (
        "_f.dialect_type('mlir::emitc::PointerType', _p.get_value_type(t))"
    )
    with pytest.raises(Untranslatable):
        translate_cpp("emitc::OpaqueType::get($_self)", context)


def test_vector_builder_drops_a_dimension_and_sets_the_element_type() -> None:
    """``VectorType::Builder``'s ``dropDim``/``setElementType``: a tile's row
    mask (scalability follows the dimensions kept)."""
    from tblgen_py.runtime import predicates as _p
    from tblgen_py.runtime.ir import types as T

    src = translate_cpp(
        "VectorType(VectorType::Builder(::llvm::cast<mlir::VectorType>($_self))"
        ".dropDim(0).setElementType(IntegerType::get($_self.getContext(), 1)))",
        _types(),
    )
    tile = T.VectorType.get((4, 8), T.FloatType.get("f32"), (False, True))
    mask = T.VectorType.get((8,), T.IntegerType.get(1), (True,))
    assert eval(src, {"_p": _p, "t": tile}) == mask
