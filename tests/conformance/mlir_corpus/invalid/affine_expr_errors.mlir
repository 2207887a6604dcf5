// Affine expression operands: keywords tried as identifiers, SSA names,
// missing operands.
"foo.op"() {a = affine_map<(d0) -> (d0 + ])>} : () -> ()
// -----
"foo.op"() {a = affine_map<(d0) -> (])>} : () -> ()
// -----
"foo.op"() {a = affine_map<(d0) -> (d0 * ])>} : () -> ()
// -----
"foo.op"() {a = affine_map<(d0) -> (( mod d0))>} : () -> ()
// -----
"foo.op"() {a = affine_map<(d0) -> (d0 + floordiv)>} : () -> ()
// -----
"foo.op"() {a = affine_map<(d0) -> (* d0)>} : () -> ()
// -----
"foo.op"() {a = affine_map<(d0) -> (d0 + * d0)>} : () -> ()
// -----
"foo.op"() {a = affine_map<(d0) -> (d0 + "x")>} : () -> ()
// -----
"foo.op"() {a = affine_map<(d0) -> ("x")>} : () -> ()
// -----
"foo.op"() {a = affine_map<(d0) -> (d0 mod)>} : () -> ()
// -----
"foo.op"() {a = affine_map<(d0) -> (i32)>} : () -> ()
// -----
"foo.op"() {a = affine_map<(d0) -> (d0 + 1.5)>} : () -> ()
// -----
"foo.op"() {a = affine_map<(d0) -> (d0 + %x)>} : () -> ()
// -----
"foo.op"() {a = affine_set<(d0) : (d0 + ] >= 0)>} : () -> ()
