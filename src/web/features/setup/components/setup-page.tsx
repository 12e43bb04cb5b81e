import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { errorCodes } from '@/shared/error-codes';
import { type WebsiteAnalysis, setupLabels, setupMessages } from '@/shared/setup/setup';
import { PageHeader } from '@/web/components/page-header';
import { Card, CardContent, CardHeader, CardTitle } from '@/web/components/ui/card';
import { ApiError } from '@/web/lib/api-client';
import { usePermissions } from '@/web/lib/permissions';
import { useSignedOutText } from '@/web/lib/session-expiry';
import { toast } from '@/web/lib/toast';
import { type SearchParamToast, useSearchParamToasts } from '@/web/lib/use-search-param-toasts';
import { type ManualSetupInput, useStartManualSetup } from '../api/start-manual-setup';
import { useStartUrlAnalysis } from '../api/start-url-analysis';
import { useUploadSetupFiles } from '../api/upload-setup-files';
import { projectDefaults } from '../project-defaults';
import { type SetupMode, initialSetupState, progressView, setupReducer } from '../setup-flow';
import { AnalysisFailed, AnalyzingProgress, ProgressCard } from './analysis-progress';
import { AnalysisResults } from './analysis-results';
import { ManualForm } from './manual-form';
import { ModeChooser } from './mode-chooser';
import type { SaveProjectProps } from './save-project-dialog';
import { StoredUploads } from './stored-uploads';
import { SubscriptionRequiredDialog } from './subscription-required-dialog';
import { UploadForm } from './upload-form';
import { UrlForm } from './url-form';

/** Checkout returns here (ADR 005). */
const returnToasts: readonly SearchParamToast[] = [
  { param: 'subscription', value: 'success', kind: 'success', text: setupMessages.subscriptionSuccess },
];

function isAbort(error: unknown) {
  return error instanceof DOMException && error.name === 'AbortError';
}

