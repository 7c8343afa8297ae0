import { Inbox, Reply } from "lucide-react";
import type { AdminContactMessage } from "../../../shared/contracts/admin.js";
import { msg } from "../../../shared/i18n/msg.js";
import { Badge } from "../../components/ui/badge.js";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card.js";
import { Skeleton } from "../../components/ui/skeleton.js";
import { EmptyState, ErrorPanel } from "../../components/ui/state-panels.js";
import { errorMessage } from "../../lib/api.js";
import { i18n } from "../../lib/i18n.js";
import { useContactMessages } from "./api.js";
import { formatDateTime } from "./format.js";
import { inlineLinkClasses } from "./link-classes.js";

const deliveries = {
  sent: { label: msg("Emailed"), tone: "default" },
  waiting: { label: msg("Waiting to be emailed"), tone: "warning" },
  failed: { label: msg("Email failed"), tone: "danger" },
  expired: { label: msg("Not emailed (expired)"), tone: "neutral" },
  "not-emailed": { label: msg("Stored only (no SUPPORT_EMAIL)"), tone: "neutral" },
} as const;

function MessageItem({ message }: { message: AdminContactMessage }) {
  const delivery = deliveries[message.delivery];
  return (
    <li className="space-y-2 rounded-lg border border-neutral-200 p-4 dark:border-neutral-800">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 className="min-w-0 break-words font-semibold">{message.subject}</h3>
        <Badge tone={delivery.tone}>{i18n._(delivery.label)}</Badge>
      </div>
      <p className="text-sm text-neutral-600 dark:text-neutral-400">
        <a
          href={`mailto:${message.email}?subject=${encodeURIComponent(`Re: ${message.subject}`)}`}
          className={inlineLinkClasses}
        >
          <Reply aria-hidden="true" className="mr-1 inline size-3.5" />
          <span className="break-all">{message.email}</span>
        </a>
        {message.username && <> · {i18n._("signed in as {username}", { username: message.username })}</>} ·{" "}
        {formatDateTime(message.createdAt)}
      </p>
      <p className="whitespace-pre-wrap break-words text-sm">{message.message}</p>
      {message.lastError && message.delivery !== "sent" && (
        <p className="break-words text-xs text-red-700 dark:text-red-300">
          {i18n._("After {attempts, plural, one {# attempt} other {# attempts}}: {error}", {
            attempts: message.attempts,
            error: message.lastError,
          })}
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
          {i18n._("Contact messages")}
        </CardTitle>
        <CardDescription>
          {i18n._("Everything sent through the contact form, newest first (the latest 200).")}
        </CardDescription>
      </CardHeader>
      <CardContent>
        {messages.isPending ? (
          <div role="status" aria-label={i18n._("Loading messages")} className="space-y-2">
            <Skeleton className="h-24" />
            <Skeleton className="h-24" />
          </div>
        ) : messages.isError ? (
          <ErrorPanel title={i18n._("The messages could not be loaded")} onRetry={() => void messages.refetch()}>
            {errorMessage(messages.error)}
          </ErrorPanel>
        ) : messages.data.length === 0 ? (
          <EmptyState icon={<Inbox />}>{i18n._("No contact messages yet.")}</EmptyState>
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
