import { ZodError } from 'zod';
import { MESSAGES } from './messages';

/** An error whose status and message are meant for the client. */
export class ApiError extends Error {
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
  constructor(cause?: unknown) {
    super('Database unavailable', { cause });
    this.name = 'DatabaseUnavailableError';
  }
}

export { MESSAGES } from './messages';

const MONGO_OUTAGE_ERRORS = new Set([
  'MongooseServerSelectionError',
  'MongoServerSelectionError',
  'MongoNetworkError',
  'MongoNetworkTimeoutError',
  'MongoNotConnectedError',
  'MongoTopologyClosedError',
  'MongoPoolClearedError',
]);

function isOutage(error: unknown): boolean {
  if (error instanceof DatabaseUnavailableError) return true;
  return error instanceof Error && MONGO_OUTAGE_ERRORS.has(error.name);
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
    // Mongoose: an id that is not an ObjectId names no record.
    if (error.name === 'CastError') return { status: 404, message: 'Not found' };
    if ((error as { code?: unknown }).code === 11000) {
      return { status: 409, message: 'That record already exists.' };
    }
  }
  return { status: 500, message: MESSAGES.internal };
}
