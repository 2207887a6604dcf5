%0:9 = "test.op"() : () -> (f16, bf16, f32, f64, f80, f128, tf32, f8E5M2, f8E4M3)
%1:9 = "test.op"() : () -> (f8E4M3FN, f8E5M2FNUZ, f8E4M3FNUZ, f8E4M3B11FNUZ, f8E3M4, f8E8M0FNU, f6E2M3FN, f6E3M2FN, f4E2M1FN)
"test.op"() {f16 = f16, bf16 = bf16, f32 = f32, f64 = f64, f80 = f80, f128 = f128, tf32 = tf32, f8e5m2 = f8E5M2, f8e4m3 = f8E4M3, f8e4m3fn = f8E4M3FN, f8e5m2fnuz = f8E5M2FNUZ, f8e4m3fnuz = f8E4M3FNUZ, f8e4m3b11fnuz = f8E4M3B11FNUZ, f8e3m4 = f8E3M4, f8e8m0fnu = f8E8M0FNU, f6e2m3fn = f6E2M3FN, f6e3m2fn = f6E3M2FN, f4e2m1fn = f4E2M1FN} : () -> ()
