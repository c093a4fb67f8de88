import { Trans } from "@lingui/react/macro";
import { useConfig } from "../actor-context";
import { ExternalLink } from "./ExternalLink";

export function PrivacyNote() {
  const config = useConfig();
  return (
    <section className="dn-privacy" part="privacy" aria-labelledby="dn-privacy-heading">
      <h2 id="dn-privacy-heading" className="dn-privacy__title">
        <Trans comment="Heading of the privacy note at the bottom of the page.">Your personal data</Trans>
      </h2>
      <p>
        <Trans>We process your personal data to collect health insurance contributions, as the law requires.</Trans>{" "}
        <ExternalLink href={config.privacyPdfUrl}>
          <Trans comment="Link to the privacy notice, a PDF.">How we protect your personal data (PDF)</Trans>
        </ExternalLink>
      </p>
    </section>
  );
}
