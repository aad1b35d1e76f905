import type { HouseholdDeps } from '../household-deps';

/** Sends the invitation; a mail that fails is logged, the invitation stands and can be resent. */
export function mailInvitation(
  deps: HouseholdDeps,
  mail: { to: string; inviterName: string; householdName: string; link: string; expiresAt: Date },
): void {
  const expires = mail.expiresAt.toUTCString().replace(/ \d\d:\d\d:\d\d GMT$/, '');
  deps.mailer
    .send({
      to: mail.to,
      subject: `${mail.inviterName} invited you to join ${mail.householdName} on Hearth`,
      text:
        `Hello,\n\n${mail.inviterName} invited you to join the household "${mail.householdName}" on Hearth, ` +
        `where you can share recipes, plan the week's meals and shop from one list.\n\n` +
        `To join, open this link (it works until ${expires}):\n\n${mail.link}\n\n` +
        `If you did not expect this invitation, you can ignore this mail.\n`,
      link: mail.link,
    })
    .catch((error) => deps.logger.error({ err: error }, 'invitation mail failed'));
}
