//===-- AllClasses.td - one instance of each library class -*- tablegen -*-===//
//
// Not an example: the conformance test prints the records of this file
// with our td/ and with MLIR's headers and requires them to be equal. Each
// `all_<Class>` instantiates <Class> with arbitrary but valid arguments.
//
//===----------------------------------------------------------------------===//

include "mlir/IR/OpBase.td"
include "mlir/IR/EnumAttr.td"
include "mlir/IR/PatternBase.td"
include "mlir/Interfaces/SideEffectInterfaces.td"
include "mlir/Interfaces/InferTypeOpInterface.td"
include "mlir/IR/OpAsmInterface.td"

def All_Dialect : Dialect {
  let name = "all";
  let cppNamespace = "::all";
}
def All_Case0 : I32EnumAttrCase<"A", 0>;
def All_Case1 : I32EnumAttrCase<"B", 1, "b">;
def All_Case64 : I64EnumAttrCase<"C", 2>;
def All_Bit0 : I32BitEnumAttrCaseBit<"R", 0>;
def All_Bit1 : I32BitEnumAttrCaseBit<"W", 1>;
def All_EnumAttr : I32EnumAttr<"AllEnum", "", [All_Case0, All_Case1]>;
def All_Enum : I32Enum<"PlainEnum", "a plain enum", [All_Case0, All_Case1]>;
def All_OpInterface : OpInterface<"AllOpInterface">;
def All_AttrInterface : AttrInterface<"AllAttrInterface">;
def All_TypeInterface : TypeInterface<"AllTypeInterface">;
def All_BitEnum : I32BitEnumAttr<"AllBits", "", [All_Bit0, All_Bit1]>;

def all_0DTensorOf : 0DTensorOf<[I32, F32]>;
def all_1DTensorOf : 1DTensorOf<[I32, F32]>;
def all_2DTensorOf : 2DTensorOf<[I32, F32]>;
def all_3DTensorOf : 3DTensorOf<[I32, F32]>;
def all_4DTensorOf : 4DTensorOf<[I32, F32]>;
def all_APFloatParameter : APFloatParameter<"x">;
def all_APIntParameter : APIntParameter<"x">;
def all_AllAttrOf : AllAttrOf<[IntMinValue<1>]>;
def all_AllElementCountsMatch : AllElementCountsMatch<["a", "b"]>;
def all_AllElementTypesMatch : AllElementTypesMatch<["a", "b"]>;
def all_AllMatch : AllMatch<["a", "b"], "x">;
def all_AllMatchPred : AllMatchPred<["a", "b"]>;
def all_AllMatchSameOperatorPred : AllMatchSameOperatorPred<["a", "b"], "x">;
def all_AllMatchSameOperatorTrait
    : AllMatchSameOperatorTrait<["a", "b"], "x", "x">;
def all_AllOfType : AllOfType<[I32, F32], "x", "x">;
def all_AllRanksMatch : AllRanksMatch<["a", "b"]>;
def all_AllShapesMatch : AllShapesMatch<["a", "b"]>;
def all_AllTypeIDsMatch : AllTypeIDsMatch<["a", "b"]>;
def all_AllTypesMatch : AllTypesMatch<["a", "b"]>;
def all_And : And<[CPred<"a">, CPred<"b">]>;
def all_AnyAttrOf : AnyAttrOf<[I32Attr, StrAttr], "x", "x", "x">;
def all_AnyI : AnyI<1>;
def all_AnyIntOfWidths : AnyIntOfWidths<[1, 2]>;
def all_AnyIntegerAttrBase : AnyIntegerAttrBase<AnyI32, "x">;
def all_AnyMatchOperatorPred : AnyMatchOperatorPred<["a", "b"], "x">;
def all_AnyMatchOperatorTrait : AnyMatchOperatorTrait<["a", "b"], "x", "x">;
def all_AnyPred : AnyPred<["a", "b"]>;
def all_AnyTypeOf : AnyTypeOf<[I32, F32], "x", "x">;
def all_Arg : Arg<I32, "x", [MemRead]>;
def all_Arguments : Arguments<(ins "int":$x)>;
def all_ArrayAttrBase : ArrayAttrBase<CPred<"true">, "x">;
def all_ArrayCount : ArrayCount<1>;
def all_ArrayMaxCount : ArrayMaxCount<1>;
def all_ArrayMinCount : ArrayMinCount<1>;
def all_ArrayRefParameter : ArrayRefParameter<"x", "x">;
def all_Attr : Attr<CPred<"true">, "x">;
def all_AttrBuilder : AttrBuilder<(ins "int":$x), "x", "x">;
def all_AttrBuilderWithInferredContext
    : AttrBuilderWithInferredContext<(ins "int":$x), "x", "x">;
