import { ArrowRight, Bot, Calculator } from 'lucide-react';
import { Link } from 'react-router';
import { type ConversionSuggestion, type ConversionSuggestions, noSuggestionsText } from '@/shared/monetization/suggestions';
import { Badge } from '@/web/components/ui/badge';
import { Button, buttonVariants } from '@/web/components/ui/button';
import { Dialog } from '@/web/components/ui/dialog';
import { isAppPath } from '../offers-format';

/** Get Suggestions' answer: each suggestion with the figure behind it and where to act on it. */
export function ConversionSuggestionsDialog({ result, onClose }: { result: ConversionSuggestions; onClose: () => void }) {
  const byAi = result.writtenBy === 'ai';
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="Optimize Conversions"
      description="Drawn from this period’s clicks, conversions and revenue."
      className="sm:max-w-2xl"
    >
      <div className="space-y-4 text-sm">
        <p className="inline-flex items-center gap-1.5 text-xs text-gray-500">
          {byAi ? <Bot className="size-3.5" aria-hidden /> : <Calculator className="size-3.5" aria-hidden />}
          {byAi ? 'Suggested by AI' : 'Written from your figures'}
        </p>
        {result.suggestions.length === 0 ? (
          <p className="rounded-lg bg-gray-50 p-4 text-gray-700">{noSuggestionsText}</p>
        ) : (
          <ul className="space-y-3" aria-label="Suggestions">
            {result.suggestions.map((suggestion) => (
              <SuggestionItem key={`${suggestion.kind}-${suggestion.title}`} suggestion={suggestion} onFollow={onClose} />
            ))}
          </ul>
        )}
        <div className="flex justify-end">
          <Button variant="outline" onClick={onClose}>
            Close
          </Button>
        </div>
      </div>
    </Dialog>
  );
}

function SuggestionItem({ suggestion, onFollow }: { suggestion: ConversionSuggestion; onFollow: () => void }) {
  return (
    <li className="space-y-2 rounded-lg border border-gray-200 p-4" data-testid="conversion-suggestion">
      <p className="font-medium text-gray-900">{suggestion.title}</p>
      <p className="text-gray-700">{suggestion.detail}</p>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Badge tone="blue">{suggestion.figure}</Badge>
        {/* The path comes from the server (and the AI's wording around it): only this app's own are followed. */}
        {isAppPath(suggestion.actionPath) && (
          <Link to={suggestion.actionPath} onClick={onFollow} className={buttonVariants({ variant: 'outline', size: 'sm' })}>
            Take action
            <ArrowRight aria-hidden />
          </Link>
        )}
      </div>
    </li>
  );
}
