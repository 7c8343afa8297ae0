import { CircleCheck, Download, Monitor, Smartphone } from "lucide-react";
import { useSearchParams } from "react-router";
import { Alert } from "../../../components/ui/alert.js";
import { Button } from "../../../components/ui/button.js";
import { Card, CardContent, CardHeader, CardTitle } from "../../../components/ui/card.js";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../../components/ui/tabs.js";
import { useInstallPrompt } from "../../../features/install/install-prompt.js";
import { QrCode } from "../../../features/install/qr-code.js";
import { i18n } from "../../../lib/i18n.js";
import { toast } from "../../../lib/toast.js";
import { androidSteps, desktopBenefits, desktopSteps, iosSteps } from "./install-steps.js";
import { BulletList, StaticPage } from "./static-page.js";

function Steps({ steps }: { steps: readonly string[] }) {
  return (
    <ol className="list-decimal space-y-2 pl-5">
      {steps.map((step) => (
        <li key={step}>{i18n._(step)}</li>
      ))}
    </ol>
  );
}

type Platform = "ios" | "android" | "desktop";
const platforms: readonly Platform[] = ["ios", "android", "desktop"];

/** The page a phone opens from the QR code: this very instance, on the right tab. */
const installPath = (platform: Platform) => `/install?platform=${platform}`;

function MobilePlatform({
  platform,
  title,
  steps,
}: {
  platform: "ios" | "android";
  title: string;
  steps: readonly string[];
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{title}</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-6 sm:flex-row sm:items-start">
        <QrCode
          path={installPath(platform)}
          label={
            platform === "ios"
              ? i18n._("QR code: scan it with your iPhone or iPad to open these steps there")
              : i18n._("QR code: scan it with your Android phone to open these steps there")
          }
        />
        <div className="min-w-0 flex-1 space-y-3">
          <p className="text-sm text-neutral-600 dark:text-neutral-400">
            {platform === "ios"
              ? i18n._("Scan the code with your iPhone or iPad's camera to open Macrowise there, then:")
              : i18n._("Scan the code with your Android phone's camera to open Macrowise there, then:")}
          </p>
          <Steps steps={steps} />
        </div>
      </CardContent>
    </Card>
  );
}

function InstallButton() {
  const prompt = useInstallPrompt();
  if (prompt.runningInstalled) {
    return (
      <Alert role="status" className="flex items-center gap-2">
        <CircleCheck aria-hidden="true" className="size-4 shrink-0" />
        {i18n._("You are using the installed Macrowise app.")}
      </Alert>
    );
  }
  if (!prompt.canInstall) return null;
  return (
    <Card className="border-emerald-300 dark:border-emerald-800">
      <CardContent className="flex flex-col gap-3 pt-5 sm:flex-row sm:items-center sm:justify-between">
        <p className="font-medium">{i18n._("Your browser can install Macrowise right now.")}</p>
        <Button
          onClick={async () => {
            const outcome = await prompt.install();
            if (outcome === "accepted")
              toast.success(i18n._("Macrowise installed"), { description: i18n._("Find it with your other apps.") });
          }}
        >
          <Download aria-hidden="true" className="size-4" />
          {i18n._("Install Macrowise")}
        </Button>
      </CardContent>
    </Card>
  );
}

export function InstallPage() {
  const [params, setParams] = useSearchParams();
  const requested = params.get("platform") as Platform | null;
  const platform: Platform = requested && platforms.includes(requested) ? requested : "ios";
  const device = platform === "desktop" ? "desktop" : "mobile";
  const choose = (next: Platform) => setParams({ platform: next }, { replace: true });

  return (
    <StaticPage
      title={i18n._("Install the App")}
      lead={i18n._("Add Macrowise to your phone or computer for quick, full-screen access.")}
    >
      <InstallButton />
      <fieldset className="flex gap-2">
        <legend className="sr-only">{i18n._("Device")}</legend>
        <Button
          variant={device === "mobile" ? "default" : "outline"}
          aria-pressed={device === "mobile"}
          onClick={() => choose("ios")}
        >
          <Smartphone aria-hidden="true" className="size-4" />
          {i18n._("Mobile")}
        </Button>
        <Button
          variant={device === "desktop" ? "default" : "outline"}
          aria-pressed={device === "desktop"}
          onClick={() => choose("desktop")}
        >
          <Monitor aria-hidden="true" className="size-4" />
          {i18n._("Desktop")}
        </Button>
      </fieldset>
      {device === "mobile" ? (
        <Tabs value={platform} onValueChange={(value) => choose(value as Platform)}>
          <TabsList aria-label={i18n._("Mobile platform")}>
            <TabsTrigger value="ios">iOS</TabsTrigger>
            <TabsTrigger value="android">Android</TabsTrigger>
          </TabsList>
          <TabsContent value="ios">
            <MobilePlatform platform="ios" title={i18n._("Install on iPhone or iPad")} steps={iosSteps} />
          </TabsContent>
          <TabsContent value="android">
            <MobilePlatform platform="android" title={i18n._("Install on Android")} steps={androidSteps} />
          </TabsContent>
        </Tabs>
      ) : (
        <Card>
          <CardHeader>
            <CardTitle as="h2">{i18n._("Install on your computer")}</CardTitle>
          </CardHeader>
          <CardContent className="space-y-4">
            <Steps steps={desktopSteps} />
            <p className="text-sm text-neutral-600 dark:text-neutral-400">
              {i18n._(
                "Firefox and Safari on desktop have limited support for installing web apps; you can still use Macrowise in a normal tab or bookmark it.",
              )}
            </p>
            <h3 className="font-semibold">{i18n._("Benefits")}</h3>
            <BulletList items={desktopBenefits.map((benefit) => i18n._(benefit))} />
          </CardContent>
        </Card>
      )}
    </StaticPage>
  );
}
