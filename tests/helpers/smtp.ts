import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer, type SMTPServerSession } from 'smtp-server';

/** One email as the SMTP server received it: the envelope, who signed in, the parsed mail. */
export interface Received {
  envelope: { from: string; to: string[] };
  user: string | undefined;
  raw: string;
  mail: ParsedMail;
}

export interface TestSmtp {
  /** smtp://user:password@127.0.0.1:port */
  url: string;
  port: number;
  received: Received[];
  /** Resolves with the nth email (1-based) once it has arrived. */
  nth(n: number): Promise<Received>;
  /**
   * From now on each email waits, after its data has arrived and before the server answers,
   * until `release()`: a mail server that is slow to accept.
   */
  hold(): void;
  release(): void;
  /** Stops listening and drops the connections: a mail server that went away. */
  stop(): Promise<void>;
  /** Listens again on the same port (nothing when it listens already). */
  start(): Promise<void>;
}

export const SMTP_USER = 'leads-mailer';
export const SMTP_PASSWORD = 'p@ss:w0rd/with%reserved';

/**
 * A real SMTP server (the smtp-server package) on a free local port, with a user and password,
 * for tests that send through a real SMTP conversation and read what arrived.
 */
export async function startTestSmtp(): Promise<TestSmtp> {
  const received: Received[] = [];
  const waiting: { n: number; resolve: (r: Received) => void }[] = [];
  let held: (() => void)[] | null = null;
  let port = 0;
  let server: SMTPServer;

  const create = () =>
    new SMTPServer({
      // Plain text on the loopback: no certificate to make up. Real servers offer STARTTLS.
      disabledCommands: ['STARTTLS'],
      allowInsecureAuth: true,
      logger: false,
      onAuth(auth, _session, callback) {
        if (auth.username === SMTP_USER && auth.password === SMTP_PASSWORD) {
          callback(null, { user: auth.username });
        } else {
          callback(new Error('Invalid username or password'));
        }
      },
      onData(stream, session: SMTPServerSession, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const finish = async () => {
            const raw = Buffer.concat(chunks).toString('utf8');
            const entry: Received = {
              envelope: {
                from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
                to: session.envelope.rcptTo.map((r) => r.address),
              },
              user: session.user as string | undefined,
              raw,
              mail: await simpleParser(raw),
            };
            received.push(entry);
            for (const w of waiting.filter((w) => w.n === received.length)) w.resolve(entry);
            callback();
          };
          if (held) held.push(() => void finish());
          else void finish();
        });
      },
    });

  let listening = false;
  // Listening already is fine (a test may or may not have stopped it); the server in use is
  // replaced only once the new one listens.
  const listen = () =>
    listening
      ? Promise.resolve()
      : new Promise<void>((resolve, reject) => {
          const next = create();
          next.on('error', () => undefined);
          next.server.once('error', reject);
          next.listen(port, '127.0.0.1', () => {
            server = next;
            listening = true;
            port = (next.server.address() as AddressInfo).port;
            resolve();
          });
        });

  await listen();
  return {
    get url() {
      return `smtp://${encodeURIComponent(SMTP_USER)}:${encodeURIComponent(SMTP_PASSWORD)}@127.0.0.1:${port}`;
    },
    get port() {
      return port;
    },
    received,
    nth(n) {
      if (received.length >= n) return Promise.resolve(received[n - 1]!);
      return new Promise((resolve) => waiting.push({ n, resolve }));
    },
    hold() {
      held = [];
    },
    release() {
      const pending = held ?? [];
      held = null;
      for (const go of pending) go();
    },
    stop: () =>
      new Promise<void>((resolve) => {
        listening = false;
        server.close(() => resolve());
      }),
    start: listen,
  };
}
