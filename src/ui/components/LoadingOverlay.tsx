import { Trans } from "@lingui/react/macro";
import type { ReactNode } from "react";

/** The green loading overlay of the spec; the spinner stops under prefers-reduced-motion. */
export function LoadingOverlay({ children }: { children?: ReactNode }) {
  return (
    <div className="dn-overlay" role="status" aria-live="polite">
      <span className="dn-spinner" aria-hidden="true" />
      <span className="dn-overlay__text">
        {children ?? <Trans comment="Text of the loading overlay.">Loading your debt notice…</Trans>}
      </span>
    </div>
  );
}
