/**
 * POSTs a visitor form's JSON, and when the server asks for proof of work (a 429 carrying an
 * ALTCHA challenge, sent only while messages flood in) solves it in the browser and sends the
 * form again with the solution. The solver is loaded only then: pages never carry it.
 */

interface Challenge {
  algorithm: 'SHA-1' | 'SHA-256' | 'SHA-512';
  challenge: string;
  maxnumber?: number;
  salt: string;
  signature: string;
}

/** The body field the server reads the solution from (lib/proof-of-work.ts, PROOF_FIELD). */
const PROOF_FIELD = 'altcha';

async function challengeIn(response: Response): Promise<Challenge | null> {
  if (response.status !== 429) return null;
  try {
    const data = (await response.clone().json()) as { challenge?: Challenge } | null;
    return data?.challenge ?? null;
  } catch {
    return null;
  }
}

export async function postWithProof(
  url: string,
  body: Record<string, unknown>,
  onProving: () => void,
): Promise<Response> {
  const send = (extra: Record<string, string> = {}) =>
    fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ ...body, ...extra }),
    });
  const first = await send();
  const challenge = await challengeIn(first);
  if (!challenge) return first;
  onProving();
  const { solveChallenge } = await import('altcha-lib/v1');
  const { algorithm, salt, signature, maxnumber } = challenge;
  const solution = await solveChallenge(challenge.challenge, salt, algorithm, maxnumber).promise;
  if (!solution) return first;
  const payload = {
    algorithm,
    challenge: challenge.challenge,
    number: solution.number,
    salt,
    signature,
  };
  return send({ [PROOF_FIELD]: btoa(JSON.stringify(payload)) });
}
