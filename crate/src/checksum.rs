//! CRC-32 of a byte string, the checksum of every file of the atlas's first format (the Zarr
//! store of format 2 checks each chunk by its CRC-32C instead): the common CRC-32 of zlib,
//! gzip and PNG (CRC-32/ISO-HDLC: polynomial 0x04C11DB7 reflected, initial value and final XOR
//! 0xFFFF_FFFF), so that any reader can check a file with the implementation it already has,
//! and a browser with a table of 256 words.
//!
//! It finds every burst of changed bits up to 32 long and all but one in 2^32 of other damage
//! (a truncated download, a disk error, a file half written); it is no defence against someone
//! who changes a file on purpose.

/// The 256 remainders of one byte, made when the crate is compiled.
const TABLE: [u32; 256] = table();

const fn table() -> [u32; 256] {
    let mut t = [0u32; 256];
    let mut i = 0;
    while i < 256 {
        let mut c = i as u32;
        let mut k = 0;
        while k < 8 {
            c = if c & 1 == 1 { 0xEDB8_8320 ^ (c >> 1) } else { c >> 1 };
            k += 1;
        }
        t[i] = c;
        i += 1;
    }
    t
}

/// A CRC-32 fed a piece at a time: `Crc32::new()`, [`Crc32::update`] with each piece in order,
/// then [`Crc32::value`], which equals [`crc32`] of the pieces joined.
///
/// ```
/// use asg::checksum::{crc32, Crc32};
/// let mut c = Crc32::new();
/// c.update(b"1234");
/// c.update(b"56789");
/// assert_eq!(c.value(), crc32(b"123456789"));
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Crc32 {
    state: u32,
}

impl Default for Crc32 {
    fn default() -> Self {
        Crc32::new()
    }
}

impl Crc32 {
    /// The checksum of no bytes so far.
    pub const fn new() -> Self {
        Crc32 { state: 0xFFFF_FFFF }
    }

    /// Feeds `bytes`, after those fed before.
    pub fn update(&mut self, bytes: &[u8]) {
        let mut c = self.state;
        for &b in bytes {
            c = TABLE[((c ^ u32::from(b)) & 0xFF) as usize] ^ (c >> 8);
        }
        self.state = c;
    }

    /// The checksum of every byte fed so far.
    pub const fn value(&self) -> u32 {
        self.state ^ 0xFFFF_FFFF
    }
}

/// The CRC-32 of `bytes`.
///
/// ```
/// use asg::checksum::crc32;
/// assert_eq!(crc32(b""), 0);
/// assert_eq!(crc32(b"123456789"), 0xCBF4_3926); // the check value of CRC-32/ISO-HDLC
/// ```
pub fn crc32(bytes: &[u8]) -> u32 {
    let mut c = Crc32::new();
    c.update(bytes);
    c.value()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The definition: the message as a polynomial over GF(2), bit by bit, reflected.
    fn bitwise(bytes: &[u8]) -> u32 {
        let mut c = 0xFFFF_FFFFu32;
        for &b in bytes {
            c ^= u32::from(b);
            for _ in 0..8 {
                let low = c & 1;
                c >>= 1;
                if low == 1 {
                    c ^= 0xEDB8_8320;
                }
            }
        }
        !c
    }

    #[test]
    fn the_table_gives_the_bitwise_definition() {
        let mut bytes = Vec::new();
        let mut x = 0x2545_F491u32;
        for len in 0..600 {
            assert_eq!(crc32(&bytes), bitwise(&bytes), "{len} bytes");
            x ^= x << 13;
            x ^= x >> 17;
            x ^= x << 5;
            bytes.push(x as u8);
        }
    }

    #[test]
    fn known_values() {
        assert_eq!(crc32(b"The quick brown fox jumps over the lazy dog"), 0x414F_A339);
        assert_eq!(crc32(&[0u8; 32]), 0x190A_55AD);
        assert_eq!(crc32(&[0xFFu8; 32]), 0xFF6C_AB0B);
    }

    #[test]
    fn a_changed_bit_changes_the_checksum() {
        let bytes: Vec<u8> = (0..=255u8).collect();
        let whole = crc32(&bytes);
        for i in 0..bytes.len() * 8 {
            let mut damaged = bytes.clone();
            damaged[i / 8] ^= 1 << (i % 8);
            assert_ne!(crc32(&damaged), whole, "bit {i}");
        }
    }
}
