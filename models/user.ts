import { Schema, model, models, type Model, type Types } from 'mongoose';
import { ROLES, user, type Role } from '@/lib/entities';
import { NEWEST_FIRST, NEWEST_FIRST_OPTIONS } from './indexes';

export interface UserDoc {
  username: string;
  email: string;
  /** bcrypt hash; never selected unless asked for. */
  password: string;
  role: Role;
  /**
   * Requests deleting this user right now: the last-admin guard counts an admin with a recent
   * claim as already gone (lib/data/mongo.ts). Absent on almost every user.
   */
  removals?: { token: Types.ObjectId; at: Date }[];
  /**
   * Session tokens carry the version they were issued under; signing out or changing the
   * password increments it, which ends every earlier session. Absent (version 0) until then, and
   * never selected unless asked for.
   */
  sessionVersion?: number;
  createdAt: Date;
  updatedAt: Date;
}

/** Usernames compare without regard to case: "Admin" and "admin" are one account. */
export const USERNAME_COLLATION = { locale: 'en', strength: 2 } as const;

const userSchema = new Schema<UserDoc>(
  {
    username: { type: String, required: true, trim: true, maxlength: user.fields.username.max },
    email: { type: String, required: true, trim: true, maxlength: user.fields.email.max },
    password: { type: String, required: true, select: false },
    role: { type: String, required: true, enum: ROLES, default: 'admin' },
    removals: {
      type: [{ _id: false, token: Schema.Types.ObjectId, at: Date }],
      default: undefined,
      select: false,
    },
    sessionVersion: { type: Number, min: 0, select: false },
  },
  { timestamps: true, autoIndex: false },
);
userSchema.index(
  { username: 1 },
  { unique: true, collation: USERNAME_COLLATION, name: 'username_case_insensitive' },
);
userSchema.index(NEWEST_FIRST, NEWEST_FIRST_OPTIONS);

/**
 * Earlier versions' unique username index without a collation ("Admin" and "admin" were two
 * accounts), retired once the case-insensitive one is built. Under the same generated name, an
 * index that already compares case-insensitively is the one wanted, and stays.
 */
export const RETIRED_USER_INDEXES = ['username_1'] as const;

export const UserModel: Model<UserDoc> =
  (models.User as Model<UserDoc>) ?? model<UserDoc>('User', userSchema);
