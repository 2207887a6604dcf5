"""Statement-bodied C++ lambdas desugared to expressions, and op accessors."""

from __future__ import annotations

import textwrap

import pytest

from tblgen_py.cpp.expr import (
    TranslateContext,
    Untranslatable,
    translate_cpp,
    with_inline_getters,
)
from tblgen_py.cpp.statements import StatementError, desugar_lambdas
from tblgen_py.runtime import predicates as _p
from tblgen_py.runtime.ir.types import VectorType, f32

DOUBLE_LAST = textwrap.dedent("""\
    [&]() -> ::mlir::VectorType {
      auto t = ::llvm::cast<::mlir::VectorType>($_self);
      ::mlir::VectorType::Builder builder(t);
      if (t.getRank() == 0) {
        static constexpr int64_t shape[] = {2};
        return builder.setShape(shape);
      }
      auto last = t.getRank() - 1;  // the trailing dimension
      return builder.setDim(last, t.getDimSize(last) * 2);
    }()""")


class TestDesugar:
    @pytest.mark.parametrize(
        ("text", "expected"),
        [
            ("[&](){ auto v = f(); return v + v; }()", "((f()) + (f()))"),
            ("[&](){ return x; }()", "[&](){ return x; }()"),
            (
                "[&]() { int a = 1;; if (a > 0) return a; return 0; }()",
                "((((1) > 0) ? ((1)) : (0)))",
            ),
            ("g([&]{ return 1; })", "g([&]{ return 1; })"),
        ],
    )
    def test_desugar(self, text: str, expected: str) -> None:
        assert desugar_lambdas(text) == expected

    def test_unknown_statement(self) -> None:
        with pytest.raises(StatementError, match="statement 'x\\+\\+'"):
            desugar_lambdas("[&](){ x++; return x; }()")

    def test_vector_builder_lambda_translates_and_evaluates(self) -> None:
        src = translate_cpp(DOUBLE_LAST, TranslateContext({"_self": "t"}))
        double = eval(f"lambda t: {src}", {"_p": _p})
        assert double(VectorType.get((3, 4), f32())) == VectorType.get((3, 8), f32())
        assert double(VectorType.get((), f32())) == VectorType.get((2,), f32())
        scalable = VectorType.get((4,), f32(), (True,))
        assert double(scalable) == VectorType.get((8,), f32(), (True,))

    def test_untranslatable_statement_is_reported(self) -> None:
        with pytest.raises(Untranslatable, match="lambda body"):
            translate_cpp("[&](){ while (x) {} return 1; }()", TranslateContext({}))


class TestOpAccessors:
    NAMES = {
        "_self": "_self",
        "_op": "_self",
        "source": "_self._ods_operand(0)",
        "pos": '_self.get_attr("pos")',
    }

    @pytest.mark.parametrize(
        ("cpp", "python"),
        [
            ("getSource()", "_self._ods_operand(0)"),
            ("getSourceVectorType()", "_p.get_type(_self._ods_operand(0))"),
            ("getPos()", "_p.op_getter(_self, 'pos')"),
            ("!getSource()", "not _p.present(_self._ods_operand(0))"),
            (
                "getKind() == CombiningKind::ADD",
                "_p.op_getter(_self, 'kind') == "
                "_p.enum_constant(_self, 'CombiningKind', 'ADD')",
            ),
        ],
    )
    def test_getters(self, cpp: str, python: str) -> None:
        names = dict(self.NAMES, kind='_self.get_attr("kind")')
        assert translate_cpp(cpp, TranslateContext(names)) == python

    def test_inline_getters_of_extra_class_declaration(self) -> None:
        extra = """
          VectorType getValueVectorType() {
            return ::llvm::cast<VectorType>(getSource().getType());
          }
          void notAGetter() { doIt(); }
        """
        names = with_inline_getters(self.NAMES, extra)
        assert names["getValueVectorType()"] == "_p.get_type(_self._ods_operand(0))"
        assert "notAGetter()" not in names
        src = translate_cpp("getValueVectorType().getRank()", TranslateContext(names))
        assert src == "_p.get_rank((_p.get_type(_self._ods_operand(0))))"

    def test_inline_getters_calling_a_one_parameter_method(self) -> None:
        extra = """
          uint64_t getWidthOf(Type vector) {
            return getVectorNumElements(vector).getKnownMinValue() * 2;
          }
          uint64_t getSourceWidth() { return getWidthOf(getSource().getType()); }
        """
        names = with_inline_getters(self.NAMES, extra)
        assert "getWidthOf()" not in names
        assert names["getSourceWidth()"] == (
            "_p.get_known_min_value(_p.llvm_get_vector_num_elements("
            "_p.get_type(_self._ods_operand(0)))) * 2"
        )

    def test_a_helper_calling_itself_is_not_expanded_forever(self) -> None:
        extra = """
          int64_t twice(int64_t n) { return twice(n) + 1; }
          int64_t getLoop() { return twice(getRank()); }
          int64_t dbl(int64_t n) { return n * 2; }
          int64_t getNested() { return dbl(dbl(4)); }
        """
        names = with_inline_getters(self.NAMES, extra)
        assert "getLoop()" not in names  # left untranslated, not a hang
        assert names["getNested()"] == "4 * 2 * 2"
