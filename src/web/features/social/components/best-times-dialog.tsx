import { Clock } from 'lucide-react';
import { Button } from '@/web/components/ui/button';
import { Dialog } from '@/web/components/ui/dialog';
import { Spinner } from '@/web/components/ui/spinner';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/web/components/ui/table';
import { builtOnFirstUse } from '@/web/lib/built-on-first-use';
import { useBestTimes } from '../api/get-best-times';
import { basedOnText, bestTimeSentence, formatAverage, notEnoughPostsText, slotLabel, topSlots } from '../best-times';
import { socialLabels } from '../labels';
import { useDataLoadFailure } from '../use-load-failure';

const timeZone = builtOnFirstUse(() => Intl.DateTimeFormat().resolvedOptions().timeZone);

/** Best Times (in the header): the weekday and hour, in the user's time zone, when the workspace's posts drew the most engagement. */
export function BestTimesDialog({ onClose }: { onClose: () => void }) {
  const bestTimes = useBestTimes(timeZone());
  const data = bestTimes.data;
  useDataLoadFailure(bestTimes.isError);
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="Best Times"
      description={`From the likes, comments and shares of your published posts, in your time zone (${timeZone()}).`}
    >
      <div className="space-y-5">
        {bestTimes.isPending ? (
          <div role="status" aria-label="Loading Best Times" className="flex justify-center py-8">
            <Spinner />
          </div>
        ) : !data ? (
          <p role="alert" className="text-sm text-red-700">
            {socialLabels.bestTimesFailed}
          </p>
        ) : data.best ? (
          <>
            <div className="flex gap-3 rounded-xl border border-brand-100 bg-brand-50 p-4">
              <Clock className="mt-0.5 size-5 shrink-0 text-brand-600" aria-hidden />
              <div className="space-y-1">
                <p className="font-semibold text-gray-900" data-testid="best-time">
                  {bestTimeSentence(data.best)}
                </p>
                <p className="text-sm text-gray-600">
                  {basedOnText(data.basedOn)} · {formatAverage(data.best.averageEngagement)} likes, comments and shares per post on average
                </p>
              </div>
            </div>
            <section aria-labelledby="best-times-slots" className="space-y-2">
              <h3 id="best-times-slots" className="text-sm font-medium text-gray-700">
                Top times
              </h3>
              <Table>
                <TableHeader>
                  <TableRow>
                    <TableHead className="pl-0">When</TableHead>
                    <TableHead className="text-right">Posts</TableHead>
                    <TableHead className="pr-0 text-right">
                      Average<span className="sr-only"> likes, comments and shares per post</span>
                    </TableHead>
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {topSlots(data.slots).map((slot) => (
                    <TableRow key={`${slot.weekday}-${slot.hour}`}>
                      <TableCell className="pl-0 text-gray-900">{slotLabel(slot)}</TableCell>
                      <TableCell className="text-right tabular-nums">{slot.posts}</TableCell>
                      <TableCell className="pr-0 text-right tabular-nums">{formatAverage(slot.averageEngagement)}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </section>
          </>
        ) : (
          <p className="rounded-xl border border-gray-200 bg-gray-50 p-4 text-sm text-gray-700" data-testid="best-time">
            {notEnoughPostsText(data)}
          </p>
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
