import { Zap } from 'lucide-react';
import { assistantQuickActions } from '@/shared/assistant/assistant';
import { Card } from '@/web/components/ui/card';

/** The three Quick Actions: each puts its words in the input, to send as they are or changed. */
export function QuickActions({ onPick }: { onPick: (text: string) => void }) {
  return (
    <Card className="p-4">
      <h2 className="mb-3 flex items-center gap-2 text-sm font-semibold text-gray-900">
        <Zap className="size-4 text-brand-600" aria-hidden />
        Quick Actions
      </h2>
      <ul className="space-y-1.5" aria-label="Quick Actions">
        {assistantQuickActions.map((text) => (
          <li key={text}>
            <button
              type="button"
              onClick={() => onPick(text)}
              className="w-full rounded-lg border border-gray-200 px-3 py-2 text-left text-sm text-gray-700 first-letter:uppercase hover:border-indigo-200 hover:bg-brand-50"
            >
              {text}
            </button>
          </li>
        ))}
      </ul>
    </Card>
  );
}
