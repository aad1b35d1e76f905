import { z } from 'zod';

export const renameBody = z.object({
  name: z
    .string({ error: 'Household name is required' })
    .trim()
    .min(1, 'Household name is required')
    .max(50, 'Household name cannot exceed 50 characters'),
});

export const joinBody = z.object({
  inviteCode: z.string({ error: 'Invite code is required' }).trim().min(1, 'Invite code is required').max(40, 'Invalid invite code'),
});

export const codeParams = z.object({ code: z.string().min(1).max(40) });

export const memberParams = z.object({ id: z.string() });

export type RenameInput = z.infer<typeof renameBody>;
export type JoinInput = z.infer<typeof joinBody>;
export type CodeInput = z.infer<typeof codeParams>;
export type MemberInput = z.infer<typeof memberParams>;
