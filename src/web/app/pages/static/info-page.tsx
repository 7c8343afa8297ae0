import { Link } from "react-router";
import { Button } from "../../../components/ui/button.js";
import { Section, StaticPage } from "./static-page.js";

export function InfoPage() {
  return (
    <StaticPage title="About Macrowise" lead="A calm, honest nutrition tracker you can run yourself.">
      <Section title="Our idea">
        <p>
          Eating well starts with knowing what you eat. Macrowise keeps meal logging quick, shows your calories and
          macros against goals that fit you, and adds AI help only where it saves you time.
        </p>
      </Section>
      <Section title="Your data stays yours">
        <p>
          Macrowise is self-hostable: run it on your own server and your food diary never leaves it. Export everything
          whenever you like.
        </p>
      </Section>
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button asChild variant="outline">
          <Link to="/">Back to Home</Link>
        </Button>
        <Button asChild>
          <Link to="/auth">Get Started</Link>
        </Button>
      </div>
    </StaticPage>
  );
}
