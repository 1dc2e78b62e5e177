import { lazyDeliveryPlugin, type DeliveryPlugin } from '../delivery/DeliveryPlugin';
import { lazyPlugin } from '../plugins/lazyPlugin';
import { defineQuestionType, lazyQuestionType, type QuestionType } from '../plugins/QuestionType';
import { lazyTrackingPlugin, type TrackingPlugin } from '../tracking/TrackingPlugin';
import type { TrackingSink } from '../delivery/TrackingSink';
import { PluginCatalogue } from './PluginCatalogue';

const fakeType = (id: string): QuestionType<null, null> =>
  defineQuestionType<null, null>({
    id,
    emptyResponse: () => null,
    isAnswered: () => false,
    score: () => 0,
    correctResponse: () => null,
    compact: () => null,
    expand: () => null,
    toInteraction: () => ({ interactionType: 'other', response: '' }),
    loadView: async () => ({ default: () => null }),
  });
const fakeDelivery = (id: string): DeliveryPlugin => ({ id, priority: 0, detect: () => true, open: async () => ({ learner: null, store: null as never, sinks: [], close: async () => undefined }) });
const fakeTracking = (id: string): TrackingPlugin => ({ id, open: () => [] });
const fakeSink = (id: string): TrackingSink => ({ id, handle: () => undefined, flush: async () => undefined, pending: 0, state: 'idle' });
const view = async () => ({ default: () => null });

describe('the plugin catalogue (ARCHITECTURE.md contracts): every kind, one way', () => {
  it('returns a registered question type by its data.js id', () => {
    const catalogue = new PluginCatalogue().register('question', fakeType('singleSelectText'));
    expect(catalogue.questionType('singleSelectText').id).toBe('singleSelectText');
    expect(catalogue.hasQuestionType('singleSelectText')).toBe(true);
  });

  it.each([
    ['question', fakeType('hotspot'), /Question type 'hotspot' is registered twice/],
    ['block', { dataType: 'checklist', loadView: view }, /Content block 'checklist' is registered twice/],
    ['delivery', fakeDelivery('browser'), /Delivery plugin 'browser' is registered twice/],
    ['tracking', fakeTracking('lrs'), /Tracking plugin 'lrs' is registered twice/],
    ['sink', fakeSink('webhook'), /Tracking sink 'webhook' is registered twice/],
  ] as const)('fails loudly on a duplicate %s id', (kind, plugin, message) => {
    const catalogue = new PluginCatalogue().register(kind, plugin as never);
    expect(() => catalogue.register(kind, plugin as never)).toThrow(message);
  });

  it('a block claims its aliases too: another block may not take one', () => {
    const catalogue = new PluginCatalogue().register('block', { dataType: 'singleVideo', aliases: ['videoOnTheLeft'], loadView: view });
    expect(catalogue.block('videoOnTheLeft')?.dataType).toBe('singleVideo');
    expect(() => catalogue.register('block', { dataType: 'videoOnTheLeft', loadView: view })).toThrow(/twice/);
  });

  it('names the probable missing plugin for an unknown id', () => {
    const catalogue = new PluginCatalogue().register('question', fakeType('singleSelectText'));
    expect(() => catalogue.questionType('rankingText')).toThrow(/plugins\/questions\/rankingText\/ is probably missing/);
    expect(() => catalogue.get('delivery', 'scorm12')).toThrow(/No delivery plugin is registered for 'scorm12'. The plugin adapters\/delivery\/scorm12\/ is probably missing/);
  });

  it('suggests the near id for a misspelt one, whatever the kind', () => {
    const catalogue = new PluginCatalogue().register('question', fakeType('multipleSelect')).register('tracking', fakeTracking('lms-xapi'));
    expect(() => catalogue.questionType('multipleSelct')).toThrow(/Did you mean 'multipleSelect'\?/);
    expect(() => catalogue.get('tracking', 'lms_xapi')).toThrow(/Did you mean 'lms-xapi'\?/);
  });

  it('freezes after startup, for every kind', () => {
    const catalogue = new PluginCatalogue().freeze();
    expect(catalogue.isFrozen).toBe(true);
    expect(() => catalogue.register('question', fakeType('statement'))).toThrow(/frozen/);
    expect(() => catalogue.register('block', { dataType: 'flipCards', loadView: view })).toThrow(/frozen/);
    expect(() => catalogue.register('delivery', fakeDelivery('browser'))).toThrow(/frozen/);
    expect(() => catalogue.register('sink', fakeSink('webhook'))).toThrow(/frozen/);
  });

  it('returns undefined for an unknown content block (the page shows its unknown-block card)', () => {
    const catalogue = new PluginCatalogue().register('block', { dataType: 'checklist', loadView: view });
    expect(catalogue.block('unknownBlock')).toBeUndefined();
  });

  it('refuses a plugin that is not of its kind', () => {
    expect(() => new PluginCatalogue().register('delivery', fakeTracking('lrs') as never)).toThrow(/A delivery plugin must have a non-empty string id and the delivery plugin contract/);
  });
});

