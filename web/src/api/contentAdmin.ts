import {
  CONTENT_API,
  type ContentPageEditView,
  type ContentPageSummary,
  type EventView,
  type FaqAdminView,
  type VideoAdminView,
  type VideoChapter,
  type VideoMediaKind,
  type VideoMediaView,
  type VideoSource,
} from '@solar/contracts';
import { apiSend, type ApiResult } from './api';
import { useApi } from './useApi';

/*
 * The content admin pages' reads (SWR hooks, each the signed-in admin's) and writes (`contentAdminApi`) against
 * CONTENT_API's admin routes. Each write answers `{data, message}`, the message being what the page shows.
 */

export const useAdminFaqs = () => useApi<FaqAdminView[]>(['GET', CONTENT_API.adminFaqs], { as: 'user' });
export const useAdminEvents = () => useApi<EventView[]>(['GET', CONTENT_API.adminEvents], { as: 'user' });
export const useAdminVideos = () => useApi<VideoAdminView[]>(['GET', CONTENT_API.adminVideos], { as: 'user' });
export const useAdminContentPages = () => useApi<ContentPageSummary[]>(['GET', CONTENT_API.adminPages], { as: 'user' });
/** One page with its markdown (null waits). */
export const useAdminContentPage = (slug: string | null) =>
  useApi<ContentPageEditView>(slug ? ['GET', CONTENT_API.adminPage(slug)] : null, { as: 'user', revalidateOnFocus: false });

/** The paths the lists are read from, to read them again after a write. */
export const CONTENT_ADMIN_LISTS = {
  faqs: CONTENT_API.adminFaqs,
  events: CONTENT_API.adminEvents,
  videos: CONTENT_API.adminVideos,
  pages: CONTENT_API.adminPages,
} as const;

export interface FaqRequest {
  category_id: number;
  question: string;
  answer: string;
  order: number | null;
}

export interface EventRequest {
  title: string;
  summary: string;
  location: string;
  is_online: boolean;
  starts_at: string;
  ends_at: string;
  register_url: string;
}

export interface VideoRequest {
  title: string;
  summary: string;
  category_id: number;
  body: string;
  source: VideoSource;
  file_url: string | null;
  provider_url: string | null;
  poster_url: string | null;
  captions_url: string | null;
  duration_seconds: number;
  published_at: string | null;
  chapters: VideoChapter[];
}

export interface PageRequest {
  title: string;
  summary: string;
  markdown: string;
}

const send = <T>(method: 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown): Promise<ApiResult<T>> =>
  apiSend<T>({ method, path, ...(body === undefined ? {} : { body }) });

export const contentAdminApi = {
  createFaq: (body: FaqRequest) => send<FaqAdminView>('POST', CONTENT_API.adminFaqs, body),
  updateFaq: (id: number, body: FaqRequest) => send<FaqAdminView>('PUT', CONTENT_API.adminFaq(String(id)), body),
  deleteFaq: (id: number) => send<unknown>('DELETE', CONTENT_API.adminFaq(String(id))),

  createEvent: (body: EventRequest) => send<EventView>('POST', CONTENT_API.adminEvents, body),
  updateEvent: (id: number, body: EventRequest) => send<EventView>('PUT', CONTENT_API.adminEvent(String(id)), body),
  deleteEvent: (id: number) => send<unknown>('DELETE', CONTENT_API.adminEvent(String(id))),

  createVideo: (body: VideoRequest) => send<VideoAdminView>('POST', CONTENT_API.adminVideos, body),
  updateVideo: (id: number, body: VideoRequest) => send<VideoAdminView>('PUT', CONTENT_API.adminVideo(String(id)), body),
  deleteVideo: (id: number) => send<unknown>('DELETE', CONTENT_API.adminVideo(String(id))),

  /** Stores a video's clip, poster or captions; the answer's `url` goes into the video's form. */
  uploadVideoMedia: (kind: VideoMediaKind, file: File): Promise<ApiResult<VideoMediaView>> => {
    const form = new FormData();
    form.append('kind', kind);
    form.append('file', file);
    return apiSend({ method: 'POST', path: CONTENT_API.adminVideoMedia, body: form });
  },

  savePage: (slug: string, body: PageRequest) => send<ContentPageEditView>('PUT', CONTENT_API.adminPage(slug), body),
};
