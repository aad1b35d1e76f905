import { conflict } from '@hearth/service-kit';

const UNIQUE_VIOLATION = '23505';

/** Two requests raced for one e-mail: the database's unique index decides, the loser gets 409. */
export async function withUniqueEmail<T>(message: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if ((error as { driverError?: { code?: string }; code?: string }).driverError?.code === UNIQUE_VIOLATION) {
      throw conflict(message);
    }
    throw error;
  }
}
