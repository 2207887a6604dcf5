// Golden case for --gen-op-defs and --gen-enum-defs: one op per feature.
include "mlir/IR/OpBase.td"
include "mlir/IR/EnumAttr.td"
include "mlir/Interfaces/SideEffectInterfaces.td"
include "mlir/Interfaces/InferTypeOpInterface.td"

def G_Dialect : Dialect {
  let name = "g";
  let summary = "Golden dialect";
  let cppNamespace = "::g";
}

class G_Op<string mnemonic, list<Trait> traits = []>
    : Op<G_Dialect, mnemonic, traits>;

// Checks an int enum (renamed case string) and a bit enum with a none case.
def G_Less : I32EnumAttrCase<"lt", 0, "less">;
def G_More : I32EnumAttrCase<"gt", 1, "more">;
def G_Order : I32EnumAttr<"Order", "ordering", [G_Less, G_More]> {
  let cppNamespace = "::g";
}
def G_NoBits : I32BitEnumAttrCaseNone<"none">;
def G_Bit0 : I32BitEnumAttrCaseBit<"first", 0>;
def G_Bit1 : I32BitEnumAttrCaseBit<"second", 1>;
def G_Bits : I32BitEnumAttr<"Bits", "bit flags", [G_NoBits, G_Bit0, G_Bit1]> {
  let cppNamespace = "::g";
}

// Checks result inference from SameOperandsAndResultType, a Pure trait list,
// and an attribute built from a plain Python int.
def G_AddOp : G_Op<"add", [Pure, SameOperandsAndResultType]> {
  let summary = "adds two integers";
  let description = [{
    Adds `lhs` and `rhs`.
  }];
  let arguments = (ins AnySignlessInteger:$lhs, AnySignlessInteger:$rhs,
                       DefaultValuedAttr<I32Attr, "0">:$bias);
  let results = (outs AnySignlessInteger:$sum);
}

// Checks optional/variadic operands, AttrSizedOperandSegments, an optional
// enum attribute, a unit attribute and a buildable result type.
def G_MixOp : G_Op<"mix", [AttrSizedOperandSegments]> {
  let arguments = (ins Variadic<Index>:$xs, Optional<I1>:$flag,
                       Variadic<AnyType>:$rest, OptionalAttr<G_Order>:$order,
                       UnitAttr:$fast, StrAttr:$tag);
  let results = (outs I1:$ok);
}

// Checks regions, successors, a terminator trait and hooks left to Python.
def G_BranchOp : G_Op<"branch", [Terminator]> {
  let arguments = (ins Variadic<AnyType>:$args);
  let successors = (successor AnySuccessor:$dest, VariadicSuccessor<AnySuccessor>:$others);
  let hasVerifier = 1;
  let hasFolder = 1;
}

// Checks a region, a variadic result group and an unnamed operand.
def G_LoopOp : G_Op<"loop", [SingleBlock, NoTerminator]> {
  let arguments = (ins Index, Variadic<AnyType>:$inits);
  let results = (outs Variadic<AnyType>:$results);
  let regions = (region SizedRegion<1>:$body);
}
