/**
 * Renders the real DebtNoticeApp (real machine, real UI) against a fake world: a fake
 * gateway of vi.fn()s, a fake captcha, memory history, an in-memory draft store and spies
 * for navigation, object-URL revocation and logging.
 */
import { configure, render, screen, waitFor, type RenderResult } from "@testing-library/react";
import userEvent, { type UserEvent } from "@testing-library/user-event";
import { StrictMode, type ReactElement } from "react";
import { afterEach, vi, type Mock } from "vitest";
import type { ConnectionWatcher } from "../../src/browser/connection";
import type { DraftStore } from "../../src/browser/drafts";
import type { IdleScheduler } from "../../src/browser/write-behind";
import { memoryHistory, type RouteHistory } from "../../src/browser/history";
import { NO_REASON, type ReasonAnswers } from "../../src/domain/objection-reason";
import { trackedObjectUrls } from "../../src/browser/object-urls";
import type { Gateway } from "../../src/gateway/client";
import type {
  DebtDetails,
  GetDetailsBody,
  UpdateStateBody,
  UploadCommentBody,
  WireLanguage,
} from "../../src/domain/gateway-contract";
import type { DebtNoticeEmitted, PendingSend, SentRecord } from "../../src/machine/debt-notice.types";
import { createSession, type DebtNoticeSession } from "../../src/session/create-session";
import { resolveOptions, type DebtNoticeOptions } from "../../src/session/options";
import type { DebtNoticeEnvironment } from "../../src/session/provide-environment";
import { DebtNoticeApp } from "../../src/ui/DebtNoticeApp";
import { DEMO_CONFIG } from "../../demo/demo-config.mjs";
import { allCatalogs } from "./all-catalogs";
import { detailsFixture } from "./details-fixture";

const alwaysOnline: ConnectionWatcher = { isOnline: () => true, listen: () => () => undefined };

// Two cores run several jsdom files at once: give findBy*/waitFor more than the default 1 s.
configure({ asyncUtilTimeout: 4000 });

export const FORM_HEADING = "Notice of unpaid health insurance contributions";

/**
 * The sections below the greeting have followed it (AfterTheGreeting renders them a few frames
 * after the view's first commit): nothing in `root` is still to come.
 */
export async function sectionsShown(root: ParentNode = document): Promise<void> {
  await waitFor(() => {
    if (!root.querySelector("[part~='view']")) throw new Error("no view shown yet");
    if (root.querySelector(".dn-later")) throw new Error("the sections below the greeting are still to come");
  });
}

/** The home view (in English) with every section: its heading, then what follows the greeting. */
export async function formShown(): Promise<HTMLElement> {
  const heading = await screen.findByRole("heading", { level: 1, name: FORM_HEADING });
  await sectionsShown();
  return heading;
}

export { makeDeferred as deferred, type Deferred } from "./deferred";

/** A rejection shaped like the gateway's errors (`{ code }`). */
export function gatewayFailure(call: string, code = "server"): Error & { code: string; call: string } {
  return Object.assign(new Error(`Gateway call ${call} failed: ${code}`), { code, call });
}

export { TOTAL_DEBT_JSON, detailsFixture } from "./details-fixture";

export interface FakeGateway extends Gateway {
  getPreferredLanguage: Mock<(reference: string, signal?: AbortSignal) => Promise<WireLanguage | null>>;
  changePreferredLanguage: Mock<(reference: string, language: WireLanguage, signal?: AbortSignal) => Promise<void>>;
  getDetails: Mock<(body: GetDetailsBody, signal?: AbortSignal) => Promise<DebtDetails>>;
  uploadComment: Mock<
    (body: UploadCommentBody, signal?: AbortSignal, onProgress?: (sent: number, total: number) => void) => Promise<void>
  >;
  updateState: Mock<(body: UpdateStateBody, signal?: AbortSignal) => Promise<void>>;
}

/** English UI, the fixture details, every write succeeds. Override any call with mockImplementation. */
export function fakeGateway(
  details: DebtDetails = detailsFixture(),
  language: WireLanguage | null = "en",
): FakeGateway {
  return {
    getPreferredLanguage: vi.fn(async () => language),
    changePreferredLanguage: vi.fn(async () => undefined),
    getDetails: vi.fn(async () => details),
    uploadComment: vi.fn(async () => undefined),
    updateState: vi.fn(async () => undefined),
  };
}

