import type { AuthDeps } from '../auth-deps';
import { presentUser } from '../users/present-user';
import { withUniqueEmail } from '../users/unique-email';
import { UserEntity, type User } from '../users/user.entity';
import type { UpdateProfileInput } from './account.schema';

export const EMAIL_TAKEN = 'Email is already in use by another account';

export async function updateProfile(deps: AuthDeps, user: User, input: UpdateProfileInput) {
  const updated = await withUniqueEmail(EMAIL_TAKEN, () =>
    deps.database.transaction(async (tx) => {
      await tx.manager.update(UserEntity, { id: user.id }, { name: input.name, email: input.email });
      if (input.name !== user.name || input.email !== user.email) {
        tx.emit('user.updated', { userId: user.id, name: input.name, email: input.email });
      }
      return { ...user, name: input.name, email: input.email };
    }),
  );
  return presentUser(updated);
}
