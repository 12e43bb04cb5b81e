import Markdown, { type Components } from 'react-markdown';

// Raw HTML is never enabled: react-markdown shows it as text, and its default urlTransform drops
// javascript: and other unsafe addresses. Links open in a new tab without handing over this page.
const components: Components = {
  a: ({ node: _node, ...props }) => <a {...props} target="_blank" rel="noopener noreferrer" />,
};

const markdownClass =
  'space-y-2 text-sm leading-relaxed text-gray-800 break-words [&_a]:text-brand-600 [&_a]:underline [&_blockquote]:border-l-4 [&_blockquote]:border-gray-200 [&_blockquote]:pl-3 [&_code]:rounded [&_code]:bg-gray-100 [&_code]:px-1 [&_h1]:text-lg [&_h1]:font-bold [&_h2]:text-base [&_h2]:font-semibold [&_h3]:font-semibold [&_li]:mt-0.5 [&_ol]:list-decimal [&_ol]:pl-5 [&_pre]:overflow-x-auto [&_strong]:font-semibold [&_strong]:text-gray-900 [&_table]:text-xs [&_td]:border [&_td]:px-2 [&_th]:border [&_th]:px-2 [&_ul]:list-disc [&_ul]:pl-5';

/** A reply's text as markdown, safely. */
export function MarkdownText({ text }: { text: string }) {
  return (
    <div className={markdownClass}>
      <Markdown components={components}>{text}</Markdown>
    </div>
  );
}
