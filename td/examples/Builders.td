//===-- Builders.td - builders, syntax, hooks -------------*- tablegen -*-===//
//
// Demonstrates: custom builders (OpBuilder with C++ and CArg parameters,
// defaults and bodies, skipDefaultBuilders, DeprecatedOpBuilder), the
// declarative assembly format (literals, attr-dict, attr-dict-with-keyword,
// type, functional-type, operands/results directives, optional groups,
// custom<...> directives), hasCustomAssemblyFormat, and the C++ hooks
// hasVerifier, hasRegionVerifier, hasFolder, hasCanonicalizer,
// hasCanonicalizeMethod, extraClassDeclaration, extraClassDefinition,
// plus dialect options (dependentDialects, constant materializer, ...).
//
//===----------------------------------------------------------------------===//

include "mlir/IR/OpBase.td"
include "mlir/Interfaces/SideEffectInterfaces.td"

def Bld_Dialect : Dialect {
  let name = "bld";
  let summary = "Builders, assembly formats and C++ hooks";
  let description = [{
    Shows the dialect-level switches as well; the generated dialect class
    declares the hooks they enable.
  }];
  let cppNamespace = "::bld";
  let dependentDialects = ["::mlir::arith::ArithDialect"];
  let hasConstantMaterializer = 1;
  let hasOperationAttrVerify = 1;
  let hasCanonicalizer = 1;
  let extraClassDeclaration = [{
    void registerExtras();
  }];
}

class Bld_Op<string mnemonic, list<Trait> traits = []>
    : Op<Bld_Dialect, mnemonic, traits>;

def Bld_ScaleOp : Bld_Op<"scale", [Pure]> {
  let summary = "custom builders next to the generated ones";
  let arguments = (ins F32:$input, F32Attr:$factor,
                       DefaultValuedAttr<BoolAttr, "false">:$saturate);
  let results = (outs F32:$output);
  let builders = [
    // Declaration only: defined in C++.
    OpBuilder<(ins "::mlir::Value":$input, "float":$factor)>,
    // With a body, and a defaulted parameter.
    OpBuilder<(ins "::mlir::Value":$input,
                   CArg<"bool", "false">:$saturate), [{
      build($_builder, $_state, input.getType(), input,
            $_builder.getF32FloatAttr(1.0f), saturate);
    }]>,
    DeprecatedOpBuilder<"use the (input, factor) form",
                        (ins "::mlir::Value":$input, "double":$factor)>
  ];
  let assemblyFormat = "$input `by` $factor attr-dict `:` type($input)";
}

def Bld_OnlyCustomOp : Bld_Op<"only_custom"> {
  let summary = "no generated builders, one custom builder";
  let arguments = (ins Variadic<Index>:$sizes);
  let results = (outs AnyMemRef:$memref);
  let skipDefaultBuilders = 1;
  let builders = [
    OpBuilder<(ins "::mlir::MemRefType":$type,
                   CArg<"::mlir::ValueRange", "{}">:$sizes), [{
      $_state.addTypes(type);
      $_state.addOperands(sizes);
    }]>
  ];
}

def Bld_CallOp : Bld_Op<"call"> {
  let summary = "functional-type and an optional attribute group";
  let arguments = (ins FlatSymbolRefAttr:$callee, Variadic<AnyType>:$args,
                       OptionalAttr<StrAttr>:$note, UnitAttr:$tail);
  let results = (outs Variadic<AnyType>:$results);
  let assemblyFormat = [{
    (`tail` $tail^)? $callee `(` $args `)` (`note` $note^)?
    attr-dict `:` functional-type($args, $results)
  }];
}

def Bld_GenericOp : Bld_Op<"generic"> {
  let summary = "operands and results directives, keyword attr-dict";
  let arguments = (ins Variadic<AnyType>:$inputs);
  let results = (outs Variadic<AnyType>:$outputs);
  let assemblyFormat = [{
    operands attr-dict-with-keyword `:` type(operands) `->` type(results)
  }];
}

def Bld_RangeOp : Bld_Op<"range"> {
  let summary = "a custom<Bounds> directive, parsed and printed by C++";
  let arguments = (ins Index:$lower, Index:$upper, Optional<Index>:$step);
  let assemblyFormat = [{
    custom<Bounds>($lower, $upper) (`step` $step^)? attr-dict
  }];
}

def Bld_OpaqueOp : Bld_Op<"opaque"> {
  let summary = "parse() and print() written in C++";
  let arguments = (ins AnyType:$input);
  let results = (outs AnyType:$output);
  let hasCustomAssemblyFormat = 1;
}

def Bld_HooksOp : Bld_Op<"hooks", [Pure]> {
  let summary = "every C++ hook an op can request";
  let arguments = (ins I32:$value);
  let results = (outs I32:$result);
  let regions = (region AnyRegion:$body);
  let hasVerifier = 1;
  let hasRegionVerifier = 1;
  let hasFolder = 1;
  let hasCanonicalizer = 1;
  let extraClassDeclaration = [{
    /// Whether folding would change nothing.
    bool isTrivial();
  }];
  let extraClassDefinition = [{
    bool $cppClass::isTrivial() { return getValue() == getResult(); }
  }];
}

def Bld_SimplifyOp : Bld_Op<"simplify"> {
  let summary = "a single canonicalize() method instead of patterns";
  let arguments = (ins I32:$value);
  let results = (outs I32:$result);
  let hasCanonicalizeMethod = 1;
}

def Bld_DocGroup : OpDocGroup {
  let summary = "Documented together";
  let description = "Ops grouped under one heading in generated docs.";
}

def Bld_GroupedOp : Bld_Op<"grouped"> {
  let summary = "an op in a documentation group";
  let description = [{
    The `description` is Markdown; it ends up in generated documentation.
  }];
  let opDocGroup = Bld_DocGroup;
}
