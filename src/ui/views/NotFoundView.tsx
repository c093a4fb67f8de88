import { Trans } from "@lingui/react/macro";
import { Contacts } from "../components/Contacts";
import { ViewHeading } from "../components/ViewHeading";

export function NotFoundView() {
  return (
    <div className="dn-view" part="view not-found">
      <section className="dn-card dn-card--hero">
        <ViewHeading>
          <Trans comment="Heading of the not-found page (unknown or incomplete link, or loading failed). Wording fixed by the spec.">404 - There is nothing in here</Trans>
        </ViewHeading>
        <p>
          <Trans>
            We could not find a debt notice for this link. Please open the whole link from your letter, text message or
            e-mail again. If it still does not work, contact us.
          </Trans>
        </p>
      </section>
      <Contacts />
    </div>
  );
}
