import { conflict, isUniqueViolation } from '@hearth/service-kit';

/** Two requests raced for one e-mail: the database's unique index decides, the loser gets 409. */
export async function withUniqueEmail<T>(message: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(message);
    throw error;
  }
}
