/** JSON-schema pieces shared by the routes. Every route validates its body, query, params and the headers it reads. */

/** SPEC 7.1: every request may carry the cache-busting 'v' parameter. */
export const cacheBuster = { v: { type: 'string', maxLength: 64 } } as const;

export const courseIdParam = { type: 'string', minLength: 1, maxLength: 200 } as const;

export const message = {
  type: 'object',
  properties: { message: { type: 'string' } },
} as const;

export const querySchema = (properties: Record<string, unknown> = {}, required: string[] = []) => ({
  type: 'object',
  properties: { ...cacheBuster, ...properties },
  required,
  additionalProperties: false,
});
