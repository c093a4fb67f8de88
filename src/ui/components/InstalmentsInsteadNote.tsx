import { Trans } from "@lingui/react/macro";
import { selectDoors } from "../../machine/debt-notice.selectors";
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
      <Trans comment="Above the objection form. <0>…</0> is a link-like button to the section about paying in instalments, higher up on the page. Say truthfully that an objection does not postpone the debt.">
        Only can't pay it all now? That is not an objection:{" "}
        <button type="button" className="dn-link-button dn-link-button--inline" onClick={() => open("instalments")}>
          see how to pay in parts
        </button>
        . If you write to us about it here instead, the whole amount stays due until a plan is agreed.
      </Trans>
    </p>
  );
}
