import { CopyButton } from '@/web/components/ui/copy-button';

/** Code to paste elsewhere, shown as it will be pasted, with a copy button. */
export function CodeBox({ code, language, copyLabel, testId }: { code: string; language: string; copyLabel: string; testId?: string }) {
  return (
    <div className="overflow-hidden rounded-lg border border-gray-800 bg-gray-900">
      <div className="flex items-center justify-between gap-2 border-b border-gray-800 px-3 py-1.5">
        <span className="text-xs font-medium text-gray-400">{language}</span>
        <CopyButton text={code} label={copyLabel} className="h-7 border-gray-700 bg-gray-800 text-gray-100 hover:bg-gray-700" />
      </div>
      <pre className="max-h-64 overflow-auto p-3 text-xs leading-relaxed text-gray-100">
        <code data-testid={testId} className="break-all whitespace-pre-wrap">
          {code}
        </code>
      </pre>
    </div>
  );
}
