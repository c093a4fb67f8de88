import { Trans, useLingui } from "@lingui/react/macro";
import { Suspense, use } from "react";
import type { QrEncoder } from "../../../domain/load-qr-encoder";
import type { QrSymbol } from "../../../domain/qr-encoder";
import type { QrSource } from "../../../machine/bank-transfer.selectors";
import { QrSaveActions, type QrSaveProps } from "./QrSaveActions";

interface LayoutProps extends QrSaveProps {
  source: NonNullable<QrSource>;
  /** The amount as shown, for the code's accessible name; null when there is none. */
  amountText: string | null;
  open: boolean;
  onToggle(open: boolean): void;
}

interface QrCodeProps extends LayoutProps {
  /** See useQrEncoder: undefined while its file is on its way, null when it failed. */
  encoder: QrEncoder | null | undefined;
}

/**
 * The QR code behind its toggle, and the PNG download. The encoder is a file of its own; until
 * it is there (and until the symbol is drawn), the same layout stands with an empty square.
 */
export function QrCode({ encoder, ...props }: QrCodeProps) {
  if (encoder === null) return <NoQrCode reason="notLoaded" />;
  if (encoder === undefined) return <QrLayout {...props} symbol={null} />;
  // Drawn just after the greeting rather than with it: choosing the symbol's mask is the
  // costliest part of the greeting's render, and on a phone the code is folded away anyway.
  // A boundary of its own, mounted with the encoder: its first suspension shows the fallback
  // alone (a boundary suspending again would keep a hidden copy of the layout beside it).
  return (
    <Suspense fallback={<QrLayout {...props} symbol={null} />}>
      <DrawnQrCode {...props} encoder={encoder} />
    </Suspense>
  );
}

function DrawnQrCode({ encoder, ...props }: LayoutProps & { encoder: QrEncoder }) {
  const symbol = use(drawInNextTask(encoder, props.source));
  return symbol ? <QrLayout {...props} symbol={symbol} /> : <NoQrCode />;
}

const drawings = new Map<string, Promise<QrSymbol | null>>();

/** The symbol of a source, computed once, in a task of its own (not in the render that asks). */
function drawInNextTask(encoder: QrEncoder, source: NonNullable<QrSource>): Promise<QrSymbol | null> {
  const key = JSON.stringify(source);
  let drawing = drawings.get(key);
  if (!drawing) {
    drawing = new Promise((resolve) =>
      setTimeout(() => {
        try {
          resolve(encoder.payBySquareSymbol(source));
        } catch {
          resolve(null);
        }
      }, 0),
    );
    if (drawings.size > 8) drawings.clear();
    drawings.set(key, drawing);
  }
  return drawing;
}

/**
 * Instead of the code: the payment data cannot be put into one (`unfit`), or the code's own file
 * could not be loaded (`notLoaded`: the data is fine, the page is not).
 */
export function NoQrCode({ reason = "unfit" }: { reason?: "unfit" | "notLoaded" }) {
  return (
    <p className="dn-note">
      {reason === "notLoaded" ? (
        <Trans comment="Shown instead of the payment QR code when the page could not load the part that draws it (a network or website problem, not the debtor's data). The details beside it are correct.">
          The QR code could not be loaded. Please copy the details into your banking app.
        </Trans>
      ) : (
        <Trans comment="Shown instead of the payment QR code when the payment data cannot be put into one.">
          We cannot show a QR code for this payment. Please copy the details into your banking app.
        </Trans>
      )}
    </p>
  );
}

function QrLayout({
  amountText,
  open,
  onToggle,
  symbol,
  saving,
  onShare,
  onSave,
}: LayoutProps & { symbol: QrSymbol | null }) {
  const { t } = useLingui();
  const quietZone = symbol?.quietZone ?? 0;
  const side = symbol ? symbol.size + 2 * quietZone : 1;
  return (
    <div className="dn-pbs__qr">
      <details
        className="dn-pbs__toggle"
        open={open}
        onToggle={(event) => {
          const now = event.currentTarget.open;
          if (now !== open) onToggle(now);
        }}
      >
        <summary className="dn-pbs__summary">
          <Trans comment="Toggle that reveals the payment QR code, meant to be scanned with a phone other than the screen it is on. Keep short.">
            Show the QR code for another device
          </Trans>
        </summary>
        {/* Until it is drawn, an empty square that keeps the place and is nothing to a screen reader. */}
        <svg
          className="dn-pbs__svg"
          role={symbol ? "img" : undefined}
          aria-hidden={symbol ? undefined : true}
          aria-label={
            !symbol
              ? undefined
              : amountText
                ? t({
                    message: `PAY by square QR code for paying ${amountText} from a banking app`,
                    comment:
                      "Accessible name of the payment QR code. {amountText} is an amount such as 1 150,75 €. PAY by square is a standard's name: do not translate it.",
                  })
                : t({
                    message: "PAY by square QR code for paying from a banking app",
                    comment:
                      "Accessible name of the payment QR code when the amount is unknown. PAY by square is a standard's name: do not translate it.",
                  })
          }
          viewBox={`${-quietZone} ${-quietZone} ${side} ${side}`}
          shapeRendering="crispEdges"
          focusable="false"
        >
          <rect x={-quietZone} y={-quietZone} width={side} height={side} fill="#fff" />
          {symbol && <path d={symbol.path} fill="#000" />}
        </svg>
      </details>
      {/* Outside the toggle: on a phone, a saved image is what a banking app can read from the gallery. */}
      <QrSaveActions symbol={symbol} amountText={amountText} saving={saving} onShare={onShare} onSave={onSave} />
    </div>
  );
}
