import { type SearchConsoleRow, searchConsoleLabels } from '@/shared/seo/search-console';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/web/components/ui/table';
import { averagePositionText, countText, ctrText } from '../search-console-format';

const { columns } = searchConsoleLabels;

/** "Search Console queries": each query's clicks, impressions, CTR and average position over the imported days. */
export function SearchConsoleTable({ rows }: { rows: readonly SearchConsoleRow[] }) {
  return (
    <Table aria-label={searchConsoleLabels.queries}>
      <TableHeader>
        <TableRow>
          <TableHead>{columns.query}</TableHead>
          <TableHead className="text-right">{columns.clicks}</TableHead>
          <TableHead className="text-right">{columns.impressions}</TableHead>
          <TableHead className="text-right">{columns.ctr}</TableHead>
          <TableHead className="text-right">{columns.position}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.query}>
            <TableCell className="min-w-48 break-words font-medium text-gray-900">{row.query}</TableCell>
            <TableCell className="text-right tabular-nums">{countText(row.clicks)}</TableCell>
            <TableCell className="text-right tabular-nums">{countText(row.impressions)}</TableCell>
            <TableCell className="text-right tabular-nums">{ctrText(row.ctr)}</TableCell>
            <TableCell className="text-right tabular-nums">{averagePositionText(row.position)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
