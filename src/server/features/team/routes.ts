import { Hono } from 'hono';
import { changeRoleSchema, inviteMemberSchema, transferOwnershipSchema } from '@/shared/team';
import { apiMessages } from '@/shared/messages';
import type { AppEnv, CoreDeps } from '../../context';
import { clientAddress } from '../../http/client-address';
import { apiError } from '../../http/errors';
import { FixedWindowLimit } from '../../http/fixed-window-limit';
import { uuidParams, validate } from '../../http/validate';
import type { InvitationService } from './invitations';
import type { TeamService } from './service';

/** /api/team: the current workspace's members and invitations. Services check the roles. */
export function teamRoutes(team: TeamService, invitations: InvitationService) {
  return new Hono<AppEnv>()
    .get('/', async (c) => c.json(await team.overview(c.var.viewer)))
    .post('/invitations', validate('json', inviteMemberSchema), async (c) =>
      c.json(await invitations.invite(c.var.viewer, c.req.valid('json')), 201),
    )
    .post('/invitations/:id/resend', uuidParams('id'), async (c) => c.json(await invitations.resend(c.var.viewer, c.req.param('id'))))
    .delete('/invitations/:id', uuidParams('id'), async (c) => {
      await invitations.revoke(c.var.viewer, c.req.param('id'));
      return c.body(null, 204);
    })
    .patch('/members/:userId', uuidParams('userId'), validate('json', changeRoleSchema), async (c) =>
      c.json(await team.changeRole(c.var.viewer, c.req.param('userId'), c.req.valid('json').role)),
    )
    .delete('/members/:userId', uuidParams('userId'), async (c) => {
      await team.removeMember(c.var.viewer, c.req.param('userId'));
      return c.body(null, 204);
    })
    .post('/leave', async (c) => c.json(await team.leave(c.var.viewer)))
    .post('/transfer', validate('json', transferOwnershipSchema), async (c) =>
      c.json(await team.transferOwnership(c.var.viewer, c.req.valid('json').userId)),
    );
}

/** Opening an invitation's page: no session needed, so each address gets a few looks a minute. */
export const invitationLookups = { windowSeconds: 60, max: 30 } as const;

/** GET /api/invitations/:token, before the session guard: the invitation page for anyone with the link. */
export function invitationPreviewRoutes({ db, config }: CoreDeps, invitations: InvitationService) {
  const limit = new FixedWindowLimit(db, { name: 'invitation-lookup', ...invitationLookups });
  return new Hono<AppEnv>().get('/:token', async (c) => {
    if (!(await limit.allow(clientAddress(c, config.trustProxy)))) {
      return apiError(c, 429, 'TOO_MANY_REQUESTS', apiMessages.tooManyRequests);
    }
    c.header('Cache-Control', 'no-store');
    return c.json(await invitations.preview(c.req.param('token')));
  });
}

/** POST /api/invitations/:token/accept, behind the session guard: the signed-in invitee joins. */
export function invitationAcceptRoutes(invitations: InvitationService) {
  return new Hono<AppEnv>().post('/:token/accept', async (c) =>
    c.json(await invitations.accept(c.var.viewer, c.req.param('token'))),
  );
}
