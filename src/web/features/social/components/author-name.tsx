/** Who wrote a mention or reply: a link to their profile when the network gave one, else their name. */
export function AuthorName({ name, url }: { name: string; url: string | null | undefined }) {
  if (!url) return <span className="break-all font-semibold text-gray-900">{name}</span>;
  return (
    <a href={url} target="_blank" rel="noopener noreferrer" className="break-all font-semibold text-gray-900 hover:underline">
      {name}
    </a>
  );
}
