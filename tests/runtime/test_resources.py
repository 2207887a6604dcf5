"""File-metadata resources: parsed, validated and printed as mlir-opt does."""

from __future__ import annotations

from textwrap import dedent

import pytest

from tblgen_py.runtime.ir.context import Context
from tblgen_py.runtime.text.lexer import MLIRParseError
from tblgen_py.runtime.text.parser import parse_source
from tblgen_py.runtime.text.printer import PrintOptions, print_module
from tblgen_py.runtime.text.resources import blob_error, blob_text, hex_blob


def roundtrip(text: str) -> str:
    context = Context(allow_unregistered_dialects=True)
    module = parse_source(text, context)
    return print_module(module, PrintOptions(generic=True), context)


def resource_section(text: str) -> str:
    printed = roundtrip(text)
    return printed[printed.find("{-#") :] if "{-#" in printed else ""


def first_error(text: str) -> tuple[str, str]:
    with pytest.raises(MLIRParseError) as info:
        parse_source(text, Context(allow_unregistered_dialects=True))
    diag = info.value.diagnostics[0]
    assert diag.span is not None
    line, col = diag.span.file.line_col(diag.span.start)
    return f"{line}:{col}", diag.message


def use(*keys: str) -> str:
    attrs = ", ".join(
        f"a{i} = dense_resource<{k}> : tensor<1xi8>" for i, k in enumerate(keys)
    )
    return f'"t.op"() {{{attrs}}} : () -> ()\n'


class TestBlobs:
    @pytest.mark.parametrize(
        ("spelling", "data"),
        [
            ('"0x0100000001"', b"\x01\x00\x00\x00\x01"),
            ('"0xabCD"', b"\xab\xcd"),
            ('"0x"', b""),
            ('"0x012"', None),
            ('"0xzz"', None),
            ('"0X01"', None),
            ("true", None),
        ],
    )
    def test_hex_blob(self, spelling: str, data: bytes | None) -> None:
        assert hex_blob(spelling) == data

    @pytest.mark.parametrize(
        ("spelling", "message"),
        [
            ('"0x0100000001"', None),
            ('"0x00000000"', None),
            (
                '"0x01"',
                "expected hex string blob for key 'k' to encode alignment in first 4 bytes",
            ),
            (
                '"0x0300000001"',
                "expected hex string blob for key 'k' to encode alignment in first 4"
                " bytes, but got non-power-of-2 value: 3",
            ),
            ('"hello"', "expected hex string blob for key 'k'"),
            (None, "expected hex string blob for key 'k'"),
        ],
    )
    def test_blob_error(self, spelling: str | None, message: str | None) -> None:
        assert blob_error(spelling, "k") == message

    def test_blob_text_upper_case_and_empty_payload(self) -> None:
        assert blob_text('"0x04000000abcdef01"') == '"0x04000000ABCDEF01"'
        assert blob_text('"0x08000000"') == '"0x00000000"'


