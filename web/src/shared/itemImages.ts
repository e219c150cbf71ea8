import type { ImageSizeName, ItemImageView } from '@solar/contracts';

/** One picture of an item with the URL of each rendition it has. */
export interface Picture {
  order: number;
  renditions: Partial<Record<ImageSizeName, string>>;
}

/** What a gallery needs of one rendition: an item's (ItemImageView) and a deal's (DealImageView) both have it. */
export type ImageRendition = Pick<ItemImageView, 'orderofimage' | 'type' | 'url'>;

/** Groups an item's renditions into pictures (renditions of one picture share `orderofimage`), in order. */
export function picturesOf(images: readonly ImageRendition[]): Picture[] {
  const byOrder = new Map<number, Picture>();
  for (const image of images) {
    const picture = byOrder.get(image.orderofimage) ?? { order: image.orderofimage, renditions: {} };
    picture.renditions[image.type as ImageSizeName] = image.url;
    byOrder.set(image.orderofimage, picture);
  }
  return [...byOrder.values()].sort((a, b) => a.order - b.order);
}

/** Fallback order when a picture lacks the size asked for: the nearest larger one first. */
const FALLBACKS: Record<ImageSizeName, ImageSizeName[]> = {
  '300x300': ['300x300', '685x450', '1600x675'],
  '685x450': ['685x450', '1600x675', '300x300'],
  '1600x675': ['1600x675', '685x450', '300x300'],
};

/** The URL of a picture's rendition of `size`, or of the nearest size it has. */
export const renditionUrl = (picture: Picture, size: ImageSizeName): string | undefined =>
  FALLBACKS[size].map((name) => picture.renditions[name]).find((url) => url !== undefined);

/** The rendition a product or deal page's gallery shows large. */
export const GALLERY_SIZE: ImageSizeName = '685x450';

/** The URL of an item's first picture in `size` (or the nearest size it has); undefined when it has none. */
function firstPictureUrl(images: readonly ImageRendition[], size: ImageSizeName): string | undefined {
  const first = picturesOf(images)[0];
  return first && renditionUrl(first, size);
}

/** The URL of the picture a gallery opens with (undefined when there is none): the page's largest paint. */
export const leadPictureUrl = (images: readonly ImageRendition[]): string | undefined => firstPictureUrl(images, GALLERY_SIZE);

/** The 300x300 rendition of an item's first picture ('' when it has none): what cards and the compare list show. */
export const thumbnailOf = (images: readonly ImageRendition[]): string => firstPictureUrl(images, '300x300') ?? '';
