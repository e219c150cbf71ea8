import { IMAGE_SIZES, type ItemImageView } from '@solar/contracts';

/** An uploaded (or already attached) file shown in the form. */
export interface FileEntry {
  /** The upload's uuid; null for an attached file whose upload the server did not name. */
  uuid: string | null;
  name: string;
  /** Image: the thumbnail; document: the file. */
  url: string;
  /** Uploaded in this visit and not saved with the item yet: removing it deletes the upload. */
  fresh: boolean;
}

const THUMBNAIL = IMAGE_SIZES[0].name;

/** One rendition of a picture as an item or a deal answers it. */
export type PictureRendition = Pick<ItemImageView, 'orderofimage' | 'type' | 'url'> & { file_uuid?: string | null };

/**
 * One entry per picture (the renditions of a picture share orderofimage), in display order, showing its
 * thumbnail; `nameOf` names it (its n-th place counted from 1).
 */
export function pictureEntries<Image extends PictureRendition>(images: readonly Image[], nameOf: (image: Image, n: number) => string): FileEntry[] {
  const byOrder = new Map<number, Image>();
  for (const image of [...images].sort((a, b) => a.orderofimage - b.orderofimage)) {
    const kept = byOrder.get(image.orderofimage);
    if (!kept || (image.type === THUMBNAIL && kept.type !== THUMBNAIL)) byOrder.set(image.orderofimage, image);
  }
  return [...byOrder.values()].map((image, index) => ({
    uuid: image.file_uuid ?? null,
    name: nameOf(image, index + 1),
    url: image.url,
    fresh: false,
  }));
}
