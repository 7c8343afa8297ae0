import { SendHorizontal } from "lucide-react";
import { type KeyboardEvent, useId, useState } from "react";
import { Button } from "../../../components/ui/button.js";
import { Label } from "../../../components/ui/label.js";
import { Textarea } from "../../../components/ui/textarea.js";

interface ChatComposerProps {
  label: string;
  placeholder: string;
  busy: boolean;
  onSend: (text: string) => void;
}

/** The question box: Enter sends, Shift+Enter starts a new line; blank questions cannot be sent. */
export function ChatComposer({ label, placeholder, busy, onSend }: ChatComposerProps) {
  const id = useId();
  const [text, setText] = useState("");
  const canSend = text.trim() !== "" && !busy;

  const submit = () => {
    if (!canSend) return;
    onSend(text);
    setText("");
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
          value={text}
          maxLength={2000}
          placeholder={placeholder}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
          className="max-h-32 min-h-10 resize-none"
          aria-describedby={`${id}-hint`}
        />
        <p id={`${id}-hint`} className="sr-only">
          Press Enter to send, Shift and Enter for a new line.
        </p>
      </div>
      <Button type="submit" size="icon" disabled={!canSend} aria-label="Send">
        <SendHorizontal aria-hidden="true" className="size-4" />
      </Button>
    </form>
  );
}
