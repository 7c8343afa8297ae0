import { Link } from "react-router";
import { SupportEmail } from "../../../features/contact/support-email.js";
import { i18n } from "../../../lib/i18n.js";
import { inlineLink } from "./link-classes.js";
import { keep, withParts } from "./text-parts.js";

/** The contact page's link, for sentences said when the server has no support address. */
export function ContactFormLink() {
  return (
    <Link to="/contatti" className={inlineLink}>
      {i18n._("the contact form")}
    </Link>
  );
}

/** "Write to support@example.com.", or to the contact form when the operator set no address. */
export function WriteToSupport() {
  return (
    <SupportEmail className={inlineLink}>
      {(email) => {
        if (email) return withParts(i18n._("Write to {email}.", keep({ email })), { email });
        const contactForm = <ContactFormLink />;
        return withParts(i18n._("Write to us with {contactForm}.", keep({ contactForm })), { contactForm });
      }}
    </SupportEmail>
  );
}
