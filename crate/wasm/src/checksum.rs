//! The atlas's checksum for the page: the CRC-32 of a file it fetched, as the manifest records
//! it (see [`asg::checksum`]), so that a damaged tile is refused by the core's own rule.

use wasm_bindgen::prelude::*;

/// The CRC-32 (zlib's, CRC-32/ISO-HDLC) of `bytes`.
#[wasm_bindgen]
pub fn crc32(bytes: &[u8]) -> u32 {
    asg::checksum::crc32(bytes)
}
