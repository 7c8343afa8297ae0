import { House } from "lucide-react";
import { Link } from "react-router";
import { Button } from "../../../components/ui/button.js";
import { useDocumentTitle } from "../../../lib/use-document-title.js";
import { PaymentResult } from "./payment-result.js";

/** /subscription-success (spec commercial 2): the subscription-confirmed page, in Italian. */
export function SubscriptionSuccessPage() {
  useDocumentTitle("Abbonamento confermato");
  return (
    <div lang="it">
      <PaymentResult
        tone="success"
        title="Abbonamento confermato!"
        actions={
          <Button asChild>
            <Link to="/">
              <House aria-hidden="true" className="size-4" />
              Torna alla home
            </Link>
          </Button>
        }
      >
        <p>
          Grazie per esserti abbonato a MacroWise Premium. Il tuo piano è attivo: tutte le funzionalità premium sono
          disponibili da subito.
        </p>
      </PaymentResult>
    </div>
  );
}
