# Parsed attributes seen through their classes: casts, isinstance, values.
from mlir import ir

with ir.Context():
    for text in ("7 : i16", "2.5 : f64", '"s"', "unit", "[1, 2]", "{k = 1}"):
        attr = ir.Attribute.parse(text)
        kinds = (
            ir.IntegerAttr,
            ir.FloatAttr,
            ir.StringAttr,
            ir.BoolAttr,
            ir.ArrayAttr,
            ir.DictAttr,
            ir.UnitAttr,
        )
        print(text, [isinstance(attr, kind) for kind in kinds])
    print(ir.IntegerAttr(ir.Attribute.parse("7 : i16")).value)
    print(ir.FloatAttr(ir.Attribute.parse("2.5 : f64")).value)
    print(isinstance(ir.Attribute.parse("false"), ir.BoolAttr))
    array = ir.ArrayAttr(ir.Attribute.parse("[1, 2, 3]"))
    print(len(array), [ir.IntegerAttr(item).value for item in array])
    print(
        ir.Attribute.parse("7 : i16")
        == ir.IntegerAttr.get(ir.IntegerType.get_signless(16), 7)
    )
    print(ir.Attribute.parse("7 : i16").type)
