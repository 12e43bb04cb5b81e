/**
 * A message's HTML in a sandboxed frame: no scripts, no forms, no same-origin access, whatever the
 * server's sanitising let through.
 */
export function EmailFrame({ html, title, className }: { html: string; title: string; className?: string }) {
  return (
    <iframe title={title} sandbox="" srcDoc={html} className={className ?? 'h-96 w-full rounded-lg border border-gray-200 bg-white'} />
  );
}
