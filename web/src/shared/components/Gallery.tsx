import { useMemo, useState } from 'react';
import { GALLERY_SIZE, picturesOf, renditionUrl, type ImageRendition } from '../itemImages';
import { ITEM_TEXT } from '../itemText';
import { Modal } from './Modal';

const T = ITEM_TEXT.gallery;

/**
 * The item's pictures: the chosen one large (685x450), thumbnails (300x300) to switch, and a lightbox with
 * the 1600x675 rendition and buttons to step through the pictures.
 */
export function Gallery({ images, name }: { images: readonly ImageRendition[]; name: string }) {
  const pictures = useMemo(() => picturesOf(images), [images]);
  const [selected, setSelected] = useState(0);
  const [zoomed, setZoomed] = useState(false);

  if (pictures.length === 0) {
    return (
      <div className="product-gallery-main product-gallery-empty d-flex flex-column align-items-center justify-content-center text-secondary rounded-3">
        <i className="bi bi-image fs-1" aria-hidden="true" />
        <span className="small">{T.noImage}</span>
      </div>
    );
  }

  const index = Math.min(selected, pictures.length - 1);
  const current = pictures[index];
  const step = (by: number) => setSelected((index + by + pictures.length) % pictures.length);

  return (
    <div className="product-gallery">
      <button type="button" className="product-gallery-main btn p-0 border-0 w-100 rounded-3" onClick={() => setZoomed(true)} aria-label={T.zoom}>
        {/* The page's largest paint: asked for ahead of the thumbnails and the related items' pictures. */}
        <img src={renditionUrl(current, GALLERY_SIZE)} alt={T.picture(name, index + 1)} className="img-fluid" width={685} height={450} fetchPriority="high" />
        <span className="product-gallery-zoom" aria-hidden="true">
          <i className="bi bi-zoom-in" />
        </span>
      </button>

      {pictures.length > 1 && (
        <ul className="product-gallery-thumbs list-unstyled d-flex flex-wrap gap-2 mt-2 mb-0">
          {pictures.map((picture, i) => (
            <li key={picture.order}>
              <button
                type="button"
                className={`btn p-0 product-gallery-thumb${i === index ? ' is-selected' : ''}`}
                onClick={() => setSelected(i)}
                aria-label={T.showPicture(i + 1)}
                aria-pressed={i === index}
              >
                <img src={renditionUrl(picture, '300x300')} alt="" width={72} height={72} />
              </button>
            </li>
          ))}
        </ul>
      )}

      {zoomed && (
        <Modal title={T.picture(name, index + 1)} onClose={() => setZoomed(false)} size="lg">
          <div className="product-lightbox text-center">
            <img src={renditionUrl(current, '1600x675')} alt={T.picture(name, index + 1)} className="img-fluid" width={1600} height={675} />
            {pictures.length > 1 && (
              <div className="d-flex justify-content-between mt-3">
                <button type="button" className="btn btn-outline-secondary" onClick={() => step(-1)} aria-label={T.previous}>
                  <i className="bi bi-chevron-left" aria-hidden="true" />
                </button>
                <span className="align-self-center small text-secondary">
                  {index + 1} / {pictures.length}
                </span>
                <button type="button" className="btn btn-outline-secondary" onClick={() => step(1)} aria-label={T.next}>
                  <i className="bi bi-chevron-right" aria-hidden="true" />
                </button>
              </div>
            )}
          </div>
        </Modal>
      )}
    </div>
  );
}
