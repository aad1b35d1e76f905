import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newContext } from './browser';
import { member } from './recipes-setup';

// docs/product/README.md "Theme": antd's animations play on a device that allows motion and stay
// still on one that asks for reduced motion. Still, a dialog shows where it will stand, so a click
// made the moment it appears lands where it was aimed. (Zooming, it takes its place invisibly for
// a few frames, then shrinks to grow from the click: a click begun in those frames was lost.)

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/** /profile's button that opens the Remove Account dialog. */
const openDialog = (page: Page) => page.getByRole('region', { name: 'Remove Account' }).getByRole('button', { name: 'Remove Account' });

/**
 * Opens the Remove Account dialog on /profile and returns the boxes its Cancel button had, frame
 * by frame, from the moment it appeared until it had stood still for half a second.
 */
async function cancelBoxesWhileOpening(page: Page): Promise<string[]> {
  await page.evaluate(() => {
    const seen = { boxes: [] as string[], settled: false };
    (window as unknown as { cancelBoxes: typeof seen }).cancelBoxes = seen;
    let movedAt = 0;
    const frame = (now: number) => {
      const cancel = [...document.querySelectorAll('[role="dialog"] button')].find((button) => button.textContent === 'Cancel');
      if (cancel) {
        const { x, y, width, height } = cancel.getBoundingClientRect();
        const box = [x, y, width, height].map(Math.round).join(',');
        if (box !== seen.boxes.at(-1)) movedAt = now;
        seen.boxes.push(box);
        if (now - movedAt > 500) {
          seen.settled = true;
          return;
        }
      }
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });
  await openDialog(page).click();
  const settled = await page.waitForFunction(() => {
    const { boxes, settled } = (window as unknown as { cancelBoxes: { boxes: string[]; settled: boolean } }).cancelBoxes;
    return settled ? boxes : undefined;
  });
  return (await settled.jsonValue())!; // waitForFunction resolves on a truthy answer only
}

describe('motion, as the device asks for it', () => {
  it('zooms a dialog in where motion is allowed, and shows it where it stands where reduced motion is asked for', async () => {
    const { token } = await member('Motion Tester');
    for (const reducedMotion of ['no-preference', 'reduce'] as const) {
      const context = await newContext(browser, { reducedMotion, token });
      const page = await context.newPage();
      await page.goto('/profile');
      const boxes = await cancelBoxesWhileOpening(page);
      const standing = boxes.at(-1);
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await dialog.waitFor({ state: 'hidden' });
      if (reducedMotion === 'no-preference') {
        expect(boxes.filter((box) => box !== standing).length).toBeGreaterThan(0);
      } else {
        expect(new Set(boxes)).toEqual(new Set([standing]));
        // So a click made the moment the dialog appears is the click it gets, every time.
        for (let attempt = 0; attempt < 10; attempt++) {
          await openDialog(page).click();
          await dialog.getByRole('button', { name: 'Cancel' }).click();
          await dialog.waitFor({ state: 'hidden', timeout: 3000 });
        }
      }
      await context.close();
    }
  });
});
