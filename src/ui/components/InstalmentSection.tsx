import type { ReactNode } from "react";
import { Trans } from "@lingui/react/macro";
import { fillTemplate } from "../../domain/safe-url";
import { selectGreeting, selectOffersInstalments, selectReference } from "../../machine/debt-notice.selectors";
import { selectDoors } from "../../machine/doors.selectors";
import { useConfig, useDebtNotice, useSend } from "../actor-context";
import { useDoorTarget, useOpenDoor } from "../doors";
import { Card } from "./Card";

/**
 * Where "I can't pay it all now" leads, for every amount to pay: above the instalment threshold
 * (domain/instalments.ts) the insurer's calendar form, otherwise the contacts and what to tell
 * them. Either way the debt stands as it is until a plan is agreed: the section says so.
 */
export function InstalmentSection() {
  const shown = useDebtNotice((snapshot) => selectDoors(snapshot).instalments);
  const offers = useDebtNotice(selectOffersInstalments);
  const reference = useDebtNotice(selectReference);
  const icp = useDebtNotice((snapshot) => selectGreeting(snapshot)?.icp ?? "");
  const config = useConfig();
  const send = useSend();
  const heading = useDoorTarget<HTMLHeadingElement>("instalments");
  const open = useOpenDoor();
  if (!shown || !reference) return null;
  const url = offers && config.calendarUrlTemplate ? fillTemplate(config.calendarUrlTemplate, reference) : null;
  const number = <span dir="ltr">{icp}</span>;
  const hasContacts = Boolean(config.phone || config.email || config.inPerson);
  return (
    <Card
      part="calendar"
      titleId="dn-calendar-heading"
      headingRef={heading}
      title={
        offers ? (
          <Trans comment="Heading of the instalment section (debt above 100 euro).">Pay in instalments</Trans>
        ) : (
          <Trans comment="Heading of the section for a debtor who cannot pay the whole amount at once, when no instalment plan is offered on the page (100 euro or less). Keep short.">
            If you can't pay it all now
          </Trans>
        )
      }
    >
      {url ? (
        <>
          <p>
            <Trans comment="Instalment plan (sk: splátkový kalendár, uk: розстрочка) = the insurer's statutory arrangement to repay a debt in parts, not a consumer-credit product. Shown only when the debt is above 100 euro.">
              Can't pay it all at once? You can ask for an instalment plan and repay the debt in smaller parts.
            </Trans>
          </p>
          <a
            className="dn-button dn-button--secondary"
            href={url}
            target="_blank"
            rel="noopener noreferrer"
            onClick={() => send({ type: "calendar.click" })}
          >
            <Trans comment="Button; opens the insurer's page where the debtor asks for an instalment plan, in a new tab. The English keeps the spec's word 'calendar' (the public contract names this control by it); sk and uk may say 'ask for' the plan (splátkový kalendár, розстрочка). Keep short.">
              Open the instalment calendar
            </Trans>
            <span className="dn-visually-hidden">
              {" "}
              <Trans>(opens in a new tab)</Trans>
            </span>
          </a>
        </>
      ) : (
        <p>
          <Trans comment="Instalment section when the page offers no instalment form (100 euro or less, or no link configured). <0>…</0> is a link-like button to the contact box lower on the page. {number} is the payer's number on the insurer's letters (IČP, see the glossary). Promise nothing: the insurer decides.">
            <ToContacts hasContacts={hasContacts} onOpen={() => open("contacts")}>
              Call or write to us
            </ToContacts>
            . Tell us your IČP, {number}, and how much you can pay and when. We will tell you what is possible.
          </Trans>
        </p>
      )}
      <p className="dn-note">
        {url ? (
          <Trans comment="Under the button to ask for an instalment plan: asking does not pause or lower the debt, and a plan is not certain. Calm tone.">
            Asking does not lower or postpone the debt. Until a plan is agreed, the whole amount stays due.
          </Trans>
        ) : (
          <Trans comment="Under 'Call or write to us' when no instalment plan is offered on the page: the insurer may or may not agree to anything, so do not mention a plan. Calm tone.">
            Until we agree otherwise, the whole amount stays due.
          </Trans>
        )}
      </p>
    </Card>
  );
}

/**
 * "Call or write to us" leads to the contact box; with no contacts configured there is no box,
 * and a button that goes nowhere would leave a keyboard or screen-reader user stranded: plain text.
 */
function ToContacts({
  hasContacts,
  onOpen,
  children,
}: {
  hasContacts: boolean;
  onOpen: () => void;
  children?: ReactNode;
}) {
  if (!hasContacts) return <>{children}</>;
  return (
    <button type="button" className="dn-link-button dn-link-button--inline" onClick={onOpen}>
      {children}
    </button>
  );
}
