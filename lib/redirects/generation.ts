/**
 * The generation of the redirect rules in this process: bumped by every change made here, so
 * the proxy (a separate bundle in the same process, sharing only globalThis) reloads them on
 * its next request. Other processes (serverless instances) learn of a change from the store's
 * version, which the proxy compares every few seconds (lib/redirects/proxy-rules.ts).
 */
const holder = globalThis as typeof globalThis & { __agencyRedirectGeneration?: number };

export function rulesChanged(): void {
  holder.__agencyRedirectGeneration = (holder.__agencyRedirectGeneration ?? 0) + 1;
}

export function rulesGeneration(): number {
  return holder.__agencyRedirectGeneration ?? 0;
}
