import type { ReactNode } from 'react';
import { Label } from '@/web/components/ui/label';
import { cn } from '@/web/lib/cn';

interface FieldProps {
  label: ReactNode;
  htmlFor: string;
  hint?: ReactNode;
  className?: string;
  children: ReactNode;
}

/** A form field: its label, the control and an optional hint below. */
export function Field({ label, htmlFor, hint, className, children }: FieldProps) {
  return (
    <div className={cn('space-y-1.5', className)}>
      <Label htmlFor={htmlFor}>{label}</Label>
      {children}
      {hint && <p className="text-xs text-gray-500">{hint}</p>}
    </div>
  );
}
