import { Trans } from "@lingui/react/macro";
import { selectDoors } from "../../machine/doors.selectors";
import { useDebtNotice } from "../actor-context";
import { useOpenDoor } from "../doors";

/**
 * Above the objection form: not being able to pay it all is not an objection. The way to the
 * instalment section, and what happens to the debt if the debtor writes here anyway.
 */
export function InstalmentsInsteadNote() {
  const shown = useDebtNotice((snapshot) => selectDoors(snapshot).instalments);
  const open = useOpenDoor();
  if (!shown) return null;
  return (
    <p className="dn-hint">
      <Trans comment="Above the objection form. <0>…</0> is a link-like button to the section about paying in instalments, higher up on the page. Say truthfully that writing here does not postpone the debt, without suggesting that another way would, and without promising a plan.">
        You agree with the amount but cannot pay it all at once? That is not an objection:{" "}
        <button type="button" className="dn-link-button dn-link-button--inline" onClick={() => open("instalments")}>
          see what you can do
        </button>
        . Even if you write to us about it here, the whole amount stays due until we agree otherwise.
      </Trans>
    </p>
  );
}
