import type { WebsiteAnalysis } from '@/shared/website-analysis';
import { rankKeywords, type WeightedText } from './keywords';
import { matchNiche } from './niche';
import type { ExtractedPage } from './page';
import { contentTopics } from './topics';
import { estimateVoice } from './voice';

/**
 * The analysis of a set of pages (or of uploaded documents' text) by our own measures. Competitors need
 * knowledge of the market that the text does not hold: only an AI provider names them.
 */
export function analyzePages(pages: readonly Pick<ExtractedPage, 'title' | 'description' | 'headings' | 'text'>[]): WebsiteAnalysis {
  const weighted: WeightedText[] = pages.flatMap((page) => [
    { text: page.title, weight: 4 },
    { text: page.description, weight: 3 },
    ...page.headings.map((heading) => ({ text: heading, weight: 2 })),
    { text: page.text, weight: 1 },
  ]);
  const keywords = rankKeywords(weighted, 15);
  const allText = pages.map((page) => page.text).join('\n');
  const voice = estimateVoice(allText);
  return {
    keywords: keywords.map((keyword) => keyword.phrase),
    competitors: [],
    topics: contentTopics(
      pages.flatMap((page) => page.headings),
      keywords,
    ),
    audience: voice.audience,
    niche: matchNiche([...keywords.map((keyword) => keyword.phrase), ...pages.map((page) => `${page.title} ${page.description}`), allText]),
    tone: voice.tone,
    source: 'heuristics',
    pagesAnalyzed: pages.length,
  };
}
