import { zValidator } from '@hono/zod-validator';
import type { ValidationTargets } from 'hono';
import type { ZodType } from 'zod';
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
