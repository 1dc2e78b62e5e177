import { act, fireEvent, render, screen } from '@testing-library/react';
import type { ContentBlockViewProps } from '@core';
import type { MediaProgress } from '../shared/media/progress';
import { blockViewProps, fragment } from '../shared/blockHarness.testing';
import plugin from './index';
import { layoutOf, parseVideoBlock, VIDEO_ALIASES } from './model';
import View from './View';

const LEFT = `<div class="eg-content-editor" data-type="VideoInTheLeft">
  <div class="column"><div class="row video-editor" data-width="0" style="padding-bottom: 56.25%">
    <video src="media/a.webm" poster="media/a.svg" title="Watering at the base">
      <source src="media/a.mp4" type="video/mp4">
      <track kind="captions" src="media/a.en.vtt" srclang="en" label="English" default>
      <track kind="bogus" src="media/a.ar.vtt" srclang="ar">
      <track kind="captions">
    </video></div></div>
  <div class="column"><div class="row"><h2>Let it drain</h2><p>Empty the saucer.</p></div></div>
</div>`;

describe('singleVideo model', () => {
  it('claims the SPEC 2.12 video layouts', () => {
    expect(plugin.dataType).toBe('singleVideo');
    expect(plugin.state).toEqual({ key: 'videoProgress', denseKey: 'vp', clearedOnNewAttempt: false, dropRank: 40, media: true });
    for (const t of ['SingleVideo', 'VideoWithText', 'VideoInTheLeft', 'VideoInTheRight', 'VideoOnTheBottom', 'videoTwoColumns']) expect(VIDEO_ALIASES).toContain(t);
    expect(layoutOf('singleVideo')).toBe('single');
    expect(layoutOf('VIDEOINTHERIGHT')).toBe('right');
    expect(layoutOf('VideoOnTheBottom')).toBe('bottom');
    expect(layoutOf('videoTwoColumns')).toBe('twoColumns');
    expect(layoutOf('somethingElse')).toBe('withText');
  });

  it('reads sources, tracks, poster, name, shape and the text beside the video', () => {
    const data = parseVideoBlock(fragment(LEFT), 'VideoInTheLeft', 'Video')!;
    expect(data.layout).toBe('left');
    expect(data.media).toHaveLength(1);
    const v = data.media[0]!;
    if (v.kind !== 'video') throw new Error('expected a native video');
    expect(v.sources).toEqual([{ src: 'media/a.webm', type: null }, { src: 'media/a.mp4', type: 'video/mp4' }]);
    expect(v.tracks).toEqual([
      { src: 'media/a.en.vtt', kind: 'captions', srclang: 'en', label: 'English', isDefault: true },
      { src: 'media/a.ar.vtt', kind: 'subtitles', srclang: 'ar', label: null, isDefault: false },
    ]);
    expect(v.poster).toBe('media/a.svg');
    expect(v.label).toBe('Watering at the base');
    expect(v.aspectRatio).toBeCloseTo(16 / 9);
    expect(data.text?.textContent).toContain('Let it drain');
    expect(data.text?.querySelector('video, .video-editor')).toBeNull();
  });

  it('SPEC 2.12: a video with width 0 takes 50%; beside text the default is 50%, alone 100%', () => {
    expect(parseVideoBlock(fragment(LEFT), 'VideoInTheLeft', 'Video')!.mediaWidth).toBe(50);
    const single = '<div data-type="singleVideo"><video src="a.mp4"></video></div>';
    expect(parseVideoBlock(fragment(single), 'singleVideo', 'Video')!.mediaWidth).toBe(100);
    expect(parseVideoBlock(fragment(single.replace('<video', '<video data-width="0"')), 'singleVideo', 'Video')!.mediaWidth).toBe(50);
    expect(parseVideoBlock(fragment(single.replace('<video', '<video data-width="70"')), 'singleVideo', 'Video')!.mediaWidth).toBe(70);
    expect(parseVideoBlock(fragment(single.replace('<video', '<video data-width="500"')), 'singleVideo', 'Video')!.mediaWidth).toBe(100);
    const right = '<div data-type="VideoInTheRight"><p>Text</p><video src="a.mp4" width="40%"></video></div>';
    expect(parseVideoBlock(fragment(right), 'VideoInTheRight', 'Video')!.mediaWidth).toBe(40);
    expect(parseVideoBlock(fragment(right.replace(' width="40%"', '')), 'VideoInTheRight', 'Video')!.mediaWidth).toBe(50);
  });

  it('takes a video host’s iframe as a lazily loaded frame, and a link to a video file as a last resort', () => {
    const host = parseVideoBlock(fragment('<div data-type="videoTwoColumns"><iframe src="https://player.example/v/1" width="640" height="360" allow="autoplay"></iframe><video src="b.webm"></video></div>'), 'videoTwoColumns', 'Video')!;
    expect(host.media.map((m) => m.kind)).toEqual(['frame', 'video']);
    expect(host.media[0]).toMatchObject({ kind: 'frame', frame: { src: 'https://player.example/v/1', title: 'Video', allow: 'autoplay', allowFullscreen: true } });
    const link = parseVideoBlock(fragment('<div data-type="singleVideo"><p><a href="media/c.mp4">The video</a></p><p>Notes</p></div>'), 'singleVideo', 'Video')!;
    expect(link.media[0]).toMatchObject({ kind: 'video', sources: [{ src: 'media/c.mp4' }], label: 'The video' });
    expect(link.text?.textContent).toBe('Notes');
  });

  it('falls back (null) when nothing plays, and drops unsafe sources', () => {
    expect(parseVideoBlock(fragment('<div data-type="singleVideo"><p>No video yet</p></div>'), 'singleVideo', 'Video')).toBeNull();
    expect(parseVideoBlock(fragment('<div data-type="singleVideo"><iframe src="javascript:alert(1)"></iframe></div>'), 'singleVideo', 'Video')).toBeNull();
    expect(parseVideoBlock(fragment('<div data-type="singleVideo" data-video-url="media/d.webm"></div>'), 'singleVideo', 'Video', (p) => `http://c.test/${p}`)!.media[0]).toMatchObject({ sources: [{ src: 'http://c.test/media/d.webm' }] });
  });
});

