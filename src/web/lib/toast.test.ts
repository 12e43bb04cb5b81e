import { describe, expect, it, vi } from 'vitest';

// Sonner stands in as a recorder: what reaches it, in order.
const calls: string[] = [];
vi.mock('sonner', () => {
  const record = (kind: string) => (text: string, options: { id: string | number; duration: number }) => {
    calls.push(`${kind} ${options.id} ${text} ${options.duration}`);
    return options.id;
  };
  const toast = Object.assign(record('message'), {
    success: record('success'),
    error: record('error'),
    loading: record('loading'),
    dismiss: (id?: string | number) => calls.push(`dismiss ${id ?? 'all'}`),
  });
  return { toast };
});

const { maxToasts, toast, toastDurations } = await import('./toast');

/** Until sonner has been imported and every queued call has reached it. */
const settled = () => new Promise((resolve) => setTimeout(resolve));

describe('toasts', () => {
  it('gives each its id at once, and reaches sonner in the order they were made, with their durations', async () => {
    calls.length = 0;
    const saving = toast.loading('Saving…');
    expect(saving).toEqual(expect.any(String));
    toast.dismiss(saving);
    toast.success('Saved', { id: 'save' });
    toast.error('Failed');
    await settled();
    expect(calls).toEqual([
      `loading ${saving} Saving… ${toastDurations.loading}`,
      `dismiss ${saving}`,
      `success save Saved ${toastDurations.success}`,
      expect.stringMatching(new RegExp(`^error toast-\\d+ Failed ${toastDurations.error}$`)),
    ]);
  });

  it(`keeps at most ${maxToasts}: the oldest goes as another comes`, async () => {
    toast.dismiss();
    await settled();
    calls.length = 0;
    const ids = Array.from({ length: maxToasts + 1 }, (_, index) => toast.message(`Note ${index}`));
    await settled();
    expect(calls.filter((call) => call.startsWith('dismiss'))).toEqual([`dismiss ${ids[0]}`]);
    // One given the id of a toast still shown replaces it rather than counting twice.
    calls.length = 0;
    toast.message('Note again', { id: ids[5] });
    await settled();
    expect(calls).toEqual([`message ${ids[5]} Note again ${toastDurations.default}`]);
  });
});
