// spirv.Image's result type is derived from the sampled image's image type.
func.func @image_of(%s: !spirv.sampled_image<!spirv.image<i32, Dim3D, IsDepth, Arrayed, SingleSampled, NeedSampler, R32i>>) -> !spirv.image<i32, Dim3D, IsDepth, Arrayed, SingleSampled, NeedSampler, R32i> {
  %0 = spirv.Image %s : !spirv.sampled_image<!spirv.image<i32, Dim3D, IsDepth, Arrayed, SingleSampled, NeedSampler, R32i>>
  return %0 : !spirv.image<i32, Dim3D, IsDepth, Arrayed, SingleSampled, NeedSampler, R32i>
}

// -----

func.func @not_sampled(%s: !spirv.image<i32, Dim3D, IsDepth, Arrayed, SingleSampled, NeedSampler, R32i>) {
  %0 = spirv.Image %s : !spirv.image<i32, Dim3D, IsDepth, Arrayed, SingleSampled, NeedSampler, R32i>
  return
}
