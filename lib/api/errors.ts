import { ZodError } from 'zod';
import { MESSAGES } from './messages';

/**
 * Marks this module's error classes so that `instanceof` holds across bundles. Next.js bundles
 * the instrumentation hook apart from the routes, and the data store it creates at start-up (kept
 * on globalThis) throws errors built from that bundle's copy of these classes: a plain
 * `instanceof` in a route's copy said no, and a taken username answered 500 instead of 409.
 */
function isBranded(value: unknown, brand: symbol): boolean {
  return (
    typeof value === 'object' &&
    value !== null &&
    (value as Record<symbol, unknown>)[brand] === true
  );
}

const API_ERROR = Symbol.for('nimbus-studio.ApiError');
const DATABASE_UNAVAILABLE = Symbol.for('nimbus-studio.DatabaseUnavailableError');

/** An error whose status and message are meant for the client. */
export class ApiError extends Error {
  static [Symbol.hasInstance](value: unknown): boolean {
    return isBranded(value, API_ERROR);
  }
  readonly [API_ERROR] = true;

  constructor(
    readonly status: number,
    message: string,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** The store could not reach its database: a 503, not a 500. */
export class DatabaseUnavailableError extends Error {
  static [Symbol.hasInstance](value: unknown): boolean {
    return isBranded(value, DATABASE_UNAVAILABLE);
  }
  readonly [DATABASE_UNAVAILABLE] = true;

  constructor(cause?: unknown) {
    super('Database unavailable', { cause });
    this.name = 'DatabaseUnavailableError';
  }
}

export { MESSAGES } from './messages';

/**
 * MongoDB errors that mean the database cannot be reached or did not answer in time: a 503, so
 * clients retry. Matched by name, label and code rather than by class, because this module is
 * also bundled for the browser (its messages) and must not import the driver; the unit tests
 * check each entry against a real instance of the driver's class.
 */
const OUTAGE_ERROR_NAMES = new Set([
  // Server selection: no server answered within serverSelectionTimeoutMS.
  'MongoServerSelectionError',
  'MongooseServerSelectionError',
  // The network: refused, reset or timed-out sockets, and pools cleared because of them.
  'MongoNetworkError',
  'MongoNetworkTimeoutError',
  'MongoPoolClearedError',
  'PoolClearedOnNetworkError',
  'MongoPoolClosedError',
  'MongoWaitQueueTimeoutError',
  // The client, topology or server was closed, or never connected.
  'MongoNotConnectedError',
  'MongoTopologyClosedError',
  'MongoServerClosedError',
  'MongoClientClosedError',
  // The operation ran out of time (timeoutMS).
  'MongoOperationTimeoutError',
]);

/**
 * Labels the driver or the server puts on errors a retry could cure: a pool reset by a network
 * error, a write that may be retried (a primary stepping down), an overloaded server.
 */
const OUTAGE_LABELS = [
  'ResetPool',
  'PoolRequestedRetry',
  'RetryableWriteError',
  'RetryableError',
  'SystemOverloadedError',
  'InterruptInUseConnections',
  'HandshakeError',
];

/**
 * Server error codes of a node that is unreachable, shutting down, stepping down or not the
 * primary (the driver's retryable codes): the driver has already retried once. And the server's
 * time-outs: an operation past its maxTimeMS, a write not replicated within its write concern's
 * wtimeout (the write may still land; the client is told to try again, as for any time-out).
 */
const OUTAGE_CODES = new Set([
  6, // HostUnreachable
  7, // HostNotFound
  50, // MaxTimeMSExpired
  64, // WriteConcernTimeout
  89, // NetworkTimeout
  91, // ShutdownInProgress
  134, // ReadConcernMajorityNotAvailableYet
  189, // PrimarySteppedDown
  262, // ExceededTimeLimit
  9001, // SocketException
  10107, // NotWritablePrimary
  11600, // InterruptedAtShutdown
  11602, // InterruptedDueToReplStateChange
  13435, // NotPrimaryNoSecondaryOk
  13436, // NotPrimaryOrSecondary
]);

/** Mongoose's own errors for a connection that is not open. */
const MONGOOSE_NOT_CONNECTED = /before initial connection is complete|Connection was force closed/;

function isOutageError(error: Error): boolean {
  if (error instanceof DatabaseUnavailableError || OUTAGE_ERROR_NAMES.has(error.name)) return true;
  const labelled = error as { hasErrorLabel?: (label: string) => boolean; code?: unknown };
  if (typeof labelled.hasErrorLabel === 'function') {
    if (OUTAGE_LABELS.some((label) => labelled.hasErrorLabel!(label))) return true;
    if (typeof labelled.code === 'number' && OUTAGE_CODES.has(labelled.code)) return true;
  }
  return error.name === 'MongooseError' && MONGOOSE_NOT_CONNECTED.test(error.message);
}

/** The error or any error it wraps (`cause`) is an outage. */
function isOutage(error: unknown): boolean {
  for (let e = error, depth = 0; e instanceof Error && depth < 5; depth += 1) {
    if (isOutageError(e)) return true;
    e = e.cause;
  }
  return false;
}

/** "comments.0.comment" → "Comment", "clientName" → "Client name". */
function fieldLabel(path: string): string {
  const last = path.split('.').pop() ?? path;
  const words = last.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

interface MongooseFieldError {
  kind?: string;
  path?: string;
  properties?: { maxlength?: number; minlength?: number };
}

/**
 * A Mongoose ValidationError (or a CastError on a field other than the id): the stored data
 * would break the schema. The request validators normally refuse such input first with the
 * form's own message; this is the last line, and it answers a 400, never a 500.
 */
function describeInvalidField(error: MongooseFieldError): string {
  const label = fieldLabel(error.path ?? 'value');
  if (error.kind === 'required') return MESSAGES.fillAll;
  if (error.kind === 'maxlength' && error.properties?.maxlength !== undefined) {
    return `${label} must be at most ${error.properties.maxlength} characters!`;
  }
  return `${label} is not valid!`;
}

/** The one table from thrown errors to HTTP answers (status and client-facing message). */
export function toErrorResponse(error: unknown): Response {
  const { status, message } = describeError(error);
  if (status >= 500 && status !== 503) console.error('[api] unexpected error', error);
  else if (status === 503) console.warn('[api] database unavailable:', (error as Error).message);
  const headers = error instanceof ApiError ? error.headers : undefined;
  return Response.json({ message }, { status, headers });
}

export function describeError(error: unknown): { status: number; message: string } {
  if (error instanceof ApiError) return { status: error.status, message: error.message };
  if (error instanceof ZodError) {
    return { status: 400, message: error.issues[0]?.message ?? MESSAGES.fillAll };
  }
  if (isOutage(error)) return { status: 503, message: MESSAGES.databaseUnavailable };
  if (error instanceof Error) {
    if (error.name === 'ValidationError') {
      const fields = Object.values((error as { errors?: object }).errors ?? {});
      return {
        status: 400,
        message: describeInvalidField((fields[0] ?? {}) as MongooseFieldError),
      };
    }
    if (error.name === 'CastError') {
      const { path } = error as MongooseFieldError;
      // An id that is not an ObjectId names no record: 404. Any other field: bad input.
      if (!path || path === '_id') return { status: 404, message: 'Not found' };
      return { status: 400, message: describeInvalidField(error as MongooseFieldError) };
    }
    if ((error as { code?: unknown }).code === 11000) {
      return { status: 409, message: 'That record already exists.' };
    }
  }
  return { status: 500, message: MESSAGES.internal };
}
