import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { blockViewProps, fragment } from '../../../plugins/blocks/shared/blockHarness.testing';
import { createTestPlayer } from '../../support/createTestPlayer';
import { MemoryStore } from '../../support/memoryStore';
import reflectionNote from '.';
import { migrateNote, type Note } from './model';
import View from './View';

const PROMPT = '<div class="eg-content-editor" data-type="reflectionNote"><p>What will you try first?</p></div>';

describe('reflectionNote (the example block with saved state of docs/plugins.md)', () => {
  it('declares its record field, its dense key and form 2 of its entries, kept across attempts', () => {
    expect(reflectionNote.state).toMatchObject({ key: 'reflectionNotes', denseKey: 'rn', version: 2, clearedOnNewAttempt: false, dropRank: 95 });
  });

  it('reads form 1 (the text alone) as form 2, and nothing else', () => {
    expect(migrateNote('Water less.', 1)).toEqual({ text: 'Water less.' });
    expect(migrateNote(42, 1)).toBeUndefined();
    expect(migrateNote('Water less.', 3)).toBeUndefined();
  });

  it('saves what the learner types, and removes an emptied note', () => {
    const saved: (Note | null)[] = [];
    function Saved() {
      const [state, setState] = useState<Note | undefined>({ text: 'Water' });
      return <View {...blockViewProps<Note>(fragment(PROMPT), { state, setState: (value) => (saved.push(value), setState(value ?? undefined)) })} />;
    }
    render(<Saved />);
    const box = screen.getByRole('textbox', { name: 'What will you try first?' });
    expect(box).toHaveProperty('value', 'Water');
    fireEvent.change(box, { target: { value: 'Water less' } });
    fireEvent.change(box, { target: { value: '' } });
    expect(saved).toEqual([{ text: 'Water less' }, null]);
  });

  it('is saved by the session with the form it is in, and restored', async () => {
    const storage = new MemoryStore();
    const { session } = await createTestPlayer({ storage, blocks: [reflectionNote] });
    session.blocks.set('reflectionNotes', 'note1', { text: 'Water less.' });
    expect(session.saving.record()).toMatchObject({ reflectionNotes: { note1: { text: 'Water less.' } }, blockForms: { reflectionNotes: 2 } });
    const again = (await createTestPlayer({ storage, blocks: [reflectionNote] })).session;
    expect(again.blocks.get('reflectionNotes', 'note1')).toEqual({ text: 'Water less.' });
    await again.attempts.startOver();
    expect(again.blocks.get('reflectionNotes', 'note1')).toEqual({ text: 'Water less.' });
  });

  it('restores notes a player saved in form 1', async () => {
    const { session: first } = await createTestPlayer();
    const saved = { ...first.saving.record(), reflectionNotes: { note1: 'Water less.' } };
    const { session } = await createTestPlayer({ storage: new MemoryStore({ record: saved }), blocks: [reflectionNote] });
    expect(session.blocks.get('reflectionNotes', 'note1')).toEqual({ text: 'Water less.' });
  });
});
