import { tmpdir } from 'node:os';

// Every test process: a known secret, local images under a temporary folder, generous rate limits
// (the rate-limit tests lower them for themselves), and no database unless a suite asks for one.
process.env.NEXTAUTH_SECRET ??= 'test-secret-that-is-long-enough-for-hkdf';
process.env.UPLOAD_DIR ??= `${tmpdir()}/agency-test-uploads-${process.pid}`;
process.env.RATE_LIMIT_LOGIN ??= '100000';
process.env.RATE_LIMIT_CONTACT ??= '100000';
process.env.RATE_LIMIT_COMMENT ??= '100000';
delete process.env.MONGODB_URI;
delete process.env.DATA_STORE;
delete process.env.CLOUDINARY_URL;
delete process.env.VERCEL;
delete process.env.NEXTAUTH_URL;
