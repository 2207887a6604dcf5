// spirv.ImageQuerySize: which images may be queried, and how many sizes.
func.func @f(%i: !spirv.image<f32, Dim2D, NoDepth, Arrayed, SingleSampled, NoSampler, Unknown>) {
  %0 = spirv.ImageQuerySize %i : !spirv.image<f32, Dim2D, NoDepth, Arrayed, SingleSampled, NoSampler, Unknown> -> vector<3xi32>
  return
}

// -----

func.func @f(%i: !spirv.image<f32, Dim3D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>) {
  %0 = spirv.ImageQuerySize %i : !spirv.image<f32, Dim3D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown> -> vector<3xi32>
  return
}

// -----

func.func @f(%i: !spirv.image<f32, Rect, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>) {
  %0 = spirv.ImageQuerySize %i : !spirv.image<f32, Rect, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown> -> i32
  return
}

// -----

func.func @f(%i: !spirv.image<f32, SubpassData, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>) {
  %0 = spirv.ImageQuerySize %i : !spirv.image<f32, SubpassData, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown> -> i32
  return
}
