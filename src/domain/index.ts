/** The pure domain layer: no DOM, no React; runs in Node and in the browser alike. */
export * from "./money";
export * from "./total-debt";
export * from "./attachment";
export * from "./safe-url";
export * from "./routes";
