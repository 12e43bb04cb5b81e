import type { TestClient, TestResponse } from '../../../test/harness';
import { until } from '../../../test/until';

/** Asks for an analysis until its job is done or failed (documents are read in child processes), and returns what it says. */
export async function analysisOutcome(who: TestClient, id: string): Promise<TestResponse['body']> {
  return until(
    async () => (await who.get(`/api/setup/analyses/${id}`)).body,
    (body) => body.status === 'done' || body.status === 'failed',
  );
}
