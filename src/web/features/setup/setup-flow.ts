import type { AnalysisStatus, WebsiteAnalysis } from '@/shared/setup/setup';
import { setupLabels } from '@/shared/setup/setup';

// Smart Setup's flow: mode chooser, mode form, analyzing, results; Try Again resets and Back
// returns to the chooser. What was typed or picked is kept until Try Again, so nothing is lost on the way.

export type SetupMode = 'url' | 'manual' | 'upload';

export interface SetupDrafts {
  url: string;
  niche: string;
  keywords: string;
  competitors: string;
  files: File[];
}

export type SetupStep =
  | { name: 'choose' }
  | { name: 'form'; mode: SetupMode }
  | { name: 'uploading'; percent: number }
  | { name: 'analyzing'; mode: 'url' | 'upload'; analysisId: string }
  | { name: 'results'; mode: SetupMode; analysis: WebsiteAnalysis }
  | { name: 'failed'; mode: SetupMode; error: string | null };

export interface SetupState {
  step: SetupStep;
  drafts: SetupDrafts;
}

export type SetupAction =
  | { type: 'choose'; mode: SetupMode }
  | { type: 'back' }
  | { type: 'draft'; patch: Partial<SetupDrafts> }
  | { type: 'uploadStarted' }
  | { type: 'uploadProgress'; percent: number }
  | { type: 'analysisStarted'; mode: 'url' | 'upload'; analysisId: string }
  | { type: 'finished'; mode: SetupMode; analysis: WebsiteAnalysis; analysisId?: string }
  | { type: 'failed'; mode: SetupMode; error: string | null; analysisId?: string }
  /** Leaves the progress or failure screen for the form, with its input kept. */
  | { type: 'edit' }
  /** Try Again: everything back to the start. */
  | { type: 'reset' };

export const initialSetupState: SetupState = {
  step: { name: 'choose' },
  drafts: { url: '', niche: '', keywords: '', competitors: '', files: [] },
};

/** The mode a step belongs to (upload while its files are sent); none on the chooser. */
function stepMode(step: SetupStep): SetupMode | null {
  if (step.name === 'choose') return null;
  return step.name === 'uploading' ? 'upload' : step.mode;
}

/** Whether an outcome belongs to the work on screen: one that arrives after Cancel is dropped. */
function isCurrent(step: SetupStep, mode: SetupMode, analysisId: string | undefined) {
  if (step.name === 'analyzing') return step.analysisId === analysisId;
  if (step.name === 'uploading') return mode === 'upload';
  return step.name === 'form' && step.mode === mode && analysisId === undefined;
}

export function setupReducer(state: SetupState, action: SetupAction): SetupState {
  const { step } = state;
  switch (action.type) {
    case 'choose':
      return step.name === 'choose' ? { ...state, step: { name: 'form', mode: action.mode } } : state;
    case 'back':
      return { ...state, step: { name: 'choose' } };
    case 'draft':
      return { ...state, drafts: { ...state.drafts, ...action.patch } };
    case 'uploadStarted':
      return step.name === 'form' && step.mode === 'upload' ? { ...state, step: { name: 'uploading', percent: 0 } } : state;
    case 'uploadProgress':
      return step.name === 'uploading' ? { ...state, step: { name: 'uploading', percent: action.percent } } : state;
    case 'analysisStarted': {
      const fromForm = step.name === 'form' && step.mode === action.mode;
      const fromUpload = step.name === 'uploading' && action.mode === 'upload';
      return fromForm || fromUpload ? { ...state, step: { name: 'analyzing', mode: action.mode, analysisId: action.analysisId } } : state;
    }
    case 'finished':
      return isCurrent(step, action.mode, action.analysisId)
        ? { ...state, step: { name: 'results', mode: action.mode, analysis: action.analysis } }
        : state;
    case 'failed':
      return isCurrent(step, action.mode, action.analysisId)
        ? { ...state, step: { name: 'failed', mode: action.mode, error: action.error } }
        : state;
    case 'edit': {
      const mode = stepMode(step);
      return mode ? { ...state, step: { name: 'form', mode } } : state;
    }
    case 'reset':
      return initialSetupState;
  }
}

export interface ProgressView {
  /** 0 to 100. */
  value: number;
  label: string;
}

/** The progress bar: the upload's own progress while files are sent, then the server's for the analysis. */
export function progressView(step: SetupStep, analysis: AnalysisStatus | undefined): ProgressView {
  if (step.name === 'uploading') {
    // Once every byte is sent the server still stores and checks the files before it answers.
    return { value: step.percent, label: step.percent < 100 ? setupLabels.uploading : setupLabels.checkingFiles };
  }
  if (step.name !== 'analyzing') return { value: 0, label: '' };
  if (!analysis || analysis.status === 'queued') return { value: analysis?.progress ?? 0, label: setupLabels.waiting };
  const value = Math.max(0, Math.min(100, Math.round(analysis.progress)));
  return { value, label: step.mode === 'url' ? setupLabels.analyzingWebsite : setupLabels.readingDocuments };
}
