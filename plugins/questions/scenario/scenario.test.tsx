import { render } from '@testing-library/react';
import { questionDataFromJson, type BlockRef, type QuestionData, type QuestionViewProps } from '@core';
import { createTestPlayer } from '../../../test/support/createTestPlayer';
import informationContent from '../informationContent';
import scenario from '.';
import { examples } from './examples';
import { frameUrl, readScenario, type Response } from './model';
import View from './View';
import { questionViewProps } from '../shared/viewHarness.testing';

const withRaw = (raw: unknown): QuestionData => ({ ...questionDataFromJson(examples[0].question), raw: raw as Record<string, unknown> });
const resolve = (p: string) => new URL(p, 'http://course.test/pkg/').href;

describe('scenario: reading data.js', () => {
  it('reads the fields of a complete scenario', () => {
    expect(readScenario(questionDataFromJson(examples[0].question))).toEqual({
      projectId: '3d9a6c2e-51f0-4b7a-9e8d-2c4f6a8b0d1e',
      embedUrl: 'https://scenarios.example.org/play/3d9a6c2e',
      embedCode: null,
      masteryScore: 80,
    });
  });

  it('picks a multilingual embed URL for the course language', () => {
    const question = { ...examples[0].question, embedUrl: { en: 'media/s.en.html', ar: 'media/s.ar.html' } };
    expect(readScenario(questionDataFromJson(question, { language: 'ar' })).embedUrl).toBe('media/s.ar.html');
    expect(readScenario(questionDataFromJson(question, { language: 'en' })).embedUrl).toBe('media/s.en.html');
  });

  it.each([
    ['missing fields', {}],
    ['null fields', { projectId: null, embedUrl: null, embedCode: null, masteryScore: null }],
    ['blank strings', { projectId: ' ', embedUrl: '  ', embedCode: '\n ', masteryScore: '' }],
    ['numbers, booleans, objects and arrays', { projectId: true, embedUrl: 42, embedCode: { html: '<p>x</p>' }, masteryScore: [80] }],
    ['a mastery score out of range or not a number', { masteryScore: 250 }],
    ['a mastery score below zero', { masteryScore: -1 }],
    ['a mastery score that is not a number', { masteryScore: 'high' }],
  ])('tolerates %s', (_name, raw) => {
    expect(readScenario(withRaw(raw))).toEqual({ projectId: null, embedUrl: null, embedCode: null, masteryScore: null });
  });

  it('tolerates a question without raw fields at all', () => {
    expect(readScenario(withRaw(null))).toEqual({ projectId: null, embedUrl: null, embedCode: null, masteryScore: null });
    expect(readScenario(withRaw('scenario'))).toEqual({ projectId: null, embedUrl: null, embedCode: null, masteryScore: null });
  });

  it('reads a numeric project id and a mastery score given as text', () => {
    expect(readScenario(withRaw({ projectId: 1234, masteryScore: '70.4' }))).toMatchObject({ projectId: '1234', masteryScore: 70 });
  });

  it.each([
    'javascript:alert(1)',
    ' JavaScript:alert(document.cookie)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    '\u0001javascript:alert(1)',
    'vbscript:msgbox(1)',
    'data:text/html,<script>alert(1)</script>',
    'file:///etc/passwd',
    'blob:http://course.test/0a1b',
    '#top',
  ])('rejects the embed URL %j', (embedUrl) => {
    expect(readScenario(withRaw({ embedUrl })).embedUrl).toBeNull();
    expect(frameUrl(embedUrl, resolve)).toBeNull();
  });

  it('keeps http(s) and package paths, and makes protocol-relative URLs https', () => {
    expect(readScenario(withRaw({ embedUrl: ' http://x.test/s ' })).embedUrl).toBe('http://x.test/s');
    expect(readScenario(withRaw({ embedUrl: '//x.test/s' })).embedUrl).toBe('https://x.test/s');
    expect(readScenario(withRaw({ embedUrl: 'media/scenario.html' })).embedUrl).toBe('media/scenario.html');
  });

  it('resolves a package path for the frame, and checks the result once more', () => {
    expect(frameUrl('media/scenario.html', resolve)).toBe('http://course.test/pkg/media/scenario.html');
    expect(frameUrl('https://x.test/s', resolve)).toBe('https://x.test/s');
    expect(frameUrl('media/scenario.html', () => 'javascript:alert(1)')).toBeNull();
    expect(frameUrl(null, resolve)).toBeNull();
  });
});

describe('scenario: a page like a content page (SPEC 4.2, 5.1)', () => {
  const q = questionDataFromJson(examples[0].question);

  it('is answered by opening it, as informationContent is', () => {
    expect(scenario.answeredOnOpen).toBe(true);
    expect(scenario.answeredOnOpen).toBe(informationContent.answeredOnOpen);
    expect(scenario.isAnswered(q, scenario.emptyResponse(q))).toBe(true);
    expect(scenario.correctResponse(q)).toBeNull();
  });

  it.each([
    [true, true, 100],
    [false, true, 0],
    [true, false, 0],
    [false, false, 0],
  ])('scoring of content pages %s, opened %s: %d', (allowScoringOfContentPages, hasBeenOpened, expected) => {
    expect(scenario.score(q, null, { allowScoringOfContentPages, hasBeenOpened })).toBe(expected);
  });

  it('saves and sends what informationContent saves and sends', () => {
    expect(JSON.stringify(scenario.compact(q, null))).toBe(JSON.stringify(informationContent.compact(q, null)));
    expect(scenario.expand(q, null)).toBeNull();
    expect(scenario.toInteraction(q, null, 'en-US')).toEqual(informationContent.toInteraction(q, null, 'en-US'));
  });
});

