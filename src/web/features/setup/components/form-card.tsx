import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { setupLabels } from '@/shared/setup/setup';
import { Button } from '@/web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/web/components/ui/card';

/** A mode's form: Back to the chooser above its title. */
export function FormCard({
  title,
  description,
  onBack,
  children,
}: {
  title: string;
  description: string;
  onBack: () => void;
  children: ReactNode;
}) {
  return (
    <Card>
      <CardHeader className="space-y-3 p-4 pb-3 sm:p-6 sm:pb-3">
        <Button variant="ghost" size="sm" onClick={onBack} className="-ml-2 self-start">
          <ArrowLeft /> {setupLabels.back}
        </Button>
        <div className="space-y-1">
          <CardTitle>{title}</CardTitle>
          <p className="text-sm text-gray-600">{description}</p>
        </div>
      </CardHeader>
      <CardContent className="p-4 pt-3 sm:p-6 sm:pt-3">{children}</CardContent>
    </Card>
  );
}

/** An inline validation message in red, announced when it appears. */
export function FieldError({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} role="alert" className="text-sm text-red-600">
      {children}
    </p>
  );
}
