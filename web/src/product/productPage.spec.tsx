/** @jest-environment jsdom */
import { effectivePrice, MESSAGES, roundHalfUp } from '@solar/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { SITE_NAME } from '../config';
import { formatUsd } from '../shared/format';
import { SHARED_TEXT } from '../shared/text';
import { BUYER, fail, fakeApi, findToast, messageUnder, ok, renderApp, resetBrowserState, SELLER, signedInAs } from '../test/app';
import { itemDetail, post, productRoutes, review, reviewsAnswer } from '../test/productFixtures';
import { PRODUCT_TEXT } from './text';

const T = PRODUCT_TEXT;
const PRODUCT_URL = '/product/1/tiger-neo-440w-panel';

beforeEach(resetBrowserState);

const heading = (name: string) => screen.findByRole('heading', { level: 1, name });

describe('product page', () => {
  it('shows the item under its category trail, with its meta title and description, and fixes a wrong slug in the URL', async () => {
    const item = itemDetail();
    const api = fakeApi(productRoutes(item));

    const app = await renderApp('/product/1/old-name?ref=mail');

    expect(await heading(item.name)).toBeTruthy();
    expect(api.callsTo('GET /v1/client/items/1')).toHaveLength(1);
    await waitFor(() => expect(app.location().pathname).toBe(PRODUCT_URL));
    expect(app.location().search).toBe('?ref=mail');
    const trail = screen.getByRole('navigation', { name: 'breadcrumb' });
    expect(
      within(trail)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Home', 'Solar Panels', 'Mono Panels', item.name]);
    expect(within(trail).getByRole('link', { name: 'Mono Panels' }).getAttribute('href')).toBe('/shop/product/solar-panels/mono-panels');
    expect(document.title).toBe(`${item.meta_name} | ${SITE_NAME}`);
    expect(document.head.querySelector<HTMLMetaElement>('meta[name="description"]')?.content).toBe(item.meta_description);
  });

  it('shows the not-found page for an item the API does not have, and for an id that is not a number', async () => {
    const api = fakeApi({ 'GET /v1/client/items/99': fail(404, { error: MESSAGES.product.itemNotFound }) });

    const first = await renderApp('/product/99/gone');
    expect(await heading(MESSAGES.notFoundPage.heading)).toBeTruthy();
    expect(api.callsTo('GET /v1/client/items/99')).toHaveLength(1);
    first.unmount();

    await renderApp('/product/abc/x');
    expect(await heading(MESSAGES.notFoundPage.heading)).toBeTruthy();
    expect(api.calls.filter((call) => call.url.includes('/items/abc'))).toHaveLength(0);
  });

  it('shows the 685x450 picture, switches with the 300x300 thumbnails and zooms to the 1600x675 rendition', async () => {
    fakeApi(productRoutes(itemDetail()));
    const app = await renderApp(PRODUCT_URL);
    await heading('Tiger Neo 440W Panel');

    const main = () => within(screen.getByRole('button', { name: T.gallery.zoom })).getByRole('img');
    expect(main().getAttribute('src')).toBe('/files/items/uuid-1/0/685x450.jpg');
    expect(
      within(screen.getByRole('button', { name: T.gallery.showPicture(2) }))
        .getByRole('presentation')
        .getAttribute('src'),
    ).toBe('/files/items/uuid-1/1/300x300.jpg');

    await app.user.click(screen.getByRole('button', { name: T.gallery.showPicture(2) }));
    expect(main().getAttribute('src')).toBe('/files/items/uuid-1/1/685x450.jpg');

    await app.user.click(screen.getByRole('button', { name: T.gallery.zoom }));
    const lightbox = screen.getByRole('dialog', { name: T.gallery.picture('Tiger Neo 440W Panel', 2) });
    expect(within(lightbox).getByRole('img').getAttribute('src')).toBe('/files/items/uuid-1/1/1600x675.jpg');
  });
});

describe('price for a quantity', () => {
  const tiered = itemDetail({
    price: 100,
    salePrice: 100,
    scalling_price: 1,
    bulk_savings: [
      { min_qty: 10, max_qty: 19, discounted_price: 90.5 },
      { min_qty: 20, max_qty: 40, discounted_price: 80.25 },
    ],
    moq: 5,
    qty_step: 5,
    total_qty: 40,
  });

  const shown = (label: string) => screen.getByLabelText(label).textContent;
  const expectPriceFor = (quantity: number) => {
    const unit = effectivePrice(tiered, quantity);
    expect(shown(T.price.unitPrice)).toBe(formatUsd(unit));
    expect(shown(T.price.lineTotal)).toBe(formatUsd(roundHalfUp(unit * quantity, 2)));
  };
  const highlightedTier = () =>
    screen
      .getAllByRole('row')
      .filter((row) => row.getAttribute('aria-current') === 'true')
      .map((row) => within(row).getAllByRole('cell')[0].textContent);

  it('prices the chosen quantity by the bulk tier that holds it, and highlights that tier', async () => {
    fakeApi(productRoutes(tiered));
    const app = await renderApp(PRODUCT_URL);
    await heading(tiered.name);

    expect(screen.getByLabelText(SHARED_TEXT.quantity.label)).toHaveProperty('value', '5');
    expectPriceFor(5);
    expect(highlightedTier()).toEqual([]);

    await app.user.click(screen.getByRole('button', { name: SHARED_TEXT.quantity.increase }));
    expectPriceFor(10);
    expect(highlightedTier()).toEqual(['10-19']);

    const input = screen.getByLabelText(SHARED_TEXT.quantity.label);
    await app.user.clear(input);
    await app.user.type(input, '25{Enter}');
    expectPriceFor(25);
    expect(shown(T.price.lineTotal)).toBe('$2,006.25');
    expect(highlightedTier()).toEqual(['20-40']);
  });

  it('lets a percent discount win over the tiers, which are then not offered', async () => {
    const discounted = { ...tiered, discount: 10, discount_unit: 'percent' as const, salePrice: 90 };
    fakeApi(productRoutes(discounted));
    const app = await renderApp(PRODUCT_URL);
    await heading(tiered.name);

    await app.user.click(screen.getByRole('button', { name: SHARED_TEXT.quantity.increase }));

    expect(shown(T.price.unitPrice)).toBe(formatUsd(effectivePrice(discounted, 10)));
    expect(shown(T.price.unitPrice)).toBe('$90.00');
    expect(screen.queryByRole('table', { name: T.price.bulkTitle })).toBeNull();
  });

  it('shows MOQ, stock and the shipping method the type maps to', async () => {
    fakeApi(productRoutes(itemDetail({ moq: 2, total_qty: 40, shipping_type: 'fedex_or_local_pickup' })));
    await renderApp(PRODUCT_URL);
    const block = within(await screen.findByRole('region', { name: T.price.title }));

    expect(block.getByText(T.price.inStock(40))).toBeTruthy();
    expect(block.getByText(/FedEx or local pickup/)).toBeTruthy();
  });

  it.each([
    [10, 'panel', 'Minimum order: 10 panels'],
    [1, 'panel', 'Minimum order: 1 panel'],
    [4, 'roll', 'Minimum order: 4 rolls'],
    [2, 'each', 'Minimum order: 2 each'],
  ])('counts the MOQ of %i in its unit of measure (%s) as read', async (moq, um, text) => {
    fakeApi(productRoutes(itemDetail({ moq, um, total_qty: 40 })));
    await renderApp(PRODUCT_URL);
    const block = await screen.findByRole('region', { name: T.price.title });

    expect(block.querySelector('[data-fact="moq"]')?.closest('li')?.textContent).toBe(text);
  });

  it('says out of stock and offers no quantity when the stock is below the MOQ', async () => {
    fakeApi(productRoutes(itemDetail({ moq: 10, total_qty: 4 })));
    await renderApp(PRODUCT_URL);
    const block = within(await screen.findByRole('region', { name: T.price.title }));

    expect(block.getByText(T.price.outOfStock)).toBeTruthy();
    expect(block.queryByLabelText(SHARED_TEXT.quantity.label)).toBeNull();
  });
});

describe('quantity stepper', () => {
  it('steps from the MOQ by the step, stops at the order limit and snaps typed numbers', async () => {
    fakeApi(productRoutes(itemDetail({ moq: 5, qty_step: 5, max_qty: 22, total_qty: 100 })));
    const app = await renderApp(PRODUCT_URL);
    await heading('Tiger Neo 440W Panel');
    const input = screen.getByLabelText(SHARED_TEXT.quantity.label);
    const minus = screen.getByRole('button', { name: SHARED_TEXT.quantity.decrease });
    const plus = screen.getByRole('button', { name: SHARED_TEXT.quantity.increase });

    expect(input).toHaveProperty('value', '5');
    expect(minus).toHaveProperty('disabled', true);

    for (let i = 0; i < 3; i += 1) await app.user.click(plus);
    expect(input).toHaveProperty('value', '20');
    expect(plus).toHaveProperty('disabled', true);
    expect(minus).toHaveProperty('disabled', false);

    await app.user.clear(input);
    await app.user.type(input, '13{Enter}');
    expect(input).toHaveProperty('value', '15');

    await app.user.clear(input);
    await app.user.type(input, '1000');
    await app.user.tab();
    expect(input).toHaveProperty('value', '20');

    await app.user.clear(input);
    await app.user.type(input, '2{Enter}');
    expect(input).toHaveProperty('value', '5');
  });

  it('takes the stock as the upper bound when the item sets no order limit', async () => {
    fakeApi(productRoutes(itemDetail({ moq: 1, qty_step: 1, max_qty: 0, total_qty: 3 })));
    const app = await renderApp(PRODUCT_URL);
    await heading('Tiger Neo 440W Panel');

    const input = screen.getByLabelText(SHARED_TEXT.quantity.label);
    await app.user.clear(input);
    await app.user.type(input, '9{Enter}');

    expect(input).toHaveProperty('value', '3');
    expect(screen.getByRole('button', { name: SHARED_TEXT.quantity.increase })).toHaveProperty('disabled', true);
  });
});

describe('details tabs', () => {
  it('renders the description without scripts or event handlers, its links opening in a new tab over https', async () => {
    const description =
      '<p onclick="steal()">Great panel, see <a href="www.example.com/specs">the specs</a>.</p><script>window.hacked = true</script><img src="x" onerror="steal()">';
    fakeApi(productRoutes(itemDetail({ description })));
    await renderApp(PRODUCT_URL);
    await heading('Tiger Neo 440W Panel');

    // Below the gallery and the price: rendered once they have painted.
    const panel = await screen.findByRole('tabpanel', { name: T.sections.description });
    await waitFor(() => expect(panel.textContent).toContain('Great panel'));
    expect(panel.querySelector('script')).toBeNull();
    expect(panel.innerHTML).not.toMatch(/onclick|onerror|hacked/);
    const link = within(panel).getByRole('link', { name: 'the specs' });
    expect(link.getAttribute('href')).toBe('https://www.example.com/specs');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('lists specifications, documents and locations', async () => {
    fakeApi(productRoutes(itemDetail()));
    const app = await renderApp(PRODUCT_URL);
    await heading('Tiger Neo 440W Panel');

    await app.user.click(await screen.findByRole('tab', { name: T.sections.specifications }));
    const specs = Object.fromEntries(
      within(screen.getByRole('tabpanel'))
        .getAllByRole('row')
        .map((row) => [within(row).getByRole('rowheader').textContent, within(row).getByRole('cell').textContent]),
    );
    expect(specs).toMatchObject({
      [SHARED_TEXT.specs.brand]: 'Jinko Solar',
      [SHARED_TEXT.specs.category]: 'Solar Panels',
      [SHARED_TEXT.specs.condition]: 'New / Unused',
      [SHARED_TEXT.specs.age]: '0 years',
      [SHARED_TEXT.specs.weight]: '52.5 lb',
      [SHARED_TEXT.specs.dimensions]: '68 x 44 x 1.4 in',
      [SHARED_TEXT.specs.panelWattage]: '440 W',
      [SHARED_TEXT.specs.shippingType]: 'Free shipping',
      [SHARED_TEXT.specs.sku]: 'SKU-440',
    });

    await app.user.click(screen.getByRole('tab', { name: T.sections.documents }));
    const doc = within(screen.getByRole('tabpanel')).getByRole('link', { name: 'Datasheet.pdf' });
    expect([doc.getAttribute('href'), doc.getAttribute('target')]).toEqual(['/files/items/uuid-1/datasheet.pdf', '_blank']);

    await app.user.click(screen.getByRole('tab', { name: T.sections.locations }));
    const cells = within(screen.getByRole('tabpanel'))
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells).toEqual(['Main warehouse', 'Austin', 'TX', '73301', '40']);
  });
});

describe('related items', () => {
  it('links each related item to its product page', async () => {
    const related = itemDetail({ id: 2, name: 'Sunny Boy 7.7 Inverter', price: 1890, salePrice: 1790 });
    fakeApi(productRoutes(itemDetail(), { related: [related] }));
    await renderApp(PRODUCT_URL);

    const section = await screen.findByRole('region', { name: T.sections.related });
    expect(within(section).getByRole('link', { name: related.name }).getAttribute('href')).toBe('/product/2/sunny-boy-7-7-inverter');
    expect(section.textContent).toContain('$1,790.00');
  });
});

describe('reviews', () => {
  const reviewForm = () => screen.findByRole('form', { name: T.reviews.formTitle });

  it('shows the average, count, distribution and the reviews newest first', async () => {
    const reviews = reviewsAnswer([review('r2', 5, 'Excellent output'), review('r1', 4, 'Good value', 'Lee K.')]);
    fakeApi(productRoutes(itemDetail(), { reviews }));
    await renderApp(PRODUCT_URL);

    const section = await screen.findByRole('region', { name: T.sections.reviews });
    expect(await within(section).findByText('Excellent output')).toBeTruthy();
    expect(
      within(section)
        .getAllByRole('listitem', { name: /star/ })
        .map((li) => li.getAttribute('aria-label')),
    ).toEqual(['5 star: 1', '4 star: 1', '3 star: 0', '2 star: 0', '1 star: 0']);
    expect(within(section).getByText(SHARED_TEXT.rating.reviews(2))).toBeTruthy();
    expect(within(section).getByText('4.5')).toBeTruthy();
    const comments = [...section.querySelectorAll('.review-comment')].map((p) => p.textContent);
    expect(comments).toEqual(['Excellent output', 'Good value']);
  });

  it('shows comments as the plain text the server stores: characters as typed, nothing rendered as markup', async () => {
    // The server strips tags on the way in and never HTML-escapes, so what is left is shown as it is.
    const typed = 'Fits 1 < 2 rails & "Tom\'s" <b>clamps</b> &amp; more';
    fakeApi(productRoutes(itemDetail(), { reviews: reviewsAnswer([review('r3', 5, typed)]) }));
    await renderApp(PRODUCT_URL);

    const section = await screen.findByRole('region', { name: T.sections.reviews });
    const comment = await within(section).findByText(typed);
    expect(comment.textContent).toBe(typed);
    expect(comment.querySelector('b')).toBeNull();
    expect(section.textContent).not.toContain('&lt;');
  });

  it('asks a signed-out visitor to sign in, and coming back here after', async () => {
    fakeApi(productRoutes(itemDetail()));
    await renderApp(PRODUCT_URL);

    const link = await screen.findByRole('link', { name: T.reviews.signInToReview });
    expect(link.getAttribute('href')).toBe(`/login?redirect=${encodeURIComponent(PRODUCT_URL)}`);
    expect(screen.queryByRole('form', { name: T.reviews.formTitle })).toBeNull();
  });

  it("does not offer the form to the item's own seller", async () => {
    signedInAs(SELLER, ['seller']);
    fakeApi(productRoutes(itemDetail({ owner_id: SELLER.id })));
    await renderApp(PRODUCT_URL);

    expect(await screen.findByText(T.reviews.ownItem)).toBeTruthy();
    expect(screen.queryByRole('form', { name: T.reviews.formTitle })).toBeNull();
  });

  it('shows the rule messages inline and sends nothing until rating and comment are given', async () => {
    signedInAs(BUYER, ['customer']);
    const api = fakeApi(productRoutes(itemDetail()));
    const app = await renderApp(PRODUCT_URL);
    const form = await reviewForm();

    await app.user.click(within(form).getByRole('button', { name: T.reviews.submit }));

    expect(messageUnder(within(form).getByRole('group', { name: T.reviews.rating }))).toBe(MESSAGES.product.ratingRequired);
    expect(messageUnder(within(form).getByLabelText(T.reviews.comment))).toBe(MESSAGES.product.commentRequired);
    expect(api.callsTo('POST /v1/client/items/uuid-1/reviews')).toHaveLength(0);
  });

  it("shows the server's message when the visitor has already reviewed the item (409)", async () => {
    signedInAs(BUYER, ['customer']);
    const api = fakeApi({
      ...productRoutes(itemDetail()),
      'POST /v1/client/items/uuid-1/reviews': fail(409, { errors: { review: [MESSAGES.product.alreadyReviewed] } }),
    });
    const app = await renderApp(PRODUCT_URL);
    const form = await reviewForm();

    await app.user.click(within(form).getByRole('radio', { name: SHARED_TEXT.rating.stars(4) }));
    await app.user.type(within(form).getByLabelText(T.reviews.comment), 'Works well');
    await app.user.click(within(form).getByRole('button', { name: T.reviews.submit }));

    expect((await within(form).findByRole('alert')).textContent).toBe(MESSAGES.product.alreadyReviewed);
    expect(api.callsTo('POST /v1/client/items/uuid-1/reviews')[0]).toMatchObject({
      body: { rating: 4, comment: 'Works well' },
      authorization: `Bearer token-${BUYER.id}`,
    });
  });

  it('posts a review, says thank you and refreshes the list', async () => {
    signedInAs(BUYER, ['customer']);
    const api = fakeApi({
      ...productRoutes(itemDetail()),
      'POST /v1/client/items/uuid-1/reviews': ok(review('r9', 5, 'Top panel', 'Bea B.'), MESSAGES.product.reviewSaved, 201),
    });
    const app = await renderApp(PRODUCT_URL);
    const form = await reviewForm();
    const listReads = () => api.callsTo('GET /v1/client/items/uuid-1/reviews').length;
    const readsBefore = listReads();
    api.on('GET /v1/client/items/uuid-1/reviews', ok(reviewsAnswer([review('r9', 5, 'Top panel', 'Bea B.')])));

    await app.user.click(within(form).getByRole('radio', { name: SHARED_TEXT.rating.stars(5) }));
    await app.user.type(within(form).getByLabelText(T.reviews.comment), 'Top panel');
    await app.user.click(within(form).getByRole('button', { name: T.reviews.submit }));

    expect(await findToast(MESSAGES.product.reviewSaved)).toBeTruthy();
    expect(await screen.findByText('Top panel', { selector: '.review-comment' })).toBeTruthy();
    expect(listReads()).toBeGreaterThan(readsBefore);
    expect(within(form).getByLabelText(T.reviews.comment)).toHaveProperty('value', '');
  });

  const MY_REVIEWS = 'POST /v1/client/reviews/my-list';

  it("shows the signed-in buyer's own review in place of the form once they have reviewed the item", async () => {
    signedInAs(BUYER, ['customer']);
    const mine = review('r7', 4, 'Solid panel, fair price', 'Bea B.');
    const api = fakeApi({
      ...productRoutes(itemDetail(), { reviews: reviewsAnswer([mine]) }),
      [MY_REVIEWS]: ok({ items: [mine], total: 1, page: 1, limit: 1, last_page: 1 }),
    });
    await renderApp(PRODUCT_URL);

    const own = await screen.findByRole('region', { name: T.reviews.yours });
    expect(within(own).getByText('Solid panel, fair price')).toBeTruthy();
    expect(own.textContent).toContain('You reviewed this item on');
    expect(screen.queryByRole('form', { name: T.reviews.formTitle })).toBeNull();
    expect(api.callsTo(MY_REVIEWS)[0]).toMatchObject({ body: { where: { item_id: 1 }, limit: 1 }, authorization: `Bearer token-${BUYER.id}` });
  });

  it('replaces the form with the review just posted', async () => {
    signedInAs(BUYER, ['customer']);
    const api = fakeApi({
      ...productRoutes(itemDetail()),
      [MY_REVIEWS]: ok({ items: [], total: 0, page: 1, limit: 1, last_page: 1 }),
      'POST /v1/client/items/uuid-1/reviews': ok(review('r9', 5, 'Top panel', 'Bea B.'), MESSAGES.product.reviewSaved, 201),
    });
    const app = await renderApp(PRODUCT_URL);
    const form = await reviewForm();
    api.on(MY_REVIEWS, ok({ items: [review('r9', 5, 'Top panel', 'Bea B.')], total: 1, page: 1, limit: 1, last_page: 1 }));

    await app.user.click(within(form).getByRole('radio', { name: SHARED_TEXT.rating.stars(5) }));
    await app.user.type(within(form).getByLabelText(T.reviews.comment), 'Top panel');
    await app.user.click(within(form).getByRole('button', { name: T.reviews.submit }));

    const own = await screen.findByRole('region', { name: T.reviews.yours });
    expect(within(own).getByText('Top panel')).toBeTruthy();
    expect(screen.queryByRole('form', { name: T.reviews.formTitle })).toBeNull();
  });
});

describe('ask a question', () => {
  it('sends a signed-out visitor to sign in first', async () => {
    fakeApi(productRoutes(itemDetail()));
    await renderApp(PRODUCT_URL);

    const link = await screen.findByRole('link', { name: T.ask.signIn });
    expect(link.getAttribute('href')).toBe(`/login?redirect=${encodeURIComponent(PRODUCT_URL)}`);
  });

  it('asks in a modal: the rule message first, then sends the question and toasts that it was sent', async () => {
    signedInAs(BUYER, ['customer']);
    const api = fakeApi({ ...productRoutes(itemDetail()), 'POST /v1/client/items/ask': ok(null, MESSAGES.product.questionSent) });
    const app = await renderApp(PRODUCT_URL);

    await app.user.click(await screen.findByRole('button', { name: T.ask.button }));
    const dialog = screen.getByRole('dialog', { name: T.ask.title });
    // The form loads with the modal.
    await app.user.click(await within(dialog).findByRole('button', { name: T.ask.submit }));
    expect(messageUnder(within(dialog).getByLabelText(T.ask.question))).toBe(MESSAGES.product.questionRequired);
    expect(api.callsTo('POST /v1/client/items/ask')).toHaveLength(0);

    await app.user.type(within(dialog).getByLabelText(T.ask.question), 'Is it bifacial?');
    await app.user.click(within(dialog).getByRole('button', { name: T.ask.submit }));

    expect(await findToast(MESSAGES.product.questionSent)).toBeTruthy();
    expect(api.callsTo('POST /v1/client/items/ask')[0].body).toEqual({ item_uuid: 'uuid-1', question: 'Is it bifacial?' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: T.ask.title })).toBeNull());
  });
});

