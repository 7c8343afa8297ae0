import { ArrowLeft, ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { Button } from "../../../components/ui/button.js";
import { BulletList, Section, StaticPage } from "./static-page.js";

/** Spec commercial 1 and 2: the about page is in Italian, with a way back home and a way in. */
export function AboutPage() {
  return (
    <div lang="it">
      <StaticPage
        title="Chi siamo"
        lead="Macrowise: il diario alimentare semplice e onesto che puoi ospitare tu stesso."
      >
        <Section title="La nostra idea">
          <p>
            Mangiare bene comincia dal sapere cosa si mangia. Macrowise rende veloce registrare i pasti, mostra calorie
            e macronutrienti rispetto a obiettivi su misura per te e usa l'intelligenza artificiale solo dove ti fa
            risparmiare tempo.
          </p>
        </Section>
        <Section title="Cosa puoi fare">
          <BulletList
            items={[
              "Registrare i pasti con calorie, proteine, carboidrati e grassi.",
              "Impostare obiettivi nutrizionali partendo da modelli pronti o da zero.",
              "Calcolare BMI e metabolismo basale dal tuo profilo.",
              "Seguire i tuoi progressi con grafici settimanali.",
              "Ricevere suggerimenti di pasti e obiettivi dall'assistente AI.",
            ]}
          />
        </Section>
        <Section title="I tuoi dati restano tuoi">
          <p>
            Macrowise si può installare sul proprio server: il tuo diario non esce mai da lì, e puoi esportare tutto
            quando vuoi.
          </p>
        </Section>
        <div className="flex flex-col gap-3 sm:flex-row">
          <Button asChild variant="outline">
            <Link to="/">
              <ArrowLeft aria-hidden="true" className="size-4" />
              Torna alla home
            </Link>
          </Button>
          <Button asChild>
            <Link to="/auth?mode=login">
              Inizia ora
              <ArrowRight aria-hidden="true" className="size-4" />
            </Link>
          </Button>
        </div>
      </StaticPage>
    </div>
  );
}
