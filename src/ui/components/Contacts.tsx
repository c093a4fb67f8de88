import { Trans } from "@lingui/react/macro";
import { useConfig } from "../actor-context";
import { breakableEmail } from "../breakable-email";
import { useDoorTarget } from "../doors";
import { Card } from "./Card";

/** Phone, e-mail and in person: the way out whenever something on the page cannot help. */
export function Contacts({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const { phone, email, inPerson } = useConfig();
  const dialable = phone?.replace(/[^\d+]/g, "");
  const heading = useDoorTarget<HTMLHeadingElement>("contacts");
  if (!phone && !email && !inPerson) return null;
  return (
    <Card
      className="dn-card dn-contacts"
      part="contacts"
      titleId="dn-contacts-heading"
      headingLevel={headingLevel}
      headingRef={heading}
      title={<Trans comment="Heading of the contact box (phone, e-mail, address for visits).">Contact us</Trans>}
    >
      <dl className="dn-contacts__list">
        {phone && (
          <div>
            <dt>
              <Trans comment="Label before the insurer's phone number in the contact box.">Phone</Trans>
            </dt>
            <dd>{dialable ? <a href={`tel:${dialable}`}>{phone}</a> : phone}</dd>
          </div>
        )}
        {email && (
          <div>
            <dt>
              <Trans comment="Label before the insurer's e-mail in the contact box.">E-mail</Trans>
            </dt>
            <dd>
              <a href={`mailto:${email}`} className="dn-contacts__email">
                {breakableEmail(email)}
              </a>
            </dd>
          </div>
        )}
        {inPerson && (
          <div>
            <dt>
              <Trans comment="Label before the insurer's office address in the contact box.">In person</Trans>
            </dt>
            <dd>{inPerson}</dd>
          </div>
        )}
      </dl>
    </Card>
  );
}
