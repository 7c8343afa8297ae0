import { focusRing } from "../../../components/ui/focus-ring.js";
import { cn } from "../../../lib/cn.js";
import { i18n } from "../../../lib/i18n.js";

/** Tappable starter questions; shown only while the greeting is the only message (spec core 4). */
export function SuggestedQuestions({ questions, onPick }: { questions: string[]; onPick: (q: string) => void }) {
  return (
    <div className="space-y-2">
      <p className="text-xs font-medium text-neutral-500 dark:text-neutral-400">{i18n._("Try asking")}</p>
      <ul className="flex flex-wrap gap-2">
        {questions.map((question) => (
          <li key={question}>
            <button
              type="button"
              onClick={() => onPick(question)}
              className={cn(
                "cursor-pointer rounded-full border border-emerald-200 bg-emerald-50 px-3 py-1.5 text-left text-xs font-medium text-emerald-800 transition-colors hover:bg-emerald-100 dark:border-emerald-900 dark:bg-emerald-950 dark:text-emerald-200 dark:hover:bg-emerald-900",
                focusRing,
              )}
            >
              {question}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
