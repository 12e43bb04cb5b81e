import type { Entitlements } from '../../../billing/entitlements';
import type { Database } from '../../../db/database';
import type { GuardedApi } from '../../../http/guarded-api';
import type { Logger } from '../../../logger';
import type { SecretBox } from '../../../settings/secret-box';
import type { ApiKeySettings } from '../../../settings/service';
import { GoogleAccess } from './google-access';
import { createGoogleClient } from './google-client';
import { SearchConsoleConnect } from './search-console-connect';
import { searchConsoleRoutes } from './search-console-routes';
import { SearchConsoleService } from './search-console-service';

export interface SearchConsoleDeps {
  db: Database;
  entitlements: Entitlements;
  apiKeys: Pick<ApiKeySettings, 'get'>;
  api: GuardedApi;
  /** Seals the Google tokens and PKCE verifiers under a key of their own. */
  box: SecretBox;
  originsForTests: Readonly<Record<string, string>>;
  publicUrl: string;
  logger: Logger;
}

/** Google Search Console import (issue 18): the routes below /api/seo/search-console. */
export function buildSearchConsole(deps: SearchConsoleDeps): { routes: ReturnType<typeof searchConsoleRoutes> } {
  const { db, entitlements, logger } = deps;
  const google = createGoogleClient(deps.api, deps.originsForTests);
  const access = new GoogleAccess({ db, apiKeys: deps.apiKeys, google, box: deps.box });
  return {
    routes: searchConsoleRoutes({
      service: new SearchConsoleService({ db, entitlements, access, google, logger }),
      connect: new SearchConsoleConnect({ db, entitlements, access, google, publicUrl: deps.publicUrl }),
      logger,
    }),
  };
}
