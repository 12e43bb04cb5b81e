import { z } from 'zod';

const uuid = z.uuid();

/** Row ids are UUIDs: anything else cannot name a row, so callers answer 404 without asking the database. */
export const isUuid = (id: string): boolean => uuid.safeParse(id).success;
