import { Search } from 'lucide-react';
import { type CategoryFilter, categoryFilters, integrationsMessages as text } from '@/shared/integrations/catalogue';
import { Button } from '@/web/components/ui/button';
import { Input } from '@/web/components/ui/input';

interface IntegrationFiltersProps {
  search: string;
  onSearch: (search: string) => void;
  category: CategoryFilter;
  onCategory: (category: CategoryFilter) => void;
}

/** The search box (name and description) and the category buttons. */
export function IntegrationFilters({ search, onSearch, category, onCategory }: IntegrationFiltersProps) {
  return (
    <div className="flex flex-col gap-3 lg:flex-row lg:items-center lg:justify-between">
      <div className="relative lg:w-80">
        <Search className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-gray-400" aria-hidden />
        <Input
          type="search"
          aria-label={text.searchPlaceholder}
          placeholder={text.searchPlaceholder}
          value={search}
          onChange={(event) => onSearch(event.target.value)}
          className="pl-9"
        />
      </div>
      <div role="group" aria-label={text.categoryLabel} className="flex flex-wrap gap-2">
        {categoryFilters.map((filter) => (
          <Button
            key={filter}
            size="sm"
            variant={filter === category ? 'default' : 'outline'}
            aria-pressed={filter === category}
            onClick={() => onCategory(filter)}
          >
            {text.categoryLabels[filter]}
          </Button>
        ))}
      </div>
    </div>
  );
}
