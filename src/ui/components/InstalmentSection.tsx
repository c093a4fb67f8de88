import { Trans } from "@lingui/react/macro";
import { fillTemplate } from "../../domain/safe-url";
import { selectOffersInstalments, selectReference } from "../../machine/debt-notice.selectors";
import { useConfig, useDebtNotice, useSend } from "../actor-context";
import { Card } from "./Card";

/** Offered above the instalment threshold (domain/instalments.ts): the insurer's calendar form. */
export function InstalmentSection() {
  const offers = useDebtNotice(selectOffersInstalments);
  const reference = useDebtNotice(selectReference);
  const config = useConfig();
  const send = useSend();
  if (!offers || !reference) return null;
  const url = config.calendarUrlTemplate ? fillTemplate(config.calendarUrlTemplate, reference) : null;
  return (
    <Card
      part="calendar"
      titleId="dn-calendar-heading"
      title={<Trans comment="Heading of the instalment section (debt above 100 euro).">Pay in instalments</Trans>}
    >
      <p>
        <Trans comment="Instalment plan (sk: splátkový kalendár, uk: розстрочка) = the insurer's statutory arrangement to repay a debt in parts, not a consumer-credit product. Shown only when the debt is above 100 euro.">
          Can't pay it all at once? You can ask for an instalment plan and repay the debt in smaller parts.
        </Trans>
      </p>
      {url ? (
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
      ) : (
        <p className="dn-note">
          <Trans comment="Shown instead of the instalment plan button when no link to the plan page is configured.">
            Please contact us to agree on an instalment plan.
          </Trans>
        </p>
      )}
    </Card>
  );
}
