import type { CoreDeps } from '../../../context';
import type { ModuleParts } from '../../../server-module';
import { ApiKeysService } from '../api-keys/api-keys-service';
import { KeyHolders } from '../api-keys/key-holders';
import { apiKeysRoutes } from '../api-keys/routes';
import { KeyRateLimit } from './key-rate-limit';
import { publicApiRoutes } from './routes';

/** The workspace's API keys (Settings → Integrations) and the public API they open (ADR 027). */
export function publicApiPart(core: CoreDeps): ModuleParts {
  const { db, entitlements, clock, config, selfApi, sessionCache } = core;
  const holders = new KeyHolders({ db, entitlements, clock, sessionCache, cacheSeconds: config.sessionCacheSeconds });
  const keys = new ApiKeysService({ db, revoked: (keyId) => holders.forget(keyId) });
  const rateLimit = new KeyRateLimit({ db, clock, max: config.apiRateLimit });
  return {
    routes: [
      { path: '/api/integrations/api-keys', routes: apiKeysRoutes(keys, entitlements) },
      // Other servers call it, with a key instead of a session and without our Origin (ADR 013).
      { path: '/api/v1', routes: publicApiRoutes({ selfApi, holders, rateLimit }), public: true, foreignWrites: true },
    ],
  };
}