/** jsdom media elements do not play: the test sets the clock and fires the events a browser fires. */
function fakeClock(media: HTMLMediaElement, duration: number) {
  let time = 0;
  let paused = true;
  Object.defineProperty(media, 'duration', { configurable: true, get: () => duration });
  Object.defineProperty(media, 'currentTime', { configurable: true, get: () => time, set: (v: number) => (time = v) });
  Object.defineProperty(media, 'paused', { configurable: true, get: () => paused });
  Object.defineProperty(media, 'readyState', { configurable: true, get: () => 1 });
  media.play = () => {
    paused = false;
    fireEvent(media, new Event('play'));
    return Promise.resolve();
  };
  media.pause = () => {
    paused = true;
    fireEvent(media, new Event('pause'));
  };
  return {
    playTo(t: number) {
      paused = false;
      time = t;
      fireEvent(media, new Event('timeupdate'));
    },
    pause: () => media.pause(),
    end() {
      time = duration;
      paused = true;
      fireEvent(media, new Event('pause'));
      fireEvent(media, new Event('ended'));
    },
  };
}

describe('singleVideo view', () => {
  const setup = (store?: Map<string, MediaProgress>, extra: Partial<ContentBlockViewProps<MediaProgress>> = {}) => {
    const props = blockViewProps<MediaProgress>(fragment(LEFT), extra, store);
    const utils = render(<View {...props} />);
    const video = utils.container.querySelector('video')!;
    return { ...utils, props, video };
  };

  it('renders the browser’s controls, the author’s tracks and the text in the layout', () => {
    const { container, video } = setup();
    expect(video.hasAttribute('controls')).toBe(true);
    expect(video.getAttribute('aria-label')).toBe('Watering at the base');
    expect(Array.from(video.querySelectorAll('track')).map((t) => [t.getAttribute('srclang'), t.hasAttribute('default')])).toEqual([
      ['en', true],
      ['ar', false],
    ]);
    expect(container.querySelector('.bd-video-left')).not.toBeNull();
    expect((container.querySelector('.bd-video') as HTMLElement).style.getPropertyValue('--bd-video-width')).toBe('50%');
    expect(screen.getByText('Let it drain')).toBeTruthy();
    // Space is reserved before the video loads: an aspect-ratio box.
    expect((container.querySelector('.bd-media-box') as HTMLElement).style.aspectRatio).not.toBe('');
  });

  it('saves the furthest point played under its media id, and the end as watched', () => {
    const announce = jest.fn();
    const { props, video, container } = setup(undefined, { announce });
    const clock = fakeClock(video, 60);
    expect(container.querySelector('.bd-media')!.getAttribute('data-media-key')).toBe('media_3_0');
    act(() => clock.playTo(0.5));
    expect(props.store.get('media_3_0')).toEqual({ progressedTime: 0.5, totalMediaWatched: false });
    act(() => clock.playTo(1.0));
    expect(props.store.get('media_3_0')!.progressedTime).toBe(0.5); // under a second of news: not yet
    act(() => clock.playTo(12));
    act(() => clock.pause());
    expect(props.store.get('media_3_0')).toEqual({ progressedTime: 12, totalMediaWatched: false });
    // A seek back and more play do not lower the furthest point.
    act(() => clock.playTo(3));
    act(() => clock.pause());
    expect(props.store.get('media_3_0')!.progressedTime).toBe(12);
    act(() => clock.end());
    expect(props.store.get('media_3_0')).toEqual({ progressedTime: 60, totalMediaWatched: true });
    expect(announce).toHaveBeenCalledWith('player:video watched');
    expect(screen.getByText('player:video watched')).toBeTruthy();
  });

  it('after a reload, resumes at the saved point and offers to continue from there', () => {
    const store = new Map<string, MediaProgress>([['media_3_0', { progressedTime: 75, totalMediaWatched: false }]]);
    const { video } = setup(store);
    const clock = fakeClock(video, 120);
    act(() => {
      fireEvent(video, new Event('loadedmetadata'));
    });
    expect(video.currentTime).toBe(75);
    const offer = screen.getByRole('button', { name: 'player:continue from {"time":"1:15"}' });
    const play = jest.spyOn(video, 'play');
    fireEvent.click(offer);
    expect(play).toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: /continue from/ })).toBeNull();
    // (Focus moves to the video in browsers; jsdom does not make a <video controls> focusable.)
    void clock;
  });

  it('"play from the beginning" starts at 0; a watched video shows no offer but its status', () => {
    const store = new Map<string, MediaProgress>([['media_3_0', { progressedTime: 30, totalMediaWatched: false }]]);
    const first = setup(store);
    fakeClock(first.video, 120);
    act(() => {
      fireEvent(first.video, new Event('loadedmetadata'));
    });
    fireEvent.click(screen.getByRole('button', { name: 'player:play from start' }));
    expect(first.video.currentTime).toBe(0);
    first.unmount();
    const done = setup(new Map([['media_3_0', { progressedTime: 120, totalMediaWatched: true }]]));
    fakeClock(done.video, 120);
    act(() => {
      fireEvent(done.video, new Event('loadedmetadata'));
    });
    expect(screen.queryByRole('button', { name: /continue from/ })).toBeNull();
    expect(screen.getByText('player:video watched')).toBeTruthy();
    expect(done.container.querySelector('[data-watched]')).not.toBeNull();
  });

  it('numbers media by block position × 10 + index inside the block', () => {
    document.body.innerHTML = '<div class="blocks"><div class="block" data-block-id="x"></div><div class="block" data-block-id="b1" id="mine"></div></div>';
    const two = fragment('<div data-type="videoTwoColumns"><video src="a.webm"></video><video src="b.webm"></video></div>');
    const { container } = render(<View {...blockViewProps<MediaProgress>(two)} />, { container: document.getElementById('mine')! });
    expect(Array.from(container.querySelectorAll('.bd-media')).map((m) => m.getAttribute('data-media-key'))).toEqual(['media_3_10', 'media_3_11']);
  });

  it('shows the author’s HTML when there is no video', () => {
    const props = blockViewProps<MediaProgress>(fragment('<div data-type="singleVideo"><p>Coming soon</p></div>'));
    render(<View {...props} />);
    expect(screen.getByTestId('static').textContent).toBe('Coming soon');
  });
});
