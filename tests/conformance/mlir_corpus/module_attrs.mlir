module attributes {foo.bar = 1 : i32, test.unit} {
}