def all_AttrConstraint : AttrConstraint<CPred<"true">, "x", "x">;
def all_AttrDef : AttrDef<All_Dialect, "X", [Commutative], "x"> {
  let mnemonic = "x";
}
def all_AttrInterface : AttrInterface<"x", [All_OpInterface]>;
def all_AttrOrTypeBuilder : AttrOrTypeBuilder<(ins "int":$x), "x", "x">;
def all_AttrOrTypeBuilderWithInferredContext
    : AttrOrTypeBuilderWithInferredContext<(ins "int":$x), "x", "x">;
def all_AttrOrTypeDef : AttrOrTypeDef<"x", "x", [Commutative], "x">;
def all_AttrOrTypeParameter : AttrOrTypeParameter<"x", "x", "x">;
def all_AttrParameter : AttrParameter<"x", "x", "x">;
def all_AttrTypeConstraint : AttrTypeConstraint<CPred<"true">, "x", "x">;
def all_AttributeSelfTypeParameter : AttributeSelfTypeParameter<"x", "x", "x">;
def all_BitEnum : BitEnum<"x", "x", [All_Bit0, All_Bit1], 1>;
def all_BitEnumAttr : BitEnumAttr<I32, "x", "x", [All_Bit0, All_Bit1]>;
def all_BitEnumAttrBase : BitEnumAttrBase<I32, [All_Bit0, All_Bit1], "x">;
def all_BitEnumAttrCaseBase : BitEnumAttrCaseBase<I32, "x", 1, "x">;
def all_BitEnumAttrCaseBit : BitEnumAttrCaseBit<I32, "x", 1, "x">;
def all_BitEnumAttrCaseGroup
    : BitEnumAttrCaseGroup<I32, "x", [All_Bit0, All_Bit1], "x">;
def all_BitEnumBase : BitEnumBase<[All_Bit0, All_Bit1]>;
def all_BitEnumCaseBase : BitEnumCaseBase<"x", 1, "x", 1>;
def all_BitEnumCaseBit : BitEnumCaseBit<"x", 1, "x", 8>;
def all_BitEnumCaseGroup : BitEnumCaseGroup<"x", [All_Bit0, All_Bit1], "x">;
def all_BitEnumCaseNone : BitEnumCaseNone<"x", "x", 1>;
def all_BuildableType : BuildableType<"x">;
def all_CArg : CArg<"x", "x">;
def all_CPred : CPred<"x">;
def all_CombinedPred : CombinedPred<PredCombinerAnd, [CPred<"a">, CPred<"b">]>;
def all_Complex : Complex<I32>;
def all_Concat : Concat<"x", CPred<"true">, "x">;
def all_ConfinedAttr : ConfinedAttr<I32Attr, [IntMinValue<1>]>;
def all_ConfinedProp : ConfinedProp<I32Prop, CPred<"true">, "x">;
def all_ConfinedProperty : ConfinedProperty<I32Prop, CPred<"true">, "x">;
def all_ConfinedType : ConfinedType<I32, [CPred<"a">, CPred<"b">], "x", "x">;
def all_ConstF32Attr : ConstF32Attr<"x">;
def all_ConstantAttr : ConstantAttr<I32Attr, "x">;
def all_ConstantEnumCase : ConstantEnumCase<All_EnumAttr, "b">;
def all_ConstantEnumCaseBase : ConstantEnumCaseBase<I32Attr, All_Enum, "A">;
def all_ConstantProp : ConstantProp<I32Prop, "x">;
def all_ConstantStrAttr : ConstantStrAttr<I32Attr, "x">;
def all_Constraint : Constraint<CPred<"true">, "x">;
def all_ContainerType : ContainerType<I32, CPred<"true">, "x", "x", "x">;
def all_CppDeprecated : CppDeprecated<"x">;
def all_DeclareAttrInterfaceMethods
    : DeclareAttrInterfaceMethods<All_AttrInterface, ["a", "b"]>;
def all_DeclareInterfaceMethods : DeclareInterfaceMethods<["a", "b"]>;
def all_DeclareOpInterfaceMethods
    : DeclareOpInterfaceMethods<All_OpInterface, ["a", "b"]>;
def all_DeclareTypeInterfaceMethods
    : DeclareTypeInterfaceMethods<All_TypeInterface, ["a", "b"]>;
def all_DefaultValuedAttr : DefaultValuedAttr<I32Attr, "x">;
def all_DefaultValuedEnumAttr : DefaultValuedEnumAttr<All_EnumAttr, All_Case0>;
def all_DefaultValuedOptionalAttr : DefaultValuedOptionalAttr<I32Attr, "x">;
def all_DefaultValuedOptionalStrAttr
    : DefaultValuedOptionalStrAttr<I32Attr, "x">;
