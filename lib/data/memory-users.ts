import { ApiError } from '@/lib/api/errors';
import {
  user,
  usernameKey,
  type Role,
  type User,
  type UserInput,
  type UserWithHash,
} from '@/lib/entities';
import { isObjectId, newId } from './ids';
import { shape } from './shape';
import type { UserRepository } from './store';

/** The memory store's accounts. Every method runs without awaiting, so each is atomic. */

/** Newest first; records created in the same millisecond keep their reverse insertion order. */
function newestFirst<T extends { createdAt: string }>(records: Map<string, T>): T[] {
  return [...records.values()].reverse().sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

/** A stored user; `sessionVersion` is absent until the first sign-out or password change. */
type UserRecord = UserWithHash & { sessionVersion?: number };

export class MemoryUsers implements UserRepository {
  readonly records = new Map<string, UserRecord>();

  /** The public shape: neither the hash nor the session version ever leaves the store. */
  private strip(record: UserRecord): User {
    return shape<User>(user.keys, record);
  }

  private find(id: string) {
    return isObjectId(id) ? this.records.get(id.toLowerCase()) : undefined;
  }

  private byUsername(username: string) {
    const wanted = usernameKey(username);
    return [...this.records.values()].find((u) => usernameKey(u.username) === wanted);
  }

  async list() {
    return newestFirst(this.records).map((u) => this.strip(u));
  }

  async get(id: string) {
    const found = this.find(id);
    return found ? this.strip(found) : null;
  }

  async findForLogin(username: string) {
    const found = this.byUsername(username);
    return found ? { ...this.strip(found), passwordHash: found.passwordHash } : null;
  }

  async create(input: UserInput) {
    if (this.byUsername(input.username)) throw new ApiError(409, 'That username is already taken!');
    const now = new Date().toISOString();
    const user: UserWithHash = { ...input, _id: newId(), createdAt: now, updatedAt: now };
    this.records.set(user._id, user);
    return this.strip(user);
  }

  async upsertByUsername(input: UserInput) {
    const existing = this.byUsername(input.username);
    if (!existing) return this.create(input);
    Object.assign(existing, input, { updatedAt: new Date().toISOString() });
    return this.strip(existing);
  }

  async remove(id: string) {
    const found = this.find(id);
    if (!found) return null;
    this.records.delete(found._id);
    return this.strip(found);
  }

  async removeUnlessLastAdmin(id: string) {
    const found = this.find(id);
    if (!found) return null;
    // The check and the removal run without a pause in between: atomic in this event loop.
    if (found.role === 'admin' && this.isOnlyAdmin(found)) return 'last-admin' as const;
    this.records.delete(found._id);
    return this.strip(found);
  }

  async setRoleUnlessLastAdmin(id: string, role: Role) {
    const found = this.find(id);
    if (!found) return null;
    if (found.role === 'admin' && role !== 'admin' && this.isOnlyAdmin(found)) {
      return 'last-admin' as const;
    }
    found.role = role;
    found.updatedAt = new Date().toISOString();
    return this.strip(found);
  }

  private isOnlyAdmin(found: UserRecord) {
    return ![...this.records.values()].some((u) => u.role === 'admin' && u._id !== found._id);
  }

  async count() {
    return this.records.size;
  }

  async countByRole(role: Role) {
    return [...this.records.values()].filter((u) => u.role === role).length;
  }

  async getSession(id: string) {
    const found = this.find(id);
    return found ? { user: this.strip(found), sessionVersion: found.sessionVersion ?? 0 } : null;
  }

  // Synchronous read-modify-write of the stored record: concurrent calls never lose a bump.
  async bumpSessionVersion(id: string) {
    const found = this.find(id);
    if (!found) return null;
    found.sessionVersion = (found.sessionVersion ?? 0) + 1;
    return found.sessionVersion;
  }

  async setPassword(id: string, passwordHash: string) {
    const found = this.find(id);
    if (!found) return null;
    found.passwordHash = passwordHash;
    found.sessionVersion = (found.sessionVersion ?? 0) + 1;
    found.updatedAt = new Date().toISOString();
    return found.sessionVersion;
  }
}
