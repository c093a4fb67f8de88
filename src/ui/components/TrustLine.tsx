import { Trans } from "@lingui/react/macro";
import { useConfig } from "../actor-context";
import { useOpenDoor } from "../doors";

/**
 * One line near the top on how to check that the page is the insurer's: a link about
 * a debt looks like phishing until the debtor can check it. The trust panel below says more. A
 * phone number shown here would prove nothing (a copy of the page would show its own), so
 * without a domain the line points to a number the debtor has from elsewhere.
 */
export function TrustLine() {
  const config = useConfig();
  const { showTrustPanel, trust } = config;
  const open = useOpenDoor();
  if (!showTrustPanel) return null;
  const more = (
    <button type="button" className="dn-link-button dn-link-button--inline" onClick={() => open("trust")}>
      <Trans comment="Link-like button after the one-line check near the top: opens the full explanation (the panel 'Is this page genuine? What happens next?') lower on the page. Keep short.">
        How to check
      </Trans>
    </button>
  );
  const domain = <strong dir="ltr">{trust.domain}</strong>;
  return (
    <p className="dn-trust-line" part="trust-line">
      {trust.domain ? (
        <Trans comment="One line near the top of the notice. {domain} is the insurer's web domain, such as www.insurer.sk: the address bar must show exactly it (a look-alike such as insurer.sk.example.com is not ours). The full explanation is lower on the page (the panel 'Is this page genuine?').">
          Are you really on our page? The address bar must show exactly the domain {domain}.
        </Trans>
      ) : (
        <Trans comment="One line near the top of the notice when the insurer's domain is not configured. A number shown on a fake page would be fake too: point to a number the debtor has from elsewhere (the insurance card, a letter), never one from a text message or e-mail.">
          Not sure this page is ours? Call us on the number on your insurance card or in our letter, not one from a
          message.
        </Trans>
      )}{" "}
      {more}
    </p>
  );
}
