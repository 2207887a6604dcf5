/* Nested multiclasses, bit slices, escapes and /* nested */ comments. */
class Inst<bits<16> enc, string asm> {
  bits<16> Encoding = enc;
  bits<4> High = Encoding{15-12};
  bits<8> Low = Encoding{7...0};
  string Asm = asm;
  code Doc = [{ multi
    line }];
  defvar twice = !mul(2, !cast<int>(Encoding));
  int Twice = twice;
}
multiclass Arith<bits<4> op> {
  def rr : Inst<{op, 0b000011110000}, "op\t$dst, \"$src\"">;
  def ri : Inst<{op, 0b111111111111}, "opi">;
}
multiclass ArithAll<bits<4> base> {
  defm _32 : Arith<base>;
  defm _64 : Arith<!add(base, 1)>;
}
defm ADD : ArithAll<0b0001>;
deftype Small = bits<2>;
def Flags { Small F = 0b10; bit Set = !exists<Inst>("ADD_32rr"); list<string> E = []; }
let Asm = "overridden" in
  def Custom : Inst<0x1234, "x">;
def Strs { string S = "tab\there" # "\\slash" # "'single'"; int Neg = -16; }
