import { useParams } from 'react-router-dom';
import { NotFoundPage } from '../pages/NotFoundPage';
import { splitSlugAndId } from '../pages/text';
import { ErrorAlert, Loading } from '../shared/components/ApiStatus';
import { Breadcrumbs } from '../shared/components/Breadcrumbs';
import { usePageTitle } from '../shared/hooks/usePageTitle';
import { useVideo } from './api';
import { RichHtml } from '../shared/components/RichHtml';

/** Only these players are embedded; any other address is not framed into the page. */
const PLAYER = /^https:\/\/(www\.youtube-nocookie\.com\/embed\/|www\.youtube\.com\/embed\/|player\.vimeo\.com\/video\/)[\w-]+(\?[\w=&-]*)?$/;

/** /explore-video/detail/{title}-{id}: the video (or its written walkthrough) with its chapters. */
export function VideoDetailPage() {
  const { video: segment = '' } = useParams();
  const parsed = splitSlugAndId(segment);
  const { data: video, error, mutate } = useVideo(parsed?.id ?? null);
  usePageTitle(video?.title ?? parsed?.title);
  if (!parsed || error?.status === 404) return <NotFoundPage />;
  const title = video?.title ?? parsed.title;
  return (
    <div className="container py-4 py-lg-5">
      <Breadcrumbs title={title} root="exploreVideos" />
      <article className="mx-auto mt-3" style={{ maxWidth: '52rem' }}>
        <h1 className="h2 mb-2">{title}</h1>
        {error && <ErrorAlert error={error} onRetry={() => void mutate()} />}
        {!video && !error && <Loading />}
        {video && (
          <>
            <p className="lead text-secondary">{video.summary}</p>
            <p className="small text-secondary">
              {video.category} · {video.duration_minutes} min · {new Date(video.published_at).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' })}
            </p>
            {video.embed_url && PLAYER.test(video.embed_url) && (
              <div className="ratio ratio-16x9 mb-4 rounded-3 overflow-hidden">
                <iframe src={video.embed_url} title={video.title} width={1280} height={720} loading="lazy" allow="encrypted-media; picture-in-picture" allowFullScreen />
              </div>
            )}
            <RichHtml html={video.body_html} className="content-body" />
          </>
        )}
      </article>
    </div>
  );
}
