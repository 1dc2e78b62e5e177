import { act, render, screen, waitFor } from '@testing-library/react';
import { defineContentBlock, type PlayerSession } from '@core';
import { createTestPlayer } from '../../test/support/createTestPlayer';
import { SessionContext } from '../hooks/session';
import { BlockGate } from './BlockGate';
import { Blocks } from './Blocks';

/** A block view that throws while rendering (issue 9: a fragment its view cannot take). */
const throwing = defineContentBlock({
  dataType: 'throwingTestBlock',
  loadView: async () => ({
    default: () => {
      throw new Error('absurd attributes');
    },
  }),
});
/** A block view whose code never arrives. */
const neverLoading = defineContentBlock({ dataType: 'neverLoadingTestBlock', loadView: () => new Promise<never>(() => undefined) });

const place = { kind: 'question', sectionId: 's', questionId: 'q' } as const;

async function player(fragments: Record<string, string>) {
  const overrides = Object.fromEntries(Object.entries(fragments).map(([id, html]) => [`content/en/${id}.html`, html]));
  const { session } = await createTestPlayer({ overrides, blocks: [throwing, neverLoading] });
  return session;
}

function Page({ session, ids }: { session: PlayerSession; ids: string[] }) {
  return (
    <SessionContext.Provider value={session}>
      <h1>Page</h1>
      <BlockGate>
        <Blocks blocks={ids.map((id) => ({ id, children: [] }))} place={place} />
      </BlockGate>
    </SessionContext.Provider>
  );
}

const gate = () => document.querySelector('.block-gate')!;

describe('a content block whose view cannot render (issue 9)', () => {
  let warn: jest.SpyInstance;
  let error: jest.SpyInstance;
  beforeEach(() => {
    warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    // React reports a caught render error on the console as well; the boundary's own warning is the one that counts.
    error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    warn.mockRestore();
    error.mockRestore();
  });

  it('shows its own text in place of the view, and the rest of the page and the gate carry on', async () => {
    const session = await player({
      broken: '<div data-type="throwingTestBlock"><h2>Cards</h2><p>Readable words</p></div>',
      fine: '<div data-type="textEditorOneColumn"><p>The next block</p></div>',
    });
    render(<Page session={session} ids={['broken', 'fine']} />);
    await waitFor(() => expect(gate().hasAttribute('data-shown')).toBe(true));
    expect(screen.getByText('Readable words')).toBeTruthy();
    expect(screen.getByText('The next block')).toBeTruthy();
    expect(document.querySelector('.block-error')).toBeNull();
    expect(warn.mock.calls.some(([m]) => String(m).includes('Content block broken could not be shown'))).toBe(true);
  });

  it('shows a small note when the block has no text of its own', async () => {
    const session = await player({ empty: '<div data-type="throwingTestBlock" data-x="NaN"></div>' });
    render(<Page session={session} ids={['empty']} />);
    await waitFor(() => expect(gate().hasAttribute('data-shown')).toBe(true));
    expect(document.querySelector('.block-error')?.textContent).toBe('This part of the page cannot be shown.');
  });

  it('does not hold the page beyond the gate\u2019s bound when its code never arrives', async () => {
    const session = await player({ stuck: '<div data-type="neverLoadingTestBlock"><p>Waiting text</p></div>', fine: '<p>Other text</p>' });
    jest.useFakeTimers();
    try {
      render(<Page session={session} ids={['stuck', 'fine']} />);
      await act(async () => {
        await jest.advanceTimersByTimeAsync(100);
      });
      expect(gate().hasAttribute('data-shown')).toBe(false);
      await act(async () => {
        await jest.advanceTimersByTimeAsync(5000);
      });
      // The reveal waits one animation frame after the gate gave up, so that blocks mounting together are laid out.
      await act(async () => {
        await jest.advanceTimersByTimeAsync(50);
      });
      expect(gate().hasAttribute('data-shown')).toBe(true);
      expect(screen.getByText('Other text')).toBeTruthy();
    } finally {
      jest.useRealTimers();
    }
  });
});
