import { apiTokenLimits, authOwnMessages } from './rules';
import { createApiTokenBody } from './schemas';

describe('the API token contract', () => {
  it("says the limits it enforces in its messages", () => {
    expect(authOwnMessages.apiTokenLimitReached).toContain(`${apiTokenLimits.perUser} API tokens`);
    expect(authOwnMessages.apiTokenNameTooLong).toContain(`${apiTokenLimits.nameMax} characters`);
    expect(authOwnMessages.apiTokenExpiryInvalid).toContain(Object.keys(apiTokenLimits.expiries).join(', ').replace(/, never$/, ' or never'));
  });

  it('accepts each offered expiry and scope, trimmed names, and nothing else', () => {
    for (const expiresIn of Object.keys(apiTokenLimits.expiries)) {
      for (const scope of apiTokenLimits.scopes) {
        expect(createApiTokenBody.parse({ name: ' Tablet ', expiresIn, scope })).toEqual({ name: 'Tablet', expiresIn, scope });
      }
    }
    expect(createApiTokenBody.safeParse({ name: 'Tablet', expiresIn: '7d', scope: 'read' }).success).toBe(false);
    expect(createApiTokenBody.safeParse({ name: 'Tablet', expiresIn: '30d', scope: 'write' }).success).toBe(false);
  });
});
