import { Trans } from "@lingui/react/macro";
import { useConfig } from "../actor-context";
import { ExternalLink } from "./ExternalLink";
import { Card } from "./Card";

export function PrivacyNote() {
  const config = useConfig();
  return (
    <Card
      className="dn-privacy"
      part="privacy"
      titleId="dn-privacy-heading"
      titleClassName="dn-privacy__title"
      title={<Trans comment="Heading of the privacy note at the bottom of the page.">Your personal data</Trans>}
    >
      <p>
        <Trans>We process your personal data to collect health insurance contributions, as the law requires.</Trans>
        {config.privacyPdfUrl && " "}
        <ExternalLink href={config.privacyPdfUrl}>
          <Trans comment="Link to the privacy notice, a PDF.">How we protect your personal data (PDF)</Trans>
        </ExternalLink>
      </p>
    </Card>
  );
}
