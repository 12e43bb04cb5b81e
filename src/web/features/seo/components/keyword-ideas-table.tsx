import { type KeywordIdea, researchLabels } from '@/shared/seo/research';
import { Badge } from '@/web/components/ui/badge';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/web/components/ui/table';
import { isSaved } from '../keyword-saving';
import { formatCompact, formatCpc } from '../research-format';
import { DifficultyBadge, TrendIcon } from './keyword-figures';

interface KeywordIdeasTableProps {
  ideas: readonly KeywordIdea[];
  projectKeywords: ReadonlySet<string>;
  /** The ideas picked for Save (those not saved yet) and Track (any). */
  chosen: ReadonlySet<string>;
  /** Picking, for those who may save and track; absent for Viewers. */
  onChoose?: (keywords: readonly string[], picked: boolean) => void;
}

const checkbox = 'size-4 rounded border-gray-300';

/** One row per idea: the keyword and where it came from, the provider's figures ('—' without one), and a box to pick it. */
export function KeywordIdeasTable({ ideas, projectKeywords, chosen, onChoose }: KeywordIdeasTableProps) {
  const all = ideas.map((idea) => idea.keyword);
  const allChosen = all.length > 0 && all.every((keyword) => chosen.has(keyword));
  return (
    <Table aria-label="Keyword ideas">
      <TableHeader>
        <TableRow>
          {onChoose && (
            <TableHead className="w-10">
              <input
                type="checkbox"
                aria-label="Select all keywords"
                className={checkbox}
                checked={allChosen}
                disabled={all.length === 0}
                onChange={(event) => onChoose(all, event.target.checked)}
              />
            </TableHead>
          )}
          <TableHead>{researchLabels.keyword}</TableHead>
          <TableHead className="text-right">{researchLabels.volume}</TableHead>
          <TableHead>{researchLabels.difficulty}</TableHead>
          <TableHead className="text-right">{researchLabels.cpc}</TableHead>
          <TableHead>{researchLabels.trend}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {ideas.map((idea) => {
          const saved = isSaved(idea, projectKeywords);
          return (
            <TableRow key={idea.keyword}>
              {onChoose && (
                <TableCell>
                  <input
                    type="checkbox"
                    aria-label={`Select ${idea.keyword}`}
                    className={checkbox}
                    checked={chosen.has(idea.keyword)}
                    onChange={(event) => onChoose([idea.keyword], event.target.checked)}
                  />
                </TableCell>
              )}
              <TableCell className="min-w-56">
                <div className="flex flex-wrap items-center gap-1.5">
                  <span className="font-medium text-gray-900">{idea.keyword}</span>
                  {saved && <Badge tone="green">{researchLabels.saved}</Badge>}
                </div>
                <div className="mt-1 flex flex-wrap gap-1">
                  <span className="sr-only">Sources:</span>
                  {idea.sources.map((source) => (
                    <Badge key={source} tone={source === 'your_site' ? 'brand' : source === 'competitors' ? 'blue' : 'gray'}>
                      {researchLabels.sources[source]}
                    </Badge>
                  ))}
                </div>
              </TableCell>
              <TableCell className="text-right tabular-nums">{formatCompact(idea.volume)}</TableCell>
              <TableCell>
                <DifficultyBadge difficulty={idea.difficulty} score={idea.difficultyScore} />
              </TableCell>
              <TableCell className="text-right tabular-nums">{formatCpc(idea.cpc)}</TableCell>
              <TableCell>
                <TrendIcon trend={idea.trend} />
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
