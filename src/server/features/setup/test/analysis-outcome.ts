import type { TestClient, TestResponse } from '../../../test/harness';

/** Asks for an analysis until its job is done or failed (10 s at most), and returns what it says. */
export async function analysisOutcome(who: TestClient, id: string): Promise<TestResponse['body']> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const { body } = await who.get(`/api/setup/analyses/${id}`);
    if (body.status === 'done' || body.status === 'failed') return body;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the analysis did not finish');
}