def all_DefaultValuedParameter : DefaultValuedParameter<"x", "x", "x">;
def all_DefaultValuedProp : DefaultValuedProp<I32Prop, "x", "x">;
def all_DefaultValuedProperty : DefaultValuedProperty<I32Prop, "x", "x">;
def all_DefaultValuedStrAttr : DefaultValuedStrAttr<I32Attr, "x">;
def all_DenseArrayAttrBase : DenseArrayAttrBase<"x", "x", "x">;
def all_DenseArrayCount : DenseArrayCount<1>;
def all_DenseArrayMaxCt : DenseArrayMaxCt<1>;
def all_DenseArrayMinCt : DenseArrayMinCt<1>;
def all_Deprecated : Deprecated<"x">;
def all_DeprecatedOpBuilder : DeprecatedOpBuilder<"x", (ins "int":$x), "x">;
def all_DerivedAttr : DerivedAttr<"x", "x", "x">;
def all_DerivedTypeAttr : DerivedTypeAttr<"x">;
def all_Dialect : Dialect {
  let name = "all2";
}
def all_DialectAttr : DialectAttr<All_Dialect, CPred<"true">, "x">;
def all_DialectInterface : DialectInterface<"x", [All_OpInterface]>;
def all_DialectType : DialectType<All_Dialect, CPred<"true">, "x", "x">;
def all_DictionaryAttrBase : DictionaryAttrBase<CPred<"true">, "x">;
def all_EffectOpInterfaceBase : EffectOpInterfaceBase<"x", "x">;
def all_EffectRange : EffectRange<1>;
def all_ElementCount : ElementCount<"x">;
def all_ElementType : ElementType<"x">;
def all_ElementTypeIs : ElementTypeIs<"x", I32>;
def all_ElementTypeIsPred : ElementTypeIsPred<"x", I32>;
def all_ElementsAttrBase : ElementsAttrBase<CPred<"true">, "x">;
def all_EnumAttr : EnumAttr<All_Dialect, All_Enum, "x", [Commutative]>;
def all_EnumAttrInfo : EnumAttrInfo<"x", [All_Case0, All_Case1], I32Attr>;
def all_EnumCase : EnumCase<"x", 1, "x", 1>;
def all_EnumInfo : EnumInfo<"x", "x", [All_Case0, All_Case1], 1>;
def all_EnumParameter : EnumParameter<All_Enum>;
def all_EnumProp : EnumProp<All_Enum>;
def all_F : F<1>;
def all_FixedVectorOfAnyRank : FixedVectorOfAnyRank<[I32, F32]>;
def all_FixedVectorOfNonZeroRankOf : FixedVectorOfNonZeroRankOf<[I32, F32]>;
def all_FloatAttrBase : FloatAttrBase<F32, "x">;
def all_FloatElementsAttr : FloatElementsAttr<1>;
def all_FloatOfWidths : FloatOfWidths<[1, 2]>;
def all_GenInternalAttrTrait : GenInternalAttrTrait<"x">;
def all_GenInternalOpTrait : GenInternalOpTrait<"x", [Commutative]>;
def all_GenInternalTrait : GenInternalTrait<"x", "x">;
def all_GenInternalTypeTrait : GenInternalTypeTrait<"x">;
def all_HasAnyRankOfPred : HasAnyRankOfPred<[1, 2]>;
def all_HasParent : HasParent<"x">;
def all_HasPromiseOrImplementsTypeInterface
    : HasPromiseOrImplementsTypeInterface<All_TypeInterface>;
def all_HasRankGreaterOrEqualPred : HasRankGreaterOrEqualPred<1>;
def all_I : I<1>;
def all_I16BitEnum : I16BitEnum<"x", "x", [All_Bit0, All_Bit1]>;
def all_I16BitEnumAttr : I16BitEnumAttr<"x", "x", [All_Bit0, All_Bit1]>;
def all_I16BitEnumAttrCase : I16BitEnumAttrCase<"x", 1, "x">;
def all_I16BitEnumAttrCaseBit : I16BitEnumAttrCaseBit<"x", 1, "x">;
def all_I16BitEnumAttrCaseNone : I16BitEnumAttrCaseNone<"x", "x">;
def all_I16BitEnumCase : I16BitEnumCase<"x", 1, "x">;
def all_I32BitEnum : I32BitEnum<"x", "x", [All_Bit0, All_Bit1]>;
def all_I32BitEnumAttr : I32BitEnumAttr<"x", "x", [All_Bit0, All_Bit1]>;
def all_I32BitEnumAttrCase : I32BitEnumAttrCase<"x", 1, "x">;
def all_I32BitEnumAttrCaseBit : I32BitEnumAttrCaseBit<"x", 1, "x">;
def all_I32BitEnumAttrCaseGroup
    : I32BitEnumAttrCaseGroup<"x", [All_Bit0, All_Bit1], "x">;
