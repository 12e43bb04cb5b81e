import type { KeywordIdea, KeywordResearch } from '@/shared/seo/research';

// Which ideas are already the project's keywords. The research says so when it is made; the project's
// own list (refreshed after Save, or changed in its settings since) says so afterwards.

const normalized = (keyword: string) => keyword.trim().toLowerCase();

export function keywordSet(keywords: readonly string[]): ReadonlySet<string> {
  return new Set(keywords.map(normalized));
}

export function isSaved(idea: KeywordIdea, projectKeywords: ReadonlySet<string>): boolean {
  return idea.saved || projectKeywords.has(normalized(idea.keyword));
}

/** The research after Save: its ideas among the project's keywords now (`keywords`, the server's answer) are saved. */
export function withSavedKeywords(research: KeywordResearch, keywords: readonly string[]): KeywordResearch {
  const saved = keywordSet(keywords);
  return { ...research, ideas: research.ideas.map((idea) => ({ ...idea, saved: idea.saved || saved.has(normalized(idea.keyword)) })) };
}

/** The chosen keywords still on screen and not yet saved, in the table's order: what Save sends. */
export function keywordsToSave(ideas: readonly KeywordIdea[], chosen: ReadonlySet<string>, projectKeywords: ReadonlySet<string>): string[] {
  return ideas.filter((idea) => chosen.has(idea.keyword) && !isSaved(idea, projectKeywords)).map((idea) => idea.keyword);
}
