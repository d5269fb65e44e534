/**
 * A form-wide error, one no field is to blame for (too many attempts, no connection, no
 * permission), announced when it appears. Nothing shows without a message.
 */
export function FormAlert({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p
      role="alert"
      className="rounded-md border border-destructive/30 bg-destructive/5 p-3 text-sm text-destructive"
    >
      {message}
    </p>
  );
}
