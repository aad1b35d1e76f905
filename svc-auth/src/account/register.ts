import { randomUUID } from 'node:crypto';
import { conflict } from '@hearth/service-kit';
import type { AuthDeps } from '../auth-deps';
import { hashPassword } from '../users/passwords';
import { presentUser } from '../users/present-user';
import { withUniqueEmail } from '../users/unique-email';
import { UserEntity } from '../users/user.entity';
import type { RegisterInput } from './account.schema';

export const USER_EXISTS = 'User already exists';

export async function register(deps: AuthDeps, input: RegisterInput) {
  const existing = await deps.database.manager.existsBy(UserEntity, { email: input.email });
  if (existing) throw conflict(USER_EXISTS);
  const passwordHash = await hashPassword(input.password);
  const user = await withUniqueEmail(USER_EXISTS, () =>
    deps.database.transaction(async (tx) => {
      const created = await tx.manager.save(UserEntity, {
        id: randomUUID(),
        name: input.name,
        email: input.email,
        passwordHash,
        householdId: null,
        householdName: null,
        passwordChangedAt: new Date(),
      });
      tx.emit('user.registered', { userId: created.id, name: created.name, email: created.email });
      return created;
    }),
  );
  return { token: await deps.keys.sign(user), user: presentUser(user) };
}
