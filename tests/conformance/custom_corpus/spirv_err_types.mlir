func.func private @f(!spirv.array<3x2xf32>)

// -----

func.func private @f(!spirv.array<0 x i32>)

// -----

func.func private @f(!spirv.array<2 x ?x i32>)

// -----

func.func private @f(!spirv.rtarray<i32, stride = 0>)

// -----

func.func private @f(!spirv.rtarray<i24>)

// -----

func.func private @f(!spirv.ptr<vector<6xi32>, Function>)

// -----

func.func private @f(!spirv.ptr<tensor<2xf32>, Function>)

// -----

func.func private @f(!spirv.ptr<f32, Heap>)

// -----

func.func private @f(!spirv.tuple<f32>)

// -----

func.func private @f(!spirv.matrix<1 x vector<2xf32>>)

// -----

func.func private @f(!spirv.matrix<2 x vector<2xi8>>)

// -----

func.func private @f(!spirv.sampled_image<!spirv.array<2 x f32>>)

// -----

func.func private @f(!spirv.image<f16, Dim2D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown, Extra>)

// -----

func.func private @f(!spirv.image<f16, Dim2D, Maybe, NonArrayed, SingleSampled, NeedSampler, Unknown>)

// -----

func.func private @f(!spirv.coopmatrix<8x8x8xf32, Subgroup, MatrixA>)

// -----

func.func private @f(!spirv.coopmatrix<8x8xf32, Everywhere, MatrixA>)

// -----

func.func private @f(!spirv.coopmatrix<8x8xf32, Subgroup, MatrixZ>)

// -----

func.func private @f(!spirv.arm.tensor<2x?xf32>)

// -----

func.func private @f(!spirv.arm.tensor<3x0xf32>)

// -----

func.func private @f(!spirv.struct<(f32 [0], f32)>)

// -----

func.func private @f(!spirv.struct<(f32, f32 [4])>)

// -----

func.func private @f(!spirv.struct<(f32 [0, Shiny])>)

// -----

func.func private @f(!spirv.struct<S>)

// -----

func.func private @f(!spirv.struct<S, (!spirv.struct<S, (i32)>)>)

// -----

func.func private @f(!spirv.sampled_image<!spirv.image<f32, Buffer, NoDepth, NonArrayed, SingleSampled, NoSampler, Unknown>>)

// -----

func.func private @f(!spirv.ptr<i8, >)

// -----

func.func private @f(!spirv.struct<(f32 [Flat, 4])>)
