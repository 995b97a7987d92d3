import type { Browser, Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember } from '../../apps/server/test/factories';
import {
  closeDb,
  db,
  demoUrl,
  launchBrowser,
  loginThroughApi,
  openContext,
  openSite,
} from './support';
import { deskOperator, signInToDesk, publishApplyPromotion, uploadPromotionPicture } from './desk';
import { solidPng } from '../../apps/server/test/png';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
  await closeDb();
});

const uniqueName = (prefix: string) =>
  `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`.slice(0, 14);

/** A whole one-pixel png. */
const png = solidPng(1, 1);

async function demoMerchantId(): Promise<string> {
  const row = await db()
    .selectFrom('merchants')
    .select('id')
    .where('code', '=', 'KHELA')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A reviewed promotion of the demo merchant, running and published; answers its id. */
function applyPromotion(name: string, imageUrl?: string): Promise<string> {
  const text = (title: string) => ({
    name: title,
    summary: 'Tell us about your first deposit.',
    // A hostile operator paste: the server cleans it when saved, the site again when shown.
    terms:
      '<p>Apply with a remark and a picture of your receipt.</p>' +
      '<img src=x onerror="window.__promoXss=1"><script>window.__promoXss=2</script>' +
      '<p onclick="window.__promoXss=3">Tap to read more</p>',
  });
  return publishApplyPromotion(
    'KHELA',
    { bn: text(`${name} বাংলা`), en: text(name), th: text(`${name} ไทย`) },
    imageUrl,
  );
}

describe('promotions', () => {
  it("shows an uploaded promotion picture in the narrower version a phone's screen needs", async () => {
    const picture = await uploadPromotionPicture('KHELA', solidPng(1200, 675));
    const name = `Wide picture ${uniqueName('pw')}`;
    const id = await applyPromotion(name, picture);
    const base = picture.replace(/\.png$/, '');
    const srcset = `${base}-480w.webp 480w, ${base}-800w.webp 800w, ${base}-1080w.webp 1080w, ${picture} 1200w`;
    const loaded = (image: Locator) =>
      image.evaluate((element) => {
        const img = element as HTMLImageElement;
        return img.complete && img.naturalWidth > 0 ? new URL(img.currentSrc).pathname : null;
      });
    const { context, errors, page } = await openSite(browser, { width: 360 });
    await page.goto(demoUrl('/promotions'));
    const card = page.getByTestId(`promotion-${id}`).locator('img.promo-card__picture');
    await card.scrollIntoViewIfNeeded();
    expect(await card.getAttribute('srcset')).toBe(srcset);
    // A 328 px card on a 1x screen takes the 480 px version, made by the platform as WebP.
    await expect.poll(() => loaded(card)).toBe(`${base}-480w.webp`);
    await page.getByTestId(`promotion-${id}`).click();
    const detail = page.getByTestId('promotion-detail').locator('img.promo-detail__picture');
    expect(await detail.getAttribute('srcset')).toBe(srcset);
    await expect.poll(() => loaded(detail)).toBe(`${base}-480w.webp`);
    expect(errors).toEqual([]);
    await context.close();

    // A desktop's detail column is wider than the picture: it takes the picture itself.
    const wide = await openSite(browser, { width: 1440 });
    await wide.page.goto(demoUrl(`/promoDetail?id=${id}`));
    const desktop = wide.page.getByTestId('promotion-detail').locator('img.promo-detail__picture');
    await expect.poll(() => loaded(desktop)).toBe(picture);
    expect(wide.errors).toEqual([]);
    await wide.context.close();
  });

  it('names a cleared number field of a new promotion instead of saving it as 0', async () => {
    const { context, errors } = await openContext(browser, { width: 1440 });
    const desk = await context.newPage();
    await signInToDesk(desk, await deskOperator());
    await desk.getByTestId('nav-promotions').click();
    await desk.getByTestId('promotion-add').click();
    const dialog = desk.getByTestId('promotion-dialog');
    const turnover = dialog.locator('input[name=turnoverMultiple]');
    await turnover.fill('');
    expect(await turnover.inputValue()).toBe('');
    let isSent = false;
    desk.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('/ops/api/promotions')) {
        isSent = true;
      }
    });
    await dialog.getByTestId('promotion-save').click();
    expect(await dialog.getByTestId('promotion-dialog-error').textContent()).toBe(
      'Enter a whole number for “Turnover (times the bonus)”.',
    );
    expect(isSent).toBe(false);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    // A text refused in a language not on screen is named with its language, and shown marked.
    await desk.getByTestId('promotion-add').click();
    await dialog.getByTestId('promotion-language-bn').click();
    await dialog.locator('input[name="texts.bn.name"]').fill('শুধু বাংলায়');
    await dialog.getByTestId('promotion-save').click();
    const refusal = dialog.getByTestId('promotion-dialog-error');
    await refusal.waitFor();
    expect(await refusal.textContent()).toContain('Name (EN): Input cannot be empty');
    expect(await dialog.getByTestId('promotion-language-en').getAttribute('aria-pressed')).toBe(
      'true',
    );
    const englishName = dialog.locator('input[name="texts.en.name"]');
    expect(await englishName.getAttribute('aria-invalid')).toBe('true');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    // A language switch asks the server again, for the names and statuses it words.
    const asked = desk.waitForRequest(
      (request) =>
        request.url().includes('/ops/api/promotions') && request.headers()['language'] === 'bn',
    );
    await desk.locator('.ops-language select').selectOption('bn');
    await asked;
    // The refused save is the one expected failure (400) in the console.
    expect(
      errors.filter((error) => !(error.includes('400') && error.includes('/ops/api/promotions'))),
    ).toEqual([]);
    await context.close();
  });

  it('a member applies with images, finance approves, the bonus and its turnover show', async () => {
    const username = uniqueName('pr');
    await createMember(db(), await demoMerchantId(), { username, password: 'mine12345' });
    const signedIn = await loginThroughApi('localhost', username, 'mine12345');
    const promotionName = `Receipt bonus ${username}`;
    const id = await applyPromotion(promotionName);

    const { context, errors, page } = await openSite(browser, {
      width: 360,
      session: { token: signedIn.token, username, isAgent: '0' },
    });
    await page.goto(demoUrl('/promotions'));
    await page.getByTestId(`promotion-${id}`).getByText('Join').waitFor();
    await page.getByTestId(`promotion-${id}`).click();
    const detail = page.getByTestId('promotion-detail');
    await detail.getByRole('heading', { name: promotionName }).waitFor();
    const terms = detail.locator('.promo-detail__terms');
    await terms.getByText('Tap to read more').click();
    expect(await terms.locator('script, img, [onclick], [onerror]').count()).toBe(0);
    expect(
      await page.evaluate(() => (window as { __promoXss?: number }).__promoXss),
    ).toBeUndefined();
    const form = page.getByTestId('promotion-apply');
    await form.locator('textarea[name=remark]').fill('First deposit TRX 8K2LQ9 on Monday');
    expect(await form.innerText()).toContain('34 / 140');

    // A wrong type and an oversize picture are refused on screen; nothing is added.
    const input = page.getByTestId('promotion-image-input');
    await input.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: png });
    await form.getByTestId('image-problem-type').waitFor();
    const huge = Buffer.concat([png, Buffer.alloc(5 * 1024 * 1024)]);
    await input.setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: huge });
    await form.getByTestId('image-problem-size').waitFor();
    // A gif renamed .png is judged by its bytes.
    const gif = Buffer.from('R0lGODlhAQABAIAAAP///wAAACwAAAAAAQABAAACAkQBADs=', 'base64');
    await input.setInputFiles({ name: 'renamed.png', mimeType: 'image/png', buffer: gif });
    await form.getByTestId('image-problem-type').waitFor();
    expect(await form.locator('figure').count()).toBe(0);
    // Two picks in a row, the second before the first is read: both are kept, in order.
    await input.evaluate((element, base64) => {
      const field = element as HTMLInputElement;
      const bytes = Uint8Array.from(atob(base64), (character) => character.charCodeAt(0));
      for (const name of ['receipt-1.png', 'receipt-2.png']) {
        const transfer = new DataTransfer();
        transfer.items.add(new File([bytes], name, { type: 'image/png' }));
        field.files = transfer.files;
        field.dispatchEvent(new Event('change', { bubbles: true }));
      }
    }, png.toString('base64'));
    await expect.poll(() => form.locator('figure img').count()).toBe(2);
    expect(
      await form
        .locator('figure img')
        .evaluateAll((images) => images.map((image) => image.getAttribute('alt'))),
    ).toEqual(['receipt-1.png', 'receipt-2.png']);
    await form.getByTestId('promotion-apply-submit').click();
    await page.getByTestId('promotion-applying').waitFor();
    expect(await detail.getByText('Applying').count()).toBeGreaterThan(0);
    // What was sent stays in view: the remark and both pictures, fetched with the session.
    const sent = page.getByTestId('promotion-sent');
    expect(await sent.innerText()).toContain('First deposit TRX 8K2LQ9 on Monday');
    const thumbs = sent.getByTestId('promotion-sent-images').locator('button img');
    await expect.poll(() => thumbs.count()).toBe(2);
    await expect
      .poll(() => thumbs.nth(1).evaluate((image) => (image as HTMLImageElement).naturalWidth))
      .toBe(1);

    // Finance reviews it in the back office: the images, the bonus and the turnover it gives.
    const finance = await openContext(browser, { width: 1440 });
    const desk = await finance.context.newPage();
    await signInToDesk(desk, await deskOperator());
    await desk.getByTestId('nav-promotions').click();
    await desk.getByTestId('promo-tab-applying').click();
    const card = desk.getByTestId('promo-queue-applying').locator('article', { hasText: username });
    expect(await card.innerText()).toContain('First deposit TRX 8K2LQ9 on Monday');
    await card.locator('.ops-proofs__thumb img').nth(1).waitFor();
    await card.getByRole('button', { name: 'Approve' }).click();
    const dialog = desk.getByTestId('approve-dialog');
    expect(await dialog.innerText()).toContain(
      `${username} gets 150.00 BDT now and must wager 600.00 BDT before withdrawing.`,
    );
    await dialog.getByTestId('approve-confirm').click();
    await card.waitFor({ state: 'detached' });
    await desk.getByTestId('promo-tab-decided').click();
    await desk
      .getByTestId('promo-queue-decided')
      .locator('article', { hasText: username })
      .getByText('Approved')
      .waitFor();

    // The bonus is in the member's balance, and bonusDetails shows its turnover requirement.
    await page.reload();
    await page.getByTestId('balance-value').getByText('150.00').waitFor();
    await page.getByTestId('promotion-credited').waitFor();
    await page.goto(demoUrl('/?mc=bonusDetails'));
    const bonuses = page.getByTestId('mc-bonusDetails');
    const bonus = bonuses.locator('li', { hasText: promotionName });
    const text = await bonus.innerText();
    expect(text).toMatch(/Bonus\s+150\.00 BDT/);
    expect(text).toMatch(/Turnover required\s+600\.00 BDT/);
    expect(text).toContain('In progress');
    expect(await bonus.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('0');
    expect(await bonuses.innerText()).toContain('A withdrawal waits until the turnover');
    // Its time is the merchant's (Asia/Dhaka), as the header clock's; this browser runs in UTC.
    const creditedAt = await page.evaluate(async (name) => {
      const response = await fetch('/wps/promotions/bonuses', {
        headers: { Authorization: sessionStorage.getItem('token') ?? '', Language: 'en' },
      });
      const answer = (await response.json()) as {
        value: { promotionName: string; creditedAt: string }[];
      };
      return answer.value.find((each) => each.promotionName === name)?.creditedAt ?? '';
    }, promotionName);
    const dhaka = new Intl.DateTimeFormat('en-GB', {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone: 'Asia/Dhaka',
    }).format(new Date(creditedAt));
    expect(text).toContain(dhaka);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      360,
    );
    expect(errors).toEqual([]);
    await finance.context.close();
    await context.close();
  });
});
