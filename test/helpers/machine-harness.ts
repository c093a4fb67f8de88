/**
 * Headless harness for `debtNoticeMachine`: every actor is a stub whose calls resolve or
 * reject only when the test says so (deferred promises), every side-effect action is a spy,
 * every emitted event is recorded, and every transition taken is recorded for the
 * transition-coverage check (test/machine-coverage/machine-transitions.test.ts).
 */
import type { PayeeConfig } from "../../src/domain/provider-config";
import { SimulatedClock, createActor, fromCallback, fromPromise, type Actor, type AnyEventObject } from "xstate";
import { vi, type Mock } from "vitest";
import { debtNoticeMachine } from "../../src/machine/debt-notice.machine";
import type { SaveReminder } from "../../src/machine/provided-actions";
import type {
  Attachment,
  DebtDetails,
  DebtNoticeEmitted,
  DebtNoticeEvent,
  DebtNoticeInput,
  FetchDetailsInput,
  MarkStateInput,
  QrShare,
  PendingSend,
  ReasonAnswers,
  SentRecord,
  StoredDraft,
  UploadCommentInput,
  WireLanguage,
} from "../../src/machine/debt-notice.types";
import type { Route } from "../../src/domain/routes";
import { detailsFixture } from "./details-fixture";
import { makeDeferred, type Deferred } from "./deferred";
import { recordTransitions } from "./machine-coverage";

// ---------------------------------------------------------------------------------------
// Deferred promises

export { makeDeferred, type Deferred };

/** Lets every settled promise deliver its result to the machine (a macrotask turn). */
export async function settle(): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, 0));
  await new Promise((resolve) => setTimeout(resolve, 0));
}

// ---------------------------------------------------------------------------------------
// Promise actor stubs

export interface StubCall<I, O> {
  input: I;
  signal: AbortSignal;
  settled: boolean;
  resolve(value: O): void;
  reject(error: unknown): void;
}

/** A `fromPromise` actor whose every invocation is recorded and settled by the test. */
export class PromiseStub<I, O> {
  readonly calls: StubCall<I, O>[] = [];
  readonly logic = fromPromise<O, I>(({ input, signal }) => {
    const deferred = makeDeferred<O>();
    const call: StubCall<I, O> = {
      input,
      signal,
      settled: false,
      resolve: (value) => {
        call.settled = true;
        deferred.resolve(value);
      },
      reject: (error) => {
        call.settled = true;
        deferred.reject(error);
      },
    };
    this.calls.push(call);
    return deferred.promise;
  });

  constructor(readonly name: string) {}

  get inputs(): I[] {
    return this.calls.map((call) => call.input);
  }

  get last(): StubCall<I, O> {
    const call = this.calls.at(-1);
    if (!call) throw new Error(`${this.name} was never called`);
    return call;
  }

  get pending(): StubCall<I, O>[] {
    return this.calls.filter((call) => !call.settled);
  }

  /** Resolves the latest call and lets the machine take the result. */
  async resolve(value: O, call: StubCall<I, O> = this.last): Promise<void> {
    call.resolve(value);
    await settle();
  }

  /** Rejects the latest call and lets the machine take the failure. */
  async reject(error: unknown, call: StubCall<I, O> = this.last): Promise<void> {
    call.reject(error);
    await settle();
  }
}

// ---------------------------------------------------------------------------------------
// Fixtures

export const REF = "REF-1";
export const OTHER_REF = "REF-2";

export const homeRoute = (reference: string | null = REF): Route => ({ view: "home", reference });
export const totalDebtRoute = (reference: string | null = REF): Route => ({ view: "totalDebt", reference });
export const notFoundRoute = (): Route => ({ view: "notFound", reference: null });

/** A DebtDetails object as the gateway client hands it over: the fixture every layer shares. */
export const makeDetails = (overrides: Partial<DebtDetails> = {}): DebtDetails => detailsFixture(overrides);

/** Base64 bodies (any content will do: the machine only forwards them). */
const PNG_BASE64 = "iVBORw0KGgoAAAANSUhEUg==";
const PDF_BASE64 = "JVBERi0xLjcKJeLjz9MK";

let attachmentCounter = 0;

export function makeAttachment(kind: "png" | "pdf" = "png", overrides: Partial<Attachment> = {}): Attachment {
  attachmentCounter += 1;
  const dataUrl = kind === "pdf" ? `data:application/pdf;base64,${PDF_BASE64}` : `data:image/png;base64,${PNG_BASE64}`;
  return {
    objectUrl: `blob:https://widget.example.test/${kind}-${attachmentCounter}`,
    fileName: kind === "pdf" ? "objection.pdf" : "receipt.png",
    dataUrl,
    kind,
    size: 1234,
    isPdf: kind === "pdf",
    ...overrides,
  };
}

