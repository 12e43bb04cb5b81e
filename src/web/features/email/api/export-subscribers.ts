import { useMutation } from '@tanstack/react-query';
import { apiErrorOf } from '@/web/lib/api-client';
import { attachmentFilename } from '@/web/lib/attachment-filename';
import { type Audience, audienceParams } from './get-subscribers';
import { emailPath } from './email-keys';

export interface ExportedSubscribers {
  filename: string;
  csv: Blob;
}

export async function exportSubscribers(audience: Audience): Promise<ExportedSubscribers> {
  const query = audienceParams(audience).toString();
  const response = await fetch(`${emailPath('export')}${query ? `?${query}` : ''}`, { credentials: 'same-origin' });
  if (!response.ok) throw await apiErrorOf(response);
  return { filename: attachmentFilename(response.headers.get('content-disposition'), 'subscribers.csv'), csv: await response.blob() };
}

/** Export Data: the chosen list's or segment's subscribers (everyone by default) as CSV. */
export function useExportSubscribers() {
  return useMutation({ mutationFn: exportSubscribers });
}
