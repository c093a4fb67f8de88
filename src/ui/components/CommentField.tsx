import { useLingui } from "@lingui/react/macro";
import { memo, useLayoutEffect, useRef, useState } from "react";
import { MAX_COMMENT_LENGTH } from "../../domain/comment-limit";
import { isBlankComment, selectComment } from "../../machine/debt-notice.selectors";
import { useDebtNotice, useSession } from "../actor-context";

interface CommentFieldProps {
  id: string;
  readOnly: boolean;
  invalid: boolean;
  describedBy: string;
}

/**
 * The objection text. The machine owns it, but the field is uncontrolled: a keystroke is told to
 * the machine and React writes nothing back, because a controlled input's echo re-sets its
 * name, type and value attributes on every keystroke and restyles the page (that echo
 * was most of a keystroke's cost at 4× CPU), and it is told after the keystroke's frame, in the
 * page's next idle moment (useSendComment). While the field is on the screen, every text the
 * machine is told is the field's latest, so the effect below writes only a value the machine made
 * itself (a restored draft, a form cleared after sending).
 */
export function CommentField(props: CommentFieldProps) {
  const comment = useDebtNotice(selectComment);
  const field = useRef<HTMLInputElement>(null);
  const [initial] = useState(comment);
  useLayoutEffect(() => {
    if (field.current && field.current.value !== comment) field.current.value = comment;
  }, [comment]);
  return <CommentInput {...props} ref={field} initial={initial} />;
}

interface CommentInputProps extends CommentFieldProps {
  initial: string;
  ref: React.Ref<HTMLInputElement>;
}

/** Memoised: its props do not change on a keystroke, so React leaves the element alone. */
const CommentInput = memo(function CommentInput({
  id,
  readOnly,
  invalid,
  describedBy,
  initial,
  ref,
}: CommentInputProps) {
  const { t } = useLingui();
  const sendComment = useSendComment();
  return (
    <input
      ref={ref}
      id={id}
      type="text"
      className="dn-input"
      defaultValue={initial}
      placeholder={t({
        message: "For example: I paid on 12 March and attach the receipt",
        comment:
          "Example text inside the empty objection field. Avoid gendered verb forms: the writer may be a man or a woman.",
      })}
      maxLength={MAX_COMMENT_LENGTH}
      autoComplete="off"
      readOnly={readOnly}
      aria-invalid={invalid || undefined}
      aria-describedby={describedBy}
      onChange={(event) => sendComment(event.currentTarget.value)}
    />
  );
});

/**
 * Tells the machine the field's text after the keystroke's frame, except when the text has just
 * become blank or stopped being blank: that is told at once, because the Send button is disabled
 * exactly while the comment is blank (docs/requirements.md: The objection form), and a debtor (or a check) pressing Enter right
 * after typing must not find it still disabled.
 */
function useSendComment(): (value: string) => void {
  const session = useSession();
  return (value) => {
    const event = { type: "comment.change", value } as const;
    const machineComment = selectComment(session.actor.getSnapshot());
    if (isBlankComment(value) !== isBlankComment(machineComment)) session.send(event);
    else session.sendWhenIdle(event);
  };
}
