import { Trans, useLingui } from "@lingui/react/macro";
import { Suspense, use, useEffect, useMemo, useState, useSyncExternalStore, type MouseEvent } from "react";
import type { PayeeConfig } from "../../domain/provider-config";
import { formatEuro, parseMoney } from "../../domain/money";
import {
  buildPaymentOrder,
  defaultPaymentNote,
  formatIban,
  isPayBySquareText,
  normalizeIban,
  type PaymentOrder,
} from "../../domain/pay-by-square";
import { loadQrEncoder, type QrEncoder } from "../../domain/load-qr-encoder";
import type { QrSymbol } from "../../domain/qr-encoder";
import type { DebtDetails } from "../../domain/gateway-contract";
import { isWireLanguage, languageOption } from "../../domain/languages";

export interface PayBySquareProps {
  details: DebtDetails;
  payee: PayeeConfig;
  /** The period (01/2025) or, without one, the specific symbol: it goes into the payment note. */
  periodLabel: string;
  /** The payment note for the insurer; defaults to "Poistné {periodLabel}". */
  note?: string;
  /** Level of the section heading (default 2). */
  headingLevel?: 2 | 3;
}

const WIDE = "(min-width: 600px)";
const DOWNLOAD_NAME = "platba-qr.png";
const PNG_SCALE = 8;

function subscribeWide(onChange: () => void): () => void {
  if (typeof window.matchMedia !== "function") return () => {};
  const list = window.matchMedia(WIDE);
  list.addEventListener?.("change", onChange);
  return () => list.removeEventListener?.("change", onChange);
}

/** True on screens where the QR code is read by another device (mobile first: false until known). */
function useWideScreen(): boolean {
  return useSyncExternalStore(
    subscribeWide,
    () => typeof window.matchMedia === "function" && window.matchMedia(WIDE).matches,
    () => false,
  );
}

interface Row {
  label: string;
  value: string;
  /** What the copy button puts on the clipboard (IBAN without spaces, amount without grouping). */
  copy: string;
  copyLabel: string;
}

/** "1150,75" or "1150.75": the amount as a banking app's amount field takes it, no grouping, no €. */
function plainAmount(cents: number, locale: string): string {
  const decimal =
    new Intl.NumberFormat(locale).formatToParts(1.5).find((part) => part.type === "decimal")?.value ?? ",";
  return `${Math.floor(cents / 100)}${decimal}${String(cents % 100).padStart(2, "0")}`;
}

/** Saves the QR code as a PNG through a blob: URL (no data: URL, no inline image: fine under a strict CSP). */
function downloadQr(symbol: QrSymbol, host: Element) {
  const save = (blob: Blob | null) => {
    if (!blob) return;
    const url = URL.createObjectURL(blob);
    const link = document.createElement("a");
    link.href = url;
    link.download = DOWNLOAD_NAME;
    link.hidden = true;
    host.append(link);
    link.click();
    link.remove();
    // Some browsers read the blob only after the click returns.
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  };
  const { size, quietZone } = symbol;
  const side = (size + 2 * quietZone) * PNG_SCALE;
  const canvas = document.createElement("canvas");
  canvas.width = side;
  canvas.height = side;
  const context = canvas.getContext("2d");
  if (!context) return;
  context.fillStyle = "#fff";
  context.fillRect(0, 0, side, side);
  context.fillStyle = "#000";
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      if (symbol.isDark(x, y))
        context.fillRect((x + quietZone) * PNG_SCALE, (y + quietZone) * PNG_SCALE, PNG_SCALE, PNG_SCALE);
    }
  }
  canvas.toBlob(save, "image/png");
}

/**
 * Bank-transfer details for the debt: the payment data as copyable text and a PAY by square
 * QR code (one single payment order) for banking apps. On a phone the text comes first and
 * the QR code waits behind a toggle; on wider screens it is shown beside the text.
 */
