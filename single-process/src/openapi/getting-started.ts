import type { RouteTable } from '@hearth/gateway';

const perSecond = (rate: string) => rate.replace(/r\/s$/, ' requests a second').replace(/r\/m$/, ' requests a minute');

/** The document's introduction, which /api/docs shows first: enough to script a household's list. */
export function gettingStarted(table: RouteTable): string {
  const { limits } = table;
  return `Hearth's API: the same calls Hearth's own pages make, for programs — a kitchen tablet, a phone
shortcut, a script that imports old recipes.

## Getting started

1. **Create a token.** Sign in to Hearth, open **Profile → API tokens**, choose a name, an expiry
   (30 days, 90 days, a year or never) and a scope: *read only* or *read and write*. Copy the
   secret (\`hearth_...\`): it is shown once. Revoke it there when the program no longer needs it.
   Tokens are made once the account's e-mail is confirmed (the link mailed on registration; the
   profile sends it again). A password reset deletes every token of the account.
2. **Call the API** with the token as a bearer:

   \`\`\`sh
   curl -H "Authorization: Bearer $HEARTH_TOKEN" https://hearth.example/api/shopping-lists
   curl -X POST -H "Authorization: Bearer $HEARTH_TOKEN" -H "Content-Type: application/json" \\
        -d '{"name":"Milk","quantity":1,"unit":"l"}' https://hearth.example/api/shopping-lists/LIST_ID/items
   \`\`\`

   A token acts as its owner, in the household they belong to now: a member who leaves or is removed
   loses the household's data at once, with every token they hold.

## What a token may do

- A *read only* token may \`GET\`; any other method answers **403**.
- No token may create, list or revoke tokens, change the password or the e-mail, or delete the
  account (**403**): those need the person, signed in.
- A revoked or expired token answers **401** on every route within a second. Deleting the account
  revokes all its tokens.

## Errors

Every refusal is JSON with a \`message\` a person can read, and for bad input an \`errors\` object by
field: \`{"message": "Please enter a name for your shopping list", "errors": {"name": "..."}}\`.
**400** bad input, **401** no or a dead token, **403** not allowed, **404** not found (or not
yours to see), **409** a conflict, **413** too large, **429** too many requests, **5xx** Hearth's
own trouble: try again later.

## Dates

A calendar day (a meal plan's \`startDate\` and \`endDate\`, a meal's \`date\`, the range of
\`GET /api/meal-plans\`) is accepted as \`YYYY-MM-DD\` or as an RFC 3339 date-time, such as
\`Date.toISOString()\` gives. A date-time is read as the day its date part names, in the offset it
was written with: \`2026-11-30\`, \`2026-11-30T00:00:00.000Z\` and \`2026-11-30T09:00:00+01:00\` are
all 30 November 2026, and \`2026-12-06T23:59:59.999Z\`, the last instant of a week, is its last day.
Days run from \`0001-01-01\` to \`9999-12-31\`. Answers always carry days as \`YYYY-MM-DD\` and
instants (\`createdAt\`) as UTC date-times. Anything else, an impossible day (\`2026-02-30\`) among
them, is a **400** naming the field.

## Without a household

A member who left or was removed, or an account whose household is not set up yet, belongs to no
household. Then a list of a household's things (\`GET /api/meal-plans\`, \`/api/shopping-lists\`,
\`/api/invitations\`, \`/api/recipes?household=mine\`) answers **200** with nothing in it; one of
them, read or changed by id, is **404**; creating one (a plan, a list, an invitation, a recipe) is
**409** "You don't have a household yet."

## Limits

Requests with an API token are limited to ${perSecond(limits.apiTokenRate)} per token, in bursts
of up to ${limits.apiTokenBurst}, and ${perSecond(limits.apiTokenAddressRate)} (bursts of ${limits.apiTokenAddressBurst}) per
address across all its tokens. Over the limit the answer is **429** with \`Retry-After\` (seconds)
and a \`message\`. Sign-in, registration and password resets are limited per address as well.
Browsers of other sites cannot call the API (no CORS) unless the server's operator allows their
origin (\`API_CORS_ORIGINS\`).

## Pagination

\`GET /api/recipes\` answers a page: \`page\` (from 1) and \`limit\` (up to 100) in the query,
\`recipes\`, \`total\`, \`page\` and \`pages\` in the answer. Other lists are a household's own and
come whole.

## Versions

\`/api\` is version 1. It may grow without notice: new routes, new optional fields in requests, new
fields in answers (ignore those you do not know). Nothing is removed or changed in meaning
without notice first: a route or field to be removed is marked *deprecated* in this document, and
such a route answers with a \`Deprecation\` header (RFC 9745, the date it was deprecated), for at
least six months before it goes.
`;
}
