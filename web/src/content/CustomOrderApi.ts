import { CONTENT_API, type CustomOrderCategoryView, type CustomOrderView, type OwnCustomOrderView, type PageOf, type UploadedFile } from '@solar/contracts';
import { apiSend, useApi } from '../api';

/** Custom orders' reads (SWR hooks) and writes against CONTENT_API. The pages use these, never the paths. */

export const CUSTOM_ORDERS_PAGE_SIZE = 12;

export const useCustomOrderCategories = () => useApi<CustomOrderCategoryView[]>(['GET', CONTENT_API.customOrderCategories]);

/** Open requests newest first, of one category when given. */
export const useCustomOrders = (categoryId: number | null, page: number) =>
  useApi<PageOf<CustomOrderView>>(
    ['GET', CONTENT_API.customOrdersList, { page, limit: CUSTOM_ORDERS_PAGE_SIZE, ...(categoryId ? { category_id: categoryId } : {}) }],
    {
      keepPreviousData: true,
    },
  );

/** The signed-in buyer's own requests with the sellers' answers (none asked for when `enabled` is false). */
export const useOwnCustomOrders = (enabled: boolean) => useApi<OwnCustomOrderView[]>(enabled ? ['GET', CONTENT_API.customOrdersMine] : null, { as: 'user' });

export const customOrderApi = {
  create: (body: object) => apiSend<CustomOrderView>({ method: 'POST', path: CONTENT_API.customOrderCreate, body }),
  /** A datasheet (PDF) or a picture for the request about to be posted. */
  upload: (file: File) => {
    const form = new FormData();
    form.append('file', file);
    form.append('type', file.type === 'application/pdf' ? 'document' : 'image');
    return apiSend<UploadedFile>({ method: 'POST', path: CONTENT_API.customOrderFileUpload, body: form });
  },
  answer: (id: string, body: { link: string; message: string }) => apiSend<{ id: string }>({ method: 'POST', path: CONTENT_API.customOrderAnswer(id), body }),
  close: (id: string) => apiSend<{ id: string }>({ method: 'POST', path: CONTENT_API.customOrderClose(id), body: {} }),
};
