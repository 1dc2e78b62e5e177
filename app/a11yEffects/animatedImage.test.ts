import { gif, png, webpLayout } from '../../test/support/motionImages';
import { isAnimatedImage } from './animatedImage';

const red: [number, number, number] = [200, 0, 0];
const blue: [number, number, number] = [0, 0, 200];

describe('isAnimatedImage: the formats that can move, read from their bytes', () => {
  it('finds a GIF of two frames and leaves a GIF of one', () => {
    expect(isAnimatedImage(gif([red, blue]))).toBe(true);
    expect(isAnimatedImage(gif([red]))).toBe(false);
    // A one-frame GIF with a looping extension still has one picture.
    expect(isAnimatedImage(gif([red], 300, 2))).toBe(false);
  });

  it('finds an animated PNG (acTL) and leaves a plain one', () => {
    expect(isAnimatedImage(png([red, blue, red]))).toBe(true);
    expect(isAnimatedImage(png([red]))).toBe(false);
  });

  it('finds an animated WebP (ANIM, or the extended header’s flag) and leaves a still one', () => {
    expect(isAnimatedImage(webpLayout(true))).toBe(true);
    expect(isAnimatedImage(webpLayout(false))).toBe(false);
  });

  it('says no to other files and to files cut short', () => {
    expect(isAnimatedImage(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBe(false);
    expect(isAnimatedImage(Uint8Array.from([0xff, 0xd8, 0xff, 0xe0]))).toBe(false);
    expect(isAnimatedImage(gif([red, blue]).subarray(0, 20))).toBe(false);
    expect(isAnimatedImage(new Uint8Array())).toBe(false);
  });
});
