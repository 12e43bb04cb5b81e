import type { WebsiteAnalysis } from '@/shared/setup/setup';
import type { SetupMode } from './setup-flow';

export interface ProjectDefaults {
  name: string;
  url: string;
}

/** Save as project starts from the site's host name (without www.) or the niche, and the analysed URL. */
export function projectDefaults(mode: SetupMode, url: string, analysis: WebsiteAnalysis): ProjectDefaults {
  const trimmed = url.trim();
  const host = mode === 'url' && URL.canParse(trimmed) ? new URL(trimmed).hostname.replace(/^www\./i, '') : '';
  return { name: host || analysis.niche || '', url: mode === 'url' ? trimmed : '' };
}
