import { type Context, Hono } from 'hono';
import { and, eq } from 'drizzle-orm';
import { type Postback, postbackSchema } from '@/shared/monetization/programs';
import { toMinorUnits } from '@/shared/money';
import type { AppEnv } from '../../../auth/viewer';
import type { Database } from '../../../db/database';
import type { DomainEvents } from '../../../domain-events/domain-events';
import { byAddress, rateLimit } from '../../../http/rate-limit';
import type { AddressLimit } from '../../analytics';
import { monetizationRevenue } from '../revenue/schema';
import { recordRevenue } from '../revenue/revenue-writer';
import type { PostbackTokens } from './postback-tokens';
import { monetizationPrograms } from './schema';

/** The parameters, from the query (networks' GET macros) and a form or JSON body alike. */
async function parametersOf(c: Context): Promise<Record<string, unknown>> {
  const fromQuery = c.req.query();
  if (c.req.method !== 'POST') return fromQuery;
  const type = c.req.header('content-type') ?? '';
  try {
    if (type.includes('application/json')) return { ...fromQuery, ...((await c.req.json()) as Record<string, unknown>) };
    if (type.includes('form')) return { ...fromQuery, ...(await c.req.parseBody()) };
  } catch {
    return { ...fromQuery, unreadable: true };
  }
  return fromQuery;
}

/**
 * /api/monetization/postbacks/{token}: where an affiliate network reports a conversion (ADR 031).
 * Public and written by other servers; the signed token is the program. A replay adds nothing
 * (each order once, each reversal once); which click gets the credit is decided when it is read.
 */
export function postbackRoutes(deps: {
  db: Database;
  tokens: PostbackTokens;
  limit: AddressLimit;
  trustProxy: boolean;
  events: Pick<DomainEvents, 'emit'>;
  now: () => Date;
}) {
  const handle = async (c: Context<AppEnv>) => {
    const named = deps.tokens.read(c.req.param('token') ?? '');
    const [program] = named
      ? await deps.db
          .select({ id: monetizationPrograms.id, workspaceId: monetizationPrograms.workspaceId })
          .from(monetizationPrograms)
          .where(and(eq(monetizationPrograms.id, named.programId), eq(monetizationPrograms.postbackVersion, named.version)))
      : [];
    if (!program) return c.json({ error: { code: 'UNAUTHORIZED', message: 'This postback URL is not valid.' } }, 401);
    const parsed = postbackSchema.safeParse(await parametersOf(c));
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      return c.json(
        { error: { code: 'VALIDATION_FAILED', message: `${issue?.path.join('.') ?? 'input'}: ${issue?.message ?? 'invalid'}` } },
        400,
      );
    }
    const recorded = await recordConversion(deps, program, parsed.data);
    return c.json({ recorded });
  };
  const limited = rateLimit(deps.limit, byAddress(deps.trustProxy));
  return new Hono<AppEnv>().get('/:token', limited, handle).post('/:token', limited, handle);
}

async function recordConversion(
  deps: { db: Database; events: Pick<DomainEvents, 'emit'>; now: () => Date },
  program: { id: string; workspaceId: string },
  postback: Postback,
): Promise<boolean> {
  let amountMinor = toMinorUnits(postback.amount, postback.currency);
  if (postback.status === 'reversed') {
    // A reversal that names no amount takes back what the order earned.
    if (amountMinor === 0) {
      const [original] = await deps.db
        .select({ amountMinor: monetizationRevenue.amountMinor })
        .from(monetizationRevenue)
        .where(
          and(
            eq(monetizationRevenue.workspaceId, program.workspaceId),
            eq(monetizationRevenue.source, 'postback'),
            eq(monetizationRevenue.dedupeKey, `${program.id}:${postback.order_id}`),
          ),
        );
      amountMinor = original?.amountMinor ?? 0;
    }
    amountMinor = -amountMinor;
  }
  const at = deps.now();
  const [id] = await recordRevenue(deps.db, program.workspaceId, [
    {
      source: 'postback',
      dedupeKey: `${postback.status === 'reversed' ? 'reversed:' : ''}${program.id}:${postback.order_id}`,
      stream: 'affiliate',
      amountMinor,
      currency: postback.currency,
      occurredAt: at,
      notes: `Order ${postback.order_id}`,
      programId: program.id,
      clickId: postback.click_id || null,
    },
  ]);
  if (!id) return false;
  await deps.events.emit(program.workspaceId, 'conversion.recorded', {
    programId: program.id,
    orderId: postback.order_id,
    status: postback.status,
    amountMinor,
    currency: postback.currency,
    clickId: postback.click_id ?? null,
    occurredAt: at.toISOString(),
  });
  return true;
}
