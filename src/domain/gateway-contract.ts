/** The shapes of the gateway contract (openapi.yaml): what the widget sends and what it reads. */
import type { WireLanguage } from "./languages";
import type { PayeeConfig } from "./provider-config";

export type { WireLanguage };

/** The gateway calls, each `POST {api-base}/{name}` (openapi.yaml: `paths`). */
export type GatewayCall =
  "getPreferredLanguage" | "changePreferredLanguage" | "getDetails" | "uploadComment" | "updateState";

/** The one flag an `updateState` call sets to `true`. */
export type StateFlag = "clickedOnPay" | "clickedOnTotalDebt" | "clickedOnCalendar";

/** The debt details object (openapi.yaml: `DebtDetails`), as normalised by `parseDetailsResponse`. */
export interface DebtDetails {
  name: string;
  isMan: boolean;
  icp: string;
  /** A number or decimal-comma text such as `"1 150,75"`; `null` when absent or unusable. */
  actualDebt: string | number | null;
  /** Raw server value: it must still pass the URL safety check before it is used. */
  paymeUrl: string | null;
  /** A JSON string holding `[{ obdobie, dlh }]`; parsed elsewhere. */
  totalDebt: string | null;
  infoWasProvided: boolean;
  clickedOnPay: boolean;
  specificSymbol: string;
  period: string;
  sessionId: string;
  variableSymbol: string;
  payBySquare: string | null;
  /**
   * The account to pay into, when the gateway sends one (contract 1.3.0): it is used instead of
   * the host's `config.payee`, which markup on a partner page could supply. `"unusable"`: sent,
   * but not a usable account, so no bank details are offered. Absent: the host's config.
   */
  payee?: PayeeConfig | "unusable";
}

export interface UploadCommentBody {
  reference: string;
  sessionId: string;
  comment: string;
  /** Subtype of the attachment's media type (`png`, `pdf`, …) or `null` without attachment. */
  attachmentType: string | null;
  /** Base64 content without the `data:` prefix, or `null` without attachment. */
  attachment: string | null;
  captchaToken: string | null;
}

export interface GetDetailsBody {
  reference: string;
  /** Omitted from the wire body when `undefined` (the total-debt page sends only the reference). */
  mobile?: boolean;
}

export interface UpdateStateBody {
  reference: string;
  sessionId: string;
  flag: StateFlag;
}
