/**
 * The MongoDB store's session-version operations, pinned by the commands Mongoose hands to the
 * driver (no mongod runs here): the driver's collection methods are replaced by recorders.
 */
jest.mock('@/lib/data/mongo-connection', () => ({ connectMongo: jest.fn(async () => undefined) }));

import { Types } from 'mongoose';
import { MongoStore } from '@/lib/data/mongo';
import { UserModel } from '@/models/user';

const ID = '65f1a1000000000000000001';

interface Command {
  method: string;
  filter: Record<string, unknown>;
  second: Record<string, unknown>;
  third?: Record<string, unknown>;
}

function record(answers: Record<string, unknown>) {
  const commands: Command[] = [];
  const collection = UserModel.collection as unknown as Record<string, unknown>;
  for (const method of Object.keys(answers)) {
    jest.spyOn(collection as never, method as never).mockImplementation((async (
      filter: Record<string, unknown>,
      second: Record<string, unknown>,
      third?: Record<string, unknown>,
    ) => {
      commands.push({ method, filter, second, third });
      return answers[method];
    }) as never);
  }
  return commands;
}

afterEach(() => jest.restoreAllMocks());

describe('MongoDB user repository: session versions', () => {
  const store = new MongoStore('mongodb://not-used');
  const stored = {
    _id: new Types.ObjectId(ID),
    username: 'admin',
    email: 'a@example.com',
    role: 'admin',
    sessionVersion: 3,
    createdAt: new Date('2025-01-01T00:00:00Z'),
    updatedAt: new Date('2025-01-01T00:00:00Z'),
  };

  test('getSession reads the user with the version (which the model never selects by itself)', async () => {
    const commands = record({ findOne: stored });
    const found = await store.users.getSession(ID);
    expect(found).toEqual({
      user: {
        _id: ID,
        username: 'admin',
        email: 'a@example.com',
        role: 'admin',
        createdAt: '2025-01-01T00:00:00.000Z',
        updatedAt: '2025-01-01T00:00:00.000Z',
      },
      sessionVersion: 3,
    });
    expect(commands).toHaveLength(1);
    expect(String(commands[0]!.filter._id)).toBe(ID);
    // Every field the model keeps to itself is left out: the hash and the last-admin guard's claims.
    expect(commands[0]!.second.projection).toEqual({ password: 0, removals: 0 });
  });

  test('a user stored before versions existed is at version 0', async () => {
    const { sessionVersion: _v, ...old } = stored;
    void _v;
    record({ findOne: old });
    expect((await store.users.getSession(ID))?.sessionVersion).toBe(0);
  });

  test('every other read leaves the version out, and a stray one is dropped from the answer', async () => {
    const commands = record({ findOne: stored });
    const user = await store.users.get(ID);
    expect(commands[0]!.second.projection).toEqual({
      password: 0,
      removals: 0,
      sessionVersion: 0,
    });
    expect(user).not.toHaveProperty('sessionVersion');
  });

  test('bumpSessionVersion is one atomic $inc that leaves updatedAt alone', async () => {
    const commands = record({ findOneAndUpdate: { _id: stored._id, sessionVersion: 4 } });
    expect(await store.users.bumpSessionVersion(ID)).toBe(4);
    expect(commands).toHaveLength(1);
    const [command] = commands;
    expect(String(command!.filter._id)).toBe(ID);
    expect(command!.second).toEqual({ $inc: { sessionVersion: 1 } });
    expect(command!.third).toMatchObject({
      returnDocument: 'after',
      projection: { sessionVersion: 1 },
    });
  });

  test('setPassword sets the hash and ends every session in the same write', async () => {
    const commands = record({ findOneAndUpdate: { _id: stored._id, sessionVersion: 5 } });
    expect(await store.users.setPassword(ID, '$2b$10$hash')).toBe(5);
    expect(commands).toHaveLength(1);
    const update = commands[0]!.second as { $set: Record<string, unknown>; $inc: unknown };
    expect(update.$inc).toEqual({ sessionVersion: 1 });
    expect(update.$set.password).toBe('$2b$10$hash');
    expect(update.$set.updatedAt).toBeInstanceOf(Date);
    expect(commands[0]!.third).toMatchObject({ returnDocument: 'after', runValidators: true });
  });

  test('unknown and malformed ids answer null; a malformed one sends nothing', async () => {
    const commands = record({ findOneAndUpdate: null, findOne: null });
    expect(await store.users.bumpSessionVersion(ID)).toBeNull();
    expect(await store.users.setPassword(ID, 'h')).toBeNull();
    expect(await store.users.getSession(ID)).toBeNull();
    const before = commands.length;
    expect(await store.users.bumpSessionVersion('not-an-id')).toBeNull();
    expect(commands).toHaveLength(before);
  });
});