class TestPrinting:
    def test_last_definition_wins_and_unused_are_dropped(self) -> None:
        text = (
            '{-# dialect_resources: { builtin: { k: "0x0100000001", u: "0x0100000002",'
            ' k: "0x0200000003" } } #-}\n' + use("k")
        )
        assert resource_section(text) == dedent("""\
            {-#
              dialect_resources: {
                builtin: {
                  k: "0x0200000003"
                }
              }
            #-}
            """)

    def test_first_use_order_and_quoted_keys(self) -> None:
        text = (
            '{-# dialect_resources: { builtin: { b: "0x0100000001", "a b": "0x0100000002",'
            ' "c": "0x0100000003" } } #-}\n' + use('"a b"', "c", "b", "c", "nowhere")
        )
        section = resource_section(text)
        assert section.splitlines()[3:6] == [
            '      "a b": "0x0100000002",',
            '      c: "0x0100000003",',
            '      b: "0x0100000001"',
        ]

    def test_no_use_no_section(self) -> None:
        text = '{-# dialect_resources: { builtin: { k: "0x0100000001" } } #-}\n' + use()
        assert resource_section(text) == ""

    def test_external_entries_all_kept(self) -> None:
        text = (
            '{-# external_resources: { g: { k: "a", k: true, b: "0x04000000ab" },'
            " e: {} } #-}\n"
            '{-# external_resources: { g: { "1": "x\\0A" } } #-}\n' + use()
        )
        assert resource_section(text) == dedent("""\
            {-#
              external_resources: {
                g: {
                  k: "a",
                  k: true,
                  b: "0x04000000AB",
                  "1": "x\\0A"
                }
              }
            #-}
            """)

    def test_dialect_section_precedes_external(self) -> None:
        text = (
            '{-# external_resources: { g: { k: "a" } },'
            ' dialect_resources: { builtin: { k: "0x0100000001" } } #-}\n' + use("k")
        )
        section = resource_section(text)
        assert section.index("dialect_resources") < section.index("external_resources")

    def test_contexts_accumulate_external_entries(self) -> None:
        context = Context(allow_unregistered_dialects=True)
        for value in ("a", "b"):
            parse_source(
                f'{{-# external_resources: {{ g: {{ k: "{value}" }} }} #-}}', context
            )
        assert list(context.resources["{-# external_resources g"].values()) == [
            'k: "a"',
            'k: "b"',
        ]


class TestErrors:
    @pytest.mark.parametrize(
        ("text", "where", "message"),
        [
            ("{-#", "1:3", "expected identifier key in file metadata dictionary"),
            ("{-# k: {} #-}", "1:5", "unknown key 'k' in file metadata dictionary"),
            (
                "{-# dialect_resources: { foo: {} } #-}",
                "1:26",
                "dialect 'foo' is unknown",
            ),
            (
                '{-# dialect_resources: { func: { k: "0x0100000001" } } #-}',
                "1:34",
                "unexpected 'resource' section for dialect 'func'",
            ),
            (
                '{-# dialect_resources: { ml_program: { "k": "x" } } #-}',
                "1:40",
                "unknown 'resource' key 'k' for dialect 'ml_program'",
            ),
            (
                '{-# dialect_resources: { builtin: { k: "0x01" } } #-}',
                "1:40",
                "expected hex string blob for key 'k' to encode alignment in first 4 bytes",
            ),
            (
                '{-# dialect_resources: { builtin: { k: "0x01", } } #-}',
                "1:40",
                "expected hex string blob for key 'k' to encode alignment in first 4 bytes",
            ),
            (
                '{-# dialect_resources: { builtin: { k: "0x0100000001" #-}',
                "1:54",
                "expected ',' or '}'",
            ),
            (
                "{-# external_resources: { g: { 3: 4 } } #-}",
                "1:32",
                "expected identifier key for 'external_resources' entry",
            ),
            (
                "{-# external_resources: { g: { k: 4 } } #-}",
                "1:35",
                "expected string value for key 'k'",
            ),
            (
                '"t.op"() {a = dense_resource<k> : i32} : () -> ()',
                "1:33",
                "`dense_resource` expected a shaped type",
            ),
            (
                '"t.op"() {s = "a\\q"} : () -> ()',
                "1:17",
                "unknown escape in string literal",
            ),
        ],
    )
    def test_message_and_position(self, text: str, where: str, message: str) -> None:
        assert first_error(text) == (where, message)

    def test_value_that_does_not_lex_reports_twice(self) -> None:
        text = '{-# dialect_resources: { builtin: { k: "0x01 } } #-}'
        with pytest.raises(MLIRParseError) as info:
            parse_source(text, Context())
        assert [d.message for d in info.value.diagnostics] == [
            "expected '\"' in string literal",
            "expected hex string blob for key 'k'",
        ]
        rendered = info.value.render()
        assert rendered.count("^") == 2

    def test_dynamic_shapes_are_accepted(self) -> None:
        text = '"t.op"() {a = dense_resource<k> : tensor<?xi8>, b = dense_resource<k> : memref<*xf32>} : () -> ()'
        assert "dense_resource<k> : memref<*xf32>" in roundtrip(text)
