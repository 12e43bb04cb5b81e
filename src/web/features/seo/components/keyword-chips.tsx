import { cn } from '@/web/lib/cn';

interface KeywordChipsProps {
  /** The list's name, shown above it and naming it for screen readers. */
  title: string;
  /** A line under the title saying what the list is. */
  hint?: string;
  keywords: readonly string[];
  /** Said when the list is empty. */
  empty: string;
  /** The keyword gap stands out: it is what the user could write about next. */
  highlight?: boolean;
}

/** A short list of keywords or topics as chips. */
export function KeywordChips({ title, hint, keywords, empty, highlight = false }: KeywordChipsProps) {
  return (
    <section aria-label={title} className={cn('space-y-2', highlight && 'rounded-lg border border-amber-200 bg-amber-50 p-3')}>
      <div>
        <h4 className={cn('text-sm font-medium', highlight ? 'text-amber-900' : 'text-gray-700')}>{title}</h4>
        {hint && <p className={cn('text-xs', highlight ? 'text-amber-800' : 'text-gray-500')}>{hint}</p>}
      </div>
      {keywords.length > 0 ? (
        <ul className="flex flex-wrap gap-1.5">
          {keywords.map((keyword) => (
            <li
              key={keyword}
              className={cn(
                'rounded-full px-2.5 py-0.5 text-xs',
                highlight ? 'bg-white text-amber-900 ring-1 ring-amber-200' : 'bg-gray-100 text-gray-700',
              )}
            >
              {keyword}
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-gray-500">{empty}</p>
      )}
    </section>
  );
}
