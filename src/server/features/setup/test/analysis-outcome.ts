import type { TestClient, TestResponse } from '../../../test/harness';

/** Asks for an analysis until its job is done or failed (25 s at most: documents are read in child processes), and returns what it says. */
export async function analysisOutcome(who: TestClient, id: string): Promise<TestResponse['body']> {
  for (let attempt = 0; attempt < 250; attempt++) {
    const { body } = await who.get(`/api/setup/analyses/${id}`);
    if (body.status === 'done' || body.status === 'failed') return body;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the analysis did not finish');
}
