import { z, type ZodType } from 'zod';
import { credentialsSchema, profileUpdateSchema, signUpSchema } from '@/shared/auth-schemas';

/**
 * Every better-auth endpoint that takes a body, with the schema its body must pass first. better-auth
 * checks less than Uplift's own routes do (a NUL or an object as a name reached the database), so a
 * body reaches it only as this schema parsed it: unknown fields are dropped, and a POST to an endpoint
 * not listed here answers 404. A feature that uses another better-auth endpoint (two-factor, password
 * reset) adds it here with its schema.
 */
export const authRequestBodies: Readonly<Record<string, ZodType>> = {
  '/api/auth/sign-in/email': credentialsSchema,
  '/api/auth/sign-up/email': signUpSchema,
  '/api/auth/sign-out': z.object({}),
  '/api/auth/update-user': profileUpdateSchema,
};
