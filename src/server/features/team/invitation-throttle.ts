import { createHash } from 'node:crypto';
import { invitationLimits, teamMessages } from '@/shared/team/team';
import type { Database } from '../../db/database';
import { FixedWindowLimit } from '../../http/fixed-window-limit';
import { ServiceError } from '../../lib/service-error';

const windows = { hour: 3600, day: 86_400 } as const;

function limitsFor(db: Database, who: 'workspace' | 'address', allowance: { hour: number; day: number }): FixedWindowLimit[] {
  return (['hour', 'day'] as const).map(
    (window) => new FixedWindowLimit(db, { name: `invitations-${who}-${window}`, windowSeconds: windows[window], max: allowance[window] }),
  );
}

/**
 * Invitation mails carry names the Owner chose, so each sending and resending counts against the
 * workspace and against the address (whichever workspace sends to it), an hour and a day, in windows
 * kept in the database so every process counts alike. A refused attempt counts too.
 */
export class InvitationThrottle {
  private readonly perWorkspace: FixedWindowLimit[];
  private readonly perAddress: FixedWindowLimit[];

  constructor(db: Database) {
    this.perWorkspace = limitsFor(db, 'workspace', invitationLimits.perWorkspace);
    this.perAddress = limitsFor(db, 'address', invitationLimits.perAddress);
  }

  /** Counts one invitation mail to `email` from the workspace; 429 once a window's allowance is spent. */
  async count(workspaceId: string, email: string): Promise<void> {
    // Only a hash of the address is kept with the counts.
    const address = createHash('sha256').update(email.trim().toLowerCase()).digest('hex');
    for (const limit of this.perAddress) {
      if (!(await limit.allow(address))) throw new ServiceError(429, 'TOO_MANY_INVITATIONS', teamMessages.tooManyInvitationsTo(email));
    }
    for (const limit of this.perWorkspace) {
      if (!(await limit.allow(workspaceId))) throw new ServiceError(429, 'TOO_MANY_INVITATIONS', teamMessages.tooManyInvitations);
    }
  }
}
