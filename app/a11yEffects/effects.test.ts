import { startAccessibilityEffects } from './index';
import { allowWithoutAutoplay, startSeizureSafe, withoutAutoplay } from './seizureSafe';

const html = document.documentElement;
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the settings’ code and faces load only when a setting is first on', () => {
  it('loads each effect once, when its attribute (and value) appears', async () => {
    const loads: string[] = [];
    const effect = (attribute: string, value?: string) => ({ attribute, value, load: async () => void loads.push(`${attribute}=${value ?? ''}`) });
    const stop = startAccessibilityEffects(html, [effect('data-a11y-font', 'readable'), effect('data-a11y-font', 'dyslexia'), effect('data-a11y-seizure-safe')]);
    await flush();
    expect(loads).toEqual([]);
    html.setAttribute('data-a11y-font', 'readable');
    await flush();
    html.removeAttribute('data-a11y-font');
    await flush();
    html.setAttribute('data-a11y-font', 'readable');
    html.setAttribute('data-a11y-seizure-safe', '');
    await flush();
    expect(loads).toEqual(['data-a11y-font=readable', 'data-a11y-seizure-safe=']);
    html.setAttribute('data-a11y-font', 'dyslexia');
    await flush();
    expect(loads).toEqual(['data-a11y-font=readable', 'data-a11y-seizure-safe=', 'data-a11y-font=dyslexia']);
    stop();
    html.removeAttribute('data-a11y-font');
    html.removeAttribute('data-a11y-seizure-safe');
  });
});

describe('seizure safe: media start only on the learner’s press', () => {
  it("sets a video host's autoplay parameters to 0 and leaves an address without any", () => {
    expect(withoutAutoplay('https://www.youtube.com/embed/abc?autoplay=1&rel=0')).toBe('https://www.youtube.com/embed/abc?autoplay=0&rel=0');
    expect(withoutAutoplay('https://player.vimeo.com/video/1?autoplay=true&muted=1')).toBe('https://player.vimeo.com/video/1?autoplay=0&muted=1');
    expect(withoutAutoplay('https://fast.wistia.net/embed/iframe/x?autoPlay=true')).toBe('https://fast.wistia.net/embed/iframe/x?autoPlay=0');
    expect(withoutAutoplay('https://www.youtube.com/embed/abc?autoplay=0')).toBeNull();
    expect(withoutAutoplay('https://www.youtube.com/embed/abc')).toBeNull();
  });

  it('takes autoplay out of a frame’s permissions and refuses it', () => {
    expect(allowWithoutAutoplay('accelerometer; autoplay; clipboard-write')).toBe("accelerometer; clipboard-write; autoplay 'none'");
    expect(allowWithoutAutoplay(null)).toBe("autoplay 'none'");
  });

  it("removes the author's autoplay from media put in the page, and pauses a play the learner did not start", async () => {
    const pause = jest.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
    html.setAttribute('data-a11y-seizure-safe', '');
    startSeizureSafe();
    const host = document.createElement('div');
    host.innerHTML = '<video autoplay muted loop src="media/loop.mp4"></video><iframe src="https://www.youtube.com/embed/abc?autoplay=1" allow="autoplay; fullscreen"></iframe>';
    document.body.appendChild(host);
    await flush();
    const video = host.querySelector('video')!;
    const frame = host.querySelector('iframe')!;
    expect(video.hasAttribute('autoplay')).toBe(false);
    expect(frame.getAttribute('src')).toBe('https://www.youtube.com/embed/abc?autoplay=0');
    expect(frame.getAttribute('allow')).toBe("fullscreen; autoplay 'none'");
    // A script's play() without the learner's press: no transient activation in jsdom.
    video.dispatchEvent(new Event('play'));
    expect(pause).toHaveBeenCalledTimes(1);
    // Off: the learner's media are theirs again.
    html.removeAttribute('data-a11y-seizure-safe');
    video.dispatchEvent(new Event('play'));
    expect(pause).toHaveBeenCalledTimes(1);
    host.remove();
    pause.mockRestore();
  });
});
