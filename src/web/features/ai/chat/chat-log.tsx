import { useEffect, useRef } from "react";
import type { ChatEntry } from "../api.js";
import { ChatMessage, TypingIndicator } from "./chat-message.js";
import type { PendingExchange } from "./use-chat.js";

interface ChatLogProps {
  label: string;
  botName: string;
  greeting: string;
  messages: ChatEntry[];
  pending: PendingExchange | null;
}

/** The conversation as a live log: new messages are announced, the streaming one once it is complete. */
export function ChatLog({ label, botName, greeting, messages, pending }: ChatLogProps) {
  const scroller = useRef<HTMLDivElement>(null);
  const last = messages.at(-1);
  const lastKey = `${messages.length}:${last?.createdAt ?? ""}:${pending?.answer.length ?? -1}`;

  // Keep the newest message in view inside the log (never scroll the page itself).
  useEffect(() => {
    const element = scroller.current;
    if (element && lastKey) element.scrollTop = element.scrollHeight;
  }, [lastKey]);

  return (
    <div
      ref={scroller}
      role="log"
      aria-label={label}
      aria-live="polite"
      aria-busy={pending !== null}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
      tabIndex={0}
      // `relative`: the screen-reader-only labels of a long history are positioned boxes; without a
      // positioned scroller they escape its overflow and lengthen the page below the chat.
      className="relative h-80 overflow-y-auto lg:h-96 rounded-lg border border-neutral-200 bg-neutral-50/60 p-3 outline-none focus-visible:ring-2 focus-visible:ring-emerald-500 dark:border-neutral-800 dark:bg-neutral-950/40"
    >
      <ul className="space-y-3">
        <ChatMessage from="assistant" text={greeting} botName={botName} />
        {messages.map((message, index) => (
          <ChatMessage
            // biome-ignore lint/suspicious/noArrayIndexKey: history is append-only, in order
            key={`${index}-${message.createdAt}`}
            from={message.role}
            text={message.content}
            botName={botName}
            failed={message.failed}
          />
        ))}
        {pending && (
          <>
            <ChatMessage from="user" text={pending.question} botName={botName} />
            {pending.answer === "" ? (
              <TypingIndicator botName={botName} />
            ) : (
              <ChatMessage from="assistant" text={pending.answer} botName={botName} streaming />
            )}
          </>
        )}
      </ul>
    </div>
  );
}
