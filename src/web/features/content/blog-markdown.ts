/**
 * The post's Markdown without its opening `# Title` line when that repeats the title shown above it:
 * drafts start with their title as an H1, and the view already heads the post with it.
 */
export function markdownBelowTitle(markdown: string, title: string): string {
  const match = /^\s*#[ \t]+(.+?)[ \t#]*(?:\r?\n|$)/.exec(markdown);
  if (!match || match[1]!.trim().toLowerCase() !== title.trim().toLowerCase()) return markdown;
  return markdown.slice(match[0].length).replace(/^\s+/, '');
}
