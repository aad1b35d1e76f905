import { AppError, type Limit, type RateLimiter } from '@hearth/service-kit';

const QUARTER_HOUR = 15 * 60_000;

/**
 * Wrong invite codes a member, and an address, may try in a quarter of an hour: plenty for a typo,
 * far too few to guess one of 31^12 codes (a hit is full membership).
 */
export const codeGuessLimits: { perMember: Limit; perAddress: Limit } = {
  perMember: { name: 'code-member', max: 10, windowMs: QUARTER_HOUR },
  perAddress: { name: 'code-address', max: 30, windowMs: QUARTER_HOUR },
};

/** Who is trying a code. */
export interface CodeGuesser {
  userId: string;
  clientIp: string;
}

/**
 * Runs a look-up by code (a preview or a join) for `who`: a code that names no household (404)
 * counts against the member and the address, and past either limit every look-up is a 429 until
 * the window ends, the right code included.
 */
export async function withGuessLimit<T>(limiter: RateLimiter, who: CodeGuesser, lookUp: () => Promise<T>): Promise<T> {
  await limiter.assertAllowed(codeGuessLimits.perMember, who.userId);
  await limiter.assertAllowed(codeGuessLimits.perAddress, who.clientIp);
  try {
    return await lookUp();
  } catch (error) {
    if (error instanceof AppError && error.status === 404) {
      await limiter.hit(codeGuessLimits.perMember, who.userId);
      await limiter.hit(codeGuessLimits.perAddress, who.clientIp);
    }
    throw error;
  }
}
