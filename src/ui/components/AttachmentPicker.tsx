import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useId, useRef } from "react";
import { displayFileName } from "../../domain/attachment";
import { selectAttachmentView } from "../../machine/debt-notice.selectors";
import { useDebtNotice, useSend } from "../actor-context";
import { noticeMessage } from "../notice-messages";

/** Images or PDF; the preview shows what will be sent, and the X badge takes it back. */
export function AttachmentPicker() {
  const { t, i18n } = useLingui();
  const id = useId();
  const send = useSend();
  const { attachment, attachmentError, isSending, isReadingAttachment } = useDebtNotice(selectAttachmentView);
  const fileName = attachment ? displayFileName(attachment.fileName) : "";
  const errorId = `${id}-error`;
  const input = useRef<HTMLInputElement>(null);
  // The control keeps the file the machine accepted (a screen reader hears its name as the value);
  // once none is kept (refused, removed), it is emptied, so the same file can be picked again.
  useEffect(() => {
    if (!attachment && input.current) input.current.value = "";
  }, [attachment, attachmentError]);
  return (
    <div className="dn-attach">
      <input
        ref={input}
        id={id}
        type="file"
        className="dn-attach__input"
        accept="image/*,application/pdf,.pdf,.heic,.heif"
        disabled={isSending}
        aria-describedby={attachmentError ? errorId : `${id}-hint`}
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          if (file) send({ type: "attachment.select", file });
        }}
      />
      <label htmlFor={id} className="dn-button dn-button--ghost dn-attach__label">
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <path
            d="M16.5 6.5 8.7 14.3a2 2 0 0 0 2.8 2.8l7.8-7.8a4 4 0 0 0-5.6-5.6L5.8 11.6a6 6 0 0 0 8.5 8.5l6.2-6.2"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
          />
        </svg>
        {attachment ? (
          <>
            <Trans comment="File-picker button once a file is attached; a new file replaces it. Keep short.">
              Choose another file
            </Trans>
            {/* Heard, not shown (the preview below shows it): which file is attached now. */}
            <span className="dn-visually-hidden">
              {" "}
              <Trans comment="Screen-reader part of the file-picker button's name once a file is attached. {fileName} is the file's name.">
                (attached: {fileName})
              </Trans>
            </span>
          </>
        ) : (
          <Trans comment="Button that opens the file picker for the objection attachment. Keep short.">
            Attach a photo or PDF
          </Trans>
        )}
      </label>
      <p id={`${id}-hint`} className="dn-hint">
        <Trans comment="Hint under the attachment button.">Optional. A photo or a PDF document, at most 10 MB.</Trans>
      </p>
      {isReadingAttachment && (
        <p className="dn-hint" role="status">
          <Trans comment="Status line while the chosen attachment is read and checked.">Checking the file…</Trans>
        </p>
      )}
      {attachment && (
        <div className="dn-attach__preview" part="attachment">
          {attachment.isPdf ? (
            <svg
              className="dn-attach__thumb dn-attach__thumb--pdf"
              viewBox="0 0 40 48"
              width="40"
              height="48"
              aria-hidden="true"
              focusable="false"
            >
              <path
                d="M4 2h22l10 10v32a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2z"
                fill="#fff"
                stroke="currentColor"
                strokeWidth="2"
              />
              <path d="M26 2v10h10" fill="none" stroke="currentColor" strokeWidth="2" />
              <rect x="6" y="26" width="28" height="12" rx="2" fill="#c62828" />
              <text x="20" y="35" textAnchor="middle" fontSize="9" fontWeight="700" fill="#fff" fontFamily="sans-serif">
                PDF
              </text>
            </svg>
          ) : (
            <img className="dn-attach__thumb" src={attachment.objectUrl} alt="" width="48" height="48" />
          )}
          <span className="dn-attach__name" dir="auto">
            {displayFileName(attachment.fileName)}
          </span>
          <button
            type="button"
            className="dn-attach__remove"
            disabled={isSending}
            aria-label={t({
              message: "Remove attachment",
              comment: "Screen-reader label of the X button on the attachment preview.",
            })}
            onClick={() => {
              send({ type: "attachment.remove" });
              // The X goes with the file: the focus goes to the file control, not to the page's start.
              input.current?.focus();
            }}
          >
            <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
              <path d="M4 4l8 8M12 4l-8 8" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
        </div>
      )}
      {attachmentError && (
        // The file control's description, not a live region: the toast (an alert) says the same
        // words at once, once; this stays after it.
        <p id={errorId} className="dn-field-error">
          {i18n._(noticeMessage(attachmentError))}
        </p>
      )}
    </div>
  );
}
