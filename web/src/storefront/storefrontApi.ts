import {
  STOREFRONT_API,
  type PageOf,
  type SellerDetailView,
  type StorefrontBrand,
  type StorefrontCard,
  type StorefrontView,
  type UploadedFile,
  type WorkHistoryView,
} from '@solar/contracts';
import { apiSend, type ApiResult } from '../api/api';
import { useApi } from '../api/useApi';

/** The storefront service's reads (SWR hooks) and writes; the pages never build these URLs. */

/** What `storefront/create` takes: the StorefrontBody fields. */
export type StorefrontRequest = Omit<
  StorefrontView,
  'id' | 'uuid' | 'user_id' | 'profile_images' | 'background_images' | 'is_enable' | 'created_at' | 'updated_at'
> & { is_enable: boolean };

export interface WorkHistoryRequest {
  title: string;
  description: string;
  year: number | string;
  location?: string;
}

export interface SellerContactRequest {
  seller_id: string;
  name: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
}

/** A seller's details (store, figures, brands); `is_favourite` is the caller's, so it is read per user. */
export const useSellerDetail = (sellerId: string | undefined) =>
  useApi<SellerDetailView>(sellerId ? ['POST', STOREFRONT_API.sellerDetail, { seller_detail_id: sellerId }] : null, { shouldRetryOnError: false });

export const useWorkHistory = (sellerId: string | undefined) =>
  useApi<WorkHistoryView[]>(sellerId ? ['POST', STOREFRONT_API.workHistoryList, { seller_id: sellerId }] : null, { shouldRetryOnError: false });

export const useSellerBrands = (sellerId: string | undefined) =>
  useApi<StorefrontBrand[]>(sellerId ? ['POST', STOREFRONT_API.sellerBrands, { seller_id: sellerId }] : null, { shouldRetryOnError: false });

/** Enabled stores, `query` on title and name. */
export const useStorefrontListing = (query: string, page: number, limit: number) =>
  useApi<PageOf<StorefrontCard>>(['POST', STOREFRONT_API.listing, { ...(query ? { query } : {}), page, limit }], { keepPreviousData: true });

/** The signed-in seller's own store (null before it is made). */
export const useMyStorefront = () => useApi<StorefrontView | null>(['GET', STOREFRONT_API.mine], { as: 'user' });

/** The signed-in account's favourite stores. */
export const useFavouriteStores = (page: number) =>
  useApi<PageOf<StorefrontCard>>(['POST', STOREFRONT_API.favouriteList, { page, limit: 12 }], { as: 'user', keepPreviousData: true });

export const storefrontApi = {
  save: (body: StorefrontRequest): Promise<ApiResult<StorefrontView>> => apiSend({ method: 'POST', path: STOREFRONT_API.create, body }),
  upload(file: File): Promise<ApiResult<UploadedFile>> {
    const form = new FormData();
    form.append('file', file);
    form.append('type', 'image');
    return apiSend({ method: 'POST', path: STOREFRONT_API.upload, body: form });
  },
  favourite: (storeUuid: string, favourite: boolean): Promise<ApiResult<{ store_uuid: string; favourite: boolean }>> =>
    apiSend({ method: 'POST', path: STOREFRONT_API.favourite, body: { store_uuid: storeUuid, favourite } }),
  contact: (body: SellerContactRequest): Promise<ApiResult<{ sent: true }>> => apiSend({ method: 'POST', path: STOREFRONT_API.sellerContact, body }),
  addWork: (body: WorkHistoryRequest): Promise<ApiResult<WorkHistoryView>> => apiSend({ method: 'POST', path: STOREFRONT_API.workHistoryCreate, body }),
  deleteWork: (id: string): Promise<ApiResult<{ id: string }>> => apiSend({ method: 'DELETE', path: STOREFRONT_API.workHistoryOne(id) }),
};
