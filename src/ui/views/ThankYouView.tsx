import { Trans } from "@lingui/react/macro";
import { useSend } from "../actor-context";
import { AppPromo } from "../components/AppPromo";
import { Contacts } from "../components/Contacts";
import { PayLink } from "../components/PayLink";
import { Card, HeroCard } from "../components/Card";
import { SentRecord } from "../components/SentRecord";

function FillAgainButton() {
  const send = useSend();
  return (
    <button type="button" className="dn-button dn-button--secondary" onClick={() => send({ type: "form.fillAgain" })}>
      <Trans comment="Button on both thank-you pages (after an objection was sent, and after Pay was pressed with nothing sent yet); returns to the objection form. The English is fixed by the spec; translate so it is true on both pages (sk/uk: send further information). Keep short.">
        Send information again
      </Trans>
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
          <Trans>
            The information has already been provided. We will review it and contact you if we need anything more. You
            do not need to do anything else now.
          </Trans>
        </p>
        <div className="dn-actions">
          <FillAgainButton />
        </div>
      </HeroCard>
      <SentRecord />
      <Contacts />
      <AppPromo />
    </div>
  );
}

/** clickedOnPay without infoWasProvided: the debtor went to the payment page. */
export function PayClickedView() {
  return (
    <div className="dn-view" part="view pay-clicked">
      <HeroCard
        success
        heading={
          <Trans comment="Heading after the customer went to the payment page (the payment itself is not confirmed).">
            Thank you for your payment
          </Trans>
        }
      >
        <p>
          <Trans comment="Shown when the pay button was already clicked on this page; the payment itself is not confirmed.">
            The payment has already been made from this page. It can take a few working days before it shows in your
            account with us.
          </Trans>
        </p>
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
          <Trans>
            If the payment was not completed, you can try again. If you disagree with the debt, send us an explanation
            instead.
          </Trans>
        </p>
        <div className="dn-actions">
          <PayLink />
          <FillAgainButton />
        </div>
      </Card>
      <Contacts />
      <AppPromo />
    </div>
  );
}
