import { Trans } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { selectLoadIsSlow } from "../../machine/debt-notice.selectors";
import { useDebtNotice } from "../actor-context";

/**
 * The green loading overlay (docs/requirements.md: The home page); the spinner stops under prefers-reduced-motion. A load
 * that takes long says so (announced, once): the debtor knows it is the connection, not them.
 */
export function LoadingOverlay({ children }: { children?: ReactNode }) {
  const slow = useDebtNotice(selectLoadIsSlow);
  return (
    <div className="dn-overlay" role="status" aria-live="polite">
      <span className="dn-spinner" aria-hidden="true" />
      <span className="dn-overlay__text">
        {children ?? <Trans comment="Text of the loading overlay.">Loading your debt notice…</Trans>}
      </span>
      {slow && (
        <span className="dn-overlay__slow">
          <Trans comment="Added under the loading text when the page has waited about 8 seconds for the server. Calm: nothing is wrong with the link; the page keeps trying by itself for a few more seconds.">
            This is taking longer than usual: the connection seems slow. Please wait a moment.
          </Trans>
        </span>
      )}
    </div>
  );
}
