import { hasContent, outermost } from '../shared/fragmentText';
import type { Choice, Scenario, Scene } from './types';

/** model.ts, "The attribute shape", describes what is read here. */

const clean = (s: string | null | undefined) => (s ?? '').replace(/\s+/g, ' ').trim();
const CHOICE = '.choice, [data-target-scene]';
const SCENE = '.scene, [data-scene-id]';

export function readAttributeScenario(root: Element): Scenario {
  const doc = root.ownerDocument;
  const scenes: Scene[] = [];
  const seen = new Set<string>();
  outermost(root, SCENE).forEach((el, n) => {
    const id = clean(el.getAttribute('data-scene-id')) || `scene-${n + 1}`;
    if (seen.has(id)) return;
    seen.add(id);
    const heading = el.querySelector('h1, h2, h3, h4, h5, h6');
    const title = clean(el.getAttribute('data-scene-title')) || (heading ? clean(heading.textContent) : '');
    const choices: Choice[] = [];
    for (const c of outermost(el, CHOICE)) {
      const copy = c.cloneNode(true) as Element;
      const feedbackEl = copy.querySelector('.choice-feedback');
      feedbackEl?.remove();
      const text = clean(copy.textContent);
      if (!text) continue;
      let feedback: Element | null = feedbackEl && hasContent(feedbackEl) ? feedbackEl : null;
      const feedbackText = clean(c.getAttribute('data-feedback'));
      if (!feedback && feedbackText) {
        feedback = doc.createElement('p');
        feedback.textContent = feedbackText;
      }
      choices.push({ text, target: clean(c.getAttribute('data-target-scene')), feedback });
    }
    const content = el.cloneNode(true) as Element;
    content.querySelectorAll(CHOICE).forEach((c) => c.remove());
    // Lists left empty by taking the choices out go too.
    content.querySelectorAll('ul, ol, .choices').forEach((list) => {
      if (!hasContent(list)) list.remove();
    });
    const finalAttr = clean(el.getAttribute('data-final')).toLowerCase();
    const final = finalAttr === 'true' || (finalAttr === '' && el.hasAttribute('data-final')) || choices.length === 0;
    scenes.push({ id, title, content, choices, final, avatar: null });
  });
  const wanted = clean(root.getAttribute('data-start-scene'));
  const startId = scenes.some((s) => s.id === wanted) ? wanted : (scenes[0]?.id ?? '');
  const introCopy = root.cloneNode(true) as Element;
  outermost(introCopy, SCENE).forEach((s) => s.remove());
  return { scenes, startId, intro: hasContent(introCopy) ? introCopy : null, title: '', startContent: null };
}