describe('discussion board', () => {
  const threads = [
    post('t1', 'Does it ship to Alaska?', {
      replies: [post('r1', 'Yes, by FedEx.', { parent_id: 't1', author: 'Sam S.', is_seller: true })],
    }),
    post('t2', 'What frame colour?', { author: 'Lee K.' }),
  ];

  it("shows the threads in order with their replies, the seller's marked", async () => {
    fakeApi(productRoutes(itemDetail(), { threads }));
    await renderApp(PRODUCT_URL);

    const section = await screen.findByRole('region', { name: T.sections.discussion });
    await within(section).findByText('Does it ship to Alaska?');
    const messages = [...section.querySelectorAll('.discussion-message')].map((p) => p.textContent);
    expect(messages).toEqual(['Does it ship to Alaska?', 'Yes, by FedEx.', 'What frame colour?']);
    const sellerReply = within(section).getByText('Yes, by FedEx.').closest('.discussion-post') as HTMLElement;
    expect(within(sellerReply).getByText(T.discussion.seller)).toBeTruthy();
    expect(within(section).getAllByText(T.discussion.seller)).toHaveLength(1);
    expect(within(section).getByRole('link', { name: T.discussion.signIn })).toBeTruthy();
  });

  it('shows messages as the plain text the server stores, nothing rendered as markup', async () => {
    const typed = 'Is 5 < 6 & <i>pallet</i> price "ok"?';
    fakeApi(productRoutes(itemDetail(), { threads: [post('t9', typed)] }));
    await renderApp(PRODUCT_URL);

    const section = await screen.findByRole('region', { name: T.sections.discussion });
    const message = await within(section).findByText(typed);
    expect(message.querySelector('i')).toBeNull();
    expect(section.textContent).not.toContain('&lt;');
  });

  it('replies to a thread and starts a new one when signed in', async () => {
    signedInAs(BUYER, ['customer']);
    const api = fakeApi({ ...productRoutes(itemDetail(), { threads }), 'POST /v1/client/item-discussion/create': ok(post('new', 'x'), undefined, 201) });
    const app = await renderApp(PRODUCT_URL);
    const section = await screen.findByRole('region', { name: T.sections.discussion });

    await app.user.click(await within(section).findByRole('button', { name: T.discussion.replyTo('Lee K.') }));
    const replyForm = within(section).getByRole('form', { name: T.discussion.replyTo('Lee K.') });
    await app.user.type(within(replyForm).getByRole('textbox'), 'Black.');
    await app.user.click(within(replyForm).getByRole('button', { name: T.discussion.post }));

    await waitFor(() => expect(api.callsTo('POST /v1/client/item-discussion/create')).toHaveLength(1));
    expect(api.callsTo('POST /v1/client/item-discussion/create')[0].body).toEqual({ item_uuid: 'uuid-1', message: 'Black.', parent_id: 't2' });

    const startForm = within(section).getByRole('form', { name: T.discussion.message });
    await app.user.click(within(startForm).getByRole('button', { name: T.discussion.post }));
    expect(messageUnder(within(startForm).getByRole('textbox'))).toBe(MESSAGES.product.questionRequired);
    await app.user.type(within(startForm).getByRole('textbox'), 'Any warranty?');
    await app.user.click(within(startForm).getByRole('button', { name: T.discussion.post }));

    await waitFor(() => expect(api.callsTo('POST /v1/client/item-discussion/create')).toHaveLength(2));
    expect(api.callsTo('POST /v1/client/item-discussion/create')[1].body).toEqual({ item_uuid: 'uuid-1', message: 'Any warranty?' });
  });
});
