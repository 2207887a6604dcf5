//===-- DrrBasics.td - declarative rewrite rules, part 1 --*- tablegen -*-===//
//
// Demonstrates the core of DRR: binding op arguments ($name), ignoring one
// ($_), limiting a match with type and attribute constraints (bound or
// not), matching and generating nested ops, binding op results, reusing a
// name for operands that must be equal, replaceWithValue, constant
// attributes in source and result patterns (ConstantAttr,
// ConstantStrAttr, ConstBoolAttrTrue), and addBenefit.
//
//===----------------------------------------------------------------------===//

include "mlir/IR/OpBase.td"
include "mlir/IR/PatternBase.td"
include "mlir/Interfaces/SideEffectInterfaces.td"

def DrrB_Dialect : Dialect {
  let name = "drrb";
  let summary = "Ops rewritten by DrrBasics.td";
  let cppNamespace = "::drrb";
}

class DrrB_Op<string mnemonic, list<Trait> traits = []>
    : Op<DrrB_Dialect, mnemonic, traits>;

def AOp : DrrB_Op<"a_op"> {
  let arguments = (ins AnyType:$a_input, AnyAttr:$a_attr);
  let results = (outs AnyType:$a_output);
}
def BOp : DrrB_Op<"b_op", [Pure]> {
  let results = (outs AnyType:$b_output);
}
def COp : DrrB_Op<"c_op"> {
  let arguments = (ins AnyType:$c_input, AnyAttr:$c_attr);
  let results = (outs AnyType:$c_output);
}
def DOp : DrrB_Op<"d_op"> {
  let arguments = (ins AnyType:$d_input1, AnyType:$d_input2);
  let results = (outs AnyType:$d_output);
}
def IdentityOp : DrrB_Op<"identity", [Pure]> {
  let arguments = (ins AnyType:$input);
  let results = (outs AnyType:$output);
}
def ScaleOp : DrrB_Op<"scale"> {
  let arguments = (ins F32:$input, I32Attr:$factor, StrAttr:$mode,
                       BoolAttr:$exact);
  let results = (outs F32:$output);
}

// Bind the operand and the attribute; the attribute must be an F32Attr.
def BindAndLimit : Pat<(AOp $input, F32Attr:$attr), (COp $input, $attr)>;

// `$_` ignores the operand; a constraint can apply without a binding.
def IgnoreOperand : Pat<(AOp $_, I32Attr:$attr), (COp (BOp), $attr)>;
def ConstraintOnly : Pat<(AOp F32:$input, StrAttr), (IdentityOp $input)>;

// Match an AOp whose operand is produced by a BOp, binding that result.
def MatchNested : Pat<(AOp (BOp:$b_result), $attr), (COp $b_result, $attr)>;

// Two operands with the same name must be the same value.
def SameOperands : Pat<(DOp $x, $x), (IdentityOp $x)>;

// Build a BOp and bind its result to feed both DOp operands.
def BindResult : Pat<(COp $input, $ignored_attr),
                     (DOp (BOp:$b_result), $b_result)>;

// Generate nested ops: the inner AOp result feeds the COp.
def GenerateNested : Pat<(COp (IdentityOp $input), $attr),
                         (COp (AOp $input, $attr), $attr)>;

// Replace the op's result with one of its operands.
def DropIdentity : Pat<(IdentityOp $input), (replaceWithValue $input)>;

// Constants: matched in the source, created in the result.
def NormalizeScale : Pat<
  (ScaleOp $x, ConstantAttr<I32Attr, "1">, ConstantStrAttr<StrAttr, "fast">,
           $exact),
  (ScaleOp $x, ConstantAttr<I32Attr, "2">, ConstantStrAttr<StrAttr, "exact">,
           ConstBoolAttrTrue)>;

// A larger benefit makes this pattern run before the others.
def Preferred : Pat<(AOp (AOp $input, $inner), $outer),
                    (AOp $input, $outer), [], [], (addBenefit 10)>;
