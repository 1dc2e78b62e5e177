import { hyphenateTree, keepHyphenated } from './hyphenateDom';

// A stand-in hyphenator: a soft hyphen after every third letter of words of six letters or more.
// The real one (Hyphenopoly's patterns) is checked in the browser: test/browser/hyphenation.test.ts.
const fake = jest.fn((text: string) => text.replace(/\p{L}{6,}/gu, (word) => word.replace(/(\p{L}{3})(?=\p{L})/gu, '$1\u00AD')));
const SHY = '\u00AD';

function page(html: string, lang = 'de-DE'): HTMLElement {
  document.documentElement.lang = lang;
  document.body.innerHTML = html;
  return document.body;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => fake.mockClear());

describe('soft hyphens in the page (SPEC 9.3 hyphenation where the browser has no dictionary)', () => {
  it('hyphenates the prose of the course language', () => {
    const body = page('<p>Die Silbentrennung hilft</p>');
    hyphenateTree(body, 'de', fake);
    expect(body.querySelector('p')!.textContent).toBe(`Die Sil${SHY}ben${SHY}tre${SHY}nnu${SHY}ng hilft`);
  });

  it('leaves code, fields and scripts as they are', () => {
    const body = page('<pre>Silbentrennung</pre><p><code>Silbentrennung</code></p><textarea>Silbentrennung</textarea><script>Silbentrennung</script><kbd>Silbentrennung</kbd>');
    hyphenateTree(body, 'de', fake);
    expect(body.textContent).not.toContain(SHY);
  });

  it('leaves text in another language (its nearest lang) as it is', () => {
    const body = page('<p lang="en">Hyphenation</p><div lang="fr"><p>Anticonstitutionnellement</p></div><p lang="de-CH">Silbentrennung</p>');
    hyphenateTree(body, 'de', fake);
    const [en, fr, de] = [...body.querySelectorAll('p')].map((p) => p.textContent);
    expect([en, fr]).toEqual(['Hyphenation', 'Anticonstitutionnellement']);
    expect(de).toContain(SHY);
  });

  it('gives the same text when hyphenating twice (from the plain text, not the hyphenated one)', () => {
    const body = page('<p>Silbentrennungsalgorithmus</p>');
    hyphenateTree(body, 'de', fake);
    const once = body.textContent;
    hyphenateTree(body, 'de', fake);
    expect(body.textContent).toBe(once);
    expect(fake).toHaveBeenLastCalledWith('Silbentrennungsalgorithmus');
  });

  it('does not call the hyphenator for whitespace between elements', () => {
    const body = page('<div>\n  <p>kurz</p>\n</div>');
    hyphenateTree(body, 'de', fake);
    expect(fake.mock.calls.map(([text]) => text)).toEqual(['kurz']);
  });

  it('keeps hyphenating text added or rewritten later, as React renders it, and stops when told', async () => {
    const body = page('<main><p>Anfang</p></main>');
    const stop = keepHyphenated(body, 'de', fake);
    const main = body.querySelector('main')!;
    const added = document.createElement('p');
    added.textContent = 'Rechtsschutzversicherung';
    main.appendChild(added);
    await settle();
    expect(added.textContent).toContain(SHY);
    (added.firstChild as Text).data = 'Datenschutzgrundverordnung';
    await settle();
    expect(added.textContent).toBe(fake('Datenschutzgrundverordnung'));

    const calls = fake.mock.calls.length;
    await settle();
    expect(fake.mock.calls.length).toBe(calls); // its own changes do not start it again

    stop();
    (added.firstChild as Text).data = 'Arbeitsunfähigkeitsbescheinigung';
    await settle();
    expect(added.textContent).toBe('Arbeitsunfähigkeitsbescheinigung');
  });

  it('copies the text without its soft hyphens', () => {
    const body = page('<p>Silbentrennung</p>');
    const stop = keepHyphenated(body, 'de', fake);
    document.getSelection()!.selectAllChildren(body.querySelector('p')!);
    const data = new Map<string, string>();
    const event = new Event('copy', { bubbles: true, cancelable: true }) as ClipboardEvent;
    Object.defineProperty(event, 'clipboardData', { value: { setData: (type: string, value: string) => data.set(type, value) } });
    body.querySelector('p')!.dispatchEvent(event);
    expect(data.get('text/plain')).toBe('Silbentrennung');
    expect(event.defaultPrevented).toBe(true);
    stop();
  });
});
