import { Monitor, Smartphone } from "lucide-react";
import { useState } from "react";
import { Button } from "../../../components/ui/button.js";
import { Card, CardContent, CardHeader, CardTitle } from "../../../components/ui/card.js";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../../components/ui/tabs.js";
import { androidSteps, desktopBenefits, desktopSteps, iosSteps } from "./install-steps.js";
import { BulletList, StaticPage } from "./static-page.js";

function Steps({ steps }: { steps: readonly string[] }) {
  return (
    <ol className="list-decimal space-y-2 pl-5">
      {steps.map((step) => (
        <li key={step}>{step}</li>
      ))}
    </ol>
  );
}

export function InstallPage() {
  const [device, setDevice] = useState<"mobile" | "desktop">("mobile");
  return (
    <StaticPage title="Install the App" lead="Add Macrowise to your phone or computer for quick, full-screen access.">
      <fieldset className="flex gap-2">
        <legend className="sr-only">Device</legend>
        <Button
          variant={device === "mobile" ? "default" : "outline"}
          aria-pressed={device === "mobile"}
          onClick={() => setDevice("mobile")}
        >
          <Smartphone aria-hidden="true" className="size-4" />
          Mobile
        </Button>
        <Button
          variant={device === "desktop" ? "default" : "outline"}
          aria-pressed={device === "desktop"}
          onClick={() => setDevice("desktop")}
        >
          <Monitor aria-hidden="true" className="size-4" />
          Desktop
        </Button>
      </fieldset>
      {device === "mobile" ? (
        <Tabs defaultValue="ios">
          <TabsList aria-label="Mobile platform">
            <TabsTrigger value="ios">iOS</TabsTrigger>
            <TabsTrigger value="android">Android</TabsTrigger>
          </TabsList>
          <TabsContent value="ios">
            <Card>
              <CardHeader>
                <CardTitle>Install on iPhone or iPad</CardTitle>
              </CardHeader>
              <CardContent>
                <Steps steps={iosSteps} />
              </CardContent>
            </Card>
          </TabsContent>
          <TabsContent value="android">
            <Card>
              <CardHeader>
                <CardTitle>Install on Android</CardTitle>
              </CardHeader>
              <CardContent>
                <Steps steps={androidSteps} />
              </CardContent>
            </Card>
          </TabsContent>
        </Tabs>
      ) : (
        <Card>
          <CardHeader>
            <CardTitle>Install on your computer</CardTitle>
          </CardHeader>
          <CardContent className="space-y-4">
            <Steps steps={desktopSteps} />
            <p className="text-sm text-neutral-600 dark:text-neutral-400">
              Firefox and Safari on desktop have limited support for installing web apps; you can still use Macrowise in
              a normal tab or bookmark it.
            </p>
            <h3 className="font-semibold">Benefits</h3>
            <BulletList items={desktopBenefits} />
          </CardContent>
        </Card>
      )}
    </StaticPage>
  );
}
