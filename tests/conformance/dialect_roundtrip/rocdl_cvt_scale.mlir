// Operand types from buildable types VectorType::get({N}, $_builder.getXType()).
func.func @f(%a: vector<2xi32>, %s: i32, %b: vector<8xf32>, %f: f32, %c: i32) {
  %0 = rocdl.cvt.scale.pk8.bf16.bf8 %a, %s [0] : vector<8xbf16>
  %1 = rocdl.cvt.scale.pk8.f32.fp4 %c, %s [1] : vector<8xf32>
  %2 = rocdl.cvt.scalef32.pk8.fp8.f32 %b, %f : vector<2xi32>
  return
}
