// Route handlers revalidate pages through next/cache, which only works inside a Next.js server.
// Here the calls are recorded, so the tests can check which pages each change refreshes.
jest.mock('next/cache', () => ({ revalidatePath: jest.fn(), revalidateTag: jest.fn() }));
