import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { useId } from "react";
import { languageOption } from "../../domain/languages";
import { selectLanguage } from "../../machine/language.selectors";
import { selectUploadProgress, selectUploadStopped } from "../../machine/upload-progress.selectors";
import type { UploadProgressView } from "../../machine/upload-progress.selectors";
import { useFocusWhenLost } from "../use-focus-when-lost";
import { useDebtNotice, useSend } from "../actor-context";
import { formatFileSize } from "../format-size";

/** The objection's upload: bytes sent of the total, time left, and a way to stop it. */
export function UploadProgress() {
  const { t } = useLingui();
  const send = useSend();
  const view = useDebtNotice(selectUploadProgress);
  const figuresId = useId();
  const locale = languageOption(useDebtNotice(selectLanguage)).intlLocale;
  if (!view) return null;
  const figures = figuresOf(view, locale);
  const valueTextOf = ({ sent, total, percent }: FiguresText): string =>
    t({
      message: `${percent} sent (${sent} of ${total})`,
      comment: "Screen-reader value of the upload bar, e.g. '24 % sent (3.2 MB of 13.4 MB)'.",
    });
  const valueText = figures ? valueTextOf(figures) : undefined;
  const minutesLeft = view.timeLeftMs === null ? null : Math.ceil(view.timeLeftMs / 60_000);
  return (
    <div className="dn-progress dn-upload">
      <progress
        className="dn-progress__bar"
        max={100}
        value={view.percent ?? undefined}
        aria-label={t({
          message: "Sending your explanation",
          comment: "Screen-reader name of the progress bar while sending.",
        })}
        aria-valuetext={valueText}
        // Chromium exposes no aria-valuetext on a progress bar: the figures under it are its description.
        aria-describedby={figuresId}
      />
      <p className="dn-upload__figures" id={figuresId}>
        {figures ? <Figures {...figures} /> : <Trans>Sending your explanation, please wait…</Trans>}
        {minutesLeft !== null && " · "}
        {minutesLeft === 1 && (
          <Trans comment="Estimated time left of the upload, shown once it can be estimated.">
            Less than a minute left
          </Trans>
        )}
        {minutesLeft !== null && minutesLeft > 1 && (
          <Plural
            comment="Estimated time left of the upload, in whole minutes (2 or more)."
            value={minutesLeft}
            one="About # minute left"
            other="About # minutes left"
          />
        )}
      </p>
      {view.phase === "bodySent" && (
        <p>
          <Trans comment="Screen-reader announcement (and text) once every byte is sent and the server's answer is awaited.">
            Everything has left your device. Waiting for our server's answer.
          </Trans>
        </p>
      )}
      {view.phase === "stuck" && (
        <p className="dn-upload__stuck">
          <Trans comment="Shown when the upload has made no progress for 20 seconds.">
            Sending has stalled. Your connection may be weak. You can wait, or stop sending and try again later.
          </Trans>
        </p>
      )}
      <p className="dn-visually-hidden" role="status">
        <Announcement phase={view.phase} step={view.step} locale={locale} />
      </p>
      <button type="button" className="dn-button dn-button--ghost" onClick={() => send({ type: "upload.cancel" })}>
        <Trans comment="Button that stops the upload of the objection; the form keeps the text and the file. Keep short.">
          Stop sending
        </Trans>
      </button>
    </div>
  );
}

interface FiguresText {
  sent: string;
  total: string;
  percent: string;
}

function Figures({ sent, total, percent }: FiguresText) {
  return (
    <Trans comment="Under the upload bar: size sent of the total size, then the percentage, e.g. '3.2 MB of 13.4 MB (24 %)'.">
      {sent} of {total} ({percent})
    </Trans>
  );
}

function figuresOf(view: UploadProgressView, locale: string): FiguresText | null {
  if (view.sent === null || view.total === null || view.percent === null) return null;
  return {
    sent: formatFileSize(view.sent, locale),
    total: formatFileSize(view.total, locale),
    percent: new Intl.NumberFormat(locale, { style: "percent" }).format(view.percent / 100),
  };
}

/** Screen readers hear only this: it changes at 25 % steps and when the upload stalls or ends. */
function Announcement({ phase, step, locale }: Pick<UploadProgressView, "phase" | "step"> & { locale: string }) {
  if (phase === "stuck") {
    return <Trans comment="Screen-reader announcement when the upload stalls.">Sending has stalled.</Trans>;
  }
  if (phase === "bodySent") {
    return (
      <Trans comment="Screen-reader announcement (and text) once every byte is sent and the server's answer is awaited.">
        Everything has left your device. Waiting for our server's answer.
      </Trans>
    );
  }
  if (step === 0) return null;
  const percent = new Intl.NumberFormat(locale, { style: "percent" }).format(step / 100);
  return <Trans comment="Screen-reader announcement at 25, 50 and 75 percent of the upload.">{percent} sent.</Trans>;
}

/**
 * Said after the debtor stopped the upload. Before the last byte left the gateway cannot have taken it;
 * after that it may have, and the debtor must know that sending again may deliver it twice.
 */
export function UploadStoppedNote() {
  const stopped = useDebtNotice(selectUploadStopped);
  // The Stop button is gone: the note takes the focus (and is read on it: no live region too).
  const note = useFocusWhenLost<HTMLParagraphElement>(stopped);
  if (!stopped) return null;
  return (
    <p ref={note} className="dn-note" tabIndex={-1}>
      <Trans comment="After the debtor stopped the upload before it was complete: nothing reached the office.">
        Sending was stopped and your explanation was not sent. Everything you filled in is still here.
      </Trans>
    </p>
  );
}
