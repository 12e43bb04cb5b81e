import { zValidator } from '@hono/zod-validator';
import type { ValidationTargets } from 'hono';
import { z, type ZodType } from 'zod';
import { apiMessages } from '@/shared/messages';
import { apiError } from './errors';
import { hasUnstorableText } from './storable-text';

export const unstorableTextMessage = 'Text cannot contain NUL characters or unpaired surrogates.';

/**
 * zValidator that answers in the API's error shape with the schema's own (spec) message, and refuses
 * text the database cannot store.
 */
export function validate<Target extends keyof ValidationTargets, Schema extends ZodType>(
  target: Target,
  schema: Schema,
) {
  return zValidator(target, schema, (result, c) => {
    if (!result.success) {
      const message = result.error.issues[0]?.message ?? 'Invalid input.';
      return apiError(c, 400, 'VALIDATION_FAILED', message);
    }
    if (hasUnstorableText(result.data)) return apiError(c, 400, 'VALIDATION_FAILED', unstorableTextMessage);
  });
}

const rowId = z.uuid();

/**
 * Path parameters that name rows: anything but a UUID names none, so it answers 404 as another
 * workspace's id does, before a NUL or a 10,000-character id can reach the database.
 */
export function uuidParams<Name extends string>(...names: Name[]) {
  const schema = z.object(Object.fromEntries(names.map((name) => [name, rowId])) as Record<Name, typeof rowId>);
  return zValidator('param', schema, (result, c) => {
    if (!result.success) return apiError(c, 404, 'NOT_FOUND', apiMessages.notFound);
  });
}
