import { readFileSync } from 'node:fs';
import path from 'node:path';
import semver from 'semver';

/**
 * package.json's `engines.node` is a promise to whoever installs the player: every Node version it
 * admits must satisfy every installed package's own `engines.node`, or `npm install` warns (or a
 * package fails at run time). The lockfiles record each package's engines, so the check needs no
 * install: the player's own, and the test LRS's (test/lrs/, installed by the test command).
 */
const ROOT = path.resolve(__dirname, '../..');
const manifest = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { engines: { node: string } };
type Lock = { packages: Record<string, { engines?: { node?: string } | string[]; optional?: boolean; os?: string[]; dev?: boolean }> };
const readLock = (dir: string) => JSON.parse(readFileSync(path.join(ROOT, dir, 'package-lock.json'), 'utf8')) as Lock;

/**
 * Test equipment whose stale engines field is known to be wrong, with why it is safe. Each one is
 * installed in test/lrs/ and never reaches a learner; the list is for those, never for a player dependency.
 */
const STALE_ENGINES: Record<string, string> = {
  // Learning Locker's statement service says node 6-8 (2019), but TOOLCHAIN.md checked it on this
  // machine's Node 20; the tests run it in its own process (test/support/learningLocker).
  '@learninglocker/xapi-statements': 'node 6 - 8',
};

const LOCKS: [string, Lock, boolean][] = [
  ['the player', readLock('.'), false],
  ['the test LRS', readLock('test/lrs'), true],
];

describe('engines', () => {
  const ours = manifest.engines.node;

  it('names a valid range that includes the Node version CI runs', () => {
    expect(semver.validRange(ours)).not.toBeNull();
    expect(semver.satisfies(process.versions.node, ours)).toBe(true);
  });

  it.each(LOCKS)('admits only Node versions that every locked package of %s supports', (_, lock, testEquipment) => {
    const conflicts = Object.entries(lock.packages)
      .filter(([name]) => name !== '')
      .flatMap(([name, entry]) => {
        const theirs = entry.engines && !Array.isArray(entry.engines) ? entry.engines.node : undefined;
        if (!theirs || semver.validRange(theirs) === null) return [];
        const short = name.replace(/^node_modules\//, '');
        if (STALE_ENGINES[short] === `node ${theirs}` && testEquipment) return [];
        return semver.subset(ours, theirs) ? [] : [`${name.replace(/^node_modules\//, '')} needs node ${theirs}`];
      });
    expect(conflicts).toEqual([]);
  });
});
