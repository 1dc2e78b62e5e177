/**
 * Every built-in question type and block, their shared folders and the integrator's examples pass the
 * settings part of the conformance kit (styleKit.ts): the learner's contrast theme, font-size levels
 * and seizure-safe mode reach them without their knowing (issue 23).
 */
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { absoluteFontSizes, describeSettingsConformance, scriptedMotion, untokenedColours } from './styleKit';

const ROOT = path.resolve(__dirname, '../..');
const foldersIn = (parent: string) =>
  readdirSync(path.join(ROOT, parent))
    .filter((name) => statSync(path.join(ROOT, parent, name)).isDirectory())
    .map((name) => `${parent}/${name}`);

describe('the kit finds what would escape the settings', () => {
  it('a colour literal, unless it stands in for a token or its rule says why it is fixed', () => {
    expect(untokenedColours('.a { color: #fff; background: var(--surface, #fff); box-shadow: 0 1px 2px rgba(0,0,0,.2); }')).toEqual(['color: #fff']);
    expect(untokenedColours('.a { border: 1px solid white; white-space: nowrap; }')).toEqual(['border: 1px solid white']);
    expect(untokenedColours('/* fixed colour: over a photo */\n.a { stroke: #fff; }\n.b { fill: rgba(1, 2, 3, 0.5); }')).toEqual(['fill: rgba(1, 2, 3, 0.5)']);
  });

  it('a font size in px or pt outside a cap', () => {
    expect(absoluteFontSizes('.a { font-size: 14px; } .b { font: 700 12pt/1 serif; } .c { font-size: 0.875rem; } .d { font-size: min(1.5rem, max(var(--cap, 24px), 1rem)); }')).toEqual(['font-size: 14px', 'font: 700 12pt/1 serif']);
  });

  it('media started or motion made from script', () => {
    expect(scriptedMotion('<video autoPlay muted />')).toEqual(['starts media by itself (autoplay)']);
    expect(scriptedMotion("el.animate([{ opacity: 0 }], 300); list.scrollIntoView({ behavior: 'smooth' });")).toEqual(['animates from script (element.animate)', 'scrolls smoothly']);
    expect(scriptedMotion('<video controls preload="metadata" />')).toEqual([]);
  });
});

for (const folder of [...foldersIn('plugins/questions'), ...foldersIn('plugins/blocks'), 'plugins/shared', ...foldersIn('test/plugins')]) {
  describeSettingsConformance(folder);
}
