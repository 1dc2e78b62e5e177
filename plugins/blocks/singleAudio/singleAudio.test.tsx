import { act, fireEvent, render, screen } from '@testing-library/react';
import type { MediaProgress } from '../shared/media/progress';
import { blockViewProps, fragment } from '../shared/blockHarness.testing';
import plugin from './index';
import { parseAudioBlock } from './model';
import View from './View';

const AUDIO = `<div class="eg-content-editor" data-type="singleAudio"><h2>Listen: the finger test</h2>
  <audio src="media/tip.wav" title="Spoken tip"><track kind="captions" src="media/tip.vtt" srclang="en"></audio>
  <p>Transcript: push a finger into the soil.</p></div>`;

describe('singleAudio model', () => {
  it('claims singleAudio and SingleAudio, saving under audioProgress', () => {
    expect(plugin.dataType).toBe('singleAudio');
    expect(plugin.aliases).toEqual(['SingleAudio']);
    // SPEC 3.7 audioProgress: media progress the media gate reads (SPEC 4.2), kept on a retake (SPEC 4.5).
    expect(plugin.state).toEqual({ key: 'audioProgress', denseKey: 'ap', clearedOnNewAttempt: false, dropRank: 50, media: true });
  });

  it('keeps the author’s text where it was: the heading above, the transcript below', () => {
    const data = parseAudioBlock(fragment(AUDIO))!;
    expect(data.media).toHaveLength(1);
    expect(data.media[0]).toMatchObject({ kind: 'audio', sources: [{ src: 'media/tip.wav' }], label: 'Spoken tip', tracks: [{ srclang: 'en' }] });
    expect(data.before?.textContent?.trim()).toBe('Listen: the finger test');
    expect(data.after?.textContent?.trim()).toBe('Transcript: push a finger into the soil.');
  });

  it('reads a link to an audio file or the root’s data-audio-url, and falls back without either', () => {
    const link = parseAudioBlock(fragment('<div data-type="singleAudio"><p>Intro</p><p><a href="media/x.mp3">Listen</a></p></div>'))!;
    expect(link.media[0]!.sources[0]!.src).toBe('media/x.mp3');
    expect(link.before?.textContent).toBe('Intro');
    expect(link.after).toBeNull();
    const data = parseAudioBlock(fragment('<div data-type="SingleAudio" data-audio-url="media/y.ogg"><p>Words</p></div>'), (p) => `http://c.test/${p}`)!;
    expect(data.media[0]!.sources[0]!.src).toBe('http://c.test/media/y.ogg');
    expect(data.after?.textContent).toBe('Words');
    expect(parseAudioBlock(fragment('<div data-type="singleAudio"><p><a href="https://x.test/page">Not audio</a></p></div>'))).toBeNull();
  });
});

describe('singleAudio view', () => {
  it('plays with the browser’s controls and saves listening progress under its media id', () => {
    const props = blockViewProps<MediaProgress>(fragment(AUDIO));
    const { container } = render(<View {...props} />);
    const audio = container.querySelector('audio')!;
    expect(audio.hasAttribute('controls')).toBe(true);
    expect(container.querySelector('.bd-audio')!.firstElementChild!.textContent).toContain('Listen: the finger test');
    expect(container.querySelector('.bd-audio')!.lastElementChild!.textContent).toContain('Transcript');
    let time = 0;
    Object.defineProperty(audio, 'duration', { get: () => 20 });
    Object.defineProperty(audio, 'currentTime', { get: () => time, set: (v) => (time = v) });
    Object.defineProperty(audio, 'paused', { get: () => false });
    time = 19.2;
    act(() => {
      fireEvent(audio, new Event('timeupdate'));
    });
    expect(props.store.get('media_3_0')).toEqual({ progressedTime: 19.2, totalMediaWatched: true });
    expect(screen.getByText('player:audio listened')).toBeTruthy();
  });
});
