import { planningOwnMessages } from '@hearth/contracts/planning';
import { changeIdHeader } from '@hearth/contracts/planning/schemas';
import { badRequest } from '@hearth/service-kit';
import type { Context } from 'koa';

/** The id a phone gave a change (`Idempotency-Key`), so that replaying it applies it once. */
export function changeIdOf(ctx: Context): string | undefined {
  const parsed = changeIdHeader.safeParse(ctx.get('Idempotency-Key') || undefined);
  if (!parsed.success) throw badRequest(planningOwnMessages.changeIdInvalid);
  return parsed.data;
}
