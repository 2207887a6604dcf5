// Forward-declared classes, class-typed fields, records referring to records.
class Type;
class Type { string CppType = "Type"; }
class IntType<int w> : Type { int Width = w; }
def I32 : IntType<32>;
def I64 : IntType<64> { let CppType = "int64_t"; }
class Operand<IntType t, string n> { Type Ty = t; string Name = n; int Width = t.Width; }
def A : Operand<I32, "a">;
def B : Operand<I64, "b">;
class Wrapper<list<Operand> ops> {
  list<Operand> Ops = ops;
  list<string> Names = !foreach(o, ops, o.Name);
  int Total = !foldl(0, ops, s, o, !add(s, o.Width));
}
def W : Wrapper<[A, B]>;
def Self { Wrapper W2 = W; int Sum = W.Total; bit Empty = !empty(W.Ops); }
