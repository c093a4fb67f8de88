import { createContext, useCallback, useContext, useEffect, useRef, useState, type ReactNode } from "react";

/**
 * The first screen's doors besides Pay: each leads to its section of the notice, where the
 * debtor goes on from its heading (scrolled to the top of the screen, focused). In-page
 * navigation, like a link to an anchor: nothing changes in the machine. From the total-debt page
 * a door first goes back to the notice, and the section takes the focus when it is there.
 */
export type Door = "instalments" | "objection" | "contacts" | "trust";

interface DoorRequest {
  door: Door;
  /** Counts the requests, so pressing the same door again moves there again. */
  seq: number;
}

interface Doors {
  request: DoorRequest | null;
  open(door: Door): void;
  /** The section went there: the request is done (a later remount does not move again). */
  done(seq: number): void;
}

const DoorsContext = createContext<Doors>({ request: null, open: () => undefined, done: () => undefined });

/** `leave` takes the debtor to the notice first, when the doors are pressed elsewhere (the total-debt page). */
export function DoorsProvider({ leave, children }: { leave: (() => void) | null; children: ReactNode }) {
  const [request, setRequest] = useState<DoorRequest | null>(null);
  const seq = useRef(0);
  const open = useCallback(
    (door: Door) => {
      leave?.();
      seq.current += 1;
      setRequest({ door, seq: seq.current });
    },
    [leave],
  );
  const done = useCallback((finished: number) => setRequest((now) => (now?.seq === finished ? null : now)), []);
  return <DoorsContext.Provider value={{ request, open, done }}>{children}</DoorsContext.Provider>;
}

export const useOpenDoor = () => useContext(DoorsContext).open;

/** A door was pressed and its section has not taken the focus yet. */
export const useDoorPending = () => useContext(DoorsContext).request !== null;

/**
 * This door was pressed and its section has not taken the focus yet: a folded section renders
 * unfolded from now, so the focus lands on it as it will stay (a screen reader then names the
 * button expanded, not "collapsed"); its `arrive` keeps it so.
 */
export const useDoorRequested = (door: Door) => useContext(DoorsContext).request?.door === door;

/**
 * The ref for the heading a door leads to (it needs tabIndex -1 to take the focus); `arrive`
 * runs first (a folded section unfolds).
 */
export function useDoorTarget<T extends HTMLElement>(door: Door, arrive?: () => void) {
  const { request, done } = useContext(DoorsContext);
  const target = useRef<T>(null);
  const seq = request?.door === door ? request.seq : 0;
  useEffect(() => {
    const heading = target.current;
    if (seq === 0 || !heading) return;
    arrive?.();
    // (jsdom has no scrolling.)
    if (typeof heading.scrollIntoView === "function") heading.scrollIntoView({ block: "start" });
    heading.focus({ preventScroll: true });
    done(seq);
    // Only a new request moves: `arrive` is not a reason to run again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [seq, done]);
  return target;
}