export interface MemoryDrafts extends DraftStore {
  readonly saved: Map<string, string>;
  readonly reasons: Map<string, ReasonAnswers>;
  readonly pending: Map<string, PendingSend>;
  readonly records: Map<string, SentRecord>;
}

export function memoryDrafts(
  initial: Record<string, string> = {},
  initialReasons: Record<string, ReasonAnswers> = {},
  initialPending: Record<string, PendingSend> = {},
): MemoryDrafts {
  const saved = new Map(Object.entries(initial));
  const reasons = new Map(Object.entries(initialReasons));
  const pending = new Map(Object.entries(initialPending));
  const records = new Map<string, SentRecord>();
  return {
    saved,
    reasons,
    pending,
    records,
    loadRecord: (reference) => records.get(reference) ?? null,
    saveRecord: (reference, record) => {
      if (record) records.set(reference, record);
      else records.delete(reference);
    },
    loadPendingSend: (reference) => pending.get(reference) ?? null,
    savePendingSend: (reference, value) => {
      if (value) pending.set(reference, value);
      else pending.delete(reference);
    },
    load: (reference) => saved.get(reference) ?? "",
    save: (reference, comment) => {
      if (comment.trim()) saved.set(reference, comment);
      else saved.delete(reference);
    },
    loadReason: (reference) => reasons.get(reference) ?? NO_REASON,
    saveReason: (reference, answers) => {
      if (answers.code) reasons.set(reference, answers);
      else reasons.delete(reference);
    },
    clear: (reference) => {
      saved.delete(reference);
      reasons.delete(reference);
    },
  };
}

export interface FakeEnvironment extends DebtNoticeEnvironment {
  gateway: FakeGateway;
  getCaptchaToken: Mock<() => Promise<string | null>>;
  history: RouteHistory;
  drafts: MemoryDrafts;
  idle: IdleScheduler;
  navigate: Mock<(url: string) => void>;
  print: Mock<() => void>;
  /** Every revocation of the session's object URLs (the registry itself is the real one). */
  revokeObjectUrl: Mock<(url: string) => void>;
  log: Mock<(message: string) => void>;
  saveFile: Mock<(file: Blob, fileName: string) => void>;
  canShareFiles: Mock<() => boolean>;
  shareFiles: Mock<DebtNoticeEnvironment["shareFiles"]>;
}

export function fakeEnvironment(overrides: Partial<FakeEnvironment> = {}): FakeEnvironment {
  const revokeObjectUrl = overrides.revokeObjectUrl ?? vi.fn();
  return {
    // URL.createObjectURL is looked up per call: tests stub it (jsdom has none).
    objectUrls: trackedObjectUrls((blob) => URL.createObjectURL(blob), revokeObjectUrl),
    gateway: fakeGateway(),
    getCaptchaToken: vi.fn(async () => "captcha-token-1"),
    history: memoryHistory,
    drafts: memoryDrafts(),
    idle: nextTaskScheduler,
    navigate: vi.fn(),
    print: vi.fn(),
    revokeObjectUrl,
    log: vi.fn(),
    saveFile: vi.fn(),
    uniqueId: () => "test-uid-1",
    canShareFiles: vi.fn(() => false),
    shareFiles: vi.fn(async () => undefined),
    connection: alwaysOnline,
    catalogs: allCatalogs,
    ...overrides,
  };
}

/**
 * The page is idle in the next task and never left: a keystroke's text reaches the machine right
 * after the keystroke (tests of the order between them pass a manualScheduler instead).
 */
export const nextTaskScheduler: IdleScheduler = {
  whenIdle(run) {
    const id = setTimeout(run, 0);
    return () => clearTimeout(id);
  },
  onLeave: () => () => undefined,
};

export const REFERENCE = "REF-123";

export interface RenderWidgetOptions {
  options?: DebtNoticeOptions;
  /** Fill the config fields the test did not set from the demo insurer (default true), as the demo pages do. */
  demoConfig?: boolean;
  env?: Partial<FakeEnvironment>;
  /** Shortcut for `env.gateway = fakeGateway(details)`. */
  details?: DebtDetails;
  strict?: boolean;
  /** userEvent.setup options (e.g. advanceTimers for fake timers). */
  userOptions?: Parameters<typeof userEvent.setup>[0];
}

