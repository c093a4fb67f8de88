import "@testing-library/jest-dom/vitest";
import { afterEach, beforeAll } from "vitest";
import { cleanup } from "@testing-library/react";
import "./all-catalogs";
import { loadQrEncoder } from "../../src/domain/load-qr-encoder";

// jsdom lacks matchMedia; react-hot-toast and our reduced-motion checks call it.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

afterEach(() => cleanup());

// The QR encoder is settled before any test. When it arrived between two mounts of the home view
// (the total debt open, then Back), the view's sections, a transition suspended on the code's
// first drawing, never followed under jsdom and act(): React's retry was never run (the drawing's
// promise had resolved). Browsers resume it (qr-encoder.e2e.ts); here it made the result depend
// on which file a worker ran first.
beforeAll(async () => {
  await loadQrEncoder();
});
