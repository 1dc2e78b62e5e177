import { isIP } from 'node:net';

/** proxy-addr's names for ranges (Fastify's trustProxy takes them beside addresses). */
const RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

const TRUE_REFUSED =
  'TRUST_PROXY=true would believe any X-Forwarded-For a client sends, so a client could pick its own address and escape the rate limits. ' +
  'Set the number of proxies in front of the service (TRUST_PROXY=1 behind one load balancer) or their addresses (TRUST_PROXY=10.0.0.5,10.0.1.0/24)';

const isAddressOrRange = (entry: string): boolean => {
  if (RANGE_NAMES.has(entry)) return true;
  const [address, bits, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  return bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128));
};

/**
 * Who may say where a request came from (X-Forwarded-For): the proxies in front of the service, by
 * count from the service (a load balancer: 1) or by address or CIDR range; never anyone, as `true`
 * would have it (issue 21 §4). Off when unset, '0' or 'false'.
 */
export function trustProxyFrom(raw: string | number | string[] | boolean | undefined): number | string[] | undefined {
  if (raw === true || (typeof raw === 'string' && raw.trim() === 'true')) throw new Error(TRUE_REFUSED);
  if (raw === undefined || raw === false || raw === 0) return undefined;
  if (typeof raw === 'number') {
    if (!Number.isInteger(raw) || raw < 0) throw new Error(`trustProxy must be a whole number of proxies, not ${raw}`);
    return raw;
  }
  const text = Array.isArray(raw) ? raw.join(',') : raw.trim();
  if (text === '' || text === '0' || text === 'false') return undefined;
  if (/^\d+$/.test(text)) return Number(text);
  const entries = text.split(',').map((entry) => entry.trim()).filter(Boolean);
  const wrong = entries.find((entry) => !isAddressOrRange(entry));
  if (wrong !== undefined) throw new Error(`TRUST_PROXY: "${wrong}" is neither a number of proxies, an IP address, a CIDR range nor loopback/linklocal/uniquelocal`);
  return entries;
}

/**
 * Fastify's trustProxy for that. Fastify 5 takes a number as "trust nobody" (a count cannot tell the
 * balancer from a client that reaches the service directly), so a count becomes a function here: the
 * deployment keeps the service reachable through its proxies only (docs/service.md, Deploying).
 */
export function fastifyTrustProxy(option: number | string[] | undefined): boolean | string[] | ((address: string, hop: number) => boolean) {
  const trusted = trustProxyFrom(option);
  if (trusted === undefined) return false;
  return typeof trusted === 'number' ? (_address, hop) => hop < trusted : trusted;
}
