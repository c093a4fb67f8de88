import { Trans } from "@lingui/react/macro";
import { useConfig } from "../actor-context";

/** Phone, e-mail and in person: the way out whenever something on the page cannot help. */
export function Contacts({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const config = useConfig();
  const Heading = `h${headingLevel}` as const;
  return (
    <section className="dn-card dn-contacts" part="contacts" aria-labelledby="dn-contacts-heading">
      <Heading id="dn-contacts-heading" className="dn-card__title">
        <Trans comment="Heading of the contact box (phone, e-mail, address for visits).">Contact us</Trans>
      </Heading>
      <dl className="dn-contacts__list">
        <div>
          <dt>
            <Trans comment="Label before the insurer's phone number in the contact box.">Phone</Trans>
          </dt>
          <dd>
            <a href={`tel:${config.phone.replace(/[^\d+]/g, "")}`}>{config.phone}</a>
          </dd>
        </div>
        <div>
          <dt>
            <Trans comment="Label before the insurer's e-mail in the contact box.">E-mail</Trans>
          </dt>
          <dd>
            <a href={`mailto:${config.email}`}>{config.email}</a>
          </dd>
        </div>
        <div>
          <dt>
            <Trans comment="Label before the insurer's office address in the contact box.">In person</Trans>
          </dt>
          <dd>{config.inPerson}</dd>
        </div>
      </dl>
    </section>
  );
}
