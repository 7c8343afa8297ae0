import { zodResolver } from "@hookform/resolvers/zod";
import { SendHorizontal } from "lucide-react";
import { type KeyboardEvent, useId } from "react";
import { useForm, useWatch } from "react-hook-form";
import { CHAT_QUERY_MAX_LENGTH, chatRequestSchema } from "../../../../shared/contracts/ai.js";
import { Button } from "../../../components/ui/button.js";
import { Label } from "../../../components/ui/label.js";
import { Textarea } from "../../../components/ui/textarea.js";
import { i18n } from "../../../lib/i18n.js";
import { plainNumber } from "../../../lib/number-format.js";

interface ChatComposerProps {
  label: string;
  placeholder: string;
  busy: boolean;
  onSend: (text: string) => void;
}

/** Within this many characters of the limit, the box says how many are left. */
const COUNTER_FROM = 200;

/** The contract's rule for a question; the text goes out as typed (the server trims it). */
const questionResolver = zodResolver(chatRequestSchema.pick({ query: true }), undefined, { raw: true });

/**
 * The question box: Enter sends, Shift+Enter starts a new line; blank questions cannot be sent.
 * It stops at the server's limit (CHAT_QUERY_MAX_LENGTH) and counts down near it.
 */
export function ChatComposer({ label, placeholder, busy, onSend }: ChatComposerProps) {
  const id = useId();
  const form = useForm({ resolver: questionResolver, defaultValues: { query: "" } });
  const text = useWatch({ control: form.control, name: "query" });
  const canSend = text.trim() !== "" && !busy;
  const left = CHAT_QUERY_MAX_LENGTH - text.length;

  const send = form.handleSubmit(({ query }) => {
    onSend(query);
    form.reset();
  });
  const submit = () => {
    if (canSend) void send();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };

  return (
    <form
      className="flex items-end gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <div className="min-w-0 flex-1">
        <Label htmlFor={id} className="sr-only">
          {label}
        </Label>
        <Textarea
          id={id}
          rows={1}
          maxLength={CHAT_QUERY_MAX_LENGTH}
          placeholder={placeholder}
          onKeyDown={onKeyDown}
          className="max-h-32 min-h-10 resize-none"
          aria-describedby={`${id}-hint`}
          {...form.register("query")}
        />
        <p id={`${id}-hint`} className="sr-only">
          {i18n._("Press Enter to send, Shift and Enter for a new line. At most {max} characters.", {
            max: plainNumber(CHAT_QUERY_MAX_LENGTH),
          })}
        </p>
        {left <= COUNTER_FROM && (
          <p aria-live="polite" className="mt-1 text-xs text-neutral-600 dark:text-neutral-400">
            {left === 0
              ? i18n._("Limit of {max} characters reached", { max: plainNumber(CHAT_QUERY_MAX_LENGTH) })
              : i18n._("{left, plural, one {# character left} other {# characters left}}", { left })}
          </p>
        )}
      </div>
      <Button type="submit" size="icon" disabled={!canSend} aria-label={i18n._("Send")}>
        <SendHorizontal aria-hidden="true" className="size-4" />
      </Button>
    </form>
  );
}
