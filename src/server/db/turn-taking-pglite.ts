import { setImmediate as nextTurn } from 'node:timers/promises';
import { PGlite } from '@electric-sql/pglite';

/** How long statements may run back to back before the event loop gets a turn. */
const runForAtMostMs = 20;

/**
 * PGlite that lets the event loop turn between statements at least every `runForAtMostMs`.
 *
 * PGlite runs SQL synchronously (WebAssembly) and hands its one connection to the next caller in a
 * promise callback, so every statement queued behind it ran before Node looked at a socket again:
 * under 200 clients one turn of the loop lasted 0.3–5 s, and Node accepted one new connection a turn,
 * so the clients that connected last were not accepted for tens of seconds (ADR 046). Callers still
 * wait in PGlite's first-come, first-served line; a caller whose turn comes once statements have run
 * for the slice first lets sockets be read, connections accepted and timers fire. A turn for every
 * statement instead left the database idle while the loop served cached reads.
 */
export class TurnTakingPGlite extends PGlite {
  private turnTakenAt = 0;

  // PGlite runs every query, exec and whole transaction through this, so a turn is never taken inside
  // a transaction; the test fails should a PGlite upgrade stop calling it.
  override _runExclusiveTransaction<T>(work: () => Promise<T>): Promise<T> {
    return super._runExclusiveTransaction(async () => {
      if (performance.now() - this.turnTakenAt >= runForAtMostMs) {
        await nextTurn();
        this.turnTakenAt = performance.now();
      }
      return work();
    });
  }
}