export const base64Of = (attachment: Attachment): string =>
  attachment.dataUrl.slice(attachment.dataUrl.indexOf(",") + 1);

export function makeFile(name = "receipt.png", type = "image/png"): File {
  return new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], name, { type });
}

/** How the gateway client and the attachment reader reject: an object with a `code`. */
export const failure = (code: string): Error & { code: string } =>
  Object.assign(new Error(`failed: ${code}`), { code });

// ---------------------------------------------------------------------------------------
// The harness

type Spy<P> = Mock<(params: P) => void>;

export interface ActionSpies {
  pushRoute: Spy<{ route: Route }>;
  redirectToPayment: Spy<{ url: string | null }>;
  revokeAttachmentUrl: Spy<{ url: string }>;
  persistDraft: Spy<{ comment: string; reason: ReasonAnswers }>;
  persistPendingSend: Spy<{ pending: PendingSend | null }>;
  persistSentRecord: Spy<{ record: SentRecord | null }>;
  clearDraft: Mock<() => void>;
  printRecord: Mock<() => void>;
  forgetPayParameter: Mock<() => void>;
  logFailure: Spy<{ call: string; code: string }>;
  saveReminder: Spy<SaveReminder["params"]>;
  saveQrImage: Spy<{ image: Blob }>;
  logUnusableAnswer: Spy<{ call: string; field: string }>;
  logGatewayPayee: Spy<{ payee: PayeeConfig | "unusable" }>;
}

export interface MachineStubs {
  fetchDetails: PromiseStub<FetchDetailsInput, DebtDetails>;
  loadLanguage: PromiseStub<{ reference: string }, WireLanguage | null>;
  saveLanguage: PromiseStub<{ reference: string; language: WireLanguage }, void>;
  loadCatalog: PromiseStub<{ language: WireLanguage }, WireLanguage>;
  markState: PromiseStub<MarkStateInput, void>;
  getCaptchaToken: PromiseStub<unknown, string | null>;
  /** `last.input.reportProgress(sample)` is the actor reporting bytes sent. */
  uploadComment: PromiseStub<UploadCommentInput, void>;
  readAttachment: PromiseStub<{ file: File }, Attachment>;
  shareQrImage: PromiseStub<QrShare, void>;
}

export type DebtNoticeActor = Actor<typeof debtNoticeMachine>;

export interface MachineHarness extends MachineStubs {
  actor: DebtNoticeActor;
  actions: ActionSpies;
  /** Everything the machine emitted, in order. */
  emitted: DebtNoticeEmitted[];
  /** Errors the actor reported (a healthy run has none). */
  errors: unknown[];
  /** Whether the watchRoute listener is currently subscribed. */
  readonly isWatchingRoute: boolean;
  readonly snapshot: ReturnType<DebtNoticeActor["getSnapshot"]>;
  send(event: DebtNoticeEvent): void;
  /** Back/Forward in path routing: the watchRoute actor reports the new route. */
  /** Back/Forward to `route`, with what storage keeps for its debtor (as the environment reads it). */
  popstate(route: Route, draft?: StoredDraft): void;
  emittedOf<T extends DebtNoticeEmitted["type"]>(type: T): Extract<DebtNoticeEmitted, { type: T }>[];
  /** The machine's delays (`after`) run on this clock only: `clock.increment(ms)` moves time. */
  clock: SimulatedClock;
  /** Every AbortSignal handed to any actor call so far. */
  allSignals(): AbortSignal[];
  stop(): void;
}

const ALL: WireLanguage[] = ["sk", "en", "ua"];

/** The machine's "today" in every harness run, unless a test says otherwise. */
export const HARNESS_TODAY = "2026-11-23";

const running = new Set<MachineHarness>();

