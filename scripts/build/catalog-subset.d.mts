// Hand-written: the export its unit test and the build read.
/** The rollup plugin (rollup.config.mjs): the compiled catalog reduced to the descriptors' messages. */
export default function catalogSubset(paths: { catalog: string; messages: string }): import("rollup").Plugin;
