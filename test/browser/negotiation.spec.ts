import { CHAT_MESSAGES, CONTACT_MASKS, SANDBOX_TEST_CARDS, TRADER_API, type DealView, type OfferView, type PageOf } from '@solar/contracts';
import { DEMO_ACCOUNTS } from '@solar/identity';
import { readPdf } from '@solar/platform/testing';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'puppeteer-core';
import { browserAvailable, launchChromium, signedInPage } from '../support/browser';
import { api, demoSellerDeals, eventually, startTestMarketplace, type TestMarketplace } from '../support/marketplace';

/**
 * A bulk negotiation end to end in two browsers, the buyer on a phone and the seller on a desktop: the buyer
 * offers on a deal, the seller counters in the offer panel, both chat (each sees the other's message without
 * reloading, read ticks follow, a typed e-mail address is hidden), the buyer accepts, the seller quotes, the
 * buyer signs, downloads the contract as a PDF and pays by card, and the deal shows as sold.
 */
const describeInBrowser = browserAvailable() ? describe : describe.skip;
const SCREENSHOTS = process.env.SCREENSHOT_DIR ?? join(tmpdir(), 'solar-screenshots');

describeInBrowser('a negotiation in two browsers', () => {
  let market: TestMarketplace;
  let browser: Browser;
  let buyer: Page;
  let seller: Page;
  let downloads: string;

  beforeAll(async () => {
    mkdirSync(SCREENSHOTS, { recursive: true });
    downloads = mkdtempSync(join(tmpdir(), 'solar-downloads-'));
    market = await startTestMarketplace({ itemsPerCategory: 1, deals: 12 });
    browser = await launchChromium();
  }, 120_000);

  afterAll(async () => {
    for (const [name, page] of [
      ['buyer', buyer],
      ['seller', seller],
    ] as const) {
      if (page && !page.isClosed()) await page.screenshot({ path: join(SCREENSHOTS, `negotiation-${name}-last.png`) }).catch(() => undefined);
    }
    await browser?.close();
    await market?.stop();
    rmSync(downloads, { recursive: true, force: true });
  });

  const waitForText = (page: Page, text: string, timeout = 20_000) =>
    page.waitForFunction((t: string) => document.body.innerText.includes(t), { timeout }, text);
  /** Clicks the button (or link) of that accessible name, once it holds still in the middle of the viewport. */
  const press = async (page: Page, name: string, within = 'body') => {
    const selector = `${within} ::-p-aria([name="${name}"])`;
    await page.waitForSelector(selector, { visible: true, timeout: 20_000 });
    await page.$eval(selector, (element) => element.scrollIntoView({ block: 'center' }));
    await page.locator(selector).click();
  };
  const offerCard = 'article.offer-card';

  it('goes from an offer through a chat, a counter, a quote and a signed contract to a paid, sold lot', async () => {
    const { sellerId, deals } = await demoSellerDeals(market);
    const sellerAccount = DEMO_ACCOUNTS.find((a) => a.id === sellerId)!;
    const buyerAccount = DEMO_ACCOUNTS.find((a) => a.id === 'demo-buyer-1')!;
    const deal = (await api<DealView>(market.url, 'GET', TRADER_API.deal(deals[0]!.id))).body.data;
    const perWatt = deal.price_unit === 'watt';
    const price = (value: number) => (perWatt ? value.toFixed(4) : value.toFixed(2));
    buyer = (await signedInPage(browser, market.url, buyerAccount, { width: 390, height: 844 })).page;
    seller = (await signedInPage(browser, market.url, sellerAccount)).page;

    // The buyer offers on the whole lot, a little under the asking price.
    await buyer.goto(`${market.url}${deal.path}`, { waitUntil: 'networkidle0' });
    await buyer.locator('a[href*="offer-or-bid?listing_id="]').click();
    await buyer.waitForSelector('form.offer-form [name="price"]');
    await buyer.locator('form.offer-form [name="price"]').fill(price(deal.price! * 0.9));
    await buyer.locator('form.offer-form [name="qty"]').fill(String(deal.available_qty));
    await buyer.select('form.offer-form [name="incoterm"]', 'FOB');
    await buyer.select('form.offer-form [name="delivery_state"]', 'TX');
    await buyer.select('form.offer-form [name="payment_terms"]', 'prepayment');
    await buyer.select('form.offer-form [name="lead_time"]', '10');
    await press(buyer, 'Send offer');
    await buyer.waitForFunction(() => location.search.includes('tab=bids'));
    await buyer.waitForSelector(offerCard);

    // The seller counters at the asking price in the offer's panel.
    await seller.goto(`${market.url}/trader/offer-or-bid`, { waitUntil: 'networkidle0' });
    await press(seller, 'Counter', offerCard);
    await seller.locator(`${offerCard} form.offer-form [name="price"]`).fill(price(deal.price!));
    await press(seller, 'Send counter-offer', offerCard);
    await waitForText(seller, 'Waiting for the buyer');
    const offers = await api<PageOf<OfferView>>(
      market.url,
      'GET',
      '/offer?side=buyer',
      undefined,
      (await buyer.evaluate(() => localStorage.getItem('solar.session.token')))!,
    );
    const offerId = offers.body.data.items[0]!.id;

    // Both open the offer's chat; each sees the other's messages without reloading, and contact details are hidden.
    await buyer.goto(`${market.url}/trader/chat/buyer?offer_id=${offerId}`, { waitUntil: 'networkidle0' });
    await seller.goto(`${market.url}/trader/chat/seller?offer_id=${offerId}`, { waitUntil: 'networkidle0' });
    await waitForText(buyer, 'The seller countered');
    await buyer.locator('.chat-composer textarea').fill('Can you ship from Houston? Mail me at bella@buyer.example');
    await buyer.keyboard.press('Enter');
    await waitForText(seller, 'Can you ship from Houston?');
    await waitForText(seller, CONTACT_MASKS.email);
    expect(await seller.evaluate(() => document.body.innerText.includes('bella@buyer.example'))).toBe(false);
    await waitForText(seller, CHAT_MESSAGES.moderationOn);
    await seller.locator('.chat-composer textarea').fill('Yes, EXW Houston or FOB, as you prefer.');
    await seller.keyboard.press('Enter');
    await waitForText(buyer, 'Yes, EXW Houston or FOB');
    // The seller has the conversation open: the buyer's message shows as read.
    await buyer.waitForSelector('.chat-message-own .chat-ticks-read', { timeout: 20_000 });
    await buyer.screenshot({ path: join(SCREENSHOTS, 'negotiation-chat-buyer-390.png') });
    await seller.screenshot({ path: join(SCREENSHOTS, 'negotiation-chat-seller-1280.png') });

    // The buyer accepts the counter; the seller quotes it with a logistics charge.
    await buyer.goto(`${market.url}/trader/offer-or-bid?tab=bids`, { waitUntil: 'networkidle0' });
    await press(buyer, 'Accept', offerCard);
    await waitForText(buyer, 'The units are held for the buyer');
    await buyer.screenshot({ path: join(SCREENSHOTS, 'negotiation-accept-dialog-390.png') });
    await press(buyer, 'Accept the terms', '[role="dialog"]');
    await waitForText(buyer, 'No quote yet');
    await seller.goto(`${market.url}/trader/offer-or-bid`, { waitUntil: 'networkidle0' });
    await press(seller, 'Prepare the quote', offerCard);
    await press(seller, 'Add a charge', offerCard);
    await seller.locator(`${offerCard} .quote-form input[type="number"]`).fill('750');
    await seller.locator(`${offerCard} .quote-form textarea`).fill('Title passes on full payment.');
    await press(seller, 'Send quote', offerCard);
    await waitForText(seller, 'Version 1');
    await seller.screenshot({ path: join(SCREENSHOTS, 'negotiation-quote-seller.png') });

    // The buyer signs: the contract names the seller, its PDF downloads, and the card pays it.
    await buyer.reload({ waitUntil: 'networkidle0' });
    await press(buyer, 'Sign the contract (version 1)', offerCard);
    await waitForText(buyer, 'a binding contract');
    await press(buyer, 'Sign the contract', '[role="dialog"]');
    await waitForText(buyer, `${sellerAccount.firstname} ${sellerAccount.lastname}`);
    const cdp = await buyer.createCDPSession();
    await cdp.send('Page.setDownloadBehavior', { behavior: 'allow', downloadPath: downloads });
    await press(buyer, 'Download the PDF', offerCard);
    const file = await eventually(
      async () => readdirSync(downloads),
      (names) => names.includes('Contract Terms.pdf'),
    );
    expect(file).toContain('Contract Terms.pdf');
    const pdf = readPdf(readFileSync(join(downloads, 'Contract Terms.pdf')));
    expect(pdf.pages.map((p) => [p.width, p.height])).toEqual([[612, 1008]]);
    expect(pdf.pages[0]!.text).toContain(sellerAccount.email);

    await press(buyer, 'Pay the contract', offerCard);
    await buyer.locator(`${offerCard} [name="payment.card_holder_name"]`).fill(`${buyerAccount.firstname} ${buyerAccount.lastname}`);
    await buyer.locator(`${offerCard} [name="payment.card_number"]`).fill(SANDBOX_TEST_CARDS.succeeds);
    await buyer.locator(`${offerCard} [name="payment.cvc"]`).fill('123');
    await buyer.locator(`${offerCard} [name="payment.expiry_date"]`).fill('12/39');
    await buyer.screenshot({ path: join(SCREENSHOTS, 'negotiation-pay-buyer-390.png') });
    await buyer.locator(`${offerCard} form button[type="submit"]`).click();
    await buyer.waitForFunction(() => [...document.querySelectorAll('article.offer-card .badge')].some((badge) => badge.textContent === 'Paid'), {
      timeout: 30_000,
    });
    await buyer.screenshot({ path: join(SCREENSHOTS, 'negotiation-paid-buyer-390.png') });

    // The lot is sold: the deal page says it is under contract, and it is the buyer's purchase.
    await buyer.goto(`${market.url}${deal.path}`, { waitUntil: 'networkidle0' });
    await waitForText(buyer, 'under contract');
    await buyer.goto(`${market.url}/my-solar/buying-overview/purchases`, { waitUntil: 'networkidle0' });
    await waitForText(buyer, deal.name);
    await buyer.screenshot({ path: join(SCREENSHOTS, 'negotiation-purchases-390.png'), fullPage: true });
    // The seller's dashboard counts the sale.
    await seller.goto(`${market.url}/trader/trader-deals`, { waitUntil: 'networkidle0' });
    await seller.screenshot({ path: join(SCREENSHOTS, 'negotiation-dashboard-seller.png'), fullPage: true });
  }, 240_000);
});
