import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AnalysisStatus } from '@/shared/setup/setup';
import { ApiError } from '@/web/lib/api-client';
import { analysisQueryOptions } from './get-analysis';
import { uploadsQueryOptions } from './get-uploads';

export interface UploadOptions {
  /** Percent of the request body sent, 0 to 100. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

/**
 * What the server's answer means: the queued analysis, or an ApiError with its code and message
 * (the API's one error shape, {error: {code, message}}).
 */
export function readUploadResponse(status: number, body: string): AnalysisStatus {
  let payload: unknown = null;
  try {
    payload = JSON.parse(body);
  } catch {
    // Not JSON (a proxy's error page): the screen falls back to its own text.
  }
  if (status >= 200 && status < 300 && payload) return payload as AnalysisStatus;
  const { code, message, details } = ((payload as { error?: unknown } | null)?.error ?? {}) as {
    code?: string;
    message?: string;
    details?: Record<string, unknown>;
  };
  throw new ApiError(status, code ?? `HTTP_${status}`, message ?? '', details);
}

/** XMLHttpRequest rather than fetch: only it reports how much of the body has been sent. */
export function uploadSetupFiles(files: readonly File[], { onProgress, signal }: UploadOptions = {}): Promise<AnalysisStatus> {
  return new Promise((resolve, reject) => {
    const form = new FormData();
    for (const file of files) form.append('files', file, file.name);
    const request = new XMLHttpRequest();
    request.open('POST', '/api/setup/uploads');
    request.withCredentials = true;
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(Math.min(100, Math.round((event.loaded / event.total) * 100)));
    };
    request.onload = () => {
      try {
        resolve(readUploadResponse(request.status, request.responseText));
      } catch (error) {
        reject(error);
      }
    };
    request.onerror = () => reject(new ApiError(0, 'NETWORK', ''));
    request.onabort = () => reject(new DOMException('The upload was cancelled.', 'AbortError'));
    if (signal?.aborted) return reject(new DOMException('The upload was cancelled.', 'AbortError'));
    signal?.addEventListener('abort', () => request.abort(), { once: true });
    request.send(form);
  });
}

export function useUploadSetupFiles() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ files, ...options }: UploadOptions & { files: readonly File[] }) => uploadSetupFiles(files, options),
    onSuccess: (status) => {
      queryClient.setQueryData(analysisQueryOptions(status.id).queryKey, status);
      // The files are now kept, and count against storage ('me'); the progress screen need not wait for that.
      for (const queryKey of [uploadsQueryOptions.queryKey, ['me']]) void queryClient.invalidateQueries({ queryKey });
    },
  });
}
