import { apiRoute } from '../http/api-route';

/*
 * The content service: the site's editable pages (legal terms, solutions, industries, about, sales portal,
 * advertising), events, videos, FAQs, contact messages, the newsletter with double opt-in, the advertising
 * offers, RV solar quotation surveys and the marketing source of visits (shop-and-accounts spec, section 7,
 * "Other"). The spec's paths are kept as it names them; the page, confirmation and admin paths are ours.
 */
export const CONTENT_API = {
  /** POST ContactBody: stored and mailed to support; limited per client address and per sender e-mail (429). */
  contactUs: '/v1/client/contact-us',
  /** POST NewsletterBody: mails a confirmation link (double opt-in); the same answer whether or not the address is known. */
  newsletterSubscribe: '/v1/client/news/letter/subscribe',
  /** POST NewsletterTokenBody: the mailed link's token; confirms the subscription once. */
  newsletterConfirm: '/v1/client/news/letter/confirm',
  /** POST NewsletterTokenBody: the unsubscribe token of the mails; ends the subscription. */
  newsletterUnsubscribe: '/v1/client/news/letter/unsubscribe',
  /** POST search object: events, soonest first; `where: { upcoming: true }` leaves out those that ended. */
  eventsSearch: '/v1/client/events/search',
  /** POST search object: FAQ categories in their order. */
  faqCategoriesSearch: '/v1/client/faq-categories/search',
  /** POST search object: questions with their answers (`where: { category_id }`, `query` on question and answer). */
  faqsSearch: '/v1/client/faqs/search',
  /** GET PageQuery: videos, newest first. */
  videos: '/v1/client/videos',
  /** POST search object: videos (`where: { category_id }`, `query` on title and summary). */
  videosSearch: '/v1/client/videos/search',
  /** GET: one video by its id (404 when there is none). */
  video: apiRoute('/v1/client/videos/:id'),
  /** POST search object: video categories. */
  videoCategoriesSearch: '/v1/client/video/categories/search',
  /** GET: the advertising offers of 'Advertise with us', in order. */
  adMarketingOffering: '/v1/client/ad-marketing-offering',
  /** POST RvSurveyBody: an RV solar quotation request, stored for the sales team; limited per client address. */
  rvSurveys: '/v1/client/rv/surveys',
  /** POST SourceTrackingBody: the UTM parameters a visit arrived with, counted per source; limited per client address. */
  sourceTracking: '/v1/client/source/tracking',
  /** GET: one editable page by its slug (ContentPageView). */
  page: apiRoute('/v1/client/content/pages/:slug'),
  /** GET (admin): every editable page, without bodies. */
  adminPages: '/v1/client/admin/content/pages',
  /** GET (admin): one page with its markdown; PUT ContentPageBody: saves it (markdown rendered and sanitized). */
  adminPage: apiRoute('/v1/client/admin/content/pages/:slug'),
  /** GET (admin): every FAQ entry with its answer's markdown (FaqAdminView[]), by category and order; POST FaqBody: adds one. */
  adminFaqs: '/v1/client/admin/content/faqs',
  /** PUT FaqBody (admin): changes one entry; DELETE: removes it (404 when there is none). */
  adminFaq: apiRoute('/v1/client/admin/content/faqs/:id'),
  /** GET (admin): every event, past ones too, latest start first (EventView[]); POST EventBody: adds one. */
  adminEvents: '/v1/client/admin/content/events',
  /** PUT EventBody (admin): changes one event; DELETE: removes it. */
  adminEvent: apiRoute('/v1/client/admin/content/events/:id'),
  /** GET (admin): every video with its walkthrough's markdown (VideoAdminView[]), newest first; POST VideoBody: adds one. */
  adminVideos: '/v1/client/admin/content/videos',
  /** PUT VideoBody (admin): changes one video; DELETE: removes it. */
  adminVideo: apiRoute('/v1/client/admin/content/videos/:id'),
  /** POST multipart `file` and `kind` ('video' WebM/MP4, 'poster' picture, 'captions' WebVTT) (admin): stores it (VideoMediaView); uploads per account limited. */
  adminVideoMedia: '/v1/client/admin/content/video-media',
  /** GET: the equipment categories a custom order may name (CustomOrderCategoryView[]: the shop's top-level categories). */
  customOrderCategories: '/v1/client/custom-orders/category/list',
  /** GET CustomOrderListQuery: open custom orders, newest first (CustomOrderView: no account, name or e-mail of the buyer). */
  customOrdersList: '/v1/client/custom-orders/list',
  /** POST CustomOrderBody (customer): posts a request, the owner from the token; limited per account and per client address (429). */
  customOrderCreate: '/v1/client/custom-orders/create',
  /** POST multipart `file` and `type` ('image' or 'document', PDF) (customer): a datasheet or picture for a request (UploadedFile); uploads per account limited. */
  customOrderFileUpload: '/v1/client/custom-orders/file/upload',
  /** GET (customer): the caller's own requests with the sellers' answers (OwnCustomOrderView[]). */
  customOrdersMine: '/v1/client/custom-orders/mine',
  /** POST CustomOrderAnswerBody (seller): answers an open request once (409 twice); mails the buyer; limited per seller (429). */
  customOrderAnswer: apiRoute('/v1/client/custom-orders/:id/answer'),
  /** POST (customer): closes the caller's own request (404 for anyone else's). */
  customOrderClose: apiRoute('/v1/client/custom-orders/:id/close'),
} as const;