describe('one lazy loader for every kind', () => {
  it('loads lazily registered plugins once, in registration order, and hands them out afterwards', async () => {
    let loads = 0;
    const catalogue = new PluginCatalogue()
      .register('delivery', lazyDeliveryPlugin('scorm12', async () => (loads++, fakeDelivery('scorm12'))))
      .register('delivery', fakeDelivery('browser'));
    expect(() => catalogue.get('delivery', 'scorm12')).toThrow(/registered but not loaded/);
    const [first, again] = await Promise.all([catalogue.load('delivery'), catalogue.load('delivery')]);
    expect(first.map((p) => p.id)).toEqual(['scorm12', 'browser']);
    expect(again.map((p) => p.id)).toEqual(['scorm12', 'browser']);
    expect(loads).toBe(1);
    expect(catalogue.get('delivery', 'scorm12').id).toBe('scorm12');
  });

  it('takes a module with the plugin as its default export, or a bare { id, load }', async () => {
    const catalogue = new PluginCatalogue()
      .register('question', lazyQuestionType('statement', async () => ({ default: fakeType('statement') })))
      .register('question', { id: 'hotspot', load: async () => ({ default: fakeType('hotspot') }) });
    await catalogue.load('question', ['statement', 'hotspot', 'notRegistered']);
    expect(catalogue.questionType('hotspot').id).toBe('hotspot');
    expect(catalogue.questionType('statement').id).toBe('statement');
  });

  it.each([
    ['delivery', lazyDeliveryPlugin('scorm12', async () => fakeDelivery('scorm2004')), "The plugin loaded for delivery plugin 'scorm12' declares the id 'scorm2004'."],
    ['tracking', lazyTrackingPlugin('lrs', async () => fakeTracking('nps')), "The plugin loaded for tracking plugin 'lrs' declares the id 'nps'."],
    ['question', lazyQuestionType('statement', async () => ({ default: fakeType('hotspot') })), "The plugin loaded for question type 'statement' declares the id 'hotspot'."],
  ] as const)('fails loudly when a %s plugin loads under another id than it was registered with', async (kind, lazy, message) => {
    const catalogue = new PluginCatalogue().register(kind, lazy as never);
    await expect(catalogue.load(kind)).rejects.toThrow(message);
  });

  it('fails loudly when a lazy entry loads something of another kind', async () => {
    const catalogue = new PluginCatalogue().register('delivery', lazyPlugin('lrs', async () => fakeTracking('lrs') as unknown as DeliveryPlugin));
    await expect(catalogue.load('delivery')).rejects.toThrow("The plugin loaded for delivery plugin 'lrs' is not a delivery plugin.");
  });

  it('keeps a failed load: every caller sees it, and the code is not asked for again', async () => {
    let loads = 0;
    const catalogue = new PluginCatalogue().register('tracking', lazyTrackingPlugin('lrs', async () => (loads++, Promise.reject(new Error('ChunkLoadError')))));
    await expect(catalogue.load('tracking')).rejects.toThrow('ChunkLoadError');
    await expect(catalogue.load('tracking')).rejects.toThrow('ChunkLoadError');
    expect(loads).toBe(1);
  });
});
