#!/usr/bin/env node
/** debt-notice-check-gateway: does a gateway satisfy the debt-notice widget? See openapi.yaml. */
import { readArgs, USAGE } from "../tools/check-gateway/args.mjs";
import { formatReport } from "../tools/check-gateway/report.mjs";
import { checkGateway } from "../tools/check-gateway/run.mjs";

const { options, error, help } = readArgs(process.argv.slice(2));
if (help) {
  console.log(USAGE);
} else if (!options) {
  console.error(`debt-notice-check-gateway: ${error}\n\n${USAGE}`);
  process.exitCode = 2;
} else {
  const result = await checkGateway(options);
  console.log(formatReport(result, options));
  process.exitCode = result.exitCode;
}
