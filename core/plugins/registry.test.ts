import { PluginRegistry } from './registry';
import type { BlockState } from './BlockState';
import type { AnyContentBlock } from './ContentBlock';
import { defineQuestionType, type QuestionType } from './QuestionType';

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

describe('PluginRegistry (ARCHITECTURE.md contracts)', () => {
  it('returns a registered question type by its data.js id', () => {
    const registry = new PluginRegistry().registerQuestionType(fakeType('singleSelectText'));
    expect(registry.questionType('singleSelectText').id).toBe('singleSelectText');
    expect(registry.hasQuestionType('singleSelectText')).toBe(true);
  });

  it('fails loudly on a duplicate id', () => {
    const registry = new PluginRegistry().registerQuestionType(fakeType('hotspot'));
    expect(() => registry.registerQuestionType(fakeType('hotspot'))).toThrow(/'hotspot' is registered twice/);
  });

  it('names the probable missing plugin for an unknown id', () => {
    const registry = new PluginRegistry().registerQuestionType(fakeType('singleSelectText'));
    expect(() => registry.questionType('rankingText')).toThrow(/plugins\/questions\/rankingText\/ is probably missing/);
  });

  it('suggests the near id for a misspelt one', () => {
    const registry = new PluginRegistry().registerQuestionType(fakeType('multipleSelect'));
    expect(() => registry.questionType('multipleSelct')).toThrow(/Did you mean 'multipleSelect'\?/);
  });

  it('freezes after startup', () => {
    const registry = new PluginRegistry().freeze();
    expect(registry.isFrozen).toBe(true);
    expect(() => registry.registerQuestionType(fakeType('statement'))).toThrow(/frozen/);
    expect(() => registry.registerBlock({ dataType: 'flipCards', loadView: async () => ({ default: () => null }) })).toThrow(/frozen/);
  });

  it('rejects a duplicate content block and returns undefined for an unknown one', () => {
    const registry = new PluginRegistry().registerBlock({ dataType: 'checklist', loadView: async () => ({ default: () => null }) });
    expect(() => registry.registerBlock({ dataType: 'checklist', loadView: async () => ({ default: () => null }) })).toThrow(/twice/);
    expect(registry.block('unknownBlock')).toBeUndefined();
  });

  describe('block states (BlockState)', () => {
    const state = (fields: Partial<BlockState> = {}): BlockState => ({ key: 'testNotes', denseKey: 'tn', clearedOnNewAttempt: true, dropRank: 90, ...fields });
    const block = (dataType: string, declared?: BlockState, aliases?: string[]): AnyContentBlock => ({ dataType, aliases, state: declared, loadView: async () => ({ default: () => null }) });

    it('collects the declarations in registration order, one per block whatever its aliases', () => {
      const notes = state();
      const clips = state({ key: 'testClips', denseKey: 'tc', media: true });
      const registry = new PluginRegistry().registerBlock(block('notes', notes, ['notesToo'])).registerBlock(block('plain')).registerBlock(block('clips', clips));
      expect(registry.blockStates()).toEqual([notes, clips]);
      expect(registry.blockStates()).toBe(registry.blockStates());
    });

    it('lets blocks share one declaration: that is one state', () => {
      const shared = state();
      const registry = new PluginRegistry().registerBlock(block('a', shared)).registerBlock(block('b', shared));
      expect(registry.blockStates()).toEqual([shared]);
    });

    it('fails loudly when two blocks declare one key or one dense key, and registers neither half', () => {
      const registry = new PluginRegistry().registerBlock(block('notes', state()));
      expect(() => registry.registerBlock(block('other', state({ denseKey: 'zz' })))).toThrow(/Blocks 'notes' and 'other' both keep their state under the key 'testNotes'/);
      expect(() => registry.registerBlock(block('other', state({ key: 'otherNotes' })))).toThrow(/Blocks 'notes' and 'other' both keep their state under the dense key 'tn'/);
      expect(registry.block('other')).toBeUndefined();
      expect(registry.blockStates()).toHaveLength(1);
    });
  });
});
