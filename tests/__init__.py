"""The test suites; ``tests.support`` holds the helpers they share."""
