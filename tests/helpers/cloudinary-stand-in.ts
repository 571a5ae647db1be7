import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for Cloudinary's upload API (POST /v1_1/<cloud>/<resource_type>/<action>),
 * for the real SDK to talk to: CLOUDINARY_URL's `upload_prefix` setting points the SDK at it.
 * It checks each request the way Cloudinary does (the cloud, the API key, a fresh timestamp and
 * the signature, recomputed here from the secret), keeps the uploaded assets, and records every
 * request so tests can read what the SDK really sent.
 */

export const STAND_IN_CLOUD = 'nimbus-test';
export const STAND_IN_KEY = '614356789012345';
export const STAND_IN_SECRET = 'stand-in-api-secret-Zx9';

export interface RecordedRequest {
  path: string;
  cloud: string;
  resourceType: string;
  action: string;
  contentType: string;
  /** The text fields of the multipart body. */
  fields: Record<string, string>;
  /** The file part, if any: its bytes, its declared type and file name. */
  file?: { bytes: Buffer; type: string; name: string };
  /** How the stand-in answered. */
  status: number;
}

export interface StoredAsset {
  bytes: Buffer;
  format: string;
}

/** How the next request of an action fails. */
export type Failure =
  /** HTTP 500 with Cloudinary's error body; nothing is stored. */
  | 'server-error'
  /** The asset is stored, then the connection drops before any answer. */
  | 'store-then-drop';

/**
 * Cloudinary's documented signature: every parameter except file, cloud_name, resource_type and
 * api_key, with a value, sorted by name, as name=value joined by "&"; the API secret appended;
 * SHA-1 in hex. Written from the documentation, not taken from the SDK, so a test can tell when
 * the SDK (or its configuration) signs differently.
 */
export function documentedSignature(fields: Record<string, string>, secret: string): string {
  const signed = Object.entries(fields)
    .filter(([name, value]) => !UNSIGNED.has(name) && value !== '')
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([name, value]) => `${name}=${value}`)
    .join('&');
  return createHash('sha1')
    .update(signed + secret)
    .digest('hex');
}

const UNSIGNED = new Set(['file', 'cloud_name', 'resource_type', 'api_key', 'signature']);

function sniffFormat(bytes: Buffer): string | null {
  if (bytes.subarray(0, 3).equals(Buffer.from([0xff, 0xd8, 0xff]))) return 'jpg';
  if (bytes.subarray(0, 4).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47]))) return 'png';
  if (
    bytes.subarray(0, 4).toString('latin1') === 'RIFF' &&
    bytes.subarray(8, 12).toString('latin1') === 'WEBP'
  )
    return 'webp';
  return null;
}

export class CloudinaryStandIn {
  readonly requests: RecordedRequest[] = [];
  readonly assets = new Map<string, StoredAsset>();
  private readonly failures: { action: string; how: Failure }[] = [];
  private server?: Server;
  private version = 1_712_000_000;

  /** The address the SDK's upload_prefix points at. */
  get prefix(): string {
    const { port } = this.server!.address() as AddressInfo;
    return `http://127.0.0.1:${port}`;
  }

  /** CLOUDINARY_URL in the SDK's form, aimed at this stand-in, with this secret. */
  cloudinaryUrl(secret = STAND_IN_SECRET): string {
    return `cloudinary://${STAND_IN_KEY}:${secret}@${STAND_IN_CLOUD}?upload_prefix=${this.prefix}`;
  }

  /** The delivery URL Cloudinary answers for an asset. */
  deliveryUrl(publicId: string, format: string, version = this.version): string {
    return `https://res.cloudinary.com/${STAND_IN_CLOUD}/image/upload/v${version}/${publicId}.${format}`;
  }