def all_I32BitEnumAttrCaseNone : I32BitEnumAttrCaseNone<"x", "x">;
def all_I32BitEnumCase : I32BitEnumCase<"x", 1, "x">;
def all_I32BitEnumCaseBit : I32BitEnumCaseBit<"x", 1, "x">;
def all_I32BitEnumCaseNone : I32BitEnumCaseNone<"x", "x">;
def all_I32Enum : I32Enum<"x", "x", [All_Case0, All_Case1]>;
def all_I32EnumAttr : I32EnumAttr<"x", "x", [All_Case0, All_Case1]>;
def all_I32EnumAttrCase : I32EnumAttrCase<"x", 1, "x">;
def all_I32EnumCase : I32EnumCase<"x", 1, "x">;
def all_I64BitEnum : I64BitEnum<"x", "x", [All_Bit0, All_Bit1]>;
def all_I64BitEnumAttr : I64BitEnumAttr<"x", "x", [All_Bit0, All_Bit1]>;
def all_I64BitEnumAttrCase : I64BitEnumAttrCase<"x", 1, "x">;
def all_I64BitEnumAttrCaseBit : I64BitEnumAttrCaseBit<"x", 1, "x">;
def all_I64BitEnumAttrCaseGroup
    : I64BitEnumAttrCaseGroup<"x", [All_Bit0, All_Bit1], "x">;
def all_I64BitEnumAttrCaseNone : I64BitEnumAttrCaseNone<"x", "x">;
def all_I64BitEnumCase : I64BitEnumCase<"x", 1, "x">;
def all_I64BitEnumCaseBit : I64BitEnumCaseBit<"x", 1, "x">;
def all_I64BitEnumCaseNone : I64BitEnumCaseNone<"x", "x">;
def all_I64Enum : I64Enum<"x", "x", [All_Case0, All_Case1]>;
def all_I64EnumAttr : I64EnumAttr<"x", "x", [All_Case64]>;
def all_I64EnumAttrCase : I64EnumAttrCase<"x", 1, "x">;
def all_I64EnumCase : I64EnumCase<"x", 1, "x">;
def all_I8BitEnum : I8BitEnum<"x", "x", [All_Bit0, All_Bit1]>;
def all_I8BitEnumAttr : I8BitEnumAttr<"x", "x", [All_Bit0, All_Bit1]>;
def all_I8BitEnumAttrCase : I8BitEnumAttrCase<"x", 1, "x">;
def all_I8BitEnumAttrCaseBit : I8BitEnumAttrCaseBit<"x", 1, "x">;
def all_I8BitEnumAttrCaseNone : I8BitEnumAttrCaseNone<"x", "x">;
def all_I8BitEnumCase : I8BitEnumCase<"x", 1, "x">;
def all_InferTypeOpAdaptorBase : InferTypeOpAdaptorBase<"x">;
def all_IntArrayNthElemEq : IntArrayNthElemEq<1, 1>;
def all_IntArrayNthElemInRange : IntArrayNthElemInRange<1, 1, 1>;
def all_IntArrayNthElemMaxValue : IntArrayNthElemMaxValue<1, 1>;
def all_IntArrayNthElemMinValue : IntArrayNthElemMinValue<1, 1>;
def all_IntElementsAttrBase : IntElementsAttrBase<CPred<"true">, "x">;
def all_IntElementsAttrOf : IntElementsAttrOf<1>;
def all_IntEnum : IntEnum<"x", "x", [All_Case0, All_Case1], 1>;
def all_IntEnumAttr : IntEnumAttr<I32, "x", "x", [All_Case0, All_Case1]>;
def all_IntEnumAttrBase : IntEnumAttrBase<I32, [All_Case0, All_Case1], "x">;
def all_IntEnumAttrCaseBase : IntEnumAttrCaseBase<I32, "x", "x", 1>;
def all_IntIsOneOf : IntIsOneOf<[1, 2]>;
def all_IntMaxValue : IntMaxValue<1>;
def all_IntMinValue : IntMinValue<1>;
def all_IntNEQValue : IntNEQValue<1>;
def all_IntProp : IntProp<"x", "x">;
def all_IntProperty : IntProperty<"x", "x">;
def all_IntValidAlignment : IntValidAlignment<I32Attr>;
def all_Interface : Interface<"x", [All_OpInterface]>;
def all_InterfaceMethod
    : InterfaceMethod<"x", "x", "x", (ins "int":$x), "x", "x">;