export interface RenderedWidget extends RenderResult {
  env: FakeEnvironment;
  session: DebtNoticeSession;
  gateway: FakeGateway;
  onEvent: Mock<(event: DebtNoticeEmitted, reference: string | null) => void>;
  user: UserEvent;
  /** The `.dn-root` element (carries `lang` and `data-screen`). */
  root: () => HTMLElement;
}

const liveSessions = new Set<DebtNoticeSession>();
// The UI is unmounted by Testing Library after each test; the sessions behind it end here.
afterEach(() => {
  for (const session of liveSessions) session.dispose();
  liveSessions.clear();
});

/** A started session over the fake world, ended after the test. */
export function startSession(
  env: FakeEnvironment,
  onEvent: RenderedWidget["onEvent"],
  options: DebtNoticeOptions = {},
): DebtNoticeSession {
  const session = createSession(resolveOptions({ reference: REFERENCE, ...options }), { environment: env, onEvent });
  liveSessions.add(session);
  return session;
}

/** The options with the demo insurer behind the config the test set. */
export function withDemoConfig(options: DebtNoticeOptions = {}): DebtNoticeOptions {
  return { ...options, config: { ...DEMO_CONFIG, ...options.config } };
}

/** The widget's UI for a new session, as mount() renders it. */
export function widgetElement(
  env: FakeEnvironment,
  onEvent: RenderedWidget["onEvent"],
  options: DebtNoticeOptions = {},
  strict = false,
): ReactElement {
  const app = <DebtNoticeApp session={startSession(env, onEvent, options)} config={resolveOptions(options).config} />;
  return strict ? <StrictMode>{app}</StrictMode> : app;
}

export function renderWidget(settings: RenderWidgetOptions = {}): RenderedWidget {
  const gateway = settings.env?.gateway ?? fakeGateway(settings.details);
  const env = fakeEnvironment({ ...settings.env, gateway });
  const onEvent: RenderedWidget["onEvent"] = vi.fn();
  const user = userEvent.setup(settings.userOptions);
  const options = settings.demoConfig === false ? settings.options : withDemoConfig(settings.options);
  const session = startSession(env, onEvent, options);
  const app = <DebtNoticeApp session={session} config={resolveOptions(options).config} />;
  const result = render(settings.strict ? <StrictMode>{app}</StrictMode> : app);
  const root = () => {
    const el = result.container.querySelector<HTMLElement>(".dn-root");
    if (!el) throw new Error("no .dn-root rendered");
    return el;
  };
  // As mount().unmount(): the UI goes, then the session ends.
  const unmount = () => {
    result.unmount();
    session.dispose();
  };
  return { ...result, unmount, env, gateway, onEvent, user, root, session };
}

/** PNG signature + the start of an IHDR chunk: enough for the content sniffer. */
export const PNG_BYTES = new Uint8Array([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d, 0x49, 0x48, 0x44, 0x52, 0x00, 0x00, 0x00,
  0x01,
]);

export function pngFile(name = "scan.png"): File {
  return new File([PNG_BYTES], name, { type: "image/png" });
}

export function base64Of(bytes: Uint8Array): string {
  return btoa(String.fromCharCode(...bytes));
}

/**
 * jsdom has no URL.createObjectURL: installs a counting stub, returns it and a restore function.
 */
export function stubObjectUrls(): { createObjectURL: Mock<(blob: Blob) => string>; restore: () => void } {
  const descriptor = Object.getOwnPropertyDescriptor(URL, "createObjectURL");
  let n = 0;
  const createObjectURL = vi.fn((_blob: Blob) => `blob:test/${++n}`);
  Object.defineProperty(URL, "createObjectURL", { value: createObjectURL, configurable: true, writable: true });
  return {
    createObjectURL,
    restore: () => {
      if (descriptor) Object.defineProperty(URL, "createObjectURL", descriptor);
      else delete (URL as { createObjectURL?: unknown }).createObjectURL;
    },
  };
}
