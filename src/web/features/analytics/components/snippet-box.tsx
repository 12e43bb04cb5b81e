import { CopyButton } from '@/web/components/ui/copy-button';

/** The tracking snippet as it is pasted, with a copy button. */
export function SnippetBox({ snippet }: { snippet: string }) {
  return (
    <div className="overflow-hidden rounded-lg border border-gray-800 bg-gray-900">
      <div className="flex items-center justify-between gap-2 border-b border-gray-800 px-3 py-1.5">
        <span className="text-xs font-medium text-gray-400">HTML</span>
        <CopyButton text={snippet} label="Copy snippet" variant="ghost" className="h-7 text-gray-200 hover:bg-gray-800 hover:text-white" />
      </div>
      <pre className="overflow-x-auto p-3 text-xs leading-relaxed text-gray-100 sm:text-sm">
        <code data-testid="tracking-snippet" className="break-all whitespace-pre-wrap">
          {snippet}
        </code>
      </pre>
    </div>
  );
}