def all_InterfaceTrait : InterfaceTrait<"x">;
def all_IntrinsicResource : IntrinsicResource<"x">;
def all_IsVectorOfLengthPred : IsVectorOfLengthPred<[1, 2]>;
def all_IsVectorOfRankPred : IsVectorOfRankPred<[1, 2]>;
def all_LocationAttrDef : LocationAttrDef<All_Dialect, "L", [Commutative]> {
  let mnemonic = "loc";
}
def all_MaxSizedRegion : MaxSizedRegion<1>;
def all_MemAlloc : MemAlloc<DefaultResource, 1, FullEffect>;
def all_MemAllocAt : MemAllocAt<1, FullEffect>;
def all_MemFree : MemFree<DefaultResource, 1, FullEffect>;
def all_MemFreeAt : MemFreeAt<1, FullEffect>;
def all_MemRead : MemRead<DefaultResource, 1, FullEffect>;
def all_MemReadAt : MemReadAt<1, FullEffect>;
def all_MemRefOf : MemRefOf<[I32, F32]>;
def all_MemRefRankOf : MemRefRankOf<[I32, F32], [1, 2]>;
def all_MemWrite : MemWrite<DefaultResource, 1, FullEffect>;
def all_MemWriteAt : MemWriteAt<1, FullEffect>;
def all_MemoryEffect : MemoryEffect<"x", DefaultResource, 1, FullEffect>;
def all_MemoryEffects : MemoryEffects<[MemRead]>;
def all_MinSizedRegion : MinSizedRegion<1>;
def all_MixedContainerType : MixedContainerType<I32, CPred<"true">, "x", "x">;
def all_NativeAttrTrait : NativeAttrTrait<"x", "x", "x">;
def all_NativeCodeCall : NativeCodeCall<"x", 1>;
def all_NativeCodeCallVoid : NativeCodeCallVoid<"x">;
def all_NativeOpTrait : NativeOpTrait<"x", [Commutative], "x", "x">;
def all_NativeTrait : NativeTrait<"x", "x", "x", "x">;
def all_NativeTypeTrait : NativeTypeTrait<"x", "x", "x">;
def all_Neg : Neg<CPred<"true">>;
def all_NestedTupleOf : NestedTupleOf<[I32, F32]>;
def all_Non0RankedMemRefOf : Non0RankedMemRefOf<[I32, F32]>;
def all_Non0RankedTensorOf : Non0RankedTensorOf<[I32, F32]>;
def all_Op : Op<All_Dialect, "x", [Commutative]>;
def all_OpBuilder : OpBuilder<(ins "int":$x), "x">;
def all_OpDocGroup : OpDocGroup;
def all_OpInterface : OpInterface<"x", [All_OpInterface]>;
def all_OpInterfaceTrait : OpInterfaceTrait<"x", "x", [Commutative]>;
def all_OpVariable : OpVariable<I32, "x", [MemRead]>;
def all_OpVariableDecorator : OpVariableDecorator;
def all_OpaqueType : OpaqueType<"x", "x", "x">;
def all_Optional : Optional<I32>;
def all_OptionalArrayRefParameter : OptionalArrayRefParameter<"x", "x">;
def all_OptionalAttr : OptionalAttr<I32Attr>;
def all_OptionalParameter : OptionalParameter<"x", "x">;
def all_OptionalTypesMatchWith
    : OptionalTypesMatchWith<"x", "x", "x", "x", "x">;
def all_Or : Or<[CPred<"a">, CPred<"b">]>;
def all_ParamNativeAttrTrait : ParamNativeAttrTrait<"x", "x">;
def all_ParamNativeOpTrait : ParamNativeOpTrait<"x", "x", [Commutative]>;
def all_ParamNativeTrait : ParamNativeTrait<"x", "x", "x">;
def all_ParamNativeTypeTrait : ParamNativeTypeTrait<"x", "x">;
def all_ParentOneOf : ParentOneOf<["a", "b"]>;
def all_Pat
    : Pat<(ins "int":$x), (ins "int":$x), [(ins)], [(ins)], (ins "int":$x)>;
def all_Pattern
    : Pattern<(ins "int":$x), [(ins)], [(ins)], [(ins)], (ins "int":$x)>;
def all_Pred : Pred;
def all_PredAttrTrait : PredAttrTrait<"x", CPred<"true">>;
def all_PredCombinerKind : PredCombinerKind;
def all_PredOpTrait : PredOpTrait<"x", CPred<"true">, [Commutative]>;
def all_PredTrait : PredTrait<"x", CPred<"true">>;
def all_PredTypeTrait : PredTypeTrait<"x", CPred<"true">>;
def all_PromisedAttrInterface : PromisedAttrInterface<All_AttrInterface>;
def all_PromisedTypeInterface : PromisedTypeInterface<All_TypeInterface>;
def all_PropConstraint : PropConstraint<CPred<"true">, "x", "x">;
def all_Property : Property<"x", "x", "x">;
def all_RangedTypesMatchWith : RangedTypesMatchWith<"x", "x", "x", "x">;
def all_Rank : Rank<"x">;
def all_RankedOrUnrankedMemRefOf
    : RankedOrUnrankedMemRefOf<[I32, F32], [CPred<"a">, CPred<"b">], "x">;
def all_RankedTensorOf
    : RankedTensorOf<[I32, F32], [CPred<"a">, CPred<"b">], "x">;
def all_Region : Region<CPred<"true">, "x">;
def all_RegionConstraint : RegionConstraint<CPred<"true">, "x">;
def all_Res : Res<I32, "x", [MemRead]>;
def all_Resource : Resource<"x">;
def all_Results : Results<(ins "int":$x)>;
def all_SI : SI<1>;
def all_SameBuildabilityAs : SameBuildabilityAs<I32, "x">;
def all_ScalableVectorOfAnyRank : ScalableVectorOfAnyRank<[I32, F32]>;
def all_SelfAllocationParameter : SelfAllocationParameter<"x", "x">;
def all_Shape : Shape<"x">;
def all_ShapedContainerType
    : ShapedContainerType<[I32, F32], CPred<"true">, "x", "x">;
