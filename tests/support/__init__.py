"""Helpers shared by the test suites: the TableGen case harness and the differential tools."""
