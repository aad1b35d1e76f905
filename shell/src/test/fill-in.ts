import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/**
 * Replaces a field's text the way a paste does: one change event rather than one per key, which
 * keeps the antd form tests fast. An empty value just clears the field.
 */
export async function fillIn(user: UserEvent, label: string, value: string) {
  const field = await screen.findByLabelText(label);
  await user.clear(field);
  if (value) await user.paste(value);
}
