/**
 * Issue 20 (one source for what must agree): the pre-rendered cover is hydrated, then replaced by
 * the player's layout without moving anything (test/browser/prerendered-cover.test.ts). So the page
 * frame around the cover (the shell, skip link, header, user menu button and main region) must be
 * the same markup drawn by the pre-render (react-dom/server, as scripts/prerender draws it) and by
 * the live Layout on the cover route. The cover's content is one component already (CoverContent);
 * this compares the frame around it: element names, every attribute, and the text outside <main>.
 */
import { renderToString } from 'react-dom/server';
import { coverModel, createTranslator, PLAYER_ENGLISH, type PlayerSession } from '@core';
import { accessibilityOwnerOf } from '../../test/support/accessibilityOwner';
import { createTestPlayer } from '../../test/support/createTestPlayer';
import { renderInLayout } from '../../test/support/renderWithSession';
import { CoverView } from './CoverView';

interface Shape {
  tag: string;
  attributes: Record<string, string>;
  children: (Shape | string)[];
}

/** The frame's tree; <main>'s content is left out (the cover there, the live layout's announcer around it). */
function shape(el: Element): Shape {
  const attributes = Object.fromEntries([...el.attributes].map((a) => [a.name, a.value]).sort(([a], [b]) => a.localeCompare(b)));
  const children: (Shape | string)[] = [];
  if (el.tagName !== 'MAIN') {
    for (const node of el.childNodes) {
      if (node.nodeType === Node.ELEMENT_NODE) children.push(shape(node as Element));
      else if (node.nodeType === Node.TEXT_NODE && node.textContent?.trim()) children.push(node.textContent.trim());
    }
  }
  return { tag: el.tagName.toLowerCase(), attributes, children };
}

/** The frame as the pre-render draws it, from the cover model of the session's package. */
function prerenderedFrame(session: PlayerSession): Shape {
  const model = coverModel(session.pkg, createTranslator({ ...session.pkg.labels, builtIn: PLAYER_ENGLISH }), session.plugins);
  const host = document.createElement('div');
  host.innerHTML = renderToString(<CoverView model={model} />);
  return shape(host.querySelector('.app-shell')!);
}

/** The frame as the player's layout draws it on the cover route (its user menu has the accessibility section, issue 23). */
function liveFrame(session: PlayerSession): Shape {
  accessibilityOwnerOf(session);
  const { container, unmount } = renderInLayout(session, { page: <p>cover</p> });
  const frame = shape(container.querySelector('.app-shell')!);
  unmount();
  return frame;
}

describe("the pre-rendered cover's page frame is the live layout's", () => {
  it('for a learner the course does not know (the accessibility icon in the menu button)', async () => {
    const { session } = await createTestPlayer();
    const live = liveFrame(session);
    expect(live.children.map((c) => (typeof c === 'string' ? c : c.tag))).toEqual(['a', 'header', 'div']);
    expect(prerenderedFrame(session)).toEqual(live);
  });

  it('in a right-to-left course language, with its own labels', async () => {
    const { session } = await createTestPlayer({ query: '?language=ar' });
    expect(session.pkg.language.rtl).toBe(true);
    expect(prerenderedFrame(session)).toEqual(liveFrame(session));
  });
});
