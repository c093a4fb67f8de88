import { Trans } from "@lingui/react/macro";
import { useId } from "react";
import { selectFormStatus } from "../../machine/debt-notice.selectors";
import { useDebtNotice, useSend } from "../actor-context";
import { useFocusWhenLost } from "../use-focus-when-lost";

/**
 * What the page knows about a send whose answer was lost (a timeout after the last byte, a lost
 * connection, a reload during the send): it is finding out, it did not arrive, or it cannot tell.
 * Never "not sent" about a body that may have reached the gateway.
 */
export function ArrivalNote() {
  const form = useDebtNotice(selectFormStatus);
  const send = useSend();
  const state = form.isCheckingArrival
    ? "checking"
    : form.notArrived
      ? "notArrived"
      : form.arrivalUnknown
        ? "unknown"
        : null;
  // Stop at 100 % took its button away, and each finding replaces the note: focus stays with it.
  const note = useFocusWhenLost<HTMLDivElement>(state);
  const textId = useId();
  if (state === null) return null;
  // Named by what it says: the focus lands on a note a screen reader can name (not a bare group).
  return (
    <div ref={note} tabIndex={-1} className="dn-arrival" role="group" aria-labelledby={textId}>
      <ArrivalText state={state} textId={textId} onCheck={() => send({ type: "objection.check" })} />
    </div>
  );
}

function ArrivalText({
  state,
  textId,
  onCheck,
}: {
  state: "checking" | "notArrived" | "unknown";
  textId: string;
  onCheck(): void;
}) {
  if (state === "checking")
    return (
      <p id={textId} className="dn-note" role="status">
        <Trans comment="Shown while the page asks the server whether an explanation arrived after its answer was lost (a slow server, a lost connection, a reload while sending). Nothing is sent meanwhile.">
          No confirmation has come yet after sending your explanation. We are checking whether it reached us; please
          wait a moment.
        </Trans>
      </p>
    );
  if (state === "notArrived")
    return (
      <p id={textId} className="dn-alert" role="alert">
        <Trans comment="The check found that an explanation whose answer was lost did not arrive. The text is still in the form (a file chosen before a reload is not: say only 'text').">
          Your explanation did not reach us. Your text is still here: please send it again.
        </Trans>
      </p>
    );
  return (
    <div className="dn-alert" role="alert">
      <p id={textId}>
        <Trans comment="The page could not find out whether an explanation whose answer was lost arrived (the server could not be asked, or cannot tell). The text is still in the form; sending it again may deliver it twice.">
          We could not find out whether your explanation arrived. Your text is still here. Please check again in a
          moment. If you send it again, it may reach us twice.
        </Trans>
      </p>
      <div className="dn-actions">
        <button type="button" className="dn-button dn-button--secondary" onClick={onCheck}>
          <Trans comment="Button: asks the server again whether the explanation arrived. Keep short.">
            Check again
          </Trans>
        </button>
      </div>
    </div>
  );
}