/** /setup (Smart Setup). Its screen (setup-screen.tsx) passes how to save a project and the upgrade prompt. */
export function SetupPage({ saveProject, renderLimitPrompt }: Omit<SaveProjectProps, 'onError'>) {
  useSearchParamToasts(returnToasts);
  // A lost session opens Subscription Required here, rather than the frame's sign-in.
  useSignedOutText(null);
  const { canEdit } = usePermissions();
  const [{ step, drafts }, dispatch] = useReducer(setupReducer, initialSetupState);
  const [sessionLost, setSessionLost] = useState(false);
  const startUrl = useStartUrlAnalysis();
  const startManual = useStartManualSetup();
  const upload = useUploadSetupFiles();
  const uploadAbort = useRef<AbortController | null>(null);
  // Leaving the screen stops an upload nobody is waiting for.
  useEffect(() => () => uploadAbort.current?.abort(), []);

  /** A 401 means the session ended: Subscription Required; a refusal says why; an unexpected failure gets the spec's text. */
  const reportError = useCallback((error: unknown, fallback: string) => {
    if (error instanceof ApiError && error.status === 401) setSessionLost(true);
    else toast.error((error instanceof ApiError && error.code !== errorCodes.INTERNAL && error.message) || fallback);
  }, []);

  const back = () => dispatch({ type: 'back' });
  const choose = (mode: SetupMode) => dispatch({ type: 'choose', mode });

  function analyzeUrl(url: string) {
    startUrl.mutate(url, {
      onSuccess: (status) => dispatch({ type: 'analysisStarted', mode: 'url', analysisId: status.id }),
      onError: (error) => reportError(error, setupMessages.analyzeFailed),
    });
  }

  function submitManual({ niche, keywords, competitors }: ManualSetupInput) {
    startManual.mutate(
      { niche, keywords, competitors },
      {
        onSuccess: (status) =>
          status.result
            ? dispatch({ type: 'finished', mode: 'manual', analysis: status.result })
            : reportError(null, setupMessages.analyzeFailed),
        onError: (error) => reportError(error, setupMessages.analyzeFailed),
      },
    );
  }

  async function uploadFiles(files: File[]) {
    const controller = new AbortController();
    uploadAbort.current = controller;
    dispatch({ type: 'uploadStarted' });
    try {
      const status = await upload.mutateAsync({
        files,
        signal: controller.signal,
        onProgress: (percent) => dispatch({ type: 'uploadProgress', percent }),
      });
      dispatch({ type: 'analysisStarted', mode: 'upload', analysisId: status.id });
    } catch (error) {
      if (isAbort(error)) return;
      // Back to the form with the files still listed, so one refused file can be removed and the rest sent.
      dispatch({ type: 'edit' });
      reportError(error, setupMessages.analysisFailed);
    } finally {
      if (uploadAbort.current === controller) uploadAbort.current = null;
    }
  }

  function cancel() {
    uploadAbort.current?.abort();
    dispatch({ type: 'edit' });
  }

  const analyzingId = step.name === 'analyzing' ? step.analysisId : null;
  const analyzingMode = step.name === 'analyzing' ? step.mode : null;
  const onDone = useCallback(
    (analysis: WebsiteAnalysis) => {
      if (!analyzingId || !analyzingMode) return;
      toast.success(setupMessages.analyzed, { id: `setup-analysis-${analyzingId}` });
      dispatch({ type: 'finished', mode: analyzingMode, analysis, analysisId: analyzingId });
    },
    [analyzingId, analyzingMode],
  );
  const onFailed = useCallback(
    (reason: string | null | ApiError) => {
      if (!analyzingId || !analyzingMode) return;
      if (reason instanceof ApiError && reason.status === 401) setSessionLost(true);
      const failed = analyzingMode === 'upload' ? setupMessages.analysisFailed : setupMessages.analyzeFailed;
      toast.error(failed, { id: `setup-analysis-${analyzingId}` });
      const detail = reason instanceof ApiError ? reason.message || null : reason;
      dispatch({ type: 'failed', mode: analyzingMode, error: detail, analysisId: analyzingId });
    },
    [analyzingId, analyzingMode],
  );

  function content() {
    if (!canEdit) return <ReadOnlySetup />;
    switch (step.name) {
      case 'choose':
        return <ModeChooser onChoose={choose} />;
      case 'form':
        if (step.mode === 'url') {
          return (
            <UrlForm
              url={drafts.url}
              onUrlChange={(url) => dispatch({ type: 'draft', patch: { url } })}
              onBack={back}
              onAnalyze={analyzeUrl}
              pending={startUrl.isPending}
            />
          );
        }
        if (step.mode === 'manual') {
          return (
            <ManualForm
              values={drafts}
              onChange={(patch) => dispatch({ type: 'draft', patch })}
              onBack={back}
              onSubmit={submitManual}
              pending={startManual.isPending}
            />
          );
        }
        return (
          <UploadForm
            files={drafts.files}
            onFilesChange={(files) => dispatch({ type: 'draft', patch: { files } })}
            onBack={back}
            onUpload={uploadFiles}
          />
        );
      case 'uploading':
        return (
          <ProgressCard title={setupLabels.analyzingFiles(drafts.files.length)} view={progressView(step, undefined)} onCancel={cancel} />
        );
      case 'analyzing':
        return (
          <AnalyzingProgress
            step={step}
            title={step.mode === 'url' ? setupLabels.analyzingUrl(drafts.url.trim()) : setupLabels.analyzingFiles(drafts.files.length)}
            onDone={onDone}
            onFailed={onFailed}
            onCancel={cancel}
          />
        );
      case 'failed':
        return <AnalysisFailed error={step.error} onEdit={() => dispatch({ type: 'edit' })} onChooseMode={back} />;
      case 'results':
        return (
          <AnalysisResults
            mode={step.mode}
            analysis={step.analysis}
            defaults={projectDefaults(step.mode, drafts.url, step.analysis)}
            onTryAgain={() => dispatch({ type: 'reset' })}
            saveProject={saveProject}
            renderLimitPrompt={renderLimitPrompt}
            onError={reportError}
          />
        );
    }
  }

  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <PageHeader title={setupLabels.title} description={setupLabels.subtitle} />
      {content()}
      <SubscriptionRequiredDialog open={sessionLost} onOpenChange={setSessionLost} />
    </div>
  );
}

/** A Viewer's Smart Setup: every mode changes the workspace, so only what it keeps is shown. */
function ReadOnlySetup() {
  return (
    <Card>
      <CardHeader className="pb-6">
        <CardTitle>{setupLabels.readOnlyTitle}</CardTitle>
        <p className="text-sm text-gray-600">{setupLabels.readOnlyText}</p>
      </CardHeader>
      {/* Hidden while the workspace keeps no uploads, so the card ends with its text. */}
      <CardContent className="pt-0 empty:hidden">
        <StoredUploads />
      </CardContent>
    </Card>
  );
}
