//===-- Formats.td - declarative assembly formats of ops ---*- tablegen -*-===//
//
// Demonstrates: every directive of the op format language (literals and the
// spacing literals, operand/attribute/region/successor/property variables,
// attr-dict, attr-dict-with-keyword, prop-dict, type, qualified,
// functional-type, operands, results, regions, successors, optional groups
// with anchors, else-groups and nesting, oilist, ref, custom<Name>), and
// how types the format leaves out are found (SameOperandsAndResultType,
// AllTypesMatch, TypesMatchWith, buildable types, InferTypeOpInterface).
//
//===----------------------------------------------------------------------===//

include "mlir/IR/OpBase.td"
include "mlir/IR/Properties.td"
include "mlir/Interfaces/InferTypeOpInterface.td"

def Fmt_Dialect : Dialect {
  let name = "fmt";
  let summary = "Declarative assembly formats";
  let cppNamespace = "::fmt";
}

class Fmt_Op<string mnemonic, list<Trait> traits = []>
    : Op<Fmt_Dialect, mnemonic, traits>;

def Fmt_BinaryOp : Fmt_Op<"binary", [SameOperandsAndResultType]> {
  let summary = "result and operand types from one type(...)";
  let arguments = (ins AnyInteger:$lhs, AnyInteger:$rhs);
  let results = (outs AnyInteger:$result);
  let assemblyFormat = "$lhs `,` $rhs attr-dict `:` type($result)";
}

def Fmt_MatchOp : Fmt_Op<"match", [AllTypesMatch<["a", "b", "r"]>]> {
  let summary = "AllTypesMatch: the operand types come from the result's";
  let arguments = (ins AnyType:$a, AnyType:$b);
  let results = (outs AnyType:$r);
  let assemblyFormat = "$a `,` $b attr-dict `:` type($r)";
}

def Fmt_CastOp : Fmt_Op<"cast"> {
  let summary = "a keyword between two types";
  let arguments = (ins AnyType:$input);
  let results = (outs AnyType:$output);
  let assemblyFormat = "$input attr-dict `:` type($input) `to` type($output)";
}

def Fmt_ElementOp : Fmt_Op<"element", [
    TypesMatchWith<"result is the element type", "vec", "elt",
                   "::llvm::cast<::mlir::ShapedType>($_self).getElementType()">]> {
  let summary = "TypesMatchWith: the result type is derived from the operand's";
  let arguments = (ins AnyVectorOfAnyRank:$vec, Index:$idx);
  let results = (outs AnyType:$elt);
  let assemblyFormat = "$vec `[` $idx `]` attr-dict `:` type($vec)";
}

def Fmt_TruncOp : Fmt_Op<"trunc"> {
  let summary = "buildable types need no type(...)";
  let arguments = (ins I32:$input);
  let results = (outs I1:$bit);
  let assemblyFormat = "$input attr-dict";
}

def Fmt_CallOp : Fmt_Op<"call"> {
  let summary = "a symbol reference and functional-type";
  let arguments = (ins FlatSymbolRefAttr:$callee, Variadic<AnyType>:$args);
  let results = (outs Variadic<AnyType>:$results);
  let assemblyFormat = [{
    $callee `(` $args `)` attr-dict `:` functional-type($args, $results)
  }];
}

def Fmt_SymbolOp : Fmt_Op<"symbol"> {
  let summary = "a symbol name printed as @name";
  let arguments = (ins SymbolNameAttr:$sym_name, I64Attr:$size);
  let assemblyFormat = "$sym_name `size` $size attr-dict";
}

def Fmt_FlagsOp : Fmt_Op<"flags"> {
  let summary = "optional groups anchored by a UnitAttr and an optional attribute";
  let arguments = (ins UnitAttr:$tail, OptionalAttr<StrAttr>:$note, AnyType:$x);
  let assemblyFormat = [{
    (`tail` $tail^)? $x (`note` $note^)? attr-dict `:` type($x)
  }];
}

def Fmt_MaybeOp : Fmt_Op<"maybe"> {
  let summary = "an optional operand with an else group";
  let arguments = (ins Optional<AnyInteger>:$value);
  let assemblyFormat = "($value^ `:` type($value)) : (`none`)? attr-dict";
}

def Fmt_NestedOp : Fmt_Op<"nested"> {
  let summary = "nested optional groups";
  let arguments = (ins OptionalAttr<I64Attr>:$outer, OptionalAttr<I64Attr>:$inner);
  let assemblyFormat = "(`outer` $outer^ (`inner` $inner^)?)? attr-dict";
}

def Fmt_AllOp : Fmt_Op<"all"> {
  let summary = "operands, results and attr-dict-with-keyword";
  let arguments = (ins Variadic<AnyType>:$inputs);
  let results = (outs Variadic<AnyType>:$outputs);
  let assemblyFormat = [{
    operands attr-dict-with-keyword `:` functional-type(operands, results)
  }];
}

def Fmt_BodyOp : Fmt_Op<"body"> {
  let summary = "a region after attr-dict-with-keyword";
  let regions = (region AnyRegion:$body);
  let assemblyFormat = "attr-dict-with-keyword $body";
}

