// One Uplift process of the scale-out test (scale-out.test.ts): configured by its environment, as in
// production, plus what only tests may change (TestOverrides, as JSON in UPLIFT_TEST_OVERRIDES) and
// the tests' cheap password hash. It stops on SIGTERM as main.ts does.
import { loadConfig } from '../../config';
import { startServer, type TestOverrides } from '../../start-server';
import { cheapPasswordHasher } from '../cheap-password-hasher';

const overrides = JSON.parse(process.env.UPLIFT_TEST_OVERRIDES ?? '{}') as TestOverrides;
const server = await startServer(loadConfig(), { ...overrides, passwordHasher: cheapPasswordHasher });

process.once('SIGTERM', () => {
  void server.close().finally(() => process.exit(0));
});
