import { certificateColours, contrastRatio } from './colours';

const look = { logoUrl: null, fontUrls: [] };

describe('certificate colours', () => {
  it('keeps a readable theme as it is', () => {
    const c = certificateColours({ ...look, primary: '#1f4e79', text: '#222222', background: '#ffffff' });
    expect(c).toEqual({ background: '#ffffff', text: '#222222', accent: '#1f4e79', frame: '#1f4e79' });
  });

  it('falls back to dark text when the theme text is too light, and darkens a light primary for text', () => {
    const c = certificateColours({ ...look, primary: '#ffd54f', text: '#eeeeee', background: '#ffffff' });
    expect(contrastRatio(c.text, c.background)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(c.accent, c.background)).toBeGreaterThanOrEqual(4.5);
    expect(c.text).toBe('#1a1a1a');
    expect(c.frame).toBe('#ffd54f');
  });

  it('reads on a dark page too, and survives colours it cannot parse', () => {
    const c = certificateColours({ ...look, primary: 'red', text: '#101010', background: '#111827' });
    expect(contrastRatio(c.text, c.background)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(c.accent, c.background)).toBeGreaterThanOrEqual(4.5);
  });
});
