// rollup does not clean its output folder; a stale chunk must never ship.
import { rmSync } from "node:fs";
rmSync(new URL("../dist", import.meta.url), { recursive: true, force: true });
