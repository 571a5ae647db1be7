import { createChallenge, verifySolution } from 'altcha-lib/v1';
import { ApiError } from '@/lib/api/errors';
import { authSecret } from '@/lib/auth/token';
import { clientKey, consumeLimit, firstUseOf, type LimitName } from '@/lib/rate-limit';

/**
 * Proof of work (ALTCHA's protocol, solved in the visitor's browser): once contact messages or
 * comments pass their site-wide ceiling, a sender is asked to find a number whose SHA-256, with
 * the challenge's salt, is the challenge. A person's browser spends about a second on it; a
 * flood pays that for every message, instead of every visitor being refused.
 */

/** The body field that carries a solved challenge (base64 JSON, as ALTCHA's widget sends it). */
export const PROOF_FIELD = 'altcha';

/** The largest number a challenge can hide: half of it tried on average, about a second. */
const MAX_NUMBER = 50_000;
const CHALLENGE_SECONDS = 10 * 60;

export const PROOF_NEEDED =
  'Many messages are arriving right now: your browser will solve a short puzzle to send yours.';

const hmacKey = () => `${authSecret()}\0proof-of-work`;

/** A fresh challenge, signed by the server: any instance can check its solution. */
function newChallenge() {
  return createChallenge({
    hmacKey: hmacKey(),
    maxnumber: MAX_NUMBER,
    expires: new Date(Date.now() + CHALLENGE_SECONDS * 1000),
  });
}

/** A solution that is right, unexpired, and not used before (each one admits one message). */
async function solved(body: Record<string, unknown>): Promise<boolean> {
  const proof = body[PROOF_FIELD];
  if (typeof proof !== 'string' || proof.length > 2_000) return false;
  try {
    if (!(await verifySolution(proof, hmacKey(), true))) return false;
    const { signature } = JSON.parse(Buffer.from(proof, 'base64').toString('utf8')) as {
      signature: string;
    };
    return await firstUseOf(signature, CHALLENGE_SECONDS);
  } catch {
    return false;
  }
}

/**
 * Counts one contact message or comment against its limit, or answers for it: a client over its
 * own limit (a trusted address) gets the usual 429; without one, past the site-wide ceiling, a
 * sender without a solved challenge gets a 429 carrying a new one (`challenge`), and one with
 * it goes ahead.
 */
export async function admitVisitor(
  name: Exclude<LimitName, 'login'>,
  req: Request,
  body: Record<string, unknown>,
): Promise<Response | null> {
  const key = clientKey(req.headers);
  if (key) {
    await consumeLimit(name, key);
    return null;
  }
  try {
    await consumeLimit(name, null);
    return null;
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 429) throw error;
    if (await solved(body)) return null;
    return Response.json(
      { message: PROOF_NEEDED, challenge: await newChallenge() },
      { status: 429, headers: { 'Cache-Control': 'no-store' } },
    );
  }
}