export function PayBySquare({ details, payee, periodLabel, note, headingLevel = 2 }: PayBySquareProps) {
  const { t, i18n } = useLingui();
  const locale = languageOption(isWireLanguage(i18n.locale) ? i18n.locale : "sk").intlLocale;
  const wide = useWideScreen();
  const [userOpen, setUserOpen] = useState<boolean | null>(null);
  const [copied, setCopied] = useState<string | null>(null);

  const money = parseMoney(details.actualDebt);
  const cents = money.ok && money.cents > 0 ? money.cents : null;
  const paymentNote = note ?? defaultPaymentNote(periodLabel);
  const { iban, bic, beneficiaryName, constantSymbol } = payee;
  const { variableSymbol, specificSymbol, payBySquare } = details;
  const qrSource = useMemo((): string | PaymentOrder | null => {
    const order = buildPaymentOrder({
      amountCents: cents,
      iban,
      bic,
      beneficiaryName,
      variableSymbol,
      specificSymbol,
      constantSymbol,
      note: paymentNote,
    });
    // A ready-made code from the server wins; otherwise only valid data is encoded.
    return isPayBySquareText(payBySquare) ? payBySquare : order.ok ? order.order : null;
  }, [cents, iban, bic, beneficiaryName, variableSymbol, specificSymbol, constantSymbol, paymentNote, payBySquare]);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(null), 5000);
    return () => clearTimeout(timer);
  }, [copied]);

  const rows: Row[] = [];
  const add = (label: string, value: string, copy: string, copyLabel: string) => {
    if (value.trim()) rows.push({ label, value, copy: copy.trim(), copyLabel });
  };
  add(
    t({ message: "Beneficiary", comment: "Payment details: label of the payee's name (sk: príjemca)." }),
    payee.beneficiaryName,
    payee.beneficiaryName,
    t({
      message: "Copy beneficiary",
      comment: "Accessible name of a copy button. Must start with the same word as the visible button text 'Copy'.",
    }),
  );
  add(
    t({
      message: "IBAN",
      comment: "Payment details: label of the bank account number. IBAN is the same abbreviation in every language.",
    }),
    formatIban(payee.iban),
    normalizeIban(payee.iban),
    t({
      message: "Copy IBAN",
      comment: "Accessible name of a copy button. Must start with the same word as the visible button text 'Copy'.",
    }),
  );
  add(
    t({ message: "BIC (SWIFT)", comment: "Payment details: label of the bank's BIC/SWIFT code." }),
    payee.bic,
    payee.bic,
    t({
      message: "Copy BIC",
      comment: "Accessible name of a copy button. Must start with the same word as the visible button text 'Copy'.",
    }),
  );
  if (cents !== null) {
    add(
      t({ message: "Amount", comment: "Payment details: label of the amount in euro to transfer (sk: suma)." }),
      formatEuro(cents, locale),
      plainAmount(cents, locale),
      t({
        message: "Copy amount",
        comment: "Accessible name of a copy button. Must start with the same word as the visible button text 'Copy'.",
      }),
    );
  }
  add(
    t({
      message: "Variable symbol",
      comment: "Payment details: Slovak payment reference number (sk: variabilný symbol).",
    }),
    details.variableSymbol,
    details.variableSymbol,
    t({
      message: "Copy variable symbol",
      comment: "Accessible name of a copy button. Must start with the same word as the visible button text 'Copy'.",
    }),
  );
  add(
    t({ message: "Specific symbol" }),
    details.specificSymbol,
    details.specificSymbol,
    t({
      message: "Copy specific symbol",
      comment: "Accessible name of a copy button. Must start with the same word as the visible button text 'Copy'.",
    }),
  );
  add(
    t({
      message: "Constant symbol",
      comment: "Payment details: Slovak payment type code, 4 digits (sk: konštantný symbol).",
    }),
    payee.constantSymbol,
    payee.constantSymbol,
    t({
      message: "Copy constant symbol",
      comment: "Accessible name of a copy button. Must start with the same word as the visible button text 'Copy'.",
    }),
  );
  add(
    t({
      message: "Payment note",
      comment:
        "Payment details: label of the message for the payee (sk: správa pre prijímateľa). The note itself stays in Slovak.",
    }),
    paymentNote,
    paymentNote,
    t({
      message: "Copy payment note",
      comment: "Accessible name of a copy button. Must start with the same word as the visible button text 'Copy'.",
    }),
  );

  const copy = (row: Row, event: MouseEvent<HTMLButtonElement>) => {
    const value = event.currentTarget.parentElement?.querySelector(".dn-pbs__text");
    // Without a clipboard (an insecure page, a refused permission) the value is selected instead.
    const selectValue = () => {
      if (value) window.getSelection()?.selectAllChildren(value);
    };
    const clipboard = typeof navigator === "undefined" ? undefined : navigator.clipboard;
    if (!clipboard?.writeText) {
      selectValue();
      return;
    }
    clipboard.writeText(row.copy).then(() => setCopied(row.label), selectValue);
  };

  const Heading = headingLevel === 3 ? "h3" : "h2";
  const amountText = cents === null ? null : formatEuro(cents, locale);
  const open = userOpen ?? wide;

  return (
    <section className="dn-pbs" part="pay-by-square">
      <Heading className="dn-card__title">
        <Trans comment="Heading of the bank-transfer details and PAY by square QR code.">Pay by bank transfer</Trans>
      </Heading>
      <p className="dn-hint">
        <Trans comment="Intro of the bank-transfer section. PAY by square is the name of the Slovak payment QR code standard: do not translate it.">
          Copy these details into your banking app, or scan the PAY by square QR code with it.
        </Trans>
      </p>
      <div className="dn-pbs__layout">
        <dl className="dn-pbs__list">
          {rows.map((row) => (
            <div key={row.copyLabel} className="dn-pbs__row">
              <dt className="dn-pbs__label">{row.label}</dt>
              {/* The button lives in the dd: a dl row may hold only dt and dd. */}
              <dd className="dn-pbs__value">
                <span className="dn-pbs__text">{row.value}</span>
                <button
                  type="button"
                  className="dn-pbs__copy"
                  aria-label={row.copyLabel}
                  onClick={(event) => copy(row, event)}
                >
                  <Trans comment="Visible text of the copy buttons beside each payment detail. Keep very short.">
                    Copy
                  </Trans>
                </button>
              </dd>
            </div>
          ))}
        </dl>
        {qrSource === null ? (
          <NoQrCode />
        ) : (
          // Until the encoder has loaded (it is fetched during start-up), the same layout with an empty square.
          <Suspense
            fallback={
              <QrLayout source={qrSource} amountText={amountText} open={open} onToggle={setUserOpen} symbol={null} />
            }
          >
            <QrCode source={qrSource} amountText={amountText} open={open} onToggle={setUserOpen} />
          </Suspense>
        )}
      </div>
      <p className="dn-pbs__status" role="status">
        {copied ? (
          <Trans comment="Confirmation after a copy button was pressed. {copied} is the label of what was copied, e.g. IBAN or Variable symbol.">
            Copied: {copied}
          </Trans>
        ) : null}
      </p>
    </section>
  );
}

