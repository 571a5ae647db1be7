import { Schema, model, models, type Model } from 'mongoose';
import { TEXT_LIMITS as MAX } from '@/lib/validation/text';

export interface UserDoc {
  username: string;
  email: string;
  /** bcrypt hash; never selected unless asked for. */
  password: string;
  role: 'admin' | 'user';
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
    username: { type: String, required: true, trim: true, maxlength: MAX.name },
    email: { type: String, required: true, trim: true, maxlength: MAX.email },
    password: { type: String, required: true, select: false },
    role: { type: String, required: true, enum: ['admin', 'user'], default: 'admin' },
    sessionVersion: { type: Number, min: 0, select: false },
  },
  { timestamps: true },
);
userSchema.index({ username: 1 }, { unique: true, collation: USERNAME_COLLATION });
userSchema.index({ createdAt: -1 });

export const UserModel: Model<UserDoc> =
  (models.User as Model<UserDoc>) ?? model<UserDoc>('User', userSchema);
