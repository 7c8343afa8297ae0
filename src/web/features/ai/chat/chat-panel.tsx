import { MessagesSquare, Trash2 } from "lucide-react";
import { useState } from "react";
import type { ChatType } from "../../../../shared/contracts/ai.js";
import { PremiumGate } from "../../../components/premium-gate.js";
import { Button } from "../../../components/ui/button.js";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog.js";
import { Skeleton } from "../../../components/ui/skeleton.js";
import { ErrorPanel } from "../../../components/ui/state-panels.js";
import { errorMessage } from "../../../lib/api.js";
import { i18n } from "../../../lib/i18n.js";
import { useUser } from "../../../lib/session.js";
import { toast } from "../../../lib/toast.js";
import { usePremiumAccess } from "../../../lib/use-premium-access.js";
import { AiPanel } from "../ai-panel.js";
import { useClearChat } from "../api.js";
import { ChatComposer } from "./chat-composer.js";
import { chatConfigs } from "./chat-config.js";
import { ChatLog } from "./chat-log.js";
import { SuggestedQuestions } from "./suggested-questions.js";
import { useChat } from "./use-chat.js";

/** The Nutrition Consultant (meals) or the Nutritional Goals Consultant (goals), gated as premium. */
export function ChatPanel({ chatType, className }: { chatType: ChatType; className?: string }) {
  const config = chatConfigs[chatType];
  const title = i18n._(config.title);
  const { user } = useUser();
  const access = usePremiumAccess();
  const allowed = access.status === "allowed";
  const chat = useChat(chatType, allowed, access.reportError);
  const clear = useClearChat(chatType);
  const [confirming, setConfirming] = useState(false);
  const messages = chat.history.data ?? [];
  const onlyGreeting = messages.length === 0 && chat.pending === null;

  const onClear = () =>
    clear.mutate(undefined, {
      onSuccess: () => {
        setConfirming(false);
        toast.success(i18n._("Chat cleared"));
      },
      onError: (error) => {
        setConfirming(false);
        if (!access.reportError(error))
          toast.error(i18n._("Unable to clear the chat: {reason}", { reason: errorMessage(error) }));
      },
    });

  let body = null;
  if (chat.history.isPending) {
    body = (
      <div role="status" aria-label={i18n._("Loading the conversation")} className="space-y-3">
        <Skeleton className="h-12 w-3/4" />
        <Skeleton className="ml-auto h-10 w-1/2" />
        <Skeleton className="h-16 w-3/4" />
      </div>
    );
  } else if (chat.history.isError) {
    body = (
      <ErrorPanel title={i18n._("The conversation could not be loaded")} onRetry={() => void chat.history.refetch()}>
        {errorMessage(chat.history.error)}
      </ErrorPanel>
    );
  } else {
    body = (
      <div className="flex flex-col gap-3">
        <ChatLog
          label={i18n._(config.conversation)}
          botName={title}
          greeting={i18n._(config.greeting, { name: user?.username ?? i18n._("there") })}
          messages={messages}
          pending={chat.pending}
        />
        {onlyGreeting && (
          <SuggestedQuestions questions={config.suggestions.map((q) => i18n._(q))} onPick={(q) => void chat.send(q)} />
        )}
        <ChatComposer
          label={i18n._(config.ask)}
          placeholder={i18n._(config.placeholder)}
          busy={chat.pending !== null}
          onSend={(text) => void chat.send(text)}
        />
      </div>
    );
  }

  return (
    <AiPanel
      id={`chat-${chatType}`}
      icon={<MessagesSquare />}
      title={title}
      description={i18n._(config.description)}
      className={className}
      actions={
        allowed && messages.length > 0 ? (
          <Button variant="ghost" size="sm" onClick={() => setConfirming(true)} disabled={chat.pending !== null}>
            <Trash2 aria-hidden="true" className="size-4" />
            {i18n._("Clear chat")}
          </Button>
        ) : null
      }
    >
      <PremiumGate access={access.status} feature={i18n._(config.gateFeature)}>
        {body}
      </PremiumGate>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={i18n._("Clear chat?")}
        description={i18n._(config.clearDescription)}
        confirmLabel={i18n._("Clear chat")}
        pending={clear.isPending}
        onConfirm={onClear}
      />
    </AiPanel>
  );
}
