import { Trans } from "@lingui/react/macro";
import { selectLoadProblem } from "../../machine/debt-notice.selectors";
import { useDebtNotice, useSend } from "../actor-context";
import { Contacts } from "../components/Contacts";
import { HeroCard } from "../components/Card";

/**
 * The spec's 404 heading for every failed load; below it, the debtor learns whether the link
 * is at fault or we are (then they can try again instead of doubting a correct link).
 */
export function NotFoundView() {
  const problem = useDebtNotice(selectLoadProblem);
  const send = useSend();
  return (
    <div className="dn-view" part="view not-found">
      <HeroCard
        heading={
          problem === "notSetUp" ? (
            <Trans comment="Heading of the page when the website showing it is set up wrongly (it names a server the widget may not call), so the notice cannot be loaded there at all; the link is fine. Do not say 'not found' or 404.">
              Your debt notice cannot be shown on this page
            </Trans>
          ) : problem === "unavailable" ? (
            <Trans comment="Heading of the page when the debt notice could not be loaded because of a connection or server problem (the link is fine). Do not say 'not found' or 404.">
              Your debt notice could not be loaded just now
            </Trans>
          ) : (
            <Trans comment="Heading of the not-found page (unknown or incomplete link, or loading failed). Wording fixed by the spec.">
              404 - There is nothing in here
            </Trans>
          )
        }
      >
        {problem !== "notFound" && (
          // The spec's words for a failed load stay on the page, below a heading that says what happened.
          <p className="dn-hint">
            <Trans comment="Heading of the not-found page (unknown or incomplete link, or loading failed). Wording fixed by the spec.">
              404 - There is nothing in here
            </Trans>
          </p>
        )}
        {problem === "notSetUp" ? (
          <>
            <p role="status">
              <Trans comment="Under 'Your debt notice cannot be shown on this page': the website is set up wrongly, trying again will not help, the debtor's link is fine. The contact box follows (when the page has one).">
                This page is not set up correctly to show debt notices, so trying again will not help. Your link is
                fine. Please contact us and we will tell you how much to pay and how.
              </Trans>
            </p>
          </>
        ) : problem === "unavailable" ? (
          <>
            <p role="status">
              <Trans comment="Under the not-found heading when the server could not be reached or failed: the link itself is fine. The cause may be the debtor's own connection (offline, weak signal) or our server: do not blame either.">
                We could not load your debt notice just now, probably because of a passing problem with the connection
                or our server. Your link is fine. Please try again in a moment.
              </Trans>
            </p>
            <div className="dn-actions">
              <button
                type="button"
                className="dn-button dn-button--primary"
                onClick={() => send({ type: "details.retry" })}
              >
                <Trans comment="Button that loads the debt notice again after a server failure. Keep short.">
                  Try again
                </Trans>
              </button>
            </div>
          </>
        ) : (
          <p>
            <Trans>
              We could not find a debt notice for this link. Please check that the address is complete: open the link
              from your text message or e-mail again, or type it exactly as printed in your letter. If it still does not
              work, contact us.
            </Trans>
          </p>
        )}
      </HeroCard>
      <Contacts />
    </div>
  );
}
