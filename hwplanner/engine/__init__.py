"""The estimation engine: pure functions from specs to estimates. No Qt, no file I/O."""
