// What the crawler's page analyzer reads from a site: Smart Setup shows it, and areas write with it.

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
