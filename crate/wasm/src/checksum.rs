//! zlib's CRC-32 for JavaScript (see [`asg::checksum`]): the checksum of the atlas's first
//! format. The page checks the Zarr store's chunks by their CRC-32C, in its own reader.

use wasm_bindgen::prelude::*;

/// The CRC-32 (zlib's, CRC-32/ISO-HDLC) of `bytes`.
#[wasm_bindgen]
pub fn crc32(bytes: &[u8]) -> u32 {
    asg::checksum::crc32(bytes)
}
