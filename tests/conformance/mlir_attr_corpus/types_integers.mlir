%0:9 = "test.op"() : () -> (i1, i2, i7, i8, i16, i32, i64, i128, i1024)
%1:9 = "test.op"() : () -> (si1, si8, si64, ui1, ui8, ui32, ui64, si3, ui17)
"test.op"() {t = i0, u = ui0, s = si0, w = i16777215} : () -> ()
