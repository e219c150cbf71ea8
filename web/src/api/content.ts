import {
  CONTENT_API,
  type AdOfferView,
  type ContentPageView,
  type EventView,
  type FaqCategoryView,
  type FaqView,
  type PageOf,
  type SubmittedView,
  type VideoCategoryView,
  type VideoView,
} from '@solar/contracts';
import { apiSend } from './api';
import { useApi } from './useApi';

/**
 * The content pages' reads (SWR hooks over `useApi`) and writes (`contentApi`) against CONTENT_API. Components
 * use these, never the paths.
 */

export const usePage = (slug: string) => useApi<ContentPageView>(['GET', CONTENT_API.page(slug)]);

export const useFaqCategories = () => useApi<PageOf<FaqCategoryView>>(['POST', CONTENT_API.faqCategoriesSearch, { limit: 50 }]);

/** Every question of the FAQ (the FAQ page groups them by category itself). */
export const useFaqs = () => useApi<PageOf<FaqView>>(['POST', CONTENT_API.faqsSearch, { limit: 100 }]);

export const useUpcomingEvents = () => useApi<PageOf<EventView>>(['POST', CONTENT_API.eventsSearch, { where: { upcoming: true }, limit: 50 }]);

export const useVideoCategories = () => useApi<PageOf<VideoCategoryView>>(['POST', CONTENT_API.videoCategoriesSearch, { limit: 50 }]);

/** Videos newest first, of one category when given. */
export const useVideos = (categoryId: number | null, page: number) =>
  useApi<PageOf<VideoView>>(['POST', CONTENT_API.videosSearch, { ...(categoryId ? { where: { category_id: categoryId } } : {}), page, limit: 12 }], {
    keepPreviousData: true,
  });

export const useVideo = (id: number | null) => useApi<VideoView>(id === null ? null : ['GET', CONTENT_API.video(String(id))]);

export const useAdOffers = () => useApi<AdOfferView[]>(['GET', CONTENT_API.adMarketingOffering]);

const post = <T>(path: string, body: unknown) => apiSend<T>({ method: 'POST', path, body });

export const contentApi = {
  contact: (form: object) => post<SubmittedView>(CONTENT_API.contactUs, form),
  subscribe: (email: string) => post<{ email: string }>(CONTENT_API.newsletterSubscribe, { email }),
  confirm: (token: string) => post<{ subscribed: boolean }>(CONTENT_API.newsletterConfirm, { token }),
  unsubscribe: (token: string) => post<{ subscribed: boolean }>(CONTENT_API.newsletterUnsubscribe, { token }),
  rvSurvey: (form: object) => post<SubmittedView>(CONTENT_API.rvSurveys, form),
};
