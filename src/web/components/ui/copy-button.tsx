import { Check, Copy } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '@/web/components/ui/button';
import { cn } from '@/web/lib/cn';
import { toast } from '@/web/lib/toast';

/** Copies a text to the clipboard and says so for two seconds. */
export function CopyButton({
  text,
  label,
  className,
  variant = 'outline',
}: {
  text: string;
  label: string;
  className?: string;
  variant?: 'outline' | 'ghost';
}) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 2000);
    return () => clearTimeout(timer);
  }, [copied]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
    } catch {
      toast.error('Could not copy: select the text and copy it by hand.');
    }
  }

  return (
    <Button type="button" size="sm" variant={variant} className={cn('shrink-0', className)} onClick={copy}>
      {copied ? <Check aria-hidden /> : <Copy aria-hidden />}
      {copied ? 'Copied' : label}
    </Button>
  );
}
