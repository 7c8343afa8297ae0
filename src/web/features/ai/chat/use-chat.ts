import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { aiMessages, type ChatType } from "../../../../shared/contracts/ai.js";
import { i18n } from "../../../lib/i18n.js";
import { toast } from "../../../lib/toast.js";
import { type ChatEntry, chatHistoryKey, useChatHistory } from "../api.js";
import { streamChat } from "../stream-chat.js";
import { CHAT_APOLOGY } from "./chat-config.js";

/** The question being answered and the answer so far. */
export interface PendingExchange {
  question: string;
  answer: string;
}

/**
 * The conversation: the server's history, then each new exchange streamed in. Finished exchanges
 * join the cached history; a failed one shows the question and an apology (spec core 8).
 */
export function useChat(chatType: ChatType, enabled: boolean, reportError: (error: unknown) => boolean) {
  const queryClient = useQueryClient();
  const history = useChatHistory(chatType, enabled);
  const [pending, setPending] = useState<PendingExchange | null>(null);
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);

  useEffect(() => {
    if (history.isError) reportError(history.error);
  }, [history.isError, history.error, reportError]);

  const append = (entries: ChatEntry[]) =>
    queryClient.setQueryData<ChatEntry[]>(chatHistoryKey(chatType), (old) => [...(old ?? []), ...entries]);

  const send = async (text: string) => {
    const query = text.trim();
    if (!query || pending) return;
    const abort = new AbortController();
    controller.current = abort;
    const askedAt = new Date().toISOString();
    setPending({ question: query, answer: "" });
    try {
      const result = await streamChat(
        { query, chatType },
        (piece) => setPending((current) => current && { ...current, answer: current.answer + piece }),
        abort.signal,
      );
      append([
        { role: "user", content: query, createdAt: askedAt },
        { role: "assistant", content: result.answer, createdAt: result.timestamp || new Date().toISOString() },
      ]);
    } catch (error) {
      if (abort.signal.aborted || reportError(error)) return;
      toast.error(i18n._(aiMessages.chatFailed));
      append([
        { role: "user", content: query, createdAt: askedAt },
        { role: "assistant", content: i18n._(CHAT_APOLOGY), createdAt: new Date().toISOString(), failed: true },
      ]);
    } finally {
      if (controller.current === abort) controller.current = null;
      setPending(null);
    }
  };

  return { history, pending, send };
}
