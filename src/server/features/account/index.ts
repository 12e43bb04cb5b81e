import type { ServerModule } from '../../server-module';
import { ProfilePhotos } from './photo';
import { accountRoutes } from './routes';
import * as tables from './schema';
import { AccountSessions } from './sessions';

/**
 * The signed-in user's own account, beside what better-auth answers under /api/auth (profile name,
 * e-mail change, password, two-factor sign-in): the photo, the list of sessions, a download of the
 * user's data and the account's deletion.
 */
export const accountModule: ServerModule = {
  name: 'account',
  tables,
  build: ({ db, auth, config, sessionCache, usage, plans, files }) => {
    const forgetUser = (userId: string) => sessionCache.forgetUser(userId);
    const forgetWorkspace = (workspaceId: string) => {
      usage.forget(workspaceId);
      plans.forget(workspaceId);
    };
    const sessions = new AccountSessions({ db, auth });
    const photos = new ProfilePhotos({ db, forgetUser });
    const deletion = { db, auth, files, forgetUser, forgetWorkspace };
    return {
      routes: [
        {
          path: '/api/account',
          routes: accountRoutes({ db, sessions, photos, deletion, passwordAttempts: config.signInRateLimit }),
          streamedBodies: { '/photo': 'multipart/form-data' },
        },
      ],
    };
  },
};
