/**
 * Just enough XML for reading a course's own imsmanifest.xml: elements with their namespaces resolved,
 * attributes and text. Comments, processing instructions, CDATA and a DOCTYPE are skipped; the
 * predefined and numeric entities are decoded. A document that is not well formed throws, and the
 * packager then writes a manifest of its own (scripts/package/imsManifest.ts), so a reader this small
 * can only ever cause a rewrite, never keep a manifest it misread.
 */

export interface XmlElement {
  /** Namespace URI ('' when none). */
  ns: string;
  /** Local name, without the prefix. */
  name: string;
  /** Attributes by `{namespace}local` (or `local` when unqualified), as XPath would see them. */
  attrs: Map<string, string>;
  children: XmlElement[];
  text: string;
}

export class XmlSyntaxError extends Error {}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function decode(raw: string): string {
  return raw.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, ref: string) => {
    if (ref[0] !== '#') {
      const named = ENTITIES[ref];
      if (named === undefined) throw new XmlSyntaxError(`unknown entity ${whole}`);
      return named;
    }
    const code = ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
    return String.fromCodePoint(code);
  });
}

const ATTRIBUTE = /([^\s=/>]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/gy;
const XML_NS = 'http://www.w3.org/XML/1998/namespace';

/** The document's root element. */
export function parseXml(source: string): XmlElement {
  const xml = source.replace(/^\uFEFF/, '');
  const stack: { element: XmlElement; scope: Map<string, string>; qname: string }[] = [];
  let root: XmlElement | null = null;
  let at = 0;

  const resolve = (qname: string, scope: Map<string, string>, isAttribute: boolean): [string, string] => {
    const colon = qname.indexOf(':');
    if (colon < 0) return [isAttribute ? '' : (scope.get('') ?? ''), qname];
    const prefix = qname.slice(0, colon);
    const ns = prefix === 'xml' ? XML_NS : scope.get(prefix);
    if (ns === undefined) throw new XmlSyntaxError(`undeclared prefix ${prefix}: in <${qname}>`);
    return [ns, qname.slice(colon + 1)];
  };

  while (at < xml.length) {
    const lt = xml.indexOf('<', at);
    const textEnd = lt < 0 ? xml.length : lt;
    if (textEnd > at) {
      const text = xml.slice(at, textEnd);
      if (stack.length > 0) stack[stack.length - 1].element.text += decode(text);
      else if (text.trim() !== '') throw new XmlSyntaxError('text outside the root element');
    }
    if (lt < 0) break;

    const skip = (open: string, close: string): boolean => {
      if (!xml.startsWith(open, lt)) return false;
      const end = xml.indexOf(close, lt + open.length);
      if (end < 0) throw new XmlSyntaxError(`unterminated ${open}`);
      if (open === '<![CDATA[' && stack.length > 0) stack[stack.length - 1].element.text += xml.slice(lt + open.length, end);
      at = end + close.length;
      return true;
    };
    if (skip('<!--', '-->') || skip('<![CDATA[', ']]>') || skip('<?', '?>')) continue;
    if (xml.startsWith('<!DOCTYPE', lt)) {
      // An internal subset may hold '>' inside its brackets.
      const bracket = xml.indexOf('[', lt);
      const close = xml.indexOf('>', lt);
      const end = bracket >= 0 && bracket < close ? xml.indexOf(']', bracket) : lt;
      at = xml.indexOf('>', end) + 1;
      if (at === 0) throw new XmlSyntaxError('unterminated DOCTYPE');
      continue;
    }

    if (xml[lt + 1] === '/') {
      const end = xml.indexOf('>', lt);
      if (end < 0) throw new XmlSyntaxError('unterminated end tag');
      const qname = xml.slice(lt + 2, end).trim();
      const open = stack.pop();
      if (!open || open.qname !== qname) throw new XmlSyntaxError(`</${qname}> does not close <${open?.qname ?? ''}>`);
      at = end + 1;
      continue;
    }

    const nameMatch = /^<([^\s/>]+)/.exec(xml.slice(lt, lt + 300));
    if (!nameMatch) throw new XmlSyntaxError(`a '<' that starts no tag at ${lt}`);
    const qname = nameMatch[1];
    let cursor = lt + nameMatch[0].length;
    const rawAttrs: [string, string][] = [];
    for (;;) {
      while (/\s/.test(xml[cursor] ?? '')) cursor += 1;
      if (xml.startsWith('/>', cursor) || xml[cursor] === '>') break;
      ATTRIBUTE.lastIndex = cursor;
      const m = ATTRIBUTE.exec(xml);
      if (!m) throw new XmlSyntaxError(`malformed attribute in <${qname}>`);
      rawAttrs.push([m[1], decode(m[2] ?? m[3])]);
      cursor = ATTRIBUTE.lastIndex;
    }
    const selfClosing = xml[cursor] === '/';
    at = cursor + (selfClosing ? 2 : 1);

    const scope = new Map(stack.length > 0 ? stack[stack.length - 1].scope : []);
    for (const [name, value] of rawAttrs) {
      if (name === 'xmlns') scope.set('', value);
      else if (name.startsWith('xmlns:')) scope.set(name.slice(6), value);
    }
    const [ns, name] = resolve(qname, scope, false);
    const attrs = new Map<string, string>();
    for (const [attrName, value] of rawAttrs) {
      if (attrName === 'xmlns' || attrName.startsWith('xmlns:')) continue;
      const [attrNs, local] = resolve(attrName, scope, true);
      attrs.set(attrNs ? `{${attrNs}}${local}` : local, value);
    }
    const element: XmlElement = { ns, name, attrs, children: [], text: '' };
    if (stack.length > 0) stack[stack.length - 1].element.children.push(element);
    else if (root) throw new XmlSyntaxError('more than one root element');
    else root = element;
    if (!selfClosing) stack.push({ element, scope, qname });
  }
  if (stack.length > 0) throw new XmlSyntaxError(`<${stack[stack.length - 1].qname}> is never closed`);
  if (!root) throw new XmlSyntaxError('no root element');
  return root;
}

/** The child elements of `parent` in namespace `ns` named `name`. */
export const childrenNamed = (parent: XmlElement | undefined, ns: string, name: string): XmlElement[] =>
  parent ? parent.children.filter((c) => c.ns === ns && c.name === name) : [];

export const childNamed = (parent: XmlElement | undefined, ns: string, name: string): XmlElement | undefined =>
  childrenNamed(parent, ns, name)[0];

/** Text for an XML document: the five special characters escaped, and characters XML 1.0 forbids dropped. */
export function escapeXml(value: string): string {
  return value
    .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}
