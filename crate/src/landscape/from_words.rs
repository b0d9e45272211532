//! A cell's facts read straight from the words of a table that repeats from heap 0, as the
//! packed check of the band formula leaves it (2-bit fields, 32 heaps a word): the largest
//! value by ORs of the words, the zeros by popcounts, and W0 = {w_n} by the runs of consecutive
//! w_n, each checked a word at a time. No table that answers counts is built: a cell needs
//! one count and one check, and building one cost the fast landscape a quarter of its time.

use crate::additive::Additive;
use crate::packed::{even_ones, first_fields, zero_fields, WORD};

/// The low bit of every field.
const LOW: u64 = 0x5555_5555_5555_5555;

/// The fields of heaps 0 .. n of a word (n ≤ 32), both bits of each.
fn fields_below(n: usize) -> u64 {
    if n >= WORD {
        u64::MAX
    } else {
        first_fields(n) * 3
    }
}

/// The words of one period p: g(0 .. p), with what lies past p in the last word masked off.
struct Period<'a> {
    words: &'a [u64],
    p: usize,
}

impl Period<'_> {
    /// Word j with only the fields of heaps below p.
    fn word(&self, j: usize) -> u64 {
        self.words[j] & fields_below(self.p - j * WORD)
    }

    /// The largest value among g(0 .. p).
    fn max_value(&self) -> u8 {
        // Over the fields' low bits: any high bit, any 3, any 1 (past p the fields are 0).
        let take = |(high, three, one): (u64, u64, u64), w: u64| {
            let h = w >> 1;
            (high | h, three | (w & h), one | (w & !h))
        };
        let whole = self.p / WORD;
        let mut seen = (0, 0, 0);
        // A 3 is the largest there is, and it comes early in most games (every game of the
        // landscape a ≤ 200, δ ≤ 2000 has one): the words are read a few at a time until one
        // shows, not to the end of the period.
        for chunk in self.words[..whole].chunks(8) {
            seen = chunk.iter().fold(seen, |seen, &w| take(seen, w));
            if seen.1 & LOW != 0 {
                return 3;
            }
        }
        if !self.p.is_multiple_of(WORD) {
            seen = take(seen, self.word(whole));
        }
        let (high, three, one) = seen;
        if three & LOW != 0 {
            3
        } else if high & LOW != 0 {
            2
        } else {
            u8::from(one & LOW != 0)
        }
    }

    /// How many zeros g(0 .. n) holds, n ≤ p.
    fn zeros_below(&self, n: usize) -> u64 {
        let zeros = |w: u64, k: usize| u64::from(even_ones(zero_fields(w) & fields_below(k)));
        let whole: u64 = self.words[..n / WORD].iter().map(|&w| zeros(w, WORD)).sum();
        whole + if n.is_multiple_of(WORD) { 0 } else { zeros(self.words[n / WORD], n % WORD) }
    }

    /// Whether g(x) = 0 for every x in from .. from + len, heaps past p read modulo p.
    fn all_zero(&self, from: u64, len: u64) -> bool {
        let p = self.p as u64;
        let (mut at, mut left) = ((from % p) as usize, len);
        while left > 0 {
            // The heaps at .. end lie in one period.
            let end = (at as u64 + left).min(p) as usize;
            left -= (end - at) as u64;
            let (first, last) = (at / WORD, (end - 1) / WORD);
            for j in first..=last {
                let lo = if j == first { at % WORD } else { 0 };
                let hi = if j == last { end - j * WORD } else { WORD };
                let mask = fields_below(hi) & !fields_below(lo);
                if self.words[j] & mask != 0 {
                    return false;
                }
            }
            at = 0;
        }
        true
    }
}

/// The largest value of a sequence with period p from 0, g(0 .. p) in `words`.
pub(super) fn max_value(words: &[u64], p: usize) -> u8 {
    Period { words, p }.max_value()
}