/** A ready-made PAY by square text, or the order to encode; null when there is nothing valid to encode. */
type QrSource = string | PaymentOrder | null;

interface QrCodeProps {
  source: QrSource;
  amountText: string | null;
  open: boolean;
  onToggle(open: boolean): void;
}

/** The QR code behind its toggle, and the PNG download; the encoder is loaded on first use. */
function QrCode(props: QrCodeProps) {
  const encoder = use(loadQrEncoder());
  if (!encoder || props.source === null) return <NoQrCode />;
  // Drawn just after the greeting rather than with it: choosing the symbol's mask is the
  // costliest part of the greeting's render, and on a phone the code is folded away anyway.
  // Meanwhile the same layout stands, with an empty square of the same size.
  return (
    <Suspense fallback={<QrLayout {...props} symbol={null} />}>
      <DrawnQrCode {...props} source={props.source} encoder={encoder} />
    </Suspense>
  );
}

function DrawnQrCode({
  encoder,
  source,
  ...props
}: QrCodeProps & { source: NonNullable<QrSource>; encoder: QrEncoder }) {
  const symbol = use(drawInNextTask(encoder, source));
  return symbol ? <QrLayout {...props} source={source} symbol={symbol} /> : <NoQrCode />;
}

const drawings = new Map<string, Promise<QrSymbol | null>>();

/** The symbol of a source, computed once, in a task of its own (not in the render that asks). */
function drawInNextTask(encoder: QrEncoder, source: NonNullable<QrSource>): Promise<QrSymbol | null> {
  const key = typeof source === "string" ? source : JSON.stringify(source);
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

function NoQrCode() {
  return (
    <p className="dn-note">
      <Trans comment="Shown instead of the payment QR code when the payment data cannot be put into one.">
        We cannot show a QR code for this payment. Please copy the details into your banking app.
      </Trans>
    </p>
  );
}

function QrLayout({ amountText, open, onToggle, symbol }: QrCodeProps & { symbol: QrSymbol | null }) {
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
      <button
        type="button"
        className="dn-button dn-button--secondary dn-pbs__download"
        disabled={!symbol}
        onClick={(event) => symbol && downloadQr(symbol, event.currentTarget.parentElement ?? event.currentTarget)}
      >
        <Trans comment="Button; saves the payment QR code as an image file. Keep short.">Download the QR code</Trans>
      </button>
    </div>
  );
}
