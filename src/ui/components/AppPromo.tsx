import { Trans } from "@lingui/react/macro";
import { safeExternalUrl } from "../../domain/safe-url";
import { useConfig } from "../actor-context";
import { ExternalLink } from "./ExternalLink";
import { Card } from "./Card";

/** Shown only when the provider configured at least one app link that may be followed. */
export function AppPromo() {
  const config = useConfig();
  const providerName = config.providerName;
  if (!safeExternalUrl(config.androidAppUrl) && !safeExternalUrl(config.iosAppUrl)) return null;
  return (
    <Card
      className="dn-card dn-apps"
      part="apps"
      titleId="dn-apps-heading"
      title={<Trans comment="Heading of the app promo box.">Our mobile app</Trans>}
    >
      <p>
        {providerName ? (
          <Trans comment="{providerName} is the insurer's name, inserted unchanged. Build the sentence so the name stays in the nominative.">
            Check your payments and debts at any time in the mobile app of {providerName}.
          </Trans>
        ) : (
          <Trans comment="App promo text when the insurer's name is not configured.">
            Check your payments and debts at any time in our mobile app.
          </Trans>
        )}
      </p>
      <div className="dn-apps__links">
        <ExternalLink href={config.androidAppUrl} className="dn-button dn-button--ghost">
          <Trans comment="Button label linking to the insurer's app on Google Play. Keep short.">App for Android</Trans>
        </ExternalLink>
        <ExternalLink href={config.iosAppUrl} className="dn-button dn-button--ghost">
          <Trans comment="Button label linking to the insurer's app on App Store. Keep short.">
            App for iPhone (iOS)
          </Trans>
        </ExternalLink>
      </div>
    </Card>
  );
}
