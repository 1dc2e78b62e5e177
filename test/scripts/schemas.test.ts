/**
 * The SCORM schema files that go into every LMS zip are ADL's, unchanged (SHA-256 recorded in
 * scripts/package/schemas/SOURCE.md), and validating against them needs no network.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { schemaDir, schemaFiles } from '../../scripts/package/formats';

const root = path.resolve(__dirname, '../../scripts/package/schemas');
const recorded = new Map(
  [...readFileSync(path.join(root, 'SOURCE.md'), 'utf8').matchAll(/^\| `([^`]+)` \| `([0-9a-f]{64})` \|$/gm)].map((m) => [m[1], m[2]]),
);
const onDisk = ['scorm12', 'scorm2004'].flatMap((folder) => readdirSync(path.join(root, folder)).map((name) => `${folder}/${name}`));

test('every schema file is the one SOURCE.md records, byte for byte, and SOURCE.md records no other', () => {
  expect(onDisk.length).toBe(21);
  expect([...recorded.keys()].sort()).toEqual([...onDisk].sort());
  for (const rel of onDisk) {
    expect([rel, createHash('sha256').update(readFileSync(path.join(root, rel))).digest('hex')]).toEqual([rel, recorded.get(rel)]);
  }
});

test.each(['scorm12', 'scorm2004'] as const)('%s: every schemaLocation and DTD reference is a file of the same folder (validation is offline)', (format) => {
  const files = schemaFiles(format);
  for (const name of files) {
    const text = readFileSync(path.join(schemaDir(format), name), 'latin1');
    // Tags only: xml.xsd's documentation shows an import of a W3C address as escaped text.
    const references = [
      ...[...text.matchAll(/<\w+:(?:import|include|redefine)\b[^>]*?schemaLocation\s*=\s*["']([^"']+)["']/g)].map((m) => m[1]),
      ...[...text.matchAll(/<!(?:DOCTYPE|ENTITY\s+%)\s+\S+\s+(?:SYSTEM|PUBLIC\s+(?:"[^"]*"|'[^']*'))\s+["']([^"']+)["']/g)].map((m) => m[1]),
    ];
    // The patterns find what is there: the 2004 set chains xml.xsd → XMLSchema.dtd → datatypes.dtd.
    if (format === 'scorm2004' && (name === 'xml.xsd' || name === 'XMLSchema.dtd')) expect(references.length).toBe(1);
    if (name === 'imsss_v1p0.xsd') expect(references.length).toBe(8);
    for (const ref of references) expect([name, ref, files.includes(ref)]).toEqual([name, ref, true]);
  }
});
