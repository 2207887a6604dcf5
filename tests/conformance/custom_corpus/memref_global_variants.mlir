memref.global "private" constant @a : memref<2x2xi32> = dense<[[1, 2], [3, 4]]>
memref.global "public" @b : memref<f32> = dense<0.0>
memref.global "private" @c : memref<4xi8> = uninitialized
memref.global "private" constant @d : memref<3xf16> = dense<[1.0, 2.0, 3.0]> {alignment = 64 : i64}
