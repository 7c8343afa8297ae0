import { Camera, NotebookPen, ScanLine, Sparkles } from "lucide-react";
import { Link } from "react-router";
import { PremiumGate } from "../../components/premium-gate.js";
import { Alert } from "../../components/ui/alert.js";
import { Button } from "../../components/ui/button.js";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card.js";
import { Skeleton } from "../../components/ui/skeleton.js";
import { InlineSpinner } from "../../components/ui/spinner.js";
import { EmptyState, ErrorPanel } from "../../components/ui/state-panels.js";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../components/ui/tabs.js";
import { i18n } from "../../lib/i18n.js";
import { AnalysisResults } from "./analysis-results.js";
import { shownMessage, useAnalyzerCapabilities } from "./api.js";
import { FreeTrialUsedPanel, registerPath } from "./free-trial-used-panel.js";
import { ImagePicker } from "./image-picker.js";
import { MealDescriptionForm } from "./meal-description-form.js";
import { PremiumFeaturesCard } from "./premium-features-card.js";
import { type AnalyzerMode, useFoodAnalyzer } from "./use-food-analyzer.js";
import { PhotosNeedVisionLine, VisionModelNotice } from "./vision-model-notice.js";

type Analyzer = ReturnType<typeof useFoodAnalyzer>;

function ResultsBody({ analyzer }: { analyzer: Analyzer }) {
  const { outcome, analyzing } = analyzer;
  if (analyzing) {
    return (
      <div role="status" aria-label={i18n._("Analysing your meal")} className="space-y-3">
        <Skeleton className="h-24 w-full" />
        <Skeleton className="h-14 w-full" />
        <Skeleton className="h-14 w-full" />
      </div>
    );
  }
  if (!outcome) {
    return (
      <EmptyState icon={<ScanLine />}>
        <p>{i18n._("Results appear here.")}</p>
        <p>
          {analyzer.mode === "photo"
            ? i18n._("Add a photo of your meal, then press Analyze.")
            : i18n._("Describe what you ate, then press Analyze.")}
        </p>
      </EmptyState>
    );
  }
  switch (outcome.kind) {
    case "analysis":
      return <AnalysisResults analysis={outcome.analysis} source={outcome.source} />;
    case "needsVisionModel":
      return <VisionModelNotice onDescribe={() => analyzer.setMode("description")} />;
    case "locked":
      return (
        <PremiumGate access="locked" feature={i18n._("the food analyzer")}>
          {null}
        </PremiumGate>
      );
    case "error":
      return (
        <ErrorPanel
          title={analyzer.mode === "photo" ? i18n._("Error during image analysis") : i18n._("Error during analysis")}
          onRetry={() => void analyzer.analyze()}
        >
          {shownMessage(outcome.message)}
        </ErrorPanel>
      );
    default:
      return null;
  }
}

function AnalyzeButton({ analyzer }: { analyzer: Analyzer }) {
  return (
    <Button className="w-full" size="lg" onClick={() => void analyzer.analyze()} disabled={analyzer.analyzing}>
      {analyzer.analyzing ? <InlineSpinner /> : <Sparkles aria-hidden="true" className="size-4" />}
      {analyzer.analyzing ? i18n._("Analyzing…") : i18n._("Analyze")}
    </Button>
  );
}

function DescriptionInput({ analyzer }: { analyzer: Analyzer }) {
  return (
    <MealDescriptionForm
      value={analyzer.description}
      error={analyzer.descriptionError}
      disabled={analyzer.analyzing}
      onChange={analyzer.describe}
      onSubmit={() => void analyzer.analyze()}
    />
  );
}

function PhotoInput({ analyzer }: { analyzer: Analyzer }) {
  return (
    <ImagePicker image={analyzer.image} disabled={analyzer.analyzing} onPick={analyzer.pick} onClear={analyzer.clear} />
  );
}

