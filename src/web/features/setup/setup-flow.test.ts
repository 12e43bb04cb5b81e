import { describe, expect, it } from 'vitest';
import type { AnalysisStatus, WebsiteAnalysis } from '@/shared/setup/setup';
import { setupLabels } from '@/shared/setup/setup';
import { type SetupAction, type SetupState, initialSetupState, progressView, setupReducer } from './setup-flow';

const analysis: WebsiteAnalysis = {
  keywords: ['sourdough'],
  competitors: [],
  topics: ['Baking'],
  audience: 'Home bakers',
  niche: 'Food',
  tone: 'friendly',
  source: 'heuristics',
  pagesAnalyzed: 3,
};

function run(...actions: SetupAction[]): SetupState {
  return actions.reduce(setupReducer, initialSetupState);
}

describe('setupReducer', () => {
  it('goes from the chooser to a form and Back returns to the chooser with the input kept', () => {
    const state = run({ type: 'choose', mode: 'url' }, { type: 'draft', patch: { url: 'https://a.example' } }, { type: 'back' });
    expect(state.step).toEqual({ name: 'choose' });
    expect(state.drafts.url).toBe('https://a.example');
  });

  it('follows a URL analysis from the form to its results, and Try Again resets everything', () => {
    const analyzing = run({ type: 'choose', mode: 'url' }, { type: 'analysisStarted', mode: 'url', analysisId: 'a1' });
    expect(analyzing.step).toEqual({ name: 'analyzing', mode: 'url', analysisId: 'a1' });
    const done = setupReducer(analyzing, { type: 'finished', mode: 'url', analysis, analysisId: 'a1' });
    expect(done.step).toEqual({ name: 'results', mode: 'url', analysis });
    expect(setupReducer({ ...done, drafts: { ...done.drafts, url: 'x' } }, { type: 'reset' })).toEqual(initialSetupState);
  });

  it('takes a manual setup straight to its results', () => {
    const state = run({ type: 'choose', mode: 'manual' }, { type: 'finished', mode: 'manual', analysis });
    expect(state.step).toMatchObject({ name: 'results', mode: 'manual' });
  });

  it('drops the outcome of an analysis the user cancelled', () => {
    const cancelled = run(
      { type: 'choose', mode: 'url' },
      { type: 'analysisStarted', mode: 'url', analysisId: 'a1' },
      { type: 'edit' },
      { type: 'failed', mode: 'url', error: 'late', analysisId: 'a1' },
      { type: 'finished', mode: 'url', analysis, analysisId: 'a1' },
    );
    expect(cancelled.step).toEqual({ name: 'form', mode: 'url' });
    const other = run(
      { type: 'choose', mode: 'url' },
      { type: 'analysisStarted', mode: 'url', analysisId: 'a2' },
      { type: 'finished', mode: 'url', analysis, analysisId: 'a1' },
    );
    expect(other.step).toMatchObject({ name: 'analyzing', analysisId: 'a2' });
  });

  it('follows an upload from its progress to the analysis, and back to the form after a failure', () => {
    const uploading = run({ type: 'choose', mode: 'upload' }, { type: 'uploadStarted' }, { type: 'uploadProgress', percent: 40 });
    expect(uploading.step).toEqual({ name: 'uploading', percent: 40 });
    const failed = run(
      { type: 'choose', mode: 'upload' },
      { type: 'uploadStarted' },
      { type: 'analysisStarted', mode: 'upload', analysisId: 'u1' },
      { type: 'failed', mode: 'upload', error: 'No text', analysisId: 'u1' },
    );
    expect(failed.step).toEqual({ name: 'failed', mode: 'upload', error: 'No text' });
    expect(setupReducer(failed, { type: 'edit' }).step).toEqual({ name: 'form', mode: 'upload' });
    // Progress that arrives after the upload ended changes nothing.
    expect(setupReducer(failed, { type: 'uploadProgress', percent: 90 })).toBe(failed);
  });
});

describe('progressView', () => {
  const status = (patch: Partial<AnalysisStatus>): AnalysisStatus => ({
    id: 'a1',
    mode: 'url',
    status: 'running',
    progress: 0,
    result: null,
    error: null,
    ...patch,
  });

  it("shows the upload's progress, then the server's", () => {
    expect(progressView({ name: 'uploading', percent: 35 }, undefined)).toEqual({ value: 35, label: setupLabels.uploading });
    expect(progressView({ name: 'uploading', percent: 100 }, undefined)).toEqual({ value: 100, label: setupLabels.checkingFiles });
    const reading = progressView({ name: 'analyzing', mode: 'upload', analysisId: 'a1' }, status({ mode: 'upload', progress: 50 }));
    expect(reading).toEqual({ value: 50, label: setupLabels.readingDocuments });
  });

  it('says when the job waits, and reads the progress of a running crawl', () => {
    const step = { name: 'analyzing', mode: 'url', analysisId: 'a1' } as const;
    expect(progressView(step, undefined)).toEqual({ value: 0, label: setupLabels.waiting });
    expect(progressView(step, status({ status: 'queued' }))).toEqual({ value: 0, label: setupLabels.waiting });
    expect(progressView(step, status({ progress: 62.4 }))).toEqual({ value: 62, label: setupLabels.analyzingWebsite });
  });
});
