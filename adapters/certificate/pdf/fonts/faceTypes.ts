/** One @fontsource subset file and the characters it covers (scripts/certificateFonts.mjs writes them). */
export interface FaceEntry {
  /** The @fontsource package's name without its scope: 'noto-sans', 'noto-sans-jp', … */
  family: string;
  weight: number;
  /** The .woff file in the package's files/ folder (fontkit cannot read the .woff2 ones: glyphs come out empty). */
  file: string;
  /** Base-36 gaps from the previous range's end, "gap" or "gap+length", comma-separated. */
  ranges: string;
}

/** A decoded face: sorted, inclusive code point ranges. */
export interface Face {
  family: string;
  weight: number;
  file: string;
  ranges: Array<[number, number]>;
}

export function decodeFace(entry: FaceEntry): Face {
  let last = 0;
  const ranges = entry.ranges.split(',').map((part): [number, number] => {
    const [gap, length] = part.split('+');
    const start = last + parseInt(gap, 36);
    last = start + (length ? parseInt(length, 36) : 0);
    return [start, last];
  });
  return { family: entry.family, weight: entry.weight, file: entry.file, ranges };
}

export function faceCovers(face: Face, codePoint: number): boolean {
  let low = 0;
  let high = face.ranges.length - 1;
  while (low <= high) {
    const mid = (low + high) >> 1;
    const [start, end] = face.ranges[mid];
    if (codePoint < start) high = mid - 1;
    else if (codePoint > end) low = mid + 1;
    else return true;
  }
  return false;
}
