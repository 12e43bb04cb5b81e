import { ArrowDown, ArrowUp, GripVertical, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import {
  type CardSize,
  type CustomDashboard,
  type DashboardCard,
  cardSizes,
  maxDashboardCards,
  moveCard,
} from '@/shared/dashboard/custom-dashboard';
import { Button } from '@/web/components/ui/button';
import { Dialog } from '@/web/components/ui/dialog';
import { NativeSelect } from '@/web/components/ui/native-select';
import { toast } from '@/web/lib/toast';
import { useActionFailureToast } from '@/web/lib/use-action-failure-toast';
import { useMetricCatalogue } from '../api/get-metric-catalogue';
import { useResetCustomDashboard } from '../api/reset-custom-dashboard';
import { useSaveCustomDashboard } from '../api/save-custom-dashboard';
import { cardSizeLabels, customDashboardLabels as labels, metricAreaLabels } from '../labels';
import { ShareLinkPanel } from './share-link-panel';

/** The editor: choose cards from every area's metrics, order them (arrows or drag) and size them. */
export function CustomizeDialog({
  dashboard,
  open,
  onOpenChange,
}: {
  dashboard: CustomDashboard;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const catalogue = useMetricCatalogue(open);
  const save = useSaveCustomDashboard();
  const reset = useResetCustomDashboard();
  const failed = useActionFailureToast({ close: () => onOpenChange(false) });
  const [cards, setCards] = useState<DashboardCard[]>(() => (dashboard.cards ?? []).map(({ metricId, size }) => ({ metricId, size })));
  const [adding, setAdding] = useState('');
  const [dragged, setDragged] = useState<number | null>(null);

  const metrics = catalogue.data ?? [];
  const labelOf = (id: string) => metrics.find((metric) => metric.id === id)?.label ?? id;
  const available = metrics.filter((metric) => !cards.some((card) => card.metricId === metric.id));
  const areas = [...new Set(available.map((metric) => metric.area))];
  const full = cards.length >= maxDashboardCards;

  const resize = (index: number, size: CardSize) => setCards(cards.map((card, at) => (at === index ? { ...card, size } : card)));
  const add = () => {
    if (!adding || full) return;
    setCards([...cards, { metricId: adding, size: 'small' }]);
    setAdding('');
  };
  const submit = () =>
    save.mutate(
      { cards },
      {
        onSuccess: () => {
          toast.success(labels.saved);
          onOpenChange(false);
        },
        onError: (error) => failed(error, labels.saveFailed),
      },
    );
  const useDefault = () =>
    reset.mutate(undefined, {
      onSuccess: () => {
        toast.success(labels.resetDone);
        onOpenChange(false);
      },
      onError: (error) => failed(error, labels.saveFailed),
    });

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={labels.title} description={labels.description} className="max-w-2xl">
      <div className="space-y-5">
        <section aria-labelledby="dashboard-cards-heading" className="space-y-2">
          <h3 id="dashboard-cards-heading" className="text-sm font-semibold text-gray-900">
            {labels.cardsHeading}
          </h3>
          {cards.length === 0 ? (
            <p className="text-sm text-gray-600">{labels.noCards}</p>
          ) : (
            <>
              <p className="text-xs text-gray-500">{labels.dragHint}</p>
              <ol className="space-y-2">
                {cards.map((card, index) => (
                  <li
                    key={card.metricId}
                    draggable
                    onDragStart={() => setDragged(index)}
                    onDragOver={(event) => event.preventDefault()}
                    onDrop={() => {
                      if (dragged !== null) setCards(moveCard(cards, dragged, index));
                      setDragged(null);
                    }}
                    data-testid={`editor-card-${card.metricId}`}
                    className="flex flex-wrap items-center gap-2 rounded-lg border border-gray-200 p-2"
                  >
                    <GripVertical className="size-4 cursor-grab text-gray-400" aria-hidden />
                    <span className="min-w-0 flex-1 truncate text-sm font-medium text-gray-900">{labelOf(card.metricId)}</span>
                    <NativeSelect
                      aria-label={`${labels.size}: ${labelOf(card.metricId)}`}
                      value={card.size}
                      onChange={(event) => resize(index, event.target.value as CardSize)}
                      className="w-auto"
                    >
                      {cardSizes.map((size) => (
                        <option key={size} value={size}>
                          {cardSizeLabels[size]}
                        </option>
                      ))}
                    </NativeSelect>
                    <Button
                      variant="ghost"
                      size="icon"
                      aria-label={labels.moveUp}
                      disabled={index === 0}
                      onClick={() => setCards(moveCard(cards, index, index - 1))}
                    >
                      <ArrowUp aria-hidden />
                    </Button>
                    <Button
                      variant="ghost"
                      size="icon"
                      aria-label={labels.moveDown}
                      disabled={index === cards.length - 1}
                      onClick={() => setCards(moveCard(cards, index, index + 1))}
                    >
                      <ArrowDown aria-hidden />
                    </Button>
                    <Button
                      variant="ghost"
                      size="icon"
                      aria-label={labels.remove}
                      onClick={() => setCards(cards.filter((_, at) => at !== index))}
                    >
                      <Trash2 aria-hidden />
                    </Button>
                  </li>
                ))}
              </ol>
            </>
          )}
          <div className="flex flex-wrap items-center gap-2 pt-1">
            <NativeSelect
              aria-label={labels.addCard}
              value={adding}
              onChange={(event) => setAdding(event.target.value)}
              disabled={full}
              className="w-auto flex-1"
            >
              <option value="">{labels.chooseMetric}</option>
              {areas.map((area) => (
                <optgroup key={area} label={metricAreaLabels[area] ?? area}>
                  {available
                    .filter((metric) => metric.area === area)
                    .map((metric) => (
                      <option key={metric.id} value={metric.id}>
                        {metric.label}
                      </option>
                    ))}
                </optgroup>
              ))}
            </NativeSelect>
            <Button variant="outline" onClick={add} disabled={!adding || full}>
              <Plus aria-hidden /> {labels.add}
            </Button>
          </div>
        </section>
        <ShareLinkPanel shareUrl={dashboard.shareUrl} saved={dashboard.cards !== null} />
        <div className="flex flex-wrap justify-between gap-2 border-t border-gray-100 pt-4">
          <Button variant="ghost" onClick={useDefault} disabled={reset.isPending || dashboard.cards === null}>
            {labels.reset}
          </Button>
          <Button onClick={submit} disabled={save.isPending}>
            {labels.save}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
