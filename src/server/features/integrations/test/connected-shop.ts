// What the tests of shops that post to a pasted address share: connecting one as a new member, and
// reading what the ledger kept for the connection.
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { IntegrationCard } from '@/shared/integrations/catalogue';
import { rowsOf } from '../../../db/rows';
import type { TestClient } from '../../../test/harness';
import type { TestServerWithAdmin } from '../../../test/use-test-server';

export interface ConnectedShop {
  client: TestClient;
  workspaceId: string;
  connectionId: string;
  /** The address the card shows, to paste into the shop. */
  incomingUrl: string;
}

export async function connectedShop(
  uplift: TestServerWithAdmin,
  email: string,
  provider: string,
  credentials: Record<string, string>,
): Promise<ConnectedShop> {
  const client = await uplift.member(email);
  const connected = await client.post(`/api/integrations/${provider}/connect`, { credentials });
  expect(connected.status).toBe(200);
  const card = connected.body as IntegrationCard;
  expect(card).toMatchObject({ connected: true, category: 'ecommerce' });
  const shown = ((await client.get('/api/integrations')).body.integrations as IntegrationCard[]).find((entry) => entry.id === provider)!;
  expect(shown.incomingUrl).toBe(card.incomingUrl);
  const workspaceId = (await client.get('/api/me')).body.workspace.id as string;
  const [row] = rowsOf<{ id: string }>(
    await uplift.server.db.execute(
      sql`select id from integration_connections where workspace_id = ${workspaceId} and provider = ${provider}`,
    ),
  );
  return { client, workspaceId, connectionId: row!.id, incomingUrl: card.incomingUrl! };
}

export interface LedgerRow {
  external_id: string;
  amount_minor: number;
  currency: string;
  customer_email: string | null;
  click_ref: string | null;
  product_ref: string | null;
  refund_of: string | null;
}

/** The connection's rows, sales first. */
export async function ledgerRows(uplift: TestServerWithAdmin, connectionId: string): Promise<LedgerRow[]> {
  return rowsOf<LedgerRow>(
    await uplift.server.db.execute(
      sql`select external_id, amount_minor::int as amount_minor, currency, customer_email, click_ref, product_ref, refund_of
            from commerce_sales where connection_id = ${connectionId} order by amount_minor desc, external_id`,
    ),
  );
}

/** What the connection's rows come to, as Monetization sums them (one currency in these tests). */
export async function ledgerTotal(uplift: TestServerWithAdmin, connectionId: string): Promise<number> {
  return (await ledgerRows(uplift, connectionId)).reduce((sum, row) => sum + row.amount_minor, 0);
}
