import { screen, waitFor } from '@testing-library/react';
import { ada, renderApp } from '../../test/render-app';
import '../../test/server';
import './ProfilePage'; // loaded up front, so the lazy route renders at once

// The root jest config runs the shell as a project, where the preset's testTimeout does not apply.

describe('the profile page', () => {
  it('sends a guest to sign in first, coming back here afterwards', async () => {
    const { router } = renderApp('/profile');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('?redirect=%2Fprofile');
  });

  it('shows the PROFILE, PASSWORD and API TOKENS tabs, PROFILE first', async () => {
    const { user } = renderApp('/profile', { signedInAs: ada });
    expect(await screen.findByRole('heading', { name: 'Your Profile' })).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['PROFILE', 'PASSWORD', 'API TOKENS']);
    expect(screen.getByRole('tab', { name: 'PROFILE' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByLabelText('Name')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'PASSWORD' }));
    expect(await screen.findByLabelText('Current Password')).toBeVisible();
    expect(screen.getByLabelText('New Password')).toBeVisible();
    expect(screen.getByLabelText('Confirm New Password')).toBeVisible();
  });
});
