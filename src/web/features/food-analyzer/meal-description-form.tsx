import { type KeyboardEvent, useEffect, useId, useRef } from "react";
import { MEAL_DESCRIPTION_MAX_LENGTH } from "../../../shared/contracts/meal-description.js";
import { Button } from "../../components/ui/button.js";
import { FieldError } from "../../components/ui/field-error.js";
import { Label } from "../../components/ui/label.js";
import { Textarea } from "../../components/ui/textarea.js";
import { i18n } from "../../lib/i18n.js";
import { plainNumber } from "../../lib/number-format.js";

/** Within this many characters of the limit, the box says how many are left. */
const COUNTER_FROM = 100;
/** What a person might type; the meal reader knows English amount words, so they stay English. */
const EXAMPLES = ["2 eggs, a slice of toast with butter", "200 g chicken breast and a cup of rice"];

interface MealDescriptionFormProps {
  value: string;
  error: string | null;
  disabled: boolean;
  onChange: (text: string) => void;
  /** Ctrl+Enter (⌘+Enter) analyses, as the button does; Enter alone starts a new line (a new food). */
  onSubmit: () => void;
}

/** The typed meal: one box, examples to start from, the server's length limit counted down near its end. */
export function MealDescriptionForm({ value, error, disabled, onChange, onSubmit }: MealDescriptionFormProps) {
  const id = useId();
  const box = useRef<HTMLTextAreaElement>(null);
  const left = MEAL_DESCRIPTION_MAX_LENGTH - value.length;

  // A refused description sends the eye, and the keyboard, back to the box.
  useEffect(() => {
    if (error) box.current?.focus();
  }, [error]);

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === "Enter" && (event.ctrlKey || event.metaKey) && !event.nativeEvent.isComposing) {
      event.preventDefault();
      onSubmit();
    }
  };

  return (
    <div className="space-y-2">
      <Label htmlFor={id}>{i18n._("What did you eat?")}</Label>
      <Textarea
        ref={box}
        id={id}
        rows={3}
        value={value}
        maxLength={MEAL_DESCRIPTION_MAX_LENGTH}
        disabled={disabled}
        placeholder={EXAMPLES[0]}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={onKeyDown}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ""}`}
        className="resize-y"
      />
      <FieldError id={`${id}-error`} message={error ?? undefined} />
      <p id={`${id}-hint`} className="text-xs text-neutral-600 dark:text-neutral-400">
        {i18n._(
          "Name each food with its amount: a number, grams, cups, spoons or slices. Separate foods with commas or new lines.",
        )}
      </p>
      {left <= COUNTER_FROM && (
        <p aria-live="polite" className="text-xs text-neutral-600 dark:text-neutral-400">
          {left === 0
            ? i18n._("Limit of {max} characters reached", { max: plainNumber(MEAL_DESCRIPTION_MAX_LENGTH) })
            : i18n._("{count, plural, one {# character left} other {# characters left}}", { count: left })}
        </p>
      )}
      <div className="flex flex-wrap items-center gap-1.5 text-xs">
        <span className="text-neutral-600 dark:text-neutral-400">{i18n._("Try:")}</span>
        {EXAMPLES.map((example) => (
          <Button
            key={example}
            type="button"
            variant="outline"
            size="sm"
            disabled={disabled}
            className="h-auto max-w-full px-2 py-1 text-left text-xs whitespace-normal"
            onClick={() => {
              onChange(example);
              box.current?.focus();
            }}
          >
            {example}
          </Button>
        ))}
      </div>
    </div>
  );
}
