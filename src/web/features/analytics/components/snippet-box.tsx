import { Check, Copy } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '@/web/components/ui/button';
import { toast } from '@/web/lib/toast';

/** The tracking snippet as it is pasted, with a copy button. */
export function SnippetBox({ snippet }: { snippet: string }) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 2000);
    return () => clearTimeout(timer);
  }, [copied]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(snippet);
      setCopied(true);
    } catch {
      toast.error('Could not copy: select the snippet and copy it by hand.');
    }
  }

  return (
    <div className="overflow-hidden rounded-lg border border-gray-800 bg-gray-900">
      <div className="flex items-center justify-between gap-2 border-b border-gray-800 px-3 py-1.5">
        <span className="text-xs font-medium text-gray-400">HTML</span>
        <Button size="sm" variant="ghost" className="h-7 text-gray-200 hover:bg-gray-800 hover:text-white" onClick={copy}>
          {copied ? <Check aria-hidden /> : <Copy aria-hidden />}
          {copied ? 'Copied' : 'Copy snippet'}
        </Button>
      </div>
      <pre className="overflow-x-auto p-3 text-xs leading-relaxed text-gray-100 sm:text-sm">
        <code data-testid="tracking-snippet" className="break-all whitespace-pre-wrap">
          {snippet}
        </code>
      </pre>
    </div>
  );
}
