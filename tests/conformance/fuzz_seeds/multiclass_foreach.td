// Multiclasses, defm, NAME and foreach.
class Reg<string n, int num> { string AsmName = n; int Num = num; }
multiclass RegPair<string prefix, int base> {
  def _lo : Reg<prefix # "lo", base>;
  def _hi : Reg<prefix # "hi", !add(base, 1)>;
  def NAME # _all : Reg<!strconcat(prefix, "*"), -1>;
}
defm R0 : RegPair<"r0", 0>;
defm R1 : RegPair<"r1", 2>;
foreach i = [1, 2, 3] in {
  def X # i : Reg<"x" # i, !shl(i, 2)>;
}
foreach j = 0...3 in
  def Y#j : Reg<"y", j>;
defvar Names = ["a", "b", "c"];
foreach n = Names in def Z_ # n : Reg<n, !size(n)>;
