import { Fragment, type ReactNode } from "react";

/**
 * An e-mail address with line-break opportunities before its "@" and each ".", where a reader
 * expects an address to break (and the only places it may, with contacts.css's `break-word`):
 * the page's `overflow-wrap: anywhere` otherwise broke "pohladavky@…" inside a word.
 */
export function breakableEmail(email: string): ReactNode {
  return email.split(/(?=[@.])/).map((part, index) => (
    <Fragment key={index}>
      {index > 0 && <wbr />}
      {part}
    </Fragment>
  ));
}
