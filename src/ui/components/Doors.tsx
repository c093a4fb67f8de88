import { Trans } from "@lingui/react/macro";
import { selectDoors } from "../../machine/doors.selectors";
import { useDebtNotice } from "../actor-context";
import { useOpenDoor } from "../doors";
import { PayLink } from "./PayLink";

/**
 * The three doors under the amount: pay, pay in parts, disagree or already paid.
 * Collection portals open on these three; here the two besides Pay lead to their sections.
 */
export function Doors() {
  const doors = useDebtNotice(selectDoors);
  const open = useOpenDoor();
  return (
    <div className="dn-actions dn-doors" part="doors">
      <PayLink />
      {doors.instalments && (
        <button type="button" className="dn-button dn-button--secondary" onClick={() => open("instalments")}>
          <Trans comment="Door under the amount (beside Pay): leads to the section about paying in instalments. The debtor's own words. Must not contain the word 'calendar'. Keep short.">
            I can't pay it all now
          </Trans>
        </button>
      )}
      {doors.objection && (
        <button type="button" className="dn-button dn-button--secondary" onClick={() => open("objection")}>
          <Trans comment="Door under the amount (beside Pay): leads to the objection form (sk: námietka). The debtor's own words; 'already paid' may be said by a man or a woman (sk 'zaplatil(a)'). Keep short.">
            I disagree / I already paid
          </Trans>
        </button>
      )}
    </div>
  );
}
