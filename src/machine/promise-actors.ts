import { fromPromise, type NonReducibleUnknown } from "xstate";
import type { Attachment } from "../domain/attachment";
import type {
  DebtDetails,
  FetchDetailsInput,
  MarkStateInput,
  QrShare,
  UploadCommentInput,
  WireLanguage,
} from "./debt-notice.types";

/**
 * The machine's promise actors: what each takes and gives, declared once. The machine invokes
 * them by name (setup.ts); the session implements them (session/provide-environment.ts).
 */
export interface PromiseActors {
  fetchDetails: { input: FetchDetailsInput; output: DebtDetails };
  loadLanguage: { input: { reference: string }; output: WireLanguage | null };
  saveLanguage: { input: { reference: string; language: WireLanguage }; output: void };
  /** Makes a language's catalog available; resolves to that language. */
  loadCatalog: { input: { language: WireLanguage }; output: WireLanguage };
  markState: { input: MarkStateInput; output: void };
  getCaptchaToken: { input: NonReducibleUnknown; output: string | null };
  /** Reports bytes sent through its input's `reportProgress`; the machine hears them as `upload.progress`. */
  uploadComment: { input: UploadCommentInput; output: void };
  readAttachment: { input: { file: File }; output: Attachment };
  /** Opens the share sheet with the QR code's PNG (Web Share); rejects with AbortError when dismissed. */
  shareQrImage: { input: QrShare; output: void };
}

type PromiseActorName = keyof PromiseActors;

/** What actor `Name` takes and gives, for `fromPromise<OutputOf<"x">, InputOf<"x">>(…)` where it is implemented. */
export type InputOf<Name extends PromiseActorName> = PromiseActors[Name]["input"];
export type OutputOf<Name extends PromiseActorName> = PromiseActors[Name]["output"];

/** The actor `name` before the session provides it: invoking it fails, naming it. */
export function unprovided<Name extends PromiseActorName>(name: Name) {
  return fromPromise<OutputOf<Name>, InputOf<Name>>(async () => {
    throw new Error(`The "${name}" actor must be provided (see session/provide-environment.ts).`);
  });
}
