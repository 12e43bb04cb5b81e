import { createHash, randomBytes } from 'node:crypto';
import { lt, sql } from 'drizzle-orm';
import type { Database } from '../../../db/database';
import { analyticsSalts } from '../schema';

export function utcDay(at: Date): string {
  return at.toISOString().slice(0, 10);
}

/**
 * A visitor without a cookie: a hash of the day's secret salt, the project, the address and the
 * browser. The salt changes every UTC day and the old one is deleted, so the same person is a new
 * visitor tomorrow and nobody can link the two.
 */
export function visitorId(salt: Buffer, projectId: string, address: string, userAgent: string): bigint {
  const digest = createHash('sha256').update(salt).update(projectId).update('\0').update(address).update('\0').update(userAgent).digest();
  return digest.readBigInt64BE(0);
}

/** The day's salt, the same in every process: the first to ask makes it, later ones read it. */
export class DailySalts {
  private current: { day: string; salt: Buffer } | undefined;

  constructor(private readonly db: Database) {}

  async saltOf(at: Date): Promise<Buffer> {
    const day = utcDay(at);
    if (this.current?.day === day) return this.current.salt;
    await this.db
      .insert(analyticsSalts)
      .values({ day, salt: randomBytes(32) })
      .onConflictDoNothing();
    const [row] = await this.db
      .select({ salt: analyticsSalts.salt })
      .from(analyticsSalts)
      .where(sql`${analyticsSalts.day} = ${day}`);
    if (!row) throw new Error(`No analytics salt for ${day}`);
    await this.db.delete(analyticsSalts).where(lt(analyticsSalts.day, day));
    this.current = { day, salt: Buffer.from(row.salt) };
    return this.current.salt;
  }
}
