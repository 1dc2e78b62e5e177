import type { FetchBytes } from './fonts/fontLoading';

/*
 * The course logo for the certificate's top. pdfkit embeds PNG and JPEG as they are; anything else (SVG,
 * WebP, GIF) is drawn by the browser into a canvas at 3× its size and embedded as PNG. A logo that cannot
 * be loaded or drawn leaves the top without a logo: the certificate never fails for its logo.
 */

export interface LogoImage {
  /** PNG or JPEG bytes. */
  bytes: Uint8Array;
  width: number;
  height: number;
}

const isPng = (b: Uint8Array) => b[0] === 0x89 && b[1] === 0x50 && b[2] === 0x4e && b[3] === 0x47;
const isJpeg = (b: Uint8Array) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff;

/** A PNG's or JPEG's pixel size from its header (pdfkit would read it too; here before embedding, to lay out). */
export function imageSize(bytes: Uint8Array): { width: number; height: number } | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (isPng(bytes) && bytes.length > 24) return { width: view.getUint32(16), height: view.getUint32(20) };
  if (isJpeg(bytes)) {
    for (let i = 2; i + 9 < bytes.length; ) {
      if (bytes[i] !== 0xff) return null;
      const marker = bytes[i + 1];
      const length = view.getUint16(i + 2);
      // SOF0–SOF15 but DHT (C4), JPG (C8) and DAC (CC) carry the frame size.
      if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker)) {
        return { width: view.getUint16(i + 7), height: view.getUint16(i + 5) };
      }
      i += 2 + length;
    }
  }
  return null;
}

export async function loadLogo(url: string | null, fetchBytes: FetchBytes): Promise<LogoImage | null> {
  if (!url) return null;
  try {
    const bytes = await fetchBytes(url);
    if (isPng(bytes) || isJpeg(bytes)) {
      const size = imageSize(bytes);
      return size && size.width > 0 && size.height > 0 ? { bytes, ...size } : null;
    }
    return await rasterize(bytes);
  } catch {
    return null;
  }
}

/** The browser draws the image (SVG and the rest) into a canvas; outside a browser there is none, so no logo. */
async function rasterize(bytes: Uint8Array): Promise<LogoImage | null> {
  if (typeof Image === 'undefined' || typeof document === 'undefined') return null;
  const looksSvg = new TextDecoder().decode(bytes.subarray(0, 512)).includes('<svg');
  const blob = new Blob([bytes as BlobPart], looksSvg ? { type: 'image/svg+xml' } : {});
  const url = URL.createObjectURL(blob);
  try {
    const image = new Image();
    image.src = url;
    await image.decode();
    // An SVG without a size of its own reports 0 (or 150×150 in some browsers): give it a sensible box.
    const width = Math.round((image.naturalWidth || 300) * 3);
    const height = Math.round((image.naturalHeight || 150) * 3);
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext('2d');
    if (!context) return null;
    context.drawImage(image, 0, 0, width, height);
    const png = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
    return png ? { bytes: new Uint8Array(await png.arrayBuffer()), width, height } : null;
  } finally {
    URL.revokeObjectURL(url);
  }
}
