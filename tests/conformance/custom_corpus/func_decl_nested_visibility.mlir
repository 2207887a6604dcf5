module {
  func.func nested @n(i1)
}
