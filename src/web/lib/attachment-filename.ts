import { parse } from 'content-disposition';

/** The name the server gives a downloaded file (its Content-Disposition), else `fallback`. */
export function attachmentFilename(disposition: string | null, fallback: string): string {
  return (disposition && parse(disposition).parameters.filename) || fallback;
}
