import { Trans } from "@lingui/react/macro";
import { useSend } from "../actor-context";
import { AppPromo } from "../components/AppPromo";
import { Contacts } from "../components/Contacts";
import { DebtSummary } from "../components/DebtSummary";
import { PayLink } from "../components/PayLink";
import { PaymentOptions } from "../components/PaymentOptions";
import { Card, HeroCard } from "../components/Card";
import { InstalmentSection } from "../components/InstalmentSection";
import { TrustLine } from "../components/TrustLine";
import { TrustPanel } from "../components/TrustPanel";
import { useOpenDoor } from "../doors";
import { SentRecord } from "../components/SentRecord";

/**
 * The spec's "Send information again" on both thank-you views. The English is fixed
 * (README: languages); after Pay nothing was sent yet, so there the translations say what the
 * button leads to.
 */
function FillAgainButton({ afterPay }: { afterPay: boolean }) {
  const send = useSend();
  const open = useOpenDoor();
  // The debtor goes on in the form they asked for, not at the top of the notice.
  const fillAgain = () => {
    send({ type: "form.fillAgain" });
    open("objection");
  };
  return (
    <button type="button" className="dn-button dn-button--secondary" onClick={fillAgain}>
      {afterPay ? (
        <Trans
          context="after pay"
          comment="Button after Pay was pressed and nothing was sent yet; returns to the objection form, right under 'If you disagree with the debt, send us an explanation instead'. The English is fixed by the spec; translate what it does: send an objection (sk: námietka). Keep short."
        >
          Send information again
        </Trans>
      ) : (
        <Trans comment="Button after an objection was sent; returns to the form to send more. The English is fixed by the spec; translate as 'send further information'. Keep short.">
          Send information again
        </Trans>
      )}
    </button>
  );
}

/** infoWasProvided: the explanation has reached us. */
export function InfoProvidedView() {
  return (
    <div className="dn-view" part="view info-provided">
      <HeroCard
        success
        heading={<Trans comment="Heading after the objection was sent.">Thank you, we have your information</Trans>}
      >
        <p>
          <Trans comment="After the objection arrived. The last sentence keeps the debtor from reading 'nothing more to do' as 'nothing to pay': the objection is not decided yet.">
            The information has already been provided. We will review it and contact you if we need anything more.
            Sending it does not by itself change the amount in this notice.
          </Trans>
        </p>
        <div className="dn-actions">
          <FillAgainButton afterPay={false} />
        </div>
      </HeroCard>
      <SentRecord />
      <Contacts />
      <AppPromo />
    </div>
  );
}

/**
 * clickedOnPay without infoWasProvided: the debtor went to the payment page. Only the press is
 * known, never the payment's outcome, so the ways to pay stay: the amount, Pay again,
 * and the bank transfer with its QR code; the thank-you text (docs/requirements.md: The home page) heads them.
 */
export function PayClickedView() {
  return (
    <div className="dn-view" part="view pay-clicked">
      <HeroCard
        success
        heading={
          <Trans comment="Heading after the customer went to the payment page. Only the click is known, not the payment: thank them for starting it.">
            Thank you for starting your payment
          </Trans>
        }
      >
        <p>
          <Trans comment="Shown when the pay button was already clicked on this page; only the click is known, not whether the payment was completed.">
            You have already gone to the payment page from here. If you completed the payment, it can take a few working
            days before it shows in our records.
          </Trans>
        </p>
        <DebtSummary />
        <TrustLine />
      </HeroCard>
      <Card
        titleId="dn-pay-failed-heading"
        title={
          <Trans comment="Section heading on the page shown after the customer went to the payment page.">
            Did the payment fail or not finish?
          </Trans>
        }
      >
        <p>
          <Trans comment="After Pay: whether the payment went through is not known here. Warn against paying twice before offering to pay again.">
            Before you pay again, check with your bank that the money has not left your account: a completed payment can
            take a few working days to show in our records. If you disagree with the debt, send us an explanation
            instead.
          </Trans>
        </p>
        <div className="dn-actions">
          <PayLink />
          <FillAgainButton afterPay />
        </div>
      </Card>
      <PaymentOptions />
      <InstalmentSection />
      <TrustPanel withHelp={false} />
      <Contacts />
      <AppPromo />
    </div>
  );
}
