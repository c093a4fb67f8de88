import { Trans } from "@lingui/react/macro";
import { useOptions } from "../actor-context";
import { ExternalLink } from "./ExternalLink";

export function AppPromo() {
  const { config } = useOptions();
  return (
    <section className="dn-card dn-apps" part="apps" aria-labelledby="dn-apps-heading">
      <h2 id="dn-apps-heading" className="dn-card__title">
        <Trans>Our mobile app</Trans>
      </h2>
      <p>
        <Trans>Check your payments and debts at any time in the mobile app of {config.providerName}.</Trans>
      </p>
      <div className="dn-apps__links">
        <ExternalLink href={config.androidAppUrl} className="dn-button dn-button--ghost">
          <Trans>App for Android</Trans>
        </ExternalLink>
        <ExternalLink href={config.iosAppUrl} className="dn-button dn-button--ghost">
          <Trans>App for iPhone (iOS)</Trans>
        </ExternalLink>
      </div>
    </section>
  );
}
