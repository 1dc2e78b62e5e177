/**
 * Whether an image file moves: an animated GIF (more than one frame), an animated PNG (an acTL chunk
 * before the image data) or an animated WebP (the ANIM chunk, or the extended header's animation
 * flag). Read from the file's bytes, so a still GIF or PNG is left as it is and an animation is found
 * whatever its name says.
 */
export function isAnimatedImage(bytes: Uint8Array): boolean {
  if (ascii(bytes, 0, 6) === 'GIF87a' || ascii(bytes, 0, 6) === 'GIF89a') return gifFrames(bytes) > 1;
  if (bytes[0] === 0x89 && ascii(bytes, 1, 3) === 'PNG') return pngIsAnimated(bytes);
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 4) === 'WEBP') return webpIsAnimated(bytes);
  return false;
}

const ascii = (bytes: Uint8Array, at: number, length: number) => String.fromCharCode(...bytes.subarray(at, at + length));
const u32be = (b: Uint8Array, at: number) => ((b[at] << 24) | (b[at + 1] << 16) | (b[at + 2] << 8) | b[at + 3]) >>> 0;
const u32le = (b: Uint8Array, at: number) => (b[at] | (b[at + 1] << 8) | (b[at + 2] << 16) | (b[at + 3] << 24)) >>> 0;

/** Skips a run of GIF data sub-blocks (a length byte, that many bytes, until a zero length). */
function skipSubBlocks(bytes: Uint8Array, at: number): number {
  let i = at;
  while (i < bytes.length && bytes[i] !== 0) i += bytes[i] + 1;
  return i + 1;
}

/** The image descriptors of a GIF, counted up to 2 (the answer needs no more). */
function gifFrames(bytes: Uint8Array): number {
  const flags = bytes[10];
  let i = 13 + (flags & 0x80 ? 3 * 2 ** ((flags & 0x07) + 1) : 0);
  let frames = 0;
  while (i < bytes.length && frames < 2) {
    const block = bytes[i];
    if (block === 0x2c) {
      frames++;
      const local = bytes[i + 9];
      i += 10 + (local & 0x80 ? 3 * 2 ** ((local & 0x07) + 1) : 0);
      i = skipSubBlocks(bytes, i + 1); // the LZW minimum code size, then the image data
    } else if (block === 0x21) i = skipSubBlocks(bytes, i + 2);
    else break; // the trailer (0x3b), or a file cut short
  }
  return frames;
}

function pngIsAnimated(bytes: Uint8Array): boolean {
  for (let i = 8; i + 8 <= bytes.length; ) {
    const type = ascii(bytes, i + 4, 4);
    if (type === 'acTL') return true;
    if (type === 'IDAT' || type === 'IEND') return false;
    i += 12 + u32be(bytes, i);
  }
  return false;
}

function webpIsAnimated(bytes: Uint8Array): boolean {
  for (let i = 12; i + 8 <= bytes.length; ) {
    const type = ascii(bytes, i, 4);
    if (type === 'ANIM' || type === 'ANMF') return true;
    if (type === 'VP8X' && bytes[i + 8] & 0x02) return true;
    if (type === 'VP8 ' || type === 'VP8L') return false;
    const size = u32le(bytes, i + 4);
    i += 8 + size + (size & 1);
  }
  return false;
}
