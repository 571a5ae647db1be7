// Runs once when the server starts: a missing or invalid configuration stops it with a message
// that names the variables, instead of failing later on some request.
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { env } = await import('@/lib/env');
  env();
}
