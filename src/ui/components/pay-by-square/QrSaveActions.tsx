import { Trans, useLingui } from "@lingui/react/macro";
import { Suspense, use } from "react";
import type { QrSymbol } from "../../../domain/qr-encoder";
import type { QrSaving } from "../../../machine/qr-save.selectors";
import type { QrShare } from "../../../machine/debt-notice.types";
import { qrPngBlob, qrPngFile } from "./qr-png";

export interface QrSaveProps {
  saving: QrSaving;
  /** Hands the PNG to the machine, which opens the share sheet. */
  onShare(share: QrShare): void;
  /** Hands the PNG to the machine, which saves it as a file. */
  onSave(image: Blob): void;
}

/**
 * What to do with the QR code's image. On a phone the code cannot be scanned from its own
 * screen: the image goes to the photos (with a line on importing it into a banking app), or
 * straight to the banking app through the share sheet where the browser can share files.
 */
export function QrSaveActions({ symbol, saving, onShare, onSave, amountText }: QrSaveProps & QrSymbolProps) {
  return (
    <div className="dn-pbs__save">
      {saving.canShare && (
        // The PNG is made before the press: a share sheet opens only within the tap's user activation.
        <Suspense fallback={<ShareButton share={null} onShare={onShare} />}>
          {symbol ? <ReadyShareButton symbol={symbol} amountText={amountText} onShare={onShare} /> : null}
        </Suspense>
      )}
      <button
        type="button"
        className="dn-button dn-button--secondary dn-pbs__download"
        disabled={!symbol}
        onClick={() => {
          if (symbol) void qrPngBlob(symbol).then((blob) => blob && onSave(blob));
        }}
      >
        {saving.phone ? (
          <Trans comment="Button on a phone; saves the payment QR code as an image into the phone's photos (gallery). Keep short.">
            Save the QR code to your photos
          </Trans>
        ) : (
          <Trans comment="Button; saves the payment QR code as an image file. Keep short.">Download the QR code</Trans>
        )}
      </button>
      {saving.phone && (
        <p className="dn-hint dn-pbs__import">
          <Trans comment="Under the save button on a phone: how a banking app reads the saved QR code. Most Slovak banking apps offer 'Scan QR' and then 'from gallery'; say it as the apps in this language do, without naming a bank.">
            Then, in your banking app, choose to scan a QR code and pick this image from your gallery.
          </Trans>
        </p>
      )}
    </div>
  );
}

interface QrSymbolProps {
  symbol: QrSymbol | null;
  amountText: string | null;
}

function ReadyShareButton({
  symbol,
  amountText,
  onShare,
}: { symbol: QrSymbol; amountText: string | null } & Pick<QrSaveProps, "onShare">) {
  const { t } = useLingui();
  const file = use(qrPngFile(symbol));
  if (!file) return null;
  const title = t({ message: "Payment QR code", comment: "Title of the shared QR code image (share sheet)." });
  const text = amountText
    ? t({
        message: `PAY by square QR code for paying ${amountText}`,
        comment:
          "Text shared with the QR code image. {amountText} is an amount such as 1 150,75 €. PAY by square is a standard's name: do not translate it.",
      })
    : t({
        message: "PAY by square QR code for the payment",
        comment:
          "Text shared with the QR code image when the amount is unknown. PAY by square is a standard's name: do not translate it.",
      });
  return <ShareButton share={{ file, title, text }} onShare={onShare} />;
}

function ShareButton({ share, onShare }: { share: QrShare | null } & Pick<QrSaveProps, "onShare">) {
  return (
    <button
      type="button"
      className="dn-button dn-button--primary dn-pbs__share"
      disabled={!share}
      onClick={() => share && onShare(share)}
    >
      <Trans comment="Button on a phone; opens the phone's share sheet with the payment QR code image, to send it to a banking app. Keep short.">
        Share to your banking app
      </Trans>
    </button>
  );
}
