import { Camera, ScanLine, Sparkles } from "lucide-react";
import { Link } from "react-router";
import { Alert } from "../../components/ui/alert.js";
import { Button } from "../../components/ui/button.js";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card.js";
import { Skeleton } from "../../components/ui/skeleton.js";
import { InlineSpinner } from "../../components/ui/spinner.js";
import { EmptyState, ErrorPanel } from "../../components/ui/state-panels.js";
import { PremiumGate } from "../ai/premium-gate.js";
import { AnalysisResults } from "./analysis-results.js";
import { FreeTrialUsedPanel, registerPath } from "./free-trial-used-panel.js";
import { ImagePicker } from "./image-picker.js";
import { PremiumFeaturesCard } from "./premium-features-card.js";
import { useFoodAnalyzer } from "./use-food-analyzer.js";
import { VisionModelNotice } from "./vision-model-notice.js";

function ResultsBody({ analyzer }: { analyzer: ReturnType<typeof useFoodAnalyzer> }) {
  const { outcome, analyzing } = analyzer;
  if (analyzing) {
    return (
      <div role="status" aria-label="Analysing the photo" className="space-y-3">
        <Skeleton className="h-24 w-full" />
        <Skeleton className="h-14 w-full" />
        <Skeleton className="h-14 w-full" />
      </div>
    );
  }
  if (!outcome) {
    return (
      <EmptyState icon={<ScanLine />}>
        <p>Results appear here.</p>
        <p>Add a photo of your meal, then press Analyze.</p>
      </EmptyState>
    );
  }
  switch (outcome.kind) {
    case "analysis":
      return <AnalysisResults analysis={outcome.analysis} />;
    case "needsVisionModel":
      return <VisionModelNotice signedIn={analyzer.signedIn} />;
    case "locked":
      return (
        <PremiumGate access="locked" feature="the food analyzer">
          {null}
        </PremiumGate>
      );
    case "error":
      return (
        <ErrorPanel title="Error during image analysis" onRetry={() => void analyzer.analyze()}>
          {outcome.message}
        </ErrorPanel>
      );
    default:
      return null;
  }
}

/** The food analyzer (spec commercial 2): a photo in, the foods, calories and macros out. */
export function FoodAnalyzer() {
  const analyzer = useFoodAnalyzer();
  return (
    <div className="space-y-6">
      <header className="space-y-2">
        <h1 className="flex items-center gap-2 text-2xl font-bold sm:text-3xl">
          <Camera aria-hidden="true" className="size-7 text-emerald-600" />
          Food Analyzer
        </h1>
        <p className="max-w-2xl text-neutral-600 dark:text-neutral-400">
          Photograph your plate and get an estimate of its foods, calories and macros.
          {!analyzer.signedIn && " One analysis is free without an account."}
        </p>
      </header>

      {analyzer.blocked && <FreeTrialUsedPanel />}
      {analyzer.firstAnalysisComplete && !analyzer.blocked && (
        <Alert role="status" className="flex flex-wrap items-center justify-between gap-3">
          <p>
            <strong>First Analysis Complete.</strong> Your results stay here; create a free account to analyse more
            meals and log them.
          </p>
          <Button asChild size="sm">
            <Link to={registerPath}>Create Account</Link>
          </Button>
        </Alert>
      )}

      <div className="grid gap-6 lg:grid-cols-2 lg:items-start">
        <Card>
          <CardHeader>
            <CardTitle as="h2">Your meal</CardTitle>
            <CardDescription>Upload a photo or take one with your camera.</CardDescription>
          </CardHeader>
          <CardContent className="space-y-4">
            <ImagePicker
              image={analyzer.image}
              disabled={analyzer.analyzing}
              onPick={analyzer.pick}
              onClear={analyzer.clear}
            />
            <Button className="w-full" size="lg" onClick={() => void analyzer.analyze()} disabled={analyzer.analyzing}>
              {analyzer.analyzing ? <InlineSpinner /> : <Sparkles aria-hidden="true" className="size-4" />}
              {analyzer.analyzing ? "Analyzing…" : "Analyze"}
            </Button>
          </CardContent>
        </Card>
        <Card aria-live="polite">
          <CardHeader>
            <CardTitle as="h2">Results</CardTitle>
          </CardHeader>
          <CardContent>
            <ResultsBody analyzer={analyzer} />
          </CardContent>
        </Card>
      </div>

      {!analyzer.signedIn && <PremiumFeaturesCard />}
    </div>
  );
}
