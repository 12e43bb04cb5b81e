import type { ServerModule } from '../../server-module';
import { InvitationService } from './invitations';
import { invitationAcceptRoutes, invitationPreviewRoutes, teamRoutes } from './routes';
import * as tables from './schema';
import { teamSeatsCounter } from './seats';
import { TeamService } from './service';

/** A workspace's team: members, roles and invitations; it counts the plan's team-member seats. */
export const teamModule: ServerModule = {
  name: 'team',
  tables,
  usageCounters: [teamSeatsCounter],
  build: (core) => {
    const team = new TeamService(core);
    const invitations = new InvitationService(core);
    return {
      routes: [
        { path: '/api/team', routes: teamRoutes(team, invitations) },
        // The same prefix twice: the page's read answers anyone with the link, accepting needs a session.
        { path: '/api/invitations', routes: invitationPreviewRoutes(core, invitations), public: true },
        { path: '/api/invitations', routes: invitationAcceptRoutes(invitations) },
      ],
    };
  },
};
