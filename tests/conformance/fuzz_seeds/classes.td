// Classes, template arguments, defaults and inheritance.
class Shape<string name, int sides = 4> {
  string Name = name;
  int Sides = sides;
  bits<4> Flags = 0b1010;
  list<int> Corners = !range(sides);
  bit IsTriangle = !eq(sides, 3);
}
class Colored<string c> { string Color = c; }
def Square : Shape<"square">, Colored<"red">;
def Triangle : Shape<"triangle", 3>, Colored<"green"> {
  let Color = "blue";
  field int Extra = !mul(Sides, 2);
}
def : Shape<"anon", 5>;
let Sides = 6 in def Hexagon : Shape<"hex">;
