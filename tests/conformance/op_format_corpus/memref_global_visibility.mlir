memref.global @plain : memref<4xi32> = uninitialized
memref.global "private" @hidden : memref<2xf32> = dense<[1.0, 2.0]>
memref.global "public" constant @shown : memref<2xi8> = dense<[3, 4]>
memref.global "nested" @decl : memref<3xi16>
memref.global @noinit : memref<1xi64>
