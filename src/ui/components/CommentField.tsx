import { useLingui } from "@lingui/react/macro";
import { useLayoutEffect, useRef } from "react";
import { selectComment } from "../../machine/debt-notice.selectors";
import { useDebtNotice, useSend } from "../actor-context";

interface CommentFieldProps {
  id: string;
  readOnly: boolean;
  invalid: boolean;
  describedBy: string;
}

/**
 * The objection text. The machine owns it; the field is an `<input>` that React does not manage,
 * inside a holder that React renders, and its native `input` event tells the machine.
 *
 * Why not React's own input (issue 17): after every input event on an input it renders, React
 * restores the "controlled" state of the target, even of an uncontrolled field, by rewriting its
 * `name` and `type` attributes, which restyles and re-lays the field out on each keystroke.
 * Only a value the machine changed itself (a restored draft, a form cleared after sending) is
 * written into the field.
 */
export function CommentField({ id, readOnly, invalid, describedBy }: CommentFieldProps) {
  const { t } = useLingui();
  const send = useSend();
  const comment = useDebtNotice(selectComment);
  const holder = useRef<HTMLDivElement>(null);
  const field = useRef<HTMLInputElement | null>(null);

  // The field is made once per actor (`send`); the two effects below also depend on `send`, so
  // that a new field gets the attributes and the text at once.
  useLayoutEffect(() => {
    const place = holder.current;
    if (!place) throw new Error("CommentField: its holder is not in the page.");
    const input = place.ownerDocument.createElement("input");
    input.type = "text";
    input.className = "dn-input";
    input.maxLength = 2000;
    input.autocomplete = "off";
    // `input` for typing; `change` too, for autofill and extensions that set the value and fire
    // only that (after typing, the blur's `change` repeats the value: the machine keeps it again).
    const tell = () => send({ type: "comment.change", value: input.value });
    input.addEventListener("input", tell);
    input.addEventListener("change", tell);
    place.append(input);
    field.current = input;
    return () => {
      input.removeEventListener("input", tell);
      input.removeEventListener("change", tell);
      input.remove();
      field.current = null;
    };
  }, [send]);

  const placeholder = t({
    message: "For example: I paid on 12 March, the receipt is attached",
    comment:
      "Example text inside the empty objection field. Avoid gendered verb forms: the writer may be a man or a woman.",
  });
  useLayoutEffect(() => {
    const input = field.current;
    if (!input) return;
    input.id = id;
    input.placeholder = placeholder;
    input.readOnly = readOnly;
    input.setAttribute("aria-describedby", describedBy);
    if (invalid) input.setAttribute("aria-invalid", "true");
    else input.removeAttribute("aria-invalid");
  }, [id, placeholder, readOnly, invalid, describedBy, send]);

  useLayoutEffect(() => {
    const input = field.current;
    if (input && input.value !== comment) input.value = comment;
  }, [comment, send]);

  return <div ref={holder} className="dn-input-holder" />;
}
