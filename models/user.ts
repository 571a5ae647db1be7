import { Schema, model, models, type Model, type Types } from 'mongoose';
import { NEWEST_FIRST } from './indexes';

export interface UserDoc {
  username: string;
  email: string;
  /** bcrypt hash; never selected unless asked for. */
  password: string;
  role: 'admin' | 'user';
  /**
   * Requests deleting this user right now: the last-admin guard counts an admin with a recent
   * claim as already gone (lib/data/mongo.ts). Absent on almost every user.
   */
  removals?: { token: Types.ObjectId; at: Date }[];
  createdAt: Date;
  updatedAt: Date;
}

/** Usernames compare without regard to case: "Admin" and "admin" are one account. */
export const USERNAME_COLLATION = { locale: 'en', strength: 2 } as const;

const userSchema = new Schema<UserDoc>(
  {
    username: { type: String, required: true, trim: true },
    email: { type: String, required: true, trim: true },
    password: { type: String, required: true, select: false },
    role: { type: String, required: true, enum: ['admin', 'user'], default: 'admin' },
    removals: {
      type: [{ _id: false, token: Schema.Types.ObjectId, at: Date }],
      default: undefined,
      select: false,
    },
  },
  { timestamps: true, autoIndex: false },
);
userSchema.index({ username: 1 }, { unique: true, collation: USERNAME_COLLATION });
userSchema.index(NEWEST_FIRST);

export const UserModel: Model<UserDoc> =
  (models.User as Model<UserDoc>) ?? model<UserDoc>('User', userSchema);