describe('scenario: in a course (core/package/buildCourse.ts)', () => {
  const scenarioOf = (session: Awaited<ReturnType<typeof createTestPlayer>>['session']) => session.course.questions.find((q) => q.type === 'scenario')!;

  it('the showcase scenario is answered when opened and does not count towards progress', async () => {
    const { session } = await createTestPlayer();
    const page = scenarioOf(session);
    expect(page.supported).toBe(true);
    expect(page.answeredOnOpen).toBe(true);
    expect(session.course.affectsProgress(page)).toBe(false);
    session.actions.open(page.id);
    expect(page.isAnswered).toBe(true);
  });

  it('counts towards progress, scored 100 once opened, when content-page scoring is on', async () => {
    const { session } = await createTestPlayer({
      overrides: { 'settings.js': (body) => JSON.stringify({ ...JSON.parse(body ?? '{}'), allowScoringOfContentPages: { enabled: true } }) },
    });
    const page = scenarioOf(session);
    expect(session.course.affectsProgress(page)).toBe(true);
    session.actions.open(page.id);
    expect(page.score).toBe(100);
  });
});

describe('scenario view', () => {
  const t = (key: string) => key;
  const props = (question: Record<string, unknown>, extra: Partial<QuestionViewProps<Response>> = {}): QuestionViewProps<Response> =>
    questionViewProps<Response>(questionDataFromJson(question), null, {
      disabled: true,
      submitted: true,
      t,
      renderBlocks: (blocks: BlockRef[]) => <div data-testid="blocks">{blocks.map((b) => b.id).join(',')}</div>,
      mediaUrl: resolve,
      ...extra,
    });

  it('shows an embed URL in a titled, lazily loaded frame that may go full screen, then the body blocks', () => {
    const { container, getByTestId } = render(<View {...props(examples[0].question)} />);
    const frame = container.querySelector('iframe')!;
    expect(frame.getAttribute('src')).toBe('https://scenarios.example.org/play/3d9a6c2e');
    expect(frame.getAttribute('title')).toBe('A fern that droops: what do you do?');
    expect(frame.getAttribute('loading')).toBe('lazy');
    expect(frame.hasAttribute('allowfullscreen')).toBe(true);
    expect(frame.hasAttribute('sandbox')).toBe(false);
    expect(getByTestId('blocks').textContent).toBe('e0c2d4f6a8b01c3e5a7c9e1b3d5f7a9c');
  });

  it('resolves a package page against the package', () => {
    const { container } = render(<View {...props({ ...examples[0].question, embedUrl: 'media/fern.html' })} />);
    expect(container.querySelector('iframe')!.getAttribute('src')).toBe('http://course.test/pkg/media/fern.html');
  });

  it('shows an embed code that is a single frame like an embed URL, keeping its own site storage', () => {
    const { container } = render(<View {...props(examples[1].question)} />);
    const frames = container.querySelectorAll('iframe');
    expect(frames).toHaveLength(1);
    expect(frames[0]!.getAttribute('src')).toBe('https://scenarios.example.org/play/91ab');
    expect(frames[0]!.hasAttribute('sandbox')).toBe(false);
    expect(frames[0]!.getAttribute('title')).toBe('Repotting day');
  });

  it('runs any other embed code in a frame sandboxed with scripts only, never in the page', () => {
    const code = '<div id="s"></div><script src="https://scenarios.example.org/embed.js"></script>';
    const { container } = render(<View {...props({ ...examples[1].question, embedCode: code })} />);
    const frames = container.querySelectorAll('iframe');
    expect(frames).toHaveLength(1);
    const frame = frames[0]!;
    expect(frame.getAttribute('sandbox')).toBe('allow-scripts');
    expect(frame.getAttribute('src')).toBeNull();
    expect(frame.getAttribute('srcdoc')).toContain('https://scenarios.example.org/embed.js');
    expect(frame.getAttribute('title')).toBe('Repotting day');
  });

  it('never lets a single-frame embed code load another scheme', () => {
    const code = '<iframe src="javascript:alert(1)"></iframe>';
    const { container } = render(<View {...props({ ...examples[1].question, embedCode: code })} />);
    expect(container.querySelector('iframe')!.getAttribute('sandbox')).toBe('allow-scripts');
  });

  it('says politely that the scenario cannot be shown when nothing usable is given', () => {
    const { container } = render(<View {...props(examples[2].question)} />);
    expect(container.querySelector('iframe')).toBeNull();
    expect(container.querySelector('.q-scenario-unavailable')!.textContent).toBe('player:scenario unavailable');
  });

  it('names an untitled frame', () => {
    const { container } = render(<View {...props({ ...examples[0].question, title: null })} />);
    expect(container.querySelector('iframe')!.getAttribute('title')).toBe('player:embedded content');
  });
});