def all_SideEffect
    : SideEffect<MemoryEffectsOpInterface, "x", DefaultResource, 1, FullEffect>;
def all_SideEffectsTraitBase
    : SideEffectsTraitBase<MemoryEffectsOpInterface, [MemRead]>;
def all_SignedIntOfWidths : SignedIntOfWidths<[1, 2]>;
def all_SignedIntegerAttrBase : SignedIntegerAttrBase<SI32, "x">;
def all_SignlessIntElementsAttr : SignlessIntElementsAttr<1>;
def all_SignlessIntOfWidths : SignlessIntOfWidths<[1, 2]>;
def all_SignlessIntegerAttrBase : SignlessIntegerAttrBase<I32, "x">;
def all_SingleBlockImplicitTerminator : SingleBlockImplicitTerminator<"x">;
def all_SingleBlockImplicitTerminatorImpl
    : SingleBlockImplicitTerminatorImpl<"x">;
def all_SizedRegion : SizedRegion<1>;
def all_StaticInterfaceMethod
    : StaticInterfaceMethod<"x", "x", "x", (ins "int":$x), "x", "x">;
def all_StaticShapeMemRefOf : StaticShapeMemRefOf<[I32, F32]>;
def all_StaticShapeTensorOf : StaticShapeTensorOf<[I32, F32]>;
def all_StrFunc : StrFunc<"x">;
def all_StridedMemRefOf : StridedMemRefOf<[I32, F32]>;
def all_StringBasedAttr : StringBasedAttr<CPred<"true">, "x">;
def all_StringRefParameter : StringRefParameter<"x", "x">;
def all_StructuralOpTrait : StructuralOpTrait;
def all_SubstLeaves : SubstLeaves<"x", "x", CPred<"true">>;
def all_Successor : Successor<CPred<"true">, "x">;
def all_SuccessorConstraint : SuccessorConstraint<CPred<"true">, "x">;
def all_TCOpResIsShapedTypePred : TCOpResIsShapedTypePred<1, 1>;
def all_TCopVTEtIs : TCopVTEtIs<1, I32>;
def all_TCopVTEtIsSameAs : TCopVTEtIsSameAs<1, 1>;
def all_TCresIsSameAsOpBase : TCresIsSameAsOpBase<1, 1>;
def all_TCresVTEtIsSameAsOp : TCresVTEtIsSameAsOp<1, 1>;
def all_TCresVTEtIsSameAsOpBase : TCresVTEtIsSameAsOpBase<1, 1>;
def all_TensorOf : TensorOf<[I32, F32], [CPred<"a">, CPred<"b">], "x">;
def all_TensorOrMemRef : TensorOrMemRef<[I32, F32]>;
def all_TensorRankOf : TensorRankOf<[I32, F32], [1, 2]>;
def all_Trait : Trait;
def all_TraitList : TraitList<[Commutative]>;
def all_TupleOf : TupleOf<[I32, F32]>;
def all_Type : Type<CPred<"true">, "x", "x">;
def all_TypeAlias : TypeAlias<I32, "x">;
def all_TypeAttrBase : TypeAttrBase<"x", "x", CPred<"true">>;
def all_TypeAttrOf : TypeAttrOf<I32>;
def all_TypeBuilder : TypeBuilder<(ins "int":$x), "x", "x">;
def all_TypeBuilderWithInferredContext
    : TypeBuilderWithInferredContext<(ins "int":$x), "x", "x">;
def all_TypeConstraint : TypeConstraint<CPred<"true">, "x", "x", "x">;
def all_TypeDef : TypeDef<All_Dialect, "X", [Commutative], "x"> {
  let mnemonic = "x";
}
def all_TypeInterface : TypeInterface<"x", [All_OpInterface]>;
def all_TypeIs : TypeIs<"x", I32>;
def all_TypeIsPred : TypeIsPred<"x", I32>;
def all_TypeOrValueSemanticsContainer : TypeOrValueSemanticsContainer<I32, "x">;
def all_TypeParameter : TypeParameter<"x", "x", "x">;
def all_TypedArrayAttrBase : TypedArrayAttrBase<I32Attr, "x">;
def all_TypedAttrBase : TypedAttrBase<I32, "x", CPred<"true">, "x">;
def all_TypedSignedIntegerAttrBase : TypedSignedIntegerAttrBase<SI32, "x", "x">;
def all_TypedSignlessIntegerAttrBase
    : TypedSignlessIntegerAttrBase<I32, "x", "x">;
def all_TypedStrAttr : TypedStrAttr<I32>;
def all_TypedUnsignedIntegerAttrBase
    : TypedUnsignedIntegerAttrBase<UI32, "x", "x">;
