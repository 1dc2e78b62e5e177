import { advance, blockPosition, formatClock, mediaIndexOf, readProgress, resumePoint, worthSaving } from './progress';

describe('media progress (SPEC 3.7 videoProgress / audioProgress)', () => {
  it('reads saved entries leniently', () => {
    expect(readProgress({ progressedTime: 12.5, totalMediaWatched: false })).toEqual({ progressedTime: 12.5, totalMediaWatched: false });
    expect(readProgress({ progressedTime: '3', totalMediaWatched: 'true' })).toEqual({ progressedTime: 3, totalMediaWatched: true });
    expect(readProgress({ totalMediaWatched: true })).toEqual({ progressedTime: 0, totalMediaWatched: true });
    expect(readProgress({ progressedTime: -1 })).toBeNull();
    expect(readProgress(null)).toBeNull();
    expect(readProgress('x')).toBeNull();
  });

  it('keeps the furthest point played and finishes at 95% or on ended', () => {
    let p = advance(null, 10, 100, false);
    expect(p).toEqual({ progressedTime: 10, totalMediaWatched: false });
    p = advance(p, 4, 100, false);
    expect(p.progressedTime).toBe(10);
    p = advance(p, 94.9, 100, false);
    expect(p.totalMediaWatched).toBe(false);
    p = advance(p, 95, 100, false);
    expect(p).toEqual({ progressedTime: 95, totalMediaWatched: true });
    expect(advance(null, 2, 100, true)).toEqual({ progressedTime: 100, totalMediaWatched: true });
    // A finished medium stays finished; an unknown duration never finishes by position.
    expect(advance({ progressedTime: 100, totalMediaWatched: true }, 0, 100, false).totalMediaWatched).toBe(true);
    expect(advance(null, 50, Infinity, false)).toEqual({ progressedTime: 50, totalMediaWatched: false });
    expect(advance(null, 50, NaN, true).totalMediaWatched).toBe(true);
  });

  it('saves on a step of new progress or when finished', () => {
    expect(worthSaving(null, { progressedTime: 0, totalMediaWatched: false })).toBe(false);
    expect(worthSaving(null, { progressedTime: 0.3, totalMediaWatched: false })).toBe(true);
    expect(worthSaving({ progressedTime: 3, totalMediaWatched: false }, { progressedTime: 4, totalMediaWatched: false }, 2)).toBe(false);
    expect(worthSaving({ progressedTime: 3, totalMediaWatched: false }, { progressedTime: 5, totalMediaWatched: false }, 2)).toBe(true);
    expect(worthSaving({ progressedTime: 3, totalMediaWatched: false }, { progressedTime: 3, totalMediaWatched: true })).toBe(true);
  });

  it('resumes at the saved point unless finished, barely started or at the very end', () => {
    expect(resumePoint({ progressedTime: 42, totalMediaWatched: false }, 120)).toBe(42);
    expect(resumePoint({ progressedTime: 42, totalMediaWatched: false }, NaN)).toBe(42);
    expect(resumePoint({ progressedTime: 42, totalMediaWatched: true }, 120)).toBeNull();
    expect(resumePoint({ progressedTime: 0.5, totalMediaWatched: false }, 120)).toBeNull();
    expect(resumePoint({ progressedTime: 119.8, totalMediaWatched: false }, 120)).toBeNull();
    expect(resumePoint(null, 120)).toBeNull();
  });

  it('formats m:ss and h:mm:ss', () => {
    expect(formatClock(0)).toBe('0:00');
    expect(formatClock(65.9)).toBe('1:05');
    expect(formatClock(3725)).toBe('1:02:05');
    expect(formatClock(NaN)).toBe('0:00');
  });

  it('numbers media by the block position × 10 + the index inside the block', () => {
    expect(mediaIndexOf(0, 0)).toBe(0);
    expect(mediaIndexOf(3, 1)).toBe(31);
  });

  it('finds the block position among the page’s top-level blocks, nested blocks using their ancestor’s', () => {
    document.body.innerHTML = `
      <div class="blocks">
        <div class="block" data-block-id="a"></div>
        <div class="block" data-block-id="b"><div class="blocks"><div class="block" data-block-id="b1"><i id="nested"></i></div></div></div>
        <div class="block" data-block-id="c"><i id="third"></i></div>
      </div>`;
    expect(blockPosition(document.getElementById('third'))).toBe(2);
    expect(blockPosition(document.getElementById('nested'))).toBe(1);
    expect(blockPosition(document.createElement('i'))).toBe(0);
    expect(blockPosition(null)).toBe(0);
  });
});
