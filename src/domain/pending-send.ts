/**
 * A send whose body may have reached the gateway: kept (with the draft, across a reload) until it
 * is known whether it arrived (machine/states/unconfirmed.ts).
 */
export interface PendingSend {
  /** When its upload started (epoch milliseconds). */
  since: number;
  /** The gateway's infoWasProvided when it started: already true, the flag cannot tell (machine/arrival.ts). */
  wasProvided: boolean;
}
