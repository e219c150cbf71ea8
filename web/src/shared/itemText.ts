/** The texts of an item's or a deal's pictures and details (shared/components/Gallery.tsx, ItemDetails.tsx). */
export const ITEM_TEXT = {
  gallery: {
    noImage: 'No picture of this item yet',
    zoom: 'Zoom',
    showPicture: (n: number) => `Show picture ${n}`,
    picture: (name: string, n: number) => `${name}, picture ${n}`,
    previous: 'Previous picture',
    next: 'Next picture',
  },
  noDescription: 'The seller has not described this item yet.',
} as const;
