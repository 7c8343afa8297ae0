import { Inbox, Reply } from "lucide-react";
import type { AdminContactMessage } from "../../../shared/contracts/admin.js";
import { Badge } from "../../components/ui/badge.js";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card.js";
import { Skeleton } from "../../components/ui/skeleton.js";
import { EmptyState, ErrorPanel } from "../../components/ui/state-panels.js";
import { errorMessage } from "../../lib/api.js";
import { useContactMessages } from "./api.js";
import { formatDateTime } from "./format.js";
import { inlineLinkClasses } from "./link-classes.js";

const deliveries = {
  sent: { label: "Emailed", tone: "default" },
  waiting: { label: "Waiting to be emailed", tone: "warning" },
  failed: { label: "Email failed", tone: "danger" },
  expired: { label: "Not emailed (expired)", tone: "neutral" },
  "not-emailed": { label: "Stored only (no SUPPORT_EMAIL)", tone: "neutral" },
} as const;

function MessageItem({ message }: { message: AdminContactMessage }) {
  const delivery = deliveries[message.delivery];
  return (
    <li className="space-y-2 rounded-lg border border-neutral-200 p-4 dark:border-neutral-800">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 className="min-w-0 break-words font-semibold">{message.subject}</h3>
        <Badge tone={delivery.tone}>{delivery.label}</Badge>
      </div>
      <p className="text-sm text-neutral-600 dark:text-neutral-400">
        <a
          href={`mailto:${message.email}?subject=${encodeURIComponent(`Re: ${message.subject}`)}`}
          className={inlineLinkClasses}
        >
          <Reply aria-hidden="true" className="mr-1 inline size-3.5" />
          <span className="break-all">{message.email}</span>
        </a>
        {message.username && <> · signed in as {message.username}</>} · {formatDateTime(message.createdAt)}
      </p>
      <p className="whitespace-pre-wrap break-words text-sm">{message.message}</p>
      {message.lastError && message.delivery !== "sent" && (
        <p className="break-words text-xs text-red-700 dark:text-red-300">
          After {message.attempts} attempt{message.attempts === 1 ? "" : "s"}: {message.lastError}
        </p>
      )}
    </li>
  );
}

export function ContactMessagesPanel() {
  const messages = useContactMessages();
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Inbox aria-hidden="true" className="size-5 text-emerald-600" />
          Contact messages
        </CardTitle>
        <CardDescription>Everything sent through the contact form, newest first (the latest 200).</CardDescription>
      </CardHeader>
      <CardContent>
        {messages.isPending ? (
          <div role="status" aria-label="Loading messages" className="space-y-2">
            <Skeleton className="h-24" />
            <Skeleton className="h-24" />
          </div>
        ) : messages.isError ? (
          <ErrorPanel title="The messages could not be loaded" onRetry={() => void messages.refetch()}>
            {errorMessage(messages.error)}
          </ErrorPanel>
        ) : messages.data.length === 0 ? (
          <EmptyState icon={<Inbox />}>No contact messages yet.</EmptyState>
        ) : (
          <ul className="space-y-3">
            {messages.data.map((message) => (
              <MessageItem key={message.id} message={message} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
