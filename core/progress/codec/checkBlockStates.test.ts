import { testBlocks } from '../../../test/support/testBlocks';
import { createTestPlayer } from '../../../test/support/createTestPlayer';
import type { BlockState } from '../../plugins/BlockState';
import { emptyProgress } from '../progressRecord';
import { checkBlockStates, RECORD_FIELDS, RESERVED_SHORT_KEYS } from './checkBlockStates';

const state = (fields: Partial<BlockState> = {}): BlockState => ({ key: 'testNotes', denseKey: 'tn', clearedOnNewAttempt: true, dropRank: 90, ...fields });

describe('block states against the record (checked with the codec context)', () => {
  it('accepts declarations that keep clear of the record', () => {
    expect(() => checkBlockStates(testBlocks.map((b) => b.state!))).not.toThrow();
    expect(() => checkBlockStates([state({ version: 3, migrate: () => undefined })])).not.toThrow();
  });

  it.each([
    [{ key: 'answers' }, /block state 'answers' cannot be saved: its key 'answers' is not free/],
    [{ key: 'blockForms' }, /key 'blockForms' is not free/],
    [{ key: 'timeSpent' }, /key 'timeSpent' is not free/],
    [{ key: '' }, /key '' is not free/],
    [{ key: '__proto__' }, /key '__proto__' is not free/],
    [{ denseKey: 'a' }, /dense key 'a' is one the record keeps for itself/],
    [{ denseKey: 'bf' }, /dense key 'bf' is one the record keeps/],
    [{ key: 'certificateDownloaded' }, /key 'certificateDownloaded' is not free/],
    [{ denseKey: 'cr' }, /dense key 'cr' is one the record keeps/],
    [{ denseKey: 'n' }, /dense key 'n' is one the record keeps/],
    [{ denseKey: '+' }, /dense key '\+' is one the record keeps/],
    [{ denseKey: '' }, /dense key '' is one the record keeps/],
    [{ version: 0 }, /version 0 is not a whole number from 1/],
    [{ version: 1.5 }, /version 1.5 is not a whole number/],
    [{ version: 2 }, /version 2 has no migrate\(\)/],
    [{ dropRank: Number.NaN }, /it has no drop rank/],
    [{ trims: [{ name: 'visited', dropRank: 95, holds: () => false, trim: (e: Record<string, unknown>) => e }] }, /trim 'visited' does not rank before the whole state \(90\)/],
  ])('refuses %p', (fields, message) => {
    expect(() => checkBlockStates([state(fields as Partial<BlockState>)])).toThrow(message);
  });

  it("knows every field of the record and every short key of the dense format as the record's own", () => {
    // blockForms and certificateDownloaded are the record's optional fields (absent from a fresh record).
    expect([...RECORD_FIELDS].sort()).toEqual([...Object.keys(emptyProgress()), 'blockForms', 'certificateDownloaded'].sort());
    expect(RESERVED_SHORT_KEYS).toEqual(expect.arrayContaining(['v', 'af', 'bf', 'n', '+']));
  });

  it('stops a session at start-up, before anything is read or saved, when a block takes a field of the record', async () => {
    const said = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const takesUrl = { dataType: 'urlBlock', state: state({ key: 'url', denseKey: 'ub' }), loadView: async () => ({ default: () => null }) };
    const { session, storage } = await createTestPlayer({ blocks: [takesUrl] });
    expect(session.state).toBe('error');
    expect(session.error?.message).toMatch(/block state 'url' cannot be saved: its key 'url' is not free/);
    expect(storage.saves).toBe(0);
    expect(said).toHaveBeenCalled();
    said.mockRestore();
  });
});
