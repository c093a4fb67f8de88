/**
 * Who paints a <debt-notice> first: the first paint (the greeting from the start-up's answers,
 * before the app's script is there) or the app. Kept on the element under a global symbol: the
 * preload script and the app are separate bundles. The app claims an element it mounts in; a
 * first paint arriving after that paints nothing.
 */
const OWNER = Symbol.for("debt-notice.first-paint");

export interface StandingPaint {
  /** The first paint's container in the element's shadow root. */
  container: HTMLElement;
  /** Its stylesheet (the preload's copy of the app's), dropped with it. */
  sheet: CSSStyleSheet | null;
  /** The last of its buttons pressed (they act once the app is there: pressed again then). */
  pressed?: Element;
  /** The app has mounted in the element and will take over at its first view. */
  claimed?: boolean;
  /** Pay links to the payment page itself (memory routing): the app records a press of it. */
  payGoesDirect?: boolean;
  /** Pay was pressed (and the payment page opened) before the app was there. */
  paidEarly?: boolean;
}

type Holder = { [OWNER]?: StandingPaint | "app" };

/** The first paint standing in `element`, if there is one and the app has not replaced it. */
export function standingPaint(element: Element): StandingPaint | null {
  const owner = (element as Holder)[OWNER];
  return owner && owner !== "app" ? owner : null;
}

/**
 * The app mounts in `element`: from now on no first paint appears in it. Returns whether one
 * stands there already (it stays until the app's first view, takeOverFirstPaint).
 */
export function claimForApp(element: Element): boolean {
  const standing = standingPaint(element);
  if (standing) {
    standing.claimed = true;
    return true;
  }
  (element as Holder)[OWNER] = "app";
  return false;
}

/** Whether the app has claimed `element` (then no first paint may appear in it). */
export function claimedByApp(element: Element): boolean {
  return (element as Holder)[OWNER] === "app";
}

/** The first paint now stands in `element`, until the app takes over (or it is dropped). */
export function standFirstPaint(element: Element, paint: StandingPaint): void {
  (element as Holder)[OWNER] = paint;
  // A door or a term pressed before the app is there is not lost: the app's own is pressed at
  // the takeover. Pay is a link, and needs nothing of the app.
  paint.container.addEventListener("click", (click) => {
    const target = click.target instanceof Element ? click.target : null;
    const button = target?.closest("button");
    if (button) paint.pressed = button;
    if (paint.payGoesDirect && target?.closest("a.dn-button--primary")) paint.paidEarly = true;
  });
}

/**
 * The app's view is committed in `appContainer`: the first paint leaves in the same frame, the
 * app's container is shown, a focus inside the first paint moves to the app's same element (a
 * keyboard user on Pay stays on Pay), and a button pressed in it is pressed in the app. Says
 * whether Pay was pressed in it on its way to the payment page itself (the app records that).
 * From then on the element is the app's.
 */
export function takeOverFirstPaint(element: Element, appContainer: HTMLElement): { paidEarly: boolean } {
  const standing = standingPaint(element);
  appContainer.hidden = false;
  const active = standing ? (standing.container.getRootNode() as ShadowRoot | Document).activeElement : null;
  const focused = standing && active && standing.container.contains(active) ? active : null;
  dropFirstPaint(element);
  // No counterpart (a button the app's first view does not show): the view's heading, not the page.
  if (focused)
    (sameElementIn(appContainer, focused) ?? appContainer.querySelector("h1"))?.focus({ preventScroll: true });
  // After this commit (React takes no event in the middle of one).
  const pressed = standing?.pressed && sameElementIn(appContainer, standing.pressed);
  if (pressed) setTimeout(() => pressed.click(), 0);
  return { paidEarly: standing?.paidEarly === true };
}

/**
 * The element stays empty (the app will not show a view in it): a first paint standing there
 * leaves, and none may come.
 */
export function dropFirstPaint(element: Element): void {
  const standing = standingPaint(element);
  (element as Holder)[OWNER] = "app";
  if (!standing) return;
  const root = standing.container.getRootNode() as ShadowRoot | Document;
  standing.container.remove();
  if (standing.sheet && "adoptedStyleSheets" in root)
    root.adoptedStyleSheets = root.adoptedStyleSheets.filter((sheet) => sheet !== standing.sheet);
}

/** The app's counterpart of a first-paint element: the same kind, classes and text. */
function sameElementIn(container: HTMLElement, element: Element): HTMLElement | undefined {
  return [...container.querySelectorAll<HTMLElement>(element.localName)].find(
    (candidate) => candidate.className === element.className && candidate.textContent === element.textContent,
  );
}
