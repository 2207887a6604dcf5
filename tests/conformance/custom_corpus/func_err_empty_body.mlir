func.func @f() {
}
