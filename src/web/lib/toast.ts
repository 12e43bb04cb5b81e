import { type ExternalToast, toast as sonner } from 'sonner';

// Durations: default 4 s, success 3 s, error 5 s, loading until dismissed; at most 20 kept.
export const toastDurations = { default: 4000, success: 3000, error: 5000, loading: Infinity } as const;
export const maxToasts = 20;

const live: Array<string | number> = [];

function track(id: string | number) {
  live.push(id);
  while (live.length > maxToasts) sonner.dismiss(live.shift());
  return id;
}

function forget(id: string | number | undefined) {
  const index = live.indexOf(id as string | number);
  if (index >= 0) live.splice(index, 1);
}

function withCleanup(options: ExternalToast | undefined, duration: number): ExternalToast {
  return {
    duration,
    ...options,
    onDismiss: (t) => {
      forget(t.id);
      options?.onDismiss?.(t);
    },
    onAutoClose: (t) => {
      forget(t.id);
      options?.onAutoClose?.(t);
    },
  };
}

export const toast = {
  message: (text: string, options?: ExternalToast) => track(sonner(text, withCleanup(options, toastDurations.default))),
  success: (text: string, options?: ExternalToast) => track(sonner.success(text, withCleanup(options, toastDurations.success))),
  error: (text: string, options?: ExternalToast) => track(sonner.error(text, withCleanup(options, toastDurations.error))),
  loading: (text: string, options?: ExternalToast) => track(sonner.loading(text, withCleanup(options, toastDurations.loading))),
  dismiss: (id?: string | number) => {
    forget(id);
    sonner.dismiss(id);
  },
};
