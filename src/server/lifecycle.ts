import type { Config } from './config';

/**
 * Where this process is in its life, for the readiness check (ADR 042): a process that is stopping
 * answers not ready, so the load balancer sends its requests elsewhere while it finishes the ones it has.
 */
export class ProcessLifecycle {
  private stoppingSince: number | undefined;

  constructor(readonly role: Config['processRole']) {}

  get stopping(): boolean {
    return this.stoppingSince !== undefined;
  }

  stop(): void {
    this.stoppingSince ??= Date.now();
  }
}
