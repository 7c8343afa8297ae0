import { LayoutDashboard } from "lucide-react";
import { useSearchParams } from "react-router";
import { PageContainer } from "../../../components/ui/page-container.js";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../../components/ui/tabs.js";
import { BackupsCard } from "../../../features/admin/backups-card.js";
import { ContactMessagesPanel } from "../../../features/admin/contact-messages-panel.js";
import { PaymentsCard } from "../../../features/admin/payments-card.js";
import { RestartCard } from "../../../features/admin/restart-card.js";
import { ServerStatusCard } from "../../../features/admin/server-status-card.js";
import { UsersPanel } from "../../../features/admin/users-panel.js";
import { i18n } from "../../../lib/i18n.js";
import { useDocumentTitle } from "../../../lib/use-document-title.js";
import { AdminGuard } from "../../admin-guard.js";

const tabs = ["overview", "users", "messages"] as const;
type Tab = (typeof tabs)[number];

function AdminDashboard() {
  useDocumentTitle(i18n._("Admin Dashboard"));
  const [params, setParams] = useSearchParams();
  const requested = params.get("tab");
  const tab: Tab = tabs.includes(requested as Tab) ? (requested as Tab) : "overview";

  return (
    <PageContainer className="space-y-6">
      <div>
        <h1 className="flex items-center gap-2 text-3xl font-bold tracking-tight">
          <LayoutDashboard aria-hidden="true" className="size-7 text-emerald-600" />
          {i18n._("Admin Dashboard")}
        </h1>
        <p className="mt-2 text-neutral-600 dark:text-neutral-400">
          {i18n._("This server's health, its users and the messages they sent.")}
        </p>
      </div>
      <Tabs
        value={tab}
        onValueChange={(value) => setParams(value === "overview" ? {} : { tab: value }, { replace: true })}
      >
        <TabsList aria-label={i18n._("Admin sections")}>
          <TabsTrigger value="overview">{i18n._("Overview")}</TabsTrigger>
          <TabsTrigger value="users">{i18n._("Users")}</TabsTrigger>
          <TabsTrigger value="messages">{i18n._("Messages")}</TabsTrigger>
        </TabsList>
        <TabsContent value="overview" className="space-y-6">
          <div className="grid gap-6 lg:grid-cols-2">
            <PaymentsCard />
            <RestartCard />
          </div>
          <ServerStatusCard />
          <BackupsCard />
        </TabsContent>
        <TabsContent value="users">
          <UsersPanel />
        </TabsContent>
        <TabsContent value="messages">
          <ContactMessagesPanel />
        </TabsContent>
      </Tabs>
    </PageContainer>
  );
}

/** /admin: the stored role is checked by every admin API; the guard only presents it. */
export function AdminPage() {
  return (
    <AdminGuard>
      <AdminDashboard />
    </AdminGuard>
  );
}
