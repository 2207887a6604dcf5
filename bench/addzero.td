//===-- addzero.td - addi(x, 0) -> x as a DRR pattern ----*- tablegen -*-===//
//
// The pattern bench/rewrite.py writes by hand, declared for --gen-rewriters
// (bench/rewrite_drr.py generates and times it).  Only the arith ops the
// benchmark input uses are declared.
//
//===----------------------------------------------------------------------===//

include "mlir/IR/OpBase.td"
include "mlir/IR/PatternBase.td"

def Bench_Arith : Dialect { let name = "arith"; }

def Bench_ConstantOp : Op<Bench_Arith, "constant", [ConstantLike]> {
  let arguments = (ins AnyAttr:$value);
  let results = (outs AnyType:$result);
}
def Bench_AddIOp : Op<Bench_Arith, "addi"> {
  let arguments = (ins AnyType:$lhs, AnyType:$rhs,
                       OptionalAttr<AnyAttr>:$overflowFlags);
  let results = (outs AnyType:$result);
}

def AddZero : Pat<(Bench_AddIOp $x,
                     (Bench_ConstantOp ConstantAttr<I32Attr, "0">), $flags),
                  (replaceWithValue $x)>;
