import type { FieldValues, Resolver, ResolverOptions, ResolverResult } from 'react-hook-form';

/**
 * A resolver for a form whose fields are not the schema's input one for one (a wait in days, rules
 * left empty): the fields become the input first, and the form is handed the schema's output.
 * Errors carry the schema's paths, which suits forms that say the first one in a toast.
 */
export function resolverFrom<Fields extends FieldValues, Input extends FieldValues, Output>(
  toInput: (fields: Fields) => Input,
  resolver: Resolver<Input, unknown, Output>,
): Resolver<Fields, unknown, Output> {
  return async (fields, context, options) =>
    (await resolver(toInput(fields), context, options as unknown as ResolverOptions<Input>)) as ResolverResult<Fields, Output>;
}