/// Whether the zeros below `end` of a sequence with period p from 0 (g(0 .. p) in `words`) are
/// exactly the w_n below `end`: every w_n there is a zero, and there are as many zeros as w_n.
///
/// The w_n come in runs of consecutive heaps: w_{n+1} − w_n = 1 + a·[a | n + 1] + b·[δ | n + 1],
/// so after w_n the next min(a − (n + 1) mod a, δ − (n + 1) mod δ) gaps are 1 (none when either
/// divides n + 1). Each run is checked a word at a time.
pub(super) fn zeros_are_the_w(game: Additive, words: &[u64], p: usize, end: u64) -> bool {
    let period = Period { words, p };
    let (a, delta, b) = (game.a(), game.delta(), game.b());
    // x = w_n, with (n + 1) mod a and (n + 1) mod δ.
    let (mut x, mut ra, mut rd, mut count) = (0u64, 1 % a, 1 % delta, 0u64);
    while x < end {
        let to_a = if ra == 0 { 0 } else { a - ra };
        let to_d = if rd == 0 { 0 } else { delta - rd };
        // w_n .. w_{n+k} are consecutive heaps.
        let k = to_a.min(to_d);
        let run = (k + 1).min(end - x);
        if !period.all_zero(x, run) {
            return false;
        }
        count += run;
        if run <= k {
            break;
        }
        // At w_{n+k}, one of a and δ divides n + k + 1: the jump to w_{n+k+1}.
        ra = (ra + k) % a;
        rd = (rd + k) % delta;
        x += k + 1 + if ra == 0 { a } else { 0 } + if rd == 0 { b } else { 0 };
        ra = (ra + 1) % a;
        rd = (rd + 1) % delta;
    }
    let (laps, rest) = (end / p as u64, (end % p as u64) as usize);
    let zeros = laps * period.zeros_below(p) + period.zeros_below(rest);
    zeros == count
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pack(values: &[u8]) -> Vec<u64> {
        values.chunks(WORD).map(|c| c.iter().enumerate().fold(0, |w, (j, &v)| w | u64::from(v) << (2 * j))).collect()
    }

    #[test]
    fn counts_and_checks_follow_the_values() {
        // A period of 70 heaps: three words, the last one partly past p (filled with 3s, which
        // must not count).
        let values: Vec<u8> = (0..70).map(|x| [0, 1, 0, 2, 1, 0, 0][x % 7]).collect();
        let mut words = pack(&values);
        words[2] |= !fields_below(70 - 64);
        let period = Period { words: &words, p: 70 };
        assert_eq!(period.max_value(), 2);
        for n in [0, 1, 31, 32, 33, 64, 69, 70] {
            let want = values[..n].iter().filter(|&&v| v == 0).count() as u64;
            assert_eq!(period.zeros_below(n), want, "{n}");
        }
        // The largest value wherever its first field lies: in the first chunk of eight words, a
        // later one, the last whole word, the partial word, or past p (where it must not count).
        let p = 32 * 20 + 9;
        for (at, top) in
            [(None, 1), (Some(3), 3), (Some(300), 3), (Some(32 * 19 + 5), 2), (Some(p - 1), 3), (Some(p), 1)]
        {
            let mut values: Vec<u8> = (0..32 * 21).map(|x| u8::from(x % 3 == 1)).collect();
            if let Some(x) = at {
                values[x] = top;
            }
            let words = pack(&values);
            assert_eq!(Period { words: &words, p }.max_value(), if at == Some(p) { 1 } else { top }, "{at:?}");
        }
        // Runs of zeros, runs that end on a 1 or a 2 (only the high bit set), across words and laps.
        for (from, len) in
            [(0, 1), (5, 2), (5, 3), (2, 1), (2, 2), (3, 1), (68, 4), (138, 1), (140, 1), (12, 2), (61, 4), (19, 3)]
        {
            let want = (from..from + len).all(|x| values[(x % 70) as usize] == 0);
            assert_eq!(period.all_zero(from, len), want, "{from} {len}");
        }
    }
}
