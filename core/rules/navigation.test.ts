import { buildChain, nextInChain, pageCounter, previousInChain } from './navigation';
import { rewriteLegacyUrl, savedRoute } from '../url/legacyUrl';

const sections = [
  { id: 's1', isTransparent: false, learningObjective: 'Know things', questionIds: ['a', 'b'] },
  { id: 's2', isTransparent: true, learningObjective: 'Hidden objective', questionIds: ['c'] },
  { id: 's3', isTransparent: false, learningObjective: '', questionIds: ['d'] },
];

describe('navigation chain (SPEC 2.2)', () => {
  it('puts the learning objective first when content pages are shown, the section is not transparent and has one', () => {
    expect(buildChain(sections, true)).toEqual([
      '/sections/s1/learning-objective',
      '/sections/s1/questions/a',
      '/sections/s1/questions/b',
      '/sections/s2/questions/c',
      '/sections/s3/questions/d',
      '/results',
    ]);
  });
  it('leaves objectives out when content pages are hidden', () => {
    expect(buildChain(sections, false)[0]).toBe('/sections/s1/questions/a');
  });
  it('next is the following entry, or the index after the last', () => {
    const chain = buildChain(sections, true);
    expect(nextInChain(chain, '/sections/s1/questions/b')).toBe('/sections/s2/questions/c');
    expect(nextInChain(chain, '/results')).toBe('/');
    expect(previousInChain(chain, '/sections/s1/questions/a')).toBe('/sections/s1/learning-objective');
    expect(previousInChain(chain, '/sections/s1/learning-objective')).toBeNull();
  });
  it("numbers the pages a learner reads or answers, not the objectives nor the results (issue 22's 'Page 1 of 47')", () => {
    const chain = buildChain(sections, true);
    expect(pageCounter(chain, '/sections/s1/questions/a')).toEqual({ index: 1, total: 4 });
    expect(pageCounter(chain, '/sections/s3/questions/d')).toEqual({ index: 4, total: 4 });
    expect(pageCounter(chain, '/sections/s1/learning-objective')).toEqual({ index: 0, total: 4 });
  });
});

describe('legacy URL rewrite (SPEC 2.3)', () => {
  it.each([
    ['/finish', '/results'],
    ['/signin', '/login'],
    ['/section/abc/question/def', '/sections/abc/questions/def'],
    ['/sections/abc/questions/def', '/sections/abc/questions/def'],
    ['/section/abc', '/sections/abc'],
  ])('%s → %s', (from, to) => expect(rewriteLegacyUrl(from)).toBe(to));
});

describe('the route of a saved url (SPEC 2.3, records of older players)', () => {
  it.each([
    ['/sections/abc/questions/def', '/sections/abc/questions/def'],
    ['#/section/abc/question/def', '/sections/abc/questions/def'],
    ['#finish', '/results'],
    ['section/abc/', '/sections/abc'],
    ['https://lms.example/course/index.html?x=1#/section/abc/question/def', '/sections/abc/questions/def'],
    ['', ''],
    ['#', ''],
  ])('%s → %s', (from, to) => expect(savedRoute(from)).toBe(to));
});