def all_TypesMatchWith : TypesMatchWith<"x", "x", "x", "x", "x">;
def all_UI : UI<1>;
def all_UnrankedMemRefOf : UnrankedMemRefOf<[I32, F32]>;
def all_UnrankedTensorOf
    : UnrankedTensorOf<[I32, F32], [CPred<"a">, CPred<"b">], "x">;
def all_UnsignedIntOfWidths : UnsignedIntOfWidths<[1, 2]>;
def all_UnsignedIntegerAttrBase : UnsignedIntegerAttrBase<UI32, "x">;
def all_ValueSemanticsContainerOf : ValueSemanticsContainerOf<[I32, F32]>;
def all_Variadic : Variadic<I32>;
def all_VariadicOfVariadic : VariadicOfVariadic<I32, "x">;
def all_VariadicRegion : VariadicRegion<AnyRegion>;
def all_VariadicSuccessor : VariadicSuccessor<AnySuccessor>;
def all_VectorOfAnyRankOf : VectorOfAnyRankOf<[I32, F32]>;
def all_VectorOfLength : VectorOfLength<[1, 2]>;
def all_VectorOfLengthAndType : VectorOfLengthAndType<[1, 2], [I32, F32]>;
def all_VectorOfNonZeroRankOf : VectorOfNonZeroRankOf<[I32, F32]>;
def all_VectorOfRank : VectorOfRank<[1, 2]>;
def all_VectorOfRankAndType : VectorOfRankAndType<[1, 2], [I32, F32]>;
def all__bitSymbolsToValue : _bitSymbolsToValue<All_BitEnum, "R|W">;
def all__cls_BoolProp : _cls_BoolProp;
def all__cls_StringProp : _cls_StringProp;
def all__cls_UnitProp : _cls_UnitProp;
def all__snakeCaseHelper : _snakeCaseHelper<"x">;
def all__symbolToValue : _symbolToValue<All_Enum, "b">;
def all_firstCharToUpper : firstCharToUpper<"x">;
def all_snakeCaseToCamelCase : snakeCaseToCamelCase<"x">;

// Arrays and optionals of properties, including the non-trivial paths.
def all_ArrayProp : ArrayProp<I32Prop, "x">;
def all_ArrayProperty : ArrayProperty<I32Prop, "x">;
def all_IntArrayProp : IntArrayProp<I32Prop, "x">;
def all_IntArrayProperty : IntArrayProperty<I32Prop, "x">;
def all_OptionalProp : OptionalProp<I32Prop, 1>;
def all_OptionalProperty : OptionalProperty<I32Prop, 1>;
def all__makePropStorage : _makePropStorage<I32Prop, "x">;
def all__makeStorageWrapperPred : _makeStorageWrapperPred<I32Prop>;
def all_ArrayProp_confined
    : ArrayProp<ConfinedProp<I64Prop, CPred<"$_self > 0">>>;
def all_ArrayProp_strings : ArrayProp<StringProp>;
def all_OptionalProp_string : OptionalProp<StringProp, 0>;
def all_OptionalProp_unit : OptionalProp<UnitProp>;
def all_OptionalProp_confined
    : OptionalProp<ConfinedProp<I32Prop, CPred<"$_self != 0">>>;
def all_OptionalProp_array : OptionalProp<ArrayProp<I64Prop>>;

// Classes added with the less common constraints and enum properties.
def all_AnyStridedMemRefOfRank : AnyStridedMemRefOfRank<1>;
def all_ArrayOfAttr : ArrayOfAttr<All_Dialect, "Ints", "ints", "int64_t">;
def all_ArrayRefOfSelfAllocationParameter
    : ArrayRefOfSelfAllocationParameter<"x", "x">;
def all_DenseArrayNonNegative : DenseArrayNonNegative<DenseI32ArrayAttr>;
def all_DenseArraySorted : DenseArraySorted<DenseI32ArrayAttr>;
def all_DenseArrayStrictlyPositive
    : DenseArrayStrictlyPositive<DenseI32ArrayAttr>;
def all_DenseArrayStrictlySorted : DenseArrayStrictlySorted<DenseI32ArrayAttr>;
def all_EnumPropWithAttrForm : EnumPropWithAttrForm<All_Enum, All_EnumAttr>;
def all_FixedVectorOfLength : FixedVectorOfLength<[1, 2]>;
def all_FixedVectorOfLengthAndType
    : FixedVectorOfLengthAndType<[1, 2], [I32, F32]>;
def all_FixedVectorOfRank : FixedVectorOfRank<[1, 2]>;
def all_FixedVectorOfRankAndType : FixedVectorOfRankAndType<[1, 2], [I32, F32]>;
def all_FixedVectorOfShapeAndType : FixedVectorOfShapeAndType<[1, 2], I32>;
def all_I16BitEnumAttrCaseGroup
    : I16BitEnumAttrCaseGroup<"x", [all_I16BitEnumAttrCase], "x">;