/** The meal to analyse: words always; a photo too where a vision model can see it. */
function MealInput({ analyzer, photos, pending }: { analyzer: Analyzer; photos: boolean; pending: boolean }) {
  if (pending) {
    return (
      <div role="status" aria-label={i18n._("Loading the analyzer")} className="space-y-3">
        <Skeleton className="h-10 w-48" />
        <Skeleton className="h-24 w-full" />
      </div>
    );
  }
  if (!photos) {
    return (
      <div className="space-y-4">
        <DescriptionInput analyzer={analyzer} />
        <AnalyzeButton analyzer={analyzer} />
        <PhotosNeedVisionLine />
      </div>
    );
  }
  return (
    <Tabs value={analyzer.mode} onValueChange={(value) => analyzer.setMode(value as AnalyzerMode)}>
      <TabsList aria-label={i18n._("What to analyse")}>
        <TabsTrigger value="photo">
          <Camera aria-hidden="true" className="size-4" />
          {i18n._("Photo")}
        </TabsTrigger>
        <TabsTrigger value="description">
          <NotebookPen aria-hidden="true" className="size-4" />
          {i18n._("Describe")}
        </TabsTrigger>
      </TabsList>
      <TabsContent value="photo" className="mt-4 space-y-4">
        <PhotoInput analyzer={analyzer} />
        <AnalyzeButton analyzer={analyzer} />
      </TabsContent>
      <TabsContent value="description" className="mt-4 space-y-4">
        <DescriptionInput analyzer={analyzer} />
        <AnalyzeButton analyzer={analyzer} />
      </TabsContent>
    </Tabs>
  );
}

/**
 * The food analyzer (spec commercial 2): a meal in, the foods, calories and macros out. Typed
 * meals are answered from the food database on every install; photos need a vision model.
 */
export function FoodAnalyzer() {
  const capabilities = useAnalyzerCapabilities();
  // Not known (still asking, or the question failed): words work everywhere, so offer those.
  const photos = capabilities.data?.photos ?? false;
  const analyzer = useFoodAnalyzer({ photos });
  return (
    <div className="space-y-6">
      <header className="space-y-2">
        <h1 className="flex items-center gap-2 text-2xl font-bold sm:text-3xl">
          <Camera aria-hidden="true" className="size-7 text-emerald-700 dark:text-emerald-400" />
          {i18n._("Food Analyzer")}
        </h1>
        <p className="max-w-2xl text-neutral-600 dark:text-neutral-400">
          {photos
            ? i18n._("Photograph your plate or describe it in words, and get its foods, calories and macros.")
            : i18n._("Describe what you ate in words, and get its foods, calories and macros from the food database.")}
          {!analyzer.signedIn && ` ${i18n._("One analysis is free without an account.")}`}
        </p>
      </header>

      {analyzer.blocked && <FreeTrialUsedPanel />}
      {analyzer.firstAnalysisComplete && !analyzer.blocked && (
        <Alert role="status" className="flex flex-wrap items-center justify-between gap-3">
          <p>
            <strong>{i18n._("First Analysis Complete.")}</strong>{" "}
            {i18n._("Your results stay here; create a free account to analyse more meals and log them.")}
          </p>
          <Button asChild size="sm">
            <Link to={registerPath}>{i18n._("Create Account")}</Link>
          </Button>
        </Alert>
      )}

      <div className="grid gap-6 lg:grid-cols-2 lg:items-start">
        <Card>
          <CardHeader>
            <CardTitle as="h2">{i18n._("Your meal")}</CardTitle>
            <CardDescription>
              {photos
                ? i18n._("Upload a photo, take one, or describe the meal.")
                : i18n._("Type the foods and how much of each.")}
            </CardDescription>
          </CardHeader>
          <CardContent>
            <MealInput analyzer={analyzer} photos={photos} pending={capabilities.isPending} />
          </CardContent>
        </Card>
        <Card aria-live="polite">
          <CardHeader>
            <CardTitle as="h2">{i18n._("Results")}</CardTitle>
          </CardHeader>
          <CardContent>
            <ResultsBody analyzer={analyzer} />
          </CardContent>
        </Card>
      </div>

      {!analyzer.signedIn && <PremiumFeaturesCard photos={photos} />}
    </div>
  );
}
