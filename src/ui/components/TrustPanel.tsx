import { Trans } from "@lingui/react/macro";
import { useLingui } from "@lingui/react/macro";
import { useId, useState } from "react";
import { withSlovakTermsMarked } from "../slovak-terms";
import { selectGreeting } from "../../machine/debt-notice.selectors";
import { useConfig, useDebtNotice } from "../actor-context";
import { useDoorRequested, useDoorTarget } from "../doors";

/**
 * "Is this genuine? What happens next": a link about a debt that arrives by SMS looks like
 * phishing, so the page says how to check it, calmly. Folded by default: it answers a doubt,
 * it does not raise one. The host's texts replace ours; facts it did not give are left out.
 * `withHelp` false where the objection form is not on the page (after Pay): its help names it.
 */
export function TrustPanel({ withHelp = true }: { withHelp?: boolean }) {
  const config = useConfig();
  const { t } = useLingui();
  const id = useId();
  // The body exists only while open: its phone link would repeat the contact box's for everyone else.
  const [unfolded, setOpen] = useState(false);
  // The one-line check near the top leads here, unfolded.
  const toggle = useDoorTarget<HTMLButtonElement>("trust", () => setOpen(true));
  const requested = useDoorRequested("trust");
  const open = unfolded || requested;
  // "If the debt stays unpaid … please pay as soon as you can" is not for a notice with nothing to pay.
  const nothingToPay = useDebtNotice((snapshot) => selectGreeting(snapshot)?.hasNothingToPay ?? false);
  const { showTrustPanel, trust } = config;
  if (!showTrustPanel) return null;
  const phone = trust.phone ?? config.phone;
  const dialable = phone?.replace(/[^\d+]/g, "");
  const domain = trust.domain ? <strong dir="ltr">{trust.domain}</strong> : null;
  const phoneLink = phone ? dialable ? <a href={`tel:${dialable}`}>{phone}</a> : <span>{phone}</span> : null;
  const hasCheck = trust.howToCheck !== null || domain !== null || phoneLink !== null;
  return (
    <section className="dn-card dn-trust" part="trust" aria-labelledby={`${id}-title`}>
      {/* A heading the outline follows, holding the disclosure button (not a summary, whose
          content some screen readers flatten into the button). */}
      <h2 id={`${id}-title`} className="dn-trust__heading">
        <button
          ref={toggle}
          type="button"
          className="dn-trust__toggle"
          aria-expanded={open}
          aria-controls={`${id}-body`}
          onClick={() => setOpen(!open)}
        >
          <Trans comment="Title of a folded panel that explains how to check that the page really belongs to the insurer and what happens if the debt stays unpaid.">
            Is this page genuine? What happens next?
          </Trans>
        </button>
      </h2>
      {open && (
        <div className="dn-trust__body" id={`${id}-body`}>
          {hasCheck && (
            <section aria-labelledby="dn-trust-check">
              <h3 id="dn-trust-check" className="dn-trust__title">
                <Trans comment="Heading in the trust panel.">How to check that this page is ours</Trans>
              </h3>
              {trust.howToCheck !== null ? (
                <p className="dn-trust__own">{trust.howToCheck}</p>
              ) : (
                <>
                  {domain && (
                    <p>
                      <Trans comment="Trust panel. {domain} is the insurer's web domain, such as www.insurer.sk.">
                        Tap or click your browser's address bar to see the whole address: it must start with https://
                        and the page must be on {domain}, exactly as written here. A similar-looking address is not
                        ours.
                      </Trans>
                    </p>
                  )}
                  {phoneLink && (
                    <p>
                      <Trans comment="Trust panel. {phoneLink} is the insurer's phone number. A copy of the page would show its own number: the last sentence sends the debtor to check it against one they have from elsewhere.">
                        If in doubt, do not pay yet. Call us at {phoneLink} and we will tell you whether the notice is
                        ours. Check first that it is the number on your insurance card or in our letter.
                      </Trans>
                    </p>
                  )}
                </>
              )}
            </section>
          )}
          {!nothingToPay && (
            <section aria-labelledby="dn-trust-unpaid">
              <h3 id="dn-trust-unpaid" className="dn-trust__title">
                <Trans comment="Heading in the trust panel (sk: nedoplatok).">If the debt stays unpaid</Trans>
              </h3>
              {trust.ifUnpaid !== null ? (
                <p className="dn-trust__own">{trust.ifUnpaid}</p>
              ) : (
                <p>
                  {withSlovakTermsMarked(
                    t({
                      comment:
                        "Trust panel. 'Statement of arrears' is the Slovak 'výkaz nedoplatkov', an enforceable decision of the health insurer; in Ukrainian keep the Slovak term in brackets. 'Urgent care' = sk neodkladná zdravotná starostlivosť. The law limits what the insurance pays for (sk úhrada), not the care itself: say 'pay for', never 'entitled to care'. Calm tone: inform, do not threaten. The limit follows the statement, not today's debt: say so. Promise nothing about what an instalment plan prevents (insurers differ), and name no deadline.",
                      message:
                        "If the debt stays unpaid, we may issue a statement of arrears, which can be enforced by a bailiff at further cost to you. Until the amount in that statement is paid, we may pay only for urgent care, and you may have to pay for other care yourself. So please pay the debt as soon as you can; if you cannot pay it all at once, ask us for an instalment plan.",
                    }),
                  )}
                </p>
              )}
            </section>
          )}
          {withHelp && (
            <section aria-labelledby="dn-trust-help">
              <h3 id="dn-trust-help" className="dn-trust__title">
                <Trans comment="Heading in the trust panel.">Where to get help</Trans>
              </h3>
              {trust.help !== null ? (
                <p className="dn-trust__own">{trust.help}</p>
              ) : (
                <p>
                  <Trans comment="Trust panel: where to get help. 'Objection' = sk námietka (the form on this page); 'instalment plan' = sk splátkový kalendár.">
                    Call or write to us, using the contacts on this page. If you think the debt is wrong, send us an
                    objection with the form on this page. If you cannot pay it all at once, ask us for an instalment
                    plan.
                  </Trans>
                </p>
              )}
            </section>
          )}
        </div>
      )}
    </section>
  );
}
