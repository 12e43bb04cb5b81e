/** A field's message under it, named by the field's aria-describedby. */
export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="text-xs text-red-700">
      {message}
    </p>
  );
}
