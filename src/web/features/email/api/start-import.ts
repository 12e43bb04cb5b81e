import { useMutation } from '@tanstack/react-query';
import type { ImportMapping, ImportRun } from '@/shared/email/email';
import { apiErrorOf } from '@/web/lib/api-client';
import { emailPath } from './email-keys';

/** Uploads the CSV with its column mapping; the server imports it in the background (202). */
export async function startImport({ file, mapping }: { file: File; mapping: ImportMapping }): Promise<ImportRun> {
  const form = new FormData();
  form.append('file', file, file.name);
  form.append('mapping', JSON.stringify(mapping));
  const response = await fetch(emailPath('imports'), { method: 'POST', credentials: 'same-origin', body: form });
  if (!response.ok) throw await apiErrorOf(response);
  return (await response.json()) as ImportRun;
}

export function useStartImport() {
  return useMutation({ mutationFn: startImport });
}
