# Contexts and locations as context managers; the current location.
from mlir import ir

with ir.Context() as ctx:
    print(ir.Context.current is ctx)
    with ir.Location.unknown():
        print(ir.Location.current)
        with ir.Location.file("input.mlir", 4, 7):
            print(ir.Location.current)
        with ir.Location.name("outer"):
            print(ir.Location.current)
        print(ir.Location.current)
    try:
        ir.Location.current
    except ValueError as error:
        print("no location:", type(error).__name__)
