import { clockTime, videoPathTitle, type VideoView } from '@solar/contracts';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useVideoCategories, useVideos } from '../api/content';
import { ErrorAlert, Loading } from '../shared/components/ApiStatus';
import { Breadcrumbs } from '../shared/components/Breadcrumbs';
import { Pager } from '../shared/components/Pager';
import { usePageTitle } from '../shared/hooks/usePageTitle';

const TITLE = 'Explore Videos';

/** /explore-video/detail/{title}-{id} */
export const videoPath = (video: Pick<VideoView, 'id' | 'title'>) => `/explore-video/detail/${videoPathTitle(video.title)}-${video.id}`;

function VideoCard({ video }: { video: VideoView }) {
  return (
    <div className="card h-100 shadow-sm overflow-hidden">
      {video.poster_url && <img src={video.poster_url} alt="" width={1280} height={720} loading="lazy" className="card-img-top h-auto" />}
      <div className="card-body d-flex flex-column">
        <p className="small text-uppercase fw-semibold text-amber mb-1">{video.category}</p>
        <h2 className="h5 card-title">
          <Link to={videoPath(video)} className="stretched-link text-reset text-decoration-none">
            {video.title}
          </Link>
        </h2>
        <p className="card-text text-secondary flex-grow-1">{video.summary}</p>
        <p className="small text-secondary mb-0">
          <i className={`bi ${video.source === 'none' ? 'bi-journal-text' : 'bi-play-circle'} me-1`} aria-hidden="true" />
          {video.source === 'none' ? 'Written walkthrough' : `${clockTime(video.duration_seconds)} video`}
        </p>
      </div>
    </div>
  );
}

/** /explore-videos: guides for buyers and sellers, by category. */
export function VideosPage() {
  usePageTitle(TITLE);
  const [category, setCategory] = useState<number | null>(null);
  const [page, setPage] = useState(1);
  const categories = useVideoCategories();
  const videos = useVideos(category, page);
  const choose = (id: number | null) => {
    setCategory(id);
    setPage(1);
  };
  return (
    <div className="container py-4 py-lg-5">
      <Breadcrumbs title={TITLE} />
      <h1 className="h2 mt-3 mb-2">{TITLE}</h1>
      <p className="lead text-secondary">Short guides to choosing equipment, negotiating bulk deals and selling on the marketplace.</p>
      <div className="d-flex flex-wrap gap-2 mb-4" role="group" aria-label="Video categories">
        {[{ id: null, name: 'All' }, ...(categories.data?.items ?? [])].map((c) => (
          <button
            key={c.id ?? 'all'}
            type="button"
            className={`btn btn-sm rounded-pill ${category === c.id ? 'btn-dark' : 'btn-outline-dark'}`}
            aria-pressed={category === c.id}
            onClick={() => choose(c.id)}
          >
            {c.name}
          </button>
        ))}
      </div>
      {videos.error && <ErrorAlert error={videos.error} onRetry={() => void videos.mutate()} />}
      {!videos.data && !videos.error && <Loading />}
      {videos.data && videos.data.items.length === 0 && <p className="text-secondary">No videos in this category yet.</p>}
      {videos.data && videos.data.items.length > 0 && (
        <ul className="list-unstyled row row-cols-1 row-cols-md-2 row-cols-xl-3 g-3 mb-4">
          {videos.data.items.map((video) => (
            <li className="col" key={video.id}>
              <VideoCard video={video} />
            </li>
          ))}
        </ul>
      )}
      {videos.data && videos.data.last_page > 1 && <Pager page={page} lastPage={videos.data.last_page} onPage={setPage} label="Video pages" />}
    </div>
  );
}
