import { type CategoryFilter, categoryFilters, integrationsMessages as text } from '@/shared/integrations/catalogue';
import { Button } from '@/web/components/ui/button';
import { SearchInput } from '@/web/components/ui/search-input';

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
      <SearchInput
        className="lg:w-80"
        type="search"
        aria-label={text.searchPlaceholder}
        placeholder={text.searchPlaceholder}
        value={search}
        onChange={(event) => onSearch(event.target.value)}
      />
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
