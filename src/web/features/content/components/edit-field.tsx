import type { ReactNode } from 'react';
import { Label } from '@/web/components/ui/label';

/** A label over its control, the edit forms' one layout. */
export function EditField({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>{label}</Label>
      {children}
    </div>
  );
}