def Fmt_RegionsOp : Fmt_Op<"regions"> {
  let summary = "the regions directive";
  let regions = (region AnyRegion:$first, VariadicRegion<AnyRegion>:$rest);
  let assemblyFormat = "regions attr-dict";
}

def Fmt_BranchOp : Fmt_Op<"branch", [Terminator]> {
  let summary = "a successor and an optional operand list";
  let arguments = (ins Variadic<AnyType>:$args);
  let successors = (successor AnySuccessor:$dest);
  let assemblyFormat = "$dest (`(` $args^ `:` type($args) `)`)? attr-dict";
}

def Fmt_SwitchOp : Fmt_Op<"switch", [Terminator]> {
  let summary = "the successors directive";
  let arguments = (ins I1:$flag);
  let successors = (successor VariadicSuccessor<AnySuccessor>:$targets);
  let assemblyFormat = "$flag `,` successors attr-dict";
}

def Fmt_SpacingOp : Fmt_Op<"spacing"> {
  let summary = "the spacing literals";
  let arguments = (ins AnyType:$a, AnyType:$b);
  let assemblyFormat = "$a `` `,` ` ` $b attr-dict `:` type($a) `` `,` type($b)";
}

def Fmt_ArrayOp : Fmt_Op<"array"> {
  let summary = "a dense array attribute printed as [...]";
  let arguments = (ins DenseI64ArrayAttr:$values);
  let assemblyFormat = "$values attr-dict";
}

def Fmt_SegmentsOp : Fmt_Op<"segments", [AttrSizedOperandSegments]> {
  let summary = "two variadic operand groups";
  let arguments = (ins Variadic<Index>:$low, Variadic<Index>:$high);
  let assemblyFormat = "`(` $low `)` `[` $high `]` attr-dict";
}

def Fmt_QualifiedOp : Fmt_Op<"qualified"> {
  let summary = "qualified attributes and types";
  let arguments = (ins AnyAttr:$any, AnyType:$x);
  let assemblyFormat = "qualified($any) $x attr-dict `:` qualified(type($x))";
}

def Fmt_InferOp : Fmt_Op<"infer", [DeclareOpInterfaceMethods<InferTypeOpInterface>]> {
  let summary = "result types left to InferTypeOpInterface";
  let arguments = (ins AnyType:$x);
  let results = (outs AnyType:$y);
  let assemblyFormat = "$x attr-dict `:` type($x)";
}

def Fmt_CustomOp : Fmt_Op<"custom"> {
  let summary = "custom<Name> directives with ref and strings";
  let arguments = (ins AnyType:$x, OptionalAttr<I64Attr>:$count);
  let assemblyFormat = [{
    $x `:` type($x) custom<Count>($count, "1")
    custom<Echo>(ref($x), ref(type($x))) attr-dict
  }];
}

def Fmt_OIListOp : Fmt_Op<"oilist"> {
  let summary = "order-independent clauses";
  let arguments = (ins UnitAttr:$fast, OptionalAttr<I64Attr>:$level);
  let assemblyFormat = "oilist(`fast` $fast | `level` `=` $level) attr-dict";
}

def Fmt_ElseAnchorOp : Fmt_Op<"else_anchor"> {
  let summary = "an optional group anchored in its else group";
  let arguments = (ins OptionalAttr<I64Attr>:$limit);
  let assemblyFormat = "(`unbounded`) : (`limit` $limit^)? attr-dict";
}

def Fmt_GroupsOp : Fmt_Op<"groups"> {
  let summary = "variadic-of-variadic operands read by a custom directive";
  let arguments = (ins VariadicOfVariadic<AnyType, "group_sizes">:$groups,
                       DenseI32ArrayAttr:$group_sizes);
  let assemblyFormat = "custom<Groups>($groups, type($groups)) attr-dict";
}

def Fmt_PropsOp : Fmt_Op<"props"> {
  let summary = "properties: a variable and prop-dict";
  let arguments = (ins I32Prop:$width, I64Prop:$depth);
  let assemblyFormat = "$width prop-dict attr-dict";
}

def Fmt_YieldOp : Fmt_Op<"yield", [Terminator]> {
  let summary = "ends the block of fmt.scope";
  let arguments = (ins Variadic<AnyType>:$values);
  let assemblyFormat = "attr-dict ($values^ `:` type($values))?";
}

def Fmt_ScopeOp : Fmt_Op<"scope", [SingleBlockImplicitTerminator<"YieldOp">]> {
  let summary = "an implicit terminator: left out when it has no operands";
  let regions = (region SizedRegion<1>:$body);
  let assemblyFormat = "$body attr-dict";
}

def Fmt_DefaultsOp : Fmt_Op<"defaults"> {
  let summary = "default-valued attributes: elided, and anchoring a group";
  let arguments = (ins DefaultValuedAttr<I64Attr, "4">:$width,
                       DefaultValuedAttr<BoolAttr, "false">:$exact);
  let assemblyFormat = "(`exact` $exact^)? attr-dict";
}