/** Builds the provided machine and starts it. Defaults: home route of REF, not mobile, no pay. */
export function startMachine(input: Partial<DebtNoticeInput> = {}): MachineHarness {
  const stubs: MachineStubs = {
    fetchDetails: new PromiseStub("fetchDetails"),
    loadLanguage: new PromiseStub("loadLanguage"),
    saveLanguage: new PromiseStub("saveLanguage"),
    loadCatalog: new PromiseStub("loadCatalog"),
    markState: new PromiseStub("markState"),
    getCaptchaToken: new PromiseStub("getCaptchaToken"),
    uploadComment: new PromiseStub("uploadComment"),
    readAttachment: new PromiseStub("readAttachment"),
    shareQrImage: new PromiseStub("shareQrImage"),
  };
  const actions: ActionSpies = {
    pushRoute: vi.fn(),
    redirectToPayment: vi.fn(),
    revokeAttachmentUrl: vi.fn(),
    persistDraft: vi.fn(),
    persistPendingSend: vi.fn(),
    persistSentRecord: vi.fn(),
    clearDraft: vi.fn(),
    printRecord: vi.fn(),
    forgetPayParameter: vi.fn(),
    logFailure: vi.fn(),
    saveReminder: vi.fn(),
    saveQrImage: vi.fn(),
    logUnusableAnswer: vi.fn(),
    logGatewayPayee: vi.fn(),
  };
  const routeListeners = new Set<(event: AnyEventObject) => void>();

  const machine = debtNoticeMachine.provide({
    actors: {
      fetchDetails: stubs.fetchDetails.logic,
      loadLanguage: stubs.loadLanguage.logic,
      saveLanguage: stubs.saveLanguage.logic,
      loadCatalog: stubs.loadCatalog.logic,
      markState: stubs.markState.logic,
      getCaptchaToken: stubs.getCaptchaToken.logic,
      uploadComment: stubs.uploadComment.logic,
      readAttachment: stubs.readAttachment.logic,
      shareQrImage: stubs.shareQrImage.logic,
      watchRoute: fromCallback<AnyEventObject>(({ sendBack }) => {
        routeListeners.add(sendBack);
        return () => routeListeners.delete(sendBack);
      }),
    },
    actions: {
      pushRoute: (_, params) => actions.pushRoute(params),
      redirectToPayment: (_, params) => actions.redirectToPayment(params),
      revokeAttachmentUrl: (_, params) => actions.revokeAttachmentUrl(params),
      persistDraft: (_, params) => actions.persistDraft(params),
      persistPendingSend: (_, params) => actions.persistPendingSend(params),
      persistSentRecord: (_, params) => actions.persistSentRecord(params),
      clearDraft: () => actions.clearDraft(),
      printRecord: () => actions.printRecord(),
      forgetPayParameter: () => actions.forgetPayParameter(),
      logFailure: (_, params) => actions.logFailure(params),
      saveReminder: (_, params) => actions.saveReminder(params),
      saveQrImage: (_, params) => actions.saveQrImage(params),
      logUnusableAnswer: (_, params) => actions.logUnusableAnswer(params),
      logGatewayPayee: (_, params) => actions.logGatewayPayee(params),
    },
  });

  const clock = new SimulatedClock();
  const actor = createActor(machine, {
    // Every catalog is here unless a test says otherwise (language-catalog.test.ts).
    input: { route: homeRoute(), mobile: false, payRequested: false, today: HARNESS_TODAY, catalogs: ALL, ...input },
    clock,
    inspect: recordTransitions(),
  });
  const emitted: DebtNoticeEmitted[] = [];
  const errors: unknown[] = [];
  actor.on("*", (event) => emitted.push(event));
  actor.subscribe({ error: (error) => errors.push(error) });

  const harness: MachineHarness = {
    ...stubs,
    actor,
    actions,
    emitted,
    errors,
    clock,
    get isWatchingRoute() {
      return routeListeners.size > 0;
    },
    get snapshot() {
      return actor.getSnapshot();
    },
    send: (event) => actor.send(event),
    popstate: (route, draft) => {
      for (const sendBack of routeListeners) sendBack({ type: "route.change", route, ...(draft ? { draft } : {}) });
    },
    emittedOf: <T extends DebtNoticeEmitted["type"]>(type: T) =>
      emitted.filter((event): event is Extract<DebtNoticeEmitted, { type: T }> => event.type === type),
    allSignals: () =>
      Object.values(stubs).flatMap((stub: PromiseStub<unknown, unknown>) => stub.calls.map((call) => call.signal)),
    stop: () => {
      actor.stop();
      running.delete(harness);
    },
  };
  running.add(harness);
  actor.start();
  return harness;
}

/**
 * Starts on the home page of REF and answers getDetails with `details`; the language load
 * stays pending unless `language` is given.
 */
export async function startLoadedHome(
  details: Partial<DebtDetails> = {},
  options: { input?: Partial<DebtNoticeInput>; language?: WireLanguage | null } = {},
): Promise<MachineHarness> {
  const harness = startMachine(options.input);
  await harness.fetchDetails.resolve(makeDetails(details));
  if (options.language !== undefined) await harness.loadLanguage.resolve(options.language);
  return harness;
}

/** Stops every actor still running and returns the errors any of them reported. */
export function stopAllMachines(): unknown[] {
  const errors: unknown[] = [];
  for (const harness of [...running]) {
    errors.push(...harness.errors);
    harness.stop();
  }
  return errors;
}
