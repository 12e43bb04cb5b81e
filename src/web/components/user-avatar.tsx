import { cn } from '@/web/lib/cn';

/** The user's photo, else the first letter of their name. */
export function UserAvatar({ name, image, className }: { name: string; image: string | null; className?: string }) {
  if (image) return <img src={image} alt="" className={cn('rounded-full object-cover', className)} />;
  return (
    <span aria-hidden className={cn('flex items-center justify-center rounded-full bg-brand-100 font-semibold text-brand-700', className)}>
      {name.charAt(0).toUpperCase()}
    </span>
  );
}