  async start(): Promise<this> {
    this.server = createServer((req, res) => {
      void this.handle(req, res);
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    return this;
  }

  async stop(): Promise<void> {
    if (!this.server) return;
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server!.close(() => resolve()));
  }

  /** Forgets the requests, the assets and any planned failure. */
  reset(): void {
    this.requests.length = 0;
    this.assets.clear();
    this.failures.length = 0;
  }

  /** The next request of this action fails that way. */
  failNext(action: 'upload' | 'destroy', how: Failure): void {
    this.failures.push({ action, how });
  }

  of(action: string): RecordedRequest[] {
    return this.requests.filter((r) => r.action === action);
  }

  private async handle(req: IncomingMessage, res: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    const contentType = req.headers['content-type'] ?? '';
    const path = req.url ?? '';
    const [, version, cloud, resourceType, action] = path.split('/');
    const recorded: RecordedRequest = {
      path,
      cloud: cloud ?? '',
      resourceType: resourceType ?? '',
      action: action ?? '',
      contentType,
      fields: {},
      status: 0,
    };
    this.requests.push(recorded);
    const answer = (status: number, json: unknown) => {
      recorded.status = status;
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(json));
    };
    const refuse = (status: number, message: string) => answer(status, { error: { message } });

    if (req.method !== 'POST' || version !== 'v1_1') return refuse(404, 'Not found');
    let form: FormData;
    try {
      form = await new Response(body, { headers: { 'content-type': contentType } }).formData();
    } catch {
      return refuse(400, 'Invalid multipart body');
    }
    for (const [name, value] of form) {
      if (typeof value === 'string') recorded.fields[name] = value;
      else
        recorded.file = {
          bytes: Buffer.from(await value.arrayBuffer()),
          type: value.type,
          name: value.name,
        };
    }
    const { fields } = recorded;

    // Cloudinary's own checks, in its order: the cloud, the key, the timestamp, the signature.
    if (cloud !== STAND_IN_CLOUD) return refuse(401, `Invalid cloud_name ${cloud}`);
    if (fields.api_key !== STAND_IN_KEY) return refuse(401, `Unknown API key ${fields.api_key}`);
    const age = Math.abs(Date.now() / 1000 - Number(fields.timestamp));
    if (!(age < 3600)) return refuse(400, 'Stale request - reported time is too far off');
    const expected = documentedSignature(fields, STAND_IN_SECRET);
    if (fields.signature !== expected) {
      return refuse(401, `Invalid Signature ${fields.signature}.`);
    }

    const failureAt = this.failures.findIndex((f) => f.action === action);
    const failure = failureAt === -1 ? undefined : this.failures.splice(failureAt, 1)[0]!.how;
    if (failure === 'server-error') return refuse(500, 'General Error');

    if (action === 'upload') {
      // Cloudinary also takes the file as a base64 data URI in a text field.
      const dataUri = /^data:[\w/+.-]+;base64,(.*)$/s.exec(fields.file ?? '');
      const bytes = recorded.file?.bytes ?? (dataUri ? Buffer.from(dataUri[1]!, 'base64') : null);
      if (!bytes) return refuse(400, 'Missing required parameter - file');
      const format = sniffFormat(bytes);
      if (!format) return refuse(400, 'Invalid image file');
      const publicId = fields.folder ? `${fields.folder}/${fields.public_id}` : fields.public_id!;
      if (fields.overwrite === '0' && this.assets.has(publicId)) {
        return refuse(400, `Resource already exists: ${publicId}`);
      }
      this.assets.set(publicId, { bytes, format });
      this.version += 1;
      if (failure === 'store-then-drop') {
        recorded.status = -1;
        res.socket?.destroy();
        return;
      }
      return answer(200, {
        public_id: publicId,
        version: this.version,
        resource_type: resourceType,
        type: 'upload',
        format,
        bytes: bytes.length,
        secure_url: this.deliveryUrl(publicId, format),
        url: this.deliveryUrl(publicId, format).replace('https:', 'http:'),
      });
    }
    if (action === 'destroy') {
      if (failure === 'store-then-drop') {
        recorded.status = -1;
        res.socket?.destroy();
        return;
      }
      const existed = this.assets.delete(fields.public_id ?? '');
      return answer(200, { result: existed ? 'ok' : 'not found' });
    }
    return refuse(404, `Unsupported action ${action}`);
  }
}
