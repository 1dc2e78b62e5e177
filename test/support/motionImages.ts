/**
 * Small image files written for the seizure-safe tests: an animated and a still GIF, an animated and
 * a still PNG, and the chunk layout of an animated and a still WebP. Each frame is one solid colour,
 * so a browser test can tell the first frame from the others by a pixel.
 */
import { deflateSync } from 'node:zlib';

export type Colour = [number, number, number];

/**
 * A GIF of `frames` solid frames, width × height, 0.1 s apart, looping. The image data is LZW with
 * 8-bit codes and a clear code every 100 pixels, so no code grows wider: the bytes are the pixels.
 */
export function gif(frames: Colour[], width = 40, height = 40): Uint8Array {
  const out: number[] = [...Buffer.from('GIF89a')];
  out.push(width & 255, width >> 8, height & 255, height >> 8, 0xf6, 0, 0); // global table of 128 colours
  for (let i = 0; i < 128; i++) out.push(...(frames[i] ?? [0, 0, 0]));
  if (frames.length > 1) out.push(0x21, 0xff, 11, ...Buffer.from('NETSCAPE2.0'), 3, 1, 0, 0, 0);
  frames.forEach((_, index) => {
    out.push(0x21, 0xf9, 4, 0, 10, 0, 0, 0); // graphic control: 10 × 10 ms
    out.push(0x2c, 0, 0, 0, 0, width & 255, width >> 8, height & 255, height >> 8, 0);
    const codes: number[] = [];
    for (let p = 0; p < width * height; p++) {
      if (p % 100 === 0) codes.push(128);
      codes.push(index);
    }
    codes.push(129);
    out.push(7);
    for (let i = 0; i < codes.length; i += 255) {
      const block = codes.slice(i, i + 255);
      out.push(block.length, ...block);
    }
    out.push(0);
  });
  out.push(0x3b);
  return Uint8Array.from(out);
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 255] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
const u32 = (n: number) => [(n >>> 24) & 255, (n >>> 16) & 255, (n >>> 8) & 255, n & 255];
const u16 = (n: number) => [(n >>> 8) & 255, n & 255];

function chunk(type: string, data: number[] | Uint8Array): number[] {
  const body = Uint8Array.from([...Buffer.from(type, 'ascii'), ...data]);
  return [...u32(data.length), ...body, ...u32(crc32(body))];
}

const solidRows = (colour: Colour, width: number, height: number) =>
  deflateSync(Buffer.from(Array.from({ length: height }, () => [0, ...Array.from({ length: width }, () => colour).flat()]).flat()));

/** A PNG, animated (APNG: acTL, fcTL, fdAT) when given more than one frame. */
export function png(frames: Colour[], width = 40, height = 40): Uint8Array {
  const out: number[] = [0x89, ...Buffer.from('PNG\r\n\x1a\n', 'binary')];
  out.push(...chunk('IHDR', [...u32(width), ...u32(height), 8, 2, 0, 0, 0]));
  const animated = frames.length > 1;
  if (animated) out.push(...chunk('acTL', [...u32(frames.length), ...u32(0)]));
  let sequence = 0;
  const control = () => chunk('fcTL', [...u32(sequence++), ...u32(width), ...u32(height), ...u32(0), ...u32(0), ...u16(10), ...u16(100), 0, 0]);
  frames.forEach((colour, index) => {
    if (animated) out.push(...control());
    const data = solidRows(colour, width, height);
    out.push(...(index === 0 ? chunk('IDAT', data) : chunk('fdAT', [...u32(sequence++), ...data])));
  });
  out.push(...chunk('IEND', []));
  return Uint8Array.from(out);
}

/** The RIFF chunk layout of a WebP (not decodable pictures: for the file-format reader only). */
export function webpLayout(animated: boolean): Uint8Array {
  const le = (n: number) => [n & 255, (n >> 8) & 255, (n >> 16) & 255, (n >> 24) & 255];
  const riffChunk = (type: string, data: number[]) => [...Buffer.from(type, 'ascii'), ...le(data.length), ...data, ...(data.length & 1 ? [0] : [])];
  const body = animated
    ? [...riffChunk('VP8X', [0x02, 0, 0, 0, 39, 0, 0, 39, 0, 0]), ...riffChunk('ANIM', [0, 0, 0, 0, 0, 0]), ...riffChunk('ANMF', new Array(17).fill(0))]
    : [...riffChunk('VP8 ', new Array(11).fill(0))];
  return Uint8Array.from([...Buffer.from('RIFF', 'ascii'), ...le(body.length + 4), ...Buffer.from('WEBP', 'ascii'), ...body]);
}
