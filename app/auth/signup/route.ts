import { recordActivity } from '@/lib/activity/record';
import { readBody } from '@/lib/api/body';
import { adminRoute, methodsOtherThan } from '@/lib/api/route';
import { hashPassword } from '@/lib/auth/password';
import { getStore } from '@/lib/data';
import { user } from '@/lib/entities';
import { inputSchema } from '@/lib/entities/schema';

// POST /auth/signup — an admin adds an account (role admin by default, or user)
const signupInput = inputSchema(user.fields);

export const POST = adminRoute(async (req, _ctx, admin) => {
  const { username, email, password, role } = signupInput.parse(await readBody(req));
  const store = await getStore();
  const newUser = await store.users.create({
    username,
    email,
    role,
    passwordHash: await hashPassword(password),
  });
  await recordActivity(req, admin, {
    action: 'create',
    kind: 'user',
    recordId: newUser._id,
    label: newUser.username,
    changes: [
      { field: 'Email', from: null, to: newUser.email },
      { field: 'Role', from: null, to: newUser.role },
    ],
  });
  return Response.json({ message: 'User added successfully!', newUser }, { status: 201 });
});

export const { GET, PUT, PATCH, DELETE, OPTIONS } = methodsOtherThan('POST');
