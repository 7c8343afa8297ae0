import { translatedMessage } from "../../lib/i18n.js";

/**
 * A validation message under a field; link it with aria-describedby={id}. A schema's message is a
 * catalog message (its English, marked with `msg`), shown in the page's language; one already in
 * words (the server's, a form's own) is shown as it is.
 */
export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} role="alert" className="break-words text-sm text-red-600 dark:text-red-400">
      {translatedMessage(message)}
    </p>
  );
}
