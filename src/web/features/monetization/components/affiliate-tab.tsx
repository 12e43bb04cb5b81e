import { Handshake, Pencil, Plus, QrCode, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { monetizationMessages } from '@/shared/monetization/monetization';
import type { AffiliateProgram } from '@/shared/monetization/programs';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { ConfirmDialog } from '@/web/components/ui/confirm-dialog';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/web/components/ui/table';
import type { PeriodSelection } from '@/web/lib/period-selection';
import { toast } from '@/web/lib/toast';
import { useActionFailureToast } from '@/web/lib/use-action-failure-toast';
import { useDeleteProgram, usePrograms } from '../api/programs';
import { formatAmounts } from '../monetization-format';
import { EmptyState } from '@/web/components/empty-state';
import { ListPending } from '@/web/components/list-pending';
import { ProgramDialog } from './program-dialog';
import { ProgramLinkDialog } from './program-link-dialog';
import { TrackedLink } from './tracked-link';
import { formatNumber } from '@/shared/number-format';

type Opened = { dialog: 'add' } | { dialog: 'edit' | 'link' | 'delete'; id: string } | null;

/** Affiliate: the workspace's programs with the period's earnings, clicks and conversions. */
export function AffiliateTab({ selection, canEdit }: { selection: PeriodSelection; canEdit: boolean }) {
  const programs = usePrograms(selection);
  const [opened, setOpened] = useState<Opened>(null);
  // The list's copy, so a regenerated postback URL shows in the open dialog.
  const chosen = opened && 'id' in opened ? programs.data?.find((program) => program.id === opened.id) : undefined;
  const close = () => setOpened(null);

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-gray-600">Share each program’s tracked link; its network reports sales to the program’s postback URL.</p>
        {canEdit && (
          <Button onClick={() => setOpened({ dialog: 'add' })}>
            <Plus aria-hidden />
            Add Program
          </Button>
        )}
      </div>
      {programs.data === undefined ? (
        <ListPending what="affiliate programs" failed={programs.isError} onRetry={() => void programs.refetch()} />
      ) : programs.data.length === 0 ? (
        <EmptyState icon={Handshake} title="No affiliate programs yet">
          {canEdit
            ? 'Add a program you promote: Uplift gives it a tracked link and a postback URL, and counts its clicks, conversions and commission.'
            : 'Programs appear here once an Owner or Editor adds them.'}
        </EmptyState>
      ) : (
        <Table aria-label="Affiliate programs">
          <TableHeader>
            <TableRow>
              <TableHead>Program</TableHead>
              <TableHead>Category</TableHead>
              <TableHead>Commission</TableHead>
              <TableHead className="text-right">Earnings</TableHead>
              <TableHead className="text-right">Clicks</TableHead>
              <TableHead className="text-right">Conversions</TableHead>
              <TableHead>Status</TableHead>
              <TableHead className="text-right">Actions</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {programs.data.map((program) => (
              <ProgramRow key={program.id} program={program} canEdit={canEdit} onOpen={(dialog) => setOpened({ dialog, id: program.id })} />
            ))}
          </TableBody>
        </Table>
      )}
      {opened?.dialog === 'add' && <ProgramDialog program={null} onClose={close} />}
      {chosen && opened?.dialog === 'edit' && <ProgramDialog program={chosen} onClose={close} />}
      {chosen && opened?.dialog === 'link' && <ProgramLinkDialog program={chosen} canEdit={canEdit} onClose={close} />}
      {chosen && opened?.dialog === 'delete' && <DeleteProgramDialog program={chosen} onClose={close} />}
    </div>
  );
}

function ProgramRow({
  program,
  canEdit,
  onOpen,
}: {
  program: AffiliateProgram;
  canEdit: boolean;
  onOpen: (dialog: 'edit' | 'link' | 'delete') => void;
}) {
  return (
    <TableRow className="align-top" data-testid="program-row">
      <TableCell className="max-w-64">
        <p className="truncate font-medium text-gray-900">{program.name}</p>
        <TrackedLink link={program.link} />
      </TableCell>
      <TableCell>{program.category}</TableCell>
      <TableCell className="max-w-40 break-words">{program.commission}</TableCell>
      <TableCell className="text-right tabular-nums">{formatAmounts(program.earnings)}</TableCell>
      <TableCell className="text-right tabular-nums">{formatNumber(program.clicks)}</TableCell>
      <TableCell className="text-right tabular-nums">{formatNumber(program.conversions)}</TableCell>
      <TableCell>
        <Badge tone={program.status === 'Active' ? 'green' : 'gray'}>{program.status}</Badge>
      </TableCell>
      <TableCell className="whitespace-nowrap text-right">
        <Button
          variant="ghost"
          size="icon"
          aria-label={`Link & postback of ${program.name}`}
          title="Link & postback"
          onClick={() => onOpen('link')}
        >
          <QrCode aria-hidden />
        </Button>
        {canEdit && (
          <>
            <Button variant="ghost" size="icon" aria-label={`Edit ${program.name}`} title="Edit" onClick={() => onOpen('edit')}>
              <Pencil aria-hidden />
            </Button>
            <Button variant="ghost" size="icon" aria-label={`Delete ${program.name}`} title="Delete" onClick={() => onOpen('delete')}>
              <Trash2 aria-hidden />
            </Button>
          </>
        )}
      </TableCell>
    </TableRow>
  );
}

function DeleteProgramDialog({ program, onClose }: { program: AffiliateProgram; onClose: () => void }) {
  const remove = useDeleteProgram();
  const reportFailure = useActionFailureToast();
  return (
    <ConfirmDialog
      title={`Delete ${program.name}?`}
      text="Its tracked link stops redirecting and its postback URL stops accepting conversions."
      confirmLabel="Delete"
      pending={remove.isPending}
      onClose={onClose}
      onConfirm={() =>
        remove.mutate(program.id, {
          onSuccess: () => {
            toast.success(monetizationMessages.programDeleted);
            onClose();
          },
          onError: (error) => reportFailure(error, 'Failed to delete the affiliate program'),
        })
      }
    />
  );
}
