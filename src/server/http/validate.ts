import { zValidator } from '@hono/zod-validator';
import type { Context, Env, MiddlewareHandler, ValidationTargets } from 'hono';
import { z, type ZodType } from 'zod';
import { apiMessages } from '@/shared/messages';
import { notFound, type ServiceError } from '../lib/service-error';
import { apiError } from './errors';
import { hasUnstorableText } from './storable-text';

export const unstorableTextMessage = 'Text cannot contain NUL characters or unpaired surrogates.';

/**
 * zValidator that answers in the API's error shape with the schema's own (spec) message, and refuses
 * text the database cannot store.
 */
export function validate<Target extends keyof ValidationTargets, Schema extends ZodType>(target: Target, schema: Schema) {
  return zValidator(target, schema, (result, c) => invalidAnswer(c, result));
}

/** The 400 a failed or unstorable validation answers; undefined when the input passes. */
function invalidAnswer(
  c: Context,
  result: { success: true; data: unknown } | { success: false; error: { issues: readonly { message: string }[] } },
) {
  if (!result.success) return apiError(c, 400, 'VALIDATION_FAILED', result.error.issues[0]?.message ?? apiMessages.invalidInput);
  if (hasUnstorableText(result.data)) return apiError(c, 400, 'VALIDATION_FAILED', unstorableTextMessage);
}

/**
 * validate('json', schema) for JSON sent as text/plain, as a tracker's beacon is (a JSON type would
 * cost every page view a CORS preflight). Read with c.req.valid('json').
 */
export function validateTextJson<Schema extends ZodType>(
  schema: Schema,
): MiddlewareHandler<Env, string, { in: { json: z.input<Schema> }; out: { json: z.output<Schema> } }> {
  return async (c, next) => {
    let body: unknown;
    try {
      body = JSON.parse(await c.req.text());
    } catch {
      return apiError(c, 400, 'MALFORMED_JSON', apiMessages.malformedJson);
    }
    const result = schema.safeParse(body);
    const refused = invalidAnswer(c, result);
    if (refused) return refused;
    c.req.addValidatedData('json', result.data as object);
    await next();
  };
}

const rowId = z.uuid();

/**
 * Path parameters checked by `schema` before the handler reads them (`c.req.valid('param')`): a value
 * the schema refuses names nothing, so it answers as an unknown one does (`refusal`, 404 by default).
 */
export function pathParams<Schema extends ZodType>(schema: Schema, refusal: () => ServiceError = notFound) {
  return zValidator('param', schema, (result) => {
    if (!result.success) throw refusal();
  });
}

/**
 * Path parameters that name rows: anything but a UUID names none, so it answers 404 as another
 * workspace's id does, before a NUL or a 10,000-character id can reach the database.
 */
export function uuidParams<Name extends string>(...names: Name[]) {
  return pathParams(z.object(Object.fromEntries(names.map((name) => [name, rowId])) as Record<Name, typeof rowId>));
}
