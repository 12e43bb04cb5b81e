import { type FormEvent, useState } from 'react';
import { useScheduleContent } from './api/schedule-content';
import { fromLocalInputValue } from './schedule-time';

interface ScheduleOutcome {
  onSuccess: (iso: string) => void;
  onError: () => void;
}

/** A publish time being chosen for a piece of content, and the call that schedules it. */
export function useScheduleForm(id: string, initialValue: string | (() => string)) {
  const schedule = useScheduleContent();
  const [value, setValue] = useState(initialValue);
  const iso = fromLocalInputValue(value);

  /** Schedules at the chosen time; without a valid time, or with a request on its way, nothing happens. */
  function submit(event: FormEvent, outcome: ScheduleOutcome) {
    event.preventDefault();
    if (!iso || schedule.isPending) return;
    schedule.mutate({ id, scheduledAt: iso }, { onSuccess: () => outcome.onSuccess(iso), onError: outcome.onError });
  }

  return { schedule, value, setValue, iso, submit };
}
