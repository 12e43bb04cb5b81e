import { ExternalLink } from 'lucide-react';
import { type Prospect, prospectStatusLabels } from '@/shared/outreach/prospects';
import { outreachLabels } from '@/shared/outreach/outreach';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { Spinner } from '@/web/components/ui/spinner';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/web/components/ui/table';
import { isUnderWay } from '@/web/lib/use-tracked-job';
import { bestContact, contactState, formatTraffic } from '../prospect-format';
import { AuthorityBadge } from './authority-badge';

const statusTones = { new: 'blue', contacted: 'yellow', responded: 'green' } as const;

interface ProspectsTableProps {
  prospects: readonly Prospect[];
  onView: (prospect: Prospect) => void;
  /** Contact a New prospect (add it to a campaign); absent for Viewers. */
  onContact?: (prospect: Prospect) => void;
}

/** One row per site: its figures, the best contact its pages show, why it is a fit, and where it stands. */
export function ProspectsTable({ prospects, onView, onContact }: ProspectsTableProps) {
  return (
    <Table aria-label="Prospects">
      <TableHeader>
        <TableRow>
          <TableHead>Domain</TableHead>
          <TableHead className="text-right">Authority</TableHead>
          <TableHead className="text-right">Traffic</TableHead>
          <TableHead>Contact</TableHead>
          <TableHead>Opportunity</TableHead>
          <TableHead>Status</TableHead>
          <TableHead>
            <span className="sr-only">Actions</span>
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {prospects.map((prospect) => (
          <ProspectRow
            key={prospect.id}
            prospect={prospect}
            onView={() => onView(prospect)}
            onContact={onContact && prospect.status === 'new' ? () => onContact(prospect) : undefined}
          />
        ))}
      </TableBody>
    </Table>
  );
}

function ProspectRow({ prospect, onView, onContact }: { prospect: Prospect; onView: () => void; onContact?: () => void }) {
  const contact = bestContact(prospect.contacts);
  const state = contactState(prospect);
  return (
    <TableRow className="align-top" data-testid="prospect-row">
      <TableCell className="max-w-52">
        <a
          href={prospect.pageUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex max-w-full items-center gap-1 font-medium text-gray-900 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
        >
          <span className="break-all">{prospect.domain}</span>
          <ExternalLink className="size-3.5 shrink-0 text-gray-400" aria-hidden />
          <span className="sr-only">(opens in a new tab)</span>
        </a>
        <p className="truncate text-xs text-gray-500">{[prospect.siteName, prospect.niche].filter(Boolean).join(' · ')}</p>
      </TableCell>
      <TableCell className="text-right">
        <AuthorityBadge authority={prospect.authority} />
      </TableCell>
      <TableCell className="whitespace-nowrap text-right tabular-nums">
        {prospect.traffic === null ? <span className="text-gray-400">{outreachLabels.notMeasured}</span> : formatTraffic(prospect.traffic)}
      </TableCell>
      <TableCell className="max-w-52">
        {contact ? (
          <div className="min-w-0">
            <p className="truncate text-gray-900" title={contact.email}>
              {contact.email}
            </p>
            <p className="flex flex-wrap gap-1 pt-0.5">
              {contact.guess && <Badge tone="yellow">Guess</Badge>}
              {contact.role && <Badge>Role address</Badge>}
              {prospect.contacts.length > 1 && <span className="text-xs text-gray-500">+{prospect.contacts.length - 1} more</span>}
            </p>
          </div>
        ) : (
          <p className="flex items-center gap-2 text-xs text-gray-500">
            {isUnderWay(prospect.discovery) && <Spinner className="size-3.5 border-2" />}
            {state}
          </p>
        )}
      </TableCell>
      <TableCell className="min-w-40 max-w-72 break-words text-gray-700">
        {prospect.opportunity ?? <span className="text-gray-400">Added by hand</span>}
      </TableCell>
      <TableCell className="whitespace-nowrap">
        <Badge tone={statusTones[prospect.status]}>{prospectStatusLabels[prospect.status]}</Badge>
        {prospect.partner && (
          <Badge tone="brand" className="ml-1">
            Partner
          </Badge>
        )}
      </TableCell>
      <TableCell className="whitespace-nowrap text-right">
        {onContact && (
          <Button size="sm" className="mr-1" onClick={onContact} aria-label={`Contact ${prospect.domain}`}>
            Contact
          </Button>
        )}
        <Button size="sm" variant="outline" onClick={onView} aria-label={`View ${prospect.domain}`}>
          View
        </Button>
      </TableCell>
    </TableRow>
  );
}