def all_I16BitEnumCaseBit : I16BitEnumCaseBit<"x", 1, "x">;
def all_I16BitEnumCaseNone : I16BitEnumCaseNone<"x", "x">;
def all_I8BitEnumAttrCaseGroup
    : I8BitEnumAttrCaseGroup<"x", [all_I8BitEnumAttrCase], "x">;
def all_I8BitEnumCaseBit : I8BitEnumCaseBit<"x", 1, "x">;
def all_I8BitEnumCaseNone : I8BitEnumCaseNone<"x", "x">;
def all_InputAddressIsCombinationOf
    : InputAddressIsCombinationOf<["a", "b"], [[I32, F32], [I64, F64]], "x">;
def all_InputMatchesTypes : InputMatchesTypes<["a", "b"], [I32, F32]>;
def all_IsFixedVectorOfLengthPred : IsFixedVectorOfLengthPred<[1, 2]>;
def all_IsFixedVectorOfRankPred : IsFixedVectorOfRankPred<[1, 2]>;
def all_IsNthDimSizeIsOneOfPred : IsNthDimSizeIsOneOfPred<-1, [1, 2]>;
def all_IsScalableVectorOfLengthPred : IsScalableVectorOfLengthPred<[1, 2]>;
def all_IsScalableVectorOfRankPred : IsScalableVectorOfRankPred<[1, 2]>;
def all_IsVectorOfMaxLengthPred : IsVectorOfMaxLengthPred<1>;
def all_IsVectorOfMinLengthPred : IsVectorOfMinLengthPred<1>;
def all_IsVectorOfShape : IsVectorOfShape<[1, 2]>;
def all_NamedEnumProp : NamedEnumProp<All_Enum, "x">;
def all_NamedEnumPropWithAttrForm
    : NamedEnumPropWithAttrForm<All_Enum, "x", All_EnumAttr>;
def all_NormalizeIndex : NormalizeIndex<-2>;
def all_RankedF32ElementsAttr : RankedF32ElementsAttr<[1, 2]>;
def all_RankedF64ElementsAttr : RankedF64ElementsAttr<[1, 2]>;
def all_RankedFloatElementsAttr : RankedFloatElementsAttr<1, [1, 2]>;
def all_RankedI32ElementsAttr : RankedI32ElementsAttr<[1, 2]>;
def all_RankedI64ElementsAttr : RankedI64ElementsAttr<[1, 2]>;
def all_RankedSignlessIntElementsAttr
    : RankedSignlessIntElementsAttr<1, [1, 2]>;
def all_ScalableVectorOfLength : ScalableVectorOfLength<[1, 2]>;
def all_ScalableVectorOfLengthAndType
    : ScalableVectorOfLengthAndType<[1, 2], [I32, F32]>;
def all_ScalableVectorOfRank : ScalableVectorOfRank<[1, 2]>;
def all_ScalableVectorOfRankAndLengthAndType
    : ScalableVectorOfRankAndLengthAndType<[1, 2], [1, 2], [I32, F32]>;
def all_ShapedTypeMatchesElementCountAndTypes
    : ShapedTypeMatchesElementCountAndTypes<"x", "x">;
def all_ShapedTypeWithNthDimOfSize : ShapedTypeWithNthDimOfSize<1, [1, 2]>;
def all_StridedMemRefRankOf : StridedMemRefRankOf<[I32, F32], [1, 2]>;
def all_TCOpIsBroadcastableToRes : TCOpIsBroadcastableToRes<1, 1>;
def all_TCopVTEtAreSameAt : TCopVTEtAreSameAt<[1, 2]>;
def all_VectorOfMaxLength : VectorOfMaxLength<1>;
def all_VectorOfMinLength : VectorOfMinLength<1>;
def all_VectorOfMinMaxLengthAndType
    : VectorOfMinMaxLengthAndType<1, 1, [I32, F32]>;
def all_VectorWithTrailingDimScalableOf
    : VectorWithTrailingDimScalableOf<[I32, F32]>;
def all_VectorWithTrailingDimScalableOfSizeAndType
    : VectorWithTrailingDimScalableOfSizeAndType<[1, 2], [I32, F32]>;
def all__namedEnumPropFields : _namedEnumPropFields<"x", "x">;
def all_ShapedTypeWithNthDimOfSize_front : ShapedTypeWithNthDimOfSize<0, [4]>;
def all_NormalizeIndex_front : NormalizeIndex<3>;
def all_EnumPropWithAttrForm_stored
    : EnumPropWithAttrForm<All_Enum, All_EnumAttr> {
  let storeInCustomAttribute = 1;
}
def all_EnumProp_bits : EnumProp<All_BitEnum>;

// Classes of the interface headers.
def all_InferShapedTypeOpAdaptorBase : InferShapedTypeOpAdaptorBase<["x"]>;
def all_InferTensorTypeAdaptorBase : InferTensorTypeAdaptorBase<["x"]>;
def all_InferTensorTypeBase : InferTensorTypeBase<["x"]>;
def all_ResourceHandleParameter : ResourceHandleParameter<"x", "x">;
