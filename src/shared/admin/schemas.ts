// The admin API's query and body schemas, apart from admin.ts so the panel's screens do not load zod.
import { z } from 'zod';

export const adminUsersQuerySchema = z.object({
  search: z.string().trim().max(254).optional().default(''),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
});

export const adminRoleSchema = z.object({ role: z.enum(['admin', 'user'], { message: 'Choose admin or user' }) });

export const adminPageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
});
