import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useId, useRef } from "react";
import { commentLimitOf } from "../../domain/comment-limit";
import {
  selectComment,
  selectFormStatus,
  selectIsOffline,
  selectSendingStep,
  selectUsesCaptcha,
} from "../../machine/debt-notice.selectors";
import { useDebtNotice, useSend } from "../actor-context";
import { AttachmentPicker } from "./AttachmentPicker";
import { Card } from "./Card";
import { CommentField } from "./CommentField";
import { CommentLimitNote } from "./CommentLimitNote";
import { InstalmentsInsteadNote } from "./InstalmentsInsteadNote";
import { ReasonChooser } from "./ReasonChooser";
import { useDoorTarget } from "../doors";
import { ArrivalNote } from "./ArrivalNote";
import { UploadProgress, UploadStoppedNote } from "./UploadProgress";

/** The spec's objection form: the comment, a file, sending; its states are the machine's objection region. */
export function ObjectionForm() {
  const { t } = useLingui();
  const id = useId();
  const send = useSend();
  const form = useDebtNotice(selectFormStatus);
  const offline = useDebtNotice(selectIsOffline);
  const step = useDebtNotice(selectSendingStep);
  const usesCaptcha = useDebtNotice(selectUsesCaptcha);
  const hintId = `${id}-hint`;
  const warningId = `${id}-warning`;
  const limitId = `${id}-limit`;
  const nearLimit = useDebtNotice((snapshot) => commentLimitOf(selectComment(snapshot)).left !== null);
  const busy = form.isSending || form.isCheckingArrival || form.isReadingAttachment;
  // A failure's note appears above Send and pushes it down: the focused Send stays in view.
  const submit = useRef<HTMLButtonElement>(null);
  const heading = useDoorTarget<HTMLHeadingElement>("objection");
  const failed = form.uploadFailed || form.captchaFailed || form.notArrived || form.arrivalUnknown;
  useEffect(() => {
    const button = submit.current;
    const focused = button && (button.getRootNode() as Document | ShadowRoot).activeElement === button;
    // (jsdom has no scrolling.)
    if (failed && focused && typeof button.scrollIntoView === "function") button.scrollIntoView({ block: "nearest" });
  }, [failed]);
  const described = [form.showsCommentWarning && warningId, hintId, nearLimit && limitId].filter(Boolean).join(" ");
  return (
    <Card
      part="objection"
      titleId="dn-objection-heading"
      headingRef={heading}
      title={<Trans comment="Heading of the objection form.">Do you disagree, or is something wrong?</Trans>}
    >
      <InstalmentsInsteadNote />
      <form
        className="dn-form"
        noValidate
        aria-busy={form.isSending || form.isCheckingArrival || undefined}
        onSubmit={(event) => {
          event.preventDefault();
          send({ type: "comment.submit" });
          // A field that refuses the send (a payment date in the future) takes the focus, its message beside it.
          event.currentTarget.querySelector<HTMLElement>("[aria-invalid='true']")?.focus();
        }}
      >
        <ReasonChooser disabled={form.isSending || form.isCheckingArrival} />
        <p id={hintId} className="dn-hint">
          <Trans>
            Write an explanation of your objection: why you think the amount is wrong, or what we should know. You can
            add a photo or a PDF, for example a payment receipt.
          </Trans>
        </p>
        <label htmlFor={`${id}-comment`} className="dn-label">
          <Trans comment="Label of the objection text field (sk: námietka).">Explanation of the objection</Trans>
        </label>
        <CommentField
          id={`${id}-comment`}
          readOnly={form.isSending || form.isCheckingArrival}
          invalid={form.showsCommentWarning}
          describedBy={described}
        />
        <CommentLimitNote id={limitId} />
        {form.showsCommentWarning && (
          <p id={warningId} className="dn-field-error" role="alert">
            <Trans comment="Error under the objection field when it is sent empty or a file is attached without text. The English wording is fixed by the spec; translations ask politely (no 'you must', no '!').">
              You need to provide explanation of objection!
            </Trans>
          </p>
        )}
        <AttachmentPicker />
        {/* Polite: the toast says the failure at once; these say what it means, after it. */}
        {form.captchaFailed && (
          <p className="dn-alert" role="status">
            <Trans comment="Shown in the form when the anti-spam check (reCAPTCHA) failed; the contact box is further down the page. The text is still in the form, not saved on the server: do not say 'saved'.">
              We could not verify that you are not a robot. Your text is still here. Please try again, or contact us by
              phone or e-mail below.
            </Trans>
          </p>
        )}
        {offline && !form.isSending && (
          <p className="dn-note" role="status">
            <Trans comment="Shown above the send button while the device has no internet connection, before the debtor presses it: nothing leaves until they do, then it waits for the connection.">
              You are offline. You can keep writing. Once you press “Send explanation”, your explanation will be sent as
              soon as the connection is back.
            </Trans>
          </p>
        )}
        {form.uploadFailed && (
          <p className="dn-alert" role="status">
            <Trans comment="After a failed send that did not reach us (a network failure before the body left, or an error answer). The cause may be the debtor's connection or our server: do not blame either.">
              Your explanation was not sent because of a connection or server problem. Nothing is lost: please try
              again.
            </Trans>
          </p>
        )}
        <UploadStoppedNote />
        <ArrivalNote />
        {/* Before Send, where it is read before the press that loads Google's script: the badge
            that script adds comes only after it, and the host page may hide it. */}
        {usesCaptcha && (
          <p className="dn-hint dn-captcha-notice">
            <Trans comment="Above the objection's Send button when the site uses Google's reCAPTCHA, an invisible check, run when Send is pressed, that the sender is a person. Google's required wording for a site that shows it instead of Google's badge. Keep 'reCAPTCHA' as written (a product name).">
              This site is protected by reCAPTCHA.
            </Trans>
          </p>
        )}
        <div className="dn-actions">
          {/* Busy (sending, checking, reading the file): aria-disabled, not disabled, so that the
              focus stays here, where the debtor pressed, instead of falling to the page's start. */}
          <button
            ref={submit}
            type="submit"
            className="dn-button dn-button--primary"
            disabled={!busy && !form.canSubmit}
            aria-disabled={busy || undefined}
          >
            {form.isSending ? (
              <Trans comment="Submit button label while sending. Keep short.">Sending…</Trans>
            ) : (
              <Trans comment="Submit button of the objection form. Keep short.">Send explanation</Trans>
            )}
          </button>
        </div>
        {step === "uploading" && <UploadProgress />}
        {form.isSending && step !== "uploading" && (
          <div className="dn-progress" role="status">
            <progress
              className="dn-progress__bar"
              aria-label={t({
                message: "Sending your explanation",
                comment: "Screen-reader name of the progress bar while sending.",
              })}
            />
            <span>
              {step === "waitingForConnection" ? (
                <Trans comment="Progress text while a submitted explanation waits for the internet connection to come back.">
                  Waiting for the connection. Your explanation will be sent automatically.
                </Trans>
              ) : (
                <Trans>Sending your explanation, please wait…</Trans>
              )}
            </span>
          </div>
        )}
      </form>
    </Card>
  );
}
