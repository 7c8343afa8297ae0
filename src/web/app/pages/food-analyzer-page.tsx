import { Camera } from "lucide-react";
import { Link } from "react-router";
import { Button } from "../../components/ui/button.js";
import { Card, CardContent, CardDescription, CardHeader } from "../../components/ui/card.js";
import { PageContainer } from "../../components/ui/page-container.js";
import { useDocumentTitle } from "../../lib/use-document-title.js";

/** A placeholder until the food analyzer feature lands. */
export function FoodAnalyzerPage() {
  useDocumentTitle("Food Analyzer");
  return (
    <PageContainer className="flex justify-center">
      <Card className="w-full max-w-xl text-center">
        <CardHeader className="items-center">
          <span className="flex size-14 items-center justify-center rounded-full bg-emerald-100 text-emerald-700 dark:bg-emerald-950 dark:text-emerald-300">
            <Camera aria-hidden="true" className="size-7" />
          </span>
          <h1 className="text-2xl font-semibold">Food Analyzer</h1>
          <CardDescription>
            Photograph your plate and get an estimate of its foods, calories and macros. The analyzer arrives soon; one
            free analysis will be available without an account.
          </CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col justify-center gap-3 sm:flex-row">
          <Button asChild>
            <Link to="/home">Go to Dashboard</Link>
          </Button>
          <Button asChild variant="outline">
            <Link to="/guide#food-analyzer">How it will work</Link>
          </Button>
          <Button asChild variant="outline">
            <Link to="/pricing">View Pricing</Link>
          </Button>
        </CardContent>
      </Card>
    </PageContainer>
  );
}
