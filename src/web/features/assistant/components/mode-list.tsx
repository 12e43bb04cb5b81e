import { BarChart3, FileText, MessageSquare, Search } from 'lucide-react';
import { type AssistantMode, assistantModeLabels, assistantModes } from '@/shared/assistant/assistant';
import { Card } from '@/web/components/ui/card';
import { cn } from '@/web/lib/cn';

const modeIcons = { general: MessageSquare, content: FileText, seo: Search, strategy: BarChart3 } as const;

/** The four specialist modes: each changes what the assistant is told and which tools it is offered. */
export function ModeList({ mode, onSelect }: { mode: AssistantMode; onSelect: (mode: AssistantMode) => void }) {
  return (
    <Card className="p-4">
      <h2 className="mb-3 text-sm font-semibold text-gray-900">Specialist modes</h2>
      <ul className="space-y-1" aria-label="Specialist modes">
        {assistantModes.map((id) => {
          const Icon = modeIcons[id];
          const selected = id === mode;
          return (
            <li key={id}>
              <button
                type="button"
                aria-pressed={selected}
                onClick={() => onSelect(id)}
                className={cn(
                  'flex w-full items-start gap-3 rounded-lg px-3 py-2 text-left transition-colors',
                  selected ? 'bg-brand-50 text-indigo-800 ring-1 ring-indigo-200' : 'text-gray-700 hover:bg-gray-50',
                )}
              >
                <Icon className={cn('mt-0.5 size-4 shrink-0', selected ? 'text-brand-600' : 'text-gray-400')} aria-hidden />
                <span className="min-w-0">
                  <span className="block text-sm font-medium">{assistantModeLabels[id].label}</span>
                  <span className="block text-xs text-gray-600">{assistantModeLabels[id].description}</span>
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </Card>
  );
}
