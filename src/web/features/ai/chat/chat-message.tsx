import { Bot, User } from "lucide-react";
import { cn } from "../../../lib/cn.js";
import { i18n } from "../../../lib/i18n.js";
import { inlineSegments, messageBlocks } from "./message-blocks.js";

function Inline({ text }: { text: string }) {
  return inlineSegments(text).map((segment, index) =>
    // biome-ignore lint/suspicious/noArrayIndexKey: segments of one fixed string
    segment.bold ? <strong key={index}>{segment.text}</strong> : <span key={index}>{segment.text}</span>,
  );
}

function MessageText({ text }: { text: string }) {
  return messageBlocks(text).map((block, index) =>
    block.kind === "list" ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: blocks of one fixed string
      <ul key={index} className="list-disc space-y-0.5 pl-5">
        {block.items.map((item, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: items of one fixed string
          <li key={i}>
            <Inline text={item} />
          </li>
        ))}
      </ul>
    ) : (
      // biome-ignore lint/suspicious/noArrayIndexKey: blocks of one fixed string
      <p key={index} className="whitespace-pre-wrap">
        <Inline text={block.lines.join("\n")} />
      </p>
    ),
  );
}

interface ChatMessageProps {
  from: "user" | "assistant";
  text: string;
  botName: string;
  failed?: boolean;
  streaming?: boolean;
}

/** One bubble: the user's on the right, the consultant's on the left. */
export function ChatMessage({ from, text, botName, failed = false, streaming = false }: ChatMessageProps) {
  const mine = from === "user";
  return (
    <li className={cn("flex items-end gap-2", mine && "flex-row-reverse")}>
      <span
        aria-hidden="true"
        className={cn(
          "flex size-7 shrink-0 items-center justify-center rounded-full",
          mine
            ? "bg-neutral-200 text-neutral-700 dark:bg-neutral-700 dark:text-neutral-200"
            : "bg-emerald-100 text-emerald-700 dark:bg-emerald-900 dark:text-emerald-300",
        )}
      >
        {mine ? <User className="size-4" /> : <Bot className="size-4" />}
      </span>
      <div
        className={cn(
          "max-w-[85%] space-y-2 rounded-2xl px-3.5 py-2 text-sm leading-relaxed wrap-anywhere",
          mine
            ? "rounded-br-sm bg-emerald-600 text-white dark:bg-emerald-600"
            : "rounded-bl-sm bg-neutral-100 text-neutral-900 dark:bg-neutral-800 dark:text-neutral-100",
          failed &&
            "border border-red-300 bg-red-50 text-red-900 dark:border-red-900 dark:bg-red-950 dark:text-red-100",
        )}
      >
        <span className="sr-only">{mine ? i18n._("You said:") : i18n._("{botName} said:", { botName })}</span>
        <MessageText text={text} />
        {streaming && (
          <span aria-hidden="true" className="ml-0.5 inline-block h-4 w-1.5 animate-pulse bg-current align-middle" />
        )}
      </div>
    </li>
  );
}

/** The typing indicator while the first words are on their way. */
export function TypingIndicator({ botName }: { botName: string }) {
  return (
    <li className="flex items-end gap-2">
      <span
        aria-hidden="true"
        className="flex size-7 shrink-0 items-center justify-center rounded-full bg-emerald-100 text-emerald-700 dark:bg-emerald-900 dark:text-emerald-300"
      >
        <Bot className="size-4" />
      </span>
      <div className="flex items-center gap-1 rounded-2xl rounded-bl-sm bg-neutral-100 px-4 py-3 dark:bg-neutral-800">
        <span className="sr-only">{i18n._("{botName} is typing", { botName })}</span>
        {[0, 150, 300].map((delay) => (
          <span
            key={delay}
            aria-hidden="true"
            className="size-1.5 animate-bounce rounded-full bg-neutral-500 dark:bg-neutral-400"
            style={{ animationDelay: `${delay}ms` }}
          />
        ))}
      </div>
    </li>
  );
}
