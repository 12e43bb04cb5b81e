import { Hono } from 'hono';
import { z } from 'zod';
import { changeRoleSchema, inviteMemberSchema, teamMessages, transferOwnershipSchema } from '@/shared/team/team';
import type { CoreDeps } from '../../context';
import type { AppEnv } from '../../auth/viewer';
import { FixedWindowLimit } from '../../http/fixed-window-limit';
import { byAddress, rateLimit } from '../../http/rate-limit';
import { pathParams, uuidParams, validate } from '../../http/validate';
import { invitationTokenPattern } from './invitation-token';
import { invalidInvitation, type InvitationService } from './invitations';
import type { TeamService } from './service';
import { requireRole } from '../../auth/require-role';

/** Inviting, changing and removing members are the Owner's. */
const ownerOnly = requireRole('owner', teamMessages.ownerOnly);

/** /api/team: the current workspace's members and invitations. */
export function teamRoutes(team: TeamService, invitations: InvitationService) {
  return new Hono<AppEnv>()
    .get('/', async (c) => c.json(await team.overview(c.var.viewer)))
    .post('/invitations', validate('json', inviteMemberSchema), ownerOnly, async (c) =>
      c.json(await invitations.invite(c.var.viewer, c.req.valid('json')), 201),
    )
    .post('/invitations/:id/resend', uuidParams('id'), ownerOnly, async (c) =>
      c.json(await invitations.resend(c.var.viewer, c.req.valid('param').id)),
    )
    .delete('/invitations/:id', uuidParams('id'), ownerOnly, async (c) => {
      await invitations.revoke(c.var.viewer, c.req.valid('param').id);
      return c.body(null, 204);
    })
    .patch('/members/:userId', uuidParams('userId'), validate('json', changeRoleSchema), ownerOnly, async (c) =>
      c.json(await team.changeRole(c.var.viewer, c.req.valid('param').userId, c.req.valid('json').role)),
    )
    .delete('/members/:userId', uuidParams('userId'), ownerOnly, async (c) => {
      await team.removeMember(c.var.viewer, c.req.valid('param').userId);
      return c.body(null, 204);
    })
    .post('/leave', async (c) => c.json(await team.leave(c.var.viewer)))
    .post('/transfer', validate('json', transferOwnershipSchema), ownerOnly, async (c) =>
      c.json(await team.transferOwnership(c.var.viewer, c.req.valid('json').userId)),
    );
}

/** Opening an invitation's page: no session needed, so each address gets a few looks a minute. */
export const invitationLookups = { windowSeconds: 60, max: 30 } as const;

/** An invitation link's token; any other shape names no invitation, answered as one that is gone. */
const tokenParams = pathParams(z.object({ token: z.string().regex(invitationTokenPattern) }), invalidInvitation);

/** GET /api/invitations/:token, before the session guard: the invitation page for anyone with the link. */
export function invitationPreviewRoutes({ db, config }: CoreDeps, invitations: InvitationService) {
  const lookups = new FixedWindowLimit(db, { name: 'invitation-lookup', ...invitationLookups });
  return new Hono<AppEnv>().get('/:token', rateLimit(lookups, byAddress(config.trustProxy)), tokenParams, async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json(await invitations.preview(c.req.valid('param').token));
  });
}

/** POST /api/invitations/:token/accept, behind the session guard: the signed-in invitee joins. */
export function invitationAcceptRoutes(invitations: InvitationService) {
  return new Hono<AppEnv>().post('/:token/accept', tokenParams, async (c) =>
    c.json(await invitations.accept(c.var.viewer, c.req.valid('param').token)),
  );
}
