/**
 * The oldest Node.js the installed mongoose, mongodb and bson packages support (their
 * package.json engines say >=20.19.0; package.json's engines says the same). Next.js itself
 * starts on 20.9, so an older Node would run until the first database call failed oddly.
 */
export const MIN_NODE_VERSION = '20.19.0';

function parts(version: string): number[] {
  return version
    .replace(/^v/, '')
    .split('.')
    .map((n) => Number.parseInt(n, 10) || 0);
}

/** A clear message when `version` is older than MIN_NODE_VERSION, else null. */
export function nodeVersionProblem(version: string = process.versions.node): string | null {
  const have = parts(version);
  const need = parts(MIN_NODE_VERSION);
  for (let i = 0; i < need.length; i += 1) {
    if ((have[i] ?? 0) > need[i]!) return null;
    if ((have[i] ?? 0) < need[i]!) {
      return (
        `Node.js ${version} is too old: this app needs Node.js ${MIN_NODE_VERSION} or newer ` +
        '(the MongoDB driver, Mongoose and bson it uses require it). Install Node.js 20.19+ ' +
        'or 22 LTS and start again.'
      );
    }
  }
  return null;
}
