//===-- Regions.td - regions, successors, structure -------*- tablegen -*-===//
//
// Demonstrates: region constraints (AnyRegion, SizedRegion, MinSizedRegion,
// MaxSizedRegion, VariadicRegion), successors (AnySuccessor,
// VariadicSuccessor, the `successors` format directive), and the
// structural traits: SingleBlock, SingleBlockImplicitTerminator,
// NoTerminator, IsolatedFromAbove, HasParent, ParentOneOf,
// NoRegionArguments, AffineScope, AutomaticAllocationScope,
// RecursiveMemoryEffects, Terminator; and the interfaces of control flow
// and symbols: RegionBranchOpInterface, ReturnLike, BranchOpInterface,
// CallOpInterface, CallableOpInterface, Symbol, SymbolTable,
// SymbolUserOpInterface, OpAsmOpInterface and GraphRegionNoTerminator.
//
//===----------------------------------------------------------------------===//

include "mlir/IR/OpBase.td"
include "mlir/IR/OpAsmInterface.td"
include "mlir/IR/RegionKindInterface.td"
include "mlir/IR/SymbolInterfaces.td"
include "mlir/Interfaces/CallInterfaces.td"
include "mlir/Interfaces/ControlFlowInterfaces.td"
include "mlir/Interfaces/SideEffectInterfaces.td"

def Rgn_Dialect : Dialect {
  let name = "rgn";
  let summary = "Regions and control flow";
  let cppNamespace = "::rgn";
}

class Rgn_Op<string mnemonic, list<Trait> traits = []>
    : Op<Rgn_Dialect, mnemonic, traits>;

def Rgn_ModuleOp : Rgn_Op<"module", [IsolatedFromAbove, NoTerminator,
    SingleBlock, NoRegionArguments, AffineScope, SymbolTable]> {
  let summary = "a container of functions";
  let regions = (region SizedRegion<1>:$body);
  let assemblyFormat = "$body attr-dict";
}

def Rgn_FuncOp : Rgn_Op<"func", [IsolatedFromAbove,
    AutomaticAllocationScope, HasParent<"ModuleOp">, Symbol,
    DeclareOpInterfaceMethods<CallableOpInterface>,
    DeclareOpInterfaceMethods<OpAsmOpInterface,
                              ["getAsmBlockArgumentNames"]>]> {
  let summary = "a function with a body of any number of blocks";
  let arguments = (ins SymbolNameAttr:$sym_name,
                       TypeAttrOf<FunctionType>:$function_type,
                       OptionalAttr<StrAttr>:$sym_visibility,
                       OptionalAttr<DictArrayAttr>:$arg_attrs,
                       OptionalAttr<DictArrayAttr>:$res_attrs);
  let regions = (region AnyRegion:$body);
}

def Rgn_YieldOp : Rgn_Op<"yield", [Pure, Terminator, ReturnLike,
    ParentOneOf<["IfOp", "LoopOp"]>]> {
  let summary = "ends a block of an if or loop";
  let arguments = (ins Variadic<AnyType>:$values);
  let assemblyFormat = "attr-dict ($values^ `:` type($values))?";
}

def Rgn_IfOp : Rgn_Op<"if", [RecursiveMemoryEffects,
    SingleBlockImplicitTerminator<"YieldOp">,
    DeclareOpInterfaceMethods<RegionBranchOpInterface,
                              ["getRegionInvocationBounds"]>]> {
  let summary = "two single-block regions, the second one may be empty";
  let arguments = (ins I1:$condition);
  let results = (outs Variadic<AnyType>:$results);
  let regions = (region SizedRegion<1>:$then_region,
                        MaxSizedRegion<1>:$else_region);
}

def Rgn_LoopOp : Rgn_Op<"loop", [RecursiveMemoryEffects]> {
  let summary = "a body of at least one block";
  let arguments = (ins Index:$lower, Index:$upper);
  let regions = (region MinSizedRegion<1>:$body);
  let hasRegionVerifier = 1;
}

def Rgn_SwitchOp : Rgn_Op<"switch", [RecursiveMemoryEffects]> {
  let summary = "one region per case";
  let arguments = (ins Index:$selector, DenseI64ArrayAttr:$cases);
  let regions = (region SizedRegion<1>:$default_region,
                        VariadicRegion<SizedRegion<1>>:$case_regions);
}

def Rgn_BranchOp : Rgn_Op<"br", [Pure, Terminator,
    DeclareOpInterfaceMethods<BranchOpInterface>]> {
  let summary = "jump to a block, passing values";
  let arguments = (ins Variadic<AnyType>:$dest_operands);
  let successors = (successor AnySuccessor:$dest);
  let assemblyFormat = [{
    $dest (`(` $dest_operands^ `:` type($dest_operands) `)`)? attr-dict
  }];
}

def Rgn_CondBranchOp : Rgn_Op<"cond_br", [Pure, Terminator,
    AttrSizedOperandSegments,
    DeclareOpInterfaceMethods<BranchOpInterface,
                              ["getSuccessorForOperands"]>]> {
  let summary = "jump to one of two blocks";
  let arguments = (ins I1:$condition, Variadic<AnyType>:$true_operands,
                       Variadic<AnyType>:$false_operands);
  let successors = (successor AnySuccessor:$true_dest,
                              AnySuccessor:$false_dest);
}

def Rgn_SwitchBranchOp : Rgn_Op<"switch_br", [Terminator]> {
  let summary = "jump to a default block or one of several cases";
  let arguments = (ins Index:$flag);
  let successors = (successor AnySuccessor:$default_dest,
                              VariadicSuccessor<AnySuccessor>:$case_dests);
  let assemblyFormat = "$flag `,` successors attr-dict";
}

def Rgn_CallOp : Rgn_Op<"call", [DeclareOpInterfaceMethods<CallOpInterface>,
    DeclareOpInterfaceMethods<SymbolUserOpInterface>]> {
  let summary = "calls a function by name";
  let arguments = (ins FlatSymbolRefAttr:$callee, Variadic<AnyType>:$operands,
                       OptionalAttr<DictArrayAttr>:$arg_attrs,
                       OptionalAttr<DictArrayAttr>:$res_attrs);
  let results = (outs Variadic<AnyType>:$results);
  let assemblyFormat = [{
    $callee `(` $operands `)` attr-dict `:` functional-type($operands, $results)
  }];
}

def Rgn_GraphOp : Rgn_Op<"graph", [GraphRegionNoTerminator]> {
  let summary = "a graph region: operations in no particular order";
  let regions = (region SizedRegion<1>:$body);
}
