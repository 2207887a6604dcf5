def X {
  int a = "string";
}
