import type { FastifyInstance } from 'fastify';

/**
 * The deepest nesting of arrays and objects a JSON body may have. The deepest the player sends is an
 * xAPI statement (SPEC 7.8) with extensions, about ten levels; the code reading bodies (validation, the
 * text guard, the statement store) walks them recursively, and 100,000 levels overflowed its stack.
 */
export const MAX_JSON_DEPTH = 64;

/** Whether JSON text nests deeper than `max`; brackets inside strings are text, not nesting. Linear, no recursion. */
export function nestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i += 1; // the escaped character, whatever it is
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      depth += 1;
      if (depth > max) return true;
    } else if (c === 0x5d || c === 0x7d) depth -= 1;
  }
  return false;
}

/** Fastify's own JSON parser (prototype poisoning refused), behind the depth bound: 400 `jsonNestedTooDeeply`. */
export function acceptBoundedJson(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string; // parseAs: 'string'
    if (!nestsDeeperThan(text, MAX_JSON_DEPTH)) return parse(request, text, done);
    const error = Object.assign(new Error(`JSON nested deeper than ${MAX_JSON_DEPTH} levels`), { statusCode: 400, code: 'jsonNestedTooDeeply' });
    done(error, undefined);
  });
}
