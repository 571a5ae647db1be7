import { solveChallenge } from 'altcha-lib/v1';
import { resetEnvForTests } from '@/lib/env';
import { resetLimitsForTests } from '@/lib/rate-limit';
import { call } from '../helpers/http';
import { routes } from '../helpers/routes';
import { describeEachStore } from '../helpers/stores';

/**
 * Past the site-wide ceiling on a server without a trusted client address, contact messages and
 * comments are not refused outright: the answer carries a proof-of-work challenge, and a solved
 * one admits the message, once.
 */

// Solving takes up to 50,000 hashes, a second or two on a busy machine.
jest.setTimeout(30_000);

const BLOG = '65f1a3000000000000000002';
const message = { name: 'N', email: 'e@e.e', phone: '1', subject: 'Consultation', message: 'm' };

interface Challenge {
  algorithm: 'SHA-256';
  challenge: string;
  maxnumber: number;
  salt: string;
  signature: string;
}

async function solve(challenge: Challenge): Promise<string> {
  const { algorithm, salt, signature, maxnumber } = challenge;
  const solution = await solveChallenge(challenge.challenge, salt, algorithm, maxnumber).promise;
  const payload = {
    algorithm,
    challenge: challenge.challenge,
    number: solution!.number,
    salt,
    signature,
  };
  return Buffer.from(JSON.stringify(payload)).toString('base64');
}

describeEachStore('proof of work past the site-wide ceilings', (fixture) => {
  beforeAll(async () => {
    Object.assign(process.env, {
      TRUSTED_PROXY_HOPS: '0',
      RATE_LIMIT_CONTACT: '1',
      RATE_LIMIT_COMMENT: '1',
    });
    resetEnvForTests();
    await resetLimitsForTests();
  });
  afterAll(async () => {
    delete process.env.TRUSTED_PROXY_HOPS;
    process.env.RATE_LIMIT_CONTACT = process.env.RATE_LIMIT_COMMENT = '100000';
    resetEnvForTests();
    await resetLimitsForTests();
  });

  const contact = (extra: Record<string, string> = {}) =>
    call(routes.publicContact.POST, { json: { ...message, ...extra } });

  test('POST /frontend/contact/send: a challenge past the ceiling, a solved one sends, once', async () => {
    for (let i = 0; i < 20; i++) expect((await contact()).status).toBe(201);
    const before = await fixture().store.messages.count();
    const asked = await contact();
    expect(asked.status).toBe(429);
    expect(asked.body.message).toMatch(/short puzzle/);
    const challenge = asked.body.challenge as Challenge;
    expect(challenge).toMatchObject({ algorithm: 'SHA-256', maxnumber: 50_000 });
    const proof = await solve(challenge);
    expect((await contact({ altcha: proof })).status).toBe(201);
    expect(await fixture().store.messages.count()).toBe(before + 1);
    // The same solution again, or a forged one, is asked again.
    expect((await contact({ altcha: proof })).status).toBe(429);
    const forged = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(proof, 'base64').toString()), number: 1 }),
    ).toString('base64');
    expect((await contact({ altcha: forged })).body.challenge).toBeDefined();
    // The honeypot still catches a bot that did the work: thanked, nothing kept.
    const again = await solve((await contact()).body.challenge as Challenge);
    expect((await contact({ altcha: again, website: 'spam' })).status).toBe(201);
    expect(await fixture().store.messages.count()).toBe(before + 1);
  });

  test('POST /frontend/blog/add-comment/{blogId}: the same, past the comments ceiling', async () => {
    const comment = (extra: Record<string, string> = {}) =>
      call(routes.publicComment.POST, {
        params: { blogId: BLOG },
        json: { name: 'N', email: 'e@e.e', comment: 'c', ...extra },
      });
    for (let i = 0; i < 20; i++) expect((await comment()).status).toBe(201);
    const asked = await comment();
    expect(asked.status).toBe(429);
    const proof = await solve(asked.body.challenge as Challenge);
    expect((await comment({ altcha: proof })).status).toBe(201);
  });
});
