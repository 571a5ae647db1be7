import { Types } from 'mongoose';
import { ApiError } from '@/lib/api/errors';
import { user, type Role, type User, type UserWithHash } from '@/lib/entities';
import { USERNAME_COLLATION, UserModel, type UserDoc } from '@/models/user';
import { isObjectId } from './ids';
import type { Connect, Lean } from './mongo-repository';
import { shape } from './shape';
import type { UserRepository } from './store';

/**
 * A removal claim older than this no longer counts (a request that died between its claim and
 * its delete): far longer than any request lives, so a live claim is never taken for stale.
 */
const REMOVAL_CLAIM_TTL_MS = 5 * 60_000;

/**
 * Marks the user as leaving the admins and checks that another admin stays: the claim's token to
 * go ahead with, 'last-admin' (the claim withdrawn again) when none would, or null when there is
 * no such user. A user who is no longer an admin by then needs no check.
 */
async function claimAdminExit(id: string): Promise<Types.ObjectId | 'last-admin' | null> {
  const claim = { token: new Types.ObjectId(), at: new Date() };
  const claimed = await UserModel.findOneAndUpdate(
    { _id: id },
    { $push: { removals: claim } },
    { returnDocument: 'after', timestamps: false },
  ).lean<Lean>();
  if (!claimed) return null;
  if (claimed.role !== 'admin') return claim.token;
  const others = await UserModel.countDocuments({
    _id: { $ne: id },
    role: 'admin',
    'removals.at': { $not: { $gt: new Date(Date.now() - REMOVAL_CLAIM_TTL_MS) } },
  });
  if (others > 0) return claim.token;
  await UserModel.updateOne(
    { _id: id },
    { $pull: { removals: { token: claim.token } } },
    { timestamps: false },
  );
  return 'last-admin';
}

export function userRepository(connect: Connect): UserRepository {
  // Neither the hash nor the session version ever leaves the store (user.keys has neither).
  const toUser = (doc: object) => shape<User>(user.keys, doc);
  const versionOf = (doc: { sessionVersion?: unknown } | null) =>
    doc ? Number(doc.sessionVersion ?? 0) : null;
  const duplicate = (error: unknown) =>
    (error as { code?: unknown }).code === 11000
      ? new ApiError(409, 'That username is already taken!')
      : error;
  return {
    async list() {
      await connect();
      const docs = await UserModel.find().sort({ createdAt: -1, _id: -1 }).lean<Lean[]>();
      return docs.map(toUser);
    },
    async get(id) {
      if (!isObjectId(id)) return null;
      await connect();
      const doc = await UserModel.findById(id).lean<Lean>();
      return doc ? toUser(doc) : null;
    },
    async findForLogin(username) {
      await connect();
      const doc = await UserModel.findOne({ username })
        .collation(USERNAME_COLLATION)
        .select('+password')
        .lean<Lean & { password: string }>();
      if (!doc) return null;
      return { ...toUser(doc), passwordHash: doc.password } satisfies UserWithHash;
    },
    async create({ passwordHash, ...input }) {
      await connect();
      try {
        const doc = await UserModel.create({ ...input, password: passwordHash });
        return toUser(doc.toObject());
      } catch (error) {
        throw duplicate(error);
      }
    },
    async upsertByUsername({ passwordHash, ...input }) {
      await connect();
      const doc = await UserModel.findOneAndUpdate(
        { username: input.username },
        { $set: { ...input, password: passwordHash } satisfies Partial<UserDoc> },
        { upsert: true, returnDocument: 'after', collation: USERNAME_COLLATION },
      ).lean<Lean>();
      return toUser(doc!);
    },
    async remove(id) {
      if (!isObjectId(id)) return null;
      await connect();
      const doc = await UserModel.findByIdAndDelete(id).lean<Lean>();
      return doc ? toUser(doc) : null;
    },
    /**
     * Without transactions (a standalone mongod has none), the guard claims, checks, then
     * deletes: the target is marked as being removed, and it is deleted only if some other admin
     * carries no such mark. Of two admins removing each other at once, whichever checks last
     * sees the other's mark and stops, so at least one admin always stays; at worst both stop
     * and both get a 409. A check after a plain delete would instead leave a moment with no
     * admin at all, and none for good if the process died before putting the account back.
     */
    async removeUnlessLastAdmin(id) {
      if (!isObjectId(id)) return null;
      await connect();
      // Anyone but an admin goes at once: the filter makes the role check and the delete one write.
      const user = await UserModel.findOneAndDelete({
        _id: id,
        role: { $ne: 'admin' },
      }).lean<Lean>();
      if (user) return toUser(user);
      const claim = await claimAdminExit(id);
      if (claim === null || claim === 'last-admin') return claim;
      const removed = await UserModel.findOneAndDelete({ _id: id }).lean<Lean>();
      return removed ? toUser(removed) : null;
    },
    /** A demotion is guarded as a removal is: it, too, takes an admin away. */
    async setRoleUnlessLastAdmin(id, role) {
      if (!isObjectId(id)) return null;
      await connect();
      // A promotion, or a change between the other roles, never takes an admin away: one write.
      const direct = await UserModel.findOneAndUpdate(
        role === 'admin' ? { _id: id } : { _id: id, role: { $ne: 'admin' } },
        { $set: { role } },
        { returnDocument: 'after', runValidators: true },
      ).lean<Lean>();
      if (direct) return toUser(direct);
      if (role === 'admin') return null;
      const claim = await claimAdminExit(id);
      if (claim === null || claim === 'last-admin') return claim;
      const changed = await UserModel.findOneAndUpdate(
        { _id: id },
        { $set: { role }, $pull: { removals: { token: claim } } },
        { returnDocument: 'after', runValidators: true },
      ).lean<Lean>();
      return changed ? toUser(changed) : null;
    },
    async count() {
      await connect();
      return UserModel.countDocuments();
    },
    async countByRole(role: Role) {
      await connect();
      return UserModel.countDocuments({ role });
    },
    async getSession(id) {
      if (!isObjectId(id)) return null;
      await connect();
      const doc = await UserModel.findById(id)
        .select('+sessionVersion')
        .lean<Lean & { sessionVersion?: number }>();
      return doc ? { user: toUser(doc), sessionVersion: versionOf(doc)! } : null;
    },
    async bumpSessionVersion(id) {
      if (!isObjectId(id)) return null;
      await connect();
      // $inc is atomic; signing out is not an edit of the account, so updatedAt stays.
      const doc = await UserModel.findByIdAndUpdate(
        id,
        { $inc: { sessionVersion: 1 } },
        { returnDocument: 'after', timestamps: false, projection: { sessionVersion: 1 } },
      ).lean<{ sessionVersion?: number }>();
      return versionOf(doc);
    },
    async setPassword(id, passwordHash) {
      if (!isObjectId(id)) return null;
      await connect();
      const doc = await UserModel.findByIdAndUpdate(
        id,
        { $set: { password: passwordHash }, $inc: { sessionVersion: 1 } },
        { returnDocument: 'after', runValidators: true, projection: { sessionVersion: 1 } },
      ).lean<{ sessionVersion?: number }>();
      return versionOf(doc);
    },
  };
}
