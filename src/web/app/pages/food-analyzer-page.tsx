import { PageContainer } from "../../components/ui/page-container.js";
import { FoodAnalyzer } from "../../features/food-analyzer/food-analyzer.js";
import { useDocumentTitle } from "../../lib/use-document-title.js";

/** /food-analyzer: works without an account (spec commercial 2). */
export function FoodAnalyzerPage() {
  useDocumentTitle("Food Analyzer");
  return (
    <PageContainer>
      <FoodAnalyzer />
    </PageContainer>
  );
}
