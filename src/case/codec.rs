//! Base64url without padding (RFC 4648 §5): the incident's JSON in a case link
//! (`/case?i=…`).
use std::fmt;

const ALPHABET: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

/// Encodes bytes as base64url, without `=` padding.
pub fn encode(bytes: &[u8]) -> String {
    let mut out = String::with_capacity(bytes.len().div_ceil(3) * 4);
    for chunk in bytes.chunks(3) {
        let n = chunk
            .iter()
            .enumerate()
            .fold(0u32, |n, (i, &b)| n | u32::from(b) << (16 - 8 * i));
        for i in 0..=chunk.len() {
            out.push(ALPHABET[(n >> (18 - 6 * i) & 63) as usize] as char);
        }
    }
    out
}

/// Why a text is not base64url.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DecodeError {
    /// A character outside the alphabet (`+`, `/` and `=` included: they are plain base64), at
    /// this position (0-based, in characters).
    BadCharacter { position: usize, character: char },
    /// A length of 4k+1 characters cannot come from whole bytes.
    BadLength(usize),
    /// The unused low bits of the last character are not zero (not a canonical encoding).
    TrailingBits,
}

impl fmt::Display for DecodeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            DecodeError::BadCharacter {
                position,
                character,
            } => write!(
                f,
                "character {character:?} at position {} is not base64url",
                position + 1
            ),
            DecodeError::BadLength(n) => write!(f, "a length of {n} characters is not base64url"),
            DecodeError::TrailingBits => f.write_str("the last character has stray bits"),
        }
    }
}

fn value(c: u8) -> Option<u32> {
    ALPHABET.iter().position(|&a| a == c).map(|v| v as u32)
}

/// Decodes base64url without padding (a trailing `=` padding is not accepted: the link format
/// has none).
pub fn decode(text: &str) -> Result<Vec<u8>, DecodeError> {
    let mut out = Vec::with_capacity(text.len() / 4 * 3 + 2);
    let mut values = Vec::with_capacity(4);
    for (position, character) in text.chars().enumerate() {
        let v = u8::try_from(character)
            .ok()
            .and_then(value)
            .ok_or(DecodeError::BadCharacter {
                position,
                character,
            })?;
        values.push(v);
        if values.len() == 4 {
            let n = values.iter().fold(0u32, |n, v| n << 6 | v);
            out.extend_from_slice(&n.to_be_bytes()[1..]);
            values.clear();
        }
    }
    match values.len() {
        0 => {}
        1 => return Err(DecodeError::BadLength(text.chars().count())),
        k => {
            let n = values.iter().fold(0u32, |n, v| n << 6 | v) << (6 * (4 - k));
            let bytes = &n.to_be_bytes()[1..k];
            let rest = n & (0xFF_FFFF >> (8 * (k - 1)));
            if rest != 0 {
                return Err(DecodeError::TrailingBits);
            }
            out.extend_from_slice(bytes);
        }
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rfc_4648_test_vectors_without_padding() {
        // RFC 4648 §10, with the padding removed.
        for (plain, coded) in [
            ("", ""),
            ("f", "Zg"),
            ("fo", "Zm8"),
            ("foo", "Zm9v"),
            ("foob", "Zm9vYg"),
            ("fooba", "Zm9vYmE"),
            ("foobar", "Zm9vYmFy"),
        ] {
            assert_eq!(encode(plain.as_bytes()), coded);
            assert_eq!(decode(coded).unwrap(), plain.as_bytes());
        }
    }

    #[test]
    fn the_url_alphabet_replaces_plus_and_slash() {
        assert_eq!(encode(&[0xfb, 0xff, 0xbf]), "-_-_");
        assert_eq!(decode("-_-_").unwrap(), [0xfb, 0xff, 0xbf]);
        assert_eq!(
            decode("+/+/"),
            Err(DecodeError::BadCharacter {
                position: 0,
                character: '+'
            })
        );
    }

    #[test]
    fn every_byte_string_round_trips() {
        let bytes: Vec<u8> = (0..=255u8).chain((0..=255u8).rev()).collect();
        for n in 0..bytes.len() {
            assert_eq!(decode(&encode(&bytes[..n])).unwrap(), &bytes[..n]);
        }
    }

    #[test]
    fn malformed_text_is_rejected_and_says_why() {
        assert_eq!(decode("Zm9vY"), Err(DecodeError::BadLength(5)));
        assert_eq!(
            decode("Zm9vYg=="),
            Err(DecodeError::BadCharacter {
                position: 6,
                character: '='
            })
        );
        assert_eq!(decode("Zh"), Err(DecodeError::TrailingBits));
        assert!(
            decode("Zm é")
                .unwrap_err()
                .to_string()
                .contains("position 3")
        );
    }
}
