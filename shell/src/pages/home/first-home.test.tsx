import { screen } from '@testing-library/react';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { renderApp } from '../../test/render-app';
import '../../test/server';

// index.html paints the home page before any script has run from public/first-home.html (shown
// on / by its first script). It has to be what the app then renders in its place, or the page
// would change under the visitor's eyes: after a change to the home page, write it anew with
// `WRITE_FIRST_HOME=1 npx jest --selectProjects shell --testPathPatterns first-home`.
const firstHomeFile = path.join(__dirname, '../../../public/first-home.html');

describe("the home page's first view", () => {
  it("is the home page as the app renders it for a guest, in the layout's <main>", async () => {
    renderApp('/');
    await screen.findByRole('button', { name: 'Create Account' });
    const rendered = document.querySelector('main')!.innerHTML;
    if (process.env.WRITE_FIRST_HOME) writeFileSync(firstHomeFile, `${rendered}\n`);
    expect(readFileSync(firstHomeFile, 'utf8').trim()).toBe(rendered);
  });
});
