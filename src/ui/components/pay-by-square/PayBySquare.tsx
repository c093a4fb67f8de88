import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { DEFAULT_LANGUAGE, isWireLanguage, languageOption } from "../../../domain/languages";
import { formatEuro } from "../../../domain/money";
import type { BankTransfer } from "../../../machine/bank-transfer.selectors";
import { useCopyFeedback } from "./copy-feedback";
import { PaymentFields } from "./PaymentFields";
import { NoQrCode, QrCode } from "./QrCode";
import type { QrSaveProps } from "./QrSaveActions";
import { useQrEncoder } from "./use-qr-encoder";
import { useWideLayout } from "./use-wide-layout";

/**
 * Bank-transfer details for the debt: the payment data as copyable text and a PAY by square
 * QR code (one single payment order) for banking apps. On a phone the way to save the code to
 * the photos comes first (the code itself waits behind a toggle), then the text; on wider
 * screens the code is shown beside the text.
 */
export function PayBySquare({ transfer, saving, onShare, onSave }: { transfer: BankTransfer } & QrSaveProps) {
  const { i18n } = useLingui();
  const locale = languageOption(isWireLanguage(i18n.locale) ? i18n.locale : DEFAULT_LANGUAGE).intlLocale;
  const wide = useWideLayout();
  const encoder = useQrEncoder();
  const [userOpen, setUserOpen] = useState<boolean | null>(null);
  const [copied, reportCopied] = useCopyFeedback();
  const amountText = transfer.amountCents === null ? null : formatEuro(transfer.amountCents, locale);
  const qr =
    transfer.qrSource === null ? (
      <NoQrCode />
    ) : (
      <QrCode
        encoder={encoder}
        source={transfer.qrSource}
        amountText={amountText}
        open={userOpen ?? wide}
        onToggle={setUserOpen}
        saving={saving}
        onShare={onShare}
        onSave={onSave}
      />
    );
  // On a phone in one column, "Save the QR code to your photos" (how a banking app on the same
  // phone reads it) comes before the copy rows; in document order, so focus follows.
  const qrFirst = saving.phone && !wide;
  // Slovak Post takes a cash payment to any account in Slovakia with these details.
  const slovakAccount = transfer.fields.some((line) => line.field === "iban" && line.copy.startsWith("SK"));
  return (
    <section className="dn-pbs" part="pay-by-square">
      <h2 className="dn-card__title">
        <Trans comment="Heading of the bank-transfer details and PAY by square QR code.">Pay by bank transfer</Trans>
      </h2>
      <p className="dn-hint">
        {/* The code's file may fail to load: then the intro offers no code either. */}
        {transfer.qrSource === null || encoder === null ? <CopyOnlyIntro /> : <CopyOrScanIntro />}
      </p>
      <div className="dn-pbs__layout">
        {qrFirst && qr}
        <PaymentFields fields={transfer.fields} locale={locale} copied={copied} onCopied={reportCopied} />
        {!qrFirst && qr}
      </div>
      {slovakAccount && (
        <p className="dn-hint">
          <Trans comment="Under the bank-transfer details (shown only for a Slovak account): a debtor without internet banking can pay the same details in cash at a post office (Slovak Post, sk: na pošte, a payment to an account).">
            No internet banking? You can also pay with these details in cash at a post office.
          </Trans>
        </p>
      )}
      <p className="dn-pbs__status" role="status">
        {copied ? (
          <Trans comment="Confirmation after a copy button was pressed. {copied} is the label of what was copied, e.g. IBAN or Variable symbol.">
            Copied: {copied}
          </Trans>
        ) : saving.shareFailed ? (
          <Trans comment="Shown when the phone's share sheet failed (not when the debtor closed it). Calm: saving the image still works.">
            Sharing did not work. You can still save the QR code as an image.
          </Trans>
        ) : null}
      </p>
    </section>
  );
}

function CopyOrScanIntro() {
  return (
    <Trans comment="Intro of the bank-transfer section. PAY by square is the name of the Slovak payment QR code standard: do not translate it.">
      Copy these details into your banking app, or scan the PAY by square QR code with it.
    </Trans>
  );
}

function CopyOnlyIntro() {
  return (
    <Trans comment="Intro of the bank-transfer section when no QR code can be shown for this payment (a note says so below).">
      Copy these details into your banking app.
    </Trans>
  );
}
