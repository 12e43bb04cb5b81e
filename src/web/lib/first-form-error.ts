import type { FieldErrors } from 'react-hook-form';

/**
 * The message of the first field that failed the schema, for forms that say what is wrong in a toast.
 * zodResolver records the fields in the order of the schema's issues.
 */
export function firstFormError(errors: FieldErrors): string | undefined {
  for (const error of Object.values(errors)) {
    if (!error) continue;
    if (typeof error.message === 'string' && error.message) return error.message;
    // A field's own error (it has a type) holds its element, not more fields.
    if ('type' in error) continue;
    const nested = firstFormError(error as FieldErrors);
    if (nested) return nested;
  }
  return undefined;
}
