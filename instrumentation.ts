// Runs once when the server starts: a Node.js too old for the database driver, or a missing or
// invalid configuration, stops it with a message that says what to do, instead of failing
// later on some request. It says once where contact messages are emailed (or that they are not).
// On MongoDB it then builds the indexes and waits for them (bounded). A self-hosted server then
// starts the timer that publishes schedules as they come due (lib/publishing/timer.ts).
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { nodeVersionProblem } = await import('@/lib/node-version');
  const problem = nodeVersionProblem();
  if (problem) throw new Error(problem);
  const { env } = await import('@/lib/env');
  env();
  const { announceMailSetup } = await import('@/lib/mail/settings');
  announceMailSetup();
  const { prepareStoreAtStartup } = await import('@/lib/data/startup');
  await prepareStoreAtStartup();
  const { startPublishingTimer } = await import('@/lib/publishing/timer');
  startPublishingTimer();
}
