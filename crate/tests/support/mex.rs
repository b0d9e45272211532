//! The plain mex rule that the tests hold the core to, shared by the test programs that
//! include this file (each uses some of it).
#![allow(dead_code)]

use asg::mex::{extend_nim_values_with, Kernel};
use asg::SubtractionSet;

/// The mex rule exactly as written: g(x) = mex{g(x − s) : s ∈ S, s ≤ x}.
pub fn brute(moves: &[u64], len: usize) -> Vec<u8> {
    let mut g: Vec<u8> = Vec::with_capacity(len);
    for x in 0..len as u64 {
        let options: Vec<u8> = moves.iter().filter(|&&s| s <= x).map(|&s| g[(x - s) as usize]).collect();
        g.push((0..).find(|v| !options.contains(v)).unwrap());
    }
    g
}

/// The first position where the kernel path's values differ from the rule's `want`, if any,
/// when it extends the first `known` of them.
pub fn first_wrong(kernel: Kernel, set: &SubtractionSet, want: &[u8], known: usize) -> Option<usize> {
    // What lies past the known prefix must not matter.
    let mut buf = want[..known].to_vec();
    buf.resize(want.len(), 0xa5);
    extend_nim_values_with(kernel, set, &mut buf, known);
    buf.iter().zip(want).position(|(a, b)| a != b)
}
