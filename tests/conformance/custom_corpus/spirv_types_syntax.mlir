// SPIR-V types read in loose spellings and printed in MLIR's canonical form.
func.func private @arrays(!spirv.array<4xf32>, !spirv.array< 2 x vector<3xi16>, stride = 16 >, !spirv.rtarray<!spirv.array<2 x i8>, stride=2>)
func.func private @pointers(!spirv.ptr<!spirv.rtarray<f32>, StorageBuffer>, !spirv.ptr<vector<4xf16>, Workgroup>)
func.func private @matrices(!spirv.matrix<2 x vector<4xf64>>, !spirv.coopmatrix<16x8xf16, Workgroup, MatrixAcc>)
func.func private @tensors(!spirv.arm.tensor<4x1xi8>, !spirv.arm.tensor<?x?x?xf32>, !spirv.arm.tensor<*xi1>)
func.func private @images(!spirv.sampled_image<!spirv.image<i32, Dim3D, IsDepth, Arrayed, MultiSampled, NoSampler, R32i>>)

// -----

// Struct members: offsets, decorations sorted by kind, values printed without
// their type, struct-level decorations after the members.
func.func private @literal(!spirv.struct<(f32 [8, NonReadable, Offset = 8 : i32], !spirv.array<2 x i32> [16])>)
func.func private @decorated(!spirv.struct<(i64), Offset=7, Block>)
func.func private @no_value(!spirv.struct<(i32 [Flat = unit, RelaxedPrecision])>)
func.func private @empty(!spirv.struct<()>, !spirv.struct<Empty, ()>)

// -----

// Identified structs: a member may point back to its own struct by name.
func.func private @list(!spirv.ptr<!spirv.struct<Node, (i32, !spirv.ptr<!spirv.struct<Node>, PhysicalStorageBuffer>)>, PhysicalStorageBuffer>)
func.func private @pair(!spirv.struct<Outer, (!spirv.struct<Inner, (!spirv.ptr<!spirv.struct<Outer>, Generic>)>)>)

// -----

// A pointer to a recursive struct printed alone shows the struct in full.
func.func private @alone(!spirv.struct<L, (i8, !spirv.ptr<!spirv.struct<L>, Private>)>, !spirv.ptr<!spirv.struct<L, (i8, !spirv.ptr<!spirv.struct<L>, Private>)>, Private>)
