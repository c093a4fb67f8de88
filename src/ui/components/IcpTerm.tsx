import { Trans, useLingui } from "@lingui/react/macro";
import { useId, useState } from "react";

/**
 * The label "IČP" with what it stands for, opened by a tap or a key as well as a mouse (a `title`
 * tooltip shows on hover only): a button that unfolds the words beside it.
 */
export function IcpTerm() {
  const { t } = useLingui();
  const id = useId();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className="dn-term"
        aria-expanded={open}
        aria-controls={`${id}-meaning`}
        onClick={() => setOpen(!open)}
      >
        <abbr>
          <Trans comment="Abbreviation of Slovak 'identifikačné číslo platiteľa' (payer identification number), a label before that number. Keep the Slovak abbreviation IČP in every language so readers can match it with their letters.">
            IČP
          </Trans>
        </abbr>
        <svg className="dn-term__icon" viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
          <circle cx="8" cy="8" r="7" fill="none" stroke="currentColor" strokeWidth="1.5" />
          <path d="M8 7v4.5M8 4.5v.5" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
        </svg>
      </button>
      <span id={`${id}-meaning`} className="dn-term__meaning" hidden={!open}>
        {t({ message: "payer identification number", comment: "Tooltip (title) of the IČP abbreviation." })}
      </span>
    </>
  );
}
