import { CopyButton } from '@/web/components/ui/copy-button';
import { integrationsMessages as text } from '@/shared/integrations/catalogue';

/** A value to copy (an address, a secret, a snippet), labelled, with its Copy button. */
export function CopyField({ label, value, multiline = false }: { label: string; value: string; multiline?: boolean }) {
  return (
    <div className="space-y-1">
      <p className="text-xs font-medium text-gray-600">{label}</p>
      <div className="flex items-start gap-2">
        {multiline ? (
          <pre className="min-w-0 flex-1 overflow-x-auto rounded-lg bg-gray-50 p-3 font-mono text-xs text-gray-800">{value}</pre>
        ) : (
          <code className="min-w-0 flex-1 break-all rounded-lg bg-gray-50 px-2 py-1.5 font-mono text-xs text-gray-800">{value}</code>
        )}
        <CopyButton text={value} label={text.copy} />
      </div>
    </div>
  );
}
