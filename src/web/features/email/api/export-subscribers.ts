import { useMutation } from '@tanstack/react-query';
import { apiErrorOf } from '@/web/lib/api-client';
import { type Audience, audienceParams } from './get-subscribers';
import { emailPath } from './email-keys';

export interface ExportedSubscribers {
  filename: string;
  csv: Blob;
}

/** The name the server gives the file (Content-Disposition), else one of ours. */
export function attachmentFilename(disposition: string | null, fallback: string): string {
  const quoted = /filename="([^"]+)"/i.exec(disposition ?? '')?.[1];
  const bare = /filename=([^;\s]+)/i.exec(disposition ?? '')?.[1];
  return quoted ?? bare ?? fallback;
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
