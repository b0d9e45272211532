//! JavaScript bindings (filled in by the explorer work).
