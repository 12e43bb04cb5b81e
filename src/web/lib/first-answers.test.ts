import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { firstAnswersId } from '@/shared/screen-shells';

/** A page whose first-answers block holds `text` (none if undefined), and this module fresh for it. */
async function pageWith(text: string | undefined) {
  vi.stubGlobal('document', {
    getElementById: (id: string) => (id === firstAnswersId && text !== undefined ? { textContent: text } : null),
  });
  vi.resetModules();
  return import('./first-answers');
}

describe("the page's answers to the first reads", () => {
  beforeEach(() => vi.unstubAllGlobals());
  afterEach(() => vi.unstubAllGlobals());

  it('answers each address once, then leaves it to the server', async () => {
    const { takeFirstAnswer } = await pageWith(JSON.stringify({ '/api/me': { id: 'u1' }, '/api/projects': { projects: [] } }));
    expect(takeFirstAnswer('/api/me')).toEqual({ body: { id: 'u1' } });
    expect(takeFirstAnswer('/api/me')).toBeUndefined();
    expect(takeFirstAnswer('/api/projects?page=2')).toBeUndefined();
    expect(takeFirstAnswer('/api/projects')).toEqual({ body: { projects: [] } });
  });

  it('drops what no first read took once the first screen shows', async () => {
    const { takeFirstAnswer, forgetFirstAnswers } = await pageWith(JSON.stringify({ '/api/projects': { projects: [] } }));
    forgetFirstAnswers();
    expect(takeFirstAnswer('/api/projects')).toBeUndefined();
  });

  it('answers nothing from a page without answers, or with a broken block', async () => {
    expect((await pageWith(undefined)).takeFirstAnswer('/api/me')).toBeUndefined();
    expect((await pageWith('{"/api/me": ')).takeFirstAnswer('/api/me')).toBeUndefined();
  });
});
