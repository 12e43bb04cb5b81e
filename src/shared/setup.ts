// Smart Setup's website analysis (core §3 Website analysis result, §5 setup validation, §8 texts).

export interface WebsiteAnalysis {
  keywords: string[];
  competitors: string[];
  topics: string[];
  audience: string;
  niche: string | null;
  tone: 'professional' | 'casual' | 'friendly' | 'authoritative' | 'conversational';
  /** Where the judgement calls came from: our own measures, or the configured AI provider. */
  source: 'heuristics' | 'ai';
  pagesAnalyzed: number;
}

export const setupMessages = {
  analyzed: 'Website analyzed successfully!',
  analyzeFailed: 'Failed to analyze website. Please try again.',
  noCompetitors: 'No competitors identified',
  enterWebsiteUrl: 'Please enter a website URL',
  enterValidUrl: 'Please enter a valid URL (including http:// or https://)',
  fillRequired: 'Please fill in all required fields',
  uploadAtLeastOne: 'Please upload at least one file',
  subscriptionSuccess: "Subscription successful! Now let's set up your account.",
} as const;

/** GET /api/setup/analyses/:id — and what starting one answers. */
export interface AnalysisStatus {
  id: string;
  mode: 'url' | 'manual' | 'upload';
  status: 'queued' | 'running' | 'done' | 'failed';
  progress: number;
  result: WebsiteAnalysis | null;
  error: string | null;
}
