import { Trans } from "@lingui/react/macro";
import { useConfig } from "../actor-context";

/**
 * One line near the top on how to check that the page is the insurer's (issue 31): a link about
 * a debt looks like phishing until the debtor can check it. The trust panel below says more.
 */
export function TrustLine() {
  const config = useConfig();
  const { showTrustPanel, trust } = config;
  const phone = trust.phone ?? config.phone;
  if (!showTrustPanel || (!trust.domain && !phone)) return null;
  // Text, not a second tap-to-call link: the contact box has that one.
  const phoneNumber = <>{phone}</>;
  const domain = <strong dir="ltr">{trust.domain}</strong>;
  return (
    <p className="dn-trust-line" part="trust-line">
      {trust.domain ? (
        <Trans comment="One line near the top of the notice. {domain} is the insurer's web domain, such as www.insurer.sk. The full explanation is lower on the page (the panel 'Is this page genuine?').">
          Is this page really ours? Its address must be on {domain}.
        </Trans>
      ) : (
        <Trans comment="One line near the top of the notice when the insurer's domain is not configured. {phoneNumber} is the insurer's phone number.">
          Is this page really ours? Call us at {phoneNumber} and we will tell you.
        </Trans>
      )}
    </p>
  );
}
