import { screen, within } from '@testing-library/react';
import { followColorScheme, THEME_CHOICE_KEY } from '@hearth/host';
import { ada, renderApp } from '../../test/render-app';
import '../../test/server';
import './ProfilePage'; // loaded up front, so the lazy route renders at once

// As the shell's bootstrap does: the page shows the scheme chosen.
let stopFollowing: () => void;
beforeEach(() => {
  localStorage.removeItem(THEME_CHOICE_KEY);
  stopFollowing = followColorScheme();
});
afterEach(() => {
  stopFollowing();
  localStorage.removeItem(THEME_CHOICE_KEY);
});

const themeChoices = async () => within(await screen.findByRole('radiogroup', { name: 'Theme' }));
const shown = () => document.documentElement.dataset.theme;

describe("the profile's Theme switch", () => {
  it('offers System, Light and Dark, System first and chosen until the member picks another', async () => {
    renderApp('/profile', { signedInAs: ada });
    const choices = await themeChoices();
    expect(choices.getAllByRole('radio').map((radio) => radio.closest('label')!.textContent)).toEqual(['System', 'Light', 'Dark']);
    expect(choices.getByRole('radio', { name: 'System' })).toBeChecked();
    expect(shown()).toBe('light');
  });

  it('shows the choice at once and keeps it on the device: Dark stays dark after a reload, System forgets it', async () => {
    const { user, unmount } = renderApp('/profile', { signedInAs: ada });
    await user.click((await themeChoices()).getByRole('radio', { name: 'Dark' }));
    expect(shown()).toBe('dark');
    expect(document.documentElement.style.colorScheme).toBe('dark');
    expect(localStorage.getItem(THEME_CHOICE_KEY)).toBe('dark');
    unmount();

    const again = renderApp('/profile', { signedInAs: ada });
    expect((await themeChoices()).getByRole('radio', { name: 'Dark' })).toBeChecked();
    expect(shown()).toBe('dark');
    await again.user.click((await themeChoices()).getByRole('radio', { name: 'Light' }));
    expect(shown()).toBe('light');
    expect(localStorage.getItem(THEME_CHOICE_KEY)).toBe('light');
    await again.user.click((await themeChoices()).getByRole('radio', { name: 'System' }));
    expect(localStorage.getItem(THEME_CHOICE_KEY)).toBeNull();
  });

  it('gives each choice a whole touch target', async () => {
    renderApp('/profile', { signedInAs: ada });
    for (const radio of (await themeChoices()).getAllByRole('radio')) expect(radio.closest('label')).toHaveStyle({ minHeight: '44px' });
  });
});
