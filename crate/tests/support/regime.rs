//! Games for the property tests: the primitive quadratic regime and every band around it,
//! shared by the test programs that include this file (each uses some of it).
#![allow(dead_code)]

use proptest::prelude::*;

/// Greatest common divisor (Euclid), apart from the core's own.
pub fn gcd(a: u64, b: u64) -> u64 {
    if b == 0 {
        a
    } else {
        gcd(b, a % b)
    }
}

/// (a, δ) in the primitive quadratic regime, a ≤ `a_max`: a < δ < 2a, gcd(a, δ) = 1.
pub fn in_regime(a_max: u64) -> impl Strategy<Value = (u64, u64)> {
    (2u64..=a_max).prop_flat_map(|a| (Just(a), a + 1..2 * a)).prop_filter("coprime", |&(a, d)| gcd(a, d) == 1)
}

/// Any (a, δ) with small periods: every band, coprime or not.
pub fn any_additive() -> impl Strategy<Value = (u64, u64)> {
    (1u64..=9, 1u64..=40)
}

/// (a, δ) in the primitive quadratic regime whose heap period a(3δ + a) passes 2^62: from
/// just past it (a near 2^30, the period still below 2^64) to far past 2^64 (a up to 2^59).
pub fn past_the_period_limit() -> impl Strategy<Value = (u64, u64)> {
    prop_oneof![(1u64 << 30)..(1u64 << 31), (1u64 << 31)..(1u64 << 59)]
        .prop_flat_map(|a| (Just(a), a + 1..2 * a))
        .prop_filter("coprime, past 2^62", |&(a, d)| {
            gcd(a, d) == 1 && (a as u128) * (3 * d as u128 + a as u128) > 1 << 62
        })
}
