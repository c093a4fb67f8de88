import { Fragment, type ReactNode } from "react";

/**
 * A text with a line-break opportunity after each slash: Chromium does not break "debt/overpayment"
 * between a slash and a letter, so on a narrow phone a header would otherwise break inside a word.
 */
export function breakableAfterSlashes(text: string): ReactNode {
  const parts = text.split("/");
  return parts.map((part, index) => (
    <Fragment key={index}>
      {part}
      {index < parts.length - 1 && (
        <>
          /<wbr />
        </>
      )}
    </Fragment>
  ));
}
